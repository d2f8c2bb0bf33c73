package org.beadbox.game.mancala;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.beadbox.api.Outcome;

/**
 * The endgame tables in use, one per number of stones on the board and tie rule: the ten-stone
 * table covers every real position with no gem left in the pits (stones are never captured);
 * tables of fewer stones cover only set-up positions, and cost milliseconds. Each is read from the
 * Beadbox folder's {@code endgame} folder or, when the file is missing, built on first use on a
 * background thread (about six seconds for ten stones) and written there. Until it is ready
 * {@link #solved} answers empty, so a search never waits.
 */
final class Endgames {

    private static final Logger LOG = Logger.getLogger(Endgames.class.getName());

    /** The most stones a table covers: all of them. */
    static final int STONES = 10;

    private static volatile Path folder;
    private static final AtomicReferenceArray<Endgame> TABLES = new AtomicReferenceArray<>(2 * (STONES + 1));
    private static final boolean[] STARTED = new boolean[2 * (STONES + 1)];

    private Endgames() {
    }

    /** The folder tables are read from and written to; null keeps them in memory only. */
    static void folder(Path endgameFolder) {
        folder = endgameFolder;
    }

    /** The exact result of a covered position under perfect play, once the table is ready. */
    static Optional<Outcome> solved(Board b, boolean mindsports) {
        if (b.n != 5 || b.gemsInPits != 0 || b.over()) {
            return Optional.empty();
        }
        int stones = 0;
        for (int i = 0; i < b.size; i++) {
            stones += b.count[i];
        }
        if (stones > STONES) {
            return Optional.empty();
        }
        Endgame table = table(stones, mindsports);
        Endgame.Value v = table == null ? null : table.probe(b);
        return v == null ? Optional.empty() : Optional.of(outcome(b, v));
    }

    /** The outcome a table value stands for, with the present scores. */
    static Outcome outcome(Board b, Endgame.Value v) {
        double[] scores = {b.points[0], b.points[1]};
        String score = b.points[0] + "–" + b.points[1];
        if (v == Endgame.Value.DRAW) {
            return new Outcome(java.util.List.of(scores[0], scores[1]), java.util.List.of(0, 0),
                    "neither side can force a win from " + score + " (endgame table)");
        }
        int winner = v == Endgame.Value.WIN ? b.toMove : 1 - b.toMove;
        return Outcome.winner(winner, scores, Pits.side(winner) + " wins with best play from " + score + " (endgame table)");
    }

    /** The table for a tie rule if ready; otherwise starts loading or building it and returns null. */
    private static Endgame table(int stones, boolean mindsports) {
        int rule = 2 * stones + (mindsports ? 1 : 0);
        Endgame t = TABLES.get(rule);
        if (t != null) {
            return t;
        }
        synchronized (STARTED) {
            if (!STARTED[rule]) {
                STARTED[rule] = true;
                Thread builder = new Thread(() -> {
                    try {
                        TABLES.set(rule, load(folder, stones, mindsports));
                    } catch (RuntimeException | OutOfMemoryError e) {
                        LOG.log(Level.WARNING, "could not build the Glass Bead Game's endgame table: " + e, e);
                    }
                }, "glassbead-endgame");
                builder.setDaemon(true);
                builder.setPriority(Thread.MIN_PRIORITY);
                builder.start();
            }
        }
        return null;
    }

    /** Waits for a tie rule's table (tests and the build command); loads or builds it here if not started. */
    static Endgame await(int stones, boolean mindsports) {
        int rule = 2 * stones + (mindsports ? 1 : 0);
        Endgame t = TABLES.get(rule);
        if (t != null) {
            return t;
        }
        synchronized (STARTED) {
            if (!STARTED[rule]) {
                STARTED[rule] = true;
                t = load(folder, stones, mindsports);
                TABLES.set(rule, t);
                return t;
            }
        }
        while ((t = TABLES.get(rule)) == null) {
            Thread.onSpinWait();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
        return t;
    }

    /** Reads the table from {@code dir}, or builds it and writes it there. */
    static Endgame load(Path dir, int stones, boolean mindsports) {
        Path file = dir == null ? null : dir.resolve(Endgame.fileName(stones, mindsports));
        if (file != null && Files.isRegularFile(file)) {
            try {
                Endgame t = Endgame.read(file, stones, mindsports);
                if (t != null) {
                    return t;
                }
                LOG.warning(file + " is not a Glass Bead Game endgame table of this version: building it anew");
            } catch (IOException | RuntimeException e) {
                LOG.log(Level.WARNING, "could not read " + file + " (" + e + "): building it anew");
            }
        }
        Endgame t = Endgame.build(stones, mindsports);
        if (file != null) {
            try {
                t.write(file);
            } catch (IOException e) {
                LOG.log(Level.WARNING, "could not write the endgame table " + file + ": " + e);
            }
        }
        return t;
    }
}
