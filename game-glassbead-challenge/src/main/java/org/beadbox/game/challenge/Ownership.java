package org.beadbox.game.challenge;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The expected final margin of a position: each bead or stake counts one square for its colour,
 * and each empty square counts what such squares came to at the end of the search player's games
 * against itself, from where it stands now: the lead of the beads around it, how many of its
 * empty neighbours each colour may still drop on (those the other colour does not own), and who
 * is to move. A square one bead ahead with open squares around it is far from won: about three
 * in four such squares change hands before the end. The table ({@code ownership.txt} beside this
 * class, fitted by the test tool {@code OwnershipFit} on the square board of side 10) holds, for
 * each case, Red's expected share of the square from -1 (Blue's for certain) to 1 (Red's); the
 * same table serves the other boards and the other drop rule, where it was measured to judge no
 * worse than today's territory.
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

    /** Red's expected margin in squares, Blue's komi not included. */
    static double redMargin(ChallengeState s) {
        Board b = s.board;
        long[] w = s.wordsView();
        double margin = Long.bitCount(w[Words.RED]) + Long.bitCount(w[Words.RED + 1])
                - Long.bitCount(w[Words.BLUE] | w[Words.STAKE]) - Long.bitCount(w[Words.BLUE + 1] | w[Words.STAKE + 1]);
        long empty0 = b.all0 & ~w[Words.OCC];
        long empty1 = b.all1 & ~w[Words.OCC + 1];
        long redMay0 = empty0 & ~w[Words.OWN + 2];
        long redMay1 = empty1 & ~w[Words.OWN + 3];
        long blueMay0 = empty0 & ~w[Words.OWN];
        long blueMay1 = empty1 & ~w[Words.OWN + 1];
        for (int word = 0; word < 2; word++) {
            for (long m = word == 0 ? empty0 : empty1; m != 0; m &= m - 1) {
                int cell = (word << 6) + Long.numberOfTrailingZeros(m);
                long n0 = b.nbrMask[2 * cell];
                long n1 = b.nbrMask[2 * cell + 1];
                int lead = Long.bitCount(n0 & w[Words.RED]) + Long.bitCount(n1 & w[Words.RED + 1])
                        - Long.bitCount(n0 & w[Words.BLUE]) - Long.bitCount(n1 & w[Words.BLUE + 1]);
                int red = Long.bitCount(n0 & redMay0) + Long.bitCount(n1 & redMay1);
                int blue = Long.bitCount(n0 & blueMay0) + Long.bitCount(n1 & blueMay1);
                margin += Table.VALUES[index(lead, red, blue, s.colour)];
            }
        }
        return margin;
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
