package org.beadbox.core.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.beadbox.testkit.CatalogueSigner;
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
        String added = list.add("https://plugins.example.org/beadbox/", null, false).location();
        list.add(home.resolve("mine").toString(), null, false);
        assertEquals(List.of("/opt/beadbox/catalogue", "https://plugins.example.org/beadbox/", home.resolve("mine").toString()),
                new CatalogueList("/opt/beadbox/catalogue", home).all(), "read back from catalogues.txt");
        list.remove(added);
        assertEquals(2, list.all().size());
        assertThrows(IllegalArgumentException.class, () -> list.remove("/opt/beadbox/catalogue"));
        assertThrows(IllegalArgumentException.class, () -> list.remove("https://unknown.example.org/"));
    }

    @Test
    @DisplayName("keeps each added catalogue's pinned key and whether it was added with --insecure")
    void keepsKeysAndInsecure() throws Exception {
        CatalogueKey key = CatalogueKey.parse(CatalogueSigner.withNewKey().publicKeyPem());
        CatalogueList list = new CatalogueList("/opt/beadbox/catalogue", home);
        list.add("http://plain.example.org/c/", key, true);
        list.add("https://safe.example.org/c/", key, false);
        List<CatalogueList.Source> back = new CatalogueList("/opt/beadbox/catalogue", home).sources();
        assertEquals(new CatalogueList.Source("/opt/beadbox/catalogue", null, false, true), back.get(0));
        assertEquals(new CatalogueList.Source("http://plain.example.org/c/", key, true, false), back.get(1));
        assertEquals(new CatalogueList.Source("https://safe.example.org/c/", key, false, false), back.get(2));
        assertTrue(key.fingerprint().matches("SHA256:[A-Za-z0-9+/]{43}"), key.fingerprint());
    }

    @Test
    @DisplayName("refuses a plain http catalogue not added with --insecure, before reading it")
    void refusesHttp() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FrameworkCatalogue.origin(
                new CatalogueList.Source("http://plain.example.invalid/c/", null, false, false)));
        assertTrue(e.getMessage().contains("is plain http") && e.getMessage().contains("--insecure"), e.getMessage());
    }

    @Test
    @DisplayName("refuses a catalogue whose published key is not the one pinned, until it is added again")
    void refusesChangedKey() throws Exception {
        Path folder = Files.createDirectories(home.resolve("c"));
        Files.writeString(folder.resolve("index.xml"), IndexReaderTest.index(""));
        CatalogueSigner first = CatalogueSigner.withNewKey();
        CatalogueSigner second = CatalogueSigner.withNewKey();
        second.signFolder(folder);
        CatalogueList list = new CatalogueList(null, home);
        CatalogueList.Source pinned = list.add(folder.toString(), CatalogueKey.parse(first.publicKeyPem()), false);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FrameworkCatalogue.origin(pinned));
        assertTrue(e.getMessage().contains("now publishes another signing key (" + second.fingerprint() + ") than the one pinned when "
                + "it was added (" + first.fingerprint() + ")") && e.getMessage().contains("remove the catalogue and add it again"),
                e.getMessage());
        first.signFolder(folder);
        assertEquals(CatalogueKey.parse(first.publicKeyPem()), FrameworkCatalogue.origin(pinned).key(), "the pinned key, published again");
    }

    @Test
    @DisplayName("NAME is the id, its last part, the name, or a game's id as games and match give it (bead-ring)")
    void names() {
        assertTrue(FrameworkCatalogue.names("bead-ring", "org.example.beadring", "Bead Ring", List.of()));
        assertTrue(FrameworkCatalogue.names("Bead Ring", "org.example.beadring", "Bead Ring", List.of()));
        assertTrue(FrameworkCatalogue.names("ring", "org.example.r", "R", List.of("ring")));
        assertTrue(FrameworkCatalogue.names("org.example.beadring", "org.example.beadring", "Bead Ring", List.of()));
        assertFalse(FrameworkCatalogue.names("bead", "org.example.beadring", "Bead Ring", List.of()));
        assertFalse(FrameworkCatalogue.names("-", "org.example.beadring", "Bead Ring", List.of()));
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
