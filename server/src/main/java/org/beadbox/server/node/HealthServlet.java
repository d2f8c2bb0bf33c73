package org.beadbox.server.node;

import com.google.gson.Gson;
import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.Serial;
import java.nio.charset.StandardCharsets;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code GET /api/health}: this node's {@link Health} as JSON, 200 when it is ready, 503 when it is
 * not (stopping, or the database unreachable), for nginx and an orchestrator. It reads what the
 * heartbeat found (at most one beat old) and never asks the database itself, so polling it costs
 * the database nothing. Only GET and HEAD; never cached.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/api/health",
        "osgi.http.whiteboard.servlet.name=beadbox-health"})
public final class HealthServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;
    private static final Gson GSON = new Gson();

    /** The calls this servlet answers (its whiteboard pattern). */
    public static final java.util.List<org.beadbox.server.Route> ROUTES = java.util.List.of(
            org.beadbox.server.Route.of("GET", "/api/health"), org.beadbox.server.Route.of("HEAD", "/api/health"));

    private final transient Node node;

    @Activate
    public HealthServlet(@Reference Node node) {
        this.node = node;
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        if (!req.getMethod().equals("GET") && !req.getMethod().equals("HEAD")) {
            resp.setHeader("Allow", "GET, HEAD");
            resp.setStatus(405);
            resp.setContentType("application/json; charset=utf-8");
            resp.getOutputStream().write("{\"error\":\"only GET and HEAD: the health is read, not changed\"}\n"
                    .getBytes(StandardCharsets.UTF_8));
            return;
        }
        Health health = node.health();
        resp.setStatus(health.status());
        resp.setContentType("application/json; charset=utf-8");
        if (req.getMethod().equals("GET")) {
            resp.getOutputStream().write((json(health) + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The JSON body of {@code /api/health}. */
    static String json(Health health) {
        return GSON.toJson(health);
    }
}
