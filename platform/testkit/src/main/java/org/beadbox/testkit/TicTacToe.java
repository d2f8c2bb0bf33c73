package org.beadbox.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;

/**
 * Tic-tac-toe, a small two-seat game with tactics for the search players' tests. Squares are
 * numbered 0 to 8 row by row; a move's notation is its square. The position string is the nine
 * squares ({@code X}, {@code O} or {@code .}) in rows separated by {@code /}; X moves when the
 * counts are equal. Not shipped: one copy in the testkit serves every AI module.
 */
public final class TicTacToe implements Game {

    private static final int[][] LINES = {
        {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};

    @Override
    public GameInfo info() {
        return new GameInfo("tic-tac-toe", "Tic-tac-toe", "folklore", "", "Three in a row wins.", 2, 2, "");
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public List<SeatInfo> seats(int players) {
        return List.of(new SeatInfo("X", "#c0392b"), new SeatInfo("O", "#2e6fd8"));
    }

    @Override
    public GameState start(Setup setup) {
        resolve(setup);
        return parsePosition(".../.../...");
    }

    @Override
    public GameState parsePosition(String position) {
        String cells = position.replace("/", "");
        if (!cells.matches("[XO.]{9}")) {
            throw new IllegalArgumentException("'" + position + "' is not three rows of X, O and .");
        }
        return new State(cells);
    }

    /** A move: the square to mark. */
    public record Mark(int square) implements Move {
        @Override
        public List<String> steps() {
            return List.of(notation());
        }

        @Override
        public String notation() {
            return Integer.toString(square);
        }
    }

    /** A position: nine cells. */
    public record State(String cells) implements GameState {

        @Override
        public int players() {
            return 2;
        }

        @Override
        public int toMove() {
            long x = cells.chars().filter(c -> c == 'X').count();
            long o = cells.chars().filter(c -> c == 'O').count();
            return x == o ? 0 : 1;
        }

        private int winner() {
            for (int[] l : LINES) {
                char c = cells.charAt(l[0]);
                if (c != '.' && c == cells.charAt(l[1]) && c == cells.charAt(l[2])) {
                    return c == 'X' ? 0 : 1;
                }
            }
            return -1;
        }

        @Override
        public List<Move> legalMoves() {
            List<Move> out = new ArrayList<>();
            if (winner() < 0) {
                for (int i = 0; i < 9; i++) {
                    if (cells.charAt(i) == '.') {
                        out.add(new Mark(i));
                    }
                }
            }
            return List.copyOf(out);
        }

        @Override
        public GameState play(Move move) {
            int sq = Integer.parseInt(move.notation());
            if (isOver() || cells.charAt(sq) != '.') {
                throw new IllegalMoveException(sq + " is not free");
            }
            char[] c = cells.toCharArray();
            c[sq] = toMove() == 0 ? 'X' : 'O';
            return new State(new String(c));
        }

        @Override
        public Optional<Outcome> outcome() {
            int w = winner();
            if (w >= 0) {
                return Optional.of(Outcome.winner(w, score(), (w == 0 ? "X" : "O") + " wins"));
            }
            return cells.contains(".") ? Optional.empty() : Optional.of(Outcome.byScore(score(), "draw"));
        }

        @Override
        public double[] score() {
            int w = winner();
            return new double[] {w == 0 ? 1 : 0, w == 1 ? 1 : 0};
        }

        @Override
        public Move parseMove(String notation) {
            if (!notation.strip().matches("[0-8]")) {
                throw new IllegalMoveException("'" + notation + "' is not a square 0 to 8");
            }
            Move m = new Mark(Integer.parseInt(notation.strip()));
            if (!legalMoves().contains(m)) {
                throw new IllegalMoveException(notation + " is taken or the game is over");
            }
            return m;
        }

        @Override
        public String position() {
            return cells.substring(0, 3) + "/" + cells.substring(3, 6) + "/" + cells.substring(6);
        }

        @Override
        public String toText() {
            return position().replace('/', '\n');
        }

        @Override
        public Scene draw(List<String> partialMove) {
            return new Scene(3, 3, "#ffffff", List.of());
        }
    }
}
