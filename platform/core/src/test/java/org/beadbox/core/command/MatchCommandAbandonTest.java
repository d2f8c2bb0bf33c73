package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.beadbox.core.BrokenGames;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.TestPlayers;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The match command, when the game itself fails")
class MatchCommandAbandonTest {

    @TempDir
    Path dir;

    private final PlayerCatalog players = PlayerCatalog.of(TestPlayers.factory("random", () -> TestPlayers.random(5)));

    @Test
    @DisplayName("reports each abandoned game, saves its record, goes on, and counts no points for it")
    void goesOn() throws Exception {
        GameCatalog games = GameCatalog.of(BrokenGames.failing("legalMoves", 3, false));
        MatchCommand match = new MatchCommand(games, players);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = match.run(List.of("take-away", "--seats", "random,random", "--games", "2", "--records", dir.toString()),
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, code, String.join("\n", lines));
        assertEquals(2, lines.stream().filter(l -> l.matches("game [12]/2: .*abandoned: the game take-away failed: a bug in legalMoves.*")).count(),
                String.join("\n", lines));
        assertTrue(lines.contains("abandoned: 2 games without a result"), String.join("\n", lines));
        assertEquals("points: 0 0", lines.get(lines.size() - 1));
        try (var files = Files.list(dir)) {
            List<Path> saved = files.toList();
            assertEquals(2, saved.size(), "both records saved");
            for (Path p : saved) {
                assertTrue(RecordStore.load(p).moves().size() >= 2, "the record holds the moves played");
            }
        }
    }
}
