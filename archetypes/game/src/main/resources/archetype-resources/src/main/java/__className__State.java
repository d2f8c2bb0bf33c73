#set( $symbol_pound = '#' )
package ${package};

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Interaction;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * A position of ${gameName}: the beads left and whose turn it is. Immutable: {@link #play}
 * returns the next position. Edit this class for the rules: the legal moves, what a move does,
 * when the game ends and who won, the notation, and how the board is drawn.
 *
 * @param beads beads left in the row
 * @param toMove the seat to move (0 or 1); once the row is empty, the seat that would move next
 */
record ${className}State(int beads, int toMove) implements GameState {

    /** A move: how many beads to take. */
    record Take(int count) implements Move {
        @Override
        public List<String> steps() {
            return List.of(Integer.toString(count));
        }

        @Override
        public String notation() {
            return Integer.toString(count);
        }
    }

    /** The position {@link #position()} wrote, e.g. {@code "15 0"}. */
    static ${className}State parse(String position) {
        String[] parts = position.strip().split("\\s+");
        try {
            int beads = Integer.parseInt(parts[0]);
            int toMove = Integer.parseInt(parts[1]);
            if (parts.length != 2 || beads < 0 || beads > 99 || toMove < 0 || toMove > 1) {
                throw new NumberFormatException();
            }
            return new ${className}State(beads, toMove);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("position '" + position + "' is not BEADS SEAT-TO-MOVE, e.g. '15 0'");
        }
    }

    @Override
    public int players() {
        return 2;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> out = new ArrayList<>();
        for (int k = 1; k <= Math.min(3, beads); k++) {
            out.add(new Take(k));
        }
        return List.copyOf(out);
    }

    @Override
    public GameState play(Move move) {
        if (beads == 0) {
            throw new IllegalMoveException("the game is over");
        }
        if (!(move instanceof Take t) || t.count() < 1 || t.count() > Math.min(3, beads)) {
            throw new IllegalMoveException(move.notation() + " is not a legal take: take 1 to " + Math.min(3, beads));
        }
        return new ${className}State(beads - t.count(), 1 - toMove);
    }

    @Override
    public Optional<Outcome> outcome() {
        return beads > 0 ? Optional.empty() : Optional.of(Outcome.winner(winner(), score(), seatName(winner()) + " wins"));
    }

    @Override
    public double[] score() {
        double[] s = new double[2];
        if (beads == 0) {
            s[winner()] = 1;
        }
        return s;
    }

    @Override
    public Move parseMove(String notation) {
        String n = notation.strip();
        if (!n.matches("[1-3]")) {
            throw new IllegalMoveException("'" + notation + "' is not a take: write 1, 2 or 3");
        }
        int count = Integer.parseInt(n);
        if (count > beads) {
            throw new IllegalMoveException("cannot take " + n + ": " + beads + " beads left");
        }
        return new Take(count);
    }

    @Override
    public String position() {
        return beads + " " + toMove;
    }

    @Override
    public String toText() {
        return "o".repeat(beads) + (beads == 0 ? "(empty)\n" + seatName(winner()) + " won" : "\n" + seatName(toMove) + " to take");
    }

    @Override
    public Scene draw(List<String> partialMove) {
        if (!partialMove.isEmpty() && (partialMove.size() > 1 || !nextSteps(List.of()).contains(partialMove.get(0)))) {
            throw new IllegalArgumentException(partialMove + " starts no legal move");
        }
        List<Shape> shapes = new ArrayList<>();
        for (int i = 0; i < beads; i++) {
            int take = beads - i;  // clicking a bead takes it and every bead to its right
            Interaction on = partialMove.isEmpty() && take <= 3 ? Interaction.step(Integer.toString(take), "take " + take) : Interaction.NONE;
            shapes.add(new Shape.Bead("bead" + i, 1 + i * 2, 1, 0.8, "${symbol_pound}3a7bd5", null, null, on));
        }
        shapes.add(new Shape.Text("status", 1, 3, toText().lines().reduce((a, b) -> b).orElse(""), 0.8,
                Shape.Align.LEFT, false, Style.fill("${symbol_pound}202020"), null));
        return new Scene(Math.max(4, beads * 2), 4, "${symbol_pound}f4ecd8", shapes);
    }

    /** Who took the last bead: the seat before the one to move. */
    private int winner() {
        return 1 - toMove;
    }

    private static String seatName(int seat) {
        return seat == 0 ? "Red" : "Blue";
    }
}
