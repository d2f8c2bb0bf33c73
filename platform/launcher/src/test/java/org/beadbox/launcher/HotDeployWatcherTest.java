package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
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
 * The hot-deploy watcher against a real Felix and real files: it installs, updates and removes
 * the jars of the folder, and names each jar it cannot use once, on standard error and to the
 * front-ends listening for notices. No starter: the bundles are only installed here.
 */
@DisplayName("The hot-deploy watcher")
class HotDeployWatcherTest {

    @TempDir
    Path dir;

    private Framework framework;
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final List<String> window = new CopyOnWriteArrayList<>();
    private HotDeployWatcher watcher;

    @BeforeEach
    void start() throws Exception {
        framework = new Felix(Map.of(Constants.FRAMEWORK_STORAGE, dir.resolve("cache").toString(), "felix.log.level", "0"));
        framework.start();
        watcher = watcher();
    }

    private HotDeployWatcher watcher() {
        DeployNotices notices = new DeployNotices(new PrintStream(err, true, StandardCharsets.UTF_8));
        notices.attach(framework.getBundleContext());
        Consumer<String> frontEnd = window::add;
        framework.getBundleContext().registerService(Consumer.class, frontEnd,
                new java.util.Hashtable<>(Map.of("beadbox.notices", "true")));
        return new HotDeployWatcher(framework.getBundleContext(), dir.resolve("bundles"), dir.resolve("cache"), notices, null, 0, 5_000);
    }

    @AfterEach
    void stop() throws Exception {
        watcher.close();
        framework.stop();
        framework.waitForStop(5_000);
    }

    private List<String> errLines() {
        return err.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private List<String> installed() {
        List<String> out = new ArrayList<>();
        for (Bundle b : framework.getBundleContext().getBundles()) {
            if (b.getBundleId() != 0) {
                out.add(b.getSymbolicName() + " " + b.getVersion());
            }
        }
        out.sort(null);
        return out;
    }

    /** Looks at the folder every 20 ms, as the launcher does every 500 ms, until {@code done}. */
    private void await(String what, BooleanSupplier done) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        while (!done.getAsBoolean()) {
            watcher.look();
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within 10 s: " + what);
            }
            Thread.sleep(20);
        }
    }

    @Test
    @DisplayName("installs a new jar from a stream, updates its bundle when the jar changes, and uninstalls it when the jar goes")
    void installUpdateRemove() throws Exception {
        Path jar = TestJars.bundle(dir.resolve("bundles/game.jar"), "test.game", "1.0.0");
        await("installed", () -> installed().equals(List.of("test.game 1.0.0")));
        Bundle b = framework.getBundleContext().getBundles()[1];
        assertEquals(jar.toUri().toString(), b.getLocation(), "its location names the jar, for the lines about it");

        TestJars.bundle(jar, "test.game", "1.1.0");
        await("updated", () -> installed().equals(List.of("test.game 1.1.0")));
        assertEquals(b.getBundleId(), framework.getBundleContext().getBundles()[1].getBundleId(), "the same bundle, updated");

        Files.delete(jar);
        await("uninstalled", () -> installed().isEmpty());
        assertEquals(List.of(), errLines());
    }

    @Test
    @DisplayName("a jar added, changed or removed while Beadbox was not running is taken into account before the framework starts")
    void synchronizeAtStart() throws Exception {
        Path kept = TestJars.bundle(dir.resolve("bundles/kept.jar"), "test.kept", "1.0.0");
        Path gone = TestJars.bundle(dir.resolve("bundles/gone.jar"), "test.gone", "1.0.0");
        assertEquals(2, watcher.synchronize());
        Path elsewhere = TestJars.bundle(dir.resolve("elsewhere/other.jar"), "test.other", "1.0.0");
        framework.getBundleContext().installBundle(elsewhere.toUri().toString());
        Files.delete(gone);
        TestJars.bundle(kept, "test.kept", "2.0.0");
        TestJars.bundle(dir.resolve("bundles/new.jar"), "test.new", "1.0.0");

        HotDeployWatcher next = watcher();
        assertEquals(3, next.synchronize(), "one removed, one updated, one installed");
        assertEquals(List.of("test.kept 2.0.0", "test.new 1.0.0", "test.other 1.0.0"), installed(), "a bundle from elsewhere is left alone");
        assertEquals(0, next.synchronize(), "nothing more to do");
        next.close();
    }

    @Test
    @DisplayName("a jar copied in just before a command is installed by that command, once left alone for the settle time;"
            + " one still being written then is named")
    void youngJarAtStart() throws Exception {
        watcher.close();
        watcher = new HotDeployWatcher(framework.getBundleContext(), dir.resolve("bundles"), dir.resolve("cache"),
                new DeployNotices(new PrintStream(err, true, StandardCharsets.UTF_8)), null, 300, 5_000);
        Path young = TestJars.bundle(dir.resolve("bundles/young.jar"), "test.young", "1.0.0");
        Files.setLastModifiedTime(young, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis())); // copied just now
        long began = System.nanoTime();
        assertEquals(1, watcher.synchronize(), "installed at once, not left for a next look");
        long took = (System.nanoTime() - began) / 1_000_000;
        assertTrue(took >= 200 && took < 2_000, "waited for the jar to be left alone: " + took + " ms");
        assertEquals(List.of("test.young 1.0.0"), installed());

        Path growing = TestJars.bundle(dir.resolve("bundles/growing.jar"), "test.growing", "1.0.0");
        Files.setLastModifiedTime(growing, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 60_000));
        assertEquals(0, watcher.synchronize(), "still changing: left for the next look");
        assertEquals(List.of("beadbox: bundles/growing.jar is still being written: it is installed once it has been left alone"
                + " for 1 s (at the next look while Beadbox runs, or at its next start)"), errLines());
    }

    @Test
    @DisplayName("a jar left in the folder after its bundle was uninstalled (in Plugins) is named with what to do, once")
    void uninstalledWhileJarStayed() throws Exception {
        TestJars.bundle(dir.resolve("bundles/kept.jar"), "test.kept", "1.2.0");
        watcher.synchronize();
        assertEquals(1, installed().size());
        framework.getBundleContext().getBundles()[1].uninstall();
        watcher.synchronize();
        watcher.synchronize();
        String line = "bundles/kept.jar is not installed: its bundle was uninstalled (in Plugins) while the jar "
                + "stayed: delete the jar, or copy it in again (or touch it) to install it again";
        assertEquals(List.of("beadbox: " + line), errLines());
        assertEquals(List.of(line), window, "the window is told the same line");
        assertEquals(List.of(), installed(), "not installed again behind the person's back");
    }

    @Test
    @DisplayName("a copy of a system/ bundle is refused and named, not installed")
    void duplicateOfSystemBundle() throws Exception {
        Path system = TestJars.bundle(dir.resolve("system/gson.jar"), "com.google.gson", "2.15.0");
        try (var in = Files.newInputStream(system)) {
            framework.getBundleContext().installBundle("beadbox:system/gson.jar", in);
        }
        Files.createDirectories(dir.resolve("bundles"));
        Files.copy(system, dir.resolve("bundles/gson-2.15.0.jar"), StandardCopyOption.COPY_ATTRIBUTES);
        watcher.synchronize();
        watcher.synchronize();
        assertEquals(List.of("beadbox: bundles/gson-2.15.0.jar is not installed: it is a second copy of com.google.gson 2.15.0, "
                + "already installed from system/gson.jar: remove one of the two"), errLines());
        assertEquals(List.of("com.google.gson 2.15.0"), installed());
    }

    @Test
    @DisplayName("a second jar of an installed bundle's name and version is refused, not taken as an update of it")
    void duplicateInFolder() throws Exception {
        TestJars.bundle(dir.resolve("bundles/b-first.jar"), "test.same", "1.0.0");
        await("installed", () -> installed().size() == 1);
        long installedAt = framework.getBundleContext().getBundles()[1].getLastModified();
        TestJars.plugin(dir.resolve("bundles/a-copy.jar"), "test.same", "throw");
        watcher.look();
        watcher.look();
        Thread.sleep(200);
        assertEquals(List.of("beadbox: bundles/a-copy.jar is not installed: it is a second copy of test.same 1.0.0, "
                + "already installed from bundles/b-first.jar: remove one of the two"), errLines());
        assertEquals(List.of("test.same 1.0.0"), installed());
        assertEquals(installedAt, framework.getBundleContext().getBundles()[1].getLastModified(), "the installed bundle is not updated");
    }

    @Test
    @DisplayName("random bytes, a cut-off zip and a plain jar are each named once, with the cause")
    void brokenFiles() throws Exception {
        TestJars.randomBytes(dir.resolve("bundles/random.jar"), 1);
        TestJars.truncated(dir.resolve("bundles/truncated.jar"), "test.truncated");
        TestJars.plain(dir.resolve("bundles/plain.jar"));
        watcher.look();
        watcher.look();
        List<String> lines = errLines();
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.contains("beadbox: bundles/random.jar is not installed: it is not a jar (not a zip file): remove it"), lines.toString());
        assertEquals(1, lines.stream().filter(l -> l.startsWith("beadbox: bundles/truncated.jar is not installed: the jar is damaged or cut short (")).count(), lines.toString());
        assertEquals(1, lines.stream().filter(l -> l.startsWith("beadbox: bundles/plain.jar is not a plugin: it is a plain jar")).count(), lines.toString());
        assertEquals(3, window.size());
        assertEquals(List.of(), installed());
    }
}
