package org.beadbox.itest;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.beadbox.core.online.Table;

/**
 * Remote seats played over the table's WebSocket the way a browser plays them: from the
 * {@code next} steps of a {@code state}, step by step through {@code steps} answers, choosing at
 * random among the steps offered, until the steps make a whole move.
 */
final class WebSeats {

    private WebSeats() {
    }

    /** The token in a link: the part after "#ID.". */
    static String token(URI link) {
        String f = link.getFragment();
        return f.substring(f.indexOf('.') + 1);
    }

    /** The WebSocket address of a link on {@code port}: the link's own host. */
    static URI socket(URI link, String tableId) {
        return URI.create("ws://" + link.getRawAuthority() + "/ws/table?id=" + tableId + "&t=" + token(link));
    }

    /**
     * Plays random legal moves for the clients of each seat (null: a seat the computer plays,
     * whose moves are awaited) until the game is over or {@code plies} moves are played in all.
     *
     * @param table the table now (it may be a reopened one)
     */
    static void play(Supplier<Table> table, WsClient[] seats, Random random, int plies) throws Exception {
        while (true) {
            Table t = table.get();
            int played = t.match().moves().size();
            if (t.match().isOver() || played >= plies) {
                return;
            }
            WsClient c = seats[t.match().state().toMove()];
            if (c == null) { // a seat the host's computer plays
                Eventually.await("the computer's move " + (played + 1), () -> table.get().match().moves().size() > played,
                        () -> table.get().match().moves());
                continue;
            }
            JsonObject state = c.next(x -> "state".equals(x.get("type").getAsString())
                    && x.getAsJsonArray("moves").size() == played
                    && (x.get("yourTurn").getAsBoolean() || x.get("over").getAsBoolean()), "state with my turn after " + played + " moves");
            if (state.get("over").getAsBoolean()) {
                return;
            }
            List<String> partial = new ArrayList<>();
            JsonArray next = state.getAsJsonArray("next");
            while (true) {
                partial.add(next.get(random.nextInt(next.size())).getAsString());
                JsonObject ask = new JsonObject();
                ask.addProperty("type", "steps");
                ask.add("partial", strings(partial));
                paced(c, ask);
                JsonObject steps = c.next("steps");
                next = steps.getAsJsonArray("next");
                if (steps.get("complete").getAsBoolean() && (next.isEmpty() || random.nextInt(3) == 0)) {
                    break;
                }
                if (next.isEmpty()) {
                    throw new AssertionError("the steps " + partial + " lead nowhere and are no move");
                }
            }
            JsonObject move = new JsonObject();
            move.addProperty("type", "move");
            move.add("steps", strings(partial));
            paced(c, move);
            Eventually.await("move " + (played + 1) + " played", () -> table.get().match().moves().size() > played,
                    () -> table.get().match().moves());
        }
    }

    /** Sends at most about 30 messages a second; two seats take turns, so each stays under the host's 20 a second on average (bursts of 40). */
    private static void paced(WsClient c, JsonObject m) throws Exception {
        Thread.sleep(30);
        c.send(m);
    }

    static JsonArray strings(List<String> values) {
        JsonArray a = new JsonArray();
        values.forEach(a::add);
        return a;
    }
}
