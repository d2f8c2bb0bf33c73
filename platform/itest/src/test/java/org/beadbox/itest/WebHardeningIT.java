package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.inject.Inject;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.BundleContext;

/**
 * The web front-end against a hostile peer, on the real Jetty (issue 38, items 10-14): binary
 * frames, messages with fields of the wrong type, TRACE and OPTIONS, the security headers on
 * every answer (Jetty's error pages included), and a flood of over-long addresses, which must
 * not flood the console.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebHardeningIT {

    private static final String GAME = "glassbead-challenge";

    @Inject
    private OnlineTables online;

    @Inject
    private GameCatalog games;

    @Inject
    private BundleContext context;

    /** The platform, the games, the AI players, the web stack and ui-web. */
    @Configuration
    public Option[] config() {
        return WebOptions.runtime(WebHardeningIT.class);
    }

    private int port() {
        return Integer.parseInt(context.getProperty("org.osgi.service.http.port"));
    }

    private URI ws(String path) {
        return URI.create("ws://127.0.0.1:" + port() + path);
    }

    private Table openInvited() throws InterruptedException {
        Eventually.await("the game " + GAME, () -> games.find(GAME).isPresent(), games::ids);
        return online.open(GAME, Setup.of(2, 5), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
    }

    private WsClient seat(Table t, int seat) throws Exception {
        String f = t.seatLink(seat).orElseThrow().getFragment();
        return WsClient.connect(ws("/ws/table?id=" + t.id() + "&t=" + f.substring(f.indexOf('.') + 1)), null);
    }

    /** The whole answer to a request written as is. */
    private String raw(String request) throws Exception {
        try (Socket s = new Socket(InetAddress.getLoopbackAddress(), port())) {
            s.setSoTimeout(20_000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    private String request(String method, String path, String... headers) throws Exception {
        return raw(method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port() + "\r\n" + String.join("", headers)
                + "Connection: close\r\n\r\n");
    }

    private static void hasSecurityHeaders(String what, String answer) {
        String head = answer.substring(0, Math.max(0, answer.indexOf("\r\n\r\n"))).toLowerCase(java.util.Locale.ROOT);
        for (String h : List.of("content-security-policy: default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "x-frame-options: deny",
                "x-content-type-options: nosniff", "referrer-policy: no-referrer")) {
            assertTrue(what + " lacks " + h + ":\n" + head, head.contains(h));
        }
    }

    @Test
    public void aBinaryFrameIsRefusedWith1003AndABigOneBeforeItIsRead() throws Exception {
        Table t = openInvited();
        try {
            try (WsClient lobby = WsClient.connect(ws("/ws/lobby"), null)) {
                lobby.next("games");
                lobby.sendBinary(ByteBuffer.wrap(new byte[100]));
                String closed = lobby.closed.get(20, TimeUnit.SECONDS);
                assertTrue(closed, closed.startsWith("1003 binary messages are not accepted"));
            }
            try (WsClient ann = seat(t, 0)) {
                ann.next("welcome");
                try {
                    ann.sendBinary(ByteBuffer.allocate(64 << 20)); // 64 MB in one frame
                } catch (java.util.concurrent.ExecutionException e) {
                    // the host closed before the frame was written: what it said is below
                }
                String closed = ann.closed.get(20, TimeUnit.SECONDS);
                assertTrue(closed, closed.startsWith("1009 Binary message too large") || closed.startsWith("error"));
            }
            try (WsClient ann = seat(t, 0)) {
                assertTrue("the table goes on, and the same link connects again", ann.next("welcome").get("you").isJsonArray());
            }
        } finally {
            t.close("test over");
        }
    }

    @Test
    public void aMessageWithAFieldOfTheWrongTypeClosesWith1003NamingTheField() throws Exception {
        Table t = openInvited();
        try {
            String[][] cases = {
                {"{\"type\":\"move\"}", "1003 move needs either \"steps\""},
                {"{\"type\":\"move\",\"seat\":-1,\"notation\":\"x1\"}", "1003 move's \"seat\" must be a seat number"},
                {"{\"type\":\"move\",\"notation\":123}", "1003 move's \"notation\" must be a text"},
                {"{\"type\":\"move\",\"seat\":\"0\",\"notation\":\"x1\"}", "1003 move's \"seat\" must be a seat number"},
                {"{\"type\":\"chat\",\"text\":5}", "1003 chat's \"text\" must be a text"},
                {"{\"type\":\"view\",\"ply\":\"1\"}", "1003 view's \"ply\" must be a whole number"},
                {"{\"type\":\"undoReply\"}", "1003 undoReply needs \"accept\""},
                {"{\"type\":\"draw\",\"seat\":\"1\"}", "1003 draw's \"seat\" must be a seat number"},
                {"{\"type\":\"drawReply\",\"accept\":\"yes\"}", "1003 drawReply's \"accept\" must be"},
                {"{\"type\":\"draw\",\"pad\":\"" + "x".repeat(20_000) + "\"}", "1009"},
                {"{\"type\":\"\\u001b[2J\"}", "1003 unknown message type \\u001b[2J"},
            };
            for (String[] c : cases) {
                try (WsClient ann = seat(t, 0)) {
                    ann.next("welcome");
                    ann.next("state");
                    ann.send(c[0]);
                    String closed = ann.closed.get(20, TimeUnit.SECONDS);
                    assertTrue(c[0] + " closed with " + closed, closed.startsWith(c[1]));
                    assertEquals(c[0] + " is answered with no error message", 0, ann.count("error"));
                }
            }
            try (WsClient ann = seat(t, 0)) {
                ann.next("welcome");
                assertTrue("a right message is still answered", ann.sendInTurn("{\"type\":\"view\",\"ply\":0}"));
                assertEquals(0, ann.next("viewed").get("ply").getAsInt());
            }
        } finally {
            t.close("test over");
        }
    }

    @Test
    public void traceIsRefusedAndNotEchoedAndOptionsDoesNotAdvertiseIt() throws Exception {
        for (String path : List.of("/", "/ws/lobby", "/timings", "/index.html")) {
            String trace = request("TRACE", path, "X-Secret: echo-me\r\n");
            assertTrue(path + ": " + trace, trace.startsWith("HTTP/1.1 405 "));
            assertFalse(path + " echoed the request: " + trace, trace.contains("echo-me"));
            hasSecurityHeaders("TRACE " + path, trace);
            String options = request("OPTIONS", path);
            assertTrue(path + ": " + options, options.matches("(?s)HTTP/1.1 20[04] .*"));
            assertTrue(options, options.contains("Allow: GET, HEAD, OPTIONS\r\n"));
            assertFalse(options, options.contains("TRACE"));
        }
    }

    @Test
    public void everyAnswerCarriesTheSecurityHeadersJettysErrorPagesToo() throws Exception {
        hasSecurityHeaders("the lobby page", request("GET", "/"));
        hasSecurityHeaders("a script", request("GET", "/lobby.js"));
        String missing = request("GET", "/no-such-page.html");
        assertTrue(missing, missing.startsWith("HTTP/1.1 404 "));
        hasSecurityHeaders("Jetty's 404 page", missing);
        String refused = request("GET", "/ws/table?id=nothing&t=wrong", "Upgrade: websocket\r\n", "Connection: Upgrade\r\n",
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n", "Sec-WebSocket-Version: 13\r\n");
        assertTrue(refused, refused.startsWith("HTTP/1.1 403 "));
        hasSecurityHeaders("a refused upgrade", refused);
    }

    @Test
    public void aFloodOfLongAddressesIsRefusedWithAFewShortLogLines() throws Exception {
        PrintStream console = System.err;
        ByteArrayOutputStream seen = new ByteArrayOutputStream();
        String path = "/" + "a".repeat(9 * 1024);
        System.setErr(new PrintStream(seen, true, StandardCharsets.UTF_8));
        try {
            for (int i = 0; i < 100; i++) {
                String answer = request("GET", path);
                assertTrue(answer.substring(0, 40), answer.startsWith("HTTP/1.1 414 "));
                assertFalse("the address is not echoed", answer.contains("aaaaaaaaaaaaaaaaaaaa"));
                if (i == 0) {
                    hasSecurityHeaders("a 414", answer);
                }
            }
        } finally {
            System.setErr(console);
        }
        String log = seen.toString(StandardCharsets.UTF_8);
        List<String> lines = log.lines().toList();
        assertTrue("at most 3 lines for 100 requests:\n" + log, lines.size() <= 3 && !lines.isEmpty());
        for (String l : lines) {
            assertTrue(l, l.startsWith("beadbox web: refused a 9217-character address from 127.0.0.1: GET /aaa"));
            assertTrue(l.length() + " characters", l.length() < 200);
        }
    }
}
