package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every client message of docs/web-protocol.md against {@link MessageRules}: for each message
 * type, what the pages send passes, and each field of the wrong type, out of range or missing
 * is refused with a line naming the message and the field.
 */
class MessageRulesTest {

    private static JsonObject json(String text) {
        return JsonParser.parseString(text).getAsJsonObject();
    }

    private static String table(String text) {
        JsonObject o = json(text);
        return MessageRules.TABLE.problem(o.get("type").getAsString(), o);
    }

    private static String lobby(String text) {
        JsonObject o = json(text);
        return MessageRules.LOBBY.problem(o.get("type").getAsString(), o);
    }

    /** A refusal that names the message and the field, and says what the field must be. */
    private static void refused(String problem, String type, String field, String must) {
        assertNotNull(problem, "refused");
        assertTrue(problem.startsWith(type) && problem.contains("\"" + field + "\"") && problem.contains(must), problem);
    }

    @Test
    @DisplayName("the rules know exactly the message types of the protocol document")
    void types() {
        assertEquals(Set.of("steps", "move", "resign", "state", "view", "undo", "undoReply", "draw", "drawReply", "handover", "giveBack", "rematch",
                "rematchDecline", "chat", "review", "reviewCancel", "reviewBoard"), MessageRules.TABLE.types());
        assertEquals(Set.of("create", "games", "check"), MessageRules.LOBBY.types());
        assertEquals("unknown message type frob", table("{\"type\":\"frob\"}"));
        assertEquals("unknown message type \\u001b[2J", table("{\"type\":\"\\u001b[2J\"}"), "an echoed type is quoted");
    }

    @Nested
    @DisplayName("move")
    class Move {

        @ParameterizedTest
        @ValueSource(strings = {"{\"type\":\"move\",\"steps\":[\"C3\",\"0\"]}", "{\"type\":\"move\",\"notation\":\"e5\"}",
                "{\"type\":\"move\",\"notation\":\"e5\",\"seat\":1}", "{\"type\":\"move\",\"steps\":[],\"seat\":0,\"later\":1}",
                "{\"type\":\"move\",\"notation\":\"e5\",\"seat\":1.0}"})
        @DisplayName("takes steps or a notation, with a seat or not; unknown fields are ignored")
        void good(String m) {
            assertNull(table(m));
        }

        @Test
        @DisplayName("without steps or notation is refused (it answered an internal Java error)")
        void neither() {
            assertEquals("move needs either \"steps\" (a list of texts) or \"notation\" (a text), and not both",
                    table("{\"type\":\"move\"}"));
            assertNotNull(table("{\"type\":\"move\",\"notation\":null}"));
            assertNotNull(table("{\"type\":\"move\",\"notation\":\"e5\",\"steps\":[\"e5\"]}"));
        }

        @ParameterizedTest
        @ValueSource(strings = {"123", "true", "[\"e5\"]", "{}"})
        @DisplayName("notation: a text only (123 was taken)")
        void notation(String v) {
            refused(table("{\"type\":\"move\",\"notation\":" + v + "}"), "move", "notation", "a text");
        }

        @ParameterizedTest
        @ValueSource(strings = {"-1", "\"0\"", "1.5", "64", "1e10", "true"})
        @DisplayName("seat: a seat number 0 to 63 (-1 was taken as absent, \"0\" as 0)")
        void seat(String v) {
            refused(table("{\"type\":\"move\",\"notation\":\"e5\",\"seat\":" + v + "}"), "move", "seat", "a seat number from 0 to 63");
        }

        @ParameterizedTest
        @ValueSource(strings = {"\"e5\"", "[1]", "[null]", "{}"})
        @DisplayName("steps: a list of texts")
        void steps(String v) {
            refused(table("{\"type\":\"move\",\"steps\":" + v + "}"), "move", "steps", "a list of at most 256 texts");
        }

        @Test
        @DisplayName("steps: at most 256")
        void manySteps() {
            refused(table("{\"type\":\"move\",\"steps\":[" + "\"a\",".repeat(256) + "\"a\"]}"), "move", "steps", "(it has 257)");
        }
    }

    @Test
    @DisplayName("steps: partial is an optional list of texts")
    void steps() {
        assertNull(table("{\"type\":\"steps\"}"));
        assertNull(table("{\"type\":\"steps\",\"partial\":[\"C3\"]}"));
        refused(table("{\"type\":\"steps\",\"partial\":\"C3\"}"), "steps", "partial", "a list");
        refused(table("{\"type\":\"steps\",\"partial\":[3]}"), "steps", "partial", "it holds a number");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"resign|false", "handover|true", "giveBack|true"})
    @DisplayName("resign, handover, giveBack: seat is a seat number (required for handover and giveBack)")
    void seats(String type, boolean required) {
        String spec = type.equals("handover") ? ",\"spec\":\"mcts\"" : "";
        assertNull(table("{\"type\":\"" + type + "\",\"seat\":0" + spec + "}"));
        assertEquals(required, table("{\"type\":\"" + type + "\"" + spec + "}") != null);
        for (String v : new String[] {"-1", "\"1\"", "0.5", "64", "null"}) {
            String p = table("{\"type\":\"" + type + "\",\"seat\":" + v + spec + "}");
            if (v.equals("null") && !required) {
                assertNull(p, "null is absent");
            } else {
                refused(p, type, "seat", "a seat number");
            }
        }
    }

    @Test
    @DisplayName("handover: spec is a required text")
    void handoverSpec() {
        refused(table("{\"type\":\"handover\",\"seat\":1}"), "handover", "spec", "a text");
        refused(table("{\"type\":\"handover\",\"seat\":1,\"spec\":7}"), "handover", "spec", "a text");
    }

    @Test
    @DisplayName("view: ply is a required whole number, 0 or more")
    void view() {
        assertNull(table("{\"type\":\"view\",\"ply\":0}"));
        for (String v : new String[] {"-1", "\"3\"", "2.5", "null"}) {
            refused(table("{\"type\":\"view\",\"ply\":" + v + "}"), "view", "ply", "a whole number, 0 or more");
        }
    }

    @Test
    @DisplayName("undoReply: accept is a required true or false")
    void undoReply() {
        assertNull(table("{\"type\":\"undoReply\",\"accept\":false}"));
        refused(table("{\"type\":\"undoReply\"}"), "undoReply", "accept", "true or false");
        refused(table("{\"type\":\"undoReply\",\"accept\":\"yes\"}"), "undoReply", "accept", "true or false");
        refused(table("{\"type\":\"undoReply\",\"accept\":1}"), "undoReply", "accept", "true or false");
    }

    @Test
    @DisplayName("rematch: start is an optional true or false")
    void rematch() {
        assertNull(table("{\"type\":\"rematch\"}"));
        assertNull(table("{\"type\":\"rematch\",\"start\":true}"));
        refused(table("{\"type\":\"rematch\",\"start\":\"true\"}"), "rematch", "start", "true or false");
    }

    @Test
    @DisplayName("review: budget is an optional text; reviewBoard: ply is a required whole number; reviewCancel has no fields")
    void review() {
        assertNull(table("{\"type\":\"review\"}"));
        assertNull(table("{\"type\":\"review\",\"budget\":\"deep\"}"));
        refused(table("{\"type\":\"review\",\"budget\":2}"), "review", "budget", "a text");
        assertNull(table("{\"type\":\"reviewCancel\"}"));
        assertNull(table("{\"type\":\"reviewBoard\",\"ply\":3}"));
        refused(table("{\"type\":\"reviewBoard\"}"), "reviewBoard", "ply", "a whole number, 0 or more");
        refused(table("{\"type\":\"reviewBoard\",\"ply\":\"3\"}"), "reviewBoard", "ply", "a whole number, 0 or more");
    }

    @Test
    @DisplayName("chat: text is a required text (5 was said as \"5\")")
    void chat() {
        assertNull(table("{\"type\":\"chat\",\"text\":\"hello\"}"));
        refused(table("{\"type\":\"chat\"}"), "chat", "text", "a text");
        refused(table("{\"type\":\"chat\",\"text\":5}"), "chat", "text", "a text");
        refused(table("{\"type\":\"chat\",\"text\":[\"hi\"]}"), "chat", "text", "a text");
    }

    @ParameterizedTest
    @ValueSource(strings = {"state", "undo", "rematchDecline"})
    @DisplayName("state, undo, rematchDecline: no fields")
    void bare(String type) {
        assertNull(table("{\"type\":\"" + type + "\"}"));
    }

    @Nested
    @DisplayName("the lobby")
    class Lobby {

        private static final String SEATS = "\"seats\":[{\"kind\":\"invite\"},{\"kind\":\"ai\",\"spec\":\"mcts:time=1\"}]";

        @Test
        @DisplayName("create, check and games as the lobby page sends them pass")
        void good() {
            assertNull(lobby("{\"type\":\"create\",\"game\":\"g\",\"players\":2,\"options\":{\"size\":\"9\"},\"clock\":\"10+5\"," + SEATS + "}"));
            assertNull(lobby("{\"type\":\"create\",\"game\":\"g\"," + SEATS + "}"));
            assertNull(lobby("{\"type\":\"check\",\"game\":\"g\",\"players\":2,\"options\":{}}"));
            assertNull(lobby("{\"type\":\"games\"}"));
        }

        @ParameterizedTest
        @ValueSource(strings = {"create", "check"})
        @DisplayName("create, check: game is a required text; players a whole number 1 to 64; options an object of texts")
        void fields(String type) {
            String seats = type.equals("create") ? "," + SEATS : "";
            refused(lobby("{\"type\":\"" + type + "\"" + seats + "}"), type, "game", "a text");
            refused(lobby("{\"type\":\"" + type + "\",\"game\":5" + seats + "}"), type, "game", "a text");
            for (String v : new String[] {"0", "65", "\"2\"", "2.5", "-1"}) {
                refused(lobby("{\"type\":\"" + type + "\",\"game\":\"g\",\"players\":" + v + seats + "}"), type, "players", "1 to 64");
            }
            refused(lobby("{\"type\":\"" + type + "\",\"game\":\"g\",\"options\":[]" + seats + "}"), type, "options", "an object of texts");
            refused(lobby("{\"type\":\"" + type + "\",\"game\":\"g\",\"options\":{\"size\":9}" + seats + "}"), type, "options",
                    "\"size\" is a number");
        }

        @Test
        @DisplayName("create: clock is a text; seats a required list of {kind, spec, name}, an ai with its spec")
        void create() {
            refused(lobby("{\"type\":\"create\",\"game\":\"g\",\"clock\":10," + SEATS + "}"), "create", "clock", "a text");
            refused(lobby("{\"type\":\"create\",\"game\":\"g\"}"), "create", "seats", "a list");
            refused(lobby("{\"type\":\"create\",\"game\":\"g\",\"seats\":{}}"), "create", "seats", "a list");
            refused(lobby("{\"type\":\"create\",\"game\":\"g\",\"seats\":[\"human\"]}"), "create", "seats", "seat 0 is a text");
            refused(lobby("{\"type\":\"create\",\"game\":\"g\",\"seats\":[{\"kind\":\"robot\"}]}"), "create", "seats",
                    "seat 0's \"kind\" is not");
            refused(lobby("{\"type\":\"create\",\"game\":\"g\",\"seats\":[{\"kind\":\"ai\"}]}"), "create", "seats", "without a \"spec\"");
            refused(lobby("{\"type\":\"create\",\"game\":\"g\",\"seats\":[{\"kind\":\"invite\",\"name\":3}]}"), "create", "seats",
                    "seat 0's \"name\" is a number");
            refused(lobby("{\"type\":\"create\",\"game\":\"g\",\"seats\":[" + "{\"kind\":\"invite\"},".repeat(64)
                    + "{\"kind\":\"invite\"}]}"), "create", "seats", "(it has 65)");
        }
    }
}
