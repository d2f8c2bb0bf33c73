package org.beadbox.server.tournament;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A tournament game's points by finishing place")
class TournamentGamesTest {

    @Test
    @DisplayName("two seats: 1 and 0 for a win, a half each for a draw")
    void twoSeats() {
        assertArrayEquals(new double[] {1, 0}, TournamentGames.points(List.of(0, 1)));
        assertArrayEquals(new double[] {0, 1}, TournamentGames.points(List.of(1, 0)));
        assertArrayEquals(new double[] {0.5, 0.5}, TournamentGames.points(List.of(0, 0)));
    }

    @Test
    @DisplayName("four seats: one per seat finished ahead of, a half per seat sharing the place")
    void fourSeats() {
        assertArrayEquals(new double[] {3, 2, 1, 0}, TournamentGames.points(List.of(0, 1, 2, 3)));
        assertArrayEquals(new double[] {2.5, 2.5, 0.5, 0.5}, TournamentGames.points(List.of(0, 0, 2, 2)));
        assertArrayEquals(new double[] {1, 2, 0}, TournamentGames.points(List.of(1, 0, 2)));
    }

    @Test
    @DisplayName("a forfeit: the seats that forfeit share last place; when all do, nobody scores")
    void forfeits() {
        assertArrayEquals(new double[] {0, 1}, TournamentGames.forfeit(2, Set.of(0)));
        assertArrayEquals(new double[] {2, 2, 0, 2}, TournamentGames.forfeit(4, Set.of(2)));
        assertArrayEquals(new double[] {0, 0}, TournamentGames.forfeit(2, Set.of(0, 1)));
    }
}
