package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.beadbox.core.GameCatalog;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code games} prints each option's description under its range, since the range alone can
 * mislead (issue 46 §24: the Challenge's size said "3 to 11", and 7 on the square board was
 * refused; its description says 8 to 11 on the square board and 3 to 7 on the hex).
 */
class GamesCommandTest {

    @Test
    @DisplayName("each option's description follows its line of values")
    void describesOptions() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = new GamesCommand(GameCatalog.of(new TakeAway())).run(List.of(), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(0, code);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        int option = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("    --option beads=15")) {
                option = i;
            }
        }
        assertTrue(option >= 0 && option + 1 < lines.size(), lines.toString());
        assertEquals("        How many beads are in the row at the start.", lines.get(option + 1), lines.toString());
    }
}
