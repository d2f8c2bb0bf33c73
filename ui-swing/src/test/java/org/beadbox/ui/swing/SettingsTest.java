package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsTest {

    @TempDir
    Path home;

    @Test
    @DisplayName("a preference written is read back by the next start")
    void roundTrip() {
        new Settings(home).put("theme", "dark");
        Settings again = new Settings(home);
        assertThat(again.dark()).isTrue();
        assertThat(again.get("missing", "fallback")).isEqualTo("fallback");
    }

    @Test
    @DisplayName("a damaged file costs the preferences, not the start")
    void damaged() throws Exception {
        Files.writeString(home.resolve("swing.properties"), "theme=\\u12");
        assertThat(new Settings(home).dark()).isFalse();
    }

    @Test
    @DisplayName("without a home folder nothing is kept and nothing fails")
    void noHome() {
        Settings s = new Settings(null);
        s.put("theme", "dark");
        assertThat(s.dark()).isTrue();
    }
}
