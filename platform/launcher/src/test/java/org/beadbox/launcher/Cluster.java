package org.beadbox.launcher;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.beadbox.testkit.Postgres;

/**
 * {@code tools/cluster/cluster --nodes N --tables T --minutes M --kill-every S --stop-every R} (a
 * command, not a test; issue 35): a throwaway PostgreSQL, N real {@code ./beadbox server --node}
 * processes and Debian's nginx on loopback; T guest tables played by {@link ScriptedSeat}s at a
 * person's pace (1 to 3 s a move), which reconnect as the page does, after its waits (table.js's
 * {@code RETRY_MS}); every S seconds one node, in turn, is killed with {@code kill -9}, and every R
 * seconds one is stopped with SIGTERM (a rolling
 * restart), each started again on its port and name. After M minutes (or when every game ended)
 * it prints one block of figures, checked as {@link FailoverIT} checks them, with the nodes' own
 * takeover lines, and exits 1 when a move was lost or doubled. Everything it started stops on
 * every way out.
 */
public final class Cluster {

    /** The key the nodes' /timings asks for (a fresh one a run). */
    private static final String TIMINGS_KEY = java.util.HexFormat.of().formatHex(new java.security.SecureRandom().generateSeed(24));

    private Cluster() {
    }

    public static void main(String[] args) throws Exception {
        int nodes = 2;
        int tables = 20;
        double minutes = 2;
        int killEvery = 0;
        int stopEvery = 0;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String v = i + 1 < args.length ? args[i + 1] : "";
            switch (a) {
                case "--nodes" -> { nodes = Integer.parseInt(v); i++; }
                case "--tables" -> { tables = Integer.parseInt(v); i++; }
                case "--minutes" -> { minutes = Double.parseDouble(v); i++; }
                case "--kill-every" -> { killEvery = Integer.parseInt(v); i++; }
                case "--stop-every" -> { stopEvery = Integer.parseInt(v); i++; }
                default -> {
                    System.err.println("cluster: unknown option " + a + ": use --nodes N --tables T --minutes M --kill-every S --stop-every R");
                    System.exit(2);
                }
            }
        }
        if (killEvery == 0 && stopEvery == 0) {
            killEvery = 60;
        }
        if (nodes < 2 || nodes > 10 || tables < 1 || minutes <= 0 || (killEvery != 0 && killEvery < 10) || (stopEvery != 0 && stopEvery < 10)) {
            System.err.println("cluster: --nodes 2..10, --tables 1 or more, --minutes > 0, --kill-every and --stop-every 10 s or more");
            System.exit(2);
        }
        System.exit(run(nodes, tables, minutes, killEvery, stopEvery));
    }

    /** A node killed ({@code kill -9}) or stopped (SIGTERM) at {@code at} (the wall clock's ms). */
    record Outage(boolean killed, long at) {
    }

    static int run(int n, int tables, double minutes, int killEvery, int stopEvery) throws Exception {
        Path work = Files.createTempDirectory("beadbox-cluster");
        Random random = new Random();
        List<ServerRun> nodes = new ArrayList<>(Collections.nCopies(n, null));
        int[] ports = new int[n];
        // Ctrl-C, or a kill of this command: the nodes go too (nginx and PostgreSQL have hooks of their own).
        Thread hook = new Thread(() -> nodes.stream().filter(java.util.Objects::nonNull).forEach(s -> ProcessHandle.of(s.process.pid()).ifPresent(ProcessHandle::destroyForcibly)));
        Runtime.getRuntime().addShutdownHook(hook);
        try (Postgres pg = Postgres.start()) {
            String url = pg.newDatabase();
            int sitePort = ServerRun.freePort();
            String site = "http://127.0.0.1:" + sitePort;
            for (int i = 0; i < n; i++) {
                ports[i] = ServerRun.freePort();
                nodes.set(i, start(work, url, site, i, ports[i]));
            }
            long commits0 = commits(pg, url);
            try (Nginx nginx = new Nginx(Files.createDirectories(work.resolve("nginx")), upstreams(ports), locations(), sitePort,
                    Math.max(256, tables * 6))) {
                long end = System.currentTimeMillis() + (long) (minutes * 60_000);
                List<ScriptedSeat> seats = open(site, ports[0], tables, random, Duration.ofMillis((long) (minutes * 60_000)));
                List<Thread> threads = new ArrayList<>();
                for (ScriptedSeat s : seats) {
                    Thread t = new Thread(s, "seat-" + s.table());
                    t.setDaemon(true);
                    t.start();
                    threads.add(t);
                }
                System.out.printf(Locale.ROOT, "cluster: %d nodes, %d tables opened; a node killed every %s, stopped every %s, for %.1f min%n",
                        n, tables, killEvery == 0 ? "never" : killEvery + " s", stopEvery == 0 ? "never" : stopEvery + " s", minutes);
                List<Outage> outages = new ArrayList<>();
                List<String> p99s = new ArrayList<>();
                long never = Long.MAX_VALUE;
                long nextKill = killEvery == 0 ? never : System.currentTimeMillis() + killEvery * 1000L;
                long nextStop = stopEvery == 0 ? never : System.currentTimeMillis() + stopEvery * 1000L;
                int victim = 0;
                while (System.currentTimeMillis() < end && threads.stream().anyMatch(Thread::isAlive)) {
                    Thread.sleep(200);
                    long now = System.currentTimeMillis();
                    if (now >= nextKill || now >= nextStop) {
                        boolean kill = nextKill <= nextStop;
                        p99s.add(timings(ports[victim]));
                        outages.add(new Outage(kill, System.currentTimeMillis()));
                        if (kill) {
                            ProcessHandle.of(nodes.get(victim).process.pid()).orElseThrow().destroyForcibly();
                        }
                        nodes.get(victim).process.close(); // SIGTERM, waiting for the node to end (a kill -9: at once)
                        System.out.println("cluster: " + (kill ? "killed" : "stopped") + " node-" + (victim + 1)
                                + (kill ? " (kill -9)" : " (SIGTERM)") + "; starting it again");
                        nodes.set(victim, start(work, url, site, victim, ports[victim]));
                        victim = (victim + 1) % n;
                        if (kill) {
                            nextKill = System.currentTimeMillis() + killEvery * 1000L;
                        } else {
                            nextStop = System.currentTimeMillis() + stopEvery * 1000L;
                        }
                    }
                }
                double seconds = (System.currentTimeMillis() - (end - (long) (minutes * 60_000))) / 1000.0;
                for (int i = 0; i < n; i++) {
                    p99s.add(timings(ports[i]));
                }
                for (Thread t : threads) {
                    t.join(15_000);
                }
                long commits = commits(pg, url) - commits0;
                takeovers(work.resolve("logs"));
                return report(pg, url, seats, outages, p99s, commits / seconds);
            }
        } finally {
            for (ServerRun s : nodes) {
                if (s != null) {
                    s.close();
                }
            }
        }
    }

    static ServerRun start(Path work, String url, String site, int i, int port) throws Exception {
        Path home = Files.createDirectories(work.resolve("node-" + (i + 1)));
        List<String> jvm = new ArrayList<>(List.of("-Dbeadbox.web.timings=true", "-Dbeadbox.web.timings-key=" + TIMINGS_KEY));
        if (System.getenv("BEADBOX_CLUSTER_JFR") != null) { // a profile of each node, written when it stops (not when killed)
            jvm.add("-XX:StartFlightRecording=dumponexit=true,settings=profile,filename=" + work.resolve("node-" + (i + 1) + "-"
                    + System.nanoTime() + ".jfr"));
        }
        return ServerRun.start(home, work.resolve("logs"), List.of("--db", url), port, jvm,
                "--node", "node-" + (i + 1), "--public-url", site, "--trusted-proxy", "127.0.0.1");
    }

    /**
     * Opens the tables: accounts registered at node-1 directly, as if through a trusted proxy
     * for one address per account (the server allows 100 registrations a day an address),
     * each opening up to 5 guest tables (its cap) through the same door.
     */
    private static List<ScriptedSeat> open(String site, int nodePort, int tables, Random random, Duration patience) throws Exception {
        String direct = "http://127.0.0.1:" + nodePort;
        List<ScriptedSeat> seats = new ArrayList<>();
        for (int a = 0; a * 5 < tables; a++) {
            String address = "10.9." + (a / 250) + "." + (a % 250 + 1);
            HttpResponse<String> r = post(direct + "/api/register", site, null, address, "{\"name\":\"player" + a + "\",\"password\":\"glass beads glow\"}");
            if (r.statusCode() != 201) {
                throw new IllegalStateException("register: " + r.statusCode() + " " + r.body());
            }
            String cookie = ServerRun.cookie(r);
            for (int t = 0; t < 5 && a * 5 + t < tables; t++) {
                HttpResponse<String> opened = post(site + "/api/guest-tables", site, cookie, null, "{\"game\":\"glassbead-mancala\",\"options\":{},\"seats\":2}");
                if (opened.statusCode() != 201) {
                    throw new IllegalStateException("guest table: " + opened.statusCode() + " " + opened.body());
                }
                JsonObject o = JsonParser.parseString(opened.body()).getAsJsonObject();
                HttpResponse<String> play = ServerRun.get(site + o.get("play").getAsString(), cookie);
                URI own = URI.create(site).resolve(play.headers().firstValue("Location").orElseThrow(() -> new IllegalStateException("play: " + play.body())));
                URI guest = URI.create(o.getAsJsonArray("guests").get(0).getAsString());
                for (URI link : List.of(own, guest)) {
                    seats.add(new ScriptedSeat(link, random.nextLong(), 1000 + random.nextInt(2000), patience, 160, ScriptedSeat.PAGE_RETRY_MS));
                }
            }
        }
        return seats;
    }

    private static HttpResponse<String> post(String url, String origin, String cookie, String forwardedFor, String body) throws Exception {
        HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30))
                .POST(HttpRequest.BodyPublishers.ofString(body)).header("Origin", origin);
        if (cookie != null) {
            r.header("Cookie", cookie);
        }
        if (forwardedFor != null) {
            r.header("X-Forwarded-For", forwardedFor);
        }
        return HttpClient.newHttpClient().send(r.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The node's own move time at the 99th percentile (ms), from its /timings ("move-sent"), or "?" when it does not answer. */
    private static String timings(int port) {
        try {
            HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/timings"))
                    .header("X-Beadbox-Timings", TIMINGS_KEY).timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
            for (String line : r.body().lines().toList()) {
                if (line.startsWith("move-sent ") && line.contains("p99=")) {
                    String p = line.substring(line.indexOf("p99=") + 4);
                    String v = p.substring(0, p.indexOf(' '));
                    return v.equals("NaN") ? "none yet" : v;
                }
            }
        } catch (Exception e) {
            // a node being started again: no figure from it
        }
        return "?";
    }

    /** Prints the nodes' own takeover lines ("node X took N tables over in T ms: claim a, load b, open c"). */
    private static void takeovers(Path logs) throws java.io.IOException {
        try (var files = Files.list(logs)) {
            for (Path f : files.filter(p -> p.getFileName().toString().startsWith("err-")).sorted().toList()) {
                Files.readAllLines(f, StandardCharsets.UTF_8).stream().filter(l -> l.contains(" tables over in "))
                        .forEach(l -> System.out.println("cluster: " + l));
            }
        }
    }

    private static int report(Postgres pg, String url, List<ScriptedSeat> seats, List<Outage> events, List<String> p99s, double commitsASecond)
            throws Exception {
        java.util.Map<String, List<ScriptedSeat>> byTable = new java.util.TreeMap<>();
        seats.forEach(s -> byTable.computeIfAbsent(s.table(), k -> new ArrayList<>()).add(s));
        long moves = 0;
        long lost = 0;
        long doubled = 0;
        int finished = 0;
        for (var e : byTable.entrySet()) {
            String id = e.getKey();
            List<String> committed = new ArrayList<>();
            for (String row : FailoverIT.psql(url, "SELECT ply || E'\\t' || notation FROM lobby_move WHERE table_id = '" + id + "' ORDER BY ply")) {
                String[] f = row.split("\t", 2);
                if (Integer.parseInt(f[0]) != committed.size()) {
                    doubled++;
                }
                committed.add(f[1]);
            }
            moves += committed.size();
            if (FailoverIT.psql(url, "SELECT state FROM lobby_table WHERE id = '" + id + "'").equals(List.of("finished"))) {
                finished++;
            }
            long worst = 0;
            for (ScriptedSeat s : e.getValue()) {
                synchronized (s) {
                    for (List<String> shown : s.seen) {
                        int same = 0;
                        while (same < shown.size() && same < committed.size() && shown.get(same).equals(committed.get(same))) {
                            same++;
                        }
                        worst = Math.max(worst, shown.size() - same);
                    }
                }
            }
            lost += worst;
        }
        // Each outage is put down to the last kill or stop before it began; its failover time is its longest outage.
        List<List<Long>> perEvent = new ArrayList<>();
        List<String> worstTrail = new ArrayList<>();
        events.forEach(k -> {
            perEvent.add(new ArrayList<>());
            worstTrail.add("");
        });
        for (ScriptedSeat s : seats) {
            synchronized (s) {
                for (int i = 0; i < s.outages.size(); i++) {
                    long began = s.outageStarts.get(i);
                    for (int k = events.size() - 1; k >= 0; k--) {
                        if (began >= events.get(k).at() - 1000) {
                            long lasted = s.outages.get(i);
                            if (perEvent.get(k).stream().allMatch(o -> o < lasted)) {
                                worstTrail.set(k, String.format(Locale.ROOT, "%s, began %.1f s after the %s: %s", s.table(),
                                        (began - events.get(k).at()) / 1000.0, events.get(k).killed() ? "kill" : "stop", s.trails.get(i)));
                            }
                            perEvent.get(k).add(s.outages.get(i));
                            break;
                        }
                    }
                }
            }
        }
        for (int k = 0; k < events.size(); k++) {
            List<Long> o = perEvent.get(k).stream().sorted().toList();
            if (!o.isEmpty()) {
                System.out.printf(Locale.ROOT, "cluster: %s %d: %d players cut off; back after p50 %.1f, p90 %.1f, max %.1f s; the longest: %s%n",
                        events.get(k).killed() ? "kill" : "stop", k + 1, o.size(), o.get(o.size() / 2) / 1000.0,
                        o.get(o.size() * 9 / 10) / 1000.0, o.get(o.size() - 1) / 1000.0, worstTrail.get(k));
            }
        }
        double max = 0;
        String handover = "";
        for (boolean killed : new boolean[] {true, false}) {
            List<Double> times = new ArrayList<>();
            for (int k = 0; k < events.size(); k++) {
                if (events.get(k).killed() == killed) {
                    times.add(perEvent.get(k).stream().mapToLong(Long::longValue).max().orElse(0) / 1000.0);
                }
            }
            if (times.isEmpty()) {
                continue;
            }
            List<Double> sorted = times.stream().sorted().toList();
            double worst = sorted.get(sorted.size() - 1);
            System.out.printf(Locale.ROOT, "%s: %s s in order (max %.1f, median %.1f)%n", killed ? "failover per killed node (kill -9)"
                    : "handover per stopped node (SIGTERM)", times, worst, sorted.get(sorted.size() / 2));
            if (killed) {
                max = worst;
            } else {
                handover = String.format(Locale.ROOT, ", handover max %.1f s", worst);
            }
        }
        System.out.println("server's own move time p99 (move-sent, ms), per node as sampled before each kill and at the end: " + p99s);
        System.out.printf(Locale.ROOT, "PostgreSQL commits a second: %.0f%n", commitsASecond);
        long errors = seats.stream().filter(s -> s.failure != null && !s.failure.startsWith("the game did not end in time")).count();
        if (errors > 0) {
            seats.stream().filter(s -> s.failure != null && !s.failure.startsWith("the game did not end in time")).limit(5)
                    .forEach(s -> System.out.println("cluster: a seat failed: " + s.table() + ": " + s.failure));
        }
        System.out.printf(Locale.ROOT, "tables %d, finished %d, moves %d, lost %d, doubled %d, failover max %.1f s%s%n",
                byTable.size(), finished, moves, lost, doubled, max, handover);
        return lost > 0 || doubled > 0 ? 1 : 0;
    }

    private static long commits(Postgres pg, String url) throws Exception {
        return Long.parseLong(FailoverIT.psql(url, "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()").get(0));
    }

    static String upstreams(int[] ports) {
        StringBuilder b = new StringBuilder("upstream beadbox {\n");
        for (int port : ports) {
            b.append("    server 127.0.0.1:").append(port).append(" max_fails=0;\n"); // as docs/deploy/beadbox-nodes-upstreams.conf
        }
        b.append("}\nmap $http_upgrade $connection_upgrade {\n    default upgrade;\n    \"\"      \"\";\n}\n");
        for (int i = 0; i < ports.length; i++) {
            b.append("upstream beadbox-node-node-").append(i + 1).append(" {\n    server 127.0.0.1:").append(ports[i]).append(";\n}\n");
        }
        return b.toString();
    }

    static String locations() throws Exception {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            Path f = p.resolve("docs/deploy/beadbox-nodes-locations.conf");
            if (Files.exists(f)) {
                return Files.readString(f, StandardCharsets.UTF_8);
            }
        }
        throw new IllegalStateException("docs/deploy/beadbox-nodes-locations.conf not found above " + here);
    }
}
