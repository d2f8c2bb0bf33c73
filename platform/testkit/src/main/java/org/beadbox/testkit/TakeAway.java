package org.beadbox.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Interaction;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * A tiny game for tests of the platform and of players: a row of beads, each seat in turn
 * takes one, two or three, and whoever takes the last bead wins. Two to four seats. Not
 * shipped: it lives in the testkit so that platform and AI tests need no real game.
 */
public final class TakeAway implements Game {

    /** The game's id. */
    public static final String ID = "take-away";

    private static final String[] COLORS = {"#c0392b", "#2e6fd8", "#27ae60", "#d4a017"};

    @Override
    public GameInfo info() {
        return new GameInfo(ID, "Take Away", "folklore", "", "Take one to three beads; whoever takes the last wins.",
                2, 4, "<p>Take 1, 2 or 3 beads from the row. Whoever takes the last bead wins.</p>");
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.integer("beads", "Beads", "How many beads are in the row at the start.", 15, 1, 99));
    }

    @Override
    public List<SeatInfo> seats(int players) {
        List<SeatInfo> out = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            out.add(new SeatInfo("Player " + (i + 1), COLORS[i]));
        }
        return out;
    }

    @Override
    public GameState start(Setup setup) {
        Setup resolved = resolve(setup);
        return new State(Integer.parseInt(resolved.options().get("beads")), 0, setup.players(), -1);
    }

    @Override
    public GameState parsePosition(String position) {
        String[] parts = position.strip().split("\\s+");
        try {
            if (parts.length != 3) {
                throw new NumberFormatException();
            }
            int beads = Integer.parseInt(parts[0]);
            int toMove = Integer.parseInt(parts[1]);
            int players = Integer.parseInt(parts[2]);
            if (beads < 0 || beads > 99 || players < 2 || players > 4 || toMove < 0 || toMove >= players) {
                throw new IllegalArgumentException("position '" + position + "' is out of range: beads 0..99, seats 2..4");
            }
            return new State(beads, toMove, players, beads == 0 ? (toMove + players - 1) % players : -1);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("position '" + position + "' is not BEADS TO-MOVE SEATS, e.g. '15 0 2'");
        }
    }

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

    /** A position: beads left and who moves; {@code winner} once the row is empty. */
    record State(int beads, int toMove, int players, int winner) implements GameState {

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
            int left = beads - t.count();
            return new State(left, (toMove + 1) % players, players, left == 0 ? toMove : -1);
        }

        @Override
        public Optional<Outcome> outcome() {
            return beads > 0 ? Optional.empty() : Optional.of(Outcome.winner(winner, score(), "Player " + (winner + 1) + " wins"));
        }

        @Override
        public double[] score() {
            double[] s = new double[players];
            if (winner >= 0) {
                s[winner] = 1;
            }
            return s;
        }

        @Override
        public Move parseMove(String notation) {
            String n = notation.strip();
            if (!n.matches("[1-3]")) {
                throw new IllegalMoveException("'" + notation + "' is not a take: write 1, 2 or 3");
            }
            Move m = new Take(Integer.parseInt(n));
            if (beads == 0 || m instanceof Take t && t.count() > beads) {
                throw new IllegalMoveException("cannot take " + n + ": " + beads + " beads left");
            }
            return m;
        }

        @Override
        public String position() {
            return beads + " " + toMove + " " + players;
        }

        @Override
        public String toText() {
            return "o".repeat(beads) + (beads == 0 ? "(empty)" : "") + "\n" + (beads == 0
                    ? "Player " + (winner + 1) + " won" : "Player " + (toMove + 1) + " to take");
        }

        @Override
        public Scene draw(List<String> partialMove) {
            if (!partialMove.isEmpty() && (partialMove.size() > 1 || !nextSteps(List.of()).contains(partialMove.get(0)))) {
                throw new IllegalArgumentException(partialMove + " starts no legal move");
            }
            List<Shape> shapes = new ArrayList<>();
            for (int i = 0; i < beads; i++) {
                int take = beads - i;
                Interaction on = partialMove.isEmpty() && take <= 3 ? Interaction.step(Integer.toString(take), "take " + take) : Interaction.NONE;
                shapes.add(new Shape.Bead("bead" + i, 1 + i * 2, 1, 0.8, "#3a7bd5", null, null, on));
            }
            shapes.add(new Shape.Text("status", 1, 3, toText().lines().reduce((a, b) -> b).orElse(""), 0.8,
                    Shape.Align.LEFT, false, Style.fill("#202020"), null));
            return new Scene(Math.max(4, beads * 2), 4, "#f4ecd8", shapes);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof State s && s.position().equals(position());
        }

        @Override
        public int hashCode() {
            return position().hashCode();
        }
    }
}
