package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.core.UsageException;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ./beadbox engines ...} on a temporary Beadbox folder. */
class EnginesCommandTest {

    @TempDir
    Path home;

    private EnginesCommand command;
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

    @BeforeEach
    void setUp() {
        command = new EnginesCommand(EngineFile.in(home));
        command.addGame(new TakeAway());
    }

    private int run(String... args) {
        bytes.reset();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        return command.run(List.of(args), new ByteArrayInputStream(new byte[0]), out, out);
    }

    private String output() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("adds, lists and removes engines in engines.json")
    void editsTheList() {
        assertEquals(0, run("list"));
        assertTrue(output().startsWith("no engines in "), output());
        assertEquals(0, run("add", "Gnu Bead", "gnubead --engine"));
        assertEquals(0, run("add", "Other", "--dir", "/opt", "other", "-x", "a b"));
        assertEquals(0, run());
        assertTrue(output().contains("gnu-bead  \"Gnu Bead\"  gnubead --engine"), output());
        assertTrue(output().contains("other  \"Other\"  other -x 'a b'  (in /opt)"), output());
        assertThrows(IllegalArgumentException.class, () -> run("add", "gnu bead", "again"));
        assertEquals(0, run("remove", "Gnu Bead"));
        assertEquals(List.of("other"), EngineFile.in(home).read().engines().stream().map(EngineConfig::id).toList());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> run("remove", "nope"));
        assertTrue(e.getMessage().contains("it lists other"), e.getMessage());
        assertThrows(UsageException.class, () -> run("frobnicate"));
    }

    @Test
    @DisplayName("tests an engine: the handshake, then one legal move in each installed game it plays")
    void testsAnEngine() {
        List<String> add = new ArrayList<>(List.of("add", "Ref"));
        add.addAll(Engines.command());
        assertEquals(0, run(add.toArray(String[]::new)));
        assertEquals(0, run("test", "ref", "--time", "0.1", "-v"), output());
        assertTrue(output().contains("  name: Beadbox reference engine 1.0"), output());
        assertTrue(output().contains("take-away: genmove 100 -> "), output());
        assertTrue(output().contains("    > new take-away 2 beads=15"), output());
        assertTrue(output().endsWith("result: ok\n"), output());

        run("add", "Ghost", "/nonexistent/ghost-engine");
        assertEquals(1, run("test", "ghost"));
        assertTrue(output().contains("result: failed: engine 'Ghost' could not be started"), output());
    }
}
