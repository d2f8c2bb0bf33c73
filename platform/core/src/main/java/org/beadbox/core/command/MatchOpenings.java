package org.beadbox.core.command;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.core.Replay;

/**
 * The fixed opening set of a match: round {@code r} is set up with seed {@code seed + r} and,
 * after the given position and moves, plays {@code plies} uniformly random legal moves drawn
 * from that seed (none that ends the game), so the same command always plays the same openings
 * and every game of a round starts alike.
 */
final class MatchOpenings {

    private static final int TRIES = 100;

    private final Game game;
    private final Setup base;
    private final String position;
    private final List<String> moves;
    private final int plies;

    MatchOpenings(Game game, Setup base, String position, List<String> moves, int plies) {
        this.game = game;
        this.base = base;
        this.position = position;
        this.moves = List.copyOf(moves);
        this.plies = plies;
    }

    /** The setup of round {@code round}. */
    Setup setup(int round) {
        return new Setup(base.players(), base.options(), base.seed() + round);
    }

    /** The moves of round {@code round}: the given ones, then its random plies. */
    List<String> moves(int round) {
        if (plies == 0) {
            return moves;
        }
        GameState start = Replay.of(game, setup(round), position, moves).last();
        SplittableRandom random = new SplittableRandom(base.seed() + round);
        List<String> out = new ArrayList<>(moves);
        GameState s = start;
        for (int ply = 0; ply < plies && !s.isOver(); ply++) {
            List<Move> legal = s.legalMoves();
            GameState next = null;
            Move chosen = null;
            for (int t = 0; t < TRIES && next == null; t++) {
                Move m = legal.get(random.nextInt(legal.size()));
                GameState after = s.play(m);
                if (!after.isOver()) {
                    next = after;
                    chosen = m;
                }
            }
            if (next == null) {
                break;
            }
            out.add(chosen.notation());
            s = next;
        }
        return out;
    }
}
