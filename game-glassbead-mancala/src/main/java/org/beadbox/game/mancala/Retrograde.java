package org.beadbox.game.mancala;

import static org.beadbox.game.mancala.Endgame.CUPS;
import static org.beadbox.game.mancala.Endgame.N;
import static org.beadbox.game.mancala.Endgame.POW3;
import static org.beadbox.game.mancala.Endgame.TOTAL;
import static org.beadbox.game.mancala.Endgame.WORDS;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Solves an {@link Endgame} table by retrograde analysis, as a fixpoint: the stones' moves do not
 * depend on the cups, so for each placement of the stones and side to move the table keeps two
 * 243-bit sets over the cup contents (mover wins, mover loses), and a placement is worked again,
 * a whole set at a time, whenever one of its successors' sets grew. Finished positions start it;
 * what is never decided is a draw by endless play. The game has no repetition rule, so positions
 * can recur: that is why a plain memoised search does not do.
 */
final class Retrograde {

    private Retrograde() {
    }

    /** Solves the table for {@code stones} stones (1 to 10) under the given tie rule. */
    static Endgame solve(int stones, boolean mindsports) {
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
            Board b = Endgame.board(keys[s >> 1], 0, s & 1);
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
                to[m] = 2 * Arrays.binarySearch(keys, Endgame.pack(work)) + work.toMove;
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
}
