package org.beadbox.game.beadmaster;

import static org.beadbox.game.beadmaster.Bars.BARS;
import static org.beadbox.game.beadmaster.Bars.SIDE;

import java.util.random.RandomGenerator;

/**
 * The rules of BeadMaster on a compact, mutable board: bar positions as 2-bit fields of one
 * int, coverage as 49-bit masks (the red and the blue bars' coverage kept apart, so a slide is
 * one XOR), beads as one mask per seat (a fall is one AND per seat). The only implementation of
 * the rules: {@link BeadMasterState} wraps a copy that it never changes, and playouts, perft and
 * the evaluator run on it directly.
 *
 * <p>Moves are small codes: a slide is {@code bar * 2 + dir} (dir 0 is +, 1 is −, so 0–27, and
 * the slide's bit in {@link #slideMask()}); a placement is {@link #PLACE} plus the hole.
 */
final class Engine {

    /** Move code of a placement on hole 0. */
    static final int PLACE = 32;
    /** Beads each seat places. */
    static final int BEADS = 5;
    /** No slide recorded. */
    static final int NONE = -1;

    /** The slide bits a bar in position 0, 1, 2 may make: + from inner and central, − from central and outer. */
    private static final int[] DIRS = {1, 3, 2};

    final int players;
    final Variant variant;
    private final boolean sinceMine;
    private final boolean previousOnly;

    /** Bar positions, 2 bits a bar, bar 0 lowest. */
    int positions;
    /** The holes the red bars cover, and the holes the blue bars cover. */
    long redCover;
    long blueCover;
    /** The slides the bars' positions allow, before blocking: bit {@code bar * 2 + dir}. */
    int movable;
    /** Each seat's beads. */
    final long[] beads = new long[4];
    long occupied;
    /** Seats still in the game, one bit each. */
    int alive;
    int aliveCount;
    int toMove;
    /** Beads still to place, over all seats: 0 once the sliding has begun. */
    int toPlace;
    /** The last three slides, most recent first: {@code seat << 4 | bar}, or {@link #NONE}. */
    int last0 = NONE;
    int last1 = NONE;
    int last2 = NONE;
    /** Per seat: the bar of its most recent slide ({@link #NONE} if none) and how many of its own turns in a row it slid it, at most 2. */
    final int[] lastBar = {NONE, NONE, NONE, NONE};
    final int[] run = new int[4];
    /** Per seat: 0 while in the game, else k when it went out in the k-th turn that knocked anyone out. */
    final int[] outEvent = new int[4];
    int events;
    /** The winning seat once the game is over, else -1. */
    int winner = -1;

    /** A board at the start: bars at {@code positions}, no bead placed, seat 0 to place. */
    Engine(int players, Variant variant, int positions) {
        this.players = players;
        this.variant = variant;
        this.sinceMine = variant.blocked() == Variant.Blocking.SINCE_MINE;
        this.previousOnly = variant.blocked() == Variant.Blocking.PREVIOUS;
        this.alive = (1 << players) - 1;
        this.aliveCount = players;
        this.toPlace = BEADS * players;
        setPositions(positions);
    }

    /** A copy of {@code other}. */
    Engine(Engine other) {
        this(other.players, other.variant, other.positions);
        copyFrom(other);
    }

    /** Makes this board equal to {@code o}, which has the same seats and variant. */
    void copyFrom(Engine o) {
        positions = o.positions;
        redCover = o.redCover;
        blueCover = o.blueCover;
        movable = o.movable;
        System.arraycopy(o.beads, 0, beads, 0, 4);
        occupied = o.occupied;
        alive = o.alive;
        aliveCount = o.aliveCount;
        toMove = o.toMove;
        toPlace = o.toPlace;
        last0 = o.last0;
        last1 = o.last1;
        last2 = o.last2;
        System.arraycopy(o.lastBar, 0, lastBar, 0, 4);
        System.arraycopy(o.run, 0, run, 0, 4);
        System.arraycopy(o.outEvent, 0, outEvent, 0, 4);
        events = o.events;
        winner = o.winner;
    }

    /** Puts the bars at {@code packed} and recomputes the coverage. */
    void setPositions(int packed) {
        positions = packed;
        redCover = 0;
        blueCover = 0;
        movable = 0;
        for (int bar = 0; bar < BARS; bar++) {
            int p = Bars.position(packed, bar);
            if (bar < SIDE) {
                redCover |= Bars.COVER[bar * 3 + p];
            } else {
                blueCover |= Bars.COVER[bar * 3 + p];
            }
            movable |= DIRS[p] << (2 * bar);
        }
    }

    boolean over() {
        return winner >= 0;
    }

    boolean placing() {
        return toPlace > 0;
    }

    long covered() {
        return redCover | blueCover;
    }

    /** Holes where the seat to move may place a bead (during placement). */
    long placeable() {
        return (redCover | blueCover) & ~occupied;
    }

    boolean isIn(int seat) {
        return (alive >>> seat & 1) != 0;
    }

    /** The slides the blocked-bars rule forbids the seat to move, as slide bits. */
    int blockedSlides() {
        if (previousOnly) {
            return last0 < 0 ? 0 : 3 << 2 * (last0 & 15);
        }
        int m = toMove;
        int blocked = 0;
        int e = last0;
        if (e < 0 || e >>> 4 == m) {
            return blocked;
        }
        if (sinceMine || isIn(e >>> 4)) {
            blocked |= 3 << 2 * (e & 15);
        }
        e = last1;
        if (e < 0 || e >>> 4 == m) {
            return blocked;
        }
        if (sinceMine || isIn(e >>> 4)) {
            blocked |= 3 << 2 * (e & 15);
        }
        e = last2;
        if (e < 0 || e >>> 4 == m) {
            return blocked;
        }
        if (sinceMine || isIn(e >>> 4)) {
            blocked |= 3 << 2 * (e & 15);
        }
        return blocked;
    }

    /** The bar the two-players rule forbids the seat to move, or {@link #NONE}. */
    int repeatBar() {
        int m = toMove;
        return variant.repeatLimited() && aliveCount == 2 && run[m] >= 2 ? lastBar[m] : NONE;
    }

    /** The legal slides of the seat to move, as slide bits (0 during placement or once over). */
    int slideMask() {
        if (toPlace > 0 || winner >= 0) {
            return 0;
        }
        int legal = movable & ~blockedSlides();
        int repeat = repeatBar();
        return repeat < 0 ? legal : legal & ~(3 << 2 * repeat);
    }

    /** The number of legal moves. */
    int moveCount() {
        if (winner >= 0) {
            return 0;
        }
        return toPlace > 0 ? Long.bitCount(placeable()) : Integer.bitCount(slideMask());
    }

    /** Whether move code {@code code} is legal here. */
    boolean legal(int code) {
        if (code >= PLACE) {
            return winner < 0 && toPlace > 0 && code - PLACE < Bars.HOLES && (placeable() >>> (code - PLACE) & 1) != 0;
        }
        return code >= 0 && (slideMask() >>> code & 1) != 0;
    }

    /** Plays a legal move code; the caller has checked it. */
    void play(int code) {
        if (code >= PLACE) {
            place(code - PLACE);
        } else {
            slide(code);
        }
    }

    private void place(int hole) {
        long bit = 1L << hole;
        beads[toMove] |= bit;
        occupied |= bit;
        toPlace--;
        advance();
    }

    private void slide(int code) {
        int bar = code >>> 1;
        int shift = 2 * bar;
        int p = (positions >>> shift) & 3;
        long change = Bars.SLIDE_XOR[code * 3 + p];
        if (bar < SIDE) {
            redCover ^= change;
        } else {
            blueCover ^= change;
        }
        int np = (code & 1) == 0 ? p + 1 : p - 1;
        positions += (np - p) << shift;
        movable = (movable & ~(3 << shift)) | (DIRS[np] << shift);
        int m = toMove;
        if (lastBar[m] == bar) {
            run[m] = Math.min(2, run[m] + 1);
        } else {
            lastBar[m] = bar;
            run[m] = 1;
        }
        last2 = last1;
        last1 = last0;
        last0 = m << 4 | bar;
        long cover = redCover | blueCover;
        if ((occupied & ~cover) != 0) {
            fall(cover, m);
        }
        if (winner < 0) {
            advance();
        }
    }

    private void fall(long cover, int slider) {
        occupied &= cover;
        boolean knocked = false;
        for (int s = 0; s < players; s++) {
            long left = beads[s] & cover;
            beads[s] = left;
            if (left == 0 && (alive >>> s & 1) != 0) {
                alive &= ~(1 << s);
                aliveCount--;
                outEvent[s] = events + 1;
                knocked = true;
            }
        }
        if (knocked) {
            events++;
            if (aliveCount <= 1) {
                winner = aliveCount == 1 ? Integer.numberOfTrailingZeros(alive) : slider;
            }
        }
    }

    private void advance() {
        int t = toMove;
        do {
            t = t + 1 == players ? 0 : t + 1;
        } while ((alive >>> t & 1) == 0);
        toMove = t;
    }

    /** A uniformly random legal move code; the game is not over. */
    int randomMove(RandomGenerator random) {
        if (toPlace > 0) {
            return PLACE + nthBit(placeable(), random);
        }
        int legal = slideMask();
        int k = random.nextInt(Integer.bitCount(legal));
        for (int i = 0; i < k; i++) {
            legal &= legal - 1;
        }
        return Integer.numberOfTrailingZeros(legal);
    }

    private static int nthBit(long mask, RandomGenerator random) {
        int k = random.nextInt(Long.bitCount(mask));
        for (int i = 0; i < k; i++) {
            mask &= mask - 1;
        }
        return Long.numberOfTrailingZeros(mask);
    }

    /**
     * Plays uniformly random legal moves until the game is over or {@code maxPlies} moves are
     * played; returns the number played. Slides are drawn five random bits at a time, rejecting
     * codes that are not legal, so every legal slide is equally likely.
     */
    int playout(RandomGenerator random, int maxPlies) {
        int plies = 0;
        long bits = 0;
        int unused = 0;
        while (plies < maxPlies && winner < 0) {
            if (toPlace > 0) {
                place(nthBit(placeable(), random));
            } else {
                int legal = slideMask();
                int code;
                do {
                    if (unused == 0) {
                        bits = random.nextLong();
                        unused = 12;
                    }
                    code = (int) bits & 31;
                    bits >>>= 5;
                    unused--;
                } while ((legal >>> code & 1) == 0);
                slide(code);
            }
            plies++;
        }
        return plies;
    }

    /** The number of move sequences of exactly {@code depth} plies; sequences ending the game early count 0. */
    long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        Engine[] stack = new Engine[depth];
        for (int d = 0; d < depth; d++) {
            stack[d] = new Engine(this);
        }
        return perft(depth, stack);
    }

    private long perft(int depth, Engine[] stack) {
        if (depth == 1 || winner >= 0) {
            return moveCount();
        }
        Engine child = stack[depth - 1];
        long count = 0;
        if (toPlace > 0) {
            for (long m = placeable(); m != 0; m &= m - 1) {
                child.copyFrom(this);
                child.place(Long.numberOfTrailingZeros(m));
                count += child.perft(depth - 1, stack);
            }
        } else {
            for (int m = slideMask(); m != 0; m &= m - 1) {
                child.copyFrom(this);
                child.slide(Integer.numberOfTrailingZeros(m));
                count += child.perft(depth - 1, stack);
            }
        }
        return count;
    }
}
