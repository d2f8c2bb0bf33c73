package org.beadbox.game.beadmaster;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;

/**
 * An immutable BeadMaster position: a wrapped {@link Engine} board that is never changed after
 * construction (every move works on a copy), plus what the picture marks but equality ignores:
 * the last move and the beads it knocked off.
 */
final class BeadMasterState implements GameState {

    /** No bead fell: shared, never written. */
    private static final long[] NONE_FELL = new long[4];

    private final Engine board;
    private final BeadMove lastMove;
    private final int lastMover;
    private final long[] fell;
    private String position;

    /** A state over {@code board}, which the caller hands over and no longer changes. */
    BeadMasterState(Engine board) {
        this(board, null, -1, NONE_FELL);
    }

    private BeadMasterState(Engine board, BeadMove lastMove, int lastMover, long[] fell) {
        this.board = board;
        this.lastMove = lastMove;
        this.lastMover = lastMover;
        this.fell = fell;
    }

    /** A copy of the board, for the caller to change. */
    Engine board() {
        return new Engine(board);
    }

    /** The board itself, for read-only use inside the bundle (picture, evaluator). */
    Engine view() {
        return board;
    }

    /** The move that led here, or null at the start or after parsing a position. */
    BeadMove lastMove() {
        return lastMove;
    }

    /** The seat that made {@link #lastMove()}, or -1. */
    int lastMover() {
        return lastMover;
    }

    /** The beads of {@code seat} that fell on the last move. */
    long fell(int seat) {
        return fell[seat];
    }

    @Override
    public int players() {
        return board.players;
    }

    @Override
    public int toMove() {
        return board.toMove;
    }

    @Override
    public List<Move> legalMoves() {
        if (board.over()) {
            return List.of();
        }
        Move[] moves = new Move[board.moveCount()];
        int i = 0;
        if (board.placing()) {
            for (long m = board.placeable(); m != 0; m &= m - 1) {
                moves[i++] = BeadMove.of(Engine.PLACE + Long.numberOfTrailingZeros(m));
            }
        } else {
            for (int m = board.slideMask(); m != 0; m &= m - 1) {
                moves[i++] = BeadMove.of(Integer.numberOfTrailingZeros(m));
            }
        }
        return Collections.unmodifiableList(Arrays.asList(moves));
    }

    @Override
    public List<String> nextSteps(List<String> partialMove) {
        return partialMove.isEmpty() ? legalNotations() : List.of();
    }

    @Override
    public GameState play(Move move) {
        BeadMove m = move instanceof BeadMove b ? b : (BeadMove) parseMove(move.notation());
        if (!board.allows(m.code())) {
            String why = Explain.refusal(board, m.code(), board.over() ? summary() : "");
            throw new IllegalMoveException(why != null ? why : m + " cannot be played here");
        }
        Engine next = new Engine(board);
        next.play(m.code());
        long[] fallen = new long[4];
        for (int s = 0; s < board.players; s++) {
            fallen[s] = board.beads[s] & ~next.beads[s];
        }
        return new BeadMasterState(next, m, board.toMove, fallen);
    }

    @Override
    public Optional<Outcome> outcome() {
        if (!board.over()) {
            return Optional.empty();
        }
        List<Integer> ranks = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        double[] score = score();
        int first = 0;
        for (int s = 0; s < board.players; s++) {
            first += board.wins(s) ? 1 : 0;
        }
        for (int s = 0; s < board.players; s++) {
            int rank = 0;
            if (!board.wins(s)) {
                rank = first;
                for (int t = 0; t < board.players; t++) {
                    rank += !board.wins(t) && board.outEvent[t] > board.outEvent[s] ? 1 : 0;
                }
            }
            ranks.add(rank);
            scores.add(score[s]);
        }
        return Optional.of(new Outcome(scores, ranks, summary()));
    }

    private String summary() {
        if (board.drawn()) {
            List<String> in = new ArrayList<>();
            for (int s = 0; s < board.players; s++) {
                if (board.wins(s)) {
                    in.add(BeadMaster.seatName(s));
                }
            }
            String names = String.join(", ", in.subList(0, in.size() - 1)) + " and " + in.get(in.size() - 1);
            return "Draw between " + names + ": " + board.variant.quiet() + " slides without a bead falling";
        }
        String name = BeadMaster.seatName(board.winner);
        if (board.aliveCount == 0) {
            return name + " wins: the last beads all fell on " + name + "'s own slide";
        }
        int left = Long.bitCount(board.beads[board.winner]);
        return name + " wins with " + left + (left == 1 ? " bead" : " beads") + " left";
    }

    @Override
    public double[] score() {
        double[] out = new double[board.players];
        int placed = Engine.BEADS * board.players - board.toPlace;
        for (int s = 0; s < board.players; s++) {
            int toPlace = Engine.BEADS - (placed / board.players + (s < placed % board.players ? 1 : 0));
            out[s] = Long.bitCount(board.beads[s]) + toPlace;
        }
        return out;
    }

    @Override
    public Move parseMove(String notation) {
        String n = notation == null ? "" : notation.strip().replace('\u2212', '-');
        int code = -1;
        if (n.length() == 2 && Bars.holeOf(n) >= 0) {
            code = Engine.PLACE + Bars.holeOf(n);
        } else if (n.length() == 3 && (n.charAt(2) == '+' || n.charAt(2) == '-') && Bars.barOf(n.substring(0, 2)) >= 0) {
            code = Bars.barOf(n.substring(0, 2)) * 2 + (n.charAt(2) == '+' ? 0 : 1);
        }
        if (code < 0) {
            String shown = n.replaceAll("\\p{Cntrl}", "?");
            throw new IllegalMoveException("'" + (shown.length() > 20 ? shown.substring(0, 17) + "..." : shown)
                    + "' is not a BeadMaster move: a placement names a hole a1…g7 (column a–g, row 1–7 from the top),"
                    + " like e3; a slide names a bar H1…H7 or V1…V7 and + (towards outer) or - (towards inner), like H3+");
        }
        String why = Explain.refusal(board, code, board.over() ? summary() : "");
        if (why != null) {
            throw new IllegalMoveException(why);
        }
        return BeadMove.of(code);
    }

    @Override
    public String position() {
        String p = position;
        if (p == null) {
            p = PositionCodec.write(board);
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
        if (partialMove.size() > 1 || (partialMove.size() == 1 && !legalNotations().contains(partialMove.get(0)))) {
            throw new IllegalArgumentException(partialMove + " is not the start of a legal move here");
        }
        return new Picture(this, partialMove.isEmpty() ? null : (BeadMove) parseMove(partialMove.get(0))).scene();
    }

    @Override
    public Move randomMove(RandomGenerator random) {
        if (board.over()) {
            throw new IllegalStateException("the game is over: there is no move to choose");
        }
        return BeadMove.of(board.randomMove(random));
    }

    @Override
    public GameState playout(RandomGenerator random, int maxPlies) {
        if (board.over() || maxPlies <= 0) {
            return this;
        }
        Engine e = new Engine(board);
        e.playout(random, maxPlies);
        return new BeadMasterState(e);
    }

    @Override
    public long perft(int depth) {
        return board.perft(depth);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BeadMasterState s && s.position().equals(position());
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
