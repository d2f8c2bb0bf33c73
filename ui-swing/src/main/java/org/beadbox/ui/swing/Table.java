package org.beadbox.ui.swing;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.Analysis;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Scene;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;

/**
 * The presentation model of one game at the table: what the game window shows and what the
 * person may do, over a running {@link Match}. Confined to the event thread: the match's events
 * arrive on its threads and are handed over with {@code invokeLater}, where the model takes a
 * fresh snapshot of the match; an event about a position the match has left is dropped.
 * {@link TableEvents} hands the events over, {@link StepInput} is the board side of entering a
 * move, {@link OnlineState} says whether and how the table is played online, {@link History}
 * holds the positions and moves and which of them is shown, {@link TableEnding} how the game
 * ended where its rules did not end it, {@link TakeBack} undo and redo, {@link Thinking} the
 * computer seats' thinking.
 */
final class Table {

    private final Match match;
    private final HumanPlayer[] humans;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private final StepInput input = new StepInput(this);
    private final OnlineState onlineState = new OnlineState();
    private final DrawState draws = new DrawState(this);

    private final History history = new History();
    private MoveEntry entry;
    private final Thinking thinking = new Thinking();
    private String message = "";
    private final TableEnding ending = new TableEnding();
    private final TakeBack takeBack;
    private Move hint;
    private boolean closed;

    /**
     * A table for {@code match}, not yet started; {@code humans[i]} is the person's seat
     * {@code i} or null for a computer seat.
     */
    Table(Match match, HumanPlayer[] humans) {
        this.match = match;
        this.humans = humans.clone();
        this.takeBack = new TakeBack(match, this.humans, history, onlineState);
        snapshot();
        match.addListener(new TableEvents(this));
        for (HumanPlayer h : this.humans) { // a match started already (a hosted table) may wait for a person now
            if (h != null && h.waitingOn().isPresent()) {
                waiting(h.waitingOn().get());
            }
        }
    }

    /** Whether and how the table is played online. */
    OnlineState onlineState() {
        return onlineState;
    }

    /** The draw offers at this table. */
    DrawState draws() {
        return draws;
    }

    /** The board side of entering a move. */
    StepInput input() {
        return input;
    }

    /**
     * A person's seat waits for a move in {@code state} (its {@link HumanPlayer}'s callback,
     * handed to the event thread): the board takes clicks, if the position is still the live one.
     * Covers a turn announced before this table listened, and a move the host refused.
     */
    void waiting(GameState state) {
        snapshot();
        if (closed || state != history.liveState() || humans[state.toMove()] == null || (entry != null && entry.state() == state)) {
            return;
        }
        entry = new MoveEntry(state);
        thinking.none();
        changed();
    }

    /** Starts the match. */
    void start() {
        match.start();
    }

    /** Calls {@code listener} on the event thread after every change. */
    void addListener(Runnable listener) {
        listeners.add(listener);
    }

    // ------------------------------------------------------------------ what is shown

    /** The match behind the table. */
    Match match() {
        return match;
    }

    /** The clocks now: the match's own, or for a joined table the host's (empty: no clock). */
    Optional<org.beadbox.core.ClockReading> clocks() {
        Optional<org.beadbox.core.ClockReading> own = match.clocks();
        return own.isPresent() ? own : onlineState.clocks();
    }

    /** The game. */
    Game game() {
        return match.game();
    }

    /**
     * The result of the record this game was opened from, and its moves: a resigned record is
     * resumed as a game that goes on, and the review still marks how it ended (event thread).
     */
    void openedFrom(org.beadbox.core.GameRecord.Result result, List<String> moves) {
        ending.openedFrom(result, moves);
    }

    /**
     * The record's result when the game was opened from a record that ended off the board (a
     * resignation, a loss on time) and no move was played or taken back since; else empty.
     */
    java.util.Optional<org.beadbox.core.GameRecord.Result> endedAsRecorded() {
        return ending.endedAsRecorded(match, history);
    }

    /** The positions and moves so far, and which position is shown. */
    History history() {
        return history;
    }

    /** The scene to draw: the shown position with the steps entered so far. */
    Scene scene() {
        GameState shown = history.shown();
        Scene drawn = shown.draw(interactive() ? entry.steps() : List.of());
        if (!history.live()) {
            return org.beadbox.core.EndedScene.still(drawn); // an earlier position: no previews of moves
        }
        if (stopped() != null) {
            return StoppedScene.of(drawn, stopped());
        }
        return org.beadbox.core.EndedScene.of(drawn, shown.isOver(), true, history.outcome());
    }

    /** Whether the board takes clicks now: a person is to move and the live position is shown. */
    boolean interactive() {
        return !closed && history.live() && entry != null && history.outcome().isEmpty();
    }

    /** The steps entered so far of the move being made. */
    List<String> entered() {
        return entry == null ? List.of() : entry.steps();
    }

    /** Whether the seat is a person's. */
    boolean human(int seat) {
        return humans[seat] != null;
    }

    /** The seat thinking now, or -1. */
    int thinkingSeat() {
        return thinking.seat();
    }

    /** The latest report of the thinking seat, or of the last computer seat that thought; or null. */
    Analysis analysis() {
        return thinking.analysis();
    }

    /** The seat whose report {@link #analysis()} is, or -1. */
    int analysisSeat() {
        return thinking.analysisSeat();
    }

    /** One line for the status bar. */
    String message() {
        return message;
    }

    /** The hinted move, while it still applies. */
    Optional<Move> hint() {
        return Optional.ofNullable(hint);
    }

    /** Whether the match was closed (the window stays to show the record). */
    boolean closed() {
        return closed;
    }

    /** Whether a move can be taken back now. */
    boolean canUndo() {
        return takeBack.canUndo(closed);
    }

    /** Whether the game ended without its rules ending it: a resignation or a loss on time. */
    boolean resigned() {
        return TableEnding.resigned(history);
    }

    /** Whether a taken-back move can be played again now. */
    boolean canRedo() {
        return takeBack.canRedo(closed);
    }

    // ------------------------------------------------------------------ what the person does

    /** Enters a step clicked on the board; a completed move goes to the match. */
    void step(String step) {
        if (!interactive()) {
            return;
        }
        message = "";
        Optional<Move> move;
        try {
            move = entry.enter(step);
        } catch (RuntimeException | LinkageError e) {
            entry.clear();
            say("That step could not be entered: " + e.getMessage());
            return;
        }
        if (move.isPresent()) {
            play(move.get());
        } else {
            changed();
        }
    }

    /** The move being entered, or null when no person is to move. */
    MoveEntry entry() {
        return entry;
    }

    /** Offers {@code move}, entered on the board, to the seat to move. */
    void play(Move move) {
        HumanPlayer seat = humans[entry.state().toMove()];
        GameState at = entry.state();
        entry = null;
        hint = null;
        message = "";
        if (seat == null || !seat.offer(move)) {
            entry = new MoveEntry(at);
            message = "That move came too late: the position has changed.";
        }
        changed();
    }

    /** Takes back moves: to the last position where a person was to move (or one move when all are people). */
    void undo() {
        int seat = takeBack.undoSeat(closed);
        if (seat != Integer.MIN_VALUE) {
            backToLive();
            takeBack.undo(seat);
        }
    }

    /** Plays taken-back moves again, up to the next time a person is to move. */
    void redo() {
        if (takeBack.mayRedo(closed)) {
            backToLive();
            takeBack.redo();
        }
    }

    /** Before moves are taken back or played again: nothing entered or hinted, the live position shown. */
    private void backToLive() {
        entry = null;
        hint = null;
        message = "";
        history.showLive();
    }

    /** The person to move (or the only person at the table) gives up. */
    void resign() {
        int seat = interactive() ? entry.state().toMove() : Seats.soleHuman(humans);
        if (!closed && seat >= 0 && history.outcome().isEmpty()) {
            if (!onlineState.resign(seat)) {
                match.resign(seat);
            }
        }
    }

    /** Shows the position after move {@code index} (-1: the start); the last move shows the live position. */
    void view(int index) {
        history.view(index);
        changed();
    }

    /** Shows a hint for the position it was asked for, if the person is still to move there. */
    void showHint(GameState asked, Move move, String who) {
        if (interactive() && entry.state() == asked) {
            hint = move;
            message = "Hint from " + who + ": " + move.notation();
            changed();
        }
    }

    /** Gives a seat a new player: a person ({@code player} is a {@link HumanPlayer}) or an AI. */
    void takeSeat(int seat, org.beadbox.api.Player player, String spec) {
        humans[seat] = player instanceof HumanPlayer h ? h : null;
        match.replacePlayer(seat, player, spec);
        changed();
    }

    /**
     * The game stopped without a result here although the rules see it going on (aborted, or
     * ended on the host): {@code words} say so on the board and the status line, and no seat is
     * shown as to move.
     */
    void stop(String words) {
        ending.stop(words);
        entry = null; // nothing to enter any more
        thinking.none();
        say(words);
    }

    /** Why the game stopped ({@link #stop}), while it shows no outcome of its own; else null. */
    String stopped() {
        return ending.stopped(history);
    }

    /** Shows a message in the status line. */
    void say(String text) {
        message = text;
        changed();
    }

    /** Ends the match (the window is closing, or the game's bundle went away). */
    void close(String reason) {
        if (!closed) {
            closed = true;
            entry = null;
            thinking.none(); // a computer thinking now is stopped with the match: its panel must not stay "thinking…"
            match.close(reason);
            onlineState.closed();
            changed();
        }
    }

    // ------------------------------------------------------------------ events from the match

    private void snapshot() {
        history.refresh(match);
        if (entry != null && entry.state() != history.liveState()) {
            entry = null;
        }
        if (hint != null && (entry == null)) {
            hint = null;
        }
    }

    /** Tells the listeners that the table changed. */
    void changed() {
        for (Runnable l : listeners) {
            l.run();
        }
    }

    /** The match turned to {@code seat} in {@code state}. */
    void onTurn(int seat, GameState state) {
        snapshot();
        if (state != history.liveState() || closed || ending.wasStopped()) {
            return;
        }
        thinking.turn(seat, humans[seat] == null);
        if (humans[seat] != null && (entry == null || entry.state() != state)) {
            entry = new MoveEntry(state);
        }
        changed();
    }

    /** The match moved on (started, a move played or taken back, the game over). */
    void onMoved() {
        thinking.none();
        snapshot();
        changed();
    }

    /** The seat thinking reported {@code a} (null: nothing yet). */
    void onThinking(int seat, Analysis a) {
        if (thinking.report(seat, a)) {
            changed();
        }
    }

    /** The match was abandoned. */
    void onAbandoned() {
        snapshot();
        changed();
    }
}
