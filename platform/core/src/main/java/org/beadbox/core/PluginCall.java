package org.beadbox.core;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A call from the platform into a plugin's code, under a deadline: the call runs on a thread of
 * its own (daemon threads, ended after a few idle seconds), and the caller waits at most the
 * limit. Java cannot stop a thread, so a call that overruns keeps its thread until it returns, if
 * it ever does; the caller goes on at once with a {@link Overrun}.
 *
 * <p>Meant for the boundaries where the platform meets a plugin (a game's facts, options, setup
 * and first position), not for hot paths: a handoff costs tens of microseconds, which a move
 * generator or a playout must not pay.
 *
 * <p>The limit is {@code -Dbeadbox.plugin.timeout} (milliseconds, default 5000).
 */
final class PluginCall {

    /** The deadline of a call, in milliseconds. */
    static final long LIMIT_MILLIS = Long.getLong("beadbox.plugin.timeout", 5_000L);

    private static final AtomicInteger COUNT = new AtomicInteger();
    private static final ExecutorService THREADS = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 5, TimeUnit.SECONDS,
            new SynchronousQueue<>(), task -> {
                Thread t = new Thread(task, "beadbox-plugin-call-" + COUNT.incrementAndGet());
                t.setDaemon(true);
                return t;
            });

    private PluginCall() {
    }

    /** A plugin's code did not return within the limit; the message says what was called. */
    static final class Overrun extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        private final transient CompletableFuture<?> late;

        Overrun(String message) {
            this(message, CompletableFuture.failedFuture(new IllegalStateException(message)));
        }

        Overrun(String message, CompletableFuture<?> late) {
            super(message);
            this.late = late;
        }

        /** The call that overran, still running: it completes if the plugin ever answers. */
        CompletableFuture<?> late() {
            return late;
        }
    }

    /**
     * Runs {@code call} under {@link #LIMIT_MILLIS}. What it throws reaches the caller as it was
     * thrown (a checked exception wrapped in an {@link IllegalStateException}).
     *
     * @param what what is called, for the message: {@code "options()"}
     * @throws Overrun "did not return from options() within 5 s"
     */
    static <T> T call(String what, Callable<T> call) {
        return call(what, LIMIT_MILLIS, call);
    }

    /** As {@link #call(String, Callable)}, with another limit. */
    static <T> T call(String what, long limitMillis, Callable<T> call) {
        CompletableFuture<T> f = submit(call);
        try {
            return f.get(limitMillis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            throw new Overrun("did not return from " + what + " within " + seconds(limitMillis), f);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + what, e);
        } catch (ExecutionException e) {
            Throwable t = e.getCause();
            if (t instanceof RuntimeException r) {
                throw r;
            }
            if (t instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(t);
        }
    }

    /** Starts {@code call} on a thread of its own; its result, or what it threw. */
    private static <T> CompletableFuture<T> submit(Callable<T> call) {
        CompletableFuture<T> f = new CompletableFuture<>();
        try {
            THREADS.execute(() -> {
                try {
                    f.complete(call.call());
                } catch (Throwable t) {
                    f.completeExceptionally(t);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            throw new IllegalStateException("no thread for a call into a plugin", e);
        }
        return f;
    }

    /** "5 s", or "0.5 s" for a limit under a second. */
    static String seconds(long millis) {
        return millis % 1000 == 0 ? millis / 1000 + " s" : String.format(java.util.Locale.ROOT, "%.1f s", millis / 1000.0);
    }
}
