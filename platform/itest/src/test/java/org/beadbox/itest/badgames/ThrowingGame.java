package org.beadbox.itest.badgames;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;

/** TakeAway from 30 beads whose {@code legalMoves} throws from the fourth move on: a game with a bug. */
public final class ThrowingGame implements Game {

    /** The game's id. */
    public static final String ID = "throwing-game";

    /** The move from which {@code legalMoves} throws. */
    public static final int FAILS_AT = 4;

    private final TakeAway inner = new TakeAway();
    private final GameInfo info = new GameInfo(ID, "Throwing game", "", "", "Throws after a few moves.", 2, 2, "");

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
        return inner.seats(players);
    }

    @Override
    public GameState start(Setup setup) {
        return new State(inner.start(new Setup(setup.players(), java.util.Map.of("beads", "30"), setup.seed())), 0);
    }

    @Override
    public GameState parsePosition(String position) {
        return new State(inner.parsePosition(position), 0);
    }

    /** A TakeAway state counting its moves. */
    private record State(GameState inner, int ply) implements GameState {

        @Override
        public int players() {
            return inner.players();
        }

        @Override
        public int toMove() {
            return inner.toMove();
        }

        @Override
        public List<Move> legalMoves() {
            if (ply >= FAILS_AT) {
                throw new IllegalStateException("the board array ran out at move " + ply);
            }
            return inner.legalMoves();
        }

        @Override
        public GameState play(Move move) {
            return new State(inner.play(move), ply + 1);
        }

        @Override
        public Optional<Outcome> outcome() {
            return inner.outcome();
        }

        @Override
        public double[] score() {
            return inner.score();
        }

        @Override
        public Move parseMove(String notation) {
            return inner.parseMove(notation);
        }

        @Override
        public String position() {
            return inner.position();
        }

        @Override
        public String toText() {
            return inner.toText();
        }

        @Override
        public Scene draw(List<String> partialMove) {
            return inner.draw(partialMove);
        }
    }
}
