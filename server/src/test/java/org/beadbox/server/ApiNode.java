package org.beadbox.server;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.beadbox.server.security.LoginLimits;
import org.beadbox.server.security.SecurityLog;
import org.eclipse.jetty.ee10.servlet.ServletContextHandler;
import org.eclipse.jetty.ee10.servlet.ServletHolder;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;

/**
 * One node of a site serving {@code /api/} over a real Jetty on a free loopback port, made of the
 * server's real components: its own pool on the (shared) database, its {@link SecurityLog} under
 * its own folder, {@link Accounts} with the given limits, {@link Sessions} and the
 * {@link ApiServlet}. It trusts 127.0.0.1 as its proxy, so a test sets each client's address with
 * {@code X-Forwarded-For}.
 */
final class ApiNode implements AutoCloseable {

    final Database db;
    final SecurityLog log;
    final Accounts accounts;
    private final Server jetty;
    final int port;

    ApiNode(String url, Path home, LoginLimits limits) throws Exception {
        db = new Database(new ServerSettings(8765, Optional.of(url), Optional.empty(), Optional.of("127.0.0.1")), home);
        log = new SecurityLog(home.resolve("server").resolve(SecurityLog.FILE), SecurityLog.MAX_BYTES, Clock.systemUTC());
        accounts = new Accounts(db, limits, log, Clock.systemUTC());
        jetty = new Server();
        ServerConnector connector = new ServerConnector(jetty);
        connector.setHost("127.0.0.1");
        connector.setPort(0);
        jetty.addConnector(connector);
        ServletContextHandler context = new ServletContextHandler();
        context.setContextPath("/");
        context.addServlet(new ServletHolder(new ApiServlet(db, accounts, new Sessions(db))), "/api/*");
        jetty.setHandler(context);
        jetty.start();
        port = connector.getLocalPort();
    }

    /** The Origin the node accepts. */
    String origin() {
        return db.settings().origin();
    }

    @Override
    public void close() throws Exception {
        jetty.stop();
        db.close();
    }
}
