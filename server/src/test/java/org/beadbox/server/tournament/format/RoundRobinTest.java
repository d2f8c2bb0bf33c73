package org.beadbox.server.tournament.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The two-seat round robin against the Berger tables published in the FIDE Handbook (C.05, annex 1). */
class RoundRobinTest {

    private final Format single = Formats.of("round-robin", 2, 0, null);
    private final Format twice = Formats.of("double-round-robin", 2, 0, null);

    private static List<String> schedule(Format format, int players) {
        List<Entrant> entrants = Events.entrants(players);
        List<Game> played = new ArrayList<>();
        List<String> rounds = new ArrayList<>();
        for (int round = 1; round <= format.rounds(players); round++) {
            List<Game> games = format.next(round, entrants, played);
            rounds.add(Events.text(games));
            games.forEach(g -> played.add(g.played() ? g : g.withPoints(0.5, 0.5)));
        }
        assertTrue(format.next(format.rounds(players) + 1, entrants, played).isEmpty(), "nothing after the last round");
        return rounds;
    }

    @Nested
    @DisplayName("the Berger tables of the FIDE Handbook")
    class Berger {
        @Test
        void fourPlayers() {
            assertEquals(List.of("1-4 2-3", "4-3 1-2", "2-4 3-1"), schedule(single, 4));
        }

        @Test
        void sixPlayers() {
            assertEquals(List.of("1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"),
                    schedule(single, 6));
        }

        @Test
        void eightPlayers() {
            assertEquals(List.of("1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3",
                    "3-8 4-2 5-1 6-7", "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"), schedule(single, 8));
        }

        @Test
        @DisplayName("an odd count plays the table of one more, the last number's opponent having the bye")
        void fivePlayers() {
            assertEquals(List.of("2-5 3-4 1-", "5-3 1-2 4-", "3-1 4-5 2-", "1-4 2-3 5-", "4-2 5-1 3-"),
                    schedule(single, 5));
        }
    }

    @Test
    @DisplayName("the double round robin plays the table again with the seats swapped, the first cycle's last two rounds reversed")
    void doubleRoundRobin() {
        List<String> rounds = schedule(twice, 4);
        assertEquals(List.of("1-4 2-3", "2-4 3-1", "4-3 1-2", "4-1 3-2", "3-4 2-1", "4-2 1-3"), rounds);
    }

    @Test
    @DisplayName("for 2 to 24 players, once and twice: every pair meets, seats within one (equal twice), never three in a row")
    void everyCount() {
        for (int n = 2; n <= 24; n++) {
            for (Format format : List.of(single, twice)) {
                List<Entrant> entrants = Events.entrants(n);
                List<Game> played = Events.play(format, entrants, g -> new double[] {1, 0});
                History history = new History(entrants, played);
                for (Entrant e : entrants) {
                    History.Record r = history.of(e.name());
                    String where = n + " players, " + format.id() + ", " + e.name() + " " + r.seats;
                    assertEquals(format == twice ? 2 * (n - 1) : n - 1, r.seats.size(), where);
                    assertTrue(entrants.stream().allMatch(o -> o == e || r.met(o.name()) == (format == twice ? 2 : 1)),
                            where);
                    assertTrue(Math.abs(r.colourDifference()) <= (format == twice ? 0 : 1), where);
                    assertTrue(!Legal.threeInARow(r.seats), where);
                }
            }
        }
    }

    @Test
    @DisplayName("a withdrawn player is paired no more: their opponent has a bye")
    void withdrawn() {
        List<Entrant> entrants = new ArrayList<>(Events.entrants(4));
        entrants.set(1, new Entrant("p2", 1998, true));
        assertEquals("1-4 3-", Events.text(single.next(1, entrants, List.of())));
    }

    @Test
    @DisplayName("the starting numbers follow the seed rating, whatever the list's order")
    void seededByRating() {
        List<Entrant> entrants = new ArrayList<>(Events.entrants(4));
        java.util.Collections.reverse(entrants);
        assertEquals("1-4 2-3", Events.text(single.next(1, entrants, List.of())));
    }

    @Test
    @DisplayName("standings: points, then Sonneborn-Berger, then games won")
    void standings() {
        List<Entrant> entrants = Events.entrants(4);
        // 1-4 1:0, 2-3 ½:½; 4-3 0:1, 1-2 ½:½; 2-4 1:0, 3-1 0:1.
        List<Game> played = List.of(
                new Game(1, 1, List.of("p1", "p4"), new double[] {1, 0}),
                new Game(1, 2, List.of("p2", "p3"), new double[] {0.5, 0.5}),
                new Game(2, 1, List.of("p4", "p3"), new double[] {0, 1}),
                new Game(2, 2, List.of("p1", "p2"), new double[] {0.5, 0.5}),
                new Game(3, 1, List.of("p2", "p4"), new double[] {1, 0}),
                new Game(3, 2, List.of("p3", "p1"), new double[] {0, 1}));
        List<Standing> standings = single.standings(entrants, played);
        // p1 2.5; p2 2 (SB ½·2.5 + ½·1.5 + 1·0 = 2); p3 1.5; p4 0.
        assertEquals(List.of("p1", "p2", "p3", "p4"), standings.stream().map(Standing::name).toList());
        assertEquals(List.of(2.0, 1.0), standings.get(1).tieBreaks());
        assertEquals(List.of("Sonneborn-Berger", "Wins"), single.tieBreakNames());
        assertEquals(3, standings.get(0).games());
    }

    @Test
    @DisplayName("the crosstable gives each row's points against each column, in standings order")
    void crosstable() {
        List<Entrant> entrants = Events.entrants(3);
        List<Game> played = Events.play(twice, entrants, Events::higherSeedWins);
        Crosstable table = Crosstable.of(twice.standings(entrants, played), played);
        assertEquals(List.of("p1", "p2", "p3"), table.names());
        assertEquals(List.of(List.of(), List.of(1.0, 1.0), List.of(1.0, 1.0)), table.cells().get(0));
        assertEquals(List.of(List.of(0.0, 0.0), List.of(), List.of(1.0, 1.0)), table.cells().get(1));
    }

    @Test
    @DisplayName("players equal on points and every tie-break share a rank")
    void sharedRank() {
        List<Entrant> entrants = Events.entrants(2);
        List<Game> played = List.of(new Game(1, 1, List.of("p1", "p2"), new double[] {0.5, 0.5}));
        List<Standing> standings = single.standings(entrants, played);
        assertEquals(List.of(1, 1), standings.stream().map(Standing::rank).toList());
    }
}
