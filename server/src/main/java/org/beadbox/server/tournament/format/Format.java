package org.beadbox.server.tournament.format;

import java.util.List;

/**
 * A tournament format: how rounds are paired and how standings are ranked. Pure and
 * deterministic: the same entrants and games give the same answers, on any node.
 */
public interface Format {

    /** "round-robin", "double-round-robin", "swiss" or "knockout". */
    String id();

    /** 2, 3 or 4 players a table. */
    int seats();

    /** The planned number of rounds for this many entrants (knockout: its rounds without tie-break games). */
    int rounds(int entrants);

    /**
     * The next round's games, given the entrants and every earlier game with its result; empty
     * when the event is over. Called only when all earlier games have points. Deterministic.
     */
    List<Game> next(int round, List<Entrant> entrants, List<Game> played);

    /**
     * Standings, ranked with this format's tie-breaks (Swiss: Buchholz then Sonneborn-Berger;
     * round robin: Sonneborn-Berger then games won; knockout: by round reached).
     */
    List<Standing> standings(List<Entrant> entrants, List<Game> played);

    /** Names of the tie-breaks in standings order, for the page's column headers. */
    List<String> tieBreakNames();

    /** The fewest entrants the event can start with: two, or a full table of {@link #seats()}. */
    default int minEntrants() {
        return seats();
    }
}
