package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Set;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;

/**
 * A finished table's game as its link shows it after the host restarted: the record filed when
 * it ended, replayed, told in the table's own messages ({@code welcome} with {@code
 * "finished":true}, {@code state} over, {@code viewed} for an earlier position, and {@code
 * record}, the record's file to download), so the table page shows the final position, the
 * result, the moves and the way on. Nothing in it can be played.
 */
final class FinishedGame {

    private final FinishedTables.Entry entry;
    private final String fileName;
    private final GameRecord record;
    private final Replay replay;
    private final PlayerCatalog players;

    private FinishedGame(FinishedTables.Entry entry, String fileName, GameRecord record, Replay replay, PlayerCatalog players) {
        this.entry = entry;
        this.fileName = fileName;
        this.record = record;
        this.replay = replay;
        this.players = players;
    }

    /**
     * The game of the finished table {@code entry}: its newest record filed as over.
     *
     * @throws IllegalStateException one line for the link's holder: the record is gone, or its
     *     game is not installed
     */
    static FinishedGame of(FinishedTables.Entry entry, RecordStore store, GameCatalog games, PlayerCatalog players) {
        RecordStore.Saved saved = store.saved(Integer.MAX_VALUE, Set.of()).stream()
                .filter(s -> RecordStore.identity(s.record()).equals(entry.identity()) && s.record().result().over())
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("this table's game is over, and its record is no longer on the host"));
        try {
            return new FinishedGame(entry, saved.file().getFileName().toString(), saved.record(), RecordStore.replay(saved.record(), games), players);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("this table's game is over, and the host cannot show it: " + e.getMessage(), e);
        }
    }

    /**
     * The game of the finished table {@code entry} kept by the server's store: {@code record}.
     *
     * @throws IllegalStateException one line for the link's holder: its game is not installed
     */
    static FinishedGame of(FinishedTables.Entry entry, GameRecord record, GameCatalog games, PlayerCatalog players) {
        try {
            return new FinishedGame(entry, "beadbox-" + record.gameId() + "-" + entry.table() + ".json", record,
                    RecordStore.replay(record, games), players);
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("this table's game is over, and the server cannot show it: " + e.getMessage(), e);
        }
    }

    Game game() {
        return replay.game();
    }

    /** The {@code welcome} for a connection holding {@code you} (none: a watcher). */
    JsonObject welcome(Set<Integer> you) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "welcome");
        o.addProperty("table", entry.table());
        o.addProperty("game", game().info().id());
        o.addProperty("gameName", game().info().name());
        o.addProperty("rulesHtml", game().info().rulesHtml());
        o.add("you", Protocol.ints(you));
        o.add("seats", seats());
        o.addProperty("spectators", 0);
        o.addProperty("host", false);
        o.addProperty("rematch", false);
        o.add("setup", TableWelcome.setup(replay.setup()));
        o.addProperty("finished", true);
        o.addProperty("ended", entry.ended());
        return o;
    }

    private JsonArray seats() {
        JsonArray out = new JsonArray();
        int n = record.players();
        for (int i = 0; i < n; i++) {
            GameRecord.Seat seat = record.seats().get(i);
            JsonObject s = new JsonObject();
            s.addProperty("name", seat.name());
            boolean person = "human".equals(seat.player());
            s.addProperty("player", person ? "remote" : seat.player());
            s.addProperty("color", game().seats(n).get(i).color());
            s.addProperty("connected", true);
            s.addProperty("status", person ? "finished" : "computer");
            if (!person) {
                s.addProperty("computer", TableWelcome.computerName(players, seat.player()));
            }
            out.add(s);
        }
        return out;
    }

    /** The {@code state}: the last position, over, with the record's result, scores and clocks. */
    JsonObject state() {
        GameState last = replay.last();
        JsonObject o = new JsonObject();
        o.addProperty("type", "state");
        o.add("scene", SceneJson.of(last.draw(List.of())));
        o.addProperty("toMove", last.toMove());
        JsonArray moves = new JsonArray();
        replay.moves().forEach(m -> moves.add(m.notation()));
        o.add("moves", moves);
        GameRecord.Result result = record.result();
        if (result.scores().size() == record.players()) {
            JsonArray score = new JsonArray();
            result.scores().forEach(score::add);
            o.add("score", score);
        } else {
            o.add("score", TableMessages.score(last));
        }
        o.addProperty("over", true);
        JsonObject r = new JsonObject();
        JsonArray ranks = new JsonArray();
        for (int i = 0; i < record.players(); i++) {
            ranks.add(result.winners().contains(i) ? 0 : 1);
        }
        r.add("ranks", ranks);
        r.addProperty("summary", result.summary());
        o.add("result", r);
        if (record.clocks() != null) {
            JsonObject c = new JsonObject();
            c.addProperty("control", record.clocks().control());
            JsonArray left = new JsonArray();
            record.clocks().remainingMillis().forEach(left::add);
            c.add("remainingMillis", left);
            c.addProperty("running", -1);
            o.add("clocks", c);
        }
        o.addProperty("yourTurn", false);
        return o;
    }

    /** The {@code viewed} position after {@code ply} moves, or an error for a ply the game does not have. */
    JsonObject viewed(int ply) {
        List<GameState> states = replay.states();
        List<Move> moves = replay.moves();
        try {
            return TableMessages.viewed(states, moves, ply);
        } catch (IllegalArgumentException e) {
            return Protocol.error(e.getMessage());
        }
    }

    /** The {@code record} message: the record's file name and its JSON, for the page to offer as a download. */
    JsonObject recordMessage() {
        JsonObject o = new JsonObject();
        o.addProperty("type", "record");
        o.addProperty("name", fileName);
        o.addProperty("text", RecordStore.toJson(record));
        return o;
    }
}
