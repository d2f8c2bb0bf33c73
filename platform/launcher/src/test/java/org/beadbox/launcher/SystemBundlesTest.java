package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.Map;
import java.util.TreeMap;
import org.apache.felix.framework.Felix;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;

@DisplayName("The system bundles in the persistent cache")
class SystemBundlesTest {

    @TempDir
    Path dir;

    private Framework framework;
    private final ByteArrayOutputStream errors = new ByteArrayOutputStream();

    @AfterEach
    void stop() throws Exception {
        if (framework != null) {
            framework.stop();
            framework.waitForStop(5_000);
        }
    }

    /** Starts a framework on the cache in dir/cache, as a new run of the launcher would, and synchronizes. */
    private int run() throws Exception {
        stop();
        framework = new Felix(Map.of(Constants.FRAMEWORK_STORAGE, dir.resolve("cache").toString(), "felix.log.level", "0"));
        framework.init();
        int changes = new SystemBundles(framework.getBundleContext(), dir, "system", true, dir.resolve("cache"),
                new PrintStream(errors, true, StandardCharsets.UTF_8)).synchronize();
        framework.start();
        return changes;
    }

    private Map<String, Integer> installed() {
        Map<String, Integer> out = new TreeMap<>();
        for (Bundle b : framework.getBundleContext().getBundles()) {
            if (b.getBundleId() != 0) {
                out.put(b.getSymbolicName() + " " + b.getVersion(), b.getState());
            }
        }
        return out;
    }

    @Nested
    @DisplayName("on the first start")
    class FirstStart {

        @Test
        @DisplayName("installs and starts every jar of the folder")
        void installsEverything() throws Exception {
            TestJars.bundle(dir.resolve("system/a.jar"), "test.a", "1.0.0");
            TestJars.bundle(dir.resolve("system/b.jar"), "test.b", "1.0.0");
            assertEquals(2, run());
            assertEquals(Map.of("test.a 1.0.0", Bundle.ACTIVE, "test.b 1.0.0", Bundle.ACTIVE), installed());
        }

        @Test
        @DisplayName("skips a broken jar with one line and starts the rest")
        void skipsBrokenJar() throws Exception {
            TestJars.bundle(dir.resolve("system/a.jar"), "test.a", "1.0.0");
            Files.writeString(dir.resolve("system/broken.jar"), "not a jar");
            run();
            assertEquals(Map.of("test.a 1.0.0", Bundle.ACTIVE), installed());
            String err = errors.toString(StandardCharsets.UTF_8);
            assertTrue(err.startsWith("beadbox: skipped system/broken.jar: "), err);
            assertEquals(1, err.lines().count(), err);
        }
    }

    @Nested
    @DisplayName("on a later start")
    class LaterStart {

        @Test
        @DisplayName("changes nothing when no jar changed")
        void unchanged() throws Exception {
            TestJars.bundle(dir.resolve("system/a.jar"), "test.a", "1.0.0");
            run();
            assertEquals(0, run());
            assertEquals(Map.of("test.a 1.0.0", Bundle.ACTIVE), installed());
        }

        @Test
        @DisplayName("updates a bundle whose jar changed")
        void updatesChanged() throws Exception {
            Path a = TestJars.bundle(dir.resolve("system/a.jar"), "test.a", "1.0.0");
            run();
            TestJars.bundle(a, "test.a", "1.1.0");
            Files.setLastModifiedTime(a, FileTime.fromMillis(Files.getLastModifiedTime(a).toMillis() + 5_000));
            assertEquals(1, run());
            assertEquals(Map.of("test.a 1.1.0", Bundle.ACTIVE), installed());
        }

        @Test
        @DisplayName("uninstalls a bundle whose jar is gone and leaves bundles from elsewhere alone")
        void uninstallsRemoved() throws Exception {
            TestJars.bundle(dir.resolve("system/a.jar"), "test.a", "1.0.0");
            Path b = TestJars.bundle(dir.resolve("system/b.jar"), "test.b", "1.0.0");
            run();
            Path dropped = TestJars.bundle(dir.resolve("bundles/c.jar"), "test.c", "1.0.0");
            framework.getBundleContext().installBundle(dropped.toUri().toString());
            Files.delete(b);
            assertEquals(1, run());
            assertEquals(Map.of("test.a 1.0.0", Bundle.ACTIVE, "test.c 1.0.0", Bundle.INSTALLED), installed());
        }
    }
}
