package org.beadbox.api;

import java.util.List;
import java.util.Objects;

/**
 * A snapshot of a player's thinking.
 *
 * @param iterations search iterations (playouts, nodes) so far
 * @param elapsedMillis time spent so far
 * @param done how much of its budget is spent, from 0 to 1
 * @param bestMove the notation of the move it would play now, or null
 * @param winEstimate its estimate, from 0 to 1, of the mover's chance of winning, or NaN if it has none
 * @param line the expected continuation in notation, starting with {@code bestMove}; may be empty
 */
public record Analysis(long iterations, long elapsedMillis, double done, String bestMove, double winEstimate, List<String> line) {

    /** Clamps {@code done} and copies the line. */
    public Analysis {
        done = Math.max(0, Math.min(1, done));
        line = List.copyOf(Objects.requireNonNullElse(line, List.of()));
    }
}
