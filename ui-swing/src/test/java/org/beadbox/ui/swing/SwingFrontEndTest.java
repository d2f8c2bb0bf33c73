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
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SwingFrontEndTest {

    @TempDir
    Path dir;

    private Path jar(String name, String... headers) throws Exception {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        for (int i = 0; i < headers.length; i += 2) {
            m.getMainAttributes().putValue(headers[i], headers[i + 1]);
        }
        Path file = dir.resolve(name);
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out, m)) {
            jar.flush();
        }
        return file;
    }

    @Nested
    @DisplayName("before installing a jar")
    class Inspecting {
        private final SwingFrontEnd bridge = new SwingFrontEnd();

        @Test
        @DisplayName("a bundle shows its name, version and vendor")
        void bundle() throws Exception {
            Plugins.Info info = bridge.inspect(jar("game.jar", "Bundle-SymbolicName", "org.example.game;singleton:=true",
                    "Bundle-Name", "Example game", "Bundle-Version", "1.2.3", "Bundle-Vendor", "Example"));
            assertThat(info.symbolicName()).isEqualTo("org.example.game");
            assertThat(info.name()).isEqualTo("Example game");
            assertThat(info.version()).isEqualTo("1.2.3");
            assertThat(info.vendor()).isEqualTo("Example");
        }

        @Test
        @DisplayName("a plain jar is refused, saying it is no bundle")
        void plainJar() throws Exception {
            Path plain = jar("plain.jar");
            assertThatThrownBy(() -> bridge.inspect(plain)).hasMessageContaining("plain.jar is not a Beadbox plugin")
                    .hasMessageContaining("Bundle-SymbolicName");
        }

        @Test
        @DisplayName("a file that is no jar is refused, naming it")
        void notAJar() throws Exception {
            Path text = Files.writeString(dir.resolve("notes.jar"), "hello");
            assertThatThrownBy(() -> bridge.inspect(text)).hasMessageContaining("notes.jar cannot be read as a jar");
        }
    }

    @Test
    @DisplayName("a bundle that cannot resolve is refused naming the missing package")
    void unresolved() {
        String felix = "Unable to resolve org.example.game [12](R 12.0): missing requirement [org.example.game [12](R 12.0)] "
                + "osgi.wiring.package; (&(osgi.wiring.package=org.example.engine)(version>=1.0.0)) Unresolved requirements: ...";
        assertThat(SwingFrontEnd.refusal("game.jar", felix)).isEqualTo("game.jar was not installed: it needs the package "
                + "org.example.engine, which no installed bundle provides. Install the plugin that provides it first.");
    }
}
