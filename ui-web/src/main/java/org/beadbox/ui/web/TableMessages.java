package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.core.ClockReading;
import org.beadbox.core.Match;

/** The messages a table sends that are made from the match alone: state, a viewed position, thinking. */
final class TableMessages {

    private TableMessages() {
    }

    /**
     * The {@code state} message, with the position's scene already drawn (shared by every connection).
     *
     * @param yourTurn whether the connection it goes to holds the seat to move, and that seat waits
     */
    static JsonObject state(Match match, JsonObject scene, boolean yourTurn) {
        GameState s = match.state();
        JsonObject o = new JsonObject();
        o.addProperty("type", "state");
        o.add("scene", scene);
        o.addProperty("toMove", s.toMove());
        JsonArray moves = new JsonArray();
        for (Move m : match.moves()) {
            moves.add(m.notation());
        }
        o.add("moves", moves);
        o.add("score", score(s));
        Optional<Outcome> outcome = match.outcome();
        o.addProperty("over", outcome.isPresent());
        outcome.ifPresent(out -> {
            JsonObject r = new JsonObject();
            r.add("ranks", Protocol.ints(out.ranks()));
            r.addProperty("summary", out.summary());
            o.add("result", r);
        });
        match.clocks().ifPresent(c -> {
            JsonObject clocks = clocks(c);
            // the seat whose first move is awaited (its clock does not run yet), and how long until the game is aborted
            match.firstMove().ifPresent(f -> {
                JsonObject first = new JsonObject();
                first.addProperty("seat", f.seat());
                first.addProperty("leftMillis", f.left().toMillis());
                clocks.add("firstMove", first);
            });
            o.add("clocks", clocks);
        });
        boolean yours = outcome.isEmpty() && yourTurn;
        o.addProperty("yourTurn", yours);
        if (yours) {
            o.add("next", Protocol.strings(s.nextSteps(List.of())));
        }
        return o;
    }

    /**
     * The {@code viewed} message: the position after {@code ply} moves (0: the start), to look at.
     *
     * @throws IllegalArgumentException when the game has no such position
     */
    static JsonObject viewed(Match match, int ply) {
        return viewed(match.states(), match.moves(), ply);
    }

    /** The same, of a game's positions from the start ({@code states}) and its {@code moves}. */
    static JsonObject viewed(List<GameState> states, List<Move> moves, int ply) {
        if (ply < 0 || ply >= states.size() || ply > moves.size()) {
            throw new IllegalArgumentException("there is no position after " + ply + (ply == 1 ? " move" : " moves") + ": the game has "
                    + moves.size() + (moves.size() == 1 ? " move" : " moves"));
        }
        GameState s = states.get(ply);
        JsonObject o = new JsonObject();
        o.addProperty("type", "viewed");
        o.addProperty("ply", ply);
        o.addProperty("plies", moves.size());
        o.add("scene", SceneJson.of(s.draw(List.of())));
        o.addProperty("toMove", s.toMove());
        o.add("score", score(s));
        if (ply > 0) {
            o.addProperty("move", moves.get(ply - 1).notation());
        }
        return o;
    }

    /** The {@code thinking} message: a computer seat's progress and its estimate, when it has one. */
    static JsonObject thinking(int seat, Analysis a) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "thinking");
        o.addProperty("seat", seat);
        o.addProperty("done", a.done());
        o.addProperty("iterations", a.iterations());
        o.addProperty("elapsedMillis", a.elapsedMillis());
        if (a.bestMove() != null) {
            o.addProperty("bestMove", a.bestMove());
        }
        if (!Double.isNaN(a.winEstimate())) {
            o.addProperty("winEstimate", Math.max(0, Math.min(1, a.winEstimate())));
        }
        return o;
    }

    /** An {@code undoRequest} message: {@code status} asked, declined, accepted or cancelled. */
    static JsonObject undoRequest(String status, int seat, java.util.Collection<Integer> waiting) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "undoRequest");
        o.addProperty("status", status);
        o.addProperty("seat", seat);
        o.add("waiting", Protocol.ints(waiting));
        return o;
    }

    /**
     * A {@code drawOffer} message: {@code status} offered (answers awaited from {@code waiting}),
     * declined (by {@code by}), lapsed (a move came first) or agreed (the game ends drawn).
     */
    static JsonObject drawOffer(org.beadbox.core.DrawOffer d) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "drawOffer");
        o.addProperty("status", switch (d.status()) {
            case OPEN -> "offered";
            case DECLINED -> "declined";
            case LAPSED -> "lapsed";
            case AGREED -> "agreed";
        });
        o.addProperty("seat", d.seat());
        o.add("waiting", Protocol.ints(d.waiting()));
        if (d.by() >= 0) {
            o.addProperty("by", d.by());
        }
        return o;
    }

    /**
     * The clocks as the host reads them now: the control, each seat's milliseconds left at this
     * moment and the seat whose clock runs (-1: none). A page counts the running one down from
     * when the message came, and starts again from the next message's times, so no error adds up.
     */
    static JsonObject clocks(ClockReading c) {
        JsonObject o = new JsonObject();
        o.addProperty("control", c.control().toString());
        JsonArray left = new JsonArray();
        c.remaining().forEach(d -> left.add(d.toMillis()));
        o.add("remainingMillis", left);
        o.addProperty("running", c.running());
        return o;
    }

    static JsonArray score(GameState s) {
        JsonArray score = new JsonArray();
        for (double d : s.score()) {
            score.add(d);
        }
        return score;
    }
}
