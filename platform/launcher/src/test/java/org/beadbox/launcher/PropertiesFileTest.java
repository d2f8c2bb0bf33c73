package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("A launcher's properties file")
class PropertiesFileTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("is written whole in a folder it makes, nothing left beside it, and read back")
    void roundTrip() throws Exception {
        Path file = dir.resolve("state/stamps.properties");
        Properties p = new Properties();
        p.setProperty("file:/a b.jar", "12:34");
        PropertiesFile.write(file, p, "size:modified");
        assertEquals(List.of(file), Files.list(file.getParent()).toList(), "no temporary file left");
        assertTrue(Files.readString(file).startsWith("#size:modified"));
        assertEquals(p, PropertiesFile.read(file));
        p.setProperty("second", "x");
        PropertiesFile.write(file, p, "again");
        assertEquals(p, PropertiesFile.read(file), "a second write replaces the first");
    }

    @Test
    @DisplayName("reads as empty when it is missing, a folder, or cannot be parsed")
    void forgiving() throws Exception {
        assertTrue(PropertiesFile.read(dir.resolve("missing.properties")).isEmpty());
        assertTrue(PropertiesFile.read(dir).isEmpty());
        Path bad = dir.resolve("bad.properties");
        Files.writeString(bad, "a=1\nb=\\uZZZZ\n", StandardCharsets.ISO_8859_1);
        assertTrue(PropertiesFile.read(bad).isEmpty(), "a malformed escape: nothing half-read");
    }
}
