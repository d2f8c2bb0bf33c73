package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.beadbox.core.GameRecord;
import org.beadbox.core.RecordStore;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Records are read strictly (issue 38, items 7 and 8): what the standard does not call JSON, and
 * a field of the wrong kind, are refused in one line naming the field and what a record holds
 * there; fields Beadbox does not know are ignored; and every record Beadbox ever wrote still
 * loads (fixtures in {@code src/test/resources/records}, one per shape the format had: format 1
 * as first written on 2026-11-22, with clocks since 2026-11-25, without the optional fields, and
 * with fields a later Beadbox may add).
 */
@DisplayName("Records read strictly")
class StrictRecordsTest {

    private static String fixture(String name) {
        try (InputStream in = StrictRecordsTest.class.getResourceAsStream("/records/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String base() {
        return fixture("format1-2026-11-22-first.json");
    }

    private static String refused(String json) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RecordStore.fromJson(json, "game.json"));
        String m = e.getMessage();
        assertTrue(m.startsWith("game.json: not a readable Beadbox record: "), m);
        assertNull(Judge.unreadable(m, json), m);
        assertFalse(m.contains("Strictness") || m.contains("JsonReader") || m.contains("LENIENT") || m.contains("gson"), m);
        return m.substring("game.json: not a readable Beadbox record: ".length());
    }

    @Nested
    @DisplayName("every record Beadbox wrote loads")
    class Formats {

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"format1-2026-11-22-first.json", "format1-clocks-resigned.json",
                "format1-no-times-position.json", "format1-later-fields.json"})
        void fixtures(String name) {
            GameRecord r = RecordStore.fromJson(fixture(name), name);
            assertEquals(GameRecord.FORMAT, r.formatVersion());
            assertEquals(r.players(), r.seats().size());
            assertEquals(r, RecordStore.fromJson(RecordStore.toJson(r), name), "and reads back the same once written again");
        }

        @ParameterizedTest(name = "record {index} of the corpus")
        @ValueSource(ints = {0, 1, 2, 3, 4, 5})
        void writtenNow(int index) {
            List<String> all = Corpus.records();
            String json = all.get(index % all.size());
            RecordStore.fromJson(json, "now.json");
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"format1-clocks-resigned.json", "format1-later-fields.json"})
        void clocksAndLaterFields(String name) {
            GameRecord r = RecordStore.fromJson(fixture(name), name);
            assertTrue(name.contains("clocks") == (r.clocks() != null), "clocks read when present");
        }
    }

    @Nested
    @DisplayName("JSON the standard does not allow is refused, placed, in Beadbox's words")
    class NotJson {

        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "a // comment          | \"seed\": 42,| \"seed\": 42, // the seed|                 a comment",
            "a /* comment */       | \"seed\": 42,| \"seed\": /* x */ 42,|                    a comment",
            "single quotes         | \"gameId\": \"glassbead-challenge\"| 'gameId': 'glassbead-challenge'| single quotation marks",
            "an unquoted key       | \"seed\": 42| seed: 42|                                    a key without quotation marks",
            "trailing garbage      | \"2026-11-22T02:41:07Z\"\\n}| \"2026-11-22T02:41:07Z\"\\n} and more| more text after the record's closing brace",
            "a second record       | \"2026-11-22T02:41:07Z\"\\n}| \"2026-11-22T02:41:07Z\"\\n}{}|       more text after the record's closing brace",
            "a trailing comma      | \"2026-11-22T02:41:07Z\"\\n}| \"2026-11-22T02:41:07Z\",\\n}|      a comma with no key after it",
        })
        void refusedText(String what, String from, String to, String said) {
            String json = base().replace(from.replace("\\n", "\n"), to.replace("\\n", "\n"));
            assertFalse(json.equals(base()), what);
            String m = refused(json);
            assertTrue(m.contains(said), what + ": " + m);
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"NaN", "Infinity", "-Infinity"})
        void notANumber(String value) {
            String m = refused(base().replace("3.0,", value + ","));
            assertTrue(m.contains("NaN or Infinity") && m.contains("line "), m);
        }

        @ParameterizedTest(name = "U+{0}")
        @ValueSource(ints = {0x00, 0x01, 0x07, 0x09, 0x0a, 0x1b, 0x1f})
        void rawControlCharacter(int c) {
            String m = refused(base().replace("\"Red\"", "\"R" + (char) c + "ed\""));
            assertTrue(m.contains("a control character (U+00") && m.contains("written raw inside text") && m.contains("line 12"), m);
        }

        @ParameterizedTest(name = "{0}")
        @ValueSource(strings = {"\\n", "\\t", "\\u0001", "\\u001b"})
        void escapedControlCharacterReads(String escape) {
            RecordStore.fromJson(base().replace("\"Red\"", "\"R" + escape + "ed\""), "game.json");
        }
    }

    @Nested
    @DisplayName("a field of the wrong kind is refused with the field named")
    class WrongKinds {

        @ParameterizedTest(name = "{0}")
        @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
            "options as a list       | \"options\": {\\n    \"size\": \"10\"\\n  }| \"options\": []|        options is a list; a record holds an object of texts",
            "an option as a number   | \"size\": \"10\"|              \"size\": 10|                     options.size is a number; an option's value is text",
            "an option as null       | \"size\": \"10\"|              \"size\": null|                   options.size is null",
            "a numeric seat name     | \"name\": \"Red\"|             \"name\": 5|                      seats[0].name is a number; a record holds text",
            "a seat as text          | {\\n      \"name\": \"Red\",\\n      \"player\": \"human\"\\n    }| \"Red\"| seats[0] is text; a record holds a seat",
            "updated as a number     | \"updated\": \"2026-11-22T02:41:07Z\"| \"updated\": 5|     updated is a number; a record holds text",
            "started as a word       | \"started\": \"2026-11-22T02:40:00Z\"| \"started\": \"yesterday\"| started is \"yesterday\", not a time",
            "moves as text           | \"moves\": [\\n    \"e5\",\\n    \"f6\"\\n  ]| \"moves\": \"e5 f6\"| moves is text; a record holds a list",
            "a move as a number      | \"e5\",|                      5,|                               moves[0] is a number",
            "players as zero         | \"players\": 2|              \"players\": 0|                   players is 0; a game has at least 1 seat",
            "players negative        | \"players\": 2|              \"players\": -2|                  players is -2; a game has at least 1 seat",
            "players as a fraction   | \"players\": 2|              \"players\": 2.5|                 players is 2.5; it must be a whole number",
            "players as text         | \"players\": 2|              \"players\": \"2\"|               players is written as text",
            "formatVersion -0        | \"formatVersion\": 1|        \"formatVersion\": -0|            record format version -0 is not known",
            "formatVersion 0         | \"formatVersion\": 1|        \"formatVersion\": 0|             record format version 0 is not known",
            "formatVersion as text   | \"formatVersion\": 1|        \"formatVersion\": \"1\"|         formatVersion is written as text",
            "seed as a fraction      | \"seed\": 42|                \"seed\": 4.2|                    seed is 4.2; it must be a whole number",
            "a huge seed             | \"seed\": 42|                \"seed\": 99999999999999999999|   seed is 99999999999999999999",
            "a winner as text        | \"winners\": []|             \"winners\": [\"0\"]|             result.winners[0] is written as text",
            "a score as text         | 3.0,|                        \"3.0\",|                         result.scores[0] is written as text",
            "the result as a list    | \"result\": {|               \"result\": [], \"x\": {|          result is a list; a record holds an object",
            "gameId as a number      | \"gameId\": \"glassbead-challenge\"| \"gameId\": 7|            gameId is a number; a record holds text",
            "gameId missing          | \"gameId\": \"glassbead-challenge\",| |                       missing field gameId",
            "players missing         | \"players\": 2,|             |                                 missing field players",
            "formatVersion missing   | \"formatVersion\": 1,|       |                                 missing field formatVersion",
            "a seat without a name   | \"name\": \"Red\",|          |                                 missing field seats[0].name",
            "the record as a list    | {\\n  \"formatVersion\"|      [{\\n  \"formatVersion\"|          it is not a JSON object",
            "a score of 1e999        | 3.0,|                        1e999,|                           result.scores[0] is the number 1e999, which is out of range",
            "an unknown 1e999        | \"seed\": 42|                \"seed\": 42, \"zzz\": [-1e999]|  zzz is the number -1e999, which is out of range",
            "review moves as text    | \"seed\": 42|                \"seed\": 42, \"review\": {\"moves\": \"e5\"}| review.moves is text; a record holds a list of reviewed moves",
            "a reviewed move's seat  | \"seed\": 42|                \"seed\": 42, \"review\": {\"moves\": [{\"seat\": \"0\"}]}| review.moves[0].seat is written as text",
        })
        void refusedField(String what, String from, String to, String said) {
            String json = base().replace(from.replace("\\n", "\n"), to == null ? "" : to.replace("\\n", "\n"));
            assertFalse(json.equals(base()), what);
            String m = refused(json);
            assertTrue(m.contains(said), what + ": " + m);
            assertTrue(m.matches("(line \\d+|missing field|it is not a JSON object).*"), "placed by its line: " + m);
        }
    }
}
