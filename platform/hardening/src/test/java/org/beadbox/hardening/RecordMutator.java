package org.beadbox.hardening;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/**
 * Breaks records the way a person editing one by hand would: a field removed, a field of the
 * wrong type, an unknown game or option, impossible seat counts, huge numbers, illegal or
 * misplaced moves, another game's position, a result that does not add up. Then, now and
 * then, the text itself is mutated as well.
 */
final class RecordMutator {

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().serializeNulls().create();
    private static final List<String> FIELDS = List.of("formatVersion", "gameId", "gameVersion", "options", "players",
            "seed", "seats", "startPosition", "moves", "result", "started", "updated");
    private static final List<String> GAME_IDS = List.of("chess", "", " ", "GLASSBEAD-CHALLENGE", "../../etc/passwd",
            "take-away", "glassbead-challenge", "glassbead-mancala", "beadmaster", "beadmaster ", "null");

    private RecordMutator() {
    }

    /** Mutants of the corpus's records, as JSON text. */
    static Arbitrary<String> mutants() {
        List<String> records = Corpus.records();
        Arbitrary<String> structural = Combinators.combine(Arbitraries.of(records), Arbitraries.longs())
                .as(RecordMutator::mutate);
        return Arbitraries.frequencyOf(
                Tuple.of(10, structural),
                Tuple.of(5, Mutator.mutants(records)),
                Tuple.of(1, Arbitraries.of(records)));
    }

    /** One to three structural mutations of {@code json}, then perhaps a textual one. */
    static String mutate(String json, long seed) {
        SplittableRandom r = new SplittableRandom(seed);
        JsonObject o = JsonParser.parseString(json).getAsJsonObject();
        int rounds = 1 + r.nextInt(3);
        for (int i = 0; i < rounds; i++) {
            once(o, r);
        }
        String text = GSON.toJson(o);
        return r.nextInt(4) == 0 ? Mutator.mutate(text, Corpus.allStrings(), r.nextLong()) : text;
    }

    private static void once(JsonObject o, SplittableRandom r) {
        String field = FIELDS.get(r.nextInt(FIELDS.size()));
        switch (r.nextInt(12)) {
            case 0 -> o.remove(field);
            case 1 -> o.add(field, wrongValue(r));
            case 2 -> o.addProperty("gameId", GAME_IDS.get(r.nextInt(GAME_IDS.size())));
            case 3 -> options(o, r);
            case 4 -> o.add("players", number(r));
            case 5 -> o.add("seed", r.nextBoolean() ? number(r) : new JsonPrimitive("seven"));
            case 6 -> moves(o, r);
            case 7 -> o.addProperty("startPosition", position(r));
            case 8 -> o.add("formatVersion", r.nextBoolean() ? number(r) : new JsonPrimitive("1"));
            case 9 -> result(o, r);
            case 10 -> seats(o, r);
            default -> o.add("moves", bigMoveList(o, r));
        }
    }

    private static JsonElement wrongValue(SplittableRandom r) {
        return switch (r.nextInt(6)) {
            case 0 -> JsonNull.INSTANCE;
            case 1 -> new JsonPrimitive(r.nextBoolean());
            case 2 -> number(r);
            case 3 -> new JsonPrimitive(Mutator.randomBytes(r, 1 + r.nextInt(20)));
            case 4 -> {
                JsonArray a = new JsonArray();
                a.add(number(r));
                a.add(JsonNull.INSTANCE);
                yield a;
            }
            default -> {
                JsonObject x = new JsonObject();
                x.addProperty("what", "not this");
                yield x;
            }
        };
    }

    private static JsonPrimitive number(SplittableRandom r) {
        return switch (r.nextInt(9)) {
            case 0 -> new JsonPrimitive(0);
            case 1 -> new JsonPrimitive(-1);
            case 2 -> new JsonPrimitive(Integer.MAX_VALUE);
            case 3 -> new JsonPrimitive(BigInteger.TEN.pow(30));
            case 4 -> new JsonPrimitive(1.5);
            case 5 -> new JsonPrimitive(1e300);
            case 6 -> new JsonPrimitive(2L + Integer.MAX_VALUE);
            case 7 -> new JsonPrimitive(5);
            default -> new JsonPrimitive(r.nextInt(1, 7));
        };
    }

    private static void options(JsonObject o, SplittableRandom r) {
        JsonElement e = o.get("options");
        if (e == null || !e.isJsonObject() || r.nextInt(5) == 0) {
            o.add("options", wrongValue(r));
            return;
        }
        JsonObject opts = e.getAsJsonObject();
        List<String> keys = new ArrayList<>(opts.keySet());
        if (keys.isEmpty() || r.nextBoolean()) {
            opts.addProperty(r.nextBoolean() ? "colour" : "size ", "blue");
            return;
        }
        String key = keys.get(r.nextInt(keys.size()));
        String value = opts.get(key).isJsonPrimitive() ? opts.get(key).getAsString() : "";
        opts.add(key, r.nextInt(4) == 0 ? wrongValue(r)
                : new JsonPrimitive(r.nextBoolean() ? Mutator.hugeNumber(value, r) : Mutator.mutate(value, Corpus.allStrings(), r.nextLong())));
    }

    private static void moves(JsonObject o, SplittableRandom r) {
        JsonElement e = o.get("moves");
        JsonArray moves = e != null && e.isJsonArray() ? e.getAsJsonArray() : new JsonArray();
        List<String> strings = Corpus.allStrings();
        int at = r.nextInt(moves.size() + 1);
        JsonArray out = new JsonArray();
        for (int i = 0; i <= moves.size(); i++) {
            if (i == at) {
                switch (r.nextInt(4)) {
                    case 0 -> out.add(JsonNull.INSTANCE);
                    case 1 -> out.add(number(r));
                    case 2 -> out.add(Mutator.mutate(strings.get(r.nextInt(strings.size())), strings, r.nextLong()));
                    default -> out.add(strings.get(r.nextInt(strings.size())));
                }
            }
            if (i < moves.size() && !(i == at && r.nextBoolean())) {
                out.add(moves.get(i));
            }
        }
        o.add("moves", out);
    }

    private static JsonArray bigMoveList(JsonObject o, SplittableRandom r) {
        JsonElement e = o.get("moves");
        JsonArray moves = e != null && e.isJsonArray() ? e.getAsJsonArray() : new JsonArray();
        JsonArray out = new JsonArray();
        int times = 2 + r.nextInt(50);
        for (int t = 0; t < times; t++) {
            out.addAll(moves);
        }
        return out;
    }

    private static String position(SplittableRandom r) {
        Corpus.ForGame c = Corpus.ALL.get(r.nextInt(Corpus.ALL.size()));
        String p = c.positionStrings().get(r.nextInt(c.positionStrings().size()));
        return r.nextBoolean() ? p : Mutator.mutate(p, c.positionStrings(), r.nextLong());
    }

    private static void result(JsonObject o, SplittableRandom r) {
        JsonObject result = new JsonObject();
        result.add("status", r.nextInt(3) == 0 ? wrongValue(r) : new JsonPrimitive(List.of("finished", "resigned", "unfinished",
                "won", "").get(r.nextInt(5))));
        JsonArray winners = new JsonArray();
        winners.add(number(r));
        result.add("winners", r.nextBoolean() ? winners : wrongValue(r));
        JsonArray scores = new JsonArray();
        scores.add(r.nextBoolean() ? number(r) : new JsonPrimitive("x"));
        result.add("scores", scores);
        o.add("result", r.nextInt(5) == 0 ? wrongValue(r) : result);
    }

    private static void seats(JsonObject o, SplittableRandom r) {
        JsonElement e = o.get("seats");
        if (e == null || !e.isJsonArray() || r.nextInt(4) == 0) {
            o.add("seats", wrongValue(r));
            return;
        }
        JsonArray seats = e.getAsJsonArray();
        switch (r.nextInt(4)) {
            case 0 -> {
                if (!seats.isEmpty()) {
                    seats.remove(0);
                }
            }
            case 1 -> seats.add(seats.isEmpty() ? wrongValue(r) : seats.get(0));
            case 2 -> seats.add(wrongValue(r));
            default -> {
                if (!seats.isEmpty() && seats.get(0).isJsonObject()) {
                    seats.get(0).getAsJsonObject().add(r.nextBoolean() ? "name" : "player", wrongValue(r));
                }
            }
        }
    }
}
