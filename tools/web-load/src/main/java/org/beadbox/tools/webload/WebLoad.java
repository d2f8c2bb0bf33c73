package org.beadbox.tools.webload;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.jetty.client.HttpClient;
import org.eclipse.jetty.client.transport.HttpClientTransportOverHTTP;
import org.eclipse.jetty.io.ClientConnector;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * The web front-end's load benchmark (docs/web-load.md): starts the real Beadbox with {@code --ui
 * web} on loopback and a temporary Beadbox folder, opens N tables through the lobby with both
 * seats invited, seats two scripted WebSocket players at each, lets them all play whole games at
 * once, then replays every filed record with {@code beadbox replay}. Prints one block of figures;
 * exits 0 when every table finished, no move was lost and every record replays.
 */
public final class WebLoad {

    private WebLoad() {
    }

    /** The command line: see {@link LoadOptions#USAGE}. */
    public static void main(String[] args) {
        LoadOptions o;
        try {
            o = LoadOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("web-load: " + e.getMessage());
            System.exit(2);
            return;
        }
        System.exit(run(o, System.out, System.err));
    }

    /** Runs the benchmark; returns the exit code (0 all good, 1 a failure, not a slow figure). */
    static int run(LoadOptions o, PrintStream out, PrintStream err) {
        long begin = System.nanoTime();
        long deadline = begin + TimeUnit.SECONDS.toNanos(o.timeoutSeconds());
        Server[] server = new Server[1];
        Thread hook = new Thread(() -> {
            if (server[0] != null) {
                server[0].close();
            }
        }, "web-load-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        ExecutorService io = Executors.newFixedThreadPool(2, daemons("web-load-io"));
        ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(daemons("web-load-timer"));
        // Jetty's WebSocket client, not the JDK's: the JDK's now and then loses bytes a host sends
        // with its 101 and breaks the socket (docs/web-protocol.md, "Java clients").
        java.net.http.HttpClient http = java.net.http.HttpClient.newBuilder().executor(io).build();
        WebSocketClient sockets = null;
        try {
            sockets = sockets(o.clients());
            err.println("web-load: starting " + o.beadbox() + " --ui web on " + o.host() + "...");
            server[0] = Server.start(o.beadbox().toAbsolutePath(), o.host(), o.serverHeap(), o.serverJavaOptions(),
                    (int) Math.min(120, seconds(deadline)));
            return play(server[0], o, sockets, http, timer, begin, deadline, out, err);
        } catch (IOException e) {
            err.println("web-load: " + e.getMessage());
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("web-load: interrupted");
            return 1;
        } finally {
            if (server[0] != null) {
                server[0].close();
            }
            stop(sockets);
            timer.shutdownNow();
            io.shutdownNow();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook runs anyway
            }
        }
    }

    /** One client whose sockets are spread over {@code selectors} selector threads, each reading the sockets it holds. */
    private static WebSocketClient sockets(int selectors) throws IOException {
        ClientConnector connector = new ClientConnector();
        connector.setSelectors(selectors);
        WebSocketClient c = new WebSocketClient(new HttpClient(new HttpClientTransportOverHTTP(connector)));
        c.setConnectTimeout(30_000);
        c.setIdleTimeout(java.time.Duration.ofHours(2));
        c.setMaxTextMessageSize(16L << 20); // Jetty's default is 64 KiB; a welcome with its rules and scene may be more
        try {
            c.start();
        } catch (Exception e) {
            throw new IOException("Jetty's WebSocket client did not start: " + e, e);
        }
        return c;
    }

    private static void stop(WebSocketClient c) {
        if (c != null) {
            try {
                c.stop();
            } catch (Exception e) {
                // stopping: nothing more to do
            }
        }
    }

    private static int play(Server s, LoadOptions o, WebSocketClient sockets, java.net.http.HttpClient http, ScheduledExecutorService timer, long begin, long deadline,
            PrintStream out, PrintStream err) throws IOException, InterruptedException {
        String authority = (s.host().contains(":") ? "[" + s.host() + "]" : s.host()) + ":" + s.port();
        // Open the tables: a few lobby connections, each within the server's burst of messages.
        int n = o.tables();
        String[] gameOf = new String[n];
        Lobby.Created[] created = new Lobby.Created[n];
        List<Lobby> lobbies = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                if (i % Lobby.TABLES_PER_CONNECTION == 0) {
                    lobbies.add(new Lobby(sockets, URI.create("ws://" + authority + "/ws/lobby"), s.hostCookie()));
                    List<String> installed = lobbies.get(lobbies.size() - 1).games();
                    for (String g : o.games()) {
                        if (!installed.contains(g)) {
                            throw new IOException("no game " + g + " is installed; the games are " + String.join(", ", installed));
                        }
                    }
                }
                gameOf[i] = o.games().get(i % o.games().size());
                created[i] = lobbies.get(lobbies.size() - 1).create(gameOf[i], "w" + i);
            }
        } finally {
            lobbies.forEach(Lobby::close);
        }
        // Seat two players at every table, then let them all play at once.
        Figures figures = new Figures(gameOf);
        List<Seat> seats = new ArrayList<>();
        List<CompletableFuture<?>> connected = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int seat = 0; seat < 2; seat++) {
                Seat c = new Seat(i, seat, o.seed(), figures, timer, o.thinkMillis());
                seats.add(c);
                connected.add(c.connect(sockets, URI.create("ws://" + authority + "/ws/table?id=" + created[i].id() + "&t="
                        + created[i].tokens()[seat])));
            }
        }
        try {
            CompletableFuture.allOf(connected.toArray(CompletableFuture[]::new)).get(Math.max(1, seconds(deadline)), TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | TimeoutException e) {
            throw new IOException("not every seat could connect: " + e.getMessage(), e);
        }
        err.println("web-load: " + n + " tables open, " + seats.size() + " players seated; playing...");
        long playStart = System.nanoTime();
        double serverCpuBefore = s.cpuSeconds();
        double clientCpuBefore = clientCpuSeconds();
        figures.warmupEndsAt(playStart + TimeUnit.SECONDS.toNanos(o.warmupSeconds()));
        // The server's timings of the warm-up, taken (and reset) as it ends.
        List<String> warmupTimings = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.concurrent.ScheduledFuture<?> warmupEnd = timer.schedule(() -> warmupTimings.addAll(s.timings(http, true)),
                o.warmupSeconds(), TimeUnit.SECONDS);
        for (int i = 0; i < seats.size(); i++) {
            Seat c = seats.get(i);
            long at = o.staggerSeconds() == 0 ? 0 : TimeUnit.SECONDS.toNanos(o.staggerSeconds()) * (i / 2) / n;
            if (at == 0) {
                c.start();
            } else {
                timer.schedule(c::start, at, TimeUnit.NANOSECONDS);
            }
        }
        CompletableFuture<Void> all = CompletableFuture.allOf(seats.stream().map(c -> c.finished).toArray(CompletableFuture[]::new));
        java.util.concurrent.ScheduledFuture<?> progress = timer.scheduleAtFixedRate(() -> err.println("web-load: "
                + TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - playStart) + " s: "
                + seats.stream().filter(c -> c.finished.isDone()).count() / 2 + " of " + n + " tables done, "
                + figures.moves.count() + " moves"), 15, 15, TimeUnit.SECONDS);
        boolean inTime = true;
        try {
            all.get(Math.max(1, deadline - System.nanoTime() - TimeUnit.SECONDS.toNanos(Math.min(60, o.timeoutSeconds() / 5))),
                    TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            inTime = false;
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IOException(e.getCause());
        }
        long playNanos = System.nanoTime() - playStart;
        progress.cancel(false);
        warmupEnd.cancel(false);
        List<String> steadyTimings = s.timings(http, false);
        double serverCpu = s.cpuSeconds() - serverCpuBefore;
        double clientCpu = clientCpuSeconds() - clientCpuBefore;
        long liveKb = s.alive() ? s.liveHeapKb() : -1;
        seats.forEach(Seat::close);
        int serverErrors = s.errorLines();
        String lastErrors = s.lastErrors();
        s.stop(); // the records are all written when it has stopped
        err.println("web-load: replaying the records...");
        List<Replays.Outcome> replays = Replays.run(s.script(), s.home(), o.replayJobs(), deadline);
        return Report.print(new Report.Run(o, seats, figures, gameOf, replays, playNanos, System.nanoTime() - begin, inTime,
                s.peakUsedKb(), s.peakCommittedKb(), liveKb, serverErrors, lastErrors, s.port(), serverCpu, clientCpu, warmupTimings, steadyTimings), out);
    }

    /** This process's CPU time (the scripted players), in seconds. */
    private static double clientCpuSeconds() {
        java.lang.management.OperatingSystemMXBean os = java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        return os instanceof com.sun.management.OperatingSystemMXBean sun ? sun.getProcessCpuTime() / 1e9 : -1;
    }

    private static long seconds(long deadlineNanos) {
        return TimeUnit.NANOSECONDS.toSeconds(deadlineNanos - System.nanoTime());
    }

    private static ThreadFactory daemons(String name) {
        return r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
    }
}
