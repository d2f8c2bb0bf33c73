package org.beadbox.tools.webload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The benchmark run small against the real runtime the launcher module assembled: a table of
 * each game played whole by two scripted WebSocket players. Asserts what must hold at any speed
 * (every game finished, no move lost, every record replays, nothing left behind), never a time.
 */
class WebLoadIT {

    private static Path script() {
        Path p = Path.of(System.getProperty("beadbox.script", "../../beadbox"));
        Path runtime = Path.of(System.getProperty("beadbox.runtime", "../../platform/launcher/target/beadbox"));
        assertTrue(Files.isRegularFile(runtime.resolve("beadbox-launcher.jar")),
                "no runtime at " + runtime + ": build the launcher module first (mvn verify from the root)");
        return p;
    }

    private static Set<Path> leftovers() throws IOException {
        Path tmp = Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
        try (Stream<Path> s = Files.list(tmp)) {
            return s.filter(p -> p.getFileName().toString().startsWith("beadbox-webload-")).collect(Collectors.toSet());
        }
    }

    @Test
    void aTableOfEachGamePlaysToTheEndWithNoMoveLostAndEveryRecordReplays() throws IOException {
        Set<Path> before = leftovers();
        LoadOptions o = LoadOptions.parse(new String[] {"--tables", "3", "--games", "challenge,mancala,beadmaster",
                "--seed", "7", "--timeout", "600", "--beadbox", script().toString()});
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = WebLoad.run(o, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String report = out.toString(StandardCharsets.UTF_8);
        String why = report + err.toString(StandardCharsets.UTF_8);
        assertEquals(0, code, why);
        assertTrue(report.contains("finished             3 of 3 games"), why);
        assertTrue(report.matches("(?s).*moves +(\\d+) sent, \\1 acknowledged, 0 refused, 0 lost.*"), why);
        assertTrue(report.contains("replays              3 of 3 records replay"), why);
        assertTrue(report.contains("result               PASS"), why);
        for (String game : List.of("beadmaster", "glassbead-challenge", "glassbead-mancala")) {
            assertTrue(report.matches("(?s).*  " + game + " +[1-9]\\d* moves.*"), game + " was played: " + why);
        }
        assertEquals(before, leftovers(), "the temporary Beadbox folder is deleted");
    }
}
