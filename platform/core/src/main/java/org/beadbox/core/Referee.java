package org.beadbox.core;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Quote;
import org.beadbox.api.Setup;

/**
 * The thread that runs a {@link Match}: it asks the seat to move for a move, watches the clock,
 * handles faults, applies moves and control actions (undo, redo, resignation, a new player) one
 * at a time from a queue, and tells the listeners. Everything that changes the match happens on
 * this thread; the {@link History} it publishes is what every other thread reads.
 */
final class Referee {

    /** How long a player may take to begin (start an engine, say) before its first choice starts. */
    private static final long BEGIN_GRACE_NANOS = TimeUnit.SECONDS.toNanos(20); // above an engine's own 15 s for its handshake

    private final Game game;
    private final Setup setup;
    private final Seat[] seats;
    private final Player fallback;
    private final Duration margin;
    private final int plyLimit;
    private final List<MatchListener> listeners = new CopyOnWriteArrayList<>();
    private final BlockingQueue<Runnable> actions = new LinkedBlockingQueue<>();
    private final SplittableRandom random;
    private final Thread thread;
    private final Object monitor = new Object();
    private final GameClocks clocks; // null: the game has no time control

    private volatile History history;
    private volatile boolean closed;
    private volatile int turnId;
    private volatile int thinkingSeat = -1;
    private boolean startedThread;
    private boolean paused;
    private boolean stop;
    private Future<?> turn;
    private long turnDeadline;
    private Duration turnLimit;
    private GameState turnState;
    private String abandonReason = "closed";

    Referee(Game game, Setup setup, Seat[] seats, History history, Player fallback, Duration margin, int plyLimit,
            List<MatchListener> listeners, String threadName, GameClocks clocks) {
        this.clocks = clocks;
        this.plyLimit = plyLimit;
        this.game = game;
        this.setup = setup;
        this.seats = seats;
        this.history = history;
        this.fallback = fallback;
        this.margin = margin;
        this.listeners.addAll(listeners);
        this.random = new SplittableRandom(setup.seed());
        this.thread = new Thread(this::loop, threadName);
        this.thread.setDaemon(true);
    }

    History history() {
        return history;
    }

    GameState state() {
        return history.now();
    }

    Optional<Outcome> outcome() {
        return history.outcome();
    }

    boolean isOver() {
        return history.outcome().isPresent();
    }

    boolean isClosed() {
        return closed;
    }

    int thinkingSeat() {
        return thinkingSeat;
    }

    void addListener(MatchListener listener) {
        listeners.add(listener);
    }

    void removeListener(MatchListener listener) {
        listeners.remove(listener);
    }

    synchronized void start() {
        if (startedThread || closed) {
            throw new IllegalStateException(closed ? "the match is closed" : "the match has already started");
        }
        startedThread = true;
        thread.start();
    }

    /** The outcome, or empty when the game's code fails to say (the match then ends as abandoned). */
    Optional<Outcome> safeOutcome() {
        try {
            return history.outcome();
        } catch (RuntimeException | LinkageError | AssertionError e) {
            return Optional.empty();
        }
    }

    Optional<Outcome> awaitEnd(Duration timeout) throws InterruptedException {
        long until = System.nanoTime() + timeout.toNanos();
        synchronized (monitor) {
            while (safeOutcome().isEmpty() && !closed) {
                long left = until - System.nanoTime();
                if (left <= 0) {
                    break;
                }
                TimeUnit.NANOSECONDS.timedWait(monitor, left);
            }
        }
        return safeOutcome();
    }

    void close(String reason) {
        boolean running;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            running = startedThread;
            if (running) {
                actions.add(() -> {
                    stop = true;
                    abandonReason = reason;
                });
            }
        }
        if (!running) {
            finish(reason);
            return;
        }
        if (Thread.currentThread() != thread) {
            try {
                thread.join(2000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Runs {@code action} on the match thread (at once before the thread starts); false once closed. */
    CompletableFuture<Boolean> act(Supplier<Boolean> action) {
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        Runnable r = () -> {
            try {
                done.complete(action.get());
            } catch (RuntimeException e) {
                done.completeExceptionally(e);
            }
        };
        boolean inline;
        synchronized (this) {
            if (closed) {
                done.complete(false);
                return done;
            }
            inline = !startedThread || Thread.currentThread() == thread;
            if (!inline) {
                actions.add(r); // before close() can queue the stop, so it always runs
            }
        }
        if (inline) {
            r.run();
        }
        return done;
    }

    /** The clocks now, when the game has a time control. */
    Optional<ClockReading> clocks() {
        return clocks == null ? Optional.empty() : Optional.of(clocks.read());
    }

    boolean pause(boolean pause) {
        paused = pause;
        if (pause) {
            cancelTurn();
        }
        return true;
    }

    private void loop() {
        try {
            for (Seat s : seats) {
                join(s, indexOf(s));
            }
            fire(l -> l.started(state()));
            if (isOver()) {
                fireEnded();
            }
            while (!stop) {
                if (turn == null && !paused && !isOver()) {
                    beginTurn();
                }
                Runnable action;
                if (turn != null && clocks != null && clocks.flagged()) {
                    flag(thinkingSeat); // before any move still queued: the host's clock decides
                    continue;
                }
                long wait = turn == null ? Long.MAX_VALUE : Math.min(
                        turnDeadline == Long.MAX_VALUE ? Long.MAX_VALUE : turnDeadline - System.nanoTime(),
                        clocks == null ? Long.MAX_VALUE : clocks.untilFlag());
                if (wait != Long.MAX_VALUE) {
                    action = actions.poll(Math.max(0, wait), TimeUnit.NANOSECONDS);
                    if (action == null) {
                        if (turnDeadline != Long.MAX_VALUE && System.nanoTime() - turnDeadline >= 0) {
                            overrun();
                        }
                        continue; // else the clock ran out: flagged at the top
                    }
                } else {
                    action = actions.take();
                }
                action.run();
            }
        } catch (InterruptedException e) {
            abandonReason = "interrupted";
        } catch (Throwable e) { // the game's own code failed on this thread: end the match, never die silently
            Debug.report("the match failed", e);
            abandonReason = gameFailed(e);
        }
        finish(abandonReason);
    }

    /** "the game take-away failed: ..." for an exception from the game's code. */
    private String gameFailed(Throwable e) {
        String id;
        try {
            id = game.info().id();
        } catch (RuntimeException broken) {
            id = "in play";
        }
        String why = e.getMessage() == null || e.getMessage().isBlank()
                ? "an unexpected " + e.getClass().getSimpleName() + " in its code" : e.getMessage();
        return "the game " + id + " failed: " + why;
    }

    private void finish(String reason) {
        cancelTurn();
        closed = true;
        if (safeOutcome().isEmpty()) {
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
        Player player = s.player;
        Duration limit = turnLimit(seat, s, player);
        turnLimit = limit;
        // The clock starts when the player starts to choose, on the seat's thread: a player still
        // busy beginning (an engine starting up) is not charged for it. Until then the referee
        // waits at most BEGIN_GRACE (or the limit, if longer) for the choice to start. A game's
        // time control (clocks) runs from now, for every seat: it is the players' time.
        turnDeadline = limit == null ? Long.MAX_VALUE
                : System.nanoTime() + limit.toNanos() + Math.max(limit.toNanos(), BEGIN_GRACE_NANOS) + margin(limit).toNanos();
        if (clocks != null) {
            clocks.start(seat);
        }
        thinkingSeat = seat;
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
                Clock clock = limit == null ? Clock.unlimited() : Clock.of(limit);
                if (limit != null) {
                    long due = clock.deadlineNanos() + margin(limit).toNanos();
                    actions.add(() -> {
                        if (turnId == id) {
                            turnDeadline = due;
                        }
                    });
                }
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

    /**
     * The time a seat's player may take for this move: its own limit, or with a time control and
     * a player that is not a person, its share of its bank ({@link GameClocks#budget}) when that
     * is shorter, so that a computer seat does not lose on time.
     */
    private Duration turnLimit(int seat, Seat s, Player player) {
        if (clocks == null || player instanceof HumanPlayer) {
            return s.limit;
        }
        Duration budget = clocks.budget(seat);
        return s.limit == null || budget.compareTo(s.limit) < 0 ? budget : s.limit;
    }

    private Duration margin(Duration limit) {
        return margin != null ? margin : Duration.ofMillis(250).plus(limit.dividedBy(10));
    }

    private void chosen(int id, int seat, GameState state, Move move, Throwable failure) {
        if (id != turnId) {
            return;
        }
        if (clocks != null && clocks.flagged()) {
            flag(seat); // the move came, but after the seat's time ran out
            return;
        }
        turn = null;
        thinkingSeat = -1;
        if (clocks != null) {
            clocks.stop(true);
        }
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
        } catch (IllegalArgumentException e) { // any other exception is the game's own failure: it ends the match
            faulted(seat, state, s.label() + " answered an illegal move " + move.notation() + ": " + e.getMessage());
            return;
        }
        apply(seat, legal);
    }

    private void overrun() {
        int seat = thinkingSeat;
        Duration limit = turnLimit;
        if (clocks != null) {
            clocks.stop(true); // the seat moves (by the fault's move): its increment as for any move
        }
        cancelTurn();
        Seat s = seats[seat];
        s.freshThread();
        faulted(seat, state(), s.label() + " overran its clock of " + seconds(limit) + " s");
    }

    private static String seconds(Duration d) {
        double v = d.toMillis() / 1000.0;
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private void faulted(int seat, GameState state, String message) {
        String line = Quote.line(message); // it quotes the player's answer: an engine's bytes, raw
        fire(l -> l.fault(seat, line));
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
        } else if (history.moves().size() >= plyLimit) {
            stop = true;
            abandonReason = "the game went past " + plyLimit + " moves";
        }
    }

    private void fireEnded() {
        Outcome o = outcome().orElseThrow();
        fire(l -> l.ended(o));
        signal();
    }

    private void cancelTurn() {
        if (clocks != null) {
            clocks.stop(false);
        }
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

    boolean undoTo(int seat) {
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

    boolean redoTo(int seat) {
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

    boolean resignNow(int seat) {
        if (history.outcome().isPresent()) {
            return false;
        }
        cancelTurn();
        lost(seat, " resigns");
        return true;
    }

    /**
     * The seat to move ran out of time: the game ends as a loss on time for it, recorded like a
     * resignation. With two seats the other wins; with more, the flagged seat is ranked last and
     * the others share first place (a game cannot go on without a seat).
     */
    private void flag(int seat) {
        clocks.flag();
        cancelTurn();
        lost(seat, " loses on time");
    }

    /** The game ends with {@code seat} last and the others sharing first place: "Red resigns: Blue wins". */
    private void lost(int seat, String how) {
        History h = history;
        List<Integer> ranks = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        double[] score = h.now().score();
        for (int i = 0; i < seats.length; i++) {
            ranks.add(i == seat ? 1 : 0);
            scores.add(i < score.length ? score[i] : 0.0);
        }
        String summary = seats[seat].name + how + (seats.length == 2 ? ": " + seats[1 - seat].name + " wins" : "");
        history = h.resign(new Outcome(scores, ranks, summary));
        fireEnded();
    }

    boolean replace(int seat, Player player, String spec) {
        if (thinkingSeat == seat) {
            cancelTurn();
        }
        seats[seat].replace(player, spec);
        join(seats[seat], seat);
        return true;
    }

    /**
     * Tells a seat's player that the game begins, at its true starting position, and then every
     * move played so far: a player that joins a game in progress (a resumed record, a seat taken
     * over) learns it as the game was played, which a player that can only follow a game from
     * its start (an external engine) needs.
     */
    private void join(Seat s, int index) {
        History h = history;
        List<Move> moves = h.moves();
        List<GameState> states = h.states();
        s.tell(p -> {
            p.begin(game.info(), setup, states.get(0), index);
            for (int i = 0; i < moves.size(); i++) {
                p.played(moves.get(i), states.get(i + 1));
            }
        });
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
}
