package org.beadbox.launcher;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.beadbox.testkit.Postgres;

/**
 * A cluster on loopback for tests in other modules (the launcher's test-jar; platform/browser-it's
 * {@code NodeFailoverIT}): a throwaway PostgreSQL of its own, N real {@code ./beadbox server --node
 * node-I} processes and Debian's nginx in front of them, started as {@code tools/cluster} starts
 * them ({@link Cluster}'s start-up, upstreams and locations, not a copy). The site is nginx's
 * address; a node can be killed ({@code kill -9}) and the database asked which node owns a table.
 * {@link #close()} stops everything and deletes its folder; a shutdown hook kills the nodes if
 * the test JVM goes first (nginx and PostgreSQL have hooks of their own).
 */
public final class ClusterRun implements AutoCloseable {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    private final Path work;
    private final List<ServerRun> nodes = new ArrayList<>();
    private final Thread hook = new Thread(this::killAll, "cluster-run-stop");
    private Postgres postgres;
    private String url;
    private Nginx nginx;
    private int sitePort;

    private ClusterRun() throws IOException {
        work = Files.createTempDirectory("beadbox-cluster-run");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /**
     * Starts PostgreSQL, {@code n} nodes (node-1 … node-N, each on a free port, {@code --public-url}
     * the site, nginx trusted as their proxy) and nginx on a free port; waits until all serve.
     * The runtime is the system property {@code beadbox.runtime} (the assembled target/beadbox).
     */
    public static ClusterRun start(int n) throws Exception {
        ClusterRun run = new ClusterRun();
        try {
            run.postgres = Postgres.start();
            run.url = run.postgres.newDatabase();
            run.sitePort = ServerRun.freePort();
            int[] ports = new int[n];
            for (int i = 0; i < n; i++) {
                ports[i] = ServerRun.freePort();
                run.nodes.add(Cluster.start(run.work, run.url, run.site(), i, ports[i]));
            }
            run.nginx = new Nginx(Files.createDirectories(run.work.resolve("nginx")), Cluster.upstreams(ports), Cluster.locations(),
                    run.sitePort);
            return run;
        } catch (Exception | Error e) {
            run.close();
            throw e;
        }
    }

    /** The site's address, nginx's: {@code http://127.0.0.1:PORT} (no slash at the end). */
    public String site() {
        return "http://127.0.0.1:" + sitePort;
    }

    /** The node that holds the lease of table {@code id} ({@code table_owner}), or null when none does. */
    public String owner(String id) throws Exception {
        List<String> rows = sql("SELECT node FROM table_owner WHERE table_id = '" + checked(id) + "'");
        return rows.isEmpty() ? null : rows.get(0);
    }

    /** The lease's epoch of table {@code id} (it grows at each change of owner), or -1 when no node holds it. */
    public long epoch(String id) throws Exception {
        List<String> rows = sql("SELECT epoch FROM table_owner WHERE table_id = '" + checked(id) + "'");
        return rows.isEmpty() ? -1 : Long.parseLong(rows.get(0));
    }

    /** The notation of each move committed at table {@code id} ({@code lobby_move}), by ply. */
    public List<String> moves(String id) throws Exception {
        return sql("SELECT notation FROM lobby_move WHERE table_id = '" + checked(id) + "' ORDER BY ply");
    }

    /** The table's state in {@code lobby_table} ({@code playing}, {@code finished}), or null when there is no such table. */
    public String state(String id) throws Exception {
        List<String> rows = sql("SELECT state FROM lobby_table WHERE id = '" + checked(id) + "'");
        return rows.isEmpty() ? null : rows.get(0);
    }

    /** The record filed for table {@code id} when its game ended (the JSON in {@code lobby_table}), or "" when none is. */
    public String record(String id) throws Exception {
        return String.join("\n", sql("SELECT coalesce(record, '') FROM lobby_table WHERE id = '" + checked(id) + "'"));
    }

    /** Runs one statement with psql on the cluster's database; its rows, one a line. */
    public List<String> sql(String statement) throws Exception {
        return FailoverIT.psql(url, statement);
    }

    /** Kills node {@code name} ({@code node-1} …) as a crash does, {@code kill -9}, and waits until it is gone. */
    public void kill(String name) throws Exception {
        ProcessHandle process = ProcessHandle.of(node(name).process.pid()).orElseThrow(() -> new IllegalStateException(name + " is not running"));
        process.destroyForcibly();
        process.onExit().get(20, TimeUnit.SECONDS);
    }

    /** What node {@code name} has written to its standard error so far (its log). */
    public String log(String name) throws IOException {
        return node(name).process.err();
    }

    /** The nodes' names, node-1 first. */
    public List<String> names() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            names.add("node-" + (i + 1));
        }
        return names;
    }

    private ServerRun node(String name) {
        int i = names().indexOf(name);
        if (i < 0) {
            throw new IllegalArgumentException("no node " + name + " in " + names());
        }
        return nodes.get(i);
    }

    private static String checked(String id) {
        if (!ID.matcher(id).matches()) {
            throw new IllegalArgumentException("not a table id: " + id);
        }
        return id;
    }

    private void killAll() {
        nodes.forEach(s -> ProcessHandle.of(s.process.pid()).ifPresent(ProcessHandle::destroyForcibly));
    }

    /** Stops nginx, the nodes (SIGTERM, then kill) and PostgreSQL, and deletes the cluster's folder. */
    @Override
    public void close() throws Exception {
        try {
            if (nginx != null) {
                nginx.close();
            }
        } finally {
            for (ServerRun s : nodes) {
                s.close();
            }
            if (postgres != null) {
                postgres.close();
            }
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook runs anyway
            }
            try (Stream<Path> files = Files.walk(work)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
    }
}
