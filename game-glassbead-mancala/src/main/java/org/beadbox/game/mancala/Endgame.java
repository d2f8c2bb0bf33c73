package org.beadbox.game.mancala;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The endgame table of the 2×5 Glass Bead Game: every position whose pits hold {@code stones}
 * stones and no gem (all ten gems in the cups, two of each value), for each side to move and
 * each way the gems can lie in the two cups, solved exactly: the mover wins, loses, or neither
 * side can force a win (play would go round for ever). Stones are never captured, so in a real
 * game all ten stones stay on the board: the table with ten stones covers every position of the
 * game once the last gem has left the pits, where what is left is the stones' race to empty a
 * row and the indirect captures that take gems from the opponent's cup.
 *
 * <p>Solved by retrograde analysis as a fixpoint: the stones' moves do not depend on the cups,
 * so for each placement of the stones and side to move the table keeps two 243-bit sets over the
 * cup contents (mover wins, mover loses), and a placement is worked again, a whole set at a time,
 * whenever one of its successors' sets grew. Finished positions start it; what is never decided
 * is a draw by endless play. The game has no repetition rule, so positions can recur: that is
 * why a plain memoised search does not do.
 */
final class Endgame {

    /** The cup contents: for each gem value 1..5, how many South's cup holds (0..2), in base 3. */
    static final int CUPS = 243;
    private static final int WORDS = 4;
    private static final int N = 5;
    private static final int TOTAL = N * (N + 1);
    private static final int[] POW3 = {1, 3, 9, 27, 81, 243};
    private static final long MAGIC = 0x4742_4D45_4E44_0001L;

    /** The value for the side to move. */
    enum Value { WIN, LOSS, DRAW }

    final int stones;
    final boolean mindsports;
    /** Every placement of the stones, packed 4 bits a pit, sorted. */
    private final long[] placements;
    /** Per placement and mover ({@code 2 * index + mover}), {@link #WORDS} words each. */
    private final long[] win;
    private final long[] loss;

    private Endgame(int stones, boolean mindsports, long[] placements, long[] win, long[] loss) {
        this.stones = stones;
        this.mindsports = mindsports;
        this.placements = placements;
        this.win = win;
        this.loss = loss;
    }

    /** The number of positions the table holds. */
    long positions() {
        return (long) placements.length * 2 * CUPS;
    }

    /** How many positions are won, lost and drawn for the side to move. */
    long[] counts() {
        long wins = 0;
        long losses = 0;
        for (int i = 0; i < win.length; i++) {
            wins += Long.bitCount(win[i]);
            losses += Long.bitCount(loss[i]);
        }
        return new long[] {wins, losses, positions() - wins - losses};
    }

    /** The value of {@code b} for its mover, or null when the table does not cover it. */
    Value probe(Board b) {
        int cups = cupIndex(b);
        if (cups < 0) {
            return null;
        }
        int p = Arrays.binarySearch(placements, pack(b));
        if (p < 0) {
            return null;
        }
        int at = (2 * p + b.toMove) * WORDS + (cups >>> 6);
        long bit = 1L << cups;
        return (win[at] & bit) != 0 ? Value.WIN : (loss[at] & bit) != 0 ? Value.LOSS : Value.DRAW;
    }

    /** Whether the table's kind of position: 2×5, no gem in the pits, its number of stones, every gem in a cup. */
    boolean covers(Board b) {
        return cupIndex(b) >= 0 && Arrays.binarySearch(placements, pack(b)) >= 0;
    }

    private int cupIndex(Board b) {
        if (b.n != N || b.gemsInPits != 0) {
            return -1;
        }
        int index = 0;
        for (int v = 1; v <= N; v++) {
            int south = Board.gems(b.cup[0], v);
            if (south + Board.gems(b.cup[1], v) != 2) {
                return -1;
            }
            index += south * POW3[v - 1];
        }
        return index;
    }

    private static long pack(Board b) {
        long key = 0;
        for (int i = 0; i < 2 * N; i++) {
            int s = Board.stones(b.pit[i]);
            if (s > 15) {
                return -1;
            }
            key |= (long) s << (4 * i);
        }
        return key;
    }

    /** The board of placement {@code key}, cups {@code cups}, {@code mover} to move. */
    static Board board(long key, int cups, int mover) {
        Board b = new Board(N);
        for (int i = 0; i < 2 * N; i++) {
            for (int s = (int) (key >>> (4 * i) & 15); s > 0; s--) {
                b.add(i, 0);
            }
        }
        for (int v = 1; v <= N; v++) {
            int south = cups / POW3[v - 1] % 3;
            for (int k = 0; k < 2; k++) {
                int side = k < south ? 0 : 1;
                b.cup[side] += Board.UNIT[v];
                b.points[side] += v;
            }
        }
        b.toMove = mover;
        return b;
    }

    // ---------------------------------------------------------------- building

    /** Solves the table for {@code stones} stones (1 to 10) under the given tie rule. */
    static Endgame build(int stones, boolean mindsports) {
        if (stones < 1 || stones > 2 * N) {
            throw new IllegalArgumentException("the endgame table covers 1 to 10 stones on the board, not " + stones);
        }
        List<Long> all = new ArrayList<>();
        placements(new int[2 * N], 0, stones, all);
        long[] keys = all.stream().mapToLong(Long::longValue).sorted().toArray();
        int states = keys.length * 2;
        // The stones' moves of each state: successor state and length of the capturing run.
        int[][] next = new int[states][];
        int[][] runs = new int[states][];
        Board work = new Board(N);
        Capture capture = new Capture();
        byte[] seq = new byte[4 * N + 1];
        int[] kinds = new int[N + 1];
        int[] preCount = new int[states];
        for (int s = 0; s < states; s++) {
            Board b = board(keys[s >> 1], 0, s & 1);
            if (b.over()) {
                continue;
            }
            int mask = b.allowedPits();
            int[] to = new int[Integer.bitCount(mask)];
            int[] run = new int[to.length];
            int m = 0;
            for (int i = 0; i < N; i++) {
                if ((mask & 1 << i) == 0) {
                    continue;
                }
                int p = b.toMove * N + i;
                work.copyFrom(b);
                int c = work.takeAll(p, kinds);
                for (int j = 0; j < c; j++) {
                    seq[j] = 0;
                    work.add(work.dest[p][j], 0);
                }
                run[m] = capture.findRun(work, p, seq, c) == Capture.NONE ? 0 : capture.run;
                work.toMove ^= 1;
                to[m] = 2 * Arrays.binarySearch(keys, pack(work)) + work.toMove;
                preCount[to[m]]++;
                m++;
            }
            next[s] = to;
            runs[s] = run;
        }
        int[][] previous = new int[states][];
        for (int s = 0; s < states; s++) {
            previous[s] = new int[preCount[s]];
            preCount[s] = 0;
        }
        for (int s = 0; s < states; s++) {
            if (next[s] != null) {
                for (int t : next[s]) {
                    previous[t][preCount[t]++] = s;
                }
            }
        }
        long[] win = new long[states * WORDS];
        long[] loss = new long[states * WORDS];
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        boolean[] queued = new boolean[states];
        for (int s = 0; s < states; s++) {
            if (next[s] == null) {
                finish(s & 1, mindsports, win, loss, s * WORDS);
                for (int q : previous[s]) {
                    if (!queued[q]) {
                        queued[q] = true;
                        queue.add(q);
                    }
                }
            }
        }
        CupMoves cupMoves = new CupMoves();
        long[] w = new long[WORDS];
        long[] l = new long[WORDS];
        while (!queue.isEmpty()) {
            int s = queue.poll();
            queued[s] = false;
            Arrays.fill(w, 0);
            fillAll(l);
            int mover = s & 1;
            for (int k = 0; k < next[s].length; k++) {
                int t = next[s][k] * WORDS;
                if (runs[s][k] == 0) {
                    for (int x = 0; x < WORDS; x++) {
                        w[x] |= loss[t + x];
                        l[x] &= win[t + x];
                    }
                } else {
                    int[][] children = cupMoves.of(mover, runs[s][k]);
                    for (int c = 0; c < CUPS; c++) {
                        boolean anyLoss = false;
                        boolean allWin = true;
                        for (int d : children[c]) {
                            long bit = 1L << d;
                            anyLoss |= (loss[t + (d >>> 6)] & bit) != 0;
                            allWin &= (win[t + (d >>> 6)] & bit) != 0;
                        }
                        if (anyLoss) {
                            w[c >>> 6] |= 1L << c;
                        }
                        if (!allWin) {
                            l[c >>> 6] &= ~(1L << c);
                        }
                    }
                }
            }
            boolean changed = false;
            int at = s * WORDS;
            for (int x = 0; x < WORDS; x++) {
                long nl = l[x] & ~w[x];
                if (w[x] != win[at + x] || nl != loss[at + x]) {
                    changed = true;
                    win[at + x] = w[x];
                    loss[at + x] = nl;
                }
            }
            if (changed) {
                for (int q : previous[s]) {
                    if (!queued[q]) {
                        queued[q] = true;
                        queue.add(q);
                    }
                }
            }
        }
        return new Endgame(stones, mindsports, keys, win, loss);
    }

    private static void fillAll(long[] set) {
        Arrays.fill(set, -1L);
        set[WORDS - 1] = (1L << (CUPS - 64 * (WORDS - 1))) - 1;
    }

    /** A finished game, {@code stuck} to move with no beads: his value for every cup content. */
    private static void finish(int stuck, boolean mindsports, long[] win, long[] loss, int at) {
        for (int c = 0; c < CUPS; c++) {
            int south = 0;
            for (int v = 1; v <= N; v++) {
                south += v * (c / POW3[v - 1] % 3);
            }
            int mine = stuck == 0 ? south : TOTAL - south;
            boolean wins = 2 * mine > TOTAL || (2 * mine == TOTAL && !mindsports);
            long bit = 1L << c;
            if (wins) {
                win[at + (c >>> 6)] |= bit;
            } else {
                loss[at + (c >>> 6)] |= bit;
            }
        }
    }

    private static void placements(int[] pits, int i, int left, List<Long> out) {
        if (i == pits.length - 1) {
            pits[i] = left;
            long key = 0;
            for (int k = 0; k < pits.length; k++) {
                key |= (long) pits[k] << (4 * k);
            }
            out.add(key);
            return;
        }
        for (int s = 0; s <= left; s++) {
            pits[i] = s;
            placements(pits, i + 1, left - s, out);
        }
    }

    /**
     * The cup contents an indirect capture of a run of {@code run} can lead to: the mover takes
     * that many gems of his choice from the opponent's cup (all of them when it holds fewer),
     * there being no gem in the pits.
     */
    private static final class CupMoves {
        private final int[][][][] memo = new int[2][11][][];

        int[][] of(int mover, int run) {
            int[][] m = memo[mover][run];
            if (m == null) {
                m = new int[CUPS][];
                for (int c = 0; c < CUPS; c++) {
                    int[] held = new int[N + 1];
                    int inCup = 0;
                    for (int v = 1; v <= N; v++) {
                        int south = c / POW3[v - 1] % 3;
                        held[v] = mover == 0 ? 2 - south : south;
                        inCup += held[v];
                    }
                    List<Integer> out = new ArrayList<>();
                    choose(c, mover, held, 1, Math.min(run, inCup), out);
                    m[c] = out.stream().mapToInt(Integer::intValue).toArray();
                }
                memo[mover][run] = m;
            }
            return m;
        }

        private static void choose(int c, int mover, int[] held, int v, int left, List<Integer> out) {
            if (v > N) {
                if (left == 0) {
                    out.add(c);
                }
                return;
            }
            for (int t = 0; t <= Math.min(held[v], left); t++) {
                // South taking a gem from North's cup raises South's count of that value.
                choose(c + (mover == 0 ? t : -t) * POW3[v - 1], mover, held, v + 1, left - t, out);
            }
        }
    }

    // ---------------------------------------------------------------- the file

    /** Writes the table, compressed; to a temporary file first, then moved into place. */
    void write(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), file.getFileName().toString(), ".part");
        try (OutputStream raw = Files.newOutputStream(tmp);
                DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(new GZIPOutputStream(raw, 1 << 16)))) {
            out.writeLong(MAGIC);
            out.writeInt(stones);
            out.writeBoolean(mindsports);
            out.writeInt(placements.length);
            for (long k : placements) {
                out.writeLong(k);
            }
            for (int i = 0; i < win.length; i++) {
                out.writeLong(win[i]);
                out.writeLong(loss[i]);
            }
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Reads a table written by {@link #write}; null when the file is not one (or not this one). */
    static Endgame read(Path file, int stones, boolean mindsports) throws IOException {
        try (InputStream raw = Files.newInputStream(file);
                DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(new GZIPInputStream(raw, 1 << 16)))) {
            if (in.readLong() != MAGIC || in.readInt() != stones || in.readBoolean() != mindsports) {
                return null;
            }
            int count = in.readInt();
            if (count < 1 || count > 200_000) {
                return null;
            }
            long[] keys = new long[count];
            for (int i = 0; i < count; i++) {
                keys[i] = in.readLong();
            }
            long[] win = new long[count * 2 * WORDS];
            long[] loss = new long[win.length];
            for (int i = 0; i < win.length; i++) {
                win[i] = in.readLong();
                loss[i] = in.readLong();
            }
            return new Endgame(stones, mindsports, keys, win, loss);
        }
    }

    /** The file name of the table for {@code stones} stones under a tie rule. */
    static String fileName(int stones, boolean mindsports) {
        return "glassbead-mancala-" + stones + "-stones-" + (mindsports ? "mindsports" : "wiki") + ".gz";
    }
}
