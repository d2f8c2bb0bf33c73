package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.beadbox.core.online.Table;
import org.beadbox.server.events.Presence;
import org.beadbox.server.lobby.LobbyTables;
import org.beadbox.server.lobby.Seek;
import org.beadbox.ui.web.ServerSideTables;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two nodes' real components on one real database ({@link SiteNode}), each with its lobby's event
 * stream over a real Jetty: what happens on node A reaches a page on node B. H2 ({@link
 * LobbyAcrossNodesOnH2Test}) and PostgreSQL ({@link LobbyAcrossNodesOnPostgresTest}).
 */
abstract class LobbyAcrossNodesTest {

    abstract String database(Path home);

    @TempDir
    Path home;
    SiteNode a;
    SiteNode b;
    Account ann;
    Account bob;
    Account dee;
    String annCookie;
    String bobCookie;
    String deeCookie;

    @BeforeEach
    void open() throws Exception {
        String url = database(home);
        a = new SiteNode(url, home, "node-a", Duration.ofMillis(100));
        b = new SiteNode(url, home, "node-b", Duration.ofMillis(100));
        ann = a.accounts.register("ann", "correct horse battery", "127.0.0.1");
        bob = a.accounts.register("bob", "correct horse battery", "127.0.0.1");
        dee = a.accounts.register("dee", "correct horse battery", "127.0.0.1");
        annCookie = Gate.COOKIE + "=" + a.sessions.start(ann);
        bobCookie = Gate.COOKIE + "=" + a.sessions.start(bob);
        deeCookie = Gate.COOKIE + "=" + a.sessions.start(dee);
    }

    @AfterEach
    void close() throws Exception {
        if (a != null) {
            a.close();
        }
        if (b != null) {
            b.close();
        }
    }

    static Seek.Offer offer() {
        return new Seek.Offer("take-away", Map.of(), 2, false, Optional.empty(), Optional.empty());
    }

    static void await(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not within 10 s: " + what);
            }
            Thread.sleep(50);
        }
    }

    static String onlineBody(SiteNode n, String cookie) {
        try {
            String[] online = n.get("/api/online", cookie);
            return online[1];
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    static boolean lists(SiteNode n, String name) {
        return n.presence.online().stream().map(Presence.Online::name).anyMatch(name::equals);
    }

    @Test
    @DisplayName("a seek posted on node A is pushed to a lobby stream on node B, and so is its withdrawal")
    void seekPushed() throws Exception {
        try (SiteNode.Stream bobs = b.stream(bobCookie)) {
            assertEquals("HTTP/1.1 200 OK", bobs.status);
            assertEquals("hello bob", bobs.next("hello"));
            long id = a.lobby.post(ann, offer(), null);
            assertEquals("seeks " + id, bobs.next("seeks"));
            a.lobby.withdraw(ann, id);
            assertEquals("seeks " + id, bobs.next("seeks"));
        }
    }

    @Test
    @DisplayName("someone with a page open on A is online on B; off when the page closes; off within the deadline when A is killed")
    void presence() throws Exception {
        try (SiteNode.Stream bobs = b.stream(bobCookie)) {
            SiteNode.Stream anns = a.stream(annCookie);
            assertEquals("hello ann", anns.next("hello"));
            await("ann listed on node B", () -> lists(b, "ann"));
            assertNotNull(bobs.next("presence"), "bob's page on B heard of it");
            // the route serves the same list; asked until it holds, since a heartbeat of A late by more than the
            // test's 1 s deadline (a pause on a loaded machine) takes ann off for a moment, as it must
            await("GET /api/online on node B lists ann", () -> onlineBody(b, bobCookie).contains("\"name\":\"ann\""));
            anns.close();
            await("ann gone from node B's list once her page closed", () -> !lists(b, "ann"));
            assertNotNull(bobs.next("presence"));

            a.stream(annCookie).next("hello");
            await("ann listed again", () -> lists(b, "ann"));
            long killed = System.nanoTime();
            a.kill();
            await("ann gone once node A is dead", () -> !lists(b, "ann"));
            long took = (System.nanoTime() - killed) / 1_000_000;
            assertTrue(took < 5000, "dropped off in " + took + " ms: the deadline is 1 s, the sweep 2 s");
            assertNotNull(bobs.next("presence"), "B's sweep told the pages");
        }
    }

    @Test
    @DisplayName("a table opened on A: its opening and watcher count reach a stream on B, B lists the count, and B's watch link works")
    void watchers() throws Exception {
        try (SiteNode.Stream bobs = b.stream(deeCookie)) {
            bobs.next("hello");
            long seek = a.lobby.post(ann, offer(), null);
            String table = a.lobby.take(bob, seek).orElseThrow();
            assertEquals("tables " + table, bobs.next("tables"));
            Table t = a.tables.table(table).orElseThrow();
            assertEquals(Optional.of(t.spectatorLink().toString()), b.lobby.play(dee, table),
                    "node B sends a watcher to the table's watch link (its socket then reaches the owner)");
            assertTrue(b.tables.tables().isEmpty(), "node B answered without opening the table itself");
            assertEquals(Optional.empty(), b.lobby.play(dee, "nosuchtable"));
            try (AutoCloseable watcher = ServerSideTables.watch(a.tables, table)) {
                assertEquals(1, a.watchers.count());
                assertEquals("watchers " + table + " 1", bobs.next("watchers"));
                LobbyTables.Watchable w = b.lobby.watchable(null, 10).get(0);
                assertEquals(table, w.table());
                assertEquals(1, w.watchers());
            }
            assertEquals(1, a.watchers.count());
            assertEquals("watchers " + table + " 0", bobs.next("watchers"));
            assertEquals(0, a.watchers.count(), "nothing changed, nothing written");
        }
    }

    @Test
    @DisplayName("seeks accepted at once on both nodes: each player's first play link, asked of either node as soon as its"
            + " tables list the table, is its own seat, never the watch link")
    void acceptsSeatEveryone() throws Exception {
        int pairs = 8;
        int rounds = 4;
        java.util.List<Account> posters = new java.util.ArrayList<>();
        java.util.List<Account> takers = new java.util.ArrayList<>();
        for (int i = 0; i < pairs; i++) {
            posters.add(a.accounts.register("poster" + i, "correct horse battery", "10.0.1." + i));
            takers.add(a.accounts.register("taker" + i, "correct horse battery", "10.0.2." + i));
        }
        // what each player was sent to, by table: "account table link", and the node that opened each table
        java.util.Queue<String[]> sent = new java.util.concurrent.ConcurrentLinkedQueue<>();
        Map<String, SiteNode> servedBy = new java.util.concurrent.ConcurrentHashMap<>();
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2 * pairs);
        try {
            java.util.List<java.util.concurrent.Future<?>> done = new java.util.ArrayList<>();
            for (int i = 0; i < pairs; i++) {
                Account poster = posters.get(i);
                Account taker = takers.get(i);
                SiteNode posterNode = i % 2 == 0 ? b : a; // the poster's page asks this node
                SiteNode takerNode = i % 2 == 0 ? a : b;  // the accept lands on this one
                java.util.concurrent.CountDownLatch[] seen = new java.util.concurrent.CountDownLatch[rounds];
                long[] seeks = new long[rounds];
                for (int r = 0; r < rounds; r++) {
                    seen[r] = new java.util.concurrent.CountDownLatch(1);
                }
                java.util.concurrent.CountDownLatch[] posted = new java.util.concurrent.CountDownLatch[rounds];
                for (int r = 0; r < rounds; r++) {
                    posted[r] = new java.util.concurrent.CountDownLatch(1);
                }
                // The poster's page: posts, then reads its tables as fast as it can; the first time a new
                // one is listed it asks where to go, as lobby.js does.
                done.add(pool.submit(() -> {
                    java.util.Set<String> known = new java.util.HashSet<>();
                    for (int r = 0; r < rounds; r++) {
                        seeks[r] = posterNode.lobby.post(poster, offer(), null);
                        posted[r].countDown();
                        long end = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                        String fresh = null;
                        while (fresh == null) {
                            if (System.nanoTime() > end) {
                                throw new AssertionError(poster.name() + " never saw the table of round " + r);
                            }
                            fresh = posterNode.lobby.tablesOf(poster, 50).stream()
                                    .filter(e -> e.state().equals("playing") && !known.contains(e.table()))
                                    .map(LobbyTables.Entry::table).findFirst().orElse(null);
                        }
                        known.add(fresh);
                        sent.add(new String[] {Long.toString(poster.id()), fresh,
                            posterNode.lobby.play(poster, fresh).orElse("nothing")});
                        seen[r].countDown();
                    }
                    return null;
                }));
                // The accepter's page: accepts on one node, then follows the answer (on the other node).
                done.add(pool.submit(() -> {
                    for (int r = 0; r < rounds; r++) {
                        posted[r].await();
                        String table = takerNode.lobby.take(taker, seeks[r]).orElseThrow();
                        servedBy.put(table, takerNode);
                        sent.add(new String[] {Long.toString(taker.id()), table,
                            posterNode.lobby.play(taker, table).orElse("nothing")});
                        seen[r].await();
                    }
                    return null;
                }));
            }
            for (java.util.concurrent.Future<?> f : done) {
                f.get(120, java.util.concurrent.TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(2 * pairs * rounds, sent.size());
        java.util.List<String> wrong = new java.util.ArrayList<>();
        for (String[] s : sent) {
            long account = Long.parseLong(s[0]);
            Table t = servedBy.get(s[1]).tables.table(s[1]).orElseThrow();
            int seat = a.lobby.tablesOf(accountOf(account, posters, takers), 50).stream()
                    .filter(e -> e.table().equals(s[1])).findFirst().orElseThrow().seat();
            String own = t.seatLink(seat).orElseThrow().toString();
            if (!own.equals(s[2])) {
                wrong.add(accountOf(account, posters, takers).name() + " at " + s[1] + " was sent to "
                        + (s[2].equals(t.spectatorLink().toString()) ? "the watch link" : s[2]));
            }
            assertEquals("playing", a.lobby.tablesOf(accountOf(account, posters, takers), 50).stream()
                    .filter(e -> e.table().equals(s[1])).findFirst().orElseThrow().state());
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " of " + sent.size() + " not sent to their seat: " + wrong);
    }

    private static Account accountOf(long id, java.util.List<Account> posters, java.util.List<Account> takers) {
        return java.util.stream.Stream.concat(posters.stream(), takers.stream()).filter(x -> x.id() == id).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("refused: no cookie (401), a forged one (401), a POST (405), a ninth stream from one address (429)")
    void refusals() throws Exception {
        assertEquals("HTTP/1.1 401 Unauthorized", b.stream(null).status);
        assertEquals("HTTP/1.1 401 Unauthorized", b.stream(Gate.COOKIE + "=forged" + "x".repeat(40)).status);
        assertEquals("HTTP/1.1 401 Unauthorized", b.get("/api/online", null)[0]);
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", b.port)) {
            SiteNode.request(s, "POST", "/api/events", bobCookie, true);
            String answer = new String(s.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            assertTrue(answer.startsWith("HTTP/1.1 405"), answer);
        }
        java.util.List<SiteNode.Stream> open = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < LobbyEventsServlet.MOST_PER_ADDRESS; i++) {
                open.add(b.stream(bobCookie));
                assertEquals("HTTP/1.1 200 OK", open.get(i).status);
            }
            SiteNode.Stream ninth = b.stream(bobCookie);
            assertEquals("HTTP/1.1 429 Too Many Requests", ninth.status);
            ninth.close();
            assertEquals(LobbyEventsServlet.MOST_PER_ADDRESS, b.servlet.open());
        } finally {
            for (SiteNode.Stream s : open) {
                s.close();
            }
        }
    }

    @Test
    @DisplayName("refused: more than 30 streams opened a minute from one address (429), each closed at once")
    void openingRate() throws Exception {
        for (int i = 0; i < LobbyEventsServlet.OPENS_A_MINUTE; i++) {
            try (SiteNode.Stream s = b.stream(bobCookie)) {
                assertEquals("HTTP/1.1 200 OK", s.status, "stream " + i);
            }
            await("the closed stream is let go", () -> b.servlet.open() == 0); // (else the cap on those open at once answers)
        }
        try (SiteNode.Stream s = b.stream(bobCookie)) {
            assertEquals("HTTP/1.1 429 Too Many Requests", s.status);
        }
    }

    @Test
    @DisplayName("a session ended (logout) ends its stream: a stolen cookie hears nothing after")
    void logoutEndsStream() throws Exception {
        try (SiteNode.Stream bobs = b.stream(bobCookie)) {
            bobs.next("hello");
            a.sessions.end(bobCookie.substring(Gate.COOKIE.length() + 1));
            assertEquals("logout ", bobs.next("logout"));
            assertEquals("closed", bobs.next("closed"));
            await("the stream is let go", () -> b.servlet.open() == 0);
            assertEquals("HTTP/1.1 401 Unauthorized", b.stream(bobCookie).status);
        }
    }
}
