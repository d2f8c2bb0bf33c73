package org.beadbox.ui.web;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.core.MatchListener;

/**
 * Runs the tables' autosavers on two writer threads instead of each match's own thread. An
 * autosave forces the file and its folder to disk: about 20 ms each on a plain disk, and with
 * hundreds of tables moving at once the match threads queued on the disk, so that the state
 * showing a move (sent after the listeners) waited for it: the load benchmark measured round
 * trips of seconds (docs/web-load.md). Each table's events keep their order; moves that pile
 * up while a save is under way are written once, as the autosaver writes the match's record as
 * it stands. {@link #close} waits for what is queued.
 */
final class Autosaves implements AutoCloseable {

    private final ExecutorService writers = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
        Thread t = new Thread(r, "beadbox-web-autosave");
        t.setDaemon(true);
        return t;
    });

    /**
     * Held while a finished game is filed: RecordStore.saveRecord names the file by the game and
     * the second, and takes the next free name by looking first, so two tables of one game that
     * ended in the same second on the two writer threads were filed under one name, the second
     * record over the first (2 records of 200 in the load benchmark).
     */
    private final Object filing = new Object();

    /** {@code saver}'s events, heard on the match's thread and played on a writer thread. */
    MatchListener queued(MatchListener saver) {
        return new Queued(saver);
    }

    /** Waits (a few seconds at most) for the queued saves. */
    @Override
    public void close() {
        writers.shutdown();
        try {
            if (!writers.awaitTermination(10, TimeUnit.SECONDS)) {
                System.err.println("beadbox web: some autosaves were still queued when the web front-end stopped");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** One table's queue of events. */
    private final class Queued implements MatchListener {

        private final MatchListener saver;
        private final List<Event> queue = new ArrayList<>();
        private boolean draining;

        /** An event for the saver: {@code move} when it is a move that is saved (not the last). */
        private record Event(boolean move, boolean end, Consumer<MatchListener> call) {
        }

        Queued(MatchListener saver) {
            this.saver = saver;
        }

        private void add(Event e) {
            synchronized (this) {
                queue.add(e);
                if (draining) {
                    return;
                }
                draining = true;
            }
            try {
                writers.execute(this::drain);
            } catch (java.util.concurrent.RejectedExecutionException stopped) {
                drain(); // the front-end is stopping: save on this thread
            }
        }

        private void drain() {
            while (true) {
                List<Event> batch;
                synchronized (this) {
                    if (queue.isEmpty()) {
                        draining = false;
                        return;
                    }
                    batch = new ArrayList<>(queue);
                    queue.clear();
                }
                for (int i = 0; i < batch.size(); i++) {
                    Event e = batch.get(i);
                    // A move needs no save of its own when the next event saves the record again (a
                    // move) or files it whole (the game's end).
                    Event next = i + 1 < batch.size() ? batch.get(i + 1) : null;
                    if (e.move() && next != null && (next.move() || next.end())) {
                        continue;
                    }
                    e.call().accept(saver);
                }
            }
        }

        @Override
        public void started(GameState state) {
            add(new Event(false, false, l -> l.started(state)));
        }

        @Override
        public void moved(int seat, Move move, GameState after) {
            add(new Event(!after.isOver(), false, l -> l.moved(seat, move, after)));
        }

        @Override
        public void undone(GameState now) {
            add(new Event(false, false, l -> l.undone(now)));
        }

        @Override
        public void ended(Outcome outcome) {
            add(new Event(false, true, l -> {
                synchronized (filing) {
                    l.ended(outcome);
                }
            }));
        }
    }
}
