package org.beadbox.ai.mcts;

import java.util.List;

/**
 * A three-seat game of at most two plies for the first-place reward test. Seat 0 picks {@code S}
 * or {@code K}:
 *
 * <ul>
 *   <li>{@code S} ends the game: seat 2 first, seat 0 second, seat 1 last. Seat 0 is sure of
 *       second place (a reward of a quarter by places) and has no chance of first.
 *   <li>{@code K} lets seat 1 pick one of {@code a} to {@code f}, each leaving seat 1 without a
 *       first place: {@code a} makes seat 0 first, the others {@code b} to {@code f} make seat 2
 *       first; the other two share second (and last) place. Seat 1 is indifferent, so seat 0
 *       expects a sixth of a first place and nothing else.
 * </ul>
 *
 * Counting every place, seat 0 should pick {@code S} (a quarter against a sixth); counting first
 * places only, {@code K} (a sixth against nothing).
 */
enum ShareSecond implements PickGame.Rules {
    RULES;

    /** The start. */
    static PickGame start() {
        return new PickGame(RULES, "");
    }

    @Override
    public List<String> picks(String path) {
        return path.isEmpty() ? List.of("S", "K") : path.equals("K") ? List.of("a", "b", "c", "d", "e", "f") : List.of();
    }

    @Override
    public List<Integer> ranks(String path) {
        return path.equals("S") ? List.of(1, 2, 0) : path.equals("Ka") ? List.of(0, 1, 1) : List.of(1, 1, 0);
    }
}
