package org.beadbox.game.mancala;

/**
 * The fast, mutable engine board behind the immutable {@link MancalaState}: pits and cups as
 * packed ints, running counts, and the sowing tables. Pits are numbered in sowing order, South's
 * {@code 0..n-1} (A, B, ...) then North's {@code n..2n-1} (a, b, ...). A pit's contents are packed
 * in one int: the stones in bits 0–4 and, for each gem value v, its count in the two bits from
 * {@code 3 + 2v}. Cups use the same packing without stones. A bead "kind" is 0 for a stone, else
 * the gem's value.
 */
final class Board {

    /** The packed unit of each bead kind. */
    static final int[] UNIT = {1, 1 << 5, 1 << 7, 1 << 9, 1 << 11, 1 << 13, 1 << 15};

    /** The binomial coefficients up to 48. */
    private static final long[][] BINOMIAL = new long[49][49];

    /** For n = 5 and 6: for each pit, the pits its beads fall into, in order (the pit itself skipped). */
    private static final int[][][] DESTINATIONS = new int[7][][];

    static {
        for (int i = 0; i < BINOMIAL.length; i++) {
            BINOMIAL[i][0] = 1;
            for (int j = 1; j <= i; j++) {
                BINOMIAL[i][j] = BINOMIAL[i - 1][j - 1] + (j < i ? BINOMIAL[i - 1][j] : 0);
            }
        }
        for (int n = 5; n <= 6; n++) {
            int size = 2 * n;
            DESTINATIONS[n] = new int[size][4 * n + 1];
            for (int p = 0; p < size; p++) {
                int q = p;
                for (int j = 0; j <= 4 * n; j++) {
                    q = (q + 1) % size;
                    if (q == p) {
                        q = (q + 1) % size;
                    }
                    DESTINATIONS[n][p][j] = q;
                }
            }
        }
    }

    final int n;
    final int size;
    final int[][] dest;
    final int[] pit;
    final int[] count;
    final int[] cup = new int[2];
    final int[] points = new int[2];
    final int[] rowCount = new int[2];
    int toMove;
    int gemsInPits;

    Board(int n) {
        if (n != 5 && n != 6) {
            throw new IllegalArgumentException("the board has 5 or 6 pits a side, not " + n);
        }
        this.n = n;
        this.size = 2 * n;
        this.dest = DESTINATIONS[n];
        this.pit = new int[size];
        this.count = new int[size];
    }

    /** The starting board: one stone and one gem per pit, gems n..1 from each owner's left. */
    static Board start(int n) {
        Board b = new Board(n);
        for (int i = 0; i < b.size; i++) {
            b.add(i, 0);
            b.add(i, n - i % n);
        }
        return b;
    }

    static int stones(int packed) {
        return packed & 31;
    }

    static int gems(int packed, int value) {
        return (packed >>> (3 + 2 * value)) & 3;
    }

    static long binomial(int n, int k) {
        return k < 0 || k > n ? 0 : BINOMIAL[n][k];
    }

    /** The number of distinct orders of beads with {@code kinds[0..n]} of each kind. */
    static long orders(int[] kinds, int n) {
        long product = 1;
        int total = 0;
        for (int k = 0; k <= n; k++) {
            total += kinds[k];
            product *= binomial(total, kinds[k]);
        }
        return product;
    }

    Board copy() {
        Board b = new Board(n);
        b.copyFrom(this);
        return b;
    }

    void copyFrom(Board o) {
        System.arraycopy(o.pit, 0, pit, 0, size);
        System.arraycopy(o.count, 0, count, 0, size);
        cup[0] = o.cup[0];
        cup[1] = o.cup[1];
        points[0] = o.points[0];
        points[1] = o.points[1];
        rowCount[0] = o.rowCount[0];
        rowCount[1] = o.rowCount[1];
        toMove = o.toMove;
        gemsInPits = o.gemsInPits;
    }

    int owner(int i) {
        return i < n ? 0 : 1;
    }

    /** Drops a bead of {@code kind} into pit {@code i}. */
    void add(int i, int kind) {
        pit[i] += UNIT[kind];
        count[i]++;
        rowCount[i < n ? 0 : 1]++;
        if (kind != 0) {
            gemsInPits++;
        }
    }

    /** Takes a bead of {@code kind} out of pit {@code i}. */
    void remove(int i, int kind) {
        pit[i] -= UNIT[kind];
        count[i]--;
        rowCount[i < n ? 0 : 1]--;
        if (kind != 0) {
            gemsInPits--;
        }
    }

    /** Empties pit {@code i} into {@code kinds[0..n]} (counts per kind); returns how many beads. */
    int takeAll(int i, int[] kinds) {
        int packed = pit[i];
        kinds[0] = stones(packed);
        for (int v = 1; v <= n; v++) {
            kinds[v] = gems(packed, v);
        }
        int c = count[i];
        gemsInPits -= c - kinds[0];
        rowCount[i < n ? 0 : 1] -= c;
        pit[i] = 0;
        count[i] = 0;
        return c;
    }

    /** Moves a gem of {@code value} from pit {@code i} (or the opponent's cup when -1) to the mover's cup. */
    void capture(int i, int value) {
        if (i < 0) {
            cup[1 - toMove] -= UNIT[value];
            points[1 - toMove] -= value;
        } else {
            remove(i, value);
        }
        cup[toMove] += UNIT[value];
        points[toMove] += value;
    }

    boolean over() {
        return rowCount[toMove] == 0;
    }

    /**
     * The mover's pits he may empty, as a bit mask over his own row (bit i is his i-th pit): the
     * non-empty ones, narrowed to those that reach the opponent when the opponent must be fed.
     */
    int allowedPits() {
        int base = toMove * n;
        int all = 0;
        for (int i = 0; i < n; i++) {
            all |= (-count[base + i] >>> 31) << i; // counts are never negative
        }
        if (rowCount[1 - toMove] != 0 || gemsInPits == 0) {
            return all;
        }
        int feeding = 0;
        for (int i = 0; i < n; i++) {
            if (count[base + i] > n - 1 - i) {
                feeding |= 1 << i;
            }
        }
        return feeding != 0 ? feeding : all;
    }

    /** Whether the opponent is starving and the mover cannot feed him, so any move is allowed. */
    boolean mustFeed() {
        return rowCount[1 - toMove] == 0 && gemsInPits > 0;
    }

    /**
     * Whether sowing the {@code c} beads of pit {@code p} could end in a capture for some order of
     * its beads: the last pit is the opponent's and holds exactly one bead just before the last
     * bead falls. {@code stones} is how many stones the pit holds. Reads the board before sowing.
     */
    boolean mayCapture(int p, int c, int stones) {
        if (c == 0 || stones == 0) {
            return false;
        }
        int[] d = dest[p];
        int last = d[c - 1];
        if (owner(last) == owner(p)) {
            return false;
        }
        int before = count[last];
        for (int j = 0; j < c - 1; j++) {
            if (d[j] == last) {
                before++;
            }
        }
        return before == 1;
    }

    /** The gems in the pits of {@code side}. */
    int gemsInRow(int side) {
        int g = 0;
        for (int i = side * n, end = i + n; i < end; i++) {
            g += count[i] - stones(pit[i]);
        }
        return g;
    }

    /** The number of gems in a cup. */
    int cupGems(int side) {
        int g = 0;
        for (int v = 1; v <= n; v++) {
            g += gems(cup[side], v);
        }
        return g;
    }

    /** The sequence of bead kinds with rank {@code rank} in the lexicographic order of orders of {@code kinds}; consumes {@code kinds}. */
    void unrankOrder(long rank, int[] kinds, int c, byte[] out) {
        for (int j = 0; j < c; j++) {
            for (int k = 0; k <= n; k++) {
                if (kinds[k] == 0) {
                    continue;
                }
                kinds[k]--;
                long w = orders(kinds, n);
                if (rank < w) {
                    out[j] = (byte) k;
                    break;
                }
                rank -= w;
                kinds[k]++;
            }
        }
    }

    /** The rank of {@code seq} among the orders of {@code kinds} (lexicographic); consumes {@code kinds}. */
    long rankOrder(byte[] seq, int c, int[] kinds) {
        long rank = 0;
        for (int j = 0; j < c; j++) {
            int chosen = seq[j];
            for (int k = 0; k < chosen; k++) {
                if (kinds[k] > 0) {
                    kinds[k]--;
                    rank += orders(kinds, n);
                    kinds[k]++;
                }
            }
            kinds[chosen]--;
        }
        return rank;
    }
}
