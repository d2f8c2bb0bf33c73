package org.beadbox.tools.webload;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The benchmark's command line.
 *
 * @param tables how many tables play at once
 * @param games the games, dealt to the tables in turn
 * @param seed the seed of the clients' random choices
 * @param timeoutSeconds the whole run's bound, replays included
 * @param host the loopback address the server listens on
 * @param beadbox the {@code beadbox} script that starts the server and replays the records
 * @param serverJavaOptions extra JVM options for the server (a flight recording, say)
 * @param thinkMillis the mean pause before each move, as a player would take, drawn from half to one and a half of it (0: none)
 * @param replayJobs how many {@code ./beadbox replay} run at once
 * @param serverHeap the server's largest heap ({@code -Xmx}), e.g. {@code 1g}
 * @param warmupSeconds the first seconds of play, whose moves are reported apart (JIT, start-up)
 * @param clients how many selector threads the players' sockets are spread over (in one Jetty WebSocket client)
 * @param staggerSeconds the tables start playing one after another over this many seconds (0: all at once)
 */
record LoadOptions(int tables, List<String> games, long seed, int timeoutSeconds, String host, Path beadbox,
        String serverJavaOptions, int thinkMillis, int replayJobs, String serverHeap, int warmupSeconds, int clients,
        int staggerSeconds) {

    /** Short names for the three games. */
    static final Map<String, String> SHORT = Map.of(
            "challenge", "glassbead-challenge",
            "mancala", "glassbead-mancala",
            "beadmaster", "beadmaster");

    static final String USAGE = "usage: web-load [--tables N] [--games challenge,mancala,beadmaster] [--seed S]"
            + " [--timeout SECONDS] [--think MS] [--host 127.0.0.1|::1] [--beadbox PATH] [--server-java-opts \"...\"]"
            + " [--replay-jobs N] [--server-heap 1g] [--warmup SECONDS] [--clients N] [--stagger SECONDS]";

    /** Parses the arguments; one clear line in the exception when one is wrong. */
    static LoadOptions parse(String[] args) {
        int tables = 200;
        List<String> games = List.of("glassbead-challenge", "glassbead-mancala", "beadmaster");
        long seed = 1;
        int timeout = 900;
        String host = "127.0.0.1";
        Path beadbox = Path.of("beadbox");
        String javaOpts = "";
        int think = 0;
        int jobs = 2;
        String heap = "1g";
        int warmup = 30;
        int clients = 8;
        int stagger = 0;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--help") || a.equals("-h")) {
                throw new IllegalArgumentException(USAGE);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException(a + " needs a value; " + USAGE);
            }
            String v = args[++i];
            switch (a) {
                case "--tables" -> tables = number(a, v, 1, 10_000);
                case "--games" -> games = games(v);
                case "--seed" -> seed = seed(v);
                case "--timeout" -> timeout = number(a, v, 10, 86_400);
                case "--think" -> think = number(a, v, 0, 60_000);
                case "--host" -> host = loopback(v);
                case "--beadbox" -> beadbox = Path.of(v);
                case "--server-java-opts" -> javaOpts = v;
                case "--replay-jobs" -> jobs = number(a, v, 1, 64);
                case "--server-heap" -> heap = heap(v);
                case "--warmup" -> warmup = number(a, v, 0, 3600);
                case "--clients" -> clients = number(a, v, 1, 256);
                case "--stagger" -> stagger = number(a, v, 0, 3600);
                default -> throw new IllegalArgumentException("unknown option " + a + "; " + USAGE);
            }
        }
        return new LoadOptions(tables, games, seed, timeout, host, beadbox, javaOpts, think, jobs, heap, warmup, clients, stagger);
    }

    private static int number(String option, String v, int min, int max) {
        try {
            int n = Integer.parseInt(v.strip());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException(option + " " + v + ": give a whole number from " + min + " to " + max);
    }

    private static String heap(String v) {
        if (!v.strip().matches("\\d+[mMgG]")) {
            throw new IllegalArgumentException("--server-heap " + v + ": give a size such as 512m or 2g");
        }
        return v.strip();
    }

    private static long seed(String v) {
        try {
            return Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seed " + v + ": give a whole number", e);
        }
    }

    private static List<String> games(String v) {
        List<String> out = new ArrayList<>();
        for (String g : v.split(",")) {
            String id = g.strip();
            if (id.isEmpty()) {
                continue;
            }
            out.add(SHORT.getOrDefault(id, id));
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException("--games " + v + ": give game ids or challenge, mancala, beadmaster, comma-separated");
        }
        return List.copyOf(out);
    }

    /** The host when it is a loopback address: the benchmark never loads another machine. */
    static String loopback(String host) {
        try {
            InetAddress a = InetAddress.getByName(host);
            if (a.isLoopbackAddress()) {
                return a.getHostAddress();
            }
        } catch (UnknownHostException e) {
            // said below
        }
        throw new IllegalArgumentException("--host " + host + " is not a loopback address: the benchmark runs on this"
                + " machine only (use 127.0.0.1 or ::1)");
    }
}
