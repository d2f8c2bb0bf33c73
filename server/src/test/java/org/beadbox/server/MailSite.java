package org.beadbox.server;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.beadbox.server.mail.MailConfig;
import org.beadbox.server.mail.MailService;
import org.beadbox.server.security.LoginLimits;
import org.beadbox.server.security.SecurityLog;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * A node of a site that sends mail, over a real Jetty on a free loopback port: the server's real
 * {@link Accounts}, {@link Sessions}, {@link ApiServlet}, {@link MailPages} and a {@link MailService}
 * whose sender thread runs, on a real database. It trusts 127.0.0.1 as its proxy, so each client's
 * address is set with {@code X-Forwarded-For}.
 */
final class MailSite implements AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();

    record Answer(int status, String body, Map<String, java.util.List<String>> headers) {
        JsonObject json() {
            return JsonParser.parseString(body).getAsJsonObject();
        }
    }

    final Database db;
    final SecurityLog log;
    final Accounts accounts;
    final MailService mail;
    private final Server jetty;
    final int port;

    MailSite(String url, Path home, MailConfig config) throws Exception {
        db = new Database(new ServerSettings(8765, Optional.of(url), Optional.empty(), Optional.of("127.0.0.1")), home);
        log = new SecurityLog(home.resolve("server").resolve(SecurityLog.FILE), SecurityLog.MAX_BYTES, Clock.systemUTC());
        accounts = new Accounts(db, LoginLimits.DEFAULTS, log, Clock.systemUTC());
        mail = new MailService(db, accounts, log, config, Clock.systemUTC(), "test", true);
        jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        context.setContextPath("/");
        context.addServlet(new ServletHolder(new ApiServlet(db, accounts, new Sessions(db), mail)), "/api/*");
        context.addServlet(new ServletHolder(new MailPages(db, mail)), "/mail/*");
        jetty.setHandler(context);
        jetty.start();
        port = connector.getLocalPort();
    }

    /** A link of a mail (made with the public address http://127.0.0.1:8765) on this node. */
    URI local(String link) {
        return URI.create(link.replace(db.settings().origin(), "http://127.0.0.1:" + port));
    }

    /** A browser: its session cookie and the address the proxy reports for it. */
    final class Client {
        final String address;
        final Map<String, String> cookies = new LinkedHashMap<>();

        Client(String address) {
            this.address = address;
        }

        Answer post(String path, String json) throws IOException, InterruptedException {
            return send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                    .header("Origin", db.settings().origin()).POST(HttpRequest.BodyPublishers.ofString(json)));
        }

        Answer get(String path) throws IOException, InterruptedException {
            return send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).GET());
        }

        Answer send(HttpRequest.Builder b) throws IOException, InterruptedException {
            b.timeout(Duration.ofSeconds(30)).header("X-Forwarded-For", address);
            if (!cookies.isEmpty()) {
                b.header("Cookie", cookies.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining("; ")));
            }
            HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            for (String c : r.headers().allValues("Set-Cookie")) {
                String pair = c.substring(0, c.indexOf(';'));
                String name = pair.substring(0, pair.indexOf('='));
                String value = pair.substring(name.length() + 1);
                if (value.isEmpty()) {
                    cookies.remove(name);
                } else {
                    cookies.put(name, value);
                }
            }
            return new Answer(r.statusCode(), r.body(), r.headers().map());
        }
    }

    /** A playing correspondence table between two accounts, {@code toMove} to move, its turn begun now. */
    void table(String id, long seat0, long seat1, int toMove) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO lobby_table (id, game, options, seats, seed, rated, days, state,"
                    + " to_move, turn_started, record, created_at) VALUES (?, 'glassbead-challenge', '{}', 2, 1, TRUE, 3, 'playing', ?, ?, '{}', ?)")) {
                s.setString(1, id);
                s.setInt(2, toMove);
                s.setObject(3, OffsetDateTime.now(ZoneOffset.UTC));
                s.setObject(4, OffsetDateTime.now(ZoneOffset.UTC));
                s.executeUpdate();
            }
            for (int seat = 0; seat < 2; seat++) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO lobby_seat (table_id, seat, account_id, name) VALUES (?, ?, ?, ?)")) {
                    s.setString(1, id);
                    s.setInt(2, seat);
                    s.setLong(3, seat == 0 ? seat0 : seat1);
                    s.setString(4, "p" + seat);
                    s.executeUpdate();
                }
            }
            return null;
        });
    }

    /** A move came: the turn of {@code toMove} begins now. */
    void turn(String id, int toMove) {
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET to_move = ?, turn_started = ? WHERE id = ?")) {
                s.setInt(1, toMove);
                s.setObject(2, OffsetDateTime.now(ZoneOffset.UTC));
                s.setString(3, id);
                return s.executeUpdate();
            }
        });
    }

    long count(String sql) {
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement(sql); ResultSet r = s.executeQuery()) {
                r.next();
                return r.getLong(1);
            }
        });
    }

    static HttpResponse<String> raw(HttpRequest request) throws IOException, InterruptedException {
        return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
    }

    @Override
    public void close() throws Exception {
        mail.close();
        jetty.stop();
        db.close();
    }
}
