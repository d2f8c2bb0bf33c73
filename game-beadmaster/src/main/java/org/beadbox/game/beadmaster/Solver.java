package org.beadbox.game.beadmaster;

/**
 * An exact search of short lines in BeadMaster with two seats left: whether the seat to move can
 * force a win, or the other seat can, within a number of slides. Alpha-beta over the values win,
 * loss and "neither proven" (a draw by the quiet rule counts as neither), deepened one slide at a
 * time until a proof or the node budget, with a transposition table of bounds kept between calls.
 *
 * <p>Only the beads decide what a slide does: a bar under none of the beads that can still fall
 * (its holes' other bar cannot open them all, see {@link Danger}) changes nothing but which bars
 * are blocked and the repeat count. With four or more such bars, a slide of any of them is as
 * good as another (the rules never forbid more than three bars at once), so the search tries one
 * of them and keys positions without their positions or names.
 *
 * <p>Not thread-safe: one solver a thread.
 */
final class Solver {

    /** The seat to move can force a win. */
    static final int WIN = 1;
    /** The other seat can force a win. */
    static final int LOSS = -1;
    /** Neither is proven within the depth searched. */
    static final int UNKNOWN = 0;

    /** The most slides a search looks ahead. */
    static final int MAX_DEPTH = 60;

    /** Free bars needed before their slides are taken as one. */
    private static final int FREE_BARS_TO_MERGE = 4;
    /** The name a key gives to a bar under no bead that can fall. */
    private static final int FREE_BAR = 15;

    private final int mask;
    private final long[] keyA;
    private final long[] keyB;
    /** Per entry: bit 0–1 lower bound + 1, bits 2–3 upper bound + 1, bits 8–15 the depth, bits 16–23 the best slide + 1. */
    private final int[] data;
    private static final long SEED_A = 0x9E3779B97F4A7C15L;
    private static final long SEED_B = 0xD1B54A32D192ED03L;

    private final Engine[] stack = new Engine[MAX_DEPTH + 2];
    private final long[] fields = new long[6];
    private long nodes;
    private long budget;
    private long deadline;
    private boolean timed;
    private boolean aborted;
    private int rootMove = -1;
    private int depthSearched;

    /** A solver with a table of {@code 2^tableBits} entries. */
    Solver(int tableBits) {
        int size = 1 << tableBits;
        mask = size - 1;
        keyA = new long[size];
        keyB = new long[size];
        data = new int[size];
    }

    /**
     * What the table already knows of {@code e}, without searching: {@link #WIN} or {@link #LOSS}
     * for the seat to move when an earlier {@link #solve} proved it, else {@link #UNKNOWN}.
     */
    int probe(Engine e) {
        if (e.over() || e.placing() || e.aliveCount != 2) {
            return UNKNOWN;
        }
        int slot = slot(e, relevantBars(e));
        if (slot < 0) {
            return UNKNOWN;
        }
        int d = data[slot];
        return (d & 3) - 1 == WIN ? WIN : (d >>> 2 & 3) - 1 == LOSS ? LOSS : UNKNOWN;
    }

    /** The nodes the last {@link #solve} visited. */
    long nodes() {
        return nodes;
    }

    /** A slide that wins, after {@link #solve} returned {@link #WIN}; else -1. */
    int winningMove() {
        return rootMove;
    }

    /** The depth the last {@link #solve} completed. */
    int depth() {
        return depthSearched;
    }

    /**
     * Whether the seat to move on {@code e} can force a win ({@link #WIN}), the other seat can
     * ({@link #LOSS}), or neither within {@code maxDepth} slides or about {@code nodeBudget}
     * positions ({@link #UNKNOWN}). Only with two seats in and the beads placed; else {@link
     * #UNKNOWN}. Does not change {@code e}.
     */
    int solve(Engine e, int maxDepth, long nodeBudget) {
        timed = false;
        return run(e, maxDepth, nodeBudget);
    }

    /** {@link #solve}, stopping at {@code System.nanoTime()} {@code deadlineNanos} instead of a node budget. */
    int solveUntil(Engine e, int maxDepth, long deadlineNanos) {
        timed = true;
        deadline = deadlineNanos;
        return run(e, maxDepth, Long.MAX_VALUE);
    }

    private int run(Engine e, int maxDepth, long nodeBudget) {
        nodes = 0;
        aborted = false;
        rootMove = -1;
        depthSearched = 0;
        if (e.over() || e.placing() || e.aliveCount != 2) {
            return UNKNOWN;
        }
        budget = nodeBudget;
        int limit = Math.min(maxDepth, MAX_DEPTH);
        if (stack[0] == null || stack[0].players != e.players || stack[0].variant != e.variant) {
            for (int i = 0; i < stack.length; i++) {
                stack[i] = new Engine(e);
            }
        }
        stack[0].copyFrom(e);
        for (int d = 1; d <= limit; d++) {
            int v = search(0, d, LOSS, WIN);
            if (aborted) {
                return UNKNOWN;
            }
            depthSearched = d;
            if (v != UNKNOWN) {
                return v;
            }
        }
        return UNKNOWN;
    }

    private int search(int ply, int depth, int alpha, int beta) {
        Engine e = stack[ply];
        if (++nodes > budget || timed && (nodes & 255) == 0 && System.nanoTime() - deadline > 0) {
            aborted = true;
            return UNKNOWN;
        }
        int mover = e.toMove;
        int other = otherSeat(e, mover);
        long mine = e.beads[mover];
        long theirs = e.beads[other];
        long relevant = relevantBars(e);
        int legal = e.slideMask();
        int freeBars = Bars.BARS - Long.bitCount(relevant);
        int relevantSlides = slideBits(relevant);
        if (freeBars >= FREE_BARS_TO_MERGE) {
            int free = legal & ~relevantSlides;
            legal = (legal & relevantSlides) | (free & -free);
        }
        // One slide deep: wins, losses, and the order of the rest (slides that knock off only theirs first).
        int captures = 0;
        int quiet = 0;
        int best = LOSS;
        int bestMove = -1;
        boolean drawNext = e.variant.quiet() > 0 && e.calm + 1 >= e.variant.quiet();
        for (int m = legal; m != 0; m &= m - 1) {
            int code = Integer.numberOfTrailingZeros(m);
            long cover = coverAfter(e, code);
            long myLeft = mine & cover;
            long theirLeft = theirs & cover;
            if (theirLeft == 0) {
                rootMoveAt(ply, code);
                return store(e, relevant, depth, WIN, WIN, code);
            }
            if (myLeft == 0) {
                continue;
            }
            boolean fell = myLeft != mine || theirLeft != theirs;
            if (!fell && drawNext) {
                if (best < UNKNOWN) {
                    best = UNKNOWN;
                    bestMove = code;
                }
                continue;
            }
            if (theirLeft != theirs && myLeft == mine) {
                captures |= 1 << code;
            } else {
                quiet |= 1 << code;
            }
        }
        if (captures == 0 && quiet == 0) {
            // Every slide loses or draws at once.
            int v = best;
            rootMoveAt(ply, bestMove);
            return store(e, relevant, depth, v, v, bestMove);
        }
        if (depth == 1) {
            return UNKNOWN;
        }
        int slot = slot(e, relevant);
        int hint = -1;
        if (slot >= 0) {
            int d = data[slot];
            int lo = (d & 3) - 1;
            int hi = (d >>> 2 & 3) - 1;
            int at = d >>> 8 & 0xff;
            hint = (d >>> 16 & 0xff) - 1;
            if (lo == WIN || hi == LOSS) {
                rootMoveAt(ply, hint);
                return lo == WIN ? WIN : LOSS;
            }
            if (at >= depth) {
                if (lo >= beta) {
                    return lo;
                }
                if (hi <= alpha) {
                    return hi;
                }
            }
        }
        int a = Math.max(alpha, best);
        Engine child = stack[ply + 1];
        int lo0 = alpha;
        for (int pass = 0; pass < 3; pass++) {
            int set = pass == 0 ? (hint >= 0 ? (captures | quiet) & 1 << hint : 0) : pass == 1 ? captures : quiet;
            if (pass > 0 && hint >= 0) {
                set &= ~(1 << hint);
            }
            for (int m = set; m != 0; m &= m - 1) {
                int code = Integer.numberOfTrailingZeros(m);
                child.copyFrom(e);
                child.play(code);
                int v = child.over() ? (child.winner == mover ? WIN : child.winner < 0 ? UNKNOWN : LOSS)
                        : -search(ply + 1, depth - 1, -beta, -a);
                if (aborted) {
                    return UNKNOWN;
                }
                if (v > best || bestMove < 0) {
                    best = v;
                    bestMove = code;
                }
                if (v > a) {
                    a = v;
                }
                if (a >= beta) {
                    rootMoveAt(ply, bestMove);
                    return store(e, relevant, depth, best, WIN, bestMove);
                }
            }
        }
        rootMoveAt(ply, bestMove);
        return best > lo0 ? store(e, relevant, depth, best, best, bestMove)
                : store(e, relevant, depth, LOSS, best, bestMove);
    }

    private void rootMoveAt(int ply, int code) {
        if (ply == 0) {
            rootMove = code;
        }
    }

    /**
     * Records bounds {@code lo} and {@code hi} of the value, found searching {@code depth} slides;
     * a proven win or loss holds at any depth. Returns the value searched for: {@code lo} when it is
     * a proof or the bounds meet, else the bound that cut the search.
     */
    private int store(Engine e, long relevant, int depth, int lo, int hi, int move) {
        fill(e, relevant);
        long a = hash(SEED_A);
        long b = hash(SEED_B);
        int slot = (int) (a ^ a >>> 29) & mask;
        keyA[slot] = a;
        keyB[slot] = b;
        data[slot] = (lo + 1) | (hi + 1) << 2 | Math.min(depth, 255) << 8 | (move + 1) << 16;
        return lo == hi ? lo : lo > LOSS ? lo : hi;
    }

    private int slot(Engine e, long relevant) {
        fill(e, relevant);
        long a = hash(SEED_A);
        int slot = (int) (a ^ a >>> 29) & mask;
        return keyA[slot] == a && keyB[slot] == hash(SEED_B) ? slot : -1;
    }

    private static int otherSeat(Engine e, int mover) {
        return Integer.numberOfTrailingZeros(e.alive & ~(1 << mover));
    }

    /** The cover of the holes after slide {@code code}. */
    private static long coverAfter(Engine e, int code) {
        int bar = code >>> 1;
        long change = Bars.SLIDE_XOR[code * 3 + Bars.position(e.positions, bar)];
        return bar < Bars.SIDE ? (e.redCover ^ change) | e.blueCover : e.redCover | (e.blueCover ^ change);
    }

    /** The bars over some bead that can still fall, one bit each. */
    static long relevantBars(Engine e) {
        long bars = 0;
        for (long m = e.occupied; m != 0; m &= m - 1) {
            int hole = Long.numberOfTrailingZeros(m);
            if (Danger.distance(0, hole) != Danger.NEVER) {
                bars |= 1L << Bars.hBar(hole) | 1L << Bars.vBar(hole);
            }
        }
        return bars;
    }

    /** The slide bits of the bars {@code bars}. */
    private static int slideBits(long bars) {
        int bits = 0;
        for (long m = bars; m != 0; m &= m - 1) {
            bits |= 3 << 2 * Long.numberOfTrailingZeros(m);
        }
        return bits;
    }

    private static boolean merged(long relevant) {
        return Bars.BARS - Long.bitCount(relevant) >= FREE_BARS_TO_MERGE;
    }

    /** The bar as the key names it: {@link #FREE_BAR} for one under no bead that can fall, when such slides are merged. */
    private static int keyBar(int bar, long relevant, boolean merge) {
        return merge && (relevant >>> bar & 1) == 0 ? FREE_BAR : bar;
    }

    /**
     * Fills {@link #fields} with what decides the game from {@code e} on: the beads, the seat to
     * move and who is in, the bars that matter and their positions, the blocking and repeat
     * history (a merged bar named as {@link #FREE_BAR}), and the quiet count when a draw could
     * come within {@link #MAX_DEPTH} slides (a proof found further from it holds at any count
     * that far from it).
     */
    private void fill(Engine e, long relevant) {
        boolean merge = merged(relevant);
        int positions = e.positions;
        if (merge) {
            positions &= slideBits(relevant);
        }
        int recent = e.recentSlides();
        int hist = 0;
        for (int i = 2; i >= 0; i--) {
            int entry = recent >>> 8 * i & 0xff;
            if (entry != 0) {
                entry = entry & 0xf0 | keyBar(entry & 15, relevant, merge);
            }
            hist = hist << 8 | entry;
        }
        int streaks = 0;
        for (int s = 0; s < e.players; s++) {
            int st = e.streak(s);
            if (st != 0 && keyBar(st >>> 2, relevant, merge) == FREE_BAR) {
                st = 0;
            }
            streaks |= st << 6 * s;
        }
        int quiet = e.variant.quiet();
        boolean nearDraw = quiet > 0 && e.calm + MAX_DEPTH >= quiet;
        fields[0] = e.beads[0];
        fields[1] = e.beads[1];
        fields[2] = e.beads[2];
        fields[3] = e.beads[3];
        fields[4] = (long) positions << 24 | hist;
        fields[5] = (long) streaks << 32 | (long) e.alive << 28 | (long) e.toMove << 26 | (long) e.players << 23
                | (long) e.variant.hashCode() << 40 ^ (nearDraw ? e.calm + 1 : 0);
    }

    private long hash(long seed) {
        long h = seed;
        for (long f : fields) {
            h = mix(h ^ f);
        }
        return h;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
