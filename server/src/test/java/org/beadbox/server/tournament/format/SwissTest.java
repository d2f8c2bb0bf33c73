package org.beadbox.server.tournament.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Swiss by Monrad with no repeats: worked examples, and the tie-breaks with a bye. */
class SwissTest {

    private final Format swiss = Formats.of("swiss", 2, 3, null);

    @Test
    @DisplayName("round 1 pairs the top half with the bottom half, the higher seed first at odd tables")
    void seededFirstRound() {
        assertEquals("1-5 6-2 3-7 8-4", Events.text(swiss.next(1, Events.entrants(8), List.of())));
        assertEquals("1-4 5-2 3-6 7-", Events.text(swiss.next(1, Events.entrants(7), List.of())));
    }

    @Test
    @DisplayName("round 2, the favourites having won: Monrad pairs the leaders 1 v 2, 3 v 4, each seat alternating")
    void monradSecondRound() {
        List<Entrant> entrants = Events.entrants(8);
        List<Game> played = new ArrayList<>();
        for (Game g : swiss.next(1, entrants, played)) {
            played.add(g.withPoints(Events.higherSeedWins(g)));
        }
        // Winners p1 (first seat), p2 (second), p3 (first), p4 (second): p2 and p4 are due the first seat.
        assertEquals("2-1 4-3 5-6 7-8", Events.text(swiss.next(2, entrants, played)));
    }

    @Test
    @DisplayName("nobody meets twice: the leader skips the opponent already met")
    void noRepeat() {
        List<Entrant> entrants = Events.entrants(4);
        List<Game> played = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            for (Game g : Formats.of("swiss", 2, 3, null).next(round, entrants, played)) {
                played.add(g.withPoints(Events.higherSeedWins(g)));
            }
        }
        assertEquals("1-3 4-2 2-1 3-4 1-4 3-2".replace("p", ""), Events.text(played));
    }

    @Test
    @DisplayName("the bye goes to the lowest-ranked player without one, and counts 1 point")
    void byeToLowest() {
        List<Entrant> entrants = Events.entrants(5);
        List<Game> played = new ArrayList<>();
        for (int round = 1; round <= 3; round++) {
            for (Game g : swiss.next(round, entrants, played)) {
                played.add(g.played() ? g : g.withPoints(Events.higherSeedWins(g)));
            }
        }
        List<String> byes = played.stream().filter(Game::bye).map(g -> g.players().get(0)).toList();
        assertEquals(List.of("p5", "p4", "p3"), byes);
    }

    @Test
    @DisplayName("Buchholz and Sonneborn-Berger count a bye as a game against a virtual opponent (FIDE 2009)")
    void tieBreaksWithBye() {
        List<Entrant> entrants = Events.entrants(3);
        // Round 1: p1-p2 1:0, p3 bye. Round 2: p3-p1 ½:½, p2 bye.
        List<Game> played = List.of(
                new Game(1, 1, List.of("p1", "p2"), new double[] {1, 0}),
                Game.bye(1, 2, "p3"),
                new Game(2, 1, List.of("p3", "p1"), new double[] {0.5, 0.5}),
                Game.bye(2, 2, "p2"));
        List<Standing> standings = swiss.standings(entrants, played);
        assertEquals(List.of("p3", "p1", "p2"), standings.stream().map(Standing::name).toList());
        // p1 1.5: opponents p2 (1 with the bye as ½: 0.5) and p3 (1.5 less the bye, plus ½: 1) → Buchholz 1.5;
        // SB 1·0.5 + ½·1 = 1.
        assertEquals(List.of(1.5, 1.0), standings.get(1).tieBreaks());
        // p3 1.5, ranked first on Buchholz: round 1 bye, virtual opponent 0 + (1 − 1) + ½·(2 − 1) = 0.5; round 2 p1 (1.5) → Buchholz 2;
        // SB 1·0.5 + ½·1.5 = 1.25.
        assertEquals(List.of(2.0, 1.25), standings.get(0).tieBreaks());
        assertEquals(List.of("Buchholz", "Sonneborn-Berger"), swiss.tieBreakNames());
    }

    @Test
    @DisplayName("a withdrawn player is paired no more")
    void withdrawn() {
        List<Entrant> entrants = new ArrayList<>(Events.entrants(4));
        List<Game> played = new ArrayList<>();
        for (Game g : swiss.next(1, entrants, played)) {
            played.add(g.withPoints(Events.higherSeedWins(g)));
        }
        entrants.set(0, new Entrant("p1", 1999, true));
        List<Game> second = swiss.next(2, entrants, played);
        assertTrue(second.stream().noneMatch(g -> g.players().contains("p1")));
        assertEquals(2, second.size());
        assertTrue(second.get(1).bye());
    }
}
