package org.beadbox.ui.web;

import jakarta.servlet.Servlet;
import java.io.Serial;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.beadbox.core.online.Visitors;
import org.eclipse.jetty.ee10.websocket.server.JettyServerUpgradeRequest;
import org.eclipse.jetty.ee10.websocket.server.JettyServerUpgradeResponse;
import org.eclipse.jetty.ee10.websocket.server.JettyWebSocketServlet;
import org.eclipse.jetty.ee10.websocket.server.JettyWebSocketServletFactory;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * The WebSockets: {@code /ws/lobby} and {@code /ws/table?id=ID&t=TOKEN[,TOKEN]}. Every upgrade
 * checks the Origin (absent, or this very host) and, for a table, the tokens; a refusal is a 403
 * that names the problem but never echoes a token. One client address holds at most {@link
 * SocketCaps#PER_TABLE} sockets open to one table and {@link SocketCaps#PER_ADDRESS} in all (on
 * the desktop, the host's own loopback ones are not counted): one more is refused with 429.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/ws/*",
        "osgi.http.whiteboard.servlet.name=beadbox-websocket"})
public final class SocketServlet extends JettyWebSocketServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The refusal of every wrong link, whatever is wrong with it. */
    static final String NO_TABLE = "no table for this link: it is wrong, or the table was closed";

    private final transient WebTables tables;

    private final transient SocketCaps caps;

    /** Who a connection is, when a bundle (the server) decides it; else the holder of the host's cookie is the host. */
    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    private volatile transient Visitors visitors;

    /** The launcher's secret: its cookie makes a browser the host's, whatever its address. */
    @Reference
    private transient HostKey hostKey;

    /** Serves the tables of {@code tables}. */
    @Activate
    public SocketServlet(@Reference WebTables tables) {
        this(tables, SocketCaps.standard(), null);
    }

    /** With caps of its own and {@code visitors} (tests). */
    SocketServlet(WebTables tables, SocketCaps caps, Visitors visitors) {
        this.tables = tables;
        this.caps = caps;
        this.visitors = visitors;
    }

    @Override
    protected void configure(JettyWebSocketServletFactory factory) {
        factory.setIdleTimeout(Duration.ofMinutes(30));
        // Jetty reads a frame in parts of at most the frame size (64 KiB; auto-fragmenting, which
        // also splits the host's own large messages) and refuses a message (1009) as soon as the
        // parts read pass these limits: a 400 MB frame is refused after its first part. Binary
        // messages reach Jetty's limit only because Connection declares onWebSocketBinary (an
        // endpoint without it had its binary frames dropped unread and unlimited); a smaller one
        // reaches Connection, which counts it and refuses it (1003).
        factory.setMaxTextMessageSize(Protocol.MAX_MESSAGE);
        factory.setMaxBinaryMessageSize(Protocol.MAX_MESSAGE);
        factory.setCreator(this::create);
    }

    private Object create(JettyServerUpgradeRequest req, JettyServerUpgradeResponse resp) throws Exception {
        if (!sameOrigin(req.getHeader("Origin"), req.getHeader("Host"))) {
            resp.sendForbidden("this page's origin may not open Beadbox's WebSocket");
            return null;
        }
        String path = req.getRequestPath();
        if (path.endsWith("/ws/lobby")) {
            return admit(req, resp, null, new LobbyConnection(tables, host(req)));
        }
        if (path.endsWith("/ws/table")) {
            String id = first(req.getParameterMap().get("id"));
            Optional<WebTable> table = tables.webTable(id);
            String t = first(req.getParameterMap().get("t"));
            List<String> tokens = t == null || t.isEmpty() ? List.of() : Arrays.asList(t.split(",", 16));
            if (table.isEmpty()) {
                Object done = finished(id, tokens, resp);
                return done instanceof Connection c ? admit(req, resp, id, c) : done;
            }
            Optional<Set<Integer>> seats = table.flatMap(x -> x.access(tokens));
            if (seats.isEmpty() || table.get().isClosed()) {
                resp.sendForbidden(NO_TABLE);
                return null;
            }
            return admit(req, resp, id, new TableConnection(table.get(), seats.get(), host(req)));
        }
        resp.sendError(404, "no such WebSocket");
        return null;
    }

    /**
     * The connection, once its client's address took a place under the caps (given back when it
     * closes); else null, the upgrade refused with 429 and the reason.
     *
     * @param table the table it is to, or null (the lobby)
     */
    private Object admit(JettyServerUpgradeRequest req, JettyServerUpgradeResponse resp, String table, Connection c)
            throws java.io.IOException {
        String address = capped(req);
        if (address == null) {
            return c;
        }
        SocketCaps.Place place = caps.take(address, table);
        if (!place.taken()) {
            resp.sendError(429, place.refusal());
            return null;
        }
        c.whenGone(place.release());
        return c;
    }

    /**
     * The client address the caps count a socket under: the one {@link Visitors} believes (on the
     * server, behind its trusted proxy, the proxy's word), else the connection's; null for a
     * loopback connection on the desktop (the host's own machine), which is not counted.
     */
    private String capped(JettyServerUpgradeRequest req) {
        SocketAddress a = req.getRemoteSocketAddress();
        String remote = a instanceof InetSocketAddress i && i.getAddress() != null ? i.getAddress().getHostAddress() : "";
        Visitors v = visitors;
        if (v == null) {
            return loopback(a) ? null : remote;
        }
        return v.identify(remote, req::getHeader).address();
    }

    /** A link of a table not open: its finished game when the link is right, else the same refusal as any wrong link. */
    private Object finished(String id, List<String> tokens, JettyServerUpgradeResponse resp) throws java.io.IOException {
        Optional<Connection> c = tables.finished(id, tokens);
        if (c.isEmpty()) {
            resp.sendForbidden(NO_TABLE);
            return null;
        }
        return c.get();
    }

    private static String first(List<String> values) {
        return values == null || values.isEmpty() ? null : values.get(0);
    }

    /** No Origin (not a browser), or a browser page served by this same host and port. */
    static boolean sameOrigin(String origin, String host) {
        if (origin == null) {
            return true;
        }
        if (host == null) {
            return false;
        }
        try {
            URI o = URI.create(origin);
            String authority = o.getRawAuthority();
            return ("http".equals(o.getScheme()) || "https".equals(o.getScheme())) && host.equalsIgnoreCase(authority);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Whether the upgrade comes from the host: the {@link Visitors} service says, or else the host's cookie does. */
    private boolean host(JettyServerUpgradeRequest req) {
        Visitors v = visitors;
        if (v == null) {
            return hostKey.holds(req::getHeader);
        }
        SocketAddress a = req.getRemoteSocketAddress();
        String address = a instanceof InetSocketAddress i && i.getAddress() != null ? i.getAddress().getHostAddress() : "";
        return v.identify(address, req::getHeader).host();
    }

    /**
     * Whether a connection comes from this machine: on the desktop, where such sockets are not
     * capped (only the caps use it: who is the host is the host's cookie's to say, {@link #host}).
     */
    private static boolean loopback(SocketAddress a) {
        return a instanceof InetSocketAddress i && i.getAddress() != null && i.getAddress().isLoopbackAddress();
    }
}
