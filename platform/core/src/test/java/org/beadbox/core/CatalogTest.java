package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.beadbox.api.Evaluator;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.PlayerFactory;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The catalogues")
class CatalogTest {

    /** TakeAway under another id and name, to have two games. */
    static Game renamed(String id, String name) {
        TakeAway base = new TakeAway();
        return new Game() {
            @Override
            public GameInfo info() {
                GameInfo i = base.info();
                return new GameInfo(id, name, i.inventor(), i.year(), i.summary(), i.minPlayers(), i.maxPlayers(), i.rulesHtml());
            }

            @Override
            public List<org.beadbox.api.OptionSpec> options() {
                return base.options();
            }

            @Override
            public List<org.beadbox.api.SeatInfo> seats(int players) {
                return base.seats(players);
            }

            @Override
            public org.beadbox.api.GameState start(org.beadbox.api.Setup setup) {
                return base.start(setup);
            }

            @Override
            public org.beadbox.api.GameState parsePosition(String position) {
                return base.parsePosition(position);
            }
        };
    }

    @Nested
    @DisplayName("of games")
    class Games {

        @Test
        @DisplayName("lists games by name, finds them by id and tells listeners of each change")
        void listsAndFinds() {
            GameCatalog c = new GameCatalog();
            AtomicInteger changes = new AtomicInteger();
            c.addListener(changes::incrementAndGet);
            Game zebra = renamed("zebra", "A Zebra game");
            c.add(new TakeAway(), "1.0.0");
            c.add(zebra, "");
            assertEquals(List.of("zebra", "take-away"), c.games().stream().map(g -> g.info().id()).toList());
            assertEquals(zebra.info(), c.require("zebra").info(), "the game handed out has the plugin's facts");
            assertEquals("1.0.0", c.version("take-away"));
            c.remove(zebra);
            assertTrue(c.find("zebra").isEmpty());
            assertEquals(3, changes.get());
        }

        @Test
        @DisplayName("names the installed games when one is missing")
        void missing() {
            assertEquals("unknown game 'chess': installed games are take-away",
                    assertThrows(IllegalArgumentException.class, () -> GameCatalog.of(new TakeAway()).require("chess")).getMessage());
            assertEquals("unknown game 'chess': no games are installed",
                    assertThrows(IllegalArgumentException.class, () -> new GameCatalog().require("chess")).getMessage());
        }

        @Test
        @DisplayName("survives a listener that throws")
        void badListener() {
            GameCatalog c = new GameCatalog();
            c.addListener(() -> {
                throw new IllegalStateException("boom");
            });
            c.add(new TakeAway(), "");
            assertEquals(1, c.games().size());
        }
    }

    @Nested
    @DisplayName("of players")
    class Players {

        private final PlayerFactory weak = TestPlayers.factory("weak", () -> TestPlayers.random(1));
        private final PlayerFactory strong = new DelegatingFactory(TestPlayers.factory("strong", TestPlayers.First::new), 50);

        @Test
        @DisplayName("lists factories by id and, for a game, strongest first")
        void order() {
            PlayerCatalog c = PlayerCatalog.of(weak, strong);
            assertEquals(List.of("strong", "weak"), c.factories().stream().map(PlayerFactory::id).toList());
            GameInfo info = new TakeAway().info();
            assertEquals(List.of("strong", "weak"), c.forGame(info).stream().map(PlayerFactory::id).toList());
            assertEquals("strong", c.strongest(info).orElseThrow().id());
        }

        @Test
        @DisplayName("makes a player from a spec, naming the problem with a bad one")
        void create() {
            PlayerCatalog c = PlayerCatalog.of(weak);
            GameInfo info = new TakeAway().info();
            c.create(PlayerSpec.parse("weak:time=0.5"), info).close();
            assertEquals("player 'weak': unknown option 'depth'",
                    assertThrows(IllegalArgumentException.class, () -> c.create(PlayerSpec.parse("weak:depth=3"), info)).getMessage());
            assertEquals("unknown player 'strong': installed players are weak",
                    assertThrows(IllegalArgumentException.class, () -> c.create(PlayerSpec.of("strong"), info)).getMessage());
        }

        @Test
        @DisplayName("finds a game's evaluator")
        void evaluator() {
            PlayerCatalog c = new PlayerCatalog();
            Evaluator e = state -> new double[] {0.5, 0.5};
            c.addEvaluator("take-away", e);
            assertSame(e, c.evaluator("take-away").orElseThrow());
            c.removeEvaluator(e);
            assertTrue(c.evaluator("take-away").isEmpty());
        }
    }

    /** A factory with another strength. */
    record DelegatingFactory(PlayerFactory inner, int strength) implements PlayerFactory {
        @Override
        public String id() {
            return inner.id();
        }

        @Override
        public String name() {
            return inner.name();
        }

        @Override
        public String description() {
            return inner.description();
        }

        @Override
        public List<org.beadbox.api.OptionSpec> options() {
            return inner.options();
        }

        @Override
        public boolean supports(GameInfo game) {
            return true;
        }

        @Override
        public org.beadbox.api.Player create(GameInfo game, Map<String, String> options) {
            return inner.create(game, options);
        }
    }
}
