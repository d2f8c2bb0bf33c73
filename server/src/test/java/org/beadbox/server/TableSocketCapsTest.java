package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.Seek;
import org.beadbox.testkit.TakeAway;
import org.beadbox.ui.web.ServerSideTables;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.ee10.websocket.server.config.JettyWebSocketServletContainerInitializer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The caps on one client address's table WebSockets (issue 42, item 6: one address opened 400 to
 * one table and all were accepted), on ui-web's real socket servlet in a real Jetty, over the
 * server's real tables and its {@link AccountVisitors} behind a trusted proxy: each client's
 * address is the one the proxy writes in {@code X-Forwarded-For}.
 */
class TableSocketCapsTest {

    static final int PER_TABLE = 4;
    static final int PER_ADDRESS = 6;

    @TempDir
    static Path home;
    static Database db;
    static OnlineTables tables;
    static Server jetty;
    static int port;
    static String one;
    static String two;
    static String three;

    @BeforeAll
    static void start() throws Exception {
        db = TestDatabases.open(TestDatabases.H2, home, 8765, Optional.empty(), Optional.of("127.0.0.1"));
        GameCatalog games = GameCatalog.of(new TakeAway());
        DatabaseTableStore store = DatabaseTableStore.over(db, Clock.systemUTC(), null);
        tables = ServerSideTables.open(games, home.resolve("tables"), store);
        Lobby lobby = Lobby.over(db, games, tables, store, Clock.systemUTC());
        Accounts accounts = new Accounts(db);
        Account ann = accounts.register("ann", "correct horse battery", "10.0.0.1");
        Account bob = accounts.register("bob", "correct horse battery", "10.0.0.2");
        Seek.Offer offer = new Seek.Offer("take-away", Map.of(), 2, false, Optional.empty(), Optional.empty());
        one = watchPath(lobby.take(bob, lobby.post(ann, offer, null)).orElseThrow());
        two = watchPath(lobby.take(bob, lobby.post(ann, offer, null)).orElseThrow());
        three = watchPath(lobby.take(bob, lobby.post(ann, offer, null)).orElseThrow());

        jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        context.setContextPath("/");
        JettyWebSocketServletContainerInitializer.configure(context, null);
        context.addServlet(new ServletHolder(ServerSideTables.sockets(tables, new AccountVisitors(db, new Sessions(db)),
                PER_TABLE, PER_ADDRESS)), "/ws/*");
        jetty.setHandler(context);
        jetty.start();
        port = connector.getLocalPort();
    }

    @AfterAll
    static void stop() throws Exception {
        if (jetty != null) {
            jetty.stop();
        }
        if (tables != null) {
            ServerSideTables.stop(tables);
        }
        if (db != null) {
            db.close();
        }
    }

    /** The socket address of a table's watch link ("/ws/table?id=ID&t=TOKEN"). */
    static String watchPath(String table) {
        String fragment = tables.table(table).orElseThrow().spectatorLink().getFragment();
        int dot = fragment.indexOf('.');
        return "/ws/table?id=" + fragment.substring(0, dot) + "&t=" + fragment.substring(dot + 1);
    }

    /** One upgrade as a browser behind the proxy sends it: the socket (open on a 101) and the answer's head and body. */
    record Upgrade(Socket socket, String status, String answer) implements AutoCloseable {

        boolean open() {
            return status.startsWith("HTTP/1.1 101");
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    static Upgrade upgrade(String path, String address) throws IOException {
        Socket s = new Socket("127.0.0.1", port);
        s.setSoTimeout(10_000);
        s.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\n"
                + "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                + "X-Forwarded-For: " + address + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
        InputStream in = s.getInputStream();
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        while (!head.toString(StandardCharsets.ISO_8859_1).endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                break;
            }
            head.write(b);
        }
        String text = head.toString(StandardCharsets.ISO_8859_1);
        String status = text.isEmpty() ? "" : text.substring(0, text.indexOf("\r\n"));
        java.util.regex.Matcher length = java.util.regex.Pattern.compile("(?i)content-length: *(\\d+)").matcher(text);
        if (!status.startsWith("HTTP/1.1 101") && length.find()) {
            text += new String(in.readNBytes(Integer.parseInt(length.group(1))), StandardCharsets.UTF_8);
        }
        return new Upgrade(s, status, text);
    }

    /** An upgrade answered 101 within 10 s (a socket just closed gives its place back a moment later). */
    static Upgrade acceptedSoon(String path, String address) throws Exception {
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (true) {
            Upgrade u = upgrade(path, address);
            if (u.open() || System.nanoTime() > end) {
                return u;
            }
            u.close();
            Thread.sleep(50);
        }
    }

    static void closeAll(List<Upgrade> open) throws IOException {
        for (Upgrade u : open) {
            u.close();
        }
    }

    @Test
    @DisplayName("one address: sockets to one table up to the cap, the next refused 429 with the reason; one closed, a new one"
            + " accepted; another address and another table unaffected")
    void perTable() throws Exception {
        List<Upgrade> open = new ArrayList<>();
        try {
            for (int i = 0; i < PER_TABLE; i++) {
                open.add(upgrade(one, "203.0.113.7"));
                assertTrue(open.get(i).open(), "socket " + i + ": " + open.get(i).answer());
            }
            try (Upgrade over = upgrade(one, "203.0.113.7")) {
                assertEquals("HTTP/1.1 429 Too Many Requests", over.status(), over.answer());
                assertTrue(over.answer().contains("too many WebSockets open to this table from your address: at most " + PER_TABLE),
                        over.answer());
            }
            try (Upgrade other = upgrade(one, "198.51.100.9")) {
                assertTrue(other.open(), "another address at the same table: " + other.answer());
            }
            try (Upgrade elsewhere = upgrade(two, "203.0.113.7")) {
                assertTrue(elsewhere.open(), "the same address at another table: " + elsewhere.answer());
            }
            open.remove(0).close();
            Upgrade again = acceptedSoon(one, "203.0.113.7");
            open.add(again);
            assertTrue(again.open(), "a socket closed gives its place back: " + again.answer());
            try (Upgrade over = upgrade(one, "203.0.113.7")) {
                assertEquals("HTTP/1.1 429 Too Many Requests", over.status(), "full again: " + over.answer());
            }
        } finally {
            closeAll(open);
        }
    }

    @Test
    @DisplayName("one address: sockets across tables up to its cap in all, the next refused 429 at any table; one closed, a new"
            + " one accepted; another address unaffected")
    void perAddress() throws Exception {
        List<Upgrade> open = new ArrayList<>();
        try {
            for (int i = 0; i < PER_ADDRESS; i++) {
                open.add(upgrade(List.of(one, two, three).get(i % 3), "203.0.113.8"));
                assertTrue(open.get(i).open(), "socket " + i + ": " + open.get(i).answer());
            }
            for (String table : List.of(one, two, three)) {
                try (Upgrade over = upgrade(table, "203.0.113.8")) {
                    assertEquals("HTTP/1.1 429 Too Many Requests", over.status(), over.answer());
                    assertTrue(over.answer().contains("too many WebSockets open from your address: at most " + PER_ADDRESS),
                            over.answer());
                }
            }
            try (Upgrade other = upgrade(three, "198.51.100.10")) {
                assertTrue(other.open(), "another address: " + other.answer());
            }
            open.remove(open.size() - 1).close();
            Upgrade again = acceptedSoon(one, "203.0.113.8");
            open.add(again);
            assertTrue(again.open(), "a socket closed gives its place back: " + again.answer());
        } finally {
            closeAll(open);
        }
    }

    @Test
    @DisplayName("a wrong link takes no place: 403 as before, however often, and the address's sockets are still accepted")
    void refusedLinksTakeNoPlace() throws Exception {
        for (int i = 0; i < PER_ADDRESS + 2; i++) {
            try (Upgrade wrong = upgrade(one.substring(0, one.length() - 3) + "xyz", "203.0.113.9")) {
                assertEquals("HTTP/1.1 403 Forbidden", wrong.status(), wrong.answer());
            }
        }
        try (Upgrade right = upgrade(one, "203.0.113.9")) {
            assertTrue(right.open(), right.answer());
        }
    }
}
