package org.beadbox.itest.badgames;

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

/** A two-seat game that never ends: each seat in turn says "p" or "q", forever. */
public final class EndlessGame implements Game {

    /** The game's id. */
    public static final String ID = "endless-game";

    private final GameInfo info = new GameInfo(ID, "Endless game", "", "", "Never ends.", 2, 2, "");

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public List<SeatInfo> seats(int players) {
        return List.of(new SeatInfo("P", "#aa0000"), new SeatInfo("Q", "#0000aa"));
    }

    @Override
    public GameState start(Setup setup) {
        return new State(0);
    }

    @Override
    public GameState parsePosition(String position) {
        try {
            return new State(Integer.parseInt(position.strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("an endless position is a move count, not '" + position + "'");
        }
    }

    /** A move of the endless game. */
    private record Say(String notation) implements Move {
        @Override
        public List<String> steps() {
            return List.of(notation);
        }
    }

    private record State(int ply) implements GameState {

        @Override
        public int players() {
            return 2;
        }

        @Override
        public int toMove() {
            return ply % 2;
        }

        @Override
        public List<Move> legalMoves() {
            return List.of(new Say("p"), new Say("q"));
        }

        @Override
        public GameState play(Move move) {
            parseMove(move.notation());
            return new State(ply + 1);
        }

        @Override
        public Optional<Outcome> outcome() {
            return Optional.empty();
        }

        @Override
        public double[] score() {
            return new double[] {0, 0};
        }

        @Override
        public Move parseMove(String notation) {
            if (!"p".equals(notation) && !"q".equals(notation)) {
                throw new IllegalMoveException(notation + " is not p or q");
            }
            return new Say(notation);
        }

        @Override
        public String position() {
            return Integer.toString(ply);
        }

        @Override
        public String toText() {
            return "move " + ply;
        }

        @Override
        public Scene draw(List<String> partialMove) {
            return new Scene(1, 1, "#ffffff", List.of());
        }
    }
}
