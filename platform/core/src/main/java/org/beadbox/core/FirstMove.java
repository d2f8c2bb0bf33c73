package org.beadbox.core;

import java.time.Duration;

/**
 * A seat whose first move the match awaits before its clock starts ({@link Match#firstMove()}):
 * when {@code left} runs out without the move, the game is aborted without a result.
 *
 * @param seat the seat to move, which has not moved yet in this game
 * @param left the time left for that first move; never negative
 * @since 1.8
 */
public record FirstMove(int seat, Duration left) {
}
