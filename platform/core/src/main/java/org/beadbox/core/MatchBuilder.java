package org.beadbox.core;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.LongSupplier;
import org.beadbox.api.Game;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.core.review.ReviewRecord;

/**
 * Sets up a {@link Match}: the setup (or a start position), moves already played, a player for
 * every seat, time limits, listeners. {@link #build()} checks it all and puts the match's parts
 * together (its seats, course, clocks and referee). Made by {@link Match#builder(Game)}.
 *
 * @since 2.0 (before, the nested {@code Match.Builder})
 */
public final class MatchBuilder {

    private static final AtomicInteger COUNT = new AtomicInteger();

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
    private int plyLimit = Match.DEFAULT_PLY_LIMIT;
    private TimeControl timeControl;
    private List<Duration> remaining;
    private LongSupplier nanos = System::nanoTime;
    private Duration firstMoveWindow = Match.DEFAULT_FIRST_MOVE_WINDOW;
    private boolean clocksRunAtOnce;
    private final List<MatchListener> listeners = new ArrayList<>();
    private ReviewRecord review;

    MatchBuilder(Game game) {
        this.game = Objects.requireNonNull(game, "game");
        setup(Setup.of(game.info().minPlayers(), new SplittableRandom().nextLong()));
    }

    /** The seats, options and seed; need not be resolved. Default: fewest seats, default options, a random seed. */
    public MatchBuilder setup(Setup setup) {
        this.setup = Objects.requireNonNull(setup, "setup");
        seating.resize(setup.players());
        return this;
    }

    /** Starts from the game's position string instead of the setup's start (empty: from the setup). */
    public MatchBuilder position(String position) {
        this.position = Objects.requireNonNullElse(position, "");
        return this;
    }

    /** Moves in the game's notation, played from the start before the first turn; part of the history. */
    public MatchBuilder moves(List<String> notations) {
        this.moves = List.copyOf(notations);
        return this;
    }

    /** A review of the game kept from its record, written again with every save (null: none). */
    public MatchBuilder review(ReviewRecord review) {
        this.review = review;
        return this;
    }

    /** Takes the setup, start position and moves of a replayed record (to resume it). */
    public MatchBuilder from(Replay replay) {
        setup(replay.setup());
        position(replay.startPosition());
        return moves(replay.notations());
    }

    /**
     * The player of a seat.
     *
     * @param spec who it is, for records and messages: a {@link PlayerSpec} text or {@code human}
     */
    public MatchBuilder seat(int seat, Player player, String spec) {
        seating.player(seat, player, spec);
        return this;
    }

    /** The name shown for a seat; default the game's seat name ("Red"). */
    public MatchBuilder seatName(int seat, String name) {
        seating.name(seat, name);
        return this;
    }

    /** A time limit per move for every seat without its own; null for none (the default). */
    public MatchBuilder timeLimit(Duration limit) {
        this.limit = limit;
        return this;
    }

    /** A seat's own time limit per move; null for none. A human seat should have none. */
    public MatchBuilder timeLimit(int seat, Duration limit) {
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
    public MatchBuilder timeControl(TimeControl control) {
        this.timeControl = control;
        this.remaining = null;
        return this;
    }

    /** The clocks of a record (to resume it): the control and each seat's time left; null for none. */
    public MatchBuilder clocks(GameRecord.Clocks clocks) {
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
    public MatchBuilder firstMoveWindow(Duration window) {
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
    public MatchBuilder clocksRunAtOnce() {
        this.clocksRunAtOnce = true;
        return this;
    }

    /** Where the clocks read the time, in nanoseconds; default {@link System#nanoTime()}. For tests. */
    public MatchBuilder timeSource(LongSupplier nanos) {
        this.nanos = Objects.requireNonNull(nanos, "nanos");
        return this;
    }

    /** How long past its clock a player may run before it is a fault; default 250 ms plus a tenth of the limit. */
    public MatchBuilder margin(Duration margin) {
        this.margin = margin;
        return this;
    }

    /**
     * A player asked (on the match thread, with a clock of one second) for the move of a seat
     * that faulted; it must be quick and reliable. Without one a random legal move is played.
     */
    public MatchBuilder fallback(Player fallback) {
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
    public MatchBuilder plyLimit(int plies) {
        if (plies < 1) {
            throw new IllegalArgumentException("the ply limit must be at least 1, not " + plies);
        }
        this.plyLimit = plies;
        return this;
    }

    /** The game bundle's version, for records; default empty. */
    public MatchBuilder gameVersion(String version) {
        this.gameVersion = Objects.requireNonNullElse(version, "");
        return this;
    }

    /** When the game began (for a resumed record); default now. */
    public MatchBuilder started(Instant started) {
        this.started = started;
        return this;
    }

    /** A listener that hears every event, {@link MatchListener#started} included. */
    public MatchBuilder listener(MatchListener listener) {
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
        Setup resolved = replay.setup();
        int n = resolved.players();
        Instant begun = started == null ? Instant.now() : started;
        String threadName = "beadbox-match-" + COUNT.incrementAndGet();
        Seats seats = new Seats(game, resolved, seating.seats(game.seats(n), threadName, limit));
        MatchEvents events = new MatchEvents(listeners);
        History history = new History(replay.moves(), replay.states(), List.of(), null);
        Course course = new Course(history, seats, events, plyLimit);
        GameClocks clocks = timeControl == null ? null : new GameClocks(timeControl, remaining, n, nanos);
        ClockStart clockStart = clocks == null ? null : new ClockStart(firstMoveWindow, nanos, clocksRunAtOnce);
        Referee referee = new Referee(game, seats, course, events, new Faults(fallback, resolved.seed()),
                new TurnTimes(margin, clocks), clocks, clockStart, threadName);
        return new Match(game, replay, gameVersion, begun, review, seats, events, course, referee);
    }
}
