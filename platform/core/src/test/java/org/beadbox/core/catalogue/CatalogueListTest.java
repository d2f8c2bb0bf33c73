package org.beadbox.core.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The list of catalogues")
class CatalogueListTest {

    @TempDir
    Path home;

    @Test
    @DisplayName("starts with the default, keeps added ones in the Beadbox folder, and keeps the default")
    void addsAndRemoves() throws Exception {
        CatalogueList list = new CatalogueList("/opt/beadbox/catalogue", home);
        String added = list.add("https://plugins.example.org/beadbox/");
        list.add(home.resolve("mine").toString());
        assertEquals(List.of("/opt/beadbox/catalogue", "https://plugins.example.org/beadbox/", home.resolve("mine").toString()),
                new CatalogueList("/opt/beadbox/catalogue", home).all(), "read back from catalogues.txt");
        list.remove(added);
        assertEquals(2, list.all().size());
        assertThrows(IllegalArgumentException.class, () -> list.remove("/opt/beadbox/catalogue"));
        assertThrows(IllegalArgumentException.class, () -> list.remove("https://unknown.example.org/"));
    }

    @Test
    @DisplayName("finds a URL's index: itself when it names a file, else its index.xml")
    void indexOfUrl() {
        assertEquals("https://e.org/c/index.xml", CatalogueList.index("https://e.org/c/").toString());
        assertEquals("https://e.org/c/index.xml", CatalogueList.index("https://e.org/c").toString());
        assertEquals("https://e.org/c/repo.xml.gz", CatalogueList.index("https://e.org/c/repo.xml.gz").toString());
    }

    @Test
    @DisplayName("says an import's version range in words")
    void rangeInWords() {
        assertEquals("version 9.0.0 or later, below 10.0.0", ApiFit.range("(&(osgi.wiring.package=org.beadbox.api)(version>=9.0.0)(!(version>=10.0.0)))"));
        assertEquals("version 1.4.0 or later", ApiFit.range("(&(osgi.wiring.package=org.beadbox.api)(version>=1.4.0))"));
    }
}
