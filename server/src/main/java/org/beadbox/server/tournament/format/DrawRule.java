package org.beadbox.server.tournament.format;

import java.util.List;

/**
 * How a knockout decides a drawn game.
 *
 * <ul>
 *   <li>{@code tiebreak-game} (the default; {@code tiebreak-game:N} for a limit of N, 1–9, 3 by
 *       default): another game with the seats swapped, again while drawn, at most N of them;
 *       still drawn after those, the higher seed goes through;</li>
 *   <li>{@code higher-seed}: the higher seed goes through;</li>
 *   <li>{@code second-seat}: the player in the second seat goes through (the second mover's
 *       draw odds, as in chess's Armageddon game).</li>
 * </ul>
 */
record DrawRule(String name, int tiebreakGames) {

    static final List<String> NAMES = List.of("tiebreak-game", "higher-seed", "second-seat");

    static DrawRule parse(String rule) {
        if (rule == null || rule.isBlank() || rule.equals("tiebreak-game")) {
            return new DrawRule("tiebreak-game", 3);
        }
        if (rule.startsWith("tiebreak-game:")) {
            String limit = rule.substring("tiebreak-game:".length());
            if (limit.matches("[1-9]")) {
                return new DrawRule("tiebreak-game", Integer.parseInt(limit));
            }
            throw new IllegalArgumentException("tiebreak-game's limit must be 1 to 9 games, not '" + limit
                    + "': write e.g. tiebreak-game:3");
        }
        if (NAMES.contains(rule)) {
            return new DrawRule(rule, 0);
        }
        throw new IllegalArgumentException("unknown knockout draw rule '" + rule + "': use one of "
                + String.join(", ", NAMES) + " (or tiebreak-game:N, N from 1 to 9)");
    }
}
