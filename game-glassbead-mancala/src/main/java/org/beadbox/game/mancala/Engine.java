package org.beadbox.game.mancala;

import java.util.Arrays;

/**
 * Move enumeration, decoding and perft on the mutable {@link Board}. A move is coded in one
 * long: the mover's pit (his 0-based pit, bits 60–63), the rank of the capture choice (bits
 * 48–59) and the rank of the order of the beads among all distinct orders of the pit's beads
 * (bits 0–47). Codes are produced in the order of the moves' step paths. Not thread-safe: each
 * caller makes its own.
 */
final class Engine {

    private static final long ORDER_MASK = (1L << 48) - 1;

    /** The most moves a list holds (160 MB of codes); positions with more are refused. */
    static final int MAX_MOVES = 20_000_000;

    private final int n;
    private final Board work;
    private final int[] kinds = new int[7];
    private final byte[] seq;
    private final Capture capture = new Capture();
    private final int[] taken = new int[32];

    private long[] codes;
    private int size;
    private long pitBits;
    private int pit;
    private int beads;
    private long leaf;

    Engine(int n) {
        this.n = n;
        this.work = new Board(n);
        this.seq = new byte[4 * n + 1];
    }

    /**
     * The codes of every legal move of {@code b}, in order; empty when the game is over.
     *
     * @throws IllegalStateException if the position has more than {@link #MAX_MOVES} moves
     */
    long[] enumerate(Board b) {
        codes = new long[256];
        size = 0;
        if (b.over()) {
            return new long[0];
        }
        int mask = b.allowedPits();
        int base = b.toMove * n;
        for (int i = 0; i < n; i++) {
            if ((mask & 1 << i) == 0) {
                continue;
            }
            pit = base + i;
            pitBits = (long) i << 60;
            work.copyFrom(b);
            boolean may = work.mayCapture(pit, work.count[pit], Board.stones(work.pit[pit]));
            beads = work.takeAll(pit, kinds);
            if (!may) {
                long orders = Board.orders(kinds, n);
                for (long r = 0; r < orders; r++) {
                    emit(r);
                }
            } else {
                leaf = 0;
                enumerateOrders(0);
            }
        }
        return Arrays.copyOf(codes, size);
    }

    private void enumerateOrders(int j) {
        if (j == beads) {
            long ways = capture.analyze(work, pit, seq, beads);
            for (long w = 0; w < ways; w++) {
                emit(w << 48 | leaf);
            }
            leaf++;
            return;
        }
        int d = work.dest[pit][j];
        for (int k = 0; k <= n; k++) {
            if (kinds[k] > 0) {
                kinds[k]--;
                seq[j] = (byte) k;
                work.add(d, k);
                enumerateOrders(j + 1);
                work.remove(d, k);
                kinds[k]++;
            }
        }
    }

    private void emit(long rest) {
        if (size == MAX_MOVES) {
            throw new IllegalStateException("this position has more than " + MAX_MOVES + " legal moves, too many to list;"
                    + " enter, parse or sample moves instead (pit " + Pits.name(n, pit) + " holds " + beads + " beads)");
        }
        if (size == codes.length) {
            codes = Arrays.copyOf(codes, size * 2);
        }
        codes[size++] = pitBits | rest;
    }

    /** The move a code of {@link #enumerate} stands for on board {@code b}. */
    MancalaMove decode(Board b, long code) {
        int p = b.toMove * n + (int) (code >>> 60);
        work.copyFrom(b);
        int c = work.takeAll(p, kinds);
        byte[] order = new byte[c];
        work.unrankOrder(code & ORDER_MASK, kinds, c, order);
        for (int j = 0; j < c; j++) {
            work.add(work.dest[p][j], order[j]);
        }
        capture.analyze(work, p, order, c);
        if (capture.type != Capture.INDIRECT) {
            return MancalaMove.of(n, p, order, capture, null);
        }
        capture.unrank((code >>> 48) & 0xFFF, taken);
        return MancalaMove.of(n, p, order, capture, taken);
    }

    /** The code of a legal move of {@code b}: the inverse of {@link #decode}. */
    long code(Board b, MancalaMove move) {
        int p = move.pit();
        work.copyFrom(b);
        int c = work.takeAll(p, kinds);
        byte[] order = move.beads();
        for (int j = 0; j < c; j++) {
            work.add(work.dest[p][j], order[j]);
        }
        long rank = work.rankOrder(order, c, kinds);
        capture.analyze(work, p, order, c);
        long choice = capture.type == Capture.INDIRECT ? capture.rank(move.taken(capture)) : 0;
        return (long) (p % n) << 60 | choice << 48 | rank;
    }

    /** The number of move sequences of {@code depth} plies from {@code b}; a finished game counts 0 below it. */
    static long perft(Board b, int depth) {
        return new Perft(b.n, depth).count(b, depth);
    }

    /** Perft with one set of scratch boards per ply. */
    private static final class Perft {
        private final int n;
        private final Board[] sown;
        private final Board[] next;
        private final Capture[] captures;
        private final int[][] kinds;
        private final byte[][] seqs;
        private final int[][] taken;

        Perft(int n, int depth) {
            this.n = n;
            sown = new Board[depth + 1];
            next = new Board[depth + 1];
            captures = new Capture[depth + 1];
            kinds = new int[depth + 1][7];
            seqs = new byte[depth + 1][4 * n + 1];
            taken = new int[depth + 1][32];
            for (int d = 0; d <= depth; d++) {
                sown[d] = new Board(n);
                next[d] = new Board(n);
                captures[d] = new Capture();
            }
        }

        long count(Board b, int depth) {
            if (depth == 0) {
                return 1;
            }
            if (b.over()) {
                return 0;
            }
            int mask = b.allowedPits();
            int base = b.toMove * n;
            Board w = sown[depth];
            long total = 0;
            for (int i = 0; i < n; i++) {
                if ((mask & 1 << i) == 0) {
                    continue;
                }
                int p = base + i;
                w.copyFrom(b);
                boolean may = w.mayCapture(p, w.count[p], Board.stones(w.pit[p]));
                int c = w.takeAll(p, kinds[depth]);
                total += depth == 1 && !may ? Board.orders(kinds[depth], n) : orders(depth, p, c, 0);
            }
            return total;
        }

        private long orders(int depth, int p, int c, int j) {
            Board w = sown[depth];
            byte[] seq = seqs[depth];
            if (j == c) {
                return afterSowing(depth, p, c);
            }
            int[] k = kinds[depth];
            int d = w.dest[p][j];
            long total = 0;
            for (int kind = 0; kind <= n; kind++) {
                if (k[kind] > 0) {
                    k[kind]--;
                    seq[j] = (byte) kind;
                    w.add(d, kind);
                    total += orders(depth, p, c, j + 1);
                    w.remove(d, kind);
                    k[kind]++;
                }
            }
            return total;
        }

        private long afterSowing(int depth, int p, int c) {
            Board w = sown[depth];
            Capture cap = captures[depth];
            long ways = cap.analyze(w, p, seqs[depth], c);
            if (depth == 1) {
                return ways;
            }
            Board child = next[depth];
            long total = 0;
            for (long x = 0; x < ways; x++) {
                child.copyFrom(w);
                if (cap.type == Capture.DIRECT) {
                    cap.takeDirect(child, p, c);
                } else if (cap.type == Capture.INDIRECT) {
                    cap.unrank(x, taken[depth]);
                    cap.takeChosen(child, taken[depth]);
                }
                child.toMove ^= 1;
                total += count(child, depth - 1);
            }
            return total;
        }
    }
}
