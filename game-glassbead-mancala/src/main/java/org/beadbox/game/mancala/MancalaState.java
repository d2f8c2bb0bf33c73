package org.beadbox.game.mancala;

import java.util.AbstractList;
import java.util.List;
import java.util.Optional;
import java.util.RandomAccess;
import java.util.random.RandomGenerator;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;

/**
 * A position of the Glass Bead Game: an engine {@link Board} that is never changed after
 * construction, the tie rule, and the move that led here with the moves played and the plies
 * since the last capture (decorations for the picture, counted from the state the game started
 * from, not part of the position: the rules have no level end, so the players see how long the
 * game has gone without a capture and may agree a draw). The legal moves are a compact list of longs made on first use; moves are
 * decoded on {@code get}. Entering, parsing and sampling moves never list them.
 */
final class MancalaState implements GameState {

    private final Board board;
    private final boolean mindsports;
    private final MancalaMove last;
    private final Counts counts;
    /** The position's text, written on first use (a playout's end is often only scored). */
    private String position;
    private volatile List<Move> moves;

    /** The moves played since the start, and the plies since the last capture (a move that changed a score). */
    record Counts(int plies, int sinceCapture) {
        static final Counts START = new Counts(0, 0);

        Counts after(Board before, Board after) {
            boolean capture = before.points[0] != after.points[0] || before.points[1] != after.points[1];
            return new Counts(plies + 1, capture ? 0 : sinceCapture + 1);
        }
    }

    MancalaState(Board board, boolean mindsports, MancalaMove last) {
        this(board, mindsports, last, Counts.START);
    }

    MancalaState(Board board, boolean mindsports, MancalaMove last, Counts counts) {
        this.board = board;
        this.mindsports = mindsports;
        this.last = last;
        this.counts = counts;
    }

    /** The moves played and the plies since the last capture, counted from the state the game started from. */
    Counts counts() {
        return counts;
    }

    /** A copy of the engine board, for the evaluator and tests. */
    Board board() {
        return board.copy();
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public int toMove() {
        return board.toMove;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> m = moves;
        if (m == null) {
            m = new Codes(board, new Engine(board.n).enumerate(board));
            moves = m;
        }
        return m;
    }

    /** The legal moves as codes, decoded on {@code get}. */
    private static final class Codes extends AbstractList<Move> implements RandomAccess {
        private final Board board;
        private final long[] codes;

        Codes(Board board, long[] codes) {
            this.board = board;
            this.codes = codes;
        }

        @Override
        public Move get(int index) {
            return new Engine(board.n).decode(board, codes[index]);
        }

        @Override
        public int size() {
            return codes.length;
        }
    }

    @Override
    public GameState play(Move move) {
        if (board.over()) {
            throw new IllegalMoveException((move == null ? "a move" : move.notation()) + ": the game is over");
        }
        if (move == null) {
            throw new IllegalMoveException("no move given");
        }
        Entry e = Notation.parse(board, move.notation());
        return new MancalaState(e.after(), mindsports, e.move(), counts.after(board, e.after()));
    }

    @Override
    public Optional<Outcome> outcome() {
        return board.over() ? Optional.of(Results.outcome(board, mindsports)) : Optional.empty();
    }

    /** Exact from the endgame table once no gem is left in the pits (2×5); empty elsewhere or while the table is built. */
    @Override
    public Optional<Outcome> solved() {
        return Endgames.solved(board, mindsports);
    }

    @Override
    public double[] score() {
        return new double[] {board.points[0], board.points[1]};
    }

    @Override
    public Move parseMove(String notation) {
        if (board.over()) {
            throw new IllegalMoveException("'" + Notation.shorten(String.valueOf(notation)) + "': the game is over");
        }
        return Notation.parse(board, notation).move();
    }

    @Override
    public String position() {
        String p = position;
        if (p == null) {
            p = Positions.write(board, mindsports);
            position = p;
        }
        return p;
    }

    @Override
    public String toText() {
        return TextBoard.draw(board, mindsports, last);
    }

    @Override
    public Scene draw(List<String> partialMove) {
        Entry e = Entry.of(board, partialMove);
        if (e.problem != null && !(partialMove.isEmpty() && board.over())) {
            throw new IllegalArgumentException("steps " + partialMove + " start no legal move: " + e.problem);
        }
        return new BoardPicture(board, mindsports, e, last, counts).scene();
    }

    @Override
    public List<String> nextSteps(List<String> partialMove) {
        return List.copyOf(Entry.of(board, partialMove).nextSteps());
    }

    @Override
    public Optional<Move> moveOf(List<String> steps) {
        Entry e = Entry.of(board, steps);
        return e.complete() ? Optional.of(e.move()) : Optional.empty();
    }

    @Override
    public Move randomMove(RandomGenerator random) {
        if (board.over()) {
            throw new IllegalStateException("the game is over: there is no move to choose");
        }
        return new RandomPlay(board.n).sample(board, random);
    }

    @Override
    public GameState playout(RandomGenerator random, int maxPlies) {
        if (board.over() || maxPlies <= 0) {
            return this;
        }
        Board b = board.copy();
        new RandomPlay(board.n).playout(b, random, maxPlies);
        return new MancalaState(b, mindsports, null);
    }

    @Override
    public long perft(int depth) {
        return Engine.perft(board, depth);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MancalaState s && position().equals(s.position());
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
