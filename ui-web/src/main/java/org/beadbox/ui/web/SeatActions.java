package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;

/**
 * What a connection asks of its table: the next steps, a move, a resignation, an earlier
 * position to look at, a take-back (at once, or asked of the other seats), handing an absent
 * seat to the computer and giving it back. Each answer is null (done; what changed reaches everyone from the
 * match) or an {@code error} that changed nothing.
 */
final class SeatActions {

    /** How long a move may wait for the match to ask its seat. */
    static final Duration TURN_GRACE = Duration.ofSeconds(2);

    private final WebTable table;
    private final Match match;
    private final TableSeats seats;
    private final PlayerCatalog players;
    private final UndoVote undo;

    SeatActions(WebTable table, Match match, TableSeats seats, PlayerCatalog players, UndoVote undo) {
        this.table = table;
        this.match = match;
        this.seats = seats;
        this.players = players;
        this.undo = undo;
    }

    /** The next steps after {@code partial} for the seat to move, which {@code c} must hold. */
    JsonObject steps(TableConnection c, List<String> partial) {
        GameState s = match.state();
        String refusal = refusal(c, s, -1);
        if (refusal != null) {
            return Protocol.error(refusal);
        }
        try {
            JsonObject o = new JsonObject();
            o.addProperty("type", "steps");
            o.add("partial", Protocol.strings(partial));
            o.add("next", Protocol.strings(s.nextSteps(partial)));
            o.addProperty("complete", s.moveOf(partial).isPresent());
            // The scene spliced in as the text it is written to, not built as a tree and written again.
            c.sendText("{\"scene\":" + SceneJson.text(s.draw(partial)) + "," + Protocol.text(o).substring(1));
            return null;
        } catch (IllegalArgumentException e) {
            return Protocol.error("those steps start no legal move: " + e.getMessage());
        }
    }

    /** Plays a move for the seat to move: by its notation, or by its steps. Null when taken. */
    JsonObject move(TableConnection c, int seat, String notation, List<String> steps) {
        GameState s = match.state();
        String refusal = refusal(c, s, seat);
        if (refusal != null) {
            return Protocol.error(refusal);
        }
        HumanPlayer h = seats.human(s.toMove());
        try {
            Move m;
            if (steps != null) {
                m = s.moveOf(steps).orElse(null);
                if (m == null) {
                    return Protocol.error("the steps " + String.join(" ", steps) + " are not a legal move here");
                }
            } else {
                m = s.parseMove(notation);
            }
            if (h == null || h.waitingOn().orElse(null) != s || !h.offer(m)) {
                return Protocol.error("the position changed: try again");
            }
            return null;
        } catch (RuntimeException e) {
            return Protocol.error("illegal move: " + e.getMessage());
        }
    }

    /**
     * Whether {@code h} waits for a move in {@code s}, giving the match's thread a moment to
     * begin the turn: the position reaches the pages before the seat is asked, so a client that
     * answers it at once can be a step ahead of the match (seen in CI under load).
     */
    private static boolean waitsOn(HumanPlayer h, GameState s) {
        try {
            return h.awaitTurn(s, TURN_GRACE);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    JsonObject resign(TableConnection c, int seat) {
        if (!c.seats().contains(seat)) {
            return Protocol.error("you do not hold seat " + seat);
        }
        if (match.isOver() || table.isClosed()) {
            return Protocol.error("the game is over");
        }
        match.resign(seat);
        return null;
    }

    /** Why {@code c} may not move now (for {@code seat}, or -1 for the seat to move), or null. */
    private String refusal(TableConnection c, GameState s, int seat) {
        if (c.seats().isEmpty()) {
            return "spectators cannot move";
        }
        if (seat >= 0 && !c.seats().contains(seat)) {
            return "you do not hold seat " + seat;
        }
        if (match.isOver() || table.isClosed()) {
            return "the game is over";
        }
        int toMove = s.toMove();
        if (!c.seats().contains(toMove) || (seat >= 0 && seat != toMove)) {
            return "it is not your turn: " + match.seatName(toMove) + " is to move";
        }
        HumanPlayer h = seats.human(toMove);
        if (h == null) {
            return "seat " + toMove + " is played by the computer now";
        }
        if (!waitsOn(h, s)) {
            return "the table is not waiting for a move yet";
        }
        return null;
    }

    /** The position after {@code ply} moves, to look at: anyone at the table may ask. */
    JsonObject view(int ply) {
        try {
            return TableMessages.viewed(match, ply);
        } catch (IllegalArgumentException e) {
            return Protocol.error(e.getMessage());
        }
    }

    /**
     * Takes back moves until the asking connection's last seat to move is to move again: at
     * once when no other person holds a seat, else once every other remote seat accepts.
     */
    JsonObject askUndo(TableConnection c) {
        if (c.seats().isEmpty()) {
            return Protocol.error("spectators cannot take back moves");
        }
        if (match.isOver() || table.isClosed()) {
            return Protocol.error("the game is over");
        }
        List<Move> moves = match.moves();
        List<GameState> states = match.states();
        int target = -1;
        for (int i = moves.size() - 1; i >= 0 && target < 0; i--) {
            int mover = states.get(i).toMove();
            if (c.seats().contains(mover) && seats.human(mover) != null) {
                target = mover;
            }
        }
        if (target < 0) {
            return Protocol.error("you have no move to take back");
        }
        Set<Integer> others = new TreeSet<>();
        for (int i = 0; i < seats.size(); i++) {
            if (seats.kind(i) == TableSeats.Kind.REMOTE && !c.seats().contains(i)) {
                others.add(i);
            }
        }
        if (others.isEmpty()) {
            match.undo(target);
            return null;
        }
        if (!undo.ask(target, moves.size(), others)) {
            return Protocol.error("a take-back is already asked: wait for the answer");
        }
        table.broadcast(TableMessages.undoRequest("asked", target, others));
        return null;
    }

    /** The answer of a seat asked to accept a take-back. */
    JsonObject answerUndo(TableConnection c, boolean accept) {
        Set<Integer> mine = undo.asked(c.seats());
        if (mine.isEmpty()) {
            return Protocol.error(undo.open() ? "your seat is not asked" : "no take-back is asked");
        }
        if (!accept) {
            int seat = undo.clear();
            table.broadcast(TableMessages.undoRequest("declined", seat, mine));
            return null;
        }
        int asker = undo.seat();
        int target = undo.accept(mine, match.moves().size());
        if (target >= 0) {
            table.broadcast(TableMessages.undoRequest("accepted", target, Set.of()));
            match.undo(target);
        } else if (!undo.open()) {
            table.broadcast(TableMessages.undoRequest("cancelled", asker, Set.of()));
        }
        return null;
    }

    /**
     * The host hands a remote seat nobody holds now (never joined, or disconnected) to a
     * computer player: {@code spec} as in {@code mcts:time=1}.
     */
    JsonObject handover(TableConnection c, int seat, String spec) {
        if (!c.host()) {
            return Protocol.error("only the host can hand a seat to the computer");
        }
        if (seat < 0 || seat >= seats.size()) {
            return Protocol.error("there is no seat " + seat);
        }
        if (seats.kind(seat) != TableSeats.Kind.REMOTE) {
            return Protocol.error(match.seatName(seat) + " is not a remote seat");
        }
        if (table.connected(seat)) {
            return Protocol.error(match.seatName(seat) + " is connected: only an absent player's seat can be handed over");
        }
        if (match.isOver() || table.isClosed()) {
            return Protocol.error("the game is over");
        }
        Player p;
        try {
            p = players.create(PlayerSpec.parse(spec == null ? "" : spec), match.info());
        } catch (IllegalArgumentException e) {
            return Protocol.error(e.getMessage());
        }
        // One lock for the seat's kind and the order of the match's replacements: a person who
        // opens the link now either is seen connected here, or finds the seat handed over
        // (WebTable.join) and gets it back after this replacement, never before it.
        synchronized (seats) {
            if (table.connected(seat) || seats.kind(seat) != TableSeats.Kind.REMOTE) {
                p.close();
                return Protocol.error(match.seatName(seat) + " has just come back: the seat stays theirs");
            }
            seats.toComputer(seat);
            match.replacePlayer(seat, p, spec.strip()).thenRun(this::seatsChanged);
        }
        return null;
    }

    /** The host gives a seat handed to the computer back to its person (connected or not). */
    JsonObject giveBack(TableConnection c, int seat) {
        if (!c.host()) {
            return Protocol.error("only the host can give a seat back");
        }
        if (seat < 0 || seat >= seats.size()) {
            return Protocol.error("there is no seat " + seat);
        }
        if (match.isOver() || table.isClosed()) {
            return Protocol.error("the game is over");
        }
        return giveBack(seat) ? null : Protocol.error(match.seatName(seat) + " is not a seat handed to the computer");
    }

    /**
     * The seat handed to the computer is its person's again: the computer's thinking for it, if
     * any, is abandoned by the match (its move, should it come, is dropped) and the seat waits for
     * its person's move. False when the seat is not handed over (someone gave it back first).
     */
    boolean giveBack(int seat) {
        synchronized (seats) {
            if (match.isOver() || table.isClosed()) {
                return false;
            }
            HumanPlayer person = new HumanPlayer();
            if (!seats.toPerson(seat, person)) {
                return false;
            }
            match.replacePlayer(seat, person, "human").thenRun(this::seatsChanged);
            return true;
        }
    }

    private void seatsChanged() {
        table.save();
        table.presence();
    }
}
