package org.beadbox.core;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Quote;

/**
 * The thread that runs a {@link Match}: it asks the seat to move for a move, watches the clock,
 * handles faults, applies moves and control actions (undo, redo, resignation, a new player) one
 * at a time from a queue, and tells the listeners. Everything that changes the match happens on
 * this thread; the {@link History} its {@link Course} publishes is what every other thread reads.
 * How long a turn may last is {@link TurnTimes}'; what a fault says and plays is {@link Faults}'.
 */
final class Referee {

    private final Game game;
    private final Seats seats;
    private final MatchEvents events;
    private final Course course;
    private final Faults faults;
    private final Deadlines deadlines;
    private final BlockingQueue<Runnable> actions = new LinkedBlockingQueue<>();
    private final Thread thread;
    private final Draws draws;

    private volatile boolean closed;
    private volatile int turnId;
    private volatile int thinkingSeat = -1;
    private boolean startedThread;
    private boolean paused;
    private boolean stop;
    private Future<?> turn;
    private GameState turnState;
    private String abandonReason = "closed";

    /**
     * @param clocks the game's clocks, or null when it has no time control
     * @param clockStart when the clocks start and a game is aborted; null when there are no clocks
     */
    Referee(Game game, Seats seats, Course course, MatchEvents events, Faults faults, TurnTimes times, GameClocks clocks,
            ClockStart clockStart, String threadName) {
        this.game = game;
        this.seats = seats;
        this.course = course;
        this.events = events;
        this.faults = faults;
        this.deadlines = new Deadlines(times, clocks, clockStart);
        this.draws = new Draws(seats, course, events, actions::add, this::cancelTurn);
        this.thread = new Thread(this::loop, threadName);
        this.thread.setDaemon(true);
    }

    boolean isClosed() {
        return closed;
    }

    int thinkingSeat() {
        return thinkingSeat;
    }

    synchronized void start() {
        if (startedThread || closed) {
            throw new IllegalStateException(closed ? "the match is closed" : "the match has already started");
        }
        startedThread = true;
        thread.start();
    }

    Optional<Outcome> awaitEnd(Duration timeout) throws InterruptedException {
        events.await(() -> course.safeOutcome().isPresent() || closed, timeout);
        return course.safeOutcome();
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
        return act(action, false);
    }

    /** The same, completing with {@code whenClosed} once the match is closed. */
    <T> CompletableFuture<T> act(Supplier<T> action, T whenClosed) {
        CompletableFuture<T> done = new CompletableFuture<>();
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
                done.complete(whenClosed);
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

    /** The clocks, limits and first move's window of the turn under way. */
    Deadlines deadlines() {
        return deadlines;
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
            for (int i = 0; i < seats.count(); i++) {
                course.join(i);
            }
            events.fire(l -> l.started(course.now()));
            if (course.isOver()) {
                course.ended();
            }
            while (!stop) {
                if (turn == null && !paused && !course.isOver()) {
                    beginTurn();
                }
                Runnable action;
                if (turn != null && deadlines.flagged()) {
                    flag(thinkingSeat); // before any move still queued: the host's clock decides
                    continue;
                }
                if (turn != null && deadlines.firstMoveMissed()) {
                    abort(thinkingSeat); // no first move within the window: nobody came
                    continue;
                }
                long wait = turn == null ? Long.MAX_VALUE : deadlines.untilNext();
                if (wait != Long.MAX_VALUE) {
                    action = actions.poll(Math.max(0, wait), TimeUnit.NANOSECONDS);
                    if (action == null) {
                        if (deadlines.overran()) {
                            overrun();
                        }
                        continue; // else the clock ran out or the first move's window closed: at the top
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
            abandonReason = Faults.gameFailed(game, e);
        }
        finish(abandonReason);
    }

    private void finish(String reason) {
        cancelTurn();
        closed = true;
        if (course.safeOutcome().isEmpty()) {
            events.fire(l -> l.abandoned(reason));
        }
        seats.closeAll();
        events.wake();
    }

    private void beginTurn() {
        GameState state = course.now();
        int seat = state.toMove();
        Seat s = seats.get(seat);
        int id = ++turnId;
        Player player = s.player;
        Duration limit = deadlines.begin(seat, s, player, course.history());
        thinkingSeat = seat;
        if (player instanceof HumanPlayer human) {
            human.expect(state);
        }
        turnState = state;
        events.fire(l -> l.turn(seat, state));
        Progress progress = analysis -> {
            if (turnId == id) {
                events.fire(l -> l.thinking(seat, analysis));
            }
        };
        turn = s.submit(() -> {
            Move move = null;
            Throwable failure = null;
            try {
                Clock clock = limit == null ? Clock.unlimited() : Clock.of(limit);
                if (limit != null) {
                    long due = deadlines.due(clock, limit);
                    actions.add(() -> {
                        if (turnId == id) {
                            deadlines.dueAt(due);
                        }
                    });
                }
                // A player searches the plugin's own position (its clock is its deadline); a person's
                // front-end gets the guarded one.
                move = player.choose(player instanceof HumanPlayer ? state : StateUnderDeadline.plugin(state), clock, progress);
            } catch (Throwable t) {
                failure = t;
            }
            Move m = move;
            Throwable f = failure;
            actions.add(() -> chosen(id, seat, state, m, f));
            return null;
        });
    }

    private void chosen(int id, int seat, GameState state, Move move, Throwable failure) {
        if (id != turnId) {
            return;
        }
        if (deadlines.flagged()) {
            flag(seat); // the move came, but after the seat's time ran out
            return;
        }
        turn = null;
        thinkingSeat = -1;
        deadlines.stopForMove();
        Faults.judge(seats.get(seat).label(), state, move, failure, message -> faulted(seat, state, message),
                legal -> apply(seat, legal));
    }

    private void overrun() {
        int seat = thinkingSeat;
        Duration limit = deadlines.turnLimit();
        deadlines.stopForMove(); // the seat moves (by the fault's move): its increment as for any move
        cancelTurn();
        Seat s = seats.get(seat);
        s.freshThread();
        faulted(seat, course.now(), Faults.overran(s.label(), limit));
    }

    private void faulted(int seat, GameState state, String message) {
        String line = Quote.line(message); // it quotes the player's answer: an engine's bytes, raw
        events.fire(l -> l.fault(seat, line));
        apply(seat, faults.standIn(state));
    }

    private void apply(int seat, Move move) {
        draws.lapse();
        deadlines.moved();
        if (course.play(seat, move)) {
            stopPastLimit();
        }
    }

    private void stopPastLimit() {
        stop = true;
        abandonReason = "the game went past " + course.plyLimit() + " moves";
    }

    private void cancelTurn() {
        deadlines.cancelled();
        if (turn != null) {
            turn.cancel(true);
            turn = null;
            if (thinkingSeat >= 0 && seats.get(thinkingSeat).player instanceof HumanPlayer human) {
                human.cancel(turnState);
            }
        }
        turnId++;
        thinkingSeat = -1;
    }

    boolean undoTo(int seat) {
        int target = course.undoTarget(seat);
        if (target < 0) {
            return false;
        }
        draws.lapse();
        cancelTurn();
        course.undoTo(target);
        return true;
    }

    boolean redoTo(int seat) {
        if (!course.canRedo()) {
            return false;
        }
        draws.lapse();
        cancelTurn();
        if (course.redo(seat)) {
            stopPastLimit();
        }
        return true;
    }

    boolean resignNow(int seat) {
        if (course.isOver()) {
            return false;
        }
        draws.lapse();
        cancelTurn();
        course.lose(seat, " resigns");
        return true;
    }

    /**
     * The seat to move ran out of time: the game ends as a loss on time for it, recorded like a
     * resignation. With two seats the other wins; with more, the flagged seat is ranked last and
     * the others share first place (a game cannot go on without a seat).
     */
    private void flag(int seat) {
        deadlines.flag();
        draws.lapse();
        cancelTurn();
        course.lose(seat, " loses on time");
    }

    /**
     * The seat to move made no first move within the window: the match ends without a result,
     * as abandoned with the reason "aborted: …" ({@link ClockStart}).
     */
    private void abort(int seat) {
        String reason = deadlines.abortReason(seats.get(seat).name);
        draws.lapse();
        cancelTurn();
        stop = true;
        abandonReason = reason;
    }

    /** The draw offers. */
    Draws draws() {
        return draws;
    }

    boolean replace(int seat, Player player, String spec) {
        if (thinkingSeat == seat) {
            cancelTurn();
        }
        seats.get(seat).replace(player, spec);
        course.join(seat);
        return true;
    }
}
