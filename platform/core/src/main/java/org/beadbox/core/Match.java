package org.beadbox.core;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.SeatInfo;
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

    private static final AtomicInteger COUNT = new AtomicInteger();

    private final Game game;
    private final Setup setup;
    private final String startPosition;
    private final String gameVersion;
    private final Instant started;
    private final Seat[] seats;
    private final Player fallback;
    private final Duration margin;
    private final List<MatchListener> listeners = new CopyOnWriteArrayList<>();
    private final BlockingQueue<Runnable> actions = new LinkedBlockingQueue<>();
    private final SplittableRandom random;
    private final Thread thread;
    private final Object monitor = new Object();

    private volatile History history;
    private volatile boolean closed;
    private volatile int turnId;
    private volatile int thinkingSeat = -1;
    private boolean startedThread;
    private boolean paused;
    private boolean stop;
    private Future<?> turn;
    private long turnDeadline;
    private GameState turnState;
    private String abandonReason = "closed";

    private Match(Builder b, Replay replay) {
        this.game = b.game;
        this.setup = replay.setup();
        this.startPosition = replay.startPosition();
        this.gameVersion = b.gameVersion;
        this.started = b.started == null ? Instant.now() : b.started;
        this.fallback = b.fallback;
        this.margin = b.margin;
        this.random = new SplittableRandom(setup.seed());
        this.listeners.addAll(b.listeners);
        String threadName = "beadbox-match-" + COUNT.incrementAndGet();
        int n = setup.players();
        List<SeatInfo> info = game.seats(n);
        this.seats = new Seat[n];
        for (int i = 0; i < n; i++) {
            String name = b.names[i] != null ? b.names[i] : info.get(i).name();
            Duration limit = b.limits[i] != null ? b.limits[i] : b.limit;
            seats[i] = new Seat(i, threadName, name, b.players[i], b.specs[i], limit);
        }
        this.history = new History(replay.moves(), replay.states(), List.of(), null);
        this.thread = new Thread(this::loop, threadName);
        this.thread.setDaemon(true);
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

    /** The number of seats. */
    public int seats() {
        return seats.length;
    }

    /** The name shown for a seat. */
    public String seatName(int seat) {
        return seats[seat].name;
    }

    /** Who plays a seat, as a {@link PlayerSpec} text or {@code human}; empty when not given. */
    public String seatSpec(int seat) {
        return Objects.requireNonNullElse(seats[seat].spec, "");
    }

    /** The player of a seat now. */
    public Player player(int seat) {
        return seats[seat].player;
    }

    /** The seat's time limit per move, or empty when it has none. */
    public Optional<Duration> timeLimit(int seat) {
        return Optional.ofNullable(seats[seat].limit);
    }

    /** The position now. */
    public GameState state() {
        return history.now();
    }

    /** The position the match started from (before any move). */
    public GameState startState() {
        return history.states().get(0);
    }

    /** The moves played from the start, in order. */
    public List<Move> moves() {
        return history.moves();
    }

    /** The positions: the start, then the one after each move. */
    public List<GameState> states() {
        return history.states();
    }

    /** Whether a move can be taken back. */
    public boolean canUndo() {
        return !history.moves().isEmpty();
    }

    /** Whether a taken-back move can be played again. */
    public boolean canRedo() {
        return !history.redo().isEmpty();
    }

    /** How the game came out (by the rules or a resignation); empty while it goes on. */
    public Optional<Outcome> outcome() {
        return history.outcome();
    }

    /** Whether the game is over (by the rules or a resignation). */
    public boolean isOver() {
        return history.outcome().isPresent();
    }

    /** Whether {@link #close()} was called. */
    public boolean isClosed() {
        return closed;
    }

    /** The seat whose player is choosing a move now, or -1. */
    public int thinkingSeat() {
        return thinkingSeat;
    }

    /** Adds a listener; events from now on reach it. */
    public void addListener(MatchListener listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    /** Removes a listener. */
    public void removeListener(MatchListener listener) {
        listeners.remove(listener);
    }

    /**
     * The record of this game so far, with the seats' names and specs, the moves and how it
     * stands; {@code updated} is now.
     */
    public GameRecord record() {
        History h = history;
        List<GameRecord.Seat> out = new ArrayList<>();
        for (Seat s : seats) {
            out.add(new GameRecord.Seat(s.name, s.spec));
        }
        return new GameRecord(GameRecord.FORMAT, game.info().id(), gameVersion, setup.options(), setup.players(),
                setup.seed(), out, startPosition, h.moves().stream().map(Move::notation).toList(),
                h.result(), started.toString(), Instant.now().toString());
    }

    // ---------------------------------------------------------------- control

    /** Starts the match's thread: {@link MatchListener#started}, then the first turn. Once only. */
    public synchronized void start() {
        if (startedThread) {
            throw new IllegalStateException("the match has already started");
        }
        startedThread = true;
        thread.start();
    }

    /**
     * Waits until the game is over or the match is closed, at most {@code timeout}.
     *
     * @return the outcome, or empty if the match was closed first or the time ran out
     */
    public Optional<Outcome> awaitEnd(Duration timeout) throws InterruptedException {
        long until = System.nanoTime() + timeout.toNanos();
        synchronized (monitor) {
            while (!isOver() && !closed) {
                long left = until - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                TimeUnit.NANOSECONDS.timedWait(monitor, left);
            }
        }
        return outcome();
    }

    /**
     * Takes back moves until {@code seat} is to move again (at least one move): a person's undo
     * in a game against the computer. The thinking player is interrupted.
     *
     * @return completes with false when there is no earlier position with {@code seat} to move
     */
    public CompletableFuture<Boolean> undo(int seat) {
        checkSeat(seat);
        return act(() -> undoTo(seat));
    }

    /** Takes back the last move. Completes with false when there is none. */
    public CompletableFuture<Boolean> undo() {
        return act(() -> undoTo(-1));
    }

    /** Plays the last taken-back move again. Completes with false when there is none. */
    public CompletableFuture<Boolean> redo() {
        return act(() -> redoTo(-1));
    }

    /** Plays taken-back moves again until {@code seat} is to move (or none is left). */
    public CompletableFuture<Boolean> redo(int seat) {
        checkSeat(seat);
        return act(() -> redoTo(seat));
    }

    /**
     * The seat gives up: the game ends, the other seats sharing first place (with two seats, the
     * other one wins). Completes with false when the game is already over.
     */
    public CompletableFuture<Boolean> resign(int seat) {
        checkSeat(seat);
        return act(() -> resignNow(seat));
    }

    /**
     * Gives a seat a new player (when an AI's bundle went away, or a person hands a seat to the
     * computer). The old player is closed; if the seat was thinking, the new one is asked.
     */
    public CompletableFuture<Boolean> replacePlayer(int seat, Player player, String spec) {
        checkSeat(seat);
        Objects.requireNonNull(player, "player");
        return act(() -> replace(seat, player, spec));
    }

    /** Stops asking players for moves (true) or goes on (false); the thinking player is interrupted. */
    public CompletableFuture<Boolean> pause(boolean pause) {
        return act(() -> {
            paused = pause;
            if (pause) {
                cancelTurn();
            }
            return true;
        });
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
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            if (!startedThread) {
                finish(reason);
                return;
            }
        }
        actions.add(() -> {
            stop = true;
            abandonReason = reason;
        });
        if (Thread.currentThread() != thread) {
            try {
                thread.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void checkSeat(int seat) {
        if (seat < 0 || seat >= seats.length) {
            throw new IllegalArgumentException("seat " + seat + " does not exist: this game has seats 0 to " + (seats.length - 1));
        }
    }

    private CompletableFuture<Boolean> act(Supplier<Boolean> action) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        Runnable r = () -> {
            try {
                done.complete(action.get());
            } catch (RuntimeException e) {
                done.completeExceptionally(e);
            }
        };
        synchronized (this) {
            if (closed) {
                done.complete(false);
                return done;
            }
            if (!startedThread) {
                r.run();
                return done;
            }
        }
        if (Thread.currentThread() == thread) {
            r.run();
        } else {
            actions.add(r);
        }
        return done;
    }

    // ---------------------------------------------------------------- the match thread

    private void loop() {
        for (Seat s : seats) {
            GameState start = state();
            int index = indexOf(s);
            s.tell(p -> p.begin(game.info(), setup, start, index));
        }
        fire(l -> l.started(state()));
        if (isOver()) {
            fireEnded();
        }
        try {
            while (!stop) {
                if (turn == null && !paused && !isOver()) {
                    beginTurn();
                }
                Runnable action;
                if (turn != null && turnDeadline != Long.MAX_VALUE) {
                    action = actions.poll(Math.max(0, turnDeadline - System.nanoTime()), TimeUnit.NANOSECONDS);
                    if (action == null) {
                        overrun();
                        continue;
                    }
                } else {
                    action = actions.take();
                }
                action.run();
            }
        } catch (RuntimeException e) {
            Debug.report("the match failed", e);
            abandonReason = "the game failed: " + e.getMessage();
        } catch (InterruptedException e) {
            abandonReason = "interrupted";
        }
        finish(abandonReason);
    }

    private void finish(String reason) {
        cancelTurn();
        closed = true;
        if (history.outcome().isEmpty()) {
            fire(l -> l.abandoned(reason));
        }
        for (Seat s : seats) {
            s.close();
        }
        signal();
    }

    private int indexOf(Seat s) {
        for (int i = 0; i < seats.length; i++) {
            if (seats[i] == s) {
                return i;
            }
        }
        return -1;
    }

    private void beginTurn() {
        GameState state = state();
        int seat = state.toMove();
        Seat s = seats[seat];
        int id = ++turnId;
        Clock clock = s.limit == null ? Clock.unlimited() : Clock.of(s.limit);
        turnDeadline = s.limit == null ? Long.MAX_VALUE : clock.deadlineNanos() + margin(s.limit).toNanos();
        thinkingSeat = seat;
        Player player = s.player;
        if (player instanceof HumanPlayer human) {
            human.expect(state);
        }
        turnState = state;
        fire(l -> l.turn(seat, state));
        Progress progress = analysis -> {
            if (turnId == id) {
                fire(l -> l.thinking(seat, analysis));
            }
        };
        turn = s.submit(() -> {
            Move move = null;
            Throwable failure = null;
            try {
                move = player.choose(state, clock, progress);
            } catch (Throwable t) {
                failure = t;
            }
            Move m = move;
            Throwable f = failure;
            actions.add(() -> chosen(id, seat, state, m, f));
            return null;
        });
    }

    private Duration margin(Duration limit) {
        return margin != null ? margin : Duration.ofMillis(250).plus(limit.dividedBy(10));
    }

    private void chosen(int id, int seat, GameState state, Move move, Throwable failure) {
        if (id != turnId) {
            return;
        }
        turn = null;
        thinkingSeat = -1;
        Seat s = seats[seat];
        if (failure != null) {
            String why = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
            faulted(seat, state, s.label() + " failed: " + why);
            return;
        }
        if (move == null) {
            faulted(seat, state, s.label() + " returned no move");
            return;
        }
        Move legal;
        try {
            legal = state.parseMove(move.notation());
        } catch (RuntimeException e) {
            faulted(seat, state, s.label() + " answered an illegal move " + move.notation() + ": " + e.getMessage());
            return;
        }
        apply(seat, legal);
    }

    private void overrun() {
        int seat = thinkingSeat;
        cancelTurn();
        Seat s = seats[seat];
        s.freshThread();
        faulted(seat, state(), s.label() + " overran its clock of " + seconds(s.limit) + " s");
    }

    private static String seconds(Duration d) {
        double v = d.toMillis() / 1000.0;
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private void faulted(int seat, GameState state, String message) {
        fire(l -> l.fault(seat, message));
        Move move = null;
        if (fallback != null) {
            try {
                Move m = fallback.choose(state, Clock.ofMillis(1000), Progress.NONE);
                move = m == null ? null : state.parseMove(m.notation());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (RuntimeException e) {
                Debug.report("the fallback player failed", e);
            }
        }
        apply(seat, move != null ? move : state.randomMove(random));
    }

    private void apply(int seat, Move move) {
        GameState after = history.now().play(move);
        history = history.played(move, after);
        for (Seat s : seats) {
            s.tell(p -> p.played(move, after));
        }
        fire(l -> l.moved(seat, move, after));
        if (after.isOver()) {
            fireEnded();
        }
    }

    private void fireEnded() {
        Outcome o = outcome().orElseThrow();
        fire(l -> l.ended(o));
        signal();
    }

    private void cancelTurn() {
        if (turn != null) {
            turn.cancel(true);
            turn = null;
            if (thinkingSeat >= 0 && seats[thinkingSeat].player instanceof HumanPlayer human) {
                human.cancel(turnState);
            }
        }
        turnId++;
        thinkingSeat = -1;
    }

    private boolean undoTo(int seat) {
        History h = history;
        int target = h.undoTarget(seat);
        if (target < 0) {
            return false;
        }
        cancelTurn();
        history = h.undoneTo(target);
        for (int i = h.moves().size() - 1; i >= target; i--) {
            GameState now = h.states().get(i);
            for (Seat s : seats) {
                s.tell(p -> p.undone(now));
            }
        }
        GameState now = state();
        fire(l -> l.undone(now));
        return true;
    }

    private boolean redoTo(int seat) {
        if (history.redo().isEmpty() || history.resigned() != null) {
            return false;
        }
        cancelTurn();
        do {
            List<Move> redo = history.redo();
            Move next = redo.get(redo.size() - 1);
            apply(state().toMove(), state().parseMove(next.notation()));
        } while (seat >= 0 && !history.redo().isEmpty() && !isOver() && state().toMove() != seat);
        return true;
    }

    private boolean resignNow(int seat) {
        History h = history;
        if (h.outcome().isPresent()) {
            return false;
        }
        cancelTurn();
        List<Integer> ranks = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        double[] score = h.now().score();
        for (int i = 0; i < seats.length; i++) {
            ranks.add(i == seat ? 1 : 0);
            scores.add(i < score.length ? score[i] : 0.0);
        }
        String summary = seats[seat].name + " resigns"
                + (seats.length == 2 ? ": " + seats[1 - seat].name + " wins" : "");
        history = h.resign(new Outcome(scores, ranks, summary));
        fireEnded();
        return true;
    }

    private boolean replace(int seat, Player player, String spec) {
        if (thinkingSeat == seat) {
            cancelTurn();
        }
        seats[seat].replace(player, spec);
        GameState now = state();
        seats[seat].tell(p -> p.begin(game.info(), setup, now, seat));
        return true;
    }

    private void fire(Consumer<MatchListener> event) {
        for (MatchListener l : listeners) {
            try {
                event.accept(l);
            } catch (RuntimeException e) {
                Debug.report("a match listener failed", e);
            }
        }
    }

    private void signal() {
        synchronized (monitor) {
            monitor.notifyAll();
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
        private Player[] players;
        private String[] specs;
        private String[] names;
        private Duration[] limits;
        private Duration limit;
        private Duration margin;
        private Player fallback;
        private String gameVersion = "";
        private Instant started;
        private final List<MatchListener> listeners = new ArrayList<>();

        private Builder(Game game) {
            this.game = Objects.requireNonNull(game, "game");
            setup(Setup.of(game.info().minPlayers(), new SplittableRandom().nextLong()));
        }

        /** The seats, options and seed; need not be resolved. Default: fewest seats, default options, a random seed. */
        public Builder setup(Setup setup) {
            this.setup = Objects.requireNonNull(setup, "setup");
            int n = setup.players();
            players = java.util.Arrays.copyOf(players == null ? new Player[0] : players, n);
            specs = java.util.Arrays.copyOf(specs == null ? new String[0] : specs, n);
            names = java.util.Arrays.copyOf(names == null ? new String[0] : names, n);
            limits = java.util.Arrays.copyOf(limits == null ? new Duration[0] : limits, n);
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
            check(seat);
            players[seat] = Objects.requireNonNull(player, "player");
            specs[seat] = Objects.requireNonNullElse(spec, "");
            return this;
        }

        /** The name shown for a seat; default the game's seat name ("Red"). */
        public Builder seatName(int seat, String name) {
            check(seat);
            names[seat] = name;
            return this;
        }

        /** A time limit per move for every seat without its own; null for none (the default). */
        public Builder timeLimit(Duration limit) {
            this.limit = limit;
            return this;
        }

        /** A seat's own time limit per move; null for none. A human seat should have none. */
        public Builder timeLimit(int seat, Duration limit) {
            check(seat);
            limits[seat] = limit;
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
            if (replay.setup().players() != players.length) {
                setup(replay.setup());
            }
            for (int i = 0; i < players.length; i++) {
                if (players[i] == null) {
                    throw new IllegalArgumentException("seat " + i + " has no player");
                }
            }
            return new Match(this, replay);
        }

        private void check(int seat) {
            if (seat < 0 || seat >= players.length) {
                throw new IllegalArgumentException("seat " + seat + " does not exist: the setup has "
                        + players.length + " seats (set the setup first)");
            }
        }
    }
}
