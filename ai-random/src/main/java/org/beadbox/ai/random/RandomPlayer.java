package org.beadbox.ai.random;

import java.util.List;
import java.util.random.RandomGenerator;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;

/**
 * Chooses a random legal move: uniformly from {@link GameState#legalMoves()} (by index, so a lazy
 * list is never copied), or with the game's own {@link GameState#randomMove} sampler.
 *
 * <p>A draw offer it answers by the API's simple rule ({@link org.beadbox.api.Player#acceptsDraw}):
 * it accepts when it is not ahead on the game's running score.
 */
final class RandomPlayer implements Player {

    private final RandomGenerator random;
    private final boolean uniform;

    RandomPlayer(RandomGenerator random, boolean uniform) {
        this.random = random;
        this.uniform = uniform;
    }

    @Override
    public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException("the random player was interrupted");
        }
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        if (!uniform) {
            return state.randomMove(random);
        }
        List<Move> moves = state.legalMoves();
        return moves.get(random.nextInt(moves.size()));
    }
}
