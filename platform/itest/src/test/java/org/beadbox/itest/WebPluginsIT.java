package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;
import static org.ops4j.pax.exam.CoreOptions.options;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.inject.Inject;
import org.beadbox.core.catalogue.Catalogue;
import org.beadbox.core.online.OnlineTables;
import org.junit.After;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/**
 * The host's plugin list in the web front-end ({@code /plugins}), bound to every interface: the
 * host's own browser (holding the host's cookie, the launcher's secret) lists and installs; a
 * request from loopback naming {@code Host: localhost} without the cookie (the request that
 * installed a plugin through a proxy, issue 42), a browser elsewhere, a page of another site
 * (foreign Origin, no {@code X-Beadbox} header) and a name rebound to 127.0.0.1 get nothing.
 * Requests are written on plain sockets so that every header, Host included, is the test's.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebPluginsIT {

    @Inject
    private BundleContext context;

    @Inject
    private Catalogue catalogue;

    @Inject
    private OnlineTables online;

    /** The whole runtime with the web stack on every interface, and the test catalogues. */
    @Configuration
    public Option[] config() {
        Path catalogues = CatalogueFixtures.write(RuntimeOptions.freshFolder("WebPluginsIT/catalogues"));
        List<Option> all = new ArrayList<>(List.of(WebOptions.runtime(WebPluginsIT.class, "0.0.0.0")));
        all.add(frameworkProperty("beadbox.itest.catalogues").value(catalogues.toString()));
        return options(all.toArray(Option[]::new));
    }

    private int port() {
        return Integer.parseInt(context.getProperty("org.osgi.service.http.port"));
    }

    @After
    public void cleanUp() {
        if (Stream.of(context.getBundles()).anyMatch(b -> CatalogueFixtures.TAKE_AWAY.equals(b.getSymbolicName()))) {
            catalogue.uninstall(CatalogueFixtures.TAKE_AWAY, line -> { });
        }
    }

    @Test
    public void theHostListsAndInstallsAndNobodyElseDoes() throws Exception {
        catalogue.addLocation(Path.of(context.getProperty("beadbox.itest.catalogues")).resolve("v1").toString());
        String local = "127.0.0.1:" + port();
        String host = "Cookie: " + WebOptions.HOST_COOKIE;

        // Issue 42's request: loopback, Host: localhost, the header, no secret. Not the host.
        assertEquals("loopback and Host: localhost without the cookie see no list", 404,
                http("127.0.0.1", "GET", "/plugins", "Host: localhost:" + port()).status);
        assertEquals("nor install", 404, http("127.0.0.1", "POST", "/plugins?install=takeaway", "Host: localhost", "X-Beadbox: plugins").status);
        assertEquals("nor with a local Origin", 404, http("127.0.0.1", "POST", "/plugins?install=takeaway", "Host: " + local,
                "Origin: http://" + local, "X-Beadbox: plugins").status);
        assertEquals("nor with a wrong secret", 404, http("127.0.0.1", "POST", "/plugins?install=takeaway", "Host: " + local,
                "X-Beadbox: plugins", "Cookie: beadbox_host=" + WebOptions.HOST_SECRET.substring(1) + "x").status);
        assertFalse("nothing was installed", installed());

        Answer list = http("127.0.0.1", "GET", "/plugins", "Host: " + local, host);
        assertEquals(200, list.status);
        assertTrue(list.body, list.body.contains("\"id\":\"" + CatalogueFixtures.TAKE_AWAY + "\"") && list.body.contains("\"status\":\"available\""));
        assertTrue("the plugin for API 9 says it does not fit", list.body.contains("needs org.beadbox.api version 9.0.0 or later"));

        String lan = URI.create(online.address().toString()).getHost().replace("[", "").replace("]", "");
        String lanHost = "Host: " + online.address().getRawAuthority();
        assertEquals("a browser elsewhere sees no list", 404, http(lan, "GET", "/plugins", lanHost).status);
        assertEquals("nor installs", 404, http(lan, "POST", "/plugins?install=takeaway", lanHost, "X-Beadbox: plugins").status);
        assertEquals("a name rebound to 127.0.0.1 is not the host (its cookies are another site's)", 404,
                http("127.0.0.1", "GET", "/plugins", "Host: evil.example:" + port()).status);
        assertEquals("a page of another site cannot send the header", 403,
                http("127.0.0.1", "POST", "/plugins?install=takeaway", "Host: " + local, host, "Origin: http://evil.example").status);
        assertEquals("nor install from another origin with it", 403, http("127.0.0.1", "POST", "/plugins?install=takeaway",
                "Host: " + local, host, "Origin: http://evil.example", "X-Beadbox: plugins").status);
        assertEquals("an overlong id is refused", 400,
                http("127.0.0.1", "POST", "/plugins?install=" + "a".repeat(300), "Host: " + local, host, "X-Beadbox: plugins").status);
        assertFalse("nothing was installed by any of them", installed());

        Answer install = http("127.0.0.1", "POST", "/plugins?install=takeaway", "Host: " + local, host,
                "Origin: http://" + local, "X-Beadbox: plugins");
        JsonObject answer = JsonParser.parseString(install.body).getAsJsonObject();
        assertTrue(install.body, answer.get("ok").getAsBoolean());
        assertEquals("Installed Take Away 1.0.0", answer.get("message").getAsString());
        assertTrue(installed());

        Answer refused = http("127.0.0.1", "POST", "/plugins?install=future", "Host: " + local, host, "X-Beadbox: plugins");
        JsonObject no = JsonParser.parseString(refused.body).getAsJsonObject();
        assertFalse(no.get("ok").getAsBoolean());
        assertTrue(refused.body, no.get("message").getAsString().contains("does not fit this Beadbox"));
    }

    @Test
    public void theLaunchersLinkMakesTheBrowserTheHostAndAWrongOneDoesNot() throws Exception {
        String local = "Host: 127.0.0.1:" + port();
        Answer right = http("127.0.0.1", "GET", "/?host=" + WebOptions.HOST_SECRET, local);
        assertEquals(303, right.status);
        assertTrue(right.head, right.head.contains("\r\nLocation: /\r\n") || right.head.matches("(?s).*\r\nLocation: http://[^/]+/\r\n.*"));
        String cookie = right.head.lines().filter(l -> l.startsWith("Set-Cookie: ")).findFirst().orElseThrow(() -> new AssertionError(right.head));
        assertTrue(cookie, cookie.startsWith("Set-Cookie: " + WebOptions.HOST_COOKIE + ";") && cookie.contains("HttpOnly")
                && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"));
        for (String wrong : new String[] {WebOptions.HOST_SECRET + "x", WebOptions.HOST_SECRET.substring(1), "", "x"}) {
            Answer refused = http("127.0.0.1", "GET", "/?host=" + wrong, local);
            assertEquals(303, refused.status);
            assertFalse("no cookie for " + wrong + ": " + refused.head, refused.head.contains("Set-Cookie"));
        }
    }

    private boolean installed() {
        return Stream.of(context.getBundles()).anyMatch(b -> CatalogueFixtures.TAKE_AWAY.equals(b.getSymbolicName())
                && b.getState() == Bundle.ACTIVE);
    }

    private record Answer(int status, String body, String head) {
    }

    /** One HTTP/1.1 request with exactly these headers, on a socket to {@code address}:port. */
    private Answer http(String address, String method, String path, String... headers) throws IOException {
        try (Socket s = new Socket(address, port())) {
            s.setSoTimeout(60_000);
            StringBuilder req = new StringBuilder(method + " " + path + " HTTP/1.1\r\n");
            for (String h : headers) {
                req.append(h).append("\r\n");
            }
            req.append("Content-Length: 0\r\nConnection: close\r\n\r\n");
            OutputStream out = s.getOutputStream();
            out.write(req.toString().getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            in.transferTo(all);
            String text = all.toString(StandardCharsets.UTF_8);
            int status = Integer.parseInt(text.substring(9, 12));
            int body = text.indexOf("\r\n\r\n");
            String rest = body < 0 ? "" : text.substring(body + 4);
            if (text.toLowerCase().contains("transfer-encoding: chunked")) {
                rest = unchunk(rest);
            }
            return new Answer(status, rest, body < 0 ? text : text.substring(0, body));
        }
    }

    private static String unchunk(String chunked) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < chunked.length()) {
            int eol = chunked.indexOf("\r\n", i);
            int size = Integer.parseInt(chunked.substring(i, eol).strip(), 16);
            if (size == 0) {
                break;
            }
            out.append(chunked, eol + 2, eol + 2 + size);
            i = eol + 2 + size + 2;
        }
        return out.toString();
    }
}
