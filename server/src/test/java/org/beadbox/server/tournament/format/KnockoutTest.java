package org.beadbox.server.tournament.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The knockout: the standard seeded bracket, byes to the top seeds, the draw rules, standings by round reached. */
class KnockoutTest {

    private static Knockout knockout(String rule) {
        return (Knockout) Formats.of("knockout", 2, 0, rule);
    }

    @Test
    @DisplayName("the bracket order is the standard one: 1 v 8, 4 v 5, 2 v 7, 3 v 6, and likewise for 16")
    void bracketOrder() {
        assertEquals(List.of(1, 8, 4, 5, 2, 7, 3, 6), Knockout.bracketOrder(8));
        assertEquals(List.of(1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11), Knockout.bracketOrder(16));
    }

    @Test
    @DisplayName("with the favourites winning, seeds 1 and 2 meet in the final and 1 wins it")
    void favouritesMeetInTheFinal() {
        Knockout format = knockout(null);
        List<Entrant> entrants = Events.entrants(8);
        List<Game> played = Events.play(format, entrants, Events::higherSeedWins);
        assertEquals(3, format.rounds(8));
        assertEquals(List.of("p1-p8", "p4-p5", "p2-p7", "p3-p6", "p4-p1", "p3-p2", "p1-p2"),
                played.stream().map(g -> String.join("-", g.players())).toList());
        List<Standing> standings = format.standings(entrants, played);
        assertEquals(List.of(1, 2, 3, 3, 5, 5, 5, 5), standings.stream().map(Standing::rank).toList());
        assertEquals(List.of("p1", "p2", "p3", "p4"), standings.subList(0, 4).stream().map(Standing::name).toList());
        assertEquals(List.of(4.0), standings.get(0).tieBreaks(), "the champion is one past the final");
        List<List<BracketMatch>> bracket = format.bracket(entrants, played);
        assertEquals(List.of(4, 2, 1), bracket.stream().map(List::size).toList());
        assertEquals("p1", bracket.get(2).get(0).winner());
    }

    @Test
    @DisplayName("six players: the missing seeds 7 and 8 are byes for seeds 1 and 2")
    void byesToTopSeeds() {
        Knockout format = knockout(null);
        List<Game> first = format.next(1, Events.entrants(6), List.of());
        assertEquals("1- 4-5 2- 3-6", Events.text(first).replace("p", ""));
        assertEquals(1.0, first.get(0).points()[0]);
        List<BracketMatch> matches = format.bracket(Events.entrants(6), List.of()).get(0);
        assertNull(matches.get(0).bottom());
        assertEquals("p1", matches.get(0).winner());
    }

    @Nested
    @DisplayName("a drawn game")
    class Draws {
        private final List<Entrant> two = Events.entrants(2);
        private final Function<Game, double[]> draw = g -> new double[] {0.5, 0.5};

        @Test
        @DisplayName("tiebreak-game: another game with the seats swapped, up to the limit, then the higher seed")
        void tiebreakGame() {
            Knockout format = knockout("tiebreak-game:2");
            List<Game> played = Events.play(format, two, draw);
            assertEquals(List.of("p1-p2", "p2-p1", "p1-p2"),
                    played.stream().map(g -> String.join("-", g.players())).toList());
            assertEquals(List.of(1, 2, 3), played.stream().map(Game::round).toList());
            assertEquals("p1", format.bracket(two, played).get(0).get(0).winner());
        }

        @Test
        @DisplayName("tiebreak-game: a decisive tie-break game decides the match")
        void tiebreakGameDecides() {
            Knockout format = knockout("tiebreak-game");
            List<Game> played = Events.play(format, two,
                    g -> g.round() == 1 ? new double[] {0.5, 0.5} : g.players().get(0).equals("p2")
                            ? new double[] {1, 0} : new double[] {0, 1});
            assertEquals(2, played.size());
            assertEquals("p2", format.standings(two, played).get(0).name());
        }

        @Test
        @DisplayName("higher-seed: the higher seed goes through")
        void higherSeed() {
            Knockout format = knockout("higher-seed");
            List<Game> played = Events.play(format, two, draw);
            assertEquals(1, played.size());
            assertEquals("p1", format.standings(two, played).get(0).name());
        }

        @Test
        @DisplayName("second-seat: the player in the second seat goes through")
        void secondSeat() {
            Knockout format = knockout("second-seat");
            List<Game> played = Events.play(format, two, draw);
            assertEquals("p2", played.get(0).players().get(1));
            assertEquals("p2", format.standings(two, played).get(0).name());
        }
    }

    @Test
    @DisplayName("a withdrawn player loses the match still to play: the opponent has a walkover bye")
    void withdrawn() {
        Knockout format = knockout(null);
        List<Entrant> entrants = new ArrayList<>(Events.entrants(4));
        List<Game> played = new ArrayList<>();
        for (Game g : format.next(1, entrants, played)) {
            played.add(g.withPoints(Events.higherSeedWins(g)));
        }
        entrants.set(1, new Entrant("p2", 1998, true));
        List<Game> final_ = format.next(2, entrants, played);
        assertEquals("1-", Events.text(final_));
        played.add(final_.get(0));
        assertTrue(format.next(3, entrants, played).isEmpty());
        assertEquals("p1", format.bracket(entrants, played).get(1).get(0).winner());
    }
}
