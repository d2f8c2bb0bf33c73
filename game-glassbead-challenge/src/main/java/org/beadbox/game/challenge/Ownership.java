package org.beadbox.game.challenge;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The expected final margin of a position: each bead or stake counts one square for its colour,
 * and each empty square counts what such squares came to at the end of the search player's games
 * against itself, from where it stands now: the lead of the beads around it, how many of its empty
 * neighbours each colour may still drop on (those the other colour does not own), and who is to
 * move. A square one bead ahead with three open squares around it is far from won: about one in
 * four such squares changes hands before the end. The table ({@code ownership.txt} beside this
 * class, fitted by the test tool {@code OwnershipFit} on the square board of side 10) holds, for
 * each case, Red's expected share of the square from -1 (Blue's for certain) to 1 (Red's); the
 * same table serves the other boards and the other drop rule, where searches judged by it played
 * no worse than searches judged by today's territory. The table shipped comes from 94 games of the
 * search player against itself: 34 at 2,000 playouts a move judged by territory alone, then 60 at
 * a tenth of a second a move judged by a first table fitted on those.
 */
final class Ownership {

    private static final int LEADS = 7;
    private static final int DROPS = 5;
    /** The number of cases in the table. */
    static final int SIZE = LEADS * DROPS * DROPS * 2;

    /** The table, read when first needed (so that {@link #index} works without it, for the tool that fits it). */
    private static final class Table {
        static final double[] VALUES = load();
    }

    private Ownership() {
    }

    /**
     * Red's expected margin in squares, Blue's komi not included. A position made by a drop is
     * judged from the position before it: that one's squares are summed once per thread and
     * kept, and each position after one of its drops re-reads only the squares near the drop.
     */
    static double redMargin(ChallengeState s) {
        if (s.before == null || s.last < 0) {
            return full(s.board, s.wordsView(), s.colour);
        }
        Board b = s.board;
        double[] shares = parent(b, s.before, s.colour);
        long[] w = s.wordsView();
        Reach reach = new Reach(b, w);
        double margin = shares[b.cells] + (Board.has(w[Words.RED], w[Words.RED + 1], s.last) ? 1 : -1);
        for (int i = b.nearStart[s.last]; i < b.nearStart[s.last + 1]; i++) {
            int cell = b.near[i];
            margin -= shares[cell];
            if (!Board.has(w[Words.OCC], w[Words.OCC + 1], cell)) {
                margin += reach.share(cell, s.colour);
            }
        }
        return margin;
    }

    /** The same margin read square by square over the whole board, without the position before. */
    static double redMarginAfresh(ChallengeState s) {
        return full(s.board, s.wordsView(), s.colour);
    }

    /** The margin of the words {@code w} with {@code mover} to move, square by square. */
    private static double full(Board b, long[] w, int mover) {
        return read(b, w, mover, null);
    }

    /**
     * The margin of the words {@code w} with {@code mover} to move, square by square; with
     * {@code shares}, also each empty square's share written there (the others left as they are).
     */
    private static double read(Board b, long[] w, int mover, double[] shares) {
        Reach reach = new Reach(b, w);
        double margin = beads(w);
        for (int word = 0; word < 2; word++) {
            for (long m = word == 0 ? reach.empty0 : reach.empty1; m != 0; m &= m - 1) {
                int cell = Long.numberOfTrailingZeros(m) + (word << 6);
                double share = reach.share(cell, mover);
                margin += share;
                if (shares != null) {
                    shares[cell] = share;
                }
            }
        }
        return margin;
    }

    /** Red's beads less Blue's beads and stakes. */
    private static int beads(long[] w) {
        return Long.bitCount(w[Words.RED]) + Long.bitCount(w[Words.RED + 1])
                - Long.bitCount(w[Words.BLUE] | w[Words.STAKE]) - Long.bitCount(w[Words.BLUE + 1] | w[Words.STAKE + 1]);
    }

    /** The empty squares of a position and those each colour may drop on, as bit sets. */
    private static final class Reach {
        final Board b;
        final long[] w;
        final long empty0;
        final long empty1;
        final long redMay0;
        final long redMay1;
        final long blueMay0;
        final long blueMay1;

        Reach(Board b, long[] w) {
            this.b = b;
            this.w = w;
            empty0 = b.all0 & ~w[Words.OCC];
            empty1 = b.all1 & ~w[Words.OCC + 1];
            redMay0 = empty0 & ~w[Words.OWN + 2];
            redMay1 = empty1 & ~w[Words.OWN + 3];
            blueMay0 = empty0 & ~w[Words.OWN];
            blueMay1 = empty1 & ~w[Words.OWN + 1];
        }

        /** The table's share of the empty square {@code cell} with {@code mover} to move. */
        double share(int cell, int mover) {
            long n0 = b.nbrMask[2 * cell];
            long n1 = b.nbrMask[2 * cell + 1];
            int lead = Long.bitCount(n0 & w[Words.RED]) + Long.bitCount(n1 & w[Words.RED + 1])
                    - Long.bitCount(n0 & w[Words.BLUE]) - Long.bitCount(n1 & w[Words.BLUE + 1]);
            int red = Long.bitCount(n0 & redMay0) + Long.bitCount(n1 & redMay1);
            int blue = Long.bitCount(n0 & blueMay0) + Long.bitCount(n1 & blueMay1);
            return Table.VALUES[index(lead, red, blue, mover)];
        }
    }

    /**
     * Each thread's last position before a drop, read square by square: searches judge all the
     * positions after one position's moves in a row, so one kept position serves most of them.
     * Slot 0 holds its words (compared by identity), slot 1 a {@code double[]} of each square's
     * share, then the total, then the mover. Only the platform's own types are kept in a thread,
     * so that a long-lived thread does not hold this bundle's class loader after it is gone.
     */
    private static final ThreadLocal<Object[]> PARENT = ThreadLocal.withInitial(() -> new Object[2]);

    /** The shares, total and mover of the words {@code w}, read now unless they are this thread's last. */
    private static double[] parent(Board b, long[] w, int mover) {
        Object[] kept = PARENT.get();
        double[] shares = (double[]) kept[1];
        if (kept[0] == w && shares[b.cells + 1] == mover) {
            return shares;
        }
        if (shares == null || shares.length < b.cells + 2) {
            shares = new double[b.cells + 2];
        }
        java.util.Arrays.fill(shares, 0);
        shares[b.cells] = read(b, w, mover, shares);
        shares[b.cells + 1] = mover;
        kept[0] = w;
        kept[1] = shares;
        return shares;
    }

    /**
     * The case of an empty square: the lead of the beads around it (Red's minus Blue's, from -3
     * to 3, larger ones counting as 3), its empty neighbours Red may drop on and those Blue may
     * (0 to 4, more counting as 4), and the colour to move.
     */
    static int index(int lead, int redDrops, int blueDrops, int colourToMove) {
        int l = Math.max(-3, Math.min(3, lead)) + 3;
        int r = Math.min(redDrops, DROPS - 1);
        int bl = Math.min(blueDrops, DROPS - 1);
        return ((l * DROPS + r) * DROPS + bl) * 2 + colourToMove;
    }

    /** The lead of case i, shifted to 0..6 (3 for none). */
    static int leadOf(int index) {
        return index / (DROPS * DROPS * 2);
    }

    /** Red's expected share of a square in case i, -1 to 1. */
    static double share(int index) {
        return Table.VALUES[index];
    }

    /** Reads {@code ownership.txt}: numbers separated by white space, lines starting with # left out. */
    private static double[] load() {
        try (InputStream in = Ownership.class.getResourceAsStream("ownership.txt")) {
            if (in == null) {
                throw new IllegalStateException("the Glass Bead Challenge bundle lacks its ownership.txt");
            }
            double[] t = new double[SIZE];
            int k = 0;
            for (String line : new String(in.readAllBytes(), StandardCharsets.US_ASCII).split("\n")) {
                if (line.startsWith("#")) {
                    continue;
                }
                for (String number : line.trim().split("\\s+")) {
                    if (!number.isEmpty()) {
                        if (k == SIZE) {
                            throw new IllegalStateException("ownership.txt has more than " + SIZE + " numbers");
                        }
                        t[k++] = Double.parseDouble(number);
                    }
                }
            }
            if (k != SIZE) {
                throw new IllegalStateException("ownership.txt has " + k + " numbers, not " + SIZE);
            }
            return t;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
