package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.felix.framework.Felix;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;
import org.osgi.framework.launch.Framework;

@DisplayName("The hot-deploy folder at start")
class HotDeployFolderTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("uninstalls a bundle whose jar was deleted while Beadbox was not running, and keeps the others")
    void removesVanishedJars() throws Exception {
        Path folder = dir.resolve("bundles");
        Path kept = TestJars.bundle(folder.resolve("kept.jar"), "test.kept", "1.0.0");
        Path gone = TestJars.bundle(folder.resolve("gone.jar"), "test.gone", "1.0.0");
        Path elsewhere = TestJars.bundle(dir.resolve("elsewhere/other.jar"), "test.other", "1.0.0");
        Framework f = framework();
        for (Path jar : List.of(kept, gone, elsewhere)) {
            f.getBundleContext().installBundle(jar.toFile().toURI().toString());
        }
        stop(f);
        Files.delete(gone);
        Files.delete(elsewhere);

        f = framework();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int removed = new HotDeployFolder(f.getBundleContext(), folder, new PrintStream(err, true, StandardCharsets.UTF_8))
                .removeVanished();
        assertEquals(1, removed);
        assertEquals(List.of("test.kept", "test.other"), names(f.getBundleContext()));
        assertEquals("", err.toString(StandardCharsets.UTF_8));
        stop(f);
    }

    private Framework framework() throws Exception {
        Framework f = new Felix(Map.of(Constants.FRAMEWORK_STORAGE, dir.resolve("cache").toString(), "felix.log.level", "0"));
        f.init();
        return f;
    }

    private static void stop(Framework f) throws Exception {
        f.stop();
        f.waitForStop(5_000);
    }

    private static List<String> names(BundleContext context) {
        List<String> out = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            if (b.getBundleId() != 0) {
                out.add(b.getSymbolicName());
            }
        }
        out.sort(null);
        return out;
    }
}
