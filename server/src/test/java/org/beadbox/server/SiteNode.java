package org.beadbox.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.server.events.Events;
import org.beadbox.server.events.Presence;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.TableWatchers;
import org.beadbox.server.node.Node;
import org.beadbox.server.node.TestNodes;
import org.beadbox.testkit.TakeAway;
import org.beadbox.ui.web.ServerSideTables;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * One node of a site for the tests, made of the server's real components as the framework wires
 * them: its own pool on the shared database, a {@link Node} in the registry, {@link Events},
 * {@link Presence}, the web front-end's real tables over the database store, the {@link Lobby},
 * {@link TableWatchers}, and the lobby's event stream served by a real Jetty on a free loopback port.
 */
final class SiteNode implements AutoCloseable {

    final Database db;
    final Node node;
    final Events events;
    final Presence presence;
    final OnlineTables tables;
    final Lobby lobby;
    final TableWatchers watchers;
    final Sessions sessions;
    final Accounts accounts;
    final LobbyEventsServlet servlet;
    private final Server jetty;
    final int port;

    SiteNode(String url, Path home, String name, Duration keepAlive) throws Exception {
        db = new Database(new ServerSettings(0, Optional.of(url), Optional.empty(), Optional.empty()), home);
        node = TestNodes.start(db, name);
        events = new Events(db);
        presence = new Presence(db, events, name, TestNodes.FAST.deadline());
        presence.start();
        GameCatalog games = GameCatalog.of(new TakeAway());
        DatabaseTableStore store = DatabaseTableStore.over(db, Clock.systemUTC(), null);
        tables = ServerSideTables.open(games, home.resolve(name), store);
        lobby = Lobby.over(db, games, tables, store, Clock.systemUTC());
        lobby.events(events);
        watchers = new TableWatchers(db, events, tables, false);
        sessions = new Sessions(db);
        accounts = new Accounts(db);
        servlet = new LobbyEventsServlet(db, sessions, events, presence, keepAlive);
        jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        context.setContextPath("/");
        ServletHolder holder = new ServletHolder(servlet);
        holder.setAsyncSupported(true);
        context.addServlet(holder, "/api/events");
        context.addServlet(holder, "/api/online");
        jetty.setHandler(context);
        jetty.start();
        port = connector.getLocalPort();
        long end = System.currentTimeMillis() + 10_000;
        while (!events.connected() && System.currentTimeMillis() < end) {
            Thread.sleep(20);
        }
    }

    /** The node killed: no heartbeat, no sweep, its rows left as they are (its streams are then cut). */
    void kill() throws Exception {
        TestNodes.kill(node);
        presence.halt();
        servlet.stop(); // its streams' close would write: the presence is halted, but a leave is still tried
    }

    @Override
    public void close() throws Exception {
        servlet.stop();
        jetty.stop();
        presence.stop();
        ServerSideTables.stop(tables);
        events.close();
        node.stop();
        db.close();
    }

    /** A plain HTTP GET with a cookie: the status line and the body. */
    String[] get(String path, String cookie) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(10_000);
            request(s, "GET", path, cookie, true);
            String all = new String(s.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int body = all.indexOf("\r\n\r\n");
            return new String[] {all.substring(0, all.indexOf("\r\n")), body < 0 ? "" : all.substring(body + 4)};
        }
    }

    static void request(Socket s, String method, String path, String cookie, boolean close) throws IOException {
        OutputStream out = s.getOutputStream();
        out.write((method + " " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + (cookie == null ? "" : "Cookie: " + cookie + "\r\n")
                + (close ? "Connection: close\r\n" : "") + "\r\n").getBytes(StandardCharsets.UTF_8));
        out.flush();
    }

    /** Opens the lobby's event stream as a page does. */
    Stream stream(String cookie) throws IOException {
        return new Stream(port, cookie);
    }

    /** A page's event stream, read on a thread of its own: the status line, then each event as "name data". */
    static final class Stream implements AutoCloseable {
        final BlockingQueue<String> heard = new LinkedBlockingQueue<>();
        final String status;
        private final Socket socket;

        Stream(int port, String cookie) throws IOException {
            socket = new Socket("127.0.0.1", port);
            request(socket, "GET", "/api/events", cookie, true);
            BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
            status = in.readLine();
            Thread t = new Thread(() -> {
                String event = null;
                try {
                    for (String line; (line = in.readLine()) != null; ) {
                        if (line.startsWith("event: ")) {
                            event = line.substring(7);
                        } else if (line.startsWith("data: ") && event != null) {
                            heard.add(event + " " + line.substring(6));
                            event = null;
                        }
                    }
                } catch (IOException e) {
                    // closed
                }
                heard.add("closed");
            }, "test-event-stream");
            t.setDaemon(true);
            t.start();
        }

        /** The next event whose text starts with {@code prefix} (others skipped), or null after 10 s. */
        String next(String prefix) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < end) {
                String e = heard.poll(Math.max(1, end - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (e != null && e.startsWith(prefix)) {
                    return e;
                }
            }
            return null;
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
