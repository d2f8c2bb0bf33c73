package org.beadbox.core;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Callable;
import org.beadbox.api.Player;

/**
 * One seat of a running {@link Match}: its player, name, spec and time limit, and the single
 * thread on which every call to its player is made (so a player needs no locking). When a player
 * hangs past its clock the thread is abandoned and a fresh one takes over.
 */
final class Seat {

    private final int index;
    private final String matchName;
    final String name;
    volatile Player player;
    volatile String spec;
    final Duration limit;
    private ExecutorService thread;

    Seat(int index, String matchName, String name, Player player, String spec, Duration limit) {
        this.index = index;
        this.matchName = matchName;
        this.name = name;
        this.player = player;
        this.spec = spec;
        this.limit = limit;
        this.thread = newThread();
    }

    private ExecutorService newThread() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, matchName + "-seat-" + index);
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs a notification on the seat's thread, ignoring what it throws. */
    synchronized void tell(PlayerCall call) {
        Player p = player;
        try {
            thread.execute(() -> {
                try {
                    call.apply(p);
                } catch (RuntimeException e) {
                    Debug.report("player of seat " + index + " failed in a notification", e);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            Debug.report("seat " + index + " is closed", e);
        }
    }

    /** Runs a choice on the seat's thread. */
    synchronized Future<?> submit(Callable<Void> task) {
        return thread.submit(task);
    }

    /** Abandons a thread that may be stuck in the player and starts a fresh one. */
    synchronized void freshThread() {
        thread.shutdownNow();
        thread = newThread();
    }

    /** Closes the old player on its own thread and gives the seat a new player on a new thread. */
    synchronized void replace(Player newPlayer, String newSpec) {
        tell(Player::close);
        thread.shutdown();
        thread = newThread();
        player = newPlayer;
        spec = newSpec;
    }

    /** Closes the player on its thread, then lets the thread end. */
    synchronized void close() {
        tell(Player::close);
        thread.shutdown();
    }

    /** "Player 2 (mcts:time=1)". */
    String label() {
        return spec == null || spec.isEmpty() ? name : name + " (" + spec + ")";
    }

    /** A call to a player. */
    @FunctionalInterface
    interface PlayerCall {
        void apply(Player p);
    }
}
