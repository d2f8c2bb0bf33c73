package org.beadbox.game.challenge;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;

/**
 * An immutable Challenge position: the variant, the beads, stakes and ownership as bitboards
 * (the {@link Words} layout), the colour to move and whether the seats have swapped colours.
 * Seat 0 plays Red and seat 1 Blue until a {@code swap}, after which seat 0 plays Blue.
 * The last move is remembered for the picture only and takes no part in equality.
 */
final class ChallengeState implements GameState {

    /** {@link #last} when no move has been made. */
    static final int NO_MOVE = -1;
    /** {@link #last} right after a swap. */
    static final int SWAPPED = -2;

    final Variant variant;
    final Board board;
    private final long[] w;
    /** The colour to move: 0 Red, 1 Blue. */
    final int colour;
    /** Whether the seats have exchanged colours. */
    final boolean swapped;
    /** The cell of the last drop or stake, {@link #NO_MOVE} or {@link #SWAPPED}. */
    final int last;
    private String position;

    /**
     * The words of the position before the last drop, when this one was made by a drop; else
     * null. Lets the evaluation judge the positions after each of a position's moves from what
     * changed around the drop ({@link Ownership}).
     */
    final long[] before;

    ChallengeState(Variant variant, long[] words, int colour, boolean swapped, int last) {
        this(variant, words, colour, swapped, last, null);
    }

    private ChallengeState(Variant variant, long[] words, int colour, boolean swapped, int last, long[] before) {
        this.variant = variant;
        this.board = variant.board();
        this.w = words;
        this.colour = colour;
        this.swapped = swapped;
        this.last = last;
        this.before = before;
    }

    // ---- facts about the position ----

    /** The seat playing {@code c}. */
    int seatOf(int c) {
        return swapped ? 1 - c : c;
    }

    /** Whether a bead of colour c stands on the cell. */
    boolean bead(int c, int cell) {
        return Board.has(w[2 * c], w[2 * c + 1], cell);
    }

    /** Whether a stake stands on the cell. */
    boolean stake(int cell) {
        return Board.has(w[Words.STAKE], w[Words.STAKE + 1], cell);
    }

    /** The owner of the cell: 0 Red, 1 Blue, -1 nobody. */
    int owner(int cell) {
        return Board.has(w[Words.OWN], w[Words.OWN + 1], cell) ? 0
                : Board.has(w[Words.OWN + 2], w[Words.OWN + 3], cell) ? 1 : -1;
    }

    /** Red beads minus blue beads around the cell. */
    int lead(int cell) {
        long m0 = board.nbrMask[2 * cell];
        long m1 = board.nbrMask[2 * cell + 1];
        return Long.bitCount(m0 & w[Words.RED]) + Long.bitCount(m1 & w[Words.RED + 1])
                - Long.bitCount(m0 & w[Words.BLUE]) - Long.bitCount(m1 & w[Words.BLUE + 1]);
    }

    /** Whether the cell holds a bead or a stake. */
    boolean occupied(int cell) {
        return Board.has(w[Words.OCC], w[Words.OCC + 1], cell);
    }

    /** Stakes Blue has still to place before Red's first drop. */
    int pendingStakes() {
        return Math.max(0, variant.handicap() - count(Words.STAKE));
    }

    /** Beads of colour c on the board. */
    int beads(int c) {
        return count(2 * c);
    }

    /** Cells colour c owns. */
    int owned(int c) {
        return count(Words.OWN + 2 * c);
    }

    /** Cells with neither bead nor stake. */
    int emptyCount() {
        return board.cells - count(Words.OCC);
    }

    /** Empty cells nobody owns. */
    int unownedCount() {
        return Long.bitCount(unowned(0)) + Long.bitCount(unowned(1));
    }

    private long unowned(int wd) {
        long all = wd == 0 ? board.all0 : board.all1;
        return all & ~w[Words.OCC + wd] & ~w[Words.OWN + wd] & ~w[Words.OWN + 2 + wd];
    }

    private int count(int slot) {
        return Long.bitCount(w[slot]) + Long.bitCount(w[slot + 1]);
    }

    /** Colour c's score: cells owned, plus the komi for Blue. */
    double colourScore(int c) {
        return owned(c) + (c == 1 ? variant.komi() : 0);
    }

    /** Whether Blue may answer now with {@code swap}. */
    boolean swapOffered() {
        return variant.swapRule() && !swapped && colour == 1 && pendingStakes() == 0
                && beads(0) == 1 && beads(1) == 0 && !isOver();
    }

    /** The words themselves, for the evaluation to read (never to change). */
    long[] wordsView() {
        return w;
    }

    /** A copy of the words, for the engine and the codec. */
    long[] words() {
        return w.clone();
    }

    /** Word wd of the cells the side to move may drop on (or stake, in the stake phase). */
    private long legal(int wd) {
        long all = wd == 0 ? board.all0 : board.all1;
        long empty = all & ~w[Words.OCC + wd];
        if (pendingStakes() > 0) {
            return empty;
        }
        return variant.unowned() ? empty & ~w[Words.OWN + wd] & ~w[Words.OWN + 2 + wd]
                : empty & ~w[Words.OWN + 2 - 2 * colour + wd];
    }

    /** Whether a drop (or stake) on the cell is legal now. */
    boolean legalCell(int cell) {
        return !isOver() && Board.has(legal(0), legal(1), cell);
    }

    // ---- GameState ----

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return seatOf(colour);
    }

    @Override
    public boolean isOver() {
        return pendingStakes() == 0 && (unowned(0) | unowned(1)) == 0;
    }

    @Override
    public List<Move> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        return new MoveList(board, legal(0), legal(1), swapOffered());
    }

    /** Every move is one step: the legal notations before anything is entered, nothing after. */
    @Override
    public List<String> nextSteps(List<String> partialMove) {
        return partialMove.isEmpty() ? List.copyOf(legalNotations()) : List.of();
    }

    @Override
    public GameState play(Move move) {
        if (isOver()) {
            throw new IllegalMoveException(move.notation() + " cannot be played: the game is over (" + summary() + ")");
        }
        if (move instanceof Swap) {
            if (!swapOffered()) {
                throw new IllegalMoveException(Refusals.whySwapNot(this));
            }
            return new ChallengeState(variant, w, colour, true, SWAPPED);
        }
        int cell = move instanceof Drop d ? cellOf(d) : -1;
        if (cell < 0) {
            throw new IllegalMoveException(move.notation() + " is not a square of the " + board.describe());
        }
        String problem = Refusals.whyNot(this, cell);
        if (problem != null) {
            throw new IllegalMoveException(problem);
        }
        long[] next = w.clone();
        if (pendingStakes() > 0) {
            Words.stake(next, cell);
            return new ChallengeState(variant, next, pendingStakes() == 1 ? 0 : 1, swapped, cell);
        }
        Words.drop(board, next, cell, colour);
        return new ChallengeState(variant, next, 1 - colour, swapped, cell, w);
    }

    private int cellOf(Drop d) {
        int c = d.cell();
        return c >= 0 && c < board.cells && board.drops[c] == d ? c : board.cell(d.square());
    }

    @Override
    public Optional<Outcome> outcome() {
        return isOver() ? Optional.of(Outcome.byScore(score(), summary())) : Optional.empty();
    }

    /** "Red wins 45–36", "Draw at 50–50", or the running score and who is to move. */
    String summary() {
        String red = Variant.formatKomi(colourScore(0));
        String blue = Variant.formatKomi(colourScore(1));
        if (!isOver()) {
            return "Red " + red + ", Blue " + blue;
        }
        int cmp = Double.compare(colourScore(0), colourScore(1));
        return cmp == 0 ? "Draw at " + red + "–" + blue
                : cmp > 0 ? "Red wins " + red + "–" + blue : "Blue wins " + blue + "–" + red;
    }

    @Override
    public double[] score() {
        double[] s = new double[2];
        s[seatOf(0)] = colourScore(0);
        s[seatOf(1)] = colourScore(1);
        return s;
    }

    @Override
    public Move parseMove(String notation) {
        String n = notation == null ? "" : notation.strip().toLowerCase(Locale.ROOT);
        if (n.equals(Swap.NOTATION)) {
            if (isOver()) {
                throw new IllegalMoveException("swap cannot be played: the game is over (" + summary() + ")");
            }
            if (!swapOffered()) {
                throw new IllegalMoveException(Refusals.whySwapNot(this));
            }
            return Swap.SWAP;
        }
        if (!n.matches("[a-z][0-9]{1,2}")) {
            String shown = notation.length() > 40 ? notation.substring(0, 30) + "… (" + notation.length() + " characters)" : notation;
            throw new IllegalMoveException("'" + shown + "' is not a square: write a file letter and a rank number, "
                    + "e.g. e5 (" + board.range() + ")" + (swapOffered() ? ", or swap" : ""));
        }
        int cell = board.cell(n);
        if (cell < 0) {
            throw new IllegalMoveException(n + " is not a square of the " + board.describe() + " (" + board.range()
                    + (board.kind == Board.Kind.HEX ? ", with |file − rank| ≤ " + (board.size - 1) : "") + ")");
        }
        String problem = Refusals.whyNot(this, cell);
        if (problem != null) {
            throw new IllegalMoveException(problem);
        }
        return board.drops[cell];
    }

    @Override
    public String position() {
        String p = position;
        if (p == null) {
            p = Positions.write(this);
            position = p;
        }
        return p;
    }

    @Override
    public String toText() {
        return TextBoard.draw(this);
    }

    @Override
    public Scene draw(List<String> partialMove) {
        if (!partialMove.isEmpty() && (partialMove.size() > 1 || !nextSteps(List.of()).contains(partialMove.get(0)))) {
            throw new IllegalArgumentException(partialMove + " starts no legal move here");
        }
        return Picture.draw(this, partialMove.isEmpty() ? null : partialMove.get(0));
    }

    // ---- the fast paths ----

    /** Whether play from here is plain drops by alternating colours: no stakes to place, no swap now or later. */
    private boolean plain() {
        boolean swapAhead = variant.swapRule() && !swapped && beads(1) == 0 && beads(0) <= 1;
        return pendingStakes() == 0 && !swapAhead;
    }

    @Override
    public Move randomMove(RandomGenerator random) {
        if (isOver()) {
            throw new IllegalStateException("the game is over: there is no move to choose");
        }
        long l0 = legal(0);
        long l1 = legal(1);
        int n0 = Long.bitCount(l0);
        int n = n0 + Long.bitCount(l1) + (swapOffered() ? 1 : 0);
        int k = random.nextInt(n);
        if (k >= n0 + Long.bitCount(l1)) {
            return Swap.SWAP;
        }
        return board.drops[k < n0 ? Playout.select(l0, k) : 64 + Playout.select(l1, k - n0)];
    }

    @Override
    public GameState playout(RandomGenerator random, int maxPlies) {
        ChallengeState s = this;
        int plies = 0;
        while (plies < maxPlies && !s.isOver() && !s.plain()) {
            s = (ChallengeState) s.play(s.randomMove(random));
            plies++;
        }
        if (plies >= maxPlies || s.isOver()) {
            return s;
        }
        Playout p = new Playout(variant, s.w, s.colour);
        int played = p.playout(random, maxPlies - plies);
        return played == 0 ? s : new ChallengeState(variant, p.w, p.colour, s.swapped, p.last);
    }

    @Override
    public long perft(int depth) {
        if (depth == 0) {
            return 1;
        }
        if (isOver()) {
            return 0;
        }
        if (!plain()) {
            long sum = 0;
            for (Move m : legalMoves()) {
                sum += depth == 1 ? 1 : play(m).perft(depth - 1);
            }
            return sum;
        }
        return new Engine(variant, w, colour).perft(depth);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChallengeState s && s.position().equals(position());
    }

    @Override
    public int hashCode() {
        return position().hashCode();
    }

    @Override
    public String toString() {
        return position();
    }
}
