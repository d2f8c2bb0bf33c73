package org.beadbox.ui.web;

import java.util.Arrays;
import java.util.Locale;

/**
 * Where a move's time goes on the host, for the load benchmark (docs/web-load.md): off unless
 * the JVM runs with {@code -Dbeadbox.web.timings=true}, and then served to the host or the benchmark's key at
 * {@code /timings} ({@link TimingsServlet}), one line a stage, {@code STAGE n=... p50=... p99=...
 * max=... ms}. It separates the host's share of a round trip from the client's queueing.
 */
final class ServerTimes {

    /** Whether the timings are taken (a system property, read once). */
    static final boolean ON = Boolean.getBoolean("beadbox.web.timings");

    /** A stage, each timed from the moment the frame of a move (or of steps) was read. */
    enum Stage {
        /** The move frame read to the match's {@code moved} (the match thread has played it). */
        MOVE_PLAYED("move-played"),
        /** ... to the state messages showing it handed to Jetty, to every connection. */
        MOVE_SENT("move-sent"),
        /** ... to Jetty having written the last of those frames to its socket. */
        MOVE_WRITTEN("move-written"),
        /** A {@code steps} frame read to its answer handed to Jetty. */
        STEPS_SENT("steps-sent");

        final String label;

        Stage(String label) {
            this.label = label;
        }
    }

    private static final Series[] SERIES = new Series[Stage.values().length];

    static {
        for (int i = 0; i < SERIES.length; i++) {
            SERIES[i] = new Series();
        }
    }

    private ServerTimes() {
    }

    /** {@link Stage#MOVE_WRITTEN} per game: the games' moves differ a hundredfold in size. */
    private static final java.util.Map<String, Series> WRITTEN_BY_GAME = new java.util.concurrent.ConcurrentSkipListMap<>();

    /** Records that {@code stage} ended now for something heard at {@code heardNanos} (a nanoTime). */
    static void since(Stage stage, long heardNanos) {
        if (ON && heardNanos != 0) {
            SERIES[stage.ordinal()].add(System.nanoTime() - heardNanos);
        }
    }

    /** The same, for a move of {@code game}, also counted apart for its game ({@code move-written} only). */
    static void since(Stage stage, String game, long heardNanos) {
        if (ON && heardNanos != 0) {
            long nanos = System.nanoTime() - heardNanos;
            SERIES[stage.ordinal()].add(nanos);
            if (stage == Stage.MOVE_WRITTEN) {
                WRITTEN_BY_GAME.computeIfAbsent(game, g -> new Series()).add(nanos);
            }
        }
    }

    /** Every stage's figures, one line each. */
    static String report() {
        StringBuilder b = new StringBuilder();
        for (Stage s : Stage.values()) {
            b.append(s.label).append(' ').append(SERIES[s.ordinal()].summary()).append('\n');
        }
        WRITTEN_BY_GAME.forEach((game, series) ->
                b.append(Stage.MOVE_WRITTEN.label).append(' ').append(game).append(' ').append(series.summary()).append('\n'));
        return b.toString();
    }

    /** Forgets what was timed so far (the benchmark's warm-up). */
    static void reset() {
        for (Series s : SERIES) {
            s.clear();
        }
        WRITTEN_BY_GAME.values().forEach(Series::clear);
    }

    /** Durations in nanoseconds, kept whole (a benchmark's worth: a few hundred thousand). */
    private static final class Series {

        private long[] values = new long[1024];
        private int size;

        synchronized void add(long nanos) {
            if (size == values.length) {
                values = Arrays.copyOf(values, size * 2);
            }
            values[size++] = nanos;
        }

        synchronized void clear() {
            size = 0;
        }

        synchronized String summary() {
            long[] v = Arrays.copyOf(values, size);
            Arrays.sort(v);
            return String.format(Locale.ROOT, "n=%d p50=%.2f p90=%.2f p99=%.2f max=%.2f ms", size, at(v, 50), at(v, 90), at(v, 99),
                    size == 0 ? Double.NaN : v[size - 1] / 1e6);
        }

        private static double at(long[] sorted, double p) {
            if (sorted.length == 0) {
                return Double.NaN;
            }
            int rank = (int) Math.ceil(p / 100 * sorted.length);
            return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))] / 1e6;
        }
    }
}
