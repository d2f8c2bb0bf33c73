package org.beadbox.tools.webload;

import java.util.Arrays;

/** Round-trip times in nanoseconds, from many threads; percentiles at the end. */
final class Latencies {

    private long[] values = new long[4096];
    private int size;

    synchronized void add(long nanos) {
        if (size == values.length) {
            values = Arrays.copyOf(values, size * 2);
        }
        values[size++] = nanos;
    }

    synchronized int count() {
        return size;
    }

    /** The {@code p}-th percentile (0 to 100, nearest rank) in milliseconds; NaN when empty. */
    synchronized double percentileMillis(double p) {
        if (size == 0) {
            return Double.NaN;
        }
        long[] sorted = Arrays.copyOf(values, size);
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(p / 100.0 * size);
        return sorted[Math.max(0, Math.min(size - 1, rank - 1))] / 1e6;
    }

    synchronized double maxMillis() {
        long max = 0;
        for (int i = 0; i < size; i++) {
            max = Math.max(max, values[i]);
        }
        return size == 0 ? Double.NaN : max / 1e6;
    }
}
