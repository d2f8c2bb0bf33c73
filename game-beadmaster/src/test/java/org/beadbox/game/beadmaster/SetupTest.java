package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class SetupTest {

    private final BeadMaster game = new BeadMaster();

    @Nested
    @DisplayName("when the setup is resolved")
    class Resolve {

        @Test
        @DisplayName("random bars are fixed from the seed into the bars option, with the defaults")
        void barsFromTheSeed() {
            Setup resolved = game.resolve(Setup.of(3, 99));
            String bars = resolved.option(BeadMaster.BARS, "");
            assertTrue(bars.matches("[012]{7}/[012]{7}"), bars);
            assertEquals(Map.of(BeadMaster.BARS, bars, "blocked", "opponents", "repeat", "limited", "quiet", "100"), resolved.options());
            assertEquals(bars, game.resolve(Setup.of(3, 99)).option(BeadMaster.BARS, ""), "the same seed gives the same bars");
            assertEquals(game.start(Setup.of(3, 99)).position(), game.start(resolved).position(), "the resolved setup starts the same game");
            assertEquals(resolved, game.resolve(resolved), "resolving twice changes nothing");
        }

        @Test
        @DisplayName("different seeds give different bars")
        void seedsDiffer() {
            Set<String> seen = new HashSet<>();
            for (long seed = 0; seed < 20; seed++) {
                seen.add(game.resolve(Setup.of(2, seed)).option(BeadMaster.BARS, ""));
            }
            assertTrue(seen.size() > 15, seen.toString());
        }

        @Test
        @DisplayName("given bars are kept, written in the canonical form")
        void givenBars() {
            Setup resolved = game.resolve(new Setup(2, Map.of(BeadMaster.BARS, " 01201200121012 "), 5));
            assertEquals("0120120/0121012", resolved.option(BeadMaster.BARS, ""));
            assertTrue(game.start(resolved).position().startsWith("bars=0120120/0121012 "));
        }

        @Test
        @DisplayName("bad bars, unknown options, bad rule values and seat counts are refused with a reason")
        void badInput() {
            for (String bad : new String[] {"012", "0120120/012101x", "3333333/3333333", "0120120//0121012"}) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                        () -> game.start(new Setup(2, Map.of(BeadMaster.BARS, bad), 0)));
                assertTrue(e.getMessage().contains("14 digits"), e.getMessage());
            }
            assertThrows(IllegalArgumentException.class, () -> game.start(new Setup(2, Map.of("blocked", "mine"), 0)));
            assertThrows(IllegalArgumentException.class, () -> game.start(new Setup(2, Map.of("repeat", "never"), 0)));
            assertThrows(IllegalArgumentException.class, () -> game.start(new Setup(2, Map.of("size", "9"), 0)));
            assertThrows(IllegalArgumentException.class, () -> game.start(Setup.of(5, 0)));
            assertThrows(IllegalArgumentException.class, () -> game.start(Setup.of(1, 0)));
            assertThrows(IllegalArgumentException.class, () -> game.seats(5));
        }
    }

    @Test
    @DisplayName("every one of the 3^14 setups has between 20 and 37 covered holes, as the rules page says")
    void coveredHoles() {
        int min = Integer.MAX_VALUE;
        int max = 0;
        int[] digits = new int[Bars.BARS];
        for (int n = 0; n < 4_782_969; n++) {
            int packed = 0;
            for (int bar = 0; bar < Bars.BARS; bar++) {
                packed |= digits[bar] << 2 * bar;
            }
            int covered = Long.bitCount(Bars.covered(packed));
            min = Math.min(min, covered);
            max = Math.max(max, covered);
            for (int bar = 0; bar < Bars.BARS && ++digits[bar] == 3; bar++) {
                digits[bar] = 0;
            }
        }
        assertEquals(20, min);
        assertEquals(37, max);
    }

    @Test
    @DisplayName("seats are Yellow, White, Green and Black, and the rules mention Stay Alive")
    void facts() {
        assertEquals("Yellow", game.seats(4).get(0).name());
        assertEquals("Black", game.seats(4).get(3).name());
        assertEquals(2, game.seats(2).size());
        assertEquals("beadmaster", game.info().id());
        assertTrue(game.info().rulesHtml().contains("Stay Alive") && game.info().rulesHtml().contains("1971"));
        assertNotEquals("", game.info().summary());
    }
}
