package org.beadbox.tools.apifuzz;

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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The fuzzer run small against the real runtime the launcher module assembled (a few hundred
 * requests): every operation of the served description answered as declared, logged out and
 * logged in, no server error, and the temporary server stopped and its folder deleted.
 */
class ApiFuzzIT {

    private static Path script() {
        Path runtime = Path.of(System.getProperty("beadbox.runtime", "../../platform/launcher/target/beadbox"));
        assertTrue(Files.isRegularFile(runtime.resolve("beadbox-launcher.jar")),
                "no runtime at " + runtime + ": build the launcher module first (mvn verify from the root)");
        return Path.of(System.getProperty("beadbox.script", "../../beadbox"));
    }

    private static Set<Path> leftovers() throws IOException {
        Path tmp = Files.createDirectories(Path.of(System.getProperty("java.io.tmpdir")));
        try (Stream<Path> s = Files.list(tmp)) {
            return s.filter(p -> p.getFileName().toString().startsWith("beadbox-apifuzz-")).collect(Collectors.toSet());
        }
    }

    @Test
    void everyOperationAnswersAsDescribedLoggedOutAndLoggedIn() throws IOException {
        Set<Path> before = leftovers();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ApiFuzz.run(new ApiFuzz.Options(5, 42, 3, script()), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String report = out.toString(StandardCharsets.UTF_8);
        String why = report + err.toString(StandardCharsets.UTF_8);
        List<String> lines = report.lines().toList();
        Matcher last = Pattern.compile("operations (\\d+), requests (\\d+), server errors (\\d+), schema violations (\\d+)")
                .matcher(lines.isEmpty() ? "" : lines.get(lines.size() - 1));
        assertTrue(last.matches(), "the last line is the summary: " + why);
        assertTrue(Integer.parseInt(last.group(1)) >= 26, "every operation of the description: " + why);
        assertTrue(Integer.parseInt(last.group(2)) >= 2 * 5 * 26, "each operation 5 times in each phase: " + why);
        assertEquals("0", last.group(3), "server errors: " + why);
        assertEquals("0", last.group(4), "schema violations: " + why);
        assertEquals(0, code, why);
        // Both phases reached the calls' successes, not only their refusals.
        for (String reached : List.of("POST /api/register: .*201x", "GET /api/me: .*200x", "POST /api/feed: .*201x",
                "GET /api/seeks: .*200x", "GET /api/openapi.json: .*200x",
                "POST /api/password/forgot: .*202x", "GET /api/notifications: .*200x")) {
            assertTrue(Pattern.compile(reached).matcher(report).find(), reached + ": " + why);
        }
        assertTrue(Pattern.compile("GET /api/me: .*401x").matcher(report).find(), "refused without a session: " + why);
        assertEquals(before, leftovers(), "the temporary Beadbox folder is deleted");
    }
}
