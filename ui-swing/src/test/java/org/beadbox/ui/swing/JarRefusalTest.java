package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The install dialog's refusals against what Felix 7 really does (seen in platform/itest's
 * UntrustedJarIT): Felix installs a plain jar as a legacy bundle without complaint, so the
 * dialog's own manifest check must refuse it; and for an import with a version range Felix's
 * message carries more filter terms after the package name.
 */
@DisplayName("Refusing an untrusted jar")
class JarRefusalTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("a jar with a manifest but no bundle headers (which Felix would install) is refused before installing")
    void plainJarWithManifest() throws Exception {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Main-Class", "org.example.Tool");
        Path jar = dir.resolve("tool.jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream j = new JarOutputStream(out, m)) {
            j.flush();
        }
        assertThatThrownBy(() -> new SwingFrontEnd().inspect(jar)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tool.jar is not a Beadbox plugin");
    }

    @Test
    @DisplayName("Felix's message for an import with a version range names the package alone")
    void versionRange() {
        String felix = "Unable to resolve org.example.needs.engine [27](R 27.0): missing requirement "
                + "[org.example.needs.engine [27](R 27.0)] osgi.wiring.package; (&(osgi.wiring.package=org.example.missing.engine)"
                + "(version>=1.0.0)(!(version>=2.0.0))) Unresolved requirements: [[org.example.needs.engine [27](R 27.0)] "
                + "osgi.wiring.package; (&(osgi.wiring.package=org.example.missing.engine)(version>=1.0.0)(!(version>=2.0.0)))]";
        assertThat(SwingFrontEnd.refusal("needs-engine.jar", felix)).isEqualTo("needs-engine.jar was not installed: it needs the "
                + "package org.example.missing.engine, which no installed bundle provides. Install the plugin that provides it first.");
    }
}
