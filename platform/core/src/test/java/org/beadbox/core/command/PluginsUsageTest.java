package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code plugins} with nothing or an unknown word says its usage once (issue 46 §16: it came twice). */
class PluginsUsageTest {

    // Neither line reaches the catalogue: the command fails on its words first.
    private final CommandLine cli = new CommandLine(List.of(new PluginsCommand(null)));

    private String errorOf(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = cli.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(2, code);
        return err.toString(StandardCharsets.UTF_8).strip();
    }

    @Test
    @DisplayName("plugins alone, and plugins with an unknown action, print the usage once")
    void usageOnce() {
        String usage = new PluginsCommand(null).usage();
        assertEquals("beadbox plugins: plugins needs what to do (usage: " + usage + ")", errorOf("plugins"));
        assertEquals("beadbox plugins: plugins dance is not known (usage: " + usage + ")", errorOf("plugins", "dance"));
    }
}
