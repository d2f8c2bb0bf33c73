package org.beadbox.ai.external;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Asks the configured engines which games they play, all at once: the first factory asked
 * starts the question to every other, each in a thread of its own, and waits for its own answer
 * at most {@link #WAIT_MILLIS} from when its question started, so that a list of engines takes
 * about as long as the slowest of them, and never more than that limit. Answers are kept in an
 * {@link AnswerCache} when there is one, so that an engine unchanged since is not started at all.
 */
final class EngineProbes implements AutoCloseable {

    /** How long {@code supports} waits for an engine to say what it plays. */
    static final long WAIT_MILLIS = 3_000;

    private final AnswerCache cache;
    private final long waitMillis;
    private final Set<EngineFactory> factories = ConcurrentHashMap.newKeySet();
    private final ExecutorService pool;

    /** Probes keeping their answers in {@code cache} (null: none kept), waiting {@link #WAIT_MILLIS} for each. */
    EngineProbes(AnswerCache cache) {
        this(cache, WAIT_MILLIS);
    }

    /** The same, waiting {@code waitMillis} for each answer (tests of what is answered give a slow machine longer). */
    EngineProbes(AnswerCache cache, long waitMillis) {
        this.cache = cache;
        this.waitMillis = waitMillis;
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "beadbox engine question " + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /** How long a factory waits for its engine's answer, from when its question started. */
    long waitMillis() {
        return waitMillis;
    }

    /** The cache, or null. */
    AnswerCache cache() {
        return cache;
    }

    /** Where the questions run. */
    ExecutorService pool() {
        return pool;
    }

    /** A factory to ask along with the others. */
    void add(EngineFactory factory) {
        factories.add(factory);
    }

    /** A factory no longer configured. */
    void remove(EngineFactory factory) {
        factories.remove(factory);
    }

    /** Starts the question to every factory not asked yet. */
    void startAll() {
        for (EngineFactory f : factories) {
            f.probe();
        }
    }

    /** Stops the questions still running, ending their engines. */
    @Override
    public void close() {
        pool.shutdownNow();
    }
}
