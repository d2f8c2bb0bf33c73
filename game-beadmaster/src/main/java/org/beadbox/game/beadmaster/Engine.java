package org.beadbox.game.beadmaster;

import static org.beadbox.game.beadmaster.Bars.BARS;
import static org.beadbox.game.beadmaster.Bars.SIDE;

import java.util.random.RandomGenerator;

/**
 * The rules of BeadMaster on a compact, mutable board: bar positions as 2-bit fields of one
 * int, coverage as 49-bit masks (the red and the blue bars' coverage kept apart, so a slide is
 * one XOR), beads as one mask per seat (a fall is one AND per seat). The only implementation of
 * the rules: {@link BeadMasterState} wraps a copy that it never changes, and playouts, perft and
 * the evaluator run on it directly; random playouts are in {@link Playouts}, perft in {@link
 * Perft}.
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

    /**
     * The slide bits a bar in position 0, 1, 2 may make, 2 bits a position: + (bit 0) from inner
     * and central, − (bit 1) from central and outer.
     */
    private static final int DIR_BITS = 1 | 3 << 2 | 2 << 4;

    /** {@code NEXT[(players << 4 | alive) << 2 | seat]}: the next seat after {@code seat} among {@code alive}. */
    static final byte[] NEXT = new byte[5 << 6];

    static {
        for (int players = 2; players <= 4; players++) {
            for (int alive = 1; alive < 1 << players; alive++) {
                for (int seat = 0; seat < players; seat++) {
                    int t = seat;
                    do {
                        t = (t + 1) % players;
                    } while ((alive >>> t & 1) == 0);
                    NEXT[(players << 4 | alive) << 2 | seat] = (byte) t;
                }
            }
        }
    }

    final int players;
    final Variant variant;
    private final boolean sinceMine;
    final boolean previousOnly;
    final boolean repeatLimited;
    final int nextBase;

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
    /** The last three slides, a byte each, most recent lowest: {@code 0x80 | seat << 4 | bar}, 0 for none. */
    int recent;
    /** Per seat: {@code bar << 2 | n}, its most recent slide's bar and on how many of its own turns in a row (at most 2) it slid it; 0 if none. */
    final int[] streak = new int[4];
    /** Per seat: 0 while in the game, else k when it went out in the k-th turn that knocked anyone out. */
    final int[] outEvent = new int[4];
    int events;
    /** The winning seat once the game is over, else -1 (also when it ended in a draw). */
    int winner = -1;
    /** Slides in a row since a bead last fell (or since the sliding began); the game is drawn when it reaches {@link Variant#quiet}. */
    int calm;

    /** A board at the start: bars at {@code positions}, no bead placed, seat 0 to place. */
    Engine(int players, Variant variant, int positions) {
        this.players = players;
        this.variant = variant;
        this.sinceMine = variant.blocked() == Variant.Blocking.SINCE_MINE;
        this.previousOnly = variant.blocked() == Variant.Blocking.PREVIOUS;
        this.repeatLimited = variant.repeatLimited();
        this.nextBase = players << 6;
        this.alive = (1 << players) - 1;
        this.aliveCount = players;
        this.toPlace = BEADS * players;
        setPositions(positions);
    }

    /** A copy of {@code other}. */
    Engine(Engine other) {
        this.players = other.players;
        this.variant = other.variant;
        this.sinceMine = other.sinceMine;
        this.previousOnly = other.previousOnly;
        this.repeatLimited = other.repeatLimited;
        this.nextBase = other.nextBase;
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
        recent = o.recent;
        System.arraycopy(o.streak, 0, streak, 0, 4);
        System.arraycopy(o.outEvent, 0, outEvent, 0, 4);
        events = o.events;
        winner = o.winner;
        calm = o.calm;
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
            movable |= dirs(p) << (2 * bar);
        }
    }

    /** The slide bits (+ bit 0, − bit 1) of a bar in position {@code p}. */
    static int dirs(int p) {
        return DIR_BITS >>> 2 * p & 3;
    }

    /** The {@code i}-th most recent slide (i from 0 to 2) as {@code seat << 4 | bar}, or {@link #NONE}. */
    int last(int i) {
        int e = recent >>> (8 * i) & 0xff;
        return e == 0 ? NONE : e & 0x3f;
    }

    /** Sets the last slides, most recent first, each {@code seat << 4 | bar} or {@link #NONE}. */
    void setLast(int... entries) {
        recent = 0;
        for (int i = entries.length - 1; i >= 0; i--) {
            recent = recent << 8 | (entries[i] < 0 ? 0 : 0x80 | entries[i]);
        }
    }

    /** The last three slides as kept for the blocked-bars rule (for position keys). */
    int recentSlides() {
        return recent;
    }

    /** A seat's streak as kept for the two-players rule, {@code bar << 2 | run}, 0 if none (for position keys). */
    int streak(int seat) {
        return streak[seat];
    }

    /** The bar of {@code seat}'s most recent slide, or {@link #NONE}. */
    int lastBar(int seat) {
        return streak[seat] == 0 ? NONE : streak[seat] >>> 2;
    }

    /** On how many of its own turns in a row {@code seat} slid {@link #lastBar}, at most 2; 0 if none. */
    int run(int seat) {
        return streak[seat] & 3;
    }

    /** Sets {@code seat}'s latest bar and run (1 or 2). */
    void setRun(int seat, int bar, int run) {
        streak[seat] = bar << 2 | run;
    }

    boolean over() {
        return winner >= 0 || drawn();
    }

    /** Whether the game ended in a draw: {@link Variant#quiet} slides in a row without a fall. */
    boolean drawn() {
        return calm == variant.quiet() && calm > 0;
    }

    /** Whether {@code seat} has won the game or shares its draw. */
    boolean wins(int seat) {
        return seat == winner || drawn() && isIn(seat);
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
        return blocked(recent, toMove, alive);
    }

    /** The slides the blocked-bars rule forbids {@code mover}, given the last slides and who is in. */
    int blocked(int hist, int mover, int in) {
        if (previousOnly) {
            return hist == 0 ? 0 : 3 << 2 * (hist & 15);
        }
        int blocked = 0;
        for (int i = 0; i < 3; i++, hist >>>= 8) {
            int seat = hist >>> 4 & 3;
            if ((hist & 0x80) == 0 || seat == mover) {
                break;
            }
            if (sinceMine || (in >>> seat & 1) != 0) {
                blocked |= 3 << 2 * (hist & 15);
            }
        }
        return blocked;
    }

    /** The bar the two-players rule forbids the seat to move, or {@link #NONE}. */
    int repeatBar() {
        int s = streak[toMove];
        return repeatLimited && aliveCount == 2 && (s & 3) == 2 ? s >>> 2 : NONE;
    }

    /** The legal slides of the seat to move, as slide bits (0 during placement or once over). */
    int slideMask() {
        if (toPlace > 0 || over()) {
            return 0;
        }
        int legal = movable & ~blockedSlides();
        int repeat = repeatBar();
        return repeat < 0 ? legal : legal & ~(3 << 2 * repeat);
    }

    /** The number of legal moves. */
    int moveCount() {
        if (over()) {
            return 0;
        }
        return toPlace > 0 ? Long.bitCount(placeable()) : Integer.bitCount(slideMask());
    }

    /**
     * Whether move {@code code} is legal here: the cheap check of {@link BeadMasterState#play},
     * which asks {@link Explain#refusal} for the reason only when it is not.
     */
    boolean allows(int code) {
        if (over()) {
            return false;
        }
        return code >= PLACE ? toPlace > 0 && (placeable() >>> (code - PLACE) & 1) != 0 : (slideMask() >>> code & 1) != 0;
    }

    /** Plays a legal move code; the caller has checked it. */
    void play(int code) {
        if (code >= PLACE) {
            place(code - PLACE);
        } else {
            slide(code);
        }
    }

    /** Places the seat to move's bead on {@code hole}, which is free and covered. */
    void place(int hole) {
        long bit = 1L << hole;
        beads[toMove] |= bit;
        occupied |= bit;
        toPlace--;
        advance();
    }

    /** Makes slide {@code code}, which is legal. */
    void slide(int code) {
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
        movable = (movable & ~(3 << shift)) | (dirs(np) << shift);
        int m = toMove;
        int s = streak[m];
        streak[m] = s >>> 2 == bar && s != 0 ? (s & 3) == 2 ? s : s + 1 : bar << 2 | 1;
        recent = (recent << 8 | 0x80 | m << 4 | bar) & 0xffffff;
        long cover = redCover | blueCover;
        if ((occupied & ~cover) != 0) {
            calm = 0;
            fall(cover, m);
        } else {
            calm++;
        }
        if (!over()) {
            advance();
        }
    }

    /** Drops the beads no longer on {@code cover}, puts out the seats left without any, and names a winner if one is left (or {@code slider} if none is). */
    void fall(long cover, int slider) {
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
        toMove = NEXT[nextBase | alive << 2 | toMove];
    }

    /** A uniformly random legal move code; the game is not over. See {@link Playouts#randomMove}. */
    int randomMove(RandomGenerator random) {
        return Playouts.randomMove(this, random);
    }

    /**
     * Plays uniformly random legal moves until the game is over or {@code maxPlies} moves are
     * played; returns the number played. See {@link Playouts#playout}.
     */
    int playout(RandomGenerator random, int maxPlies) {
        return Playouts.playout(this, random, maxPlies);
    }

    /** The number of move sequences of exactly {@code depth} plies; sequences ending the game early count 0. */
    long perft(int depth) {
        return Perft.count(this, depth);
    }
}
