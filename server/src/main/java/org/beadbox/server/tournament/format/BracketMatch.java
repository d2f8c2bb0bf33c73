package org.beadbox.server.tournament.format;

import java.util.List;

/**
 * One match of a knockout bracket, for the bracket page: its bracket round (1-based, the final
 * last) and slot (1-based from the top), the two players in bracket order with their seeds
 * (null and 0 where nobody comes: a bye, or a player not yet known), its games in order (the
 * first game, then any tie-break games) and the winner, null while undecided.
 */
public record BracketMatch(int round, int slot, String top, int topSeed, String bottom, int bottomSeed,
        List<Game> games, String winner) {

    /** Copies the games. */
    public BracketMatch {
        games = List.copyOf(games);
    }
}
