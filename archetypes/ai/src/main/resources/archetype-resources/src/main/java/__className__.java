package ${package};

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;

/**
 * ${playerName}: plays a move that wins at once when there is one; otherwise a random move
 * after which no opponent can win at once, if there is such a move; otherwise any random move.
 * Works for every game, because it only uses the {@link GameState} contract.
 *
 * <p>Edit {@link #choose} for your own idea of a good move. Keep the contract the testkit checks:
 * a legal move, within the clock, and an {@link InterruptedException} soon after the thread is
 * interrupted.
 */
final class ${className} implements Player {

    private final RandomGenerator random;

    ${className}(RandomGenerator random) {
        this.random = random;
    }

    @Override
    public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        if (state.isOver()) {
            throw new IllegalArgumentException("the game is over: there is no move to choose");
        }
        int me = state.toMove();
        List<Move> safe = new ArrayList<>();
        for (Move move : state.legalMoves()) {
            if (Thread.interrupted()) {
                throw new InterruptedException("${playerName} was interrupted");
            }
            GameState next = state.play(move);
            if (next.isOver() && next.outcome().orElseThrow().winners().equals(List.of(me))) {
                return move;
            }
            if (!next.isOver() && !opponentWinsAtOnce(next, me)) {
                safe.add(move);
            }
        }
        List<Move> from = safe.isEmpty() ? state.legalMoves() : safe;
        return from.get(random.nextInt(from.size()));
    }

    private static boolean opponentWinsAtOnce(GameState next, int me) {
        for (Move reply : next.legalMoves()) {
            GameState after = next.play(reply);
            if (after.isOver() && !after.outcome().orElseThrow().winners().contains(me)) {
                return true;
            }
        }
        return false;
    }
}
