package org.beadbox.ai.mcts;

import java.util.List;

/**
 * A three-seat game of two plies for the multi-seat backup test. Seat 0 picks {@code L} or
 * {@code R}, then seat 1 picks {@code a} or {@code b}, and the game ends with these rankings
 * (seat 0, 1, 2):
 *
 * <ul>
 *   <li>{@code L a}: seat 0 first, the others last; {@code L b}: seat 2 first, the others last.
 *       Seat 1 loses either way, so it picks at random: seat 0 expects one half.
 *   <li>{@code R a}: seat 1 first, seat 0 second, seat 2 last; {@code R b}: seat 0 first,
 *       seat 1 second, seat 2 last. Seat 1 picks {@code a}: seat 0 expects one half of the
 *       reward of second place, a quarter.
 * </ul>
 *
 * So seat 0 should pick {@code L}. A search that made every other seat play against seat 0
 * (paranoid) would value L at 0 and R at a quarter, and pick R.
 */
enum Kingmaker implements PickGame.Rules {
    RULES;

    /** The start. */
    static PickGame start() {
        return new PickGame(RULES, "");
    }

    @Override
    public List<String> picks(String path) {
        return switch (path.length()) {
            case 0 -> List.of("L", "R");
            case 1 -> List.of("a", "b");
            default -> List.of();
        };
    }

    @Override
    public List<Integer> ranks(String path) {
        return switch (path) {
            case "La" -> List.of(0, 1, 1);
            case "Lb" -> List.of(1, 1, 0);
            case "Ra" -> List.of(1, 0, 2);
            default -> List.of(0, 1, 2); // Rb
        };
    }
}
