package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The usage text names the command the way the person started Beadbox (issue 46 §8): the clone's
 * start script says {@code ./beadbox}, the installed package's says {@code beadbox}. Both real
 * scripts run on the assembled runtime (target/beadbox); the installed one in the layout the
 * packages give it (bin/beadbox, lib/runtime, lib/app), reached through the PATH as
 * {@code /usr/bin/beadbox} is.
 */
@DisplayName("The start scripts tell the launcher the name they were started by")
class StartNameIT {

    /** The clone's root: this module is platform/launcher. */
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent().getParent();
    private static final Path RUNTIME = Path.of(System.getProperty("beadbox.runtime", "target/beadbox")).toAbsolutePath();

    @TempDir
    Path home;

    @TempDir
    Path work;

    private record Run(int code, String out, String err) {
    }

    private Run bash(Path dir, String line, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder("bash", "-c", line).directory(dir.toFile());
        pb.environment().put("BEADBOX_HOME", home.toString());
        pb.environment().remove("DISPLAY");
        pb.environment().putAll(env);
        Path out = Files.createTempFile(work, "out-", ".txt");
        Path err = Files.createTempFile(work, "err-", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile()).redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
        Process p = pb.start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("did not end within 90 s: " + line);
        }
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("the clone's ./beadbox --help says ./beadbox")
    void inTheClone() throws Exception {
        // The runtime the script starts is this module's target/beadbox, just packaged.
        Run r = bash(ROOT, "./beadbox --help", Map.of("BEADBOX_NO_BUILD", "1"));
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().startsWith("Usage: ./beadbox [--ui"), r.out());
        assertTrue(r.out().contains("  ./beadbox games "), r.out());
    }

    @Test
    @DisplayName("the installed beadbox --help and beadbox help say beadbox, never ./beadbox")
    void installed() throws Exception {
        Path top = work.resolve("opt/beadbox");
        Path bin = Files.createDirectories(top.resolve("bin"));
        Path lib = Files.createDirectories(top.resolve("lib"));
        Files.createSymbolicLink(lib.resolve("runtime"), Path.of(System.getProperty("java.home")));
        Path app = Files.createDirectories(lib.resolve("app"));
        try (Stream<Path> entries = Files.list(RUNTIME)) {
            for (Path e : entries.filter(e -> !e.getFileName().toString().startsWith("beadbox.jsa")).toList()) {
                Files.createSymbolicLink(app.resolve(e.getFileName()), e);
            }
        }
        Path script = Files.copy(ROOT.resolve("packaging/beadbox-app.sh"), bin.resolve("beadbox"));
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path path = Files.createDirectories(work.resolve("usr/bin"));
        Files.createSymbolicLink(path.resolve("beadbox"), script);
        Map<String, String> env = Map.of("PATH", path + ":" + System.getenv("PATH"));

        Run help = bash(work, "beadbox --help", env);
        assertEquals(0, help.code(), help.err());
        assertTrue(help.out().startsWith("Usage: beadbox [--ui"), help.out());
        assertTrue(help.out().contains("  beadbox games "), help.out());
        assertFalse(help.out().contains("./beadbox"), help.out());

        Run commands = bash(work, "beadbox help", env);
        assertEquals(0, commands.code(), commands.err());
        assertTrue(commands.out().startsWith("usage: beadbox COMMAND"), commands.out());
        assertFalse(commands.out().contains("./beadbox"), commands.out());

        Run unpacked = bash(work, "opt/beadbox/bin/beadbox --help", Map.of());
        assertTrue(unpacked.out().startsWith("Usage: opt/beadbox/bin/beadbox [--ui"), "an unpacked .tar.gz says the path typed: " + unpacked.out());
    }
}
