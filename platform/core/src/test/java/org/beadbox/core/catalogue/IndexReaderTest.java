package org.beadbox.core.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.beadbox.testkit.CatalogueSigner;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Version;

@DisplayName("A catalogue's index")
class IndexReaderTest {

    @TempDir
    Path folder;

    static String index(String resources) {
        return "<?xml version='1.0' encoding='UTF-8'?>\n"
                + "<repository xmlns=\"http://www.osgi.org/xmlns/repository/v1.0.0\" name=\"t\" increment=\"1\">\n" + resources
                + "</repository>\n";
    }

    static String plugin(String id, String version, String jar, String sha) {
        return "<resource>"
                + "<capability namespace=\"osgi.identity\"><attribute name=\"osgi.identity\" value=\"" + id + "\"/>"
                + "<attribute name=\"type\" value=\"osgi.bundle\"/><attribute name=\"version\" type=\"Version\" value=\"" + version + "\"/>"
                + "<attribute name=\"description\" value=\"A test plugin\"/></capability>"
                + "<capability namespace=\"osgi.content\"><attribute name=\"osgi.content\" value=\"" + sha + "\"/>"
                + "<attribute name=\"url\" value=\"" + jar + "\"/><attribute name=\"size\" type=\"Long\" value=\"3\"/></capability>"
                + "<capability namespace=\"beadbox.plugin\"><attribute name=\"kind\" value=\"AI\"/><attribute name=\"name\" value=\"Tester\"/></capability>"
                + "<capability namespace=\"osgi.service\"><attribute name=\"objectClass\" type=\"List&lt;String&gt;\" value=\"a.B,c.D\"/></capability>"
                + "<requirement namespace=\"osgi.wiring.package\"><directive name=\"filter\" value=\"(&amp;(osgi.wiring.package=org.beadbox.api)(version&gt;=1.4.0)(!(version&gt;=2.0.0)))\"/></requirement>"
                + "</resource>\n";
    }

    @Test
    @DisplayName("gives each resource's id, version, kind, name, description, jar and typed attributes")
    void readsResources() throws IOException {
        Path xml = Files.writeString(folder.resolve("index.xml"), index(plugin("org.example.tester", "1.2.3", "jars/t.jar", "AB")));
        IndexedResource r = IndexReader.read(xml.toUri()).get(0);
        assertEquals("org.example.tester", r.id());
        assertEquals(new Version(1, 2, 3), r.version());
        assertEquals("AI", r.kind());
        assertEquals("Tester", r.name());
        assertEquals("A test plugin", r.description());
        assertEquals(folder.resolve("jars/t.jar").toUri(), r.url());
        assertEquals(3L, r.size());
        assertEquals(List.of("a.B", "c.D"), r.getCapabilities("osgi.service").get(0).getAttributes().get("objectClass"));
        assertEquals(1, r.getRequirements("osgi.wiring.package").size());
    }

    @Test
    @DisplayName("is read gzipped too")
    void readsGzip() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            gz.write(index(plugin("org.example.tester", "1.0.0", "t.jar", "AB")).getBytes(StandardCharsets.UTF_8));
        }
        Path file = Files.write(folder.resolve("index.xml.gz"), bytes.toByteArray());
        assertEquals("org.example.tester", IndexReader.read(file.toUri()).get(0).id());
        assertEquals(file.toUri(), CatalogueList.index(folder.toString()), "a folder with only index.xml.gz is read from it");
    }

    @Nested
    @DisplayName("from a hostile catalogue")
    class Hostile {

        @Test
        @DisplayName("may not declare a DTD (no entity expansion, no external entity)")
        void refusesDtd() throws IOException {
            Path secret = Files.writeString(folder.resolve("secret.txt"), "secret");
            String xml = "<?xml version='1.0'?><!DOCTYPE repository [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>"
                    + "<repository xmlns=\"http://www.osgi.org/xmlns/repository/v1.0.0\"><resource><capability namespace=\"osgi.identity\">"
                    + "<attribute name=\"osgi.identity\" value=\"&x;\"/></capability></resource></repository>";
            Path file = Files.writeString(folder.resolve("index.xml"), xml);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IndexReader.read(file.toUri()));
            assertTrue(e.getMessage().contains("DTD") || e.getMessage().contains("is not a repository index"), e.getMessage());
            assertTrue(!e.getMessage().contains("secret"), e.getMessage());
        }

        @Test
        @DisplayName("must be a repository index")
        void refusesOtherXml() throws IOException {
            Path file = Files.writeString(folder.resolve("index.xml"), "<html><body>not found</body></html>");
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IndexReader.read(file.toUri()));
            assertTrue(e.getMessage().contains("its root is <html>"), e.getMessage());
        }

        @Test
        @DisplayName("may not unpack to more than the cap (a gzip bomb)")
        void refusesGzipBomb() throws IOException {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
                gz.write(index("").substring(0, 120).getBytes(StandardCharsets.UTF_8));
                byte[] spaces = new byte[1 << 20];
                java.util.Arrays.fill(spaces, (byte) ' ');
                for (long n = 0; n <= IndexReader.MAX_BYTES; n += spaces.length) {
                    gz.write(spaces);
                }
            }
            Path file = Files.write(folder.resolve("index.xml.gz"), bytes.toByteArray());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IndexReader.read(file.toUri()));
            assertTrue(e.getMessage().contains("more than the " + IndexReader.MAX_BYTES + " bytes allowed"), e.getMessage());
        }

        @Test
        @DisplayName("may only point at file, http and https addresses")
        void refusesOtherSchemes() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> IndexReader.read(java.net.URI.create("jar:file:/x.jar!/index.xml")));
            assertTrue(e.getMessage().contains("only file, http and https"), e.getMessage());
        }

        @Test
        @DisplayName("cannot slip a download past its SHA-256, and leaves no file behind")
        void checksDownloads() throws Exception {
            Files.writeString(folder.resolve("t.jar"), "abc");
            String good = sha("abc");
            String bad = good.replace(good.charAt(0), good.charAt(0) == 'a' ? 'b' : 'a');
            Path xml = Files.writeString(folder.resolve("index.xml"), index(plugin("org.example.good", "1.0.0", "t.jar", good.toUpperCase())
                    + plugin("org.example.bad", "1.0.0", "t.jar", bad)));
            CatalogueSigner signer = CatalogueSigner.withNewKey();
            signer.signFolder(folder);
            List<IndexedResource> all = IndexReader.read(signed(xml, signer, false));
            Path fetched = Fetch.download(all.get(0), downloads());
            assertEquals("abc", Files.readString(fetched));
            Files.delete(fetched);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Fetch.download(all.get(1), downloads()));
            assertTrue(e.getMessage().contains("does not match the catalogue's SHA-256"), e.getMessage());
            assertNothingLeft();
        }

        @Test
        @DisplayName("cannot slip a tampered jar past the signed index, nor past its own signature when the index was signed after")
        void refusesTamperedJar() throws Exception {
            CatalogueSigner signer = CatalogueSigner.withNewKey();
            Files.writeString(folder.resolve("t.jar"), "abc");
            Files.writeString(folder.resolve("index.xml"), index(plugin("org.example.t", "1.0.0", "t.jar", sha("abc"))));
            signer.signFolder(folder);
            Files.writeString(folder.resolve("t.jar"), "abd");
            Path xml = Files.writeString(folder.resolve("index.xml"), index(plugin("org.example.t", "1.0.0", "t.jar", sha("abd"))));
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IndexReader.read(signed(xml, signer, false)));
            assertTrue(e.getMessage().contains("the index of the catalogue " + xml.toUri() + " is refused: its signature does not "
                    + "match the catalogue's key " + signer.fingerprint()), e.getMessage());
            signer.sign(xml);
            e = assertThrows(IllegalArgumentException.class,
                    () -> Fetch.download(IndexReader.read(signed(xml, signer, false)).get(0), downloads()));
            assertTrue(e.getMessage().contains("org.example.t 1.0.0 is refused: its signature does not match the catalogue's key "
                    + signer.fingerprint()), e.getMessage());
            assertNothingLeft();
        }

        @Test
        @DisplayName("refuses a jar signed by another key than the catalogue's, and one not signed")
        void refusesOtherKeyAndUnsigned() throws Exception {
            Files.writeString(folder.resolve("t.jar"), "abc");
            CatalogueSigner.withNewKey().signFolder(folder);
            Path xml = Files.writeString(folder.resolve("index.xml"), index(plugin("org.example.t", "1.0.0", "t.jar", sha("abc"))));
            CatalogueSigner catalogues = CatalogueSigner.withNewKey();
            catalogues.sign(xml);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Fetch.download(IndexReader.read(signed(xml, catalogues, false)).get(0), downloads()));
            assertTrue(e.getMessage().contains("signature does not match"), e.getMessage());
            Files.delete(folder.resolve("t.jar.sig"));
            e = assertThrows(IllegalArgumentException.class,
                    () -> Fetch.download(IndexReader.read(signed(xml, catalogues, false)).get(0), downloads()));
            assertTrue(e.getMessage().contains("is refused: it is not signed"), e.getMessage());
            e = assertThrows(IllegalArgumentException.class, () -> Fetch.download(IndexReader.read(xml.toUri()).get(0), downloads()));
            assertTrue(e.getMessage().contains("publishes no signing key"), e.getMessage());
            Files.delete(folder.resolve("index.xml.sig"));
            e = assertThrows(IllegalArgumentException.class, () -> IndexReader.read(signed(xml, catalogues, false)));
            assertTrue(e.getMessage().contains("the index of the catalogue " + xml.toUri() + " is refused: it is not signed"), e.getMessage());
            assertNothingLeft();
        }

        @Test
        @DisplayName("on the network, may point only at https: a file: URL is refused, plain http unless added with --insecure")
        void networkIndexPointsOnlyAtHttps() throws Exception {
            IndexedResource.Origin https = new IndexedResource.Origin(URI.create("https://c.example.org/index.xml"), null, false, true);
            IOException e = assertThrows(IOException.class, () -> Fetch.allowed(https, URI.create("file:/etc/passwd")));
            assertTrue(e.getMessage().contains("is on the network and points at the local file file:/etc/passwd"), e.getMessage());
            IndexedResource.Origin insecure = new IndexedResource.Origin(URI.create("http://c.example.org/index.xml"), null, true, true);
            assertThrows(IOException.class, () -> Fetch.allowed(insecure, URI.create("file:/etc/passwd")));
            e = assertThrows(IOException.class, () -> Fetch.allowed(https, URI.create("http://c.example.org/t.jar")));
            assertTrue(e.getMessage().contains("a plain http address"), e.getMessage());
            assertEquals(URI.create("http://c.example.org/t.jar"), Fetch.allowed(insecure, URI.create("http://c.example.org/t.jar")));
            assertEquals(URI.create("https://cdn.example.org/t.jar"), Fetch.allowed(https, URI.create("https://cdn.example.org/t.jar")));
            assertThrows(IOException.class, () -> Fetch.allowed(https, URI.create("ftp://c.example.org/t.jar")));
        }

        @Test
        @DisplayName("served over http (added with --insecure), is read and checked, but its file: URL is not followed")
        void httpIndexCannotReachLocalFiles() throws Exception {
            CatalogueSigner signer = CatalogueSigner.withNewKey();
            Path secret = Files.writeString(folder.resolve("secret.jar"), "abc");
            Path served = Files.createDirectories(folder.resolve("served"));
            Files.writeString(served.resolve("index.xml"), index(plugin("org.example.t", "1.0.0", secret.toUri().toString(), sha("abc"))));
            signer.signFolder(served);
            signer.sign(secret);
            com.sun.net.httpserver.HttpServer http = com.sun.net.httpserver.HttpServer.create(
                    new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
            http.createContext("/", exchange -> {
                Path file = served.resolve(exchange.getRequestURI().getPath().substring(1));
                byte[] body = Files.isRegularFile(file) ? Files.readAllBytes(file) : new byte[0];
                exchange.sendResponseHeaders(body.length == 0 ? 404 : 200, body.length == 0 ? -1 : body.length);
                exchange.getResponseBody().write(body);
                exchange.close();
            });
            http.start();
            try {
                URI index = URI.create("http://127.0.0.1:" + http.getAddress().getPort() + "/index.xml");
                List<IndexedResource> all = IndexReader.read(new IndexedResource.Origin(index, CatalogueKey.parse(signer.publicKeyPem()), true, true));
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Fetch.download(all.get(0), downloads()));
                assertTrue(e.getMessage().contains("is on the network and points at the local file " + secret.toUri()), e.getMessage());
                assertNothingLeft();
            } finally {
                http.stop(0);
            }
        }

        @Test
        @DisplayName("in a folder, may point only at files under it: not through .., not through a link out of it")
        void localIndexStaysInItsFolder() throws Exception {
            Path catalogue = Files.createDirectories(folder.resolve("c"));
            Path outside = Files.writeString(folder.resolve("secret.jar"), "secret");
            Files.createSymbolicLink(catalogue.resolve("link.jar"), outside);
            Path inside = Files.writeString(catalogue.resolve("t.jar"), "abc");
            IndexedResource.Origin local = IndexedResource.Origin.unsigned(catalogue.resolve("index.xml").toUri());
            IOException e = assertThrows(IOException.class, () -> Fetch.allowed(local, local.index().resolve("../secret.jar")));
            assertTrue(e.getMessage().contains("which is outside its folder"), e.getMessage());
            e = assertThrows(IOException.class, () -> Fetch.allowed(local, local.index().resolve("link.jar")));
            assertTrue(e.getMessage().contains("which is outside its folder"), e.getMessage());
            assertEquals(inside.toRealPath().toUri(), Fetch.allowed(local, local.index().resolve("t.jar")));
            assertEquals(URI.create("https://cdn.example.org/t.jar"), Fetch.allowed(local, URI.create("https://cdn.example.org/t.jar")));
        }

        @Test
        @DisplayName("in a folder, is read through the guarded reader: a FIFO for index.xml is refused at once, naming it")
        void refusesFifo() throws Exception {
            Path fifo = folder.resolve("index.xml");
            assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> IndexReader.read(fifo.toUri()));
            assertTrue(e.getMessage().startsWith("cannot read the catalogue " + fifo.toUri()) && e.getMessage().contains("index.xml"),
                    e.getMessage());
            assertTrue(e.getMessage().contains("pipe"), e.getMessage());
        }

        private Path downloads() {
            return folder.resolve("downloads");
        }

        private void assertNothingLeft() throws IOException {
            if (Files.isDirectory(downloads())) {
                try (var left = Files.list(downloads())) {
                    assertEquals(0, left.count(), "no partial download is left");
                }
            }
        }
    }

    static String sha(String text) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The index's origin with the signer's key pinned. */
    static IndexedResource.Origin signed(Path xml, CatalogueSigner signer, boolean insecure) {
        return new IndexedResource.Origin(xml.toUri(), CatalogueKey.parse(signer.publicKeyPem()), insecure, true);
    }
}
