package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;

/**
 * The new-game form asks the game what it makes of the values: here a game whose option ranges
 * depend on another option, as the Challenge's size depends on its board.
 */
class SetupCheckTest {

    /** Take Away with a short row (1 to 9 beads, 5 by default) or a long one (10 to 20, 15 by default). */
    static final class Rows implements Game {
        private final TakeAway game = new TakeAway();

        @Override
        public GameInfo info() {
            return game.info();
        }

        @Override
        public List<OptionSpec> options() {
            return List.of(OptionSpec.choice("row", "Row", "short or long", "long", "short", "long"),
                    OptionSpec.integer("beads", "Beads", "1 to 9 in a short row, 10 to 20 in a long one", 15, 1, 20));
        }

        @Override
        public List<SeatInfo> seats(int players) {
            return game.seats(players);
        }

        @Override
        public Setup resolve(Setup setup) {
            Setup r = OptionSpec.resolve(options(), setup, info());
            Map<String, String> o = new TreeMap<>(r.options());
            boolean shortRow = o.get("row").equals("short");
            if (shortRow && !setup.options().containsKey("beads")) {
                o.put("beads", "5");
            }
            int beads = Integer.parseInt(o.get("beads"));
            if (shortRow ? beads > 9 : beads < 10) {
                throw new IllegalArgumentException("option beads: a " + o.get("row") + " row has "
                        + (shortRow ? "1 to 9" : "10 to 20") + " beads, not " + beads);
            }
            return new Setup(r.players(), o, r.seed());
        }

        @Override
        public GameState start(Setup setup) {
            return game.start(new Setup(setup.players(), Map.of("beads", resolve(setup).options().get("beads")), setup.seed()));
        }

        @Override
        public GameState parsePosition(String position) {
            return game.parsePosition(position);
        }
    }

    private static int[] range(JsonObject checked, String key) {
        return new int[] {checked.getAsJsonObject("ranges").getAsJsonArray(key).get(0).getAsInt(),
            checked.getAsJsonObject("ranges").getAsJsonArray(key).get(1).getAsInt()};
    }

    @Test
    void theRangeAndTheDefaultFollowTheOtherOption() {
        JsonObject asIs = SetupCheck.check(new Rows(), 2, Map.of());
        assertFalse(asIs.has("problem"));
        assertEquals("15", asIs.getAsJsonObject("options").get("beads").getAsString());
        assertEquals(10, range(asIs, "beads")[0], "a long row: not the spec's 1");
        assertEquals(20, range(asIs, "beads")[1]);
        JsonObject shortRow = SetupCheck.check(new Rows(), 2, Map.of("row", "short"));
        assertFalse(shortRow.has("problem"));
        assertEquals("5", shortRow.getAsJsonObject("options").get("beads").getAsString(), "the short row's own default");
        assertEquals(1, range(shortRow, "beads")[0]);
        assertEquals(9, range(shortRow, "beads")[1]);
    }

    @Test
    void aValueTheGameRefusesGetsTheGamesOwnMessage() {
        JsonObject refused = SetupCheck.check(new Rows(), 2, Map.of("beads", "3"));
        assertEquals("option beads: a long row has 10 to 20 beads, not 3", refused.get("problem").getAsString());
        assertEquals("3", refused.getAsJsonObject("options").get("beads").getAsString(), "the person's value stays");
        JsonObject notANumber = SetupCheck.check(new Rows(), 2, Map.of("beads", "many"));
        assertTrue(notANumber.get("problem").getAsString().contains("beads"), notANumber.toString());
    }

    @Test
    void theLobbyAnswersCheckAndRefusesToOpenATableTheGameRefuses(@org.junit.jupiter.api.io.TempDir java.nio.file.Path home) {
        Fixture f = new Fixture(home);
        WebTables tables = new WebTables(org.beadbox.core.GameCatalog.of(new Rows()), f.players, f.store, Fixture.BASE);
        try {
            LobbyConnection lobby = new LobbyConnection(tables, true);
            JsonObject checked = lobby.handle("check", com.google.gson.JsonParser.parseString(
                    "{\"type\":\"check\",\"game\":\"take-away\",\"players\":2,\"options\":{\"row\":\"short\"}}").getAsJsonObject());
            assertEquals(9, range(checked, "beads")[1]);
            JsonObject made = lobby.handle("create", com.google.gson.JsonParser.parseString("{\"type\":\"create\",\"game\":\"take-away\","
                    + "\"options\":{\"row\":\"short\",\"beads\":\"15\"},\"seats\":[{\"kind\":\"invite\"},{\"kind\":\"invite\"}]}").getAsJsonObject());
            assertEquals("error", made.get("type").getAsString());
            assertEquals("option beads: a short row has 1 to 9 beads, not 15", made.get("reason").getAsString());
            assertTrue(tables.tables().isEmpty(), "no dead table");
        } finally {
            tables.deactivate();
        }
    }
}
