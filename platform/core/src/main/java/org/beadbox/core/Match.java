package org.beadbox.core;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;

/**
 * One game being played: seats with their players, the position and its history, turns on a
 * thread of the match's own, clocks, faults, undo and redo, resignation and events. Plain Java:
 * usable without OSGi.
 *
 * <p>Make one with {@link #builder(Game)}, then {@link #start()}. The match asks the seat to move
 * for a move on that seat's own thread (never the caller's, never a front-end's event thread),
 * gives it a {@link Clock} from the seat's time limit, and reports to its {@link
 * MatchListener}s. A player that throws, overruns its clock by more than the margin, returns
 * null or answers an illegal move is a <em>fault</em>: it is reported ({@link
 * MatchListener#fault}) and a legal move is played for the seat instead (the fallback player's,
 * when one is set, else a random one), so the match never dies of a bad player. A seat taken by a
 * person is a {@link HumanPlayer}.
 *
 * <p>A bad game does not kill the match either: an exception (or error) from the game's own code
 * on the match thread ({@code legalMoves}, {@code play}, {@code outcome}, {@code parseMove}...)
 * ends the match as abandoned ({@link MatchListener#abandoned}) with the reason "the game ID
 * failed: ...", and a game still going after {@link Builder#plyLimit(int)} moves is abandoned
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

    /** The default {@link Builder#plyLimit(int)}: far past any real game of the shipped games. */
    public static final int DEFAULT_PLY_LIMIT = 100_000;

    /**
     * How long, in a game with a clock, a seat has for its first move before the game is
     * aborted without a result (its clock starts only after that move; docs/clocks.md).
     *
     * @since 1.8
     */
    public static final Duration DEFAULT_FIRST_MOVE_WINDOW = Duration.ofMinutes(3);

    private static final AtomicInteger COUNT = new AtomicInteger();

    private final Game game;
    private final Setup setup;
    private final String startPosition;
    private final String gameVersion;
    private final Instant started;
    private final Seats seats;
    private final MatchEvents events;
    private final Course course;
    private final Referee referee;

    private Match(Builder b, Replay replay) {
        this.game = b.game;
        this.setup = replay.setup();
        this.startPosition = replay.startPosition();
        this.gameVersion = b.gameVersion;
        this.started = b.started == null ? Instant.now() : b.started;
        String threadName = "beadbox-match-" + COUNT.incrementAndGet();
        int n = setup.players();
        this.seats = new Seats(game, setup, b.seating.seats(game.seats(n), threadName, b.limit));
        this.events = new MatchEvents(b.listeners);
        this.review = b.review;
        History history = new History(replay.moves(), replay.states(), List.of(), null);
        this.course = new Course(history, seats, events, b.plyLimit);
        GameClocks clocks = b.timeControl == null ? null : new GameClocks(b.timeControl, b.remaining, n, b.nanos);
        ClockStart clockStart = clocks == null ? null : new ClockStart(b.firstMoveWindow, b.nanos, b.clocksRunAtOnce);
        this.referee = new Referee(game, seats, course, events, new Faults(b.fallback, setup.seed()),
                new TurnTimes(b.margin, clocks), clocks, clockStart, threadName);
    }

    /** A builder for a match of {@code game}. */
    public static Builder builder(Game game) {
        return new Builder(game);
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
     * while it is to move loses on time ({@link Builder#timeControl}).
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

    private volatile org.beadbox.core.review.ReviewRecord review;

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
    public void review(org.beadbox.core.review.ReviewRecord review) {
        this.review = review;
        events.fire(l -> l.reviewed(review));
    }

    /** The review kept for this game's records, or null. */
    public org.beadbox.core.review.ReviewRecord review() {
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

    /**
     * Sets up a {@link Match}: the setup (or a start position), moves already played, a player
     * for every seat, time limits, listeners. {@link #build()} checks it all.
     */
    public static final class Builder {

        private final Game game;
        private Setup setup;
        private String position = "";
        private List<String> moves = List.of();
        private final SeatPlan seating = new SeatPlan();
        private Duration limit;
        private Duration margin;
        private Player fallback;
        private String gameVersion = "";
        private Instant started;
        private int plyLimit = DEFAULT_PLY_LIMIT;
        private TimeControl timeControl;
        private List<Duration> remaining;
        private LongSupplier nanos = System::nanoTime;
        private Duration firstMoveWindow = DEFAULT_FIRST_MOVE_WINDOW;
        private boolean clocksRunAtOnce;
        private final List<MatchListener> listeners = new ArrayList<>();
        private org.beadbox.core.review.ReviewRecord review;

        private Builder(Game game) {
            this.game = Objects.requireNonNull(game, "game");
            setup(Setup.of(game.info().minPlayers(), new SplittableRandom().nextLong()));
        }

        /** The seats, options and seed; need not be resolved. Default: fewest seats, default options, a random seed. */
        public Builder setup(Setup setup) {
            this.setup = Objects.requireNonNull(setup, "setup");
            seating.resize(setup.players());
            return this;
        }

        /** Starts from the game's position string instead of the setup's start (empty: from the setup). */
        public Builder position(String position) {
            this.position = Objects.requireNonNullElse(position, "");
            return this;
        }

        /** Moves in the game's notation, played from the start before the first turn; part of the history. */
        public Builder moves(List<String> notations) {
            this.moves = List.copyOf(notations);
            return this;
        }

        /** A review of the game kept from its record, written again with every save (null: none). */
        public Builder review(org.beadbox.core.review.ReviewRecord review) {
            this.review = review;
            return this;
        }

        /** Takes the setup, start position and moves of a replayed record (to resume it). */
        public Builder from(Replay replay) {
            setup(replay.setup());
            position(replay.startPosition());
            return moves(replay.notations());
        }

        /**
         * The player of a seat.
         *
         * @param spec who it is, for records and messages: a {@link PlayerSpec} text or {@code human}
         */
        public Builder seat(int seat, Player player, String spec) {
            seating.player(seat, player, spec);
            return this;
        }

        /** The name shown for a seat; default the game's seat name ("Red"). */
        public Builder seatName(int seat, String name) {
            seating.name(seat, name);
            return this;
        }

        /** A time limit per move for every seat without its own; null for none (the default). */
        public Builder timeLimit(Duration limit) {
            this.limit = limit;
            return this;
        }

        /** A seat's own time limit per move; null for none. A human seat should have none. */
        public Builder timeLimit(int seat, Duration limit) {
            seating.limit(seat, limit);
            return this;
        }

        /**
         * A chess-style clock for the game; null for none (the default). Every seat's bank runs
         * only while it is asked for a move and gains the increment after each of its moves; a
         * seat whose bank runs out loses on time: the game ends, recorded like a resignation
         * ("Red loses on time: Blue wins"), the flagged seat ranked last and, with more than two
         * seats, the others sharing first place. A seat that is not a {@link HumanPlayer} thinks
         * for a share of its bank (a thirtieth plus most of the increment, within its own time
         * limit), so a computer does not lose on time. Undo stops the running clock without an
         * increment and gives no time back.
         */
        public Builder timeControl(TimeControl control) {
            this.timeControl = control;
            this.remaining = null;
            return this;
        }

        /** The clocks of a record (to resume it): the control and each seat's time left; null for none. */
        public Builder clocks(GameRecord.Clocks clocks) {
            this.timeControl = clocks == null ? null : clocks.timeControl();
            this.remaining = clocks == null ? null : clocks.remaining();
            return this;
        }

        /**
         * How long a seat has for its first move in a game with a clock (its clock starts only
         * after that move); a seat that makes none in time aborts the game without a result.
         * Default {@link Match#DEFAULT_FIRST_MOVE_WINDOW}.
         *
         * @throws IllegalArgumentException if {@code window} is not positive
         * @since 1.8
         */
        public Builder firstMoveWindow(Duration window) {
            if (window == null || window.isNegative() || window.isZero()) {
                throw new IllegalArgumentException("the first move's window must be positive, not " + window);
            }
            this.firstMoveWindow = window;
            return this;
        }

        /**
         * A resumed game's clocks run from its first turn, as they would have without the
         * interruption, instead of waiting for the first move of the new sitting (the default,
         * for a game reopened after its host restarted, whose players may not be back). For a
         * table another server took over from the database while its players reconnect at once:
         * the time with no server is charged to nobody, but a player cannot stall after it.
         *
         * @since 1.9
         */
        public Builder clocksRunAtOnce() {
            this.clocksRunAtOnce = true;
            return this;
        }

        /** Where the clocks read the time, in nanoseconds; default {@link System#nanoTime()}. For tests. */
        public Builder timeSource(LongSupplier nanos) {
            this.nanos = Objects.requireNonNull(nanos, "nanos");
            return this;
        }

        /** How long past its clock a player may run before it is a fault; default 250 ms plus a tenth of the limit. */
        public Builder margin(Duration margin) {
            this.margin = margin;
            return this;
        }

        /**
         * A player asked (on the match thread, with a clock of one second) for the move of a seat
         * that faulted; it must be quick and reliable. Without one a random legal move is played.
         */
        public Builder fallback(Player fallback) {
            this.fallback = fallback;
            return this;
        }

        /**
         * The most moves a game may last: one still going after that many moves (counting any
         * it started with) is abandoned with the reason "the game went past N moves", so a game
         * that never ends cannot run forever. Default {@value Match#DEFAULT_PLY_LIMIT}.
         *
         * @throws IllegalArgumentException if {@code plies} is not positive
         */
        public Builder plyLimit(int plies) {
            if (plies < 1) {
                throw new IllegalArgumentException("the ply limit must be at least 1, not " + plies);
            }
            this.plyLimit = plies;
            return this;
        }

        /** The game bundle's version, for records; default empty. */
        public Builder gameVersion(String version) {
            this.gameVersion = Objects.requireNonNullElse(version, "");
            return this;
        }

        /** When the game began (for a resumed record); default now. */
        public Builder started(Instant started) {
            this.started = started;
            return this;
        }

        /** A listener that hears every event, {@link MatchListener#started} included. */
        public Builder listener(MatchListener listener) {
            listeners.add(Objects.requireNonNull(listener, "listener"));
            return this;
        }

        /**
         * The match, not yet started.
         *
         * @throws IllegalArgumentException for a bad setup or position, a move that cannot be
         *     played ("move 3: ..."), or a seat without a player
         */
        public Match build() {
            Replay replay = Replay.of(game, setup, position, moves);
            if (replay.setup().players() != seating.size()) {
                setup(replay.setup());
            }
            seating.requirePlayers();
            return new Match(this, replay);
        }
    }
}
