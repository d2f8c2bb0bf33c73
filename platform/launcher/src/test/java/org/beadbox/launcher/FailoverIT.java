package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.RecordStore;
import org.beadbox.game.mancala.GlassBeadGame;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * A node's death loses nothing (issue 35): two real {@code ./beadbox server --node} processes on
 * one real PostgreSQL behind Debian's nginx (configured by docs/deploy/beadbox-nodes-*.conf);
 * scripted players ({@link ScriptedSeat}, the table protocol over Jetty's WebSocket client,
 * reconnecting as table.js does) play {@value #TABLES} guest tables opened through nginx, so
 * spread over both nodes; one node is killed with {@code kill -9}, or stopped with SIGTERM (a
 * rolling upgrade's step), at a random moment. Every game
 * must end, every record replay, and every list of moves any player was shown must be a prefix of
 * what the database committed ({@code lobby_move}, one row per ply): no move lost or played twice.
 * Everything started is stopped on every way out (try-with-resources).
 */
@DisplayName("Failover: two real nodes, PostgreSQL, nginx, kill -9 of one while tables play")
class FailoverIT {

    static final int TABLES = 30;
    static final String GAME = "glassbead-mancala";
    private static final String PW = "glass beads glow";

    @TempDir
    Path nginxFolder;
    @TempDir
    Path home;
    @TempDir
    Path logs;

    /**
     * @param how {@code kill}: {@code kill -9}, its leases run out; {@code term}: SIGTERM, as a
     *            rolling upgrade stops a node, which lets its leases go at once
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"kill", "term"})
    @DisplayName("a node killed (kill -9) or stopped (SIGTERM) while 30 tables play: every game ends, every record replays, no move lost or doubled")
    void oneNodeGoes(String how) throws Exception {
        long seed = System.nanoTime();
        Random random = new Random(seed);
        System.out.println("FailoverIT: seed " + seed);
        String url = Postgres.shared().newDatabase();
        int port = ServerRun.freePort();
        String site = "http://127.0.0.1:" + port;
        List<String> db = List.of("--db", url);
        Path home2 = Files.createDirectories(home.resolve("two"));
        List<String> jvm = List.of(ServerRun.ONE_ADDRESS_PLAYS_ALL); // 100 scripted seats, all from loopback through nginx
        try (ServerRun one = ServerRun.start(home, logs, db, ServerRun.freePort(), jvm,
                        "--node", "node-1", "--public-url", site, "--trusted-proxy", "127.0.0.1");
                ServerRun two = ServerRun.start(home2, logs, db, ServerRun.freePort(), jvm,
                        "--node", "node-2", "--public-url", site, "--trusted-proxy", "127.0.0.1");
                Nginx nginx = new Nginx(nginxFolder, conf("beadbox-nodes-upstreams.conf", one, two), conf("beadbox-nodes-locations.conf", one, two), port)) {
            List<ScriptedSeat> seats = open(site, random);
            Map<String, String> owners = owners(url);
            assertEquals(TABLES, owners.size(), "each table has an owner: " + owners);
            List<Thread> threads = new ArrayList<>();
            for (ScriptedSeat s : seats) {
                Thread t = new Thread(s, "seat-" + s.table());
                t.setDaemon(true);
                t.start();
                threads.add(t);
            }
            // The kill comes while every table plays: once the tables have a few moves each (on a
            // busy machine opening them takes a while), then at a random moment within 2 s.
            long waitUntil = System.nanoTime() + 60_000_000_000L;
            while (count(url, "SELECT count(*) FROM lobby_move") < TABLES * 4 && System.nanoTime() < waitUntil) {
                Thread.sleep(100);
            }
            Thread.sleep(random.nextInt(2000));
            ServerRun victim = random.nextBoolean() ? one : two;
            String victimName = victim == one ? "node-1" : "node-2";
            ServerRun survivor = victim == one ? two : one;
            List<String> victimTables = owners(url).entrySet().stream().filter(e -> e.getValue().equals(victimName)).map(Map.Entry::getKey).toList();
            int movesBefore = count(url, "SELECT count(*) FROM lobby_move");
            assertTrue(movesBefore >= TABLES * 4 && movesBefore < TABLES * 80, "the node goes while the tables play: " + movesBefore + " moves");
            if (how.equals("kill")) {
                ProcessHandle.of(victim.process.pid()).orElseThrow().destroyForcibly();
            } else {
                victim.process.close(); // SIGTERM, and waits until it has stopped
            }
            System.out.println("FailoverIT: " + how + " " + victimName + " (owner of " + victimTables.size() + " of " + TABLES + " tables) after "
                    + movesBefore + " moves");
            for (Thread t : threads) {
                t.join(150_000);
            }
            List<String> failures = new ArrayList<>();
            for (ScriptedSeat s : seats) {
                if (s.failure != null) {
                    failures.add(s.table() + ": " + s.failure);
                }
            }
            assertEquals(List.of(), failures, "every game ends for every seat");
            check(url, seats);
            List<String> refusals = seats.stream().flatMap(s -> s.refusals.stream()).toList();
            assertTrue(refusals.stream().allMatch("the game is over"::equals) && refusals.size() <= victimTables.size() * 2,
                    "no move refused but by a table closing under its seat: " + refusals);
            long outages = seats.stream().mapToLong(s -> s.outages.size()).sum();
            long worst = seats.stream().flatMap(s -> s.outages.stream()).mapToLong(Long::longValue).max().orElse(0);
            System.out.println("FailoverIT (" + how + "): " + TABLES + " tables finished, " + count(url, "SELECT count(*) FROM lobby_move") + " moves; "
                    + outages + " reconnections, the longest " + worst + " ms");
            assertTrue(victimTables.isEmpty() || outages > 0, "the killed node's players had to reconnect");
            String said = survivor.process.err();
            String survivorName = survivor == one ? "node-1" : "node-2";
            Map<String, String> after = owners(url, "");
            for (String id : victimTables) {
                assertEquals(survivorName, after.get(id), id + ": the surviving node took it over");
            }
            assertTrue(victimTables.isEmpty() || said.contains(" tables over in ") || said.contains(" took table "),
                    "the surviving node says it took tables over:\n" + said);
            if (how.equals("kill") && !victimTables.isEmpty()) {
                assertTrue(said.contains("node " + victimName + " is dead (its connection to the database closed"),
                        "the surviving node heard the death at once, not at the end of the leases:\n" + said);
            }
            assertTrue(worst < 10_000, "a table came back within 10 s of its node's death: " + worst + " ms");
        }
    }

    /** Registers accounts and opens {@link #TABLES} guest tables through nginx; the two scripted seats of each. */
    private static List<ScriptedSeat> open(String site, Random random) throws Exception {
        List<ScriptedSeat> seats = new ArrayList<>();
        int perAccount = 5; // a guest table cap of 5 an account; 10 accounts, within the 10 registrations an hour an address
        for (int a = 0; a * perAccount < TABLES; a++) {
            HttpResponse<String> r = ServerRun.post(site + "/api/register", site, null, "{\"name\":\"player" + a + "\",\"password\":\"" + PW + "\"}");
            assertEquals(201, r.statusCode(), r.body());
            String cookie = ServerRun.cookie(r);
            for (int t = 0; t < perAccount && a * perAccount + t < TABLES; t++) {
                HttpResponse<String> opened = ServerRun.post(site + "/api/guest-tables", site, cookie,
                        "{\"game\":\"" + GAME + "\",\"options\":{},\"seats\":2}");
                assertEquals(201, opened.statusCode(), opened.body());
                JsonObject o = JsonParser.parseString(opened.body()).getAsJsonObject();
                HttpResponse<String> play = ServerRun.get(site + o.get("play").getAsString(), cookie);
                assertEquals(303, play.statusCode(), play.body());
                URI own = URI.create(site).resolve(play.headers().firstValue("Location").orElseThrow());
                URI guest = URI.create(o.getAsJsonArray("guests").get(0).getAsString());
                for (URI link : List.of(own, guest)) {
                    seats.add(new ScriptedSeat(link, random.nextLong(), 60, Duration.ofSeconds(140), 80));
                }
            }
        }
        return seats;
    }

    /**
     * Checks the database against what the players saw: each table finished, its moves one row a
     * ply from 0, the same as its record, which replays; every moves list a player was shown is
     * a prefix of them.
     */
    private static void check(String url, List<ScriptedSeat> seats) throws Exception {
        GameCatalog games = GameCatalog.of(new GlassBeadGame());
        Map<String, List<String>> committed = new TreeMap<>();
        for (ScriptedSeat s : seats) {
            String id = s.table();
            if (committed.containsKey(id)) {
                continue;
            }
            List<String> moves = new ArrayList<>();
            for (String row : psql(url, "SELECT ply || E'\\t' || notation FROM lobby_move WHERE table_id = '" + id + "' ORDER BY ply")) {
                String[] f = row.split("\t", 2);
                assertEquals(moves.size(), Integer.parseInt(f[0]), id + ": plies one after another from 0, none twice");
                moves.add(f[1]);
            }
            committed.put(id, moves);
            assertEquals(List.of("finished"), psql(url, "SELECT state FROM lobby_table WHERE id = '" + id + "'"), id);
            GameRecord record = RecordStore.fromJson(String.join("\n", psql(url, "SELECT record FROM lobby_table WHERE id = '" + id + "'")), id);
            assertEquals(moves, record.moves(), id + ": the record holds the committed moves");
            assertTrue(record.result().over(), id + ": the record is of a finished game");
            assertEquals(moves, RecordStore.replay(record, games).notations(), id + ": the record replays");
        }
        for (ScriptedSeat s : seats) {
            List<String> moves = committed.get(s.table());
            synchronized (s) {
                for (List<String> shown : s.seen) {
                    assertTrue(shown.size() <= moves.size() && moves.subList(0, shown.size()).equals(shown),
                            s.table() + ": a player was shown " + shown + " but the database committed " + moves);
                }
            }
            assertEquals(moves, s.last(), s.table() + ": the last position a player saw is the committed end");
        }
    }

    private static Map<String, String> owners(String url) throws Exception {
        return owners(url, " WHERE t.state = 'playing'");
    }

    /** The last owner of each table where {@code where} holds (the leases stay, run out, after a game ends). */
    private static Map<String, String> owners(String url, String where) throws Exception {
        Map<String, String> out = new TreeMap<>();
        for (String row : psql(url, "SELECT o.table_id || ' ' || o.node FROM table_owner o JOIN lobby_table t ON t.id = o.table_id" + where)) {
            out.put(row.substring(0, row.indexOf(' ')), row.substring(row.indexOf(' ') + 1));
        }
        return Collections.unmodifiableMap(out);
    }

    private static int count(String url, String sql) throws Exception {
        return Integer.parseInt(psql(url, sql).get(0));
    }

    /** Runs one statement with Debian's psql on the test's database; its rows, one a line. */
    static List<String> psql(String jdbcUrl, String statement) throws Exception {
        URI u = URI.create(jdbcUrl.substring("jdbc:".length()));
        Process p = new ProcessBuilder(Postgres.BIN.resolve("psql").toString(), "-h", u.getHost(), "-p", Integer.toString(u.getPort()),
                "-U", Postgres.USER, "-d", u.getPath().substring(1), "-At", "-v", "ON_ERROR_STOP=1", "-c", statement)
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, java.util.concurrent.TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out.lines().filter(l -> !l.isEmpty()).toList();
    }

    private static String conf(String file, ServerRun one, ServerRun two) throws Exception {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path f = p.resolve("docs/deploy").resolve(file);
            if (Files.exists(f)) {
                return Files.readString(f, StandardCharsets.UTF_8)
                        .replace("127.0.0.1:8765", "127.0.0.1:" + one.port).replace("127.0.0.1:8766", "127.0.0.1:" + two.port);
            }
        }
        throw new AssertionError("docs/deploy/" + file + " not found above " + here);
    }
}
