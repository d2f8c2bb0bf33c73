package org.beadbox.core;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.core.review.ReviewRecord;

/**
 * One game being played: seats with their players, the position and its history, turns on a
 * thread of the match's own, clocks, faults, undo and redo, resignation and events. Plain Java:
 * usable without OSGi.
 *
 * <p>Make one with {@link #builder(Game)}, then {@link #start()}. The match asks the seat to move
 * for a move on that seat's own thread (never the caller's, never a front-end's event thread),
 * gives it a {@link org.beadbox.api.Clock} from the seat's time limit, and reports to its {@link
 * MatchListener}s. A player that throws, overruns its clock by more than the margin, returns
 * null or answers an illegal move is a <em>fault</em>: it is reported ({@link
 * MatchListener#fault}) and a legal move is played for the seat instead (the fallback player's,
 * when one is set, else a random one), so the match never dies of a bad player. A seat taken by a
 * person is a {@link HumanPlayer}.
 *
 * <p>A bad game does not kill the match either: an exception (or error) from the game's own code
 * on the match thread ({@code legalMoves}, {@code play}, {@code outcome}, {@code parseMove}...)
 * ends the match as abandoned ({@link MatchListener#abandoned}) with the reason "the game ID
 * failed: ...", and a game still going after {@link MatchBuilder#plyLimit(int)} moves is abandoned
 * with "the game went past N moves". Either way the listeners heard every move before, so an
 * autosave holds the game up to there.
 *
 * <p>The control methods ({@link #undo(int)}, {@link #redo()}, {@link #resign(int)}, {@link
 * #replacePlayer}, {@link #pause}, {@link #close()}) may be called from any thread. They return
 * at once with a future that completes when the match thread has applied them (callers on an
 * event thread must not wait for it; tests may {@code join()}). The accessors answer for the
 * moment of the call.
 *
 * <p>The game stays open after it ends (it may be undone) until {@link #close()}, which closes
 * every player.
 */
public final class Match implements AutoCloseable {

    /** The default {@link MatchBuilder#plyLimit(int)}: far past any real game of the shipped games. */
    public static final int DEFAULT_PLY_LIMIT = 100_000;

    /**
     * How long, in a game with a clock, a seat has for its first move before the game is
     * aborted without a result (its clock starts only after that move; docs/clocks.md).
     *
     * @since 1.8
     */
    public static final Duration DEFAULT_FIRST_MOVE_WINDOW = Duration.ofMinutes(3);

    private final Game game;
    private final Setup setup;
    private final String startPosition;
    private final String gameVersion;
    private final Instant started;
    private final Seats seats;
    private final MatchEvents events;
    private final Course course;
    private final Referee referee;

    private volatile ReviewRecord review;

    /** Made by {@link MatchBuilder#build()}, which puts the parts together. */
    Match(Game game, Replay replay, String gameVersion, Instant started, ReviewRecord review, Seats seats,
            MatchEvents events, Course course, Referee referee) {
        this.game = game;
        this.setup = replay.setup();
        this.startPosition = replay.startPosition();
        this.gameVersion = gameVersion;
        this.started = started;
        this.review = review;
        this.seats = seats;
        this.events = events;
        this.course = course;
        this.referee = referee;
    }

    /** A builder for a match of {@code game}. */
    public static MatchBuilder builder(Game game) {
        return new MatchBuilder(game);
    }

    // ---------------------------------------------------------------- accessors

    /** The game. */
    public Game game() {
        return game;
    }

    /** The game's facts. */
    public GameInfo info() {
        return game.info();
    }

    /** The resolved setup: every option with its value. */
    public Setup setup() {
        return setup;
    }

    /** The game bundle's version as given to the builder, or empty. */
    public String gameVersion() {
        return gameVersion;
    }

    /** When the game began (for a resumed record: when it first began). */
    public Instant started() {
        return started;
    }

    /** The number of seats. */
    public int seats() {
        return seats.count();
    }

    /** The name shown for a seat. */
    public String seatName(int seat) {
        return seats.get(seat).name;
    }

    /** Who plays a seat, as a {@link PlayerSpec} text or {@code human}; empty when not given. */
    public String seatSpec(int seat) {
        return Objects.requireNonNullElse(seats.get(seat).spec, "");
    }

    /** The player of a seat now. */
    public Player player(int seat) {
        return seats.get(seat).player;
    }

    /** The seat's time limit per move, or empty when it has none. */
    public Optional<Duration> timeLimit(int seat) {
        return Optional.ofNullable(seats.get(seat).limit);
    }

    /**
     * The clocks now, when the game has a {@link TimeControl}: each seat's time left at this
     * moment and which runs. The match's clocks are the authority: a seat whose time runs out
     * while it is to move loses on time ({@link MatchBuilder#timeControl}).
     */
    public Optional<ClockReading> clocks() {
        return referee.deadlines().clocks();
    }

    /**
     * The seat whose first move is awaited, when the game has a clock and the seat to move has
     * not moved yet: its clock does not run, and when {@link FirstMove#left()} runs out the game
     * is aborted without a result ({@link MatchListener#abandoned} with a reason that starts
     * with "aborted:"). Empty otherwise.
     *
     * @since 1.8
     */
    public Optional<FirstMove> firstMove() {
        return referee.deadlines().firstMove();
    }

    /** The game's time control, or empty when it has none. */
    public Optional<TimeControl> timeControl() {
        return referee.deadlines().clocks().map(ClockReading::control);
    }

    /** The position now. */
    public GameState state() {
        return course.history().now();
    }

    /** The position the match started from (before any move). */
    public GameState startState() {
        return course.history().states().get(0);
    }

    /** The moves played from the start, in order. */
    public List<Move> moves() {
        return course.history().moves();
    }

    /** The positions: the start, then the one after each move. */
    public List<GameState> states() {
        return course.history().states();
    }

    /** Whether a move can be taken back. */
    public boolean canUndo() {
        return !course.history().moves().isEmpty();
    }

    /** Whether a taken-back move can be played again. */
    public boolean canRedo() {
        return !course.history().redo().isEmpty();
    }

    /** How the game came out (by the rules or a resignation); empty while it goes on. */
    public Optional<Outcome> outcome() {
        return course.safeOutcome();
    }

    /** Whether the game is over (by the rules or a resignation). */
    public boolean isOver() {
        return course.safeOutcome().isPresent();
    }

    /** Whether {@link #close()} was called. */
    public boolean isClosed() {
        return referee.isClosed();
    }

    /** The seat whose player is choosing a move now, or -1. */
    public int thinkingSeat() {
        return referee.thinkingSeat();
    }

    /** Adds a listener; events from now on reach it. */
    public void addListener(MatchListener listener) {
        events.add(Objects.requireNonNull(listener, "listener"));
    }

    /** Removes a listener. */
    public void removeListener(MatchListener listener) {
        events.remove(listener);
    }

    /**
     * The record of this game so far, with the seats' names and specs, the moves and how it
     * stands; {@code updated} is now.
     */
    public GameRecord record() {
        History h = course.history();
        List<GameRecord.Seat> out = new ArrayList<>();
        for (int i = 0; i < seats.count(); i++) {
            out.add(new GameRecord.Seat(seats.get(i).name, seats.get(i).spec));
        }
        return new GameRecord(GameRecord.FORMAT, game.info().id(), gameVersion, setup.options(), setup.players(),
                setup.seed(), out, startPosition, h.moves().stream().map(Move::notation).toList(),
                h.result(), started.toString(), Instant.now().toString(),
                referee.deadlines().clocks().map(GameRecord.Clocks::of).orElse(null), review);
    }

    /**
     * Keeps the computer's review of this game ({@link org.beadbox.core.review.Review}) in its
     * records from now on (null drops it), and tells the listeners: the autosaver writes it to the
     * game's file at once (the finished game's record, or its autosave).
     */
    public void review(ReviewRecord review) {
        this.review = review;
        events.fire(l -> l.reviewed(review));
    }

    /** The review kept for this game's records, or null. */
    public ReviewRecord review() {
        return review;
    }

    // ---------------------------------------------------------------- control

    /** Starts the match's thread: {@link MatchListener#started}, then the first turn. Once only. */
    public void start() {
        referee.start();
    }

    /**
     * Waits until the game is over or the match is closed, at most {@code timeout}.
     *
     * @return the outcome, or empty if the match was closed first or the time ran out
     */
    public Optional<Outcome> awaitEnd(Duration timeout) throws InterruptedException {
        return referee.awaitEnd(timeout);
    }

    /**
     * Takes back moves until {@code seat} is to move again (at least one move): a person's undo
     * in a game against the computer. The thinking player is interrupted.
     *
     * @return completes with false when there is no earlier position with {@code seat} to move
     */
    public CompletableFuture<Boolean> undo(int seat) {
        checkSeat(seat);
        return referee.act(() -> referee.undoTo(seat));
    }

    /** Takes back the last move. Completes with false when there is none. */
    public CompletableFuture<Boolean> undo() {
        return referee.act(() -> referee.undoTo(-1));
    }

    /** Plays the last taken-back move again. Completes with false when there is none. */
    public CompletableFuture<Boolean> redo() {
        return referee.act(() -> referee.redoTo(-1));
    }

    /** Plays taken-back moves again until {@code seat} is to move (or none is left). */
    public CompletableFuture<Boolean> redo(int seat) {
        checkSeat(seat);
        return referee.act(() -> referee.redoTo(seat));
    }

    /**
     * The seat gives up: the game ends, the other seats sharing first place (with two seats, the
     * other one wins). Completes with false when the game is already over.
     */
    public CompletableFuture<Boolean> resign(int seat) {
        checkSeat(seat);
        return referee.act(() -> referee.resignNow(seat));
    }

    /**
     * The seat offers the others a draw ({@link DrawOffer}): each other seat must accept, a
     * person through {@link #answerDraw}, a computer player by {@link Player#acceptsDraw} on its
     * own thread. The offer lapses with the next move; a seat offers at most once per move.
     *
     * @return completes with null when the offer is made, else with why not, one line for a
     *     person ("the game is over", "you have offered a draw at this move already: …")
     * @since 1.11
     */
    public CompletableFuture<String> offerDraw(int seat) {
        checkSeat(seat);
        return referee.act(() -> referee.draws().offer(seat), "the game is closed");
    }

    /**
     * The seat accepts or declines the draw offered to it. When every other seat has accepted,
     * the game ends drawn by agreement: every seat shares first place ({@link DrawOffer#SUMMARY}).
     *
     * @return completes with null when the answer is taken, else with why not ("no draw is offered")
     * @since 1.11
     */
    public CompletableFuture<String> answerDraw(int seat, boolean accept) {
        checkSeat(seat);
        return referee.act(() -> referee.draws().answer(seat, accept), "the game is closed");
    }

    /**
     * The draw offer open now, or empty.
     *
     * @since 1.11
     */
    public Optional<DrawOffer> drawOffer() {
        return referee.draws().open();
    }

    /**
     * Gives a seat a new player (when an AI's bundle went away, or a person hands a seat to the
     * computer). The old player is closed; if the seat was thinking, the new one is asked.
     */
    public CompletableFuture<Boolean> replacePlayer(int seat, Player player, String spec) {
        checkSeat(seat);
        Objects.requireNonNull(player, "player");
        return referee.act(() -> referee.replace(seat, player, spec));
    }

    /** Stops asking players for moves (true) or goes on (false); the thinking player is interrupted. */
    public CompletableFuture<Boolean> pause(boolean pause) {
        return referee.act(() -> referee.pause(pause));
    }

    /**
     * Ends the match: interrupts the thinking player, reports {@link MatchListener#abandoned} if
     * the game is not over, closes every player. Idempotent; waits briefly for the match thread.
     */
    @Override
    public void close() {
        close("closed");
    }

    /** As {@link #close()}, with the reason the listeners hear. */
    public void close(String reason) {
        referee.close(reason);
    }

    private void checkSeat(int seat) {
        if (seat < 0 || seat >= seats.count()) {
            throw new IllegalArgumentException("seat " + seat + " does not exist: this game has seats 0 to " + (seats.count() - 1));
        }
    }
}
