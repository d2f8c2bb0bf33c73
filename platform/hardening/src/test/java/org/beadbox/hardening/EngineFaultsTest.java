package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.beadbox.ai.external.GenericEngineFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.command.MatchCommand;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An engine that dies at its first genmove: its fault is told once per game, with a count. */
class EngineFaultsTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("a dead engine gives one fault line per game, with how many moves it faulted, and counts one fault a game")
    void onceAGame() throws Exception {
        Path engine = dir.resolve("dies.sh");
        Files.writeString(engine, """
                #!/bin/bash
                while read -r cmd rest; do
                  case "$cmd" in
                    protocol|new|play|undo) printf '=\\n\\n';;
                    name) printf '= dies\\n\\n';;
                    games) printf '= glassbead-challenge glassbead-mancala beadmaster\\n\\n';;
                    genmove) exit 3;;
                    quit) printf '=\\n\\n'; exit 0;;
                    *) printf '? unknown command\\n\\n';;
                  esac
                done
                """, StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(engine, PosixFilePermissions.fromString("rwx------"));
        PlayerCatalog players = PlayerCatalog.of(new GenericEngineFactory(), first());
        MatchCommand match = new MatchCommand(Games.CATALOG, players);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = match.run(List.of("glassbead-mancala", "--engine", "d=" + engine, "--seats", "d,first", "--games", "2"),
                new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, code, lines.toString());
        List<String> faults = lines.stream().filter(l -> l.contains(": fault: ")).toList();
        assertEquals(2, faults.size(), "one fault line per game: " + lines);
        for (int g = 0; g < 2; g++) {
            String f = faults.get(g);
            assertTrue(f.startsWith("game " + (g + 1) + ": fault: ") && f.contains("engine 'd' exited (code 3)")
                    && f.matches(".* \\((\\d+) times this game\\)"), f);
        }
        String row = lines.stream().filter(l -> l.startsWith("d ")).findFirst().orElseThrow();
        assertTrue(row.matches("d\\s+\\d+\\s+\\d+\\s+\\d+\\s+\\S+\\s+2"), "two games with faults: " + row);
    }

    /**
     * A player that plays a move drawn with a fixed seed; it never lists the moves, which a Glass Bead
     * Game position with a big pit of gems and stones has too many of (the game refuses to list them).
     */
    private static PlayerFactory first() {
        return new PlayerFactory() {
            @Override
            public String id() {
                return "first";
            }

            @Override
            public String name() {
                return "First";
            }

            @Override
            public String description() {
                return "";
            }

            @Override
            public List<OptionSpec> options() {
                return List.of();
            }

            @Override
            public boolean supports(GameInfo game) {
                return true;
            }

            @Override
            public Player create(GameInfo game, Map<String, String> options) {
                return (s, c, p) -> s.randomMove(new java.util.SplittableRandom(1));
            }
        };
    }
}
