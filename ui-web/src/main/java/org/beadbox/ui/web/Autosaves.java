package org.beadbox.ui.web;

import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.RecordStore;

/**
 * The tables' autosavers, whose waits for the disk run on two writer threads instead of each
 * match's own thread. Each save is written whole and renamed into place on the match's thread,
 * before the table tells anyone of the move (the autosaver is the match's first listener), so a
 * host process killed the moment a move reaches the players has that move on file when it starts
 * again (HostRestartIT). Forcing a file to disk takes about 20 ms on a plain disk: with hundreds
 * of tables moving at once the match threads queued on the disk, so that the state showing a
 * move waited for it, and the load benchmark measured round trips of seconds (docs/web-load.md).
 * So each file written is handed here and forced by a writer thread (one force for any number of
 * saves of the same file queued meanwhile). Until then only a crash of the machine, not of the
 * process, may lose the last moves. {@link #close} waits for what is queued.
 */
final class Autosaves implements AutoCloseable {

    private final ExecutorService writers = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
        Thread t = new Thread(r, "beadbox-web-autosave");
        t.setDaemon(true);
        return t;
    });

    /** The files waiting to be forced: one that is saved again meanwhile is forced once. */
    private final Set<Path> pending = ConcurrentHashMap.newKeySet();

    /** The autosaver of {@code match} in {@code store}, replacing the autosave {@code resumedFrom} (or null). */
    MatchListener autosaver(RecordStore store, Match match, Path resumedFrom) {
        return store.autosaver(match, resumedFrom, this::forceLater);
    }

    /** Forces {@code file} to disk on a writer thread, unless it already waits for that. */
    private void forceLater(Path file) {
        if (!pending.add(file)) {
            return;
        }
        try {
            writers.execute(() -> force(file));
        } catch (RejectedExecutionException stopped) {
            force(file); // the front-end is stopping: on this thread
        }
    }

    private void force(Path file) {
        pending.remove(file); // a save after this point is forced again
        try {
            RecordStore.force(file);
        } catch (java.io.UncheckedIOException e) {
            System.err.println("beadbox web: " + e.getMessage());
        }
    }

    /** Waits (a few seconds at most) for the queued forces. */
    @Override
    public void close() {
        writers.shutdown();
        try {
            if (!writers.awaitTermination(10, TimeUnit.SECONDS)) {
                System.err.println("beadbox web: some autosaves were not yet forced to disk when the web front-end stopped");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
