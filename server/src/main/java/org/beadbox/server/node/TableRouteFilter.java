package org.beadbox.server.node;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.server.Database;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * In front of a table's WebSocket ({@code /ws/table?id=ID&t=TOKENS}, ui-web's), when this server
 * is one of several nodes ({@code ./beadbox server --node NAME}, which sets
 * {@value #ROUTE_TABLES}): asks {@link TableRouting} where the table is served, and
 * <ul>
 * <li>here: lets the request through to the socket, unchanged;</li>
 * <li>at another live node: answers {@code X-Accel-Redirect: /@node/OWNER/ws/table?...} with no
 * body, and nginx serves the same request, upgrade and all, from the owner;</li>
 * <li>nowhere for now: 503 with {@code Retry-After} and one line (the page reconnects).</li>
 * </ul>
 * A server started without {@code --node} serves every table itself, as it always did.
 */
@Component(service = Filter.class, property = {
        "osgi.http.whiteboard.filter.pattern=/ws/table",
        "osgi.http.whiteboard.filter.name=beadbox-table-route",
        "osgi.http.whiteboard.filter.dispatcher=REQUEST"})
public final class TableRouteFilter implements Filter {

    /** The framework property that turns routing on ({@code true}); the launcher sets it for {@code --node}. */
    static final String ROUTE_TABLES = "beadbox.server.route-tables";

    /** The one path this filter routes. */
    static final String TABLE_SOCKET = "/ws/table";

    private final TableRouting routing;
    private final boolean enabled;
    private final Node node;
    private final DatabaseTableStore store;

    /**
     * Made by Declarative Services once the web front-end serves tables ({@code tables}, which
     * it does not use: a filter active before the front-end would claim tables whose sockets
     * nobody here answers yet).
     */
    @Activate
    public TableRouteFilter(BundleContext context, @Reference Node node, @Reference Database db, @Reference DatabaseTableStore store,
                            @Reference OnlineTables tables, @Reference GameCatalog games) {
        this.store = store;
        this.routing = new TableRouting(node, db, game -> games.find(game).isPresent());
        this.node = node;
        this.enabled = "true".equals(context.getProperty(ROUTE_TABLES));
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        if (!enabled || !(request instanceof HttpServletRequest req) || !(response instanceof HttpServletResponse resp)
                || !req.getMethod().equals("GET")) {
            chain.doFilter(request, response);
            return;
        }
        String id = req.getParameter("id");
        if (node.health().ready() && (store.justTaken(id) || store.servesHere(id))) {
            // Open here, or claimed by this node's sweep a moment ago (a dead node's table, whose players come back
            // all at once): served without a round of lease queries that the claim or the heartbeat has answered.
            chain.doFilter(request, response);
            return;
        }
        TableRouting.Route route = routing.route(req.getParameter("id"));
        if (route instanceof TableRouting.Route.Elsewhere elsewhere) {
            // The path is the filter's own (never the raw one the client wrote, however it was spelled); the query
            // goes on as sent, still percent-encoded, for the owner's socket to read the id and tokens from.
            String target = TABLE_SOCKET + (req.getQueryString() == null ? "" : "?" + req.getQueryString());
            resp.setStatus(200);
            resp.setHeader("X-Accel-Redirect", TableRouting.redirect(elsewhere.node(), target));
            resp.setHeader("Cache-Control", "no-store");
            resp.setContentLength(0);
        } else if (route instanceof TableRouting.Route.Unavailable unavailable) {
            resp.setStatus(503);
            resp.setHeader("Retry-After", "2");
            resp.setHeader("Cache-Control", "no-store");
            resp.setContentType("text/plain; charset=utf-8");
            resp.getOutputStream().write((unavailable.reason() + "\n").getBytes(StandardCharsets.UTF_8));
        } else {
            if (route instanceof TableRouting.Route.Serve serve && serve.takenOver()) {
                // Another node served it since this one last did: a copy still open here is behind, and goes;
                // the socket's servlet then reopens the table from the database (the store's one by-id path).
                store.closeStale(req.getParameter("id"), serve.epoch());
                System.err.println("Beadbox server: node " + node.name() + " took table " + req.getParameter("id")
                        + " over (lease epoch " + serve.epoch() + ")");
            }
            chain.doFilter(request, response);
        }
    }
}
