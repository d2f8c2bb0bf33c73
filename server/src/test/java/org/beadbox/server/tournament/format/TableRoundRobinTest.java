package org.beadbox.server.tournament.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Round robins of three- and four-seat tables, and points by finishing place. */
class TableRoundRobinTest {

    @Test
    @DisplayName("nine players at tables of three meet every other player exactly once in four rounds")
    void nineAtThree() {
        Format format = Formats.of("round-robin", 3, 0, null);
        List<Entrant> entrants = Events.entrants(9);
        assertEquals(4, format.rounds(9));
        List<Game> played = Events.play(format, entrants, Events::higherSeedWins);
        assertEquals(12, played.size());
        for (Entrant a : entrants) {
            for (Entrant b : entrants) {
                if (a != b) {
                    long met = played.stream().filter(g -> g.players().contains(a.name())
                            && g.players().contains(b.name())).count();
                    assertEquals(1, met, a.name() + " and " + b.name());
                }
            }
        }
    }

    @Test
    @DisplayName("ten players at tables of four: two byes a round, scored ½, nobody's second before everyone's first")
    void tenAtFour() {
        Format format = Formats.of("round-robin", 4, 0, null);
        List<Game> played = Events.play(format, Events.entrants(10), Events::higherSeedWins);
        List<Game> byes = played.stream().filter(Game::bye).toList();
        assertEquals(2 * format.rounds(10), byes.size());
        assertTrue(byes.stream().allMatch(g -> g.points()[0] == 0.5));
        assertEquals(8, byes.size());
        assertEquals(8, byes.stream().map(g -> g.players().get(0)).distinct().count(), "eight byes, none twice");
        assertTrue(played.stream().filter(g -> !g.bye()).allMatch(g -> g.players().size() == 4));
    }

    @Test
    @DisplayName("points by place: (seats − place)/(seats − 1), shared places averaged")
    void pointsByPlace() {
        assertArrayEquals(new double[] {1, 0}, Points.byPlaces(1, 2));
        assertArrayEquals(new double[] {0.5, 0.5}, Points.byPlaces(1, 1));
        assertArrayEquals(new double[] {0, 0.5, 1}, Points.byPlaces(3, 2, 1));
        assertArrayEquals(new double[] {0.75, 0.75, 0}, Points.byPlaces(1, 1, 3));
        assertArrayEquals(new double[] {1, 2.0 / 3, 1.0 / 6, 1.0 / 6}, Points.byPlaces(1, 2, 3, 3), 1e-12);
        assertArrayEquals(new double[] {0.5, 1, 0, 0.5}, Points.byScores(7, 9, 2, 7));
    }
}
