package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.apache.felix.framework.Felix;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;

/**
 * The hot-deploy check against a real Felix and real files: each jar hot deploy cannot use is
 * named once, on standard error and to the front-ends listening for notices.
 */
@DisplayName("The hot-deploy check")
class HotDeployCheckTest {

    @TempDir
    Path dir;

    private Framework framework;
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<String> window = new CopyOnWriteArrayList<>();
    private HotDeployCheck check;

    @BeforeEach
    void start() throws Exception {
        framework = new Felix(Map.of(Constants.FRAMEWORK_STORAGE, dir.resolve("cache").toString(), "felix.log.level", "0"));
        framework.start();
        DeployNotices notices = new DeployNotices(new PrintStream(err, true, StandardCharsets.UTF_8));
        notices.attach(framework.getBundleContext());
        Consumer<String> frontEnd = window::add;
        framework.getBundleContext().registerService(Consumer.class, frontEnd,
                new java.util.Hashtable<>(Map.of("beadbox.notices", "true")));
        check = new HotDeployCheck(framework.getBundleContext(), dir.resolve("bundles"), notices, 0);
    }

    @AfterEach
    void stop() throws Exception {
        framework.stop();
        framework.waitForStop(5_000);
    }

    private List<String> errLines() {
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    @DisplayName("a jar left in the folder after its bundle was uninstalled (in Plugins) is named with what to do, once")
    void uninstalledWhileJarStayed() throws Exception {
        Path jar = TestJars.bundle(dir.resolve("bundles/kept.jar"), "test.kept", "1.2.0");
        Bundle b = framework.getBundleContext().installBundle(jar.toUri().toString());
        check.look();
        assertEquals(List.of(), errLines(), "an installed jar is fine");
        b.uninstall();
        check.look();
        check.look();
        String line = "bundles/kept.jar is not installed: its bundle test.kept 1.2.0 was uninstalled (in Plugins) while the jar "
                + "stayed: delete the jar, or copy it in again (or touch it) to install it again";
        assertEquals(List.of("beadbox: " + line), errLines());
        assertEquals(List.of(line), window, "the window is told the same line");
    }

    @Test
    @DisplayName("a jar whose bundle is already installed from system/ is named as a second copy")
    void duplicateOfSystemBundle() throws Exception {
        Path system = TestJars.bundle(dir.resolve("system/gson.jar"), "com.google.gson", "2.15.0");
        try (var in = Files.newInputStream(system)) {
            framework.getBundleContext().installBundle("beadbox:system/gson.jar", in);
        }
        Files.createDirectories(dir.resolve("bundles"));
        Files.copy(system, dir.resolve("bundles/gson-2.15.0.jar"), java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        check.look();
        assertEquals(List.of("beadbox: bundles/gson-2.15.0.jar is not installed: it is a second copy of com.google.gson 2.15.0, "
                + "already installed from system/gson.jar: remove one of the two"), errLines());
    }

    @Test
    @DisplayName("random bytes, a cut-off zip and a plain jar are each named once, with the cause")
    void brokenFiles() throws Exception {
        TestJars.randomBytes(dir.resolve("bundles/random.jar"), 1);
        TestJars.truncated(dir.resolve("bundles/truncated.jar"), "test.truncated");
        TestJars.plain(dir.resolve("bundles/plain.jar"));
        check.look();
        check.look();
        List<String> lines = errLines();
        assertEquals(3, lines.size(), lines.toString());
        assertEquals(1, lines.stream().filter(l -> l.equals("beadbox: bundles/random.jar is not installed: it is not a jar (not a zip file): remove it")).count(), lines.toString());
        assertEquals(1, lines.stream().filter(l -> l.startsWith("beadbox: bundles/truncated.jar is not installed: the jar is damaged or cut short (")).count(), lines.toString());
        assertEquals(1, lines.stream().filter(l -> l.startsWith("beadbox: bundles/plain.jar is not a plugin: it is a plain jar")).count(), lines.toString());
        assertEquals(3, window.size());
    }
}
