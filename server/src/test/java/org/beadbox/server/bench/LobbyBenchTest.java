package org.beadbox.server.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** A small run of the lobby's benchmark in the build: the figures are printed; what is checked is that nothing is lost. */
class LobbyBenchTest {

    @Test
    void aSmallRunLosesNoMoveAndCommitsOncePerMove() throws Exception {
        LobbyBench.Figures f = LobbyBench.run(new LobbyBench.Plan("", 40, 10, 20, Duration.ofSeconds(6),
                Duration.ofMillis(200), Duration.ofMillis(800)));
        System.out.println("lobby-bench (small, H2): " + f);
        assertTrue(f.moves() > 50, "moves were played: " + f);
        assertEquals(0, f.lost(), f.toString());
        assertTrue(f.commitsPerMove() >= 1 && f.commitsPerMove() < 1.2, f.toString());
    }
}
