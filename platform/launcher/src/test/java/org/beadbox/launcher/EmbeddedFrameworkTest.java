package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.BundleContext;
import org.osgi.framework.launch.Framework;

@DisplayName("The embedded framework")
class EmbeddedFrameworkTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private EmbeddedFramework framework(Path home) {
        return new EmbeddedFramework(home, dir, "none", false, false,
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("tells the bundles the Beadbox home, the front-end and the hot-deploy folder, and creates that folder")
    void frameworkProperties() throws Exception {
        TestJars.bundle(dir.resolve("system/a.jar"), "test.a", "1.0.0");
        Path home = dir.resolve("home");
        EmbeddedFramework runtime = framework(home);
        try {
            BundleContext context = runtime.start().getBundleContext();
            assertEquals(home.toString(), context.getProperty("beadbox.home"));
            assertEquals("none", context.getProperty("beadbox.ui"));
            assertEquals(null, context.getProperty("felix.fileinstall.dir"), "no FileInstall: the launcher watches the folder");
            assertTrue(Files.isDirectory(home.resolve("bundles")));
            assertTrue(Files.isDirectory(home.resolve("cache")), "the shared cache is used");
        } finally {
            runtime.stop();
        }
        assertEquals("", err.toString(StandardCharsets.UTF_8), "a clean start prints nothing");
    }

    @Test
    @DisplayName("gives a second Beadbox running at the same time a private cache, deleted when it stops")
    void secondRunGetsPrivateCache() throws Exception {
        TestJars.bundle(dir.resolve("system/a.jar"), "test.a", "1.0.0");
        Path home = dir.resolve("home");
        EmbeddedFramework first = framework(home);
        EmbeddedFramework second = framework(home);
        try {
            first.start();
            Framework other = second.start();
            String storage = other.getBundleContext().getProperty("org.osgi.framework.storage");
            assertFalse(storage.equals(home.resolve("cache").toString()), storage);
            assertEquals(2, other.getBundleContext().getBundles().length, "the private cache holds the system bundles too");
            second.stop();
            assertFalse(Files.exists(Path.of(storage)), "the private cache is gone");
        } finally {
            second.stop();
            first.stop();
        }
        try (Stream<Path> left = Files.list(home)) {
            assertEquals(3, left.count(), "home holds bundles/, cache/ and cache.lock only");
        }
    }

    @Test
    @DisplayName("says what is wrong, and what to do, when a file stands where its cache folder goes")
    void cacheIsAFile() throws Exception {
        Path home = dir.resolve("home");
        Files.createDirectories(home);
        Files.writeString(home.resolve("cache"), "not a folder");
        EmbeddedFramework runtime = framework(home);
        try {
            java.io.IOException e = org.junit.jupiter.api.Assertions.assertThrows(java.io.IOException.class, runtime::start);
            assertEquals(home.resolve("cache") + " is a file, but Beadbox keeps its bundle cache in a folder of that name:"
                    + " move that file away or delete it, or set BEADBOX_HOME to another folder", e.getMessage());
        } finally {
            runtime.stop();
        }
    }
}
