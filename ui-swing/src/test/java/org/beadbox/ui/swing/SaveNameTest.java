package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.beadbox.api.Setup;
import org.beadbox.core.Match;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The name Save suggests")
class SaveNameTest {

    @TempDir
    Path dir;

    private static org.beadbox.core.GameRecord record(List<String> moves) {
        try (Match m = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "9")).moves(moves)
                .seat(0, new org.beadbox.core.HumanPlayer(), "human").seat(1, new org.beadbox.core.HumanPlayer(), "human").build()) {
            return m.record();
        }
    }

    @Test
    @DisplayName("names the game, when it began and its moves, and never a file that is there")
    void distinct() throws Exception {
        org.beadbox.core.GameRecord r = record(List.of("1", "2"));
        Path first = SaveName.suggest(r, dir);
        assertThat(first.getFileName().toString()).startsWith("take-away ").endsWith(" 2 moves.json");
        Files.writeString(first, "{}");
        Path second = SaveName.suggest(r, dir);
        assertThat(second).isNotEqualTo(first);
        assertThat(second.getFileName().toString()).endsWith(" 2 moves (2).json");
        Files.writeString(second, "{}");
        assertThat(SaveName.suggest(r, dir).getFileName().toString()).endsWith(" (3).json");
    }
}
