package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.internal.LazilyParsedNumber;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.beadbox.api.Analysis;
import org.beadbox.api.Player;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.TestPlayers;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code review} rewrote the record from what this version knows of it, dropping every other
 * field, and left it 0600 (issue 45, item 2): it now adds or replaces only its own field {@code
 * review}, and the file keeps its mode.
 */
@DisplayName("review keeps what a record holds besides its review")
class ReviewKeepsUnknownFieldsTest {

    /** Beadbox's own layout of a record (RecordJson's Gson): two-space indents, no HTML escaping; fields whose value is null kept. */
    private static final Gson PRETTY = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();

    @TempDir
    Path dir;

    /** Plays Take Away perfectly and says so. */
    private final Player perfect = (state, clock, progress) -> {
        int beads = Integer.parseInt(state.position().split(" ")[0]);
        String best = Integer.toString(beads % 4 == 0 ? 1 : beads % 4);
        progress.report(new Analysis(1, 0, 1, best, beads % 4 == 0 ? 0 : 1, List.of(best)));
        return state.parseMove(best);
    };

    private final CommandLine cli = new CommandLine(List.of(new ReviewCommand(GameCatalog.of(new TakeAway()),
            PlayerCatalog.of(TestPlayers.factory("perfect", () -> perfect)))));

    private List<String> review(Path file, String time) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = cli.run(new String[] {"review", file.toString(), "--player", "perfect", "--time", time},
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** A record of three moves as Beadbox saves it, as a JSON object to add fields to. */
    private JsonObject plainRecord() throws Exception {
        Path f = dir.resolve("plain.json");
        RecordStore.save(new GameRecord(GameRecord.FORMAT, TakeAway.ID, "", Map.of("beads", "15"), 2, 0,
                List.of(new GameRecord.Seat("Ann", "human"), new GameRecord.Seat("Bob", "human")), "", List.of("1", "2", "1"),
                new GameRecord.Result("unfinished", "", List.of(), List.of(0.0, 0.0)), "2026-11-29T09:00:00Z",
                "2026-11-29T09:00:00Z"), f);
        JsonObject o = JsonParser.parseString(Files.readString(f)).getAsJsonObject();
        Files.delete(f);
        return o;
    }

    private static JsonObject withoutReview(String text) {
        JsonObject o = JsonParser.parseString(text).getAsJsonObject();
        o.remove("review");
        return o;
    }

    private void assertNoTemporaryFile() throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no .tmp left");
        }
    }

    @Test
    @DisplayName("the issue's record: a top-level zzz, result.extra, seats[0].rating and a 3.9 MB pad stay, byte for byte; 0644 stays")
    void theIssuesRecord() throws Exception {
        JsonObject o = plainRecord();
        o.addProperty("zzz", "from a later Beadbox");
        o.add("nothing", JsonNull.INSTANCE);
        o.getAsJsonObject("result").add("extra", JsonParser.parseString("{\"why\": [1.50, true, null]}"));
        o.getAsJsonArray("seats").get(0).getAsJsonObject().addProperty("rating", new LazilyParsedNumber("1500.0"));
        o.addProperty("pad", "x".repeat(3_900_000));
        String original = PRETTY.toJson(o) + "\n";
        Path f = Files.writeString(dir.resolve("game.json"), original);
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-r--r--"));

        List<String> out = review(f, "0.05");
        assertEquals("review stored in " + f, out.get(out.size() - 1), out.toString());
        String reviewed = Files.readString(f);
        String body = original.substring(0, original.lastIndexOf("\n}"));
        assertTrue(reviewed.startsWith(body + ",\n  \"review\": {"), "every byte before the review is kept; the review follows");
        assertEquals(JsonParser.parseString(original), withoutReview(reviewed), "nothing else is added or removed");
        assertEquals("perfect:time=0.05", RecordStore.load(f).review().player());
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        assertNoTemporaryFile();

        // A second review with another budget replaces the review where it is, and keeps the rest again.
        review(f, "0.06");
        String again = Files.readString(f);
        assertTrue(again.startsWith(body + ",\n  \"review\": {"), "kept again");
        assertEquals(JsonParser.parseString(original), withoutReview(again));
        assertEquals("perfect:time=0.06", RecordStore.load(f).review().player());
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        assertNoTemporaryFile();
    }

    @Test
    @DisplayName("a record that would pass the 4 MB limit with its review is left as it was, with a note")
    void tooLargeWithItsReview() throws Exception {
        JsonObject o = plainRecord();
        String original = PRETTY.toJson(o) + "\n";
        o.addProperty("pad", "x".repeat(RecordStore.MAX_FILE - original.length() - 40));
        original = PRETTY.toJson(o) + "\n";
        assertTrue(original.length() <= RecordStore.MAX_FILE);
        Path f = Files.writeString(dir.resolve("big.json"), original);
        List<String> out = review(f, "0.05");
        assertTrue(out.get(out.size() - 1).startsWith("note: big.json would be ") && out.get(out.size() - 1).endsWith(
                "more than a record may be (4194304): the review is not stored in it"), out.toString());
        assertEquals(original, Files.readString(f));
        assertNoTemporaryFile();
    }

    /** Seeded cases: unknown fields of every JSON kind, at random places in the record, survive a review. */
    @TestFactory
    @DisplayName("random unknown fields survive a review (seeded cases)")
    Stream<DynamicTest> randomUnknownFields() {
        return IntStream.range(0, 40).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
            Random random = new Random(seed);
            JsonObject o = plainRecord();
            List<JsonObject> places = new ArrayList<>(List.of(o, o.getAsJsonObject("result")));
            o.getAsJsonArray("seats").forEach(s -> places.add(s.getAsJsonObject()));
            int fields = 1 + random.nextInt(6);
            for (int i = 0; i < fields; i++) {
                JsonObject place = places.get(random.nextInt(places.size()));
                place.add("x" + seed + "_" + i + word(random), value(random, 3));
            }
            if (random.nextBoolean()) {
                // Unknown fields after the ones this version knows and around an existing review: given one first.
                Path first = Files.writeString(dir.resolve("first.json"), PRETTY.toJson(o) + "\n");
                review(first, "0.05");
                o = JsonParser.parseString(Files.readString(first)).getAsJsonObject();
                o.add("after" + seed, value(random, 2));
            }
            String original = PRETTY.toJson(o) + "\n";
            Path f = Files.writeString(dir.resolve("case.json"), original);
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString(random.nextBoolean() ? "rw-r--r--" : "rw-rw----"));
            String mode = PosixFilePermissions.toString(Files.getPosixFilePermissions(f));

            review(f, "0.07");
            String reviewed = Files.readString(f);
            assertEquals(withoutReview(original), withoutReview(reviewed), "every field but the review is kept");
            assertEquals("perfect:time=0.07", RecordStore.load(f).review().player());
            if (!o.has("review")) {
                String body = original.substring(0, original.lastIndexOf("\n}"));
                assertTrue(reviewed.startsWith(body + ",\n"), "every byte before the new review is kept");
            } else {
                int at = original.indexOf("\n  \"review\": {");
                assertTrue(reviewed.startsWith(original.substring(0, at)), "every byte before the replaced review is kept");
                int after = original.indexOf("\n  },\n  \"after" + seed);
                assertTrue(after > 0, original);
                String tail = original.substring(after);
                assertTrue(reviewed.endsWith(tail), "every byte after the replaced review is kept");
            }
            assertEquals(mode, PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
            assertNoTemporaryFile();
        }));
    }

    /** A short name part: letters, digits, a space, an accent, an escape-worthy quote. */
    private static String word(Random random) {
        String chars = "abcXYZ09 _-é\"\\ß";
        StringBuilder b = new StringBuilder();
        for (int i = random.nextInt(6); i > 0; i--) {
            b.append(chars.charAt(random.nextInt(chars.length())));
        }
        return b.toString();
    }

    /** A random JSON value: numbers as written (1.50, 1e3, -0, a 30-digit integer), strings, booleans, null, arrays, objects. */
    private static JsonElement value(Random random, int depth) {
        int kind = random.nextInt(depth > 0 ? 7 : 5);
        return switch (kind) {
            case 0 -> new JsonPrimitive(new LazilyParsedNumber(List.of("1.50", "1e3", "-0", "123456789012345678901234567890", "0.1",
                    "-7", "2.5E-8").get(random.nextInt(7))));
            case 1 -> new JsonPrimitive(word(random) + "\u00e9\u4e2d\ud83d\ude00<&>'\t\n" + word(random));
            case 2 -> new JsonPrimitive(random.nextBoolean());
            case 3 -> JsonNull.INSTANCE;
            case 4 -> new JsonPrimitive(random.nextInt());
            case 5 -> {
                JsonArray a = new JsonArray();
                for (int i = random.nextInt(4); i > 0; i--) {
                    a.add(value(random, depth - 1));
                }
                yield a;
            }
            default -> {
                JsonObject obj = new JsonObject();
                for (int i = random.nextInt(4); i > 0; i--) {
                    obj.add("k" + i + word(random), value(random, depth - 1));
                }
                yield obj;
            }
        };
    }
}
