package org.beadbox.server;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serial;
import java.io.UncheckedIOException;
import java.util.List;
import org.osgi.service.component.annotations.Component;

/**
 * {@code GET /api/openapi.json}: the OpenAPI 3.1 description of every call ({@value #RESOURCE} in
 * this bundle, written by hand; ApiDescriptionTest checks it names exactly the calls of
 * {@link ApiRoutes}). No session needed; cached for an hour.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/api/openapi.json",
        "osgi.http.whiteboard.servlet.name=beadbox-api-description"})
public final class ApiDescriptionServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The description, beside this class. */
    static final String RESOURCE = "openapi.json";

    /** The calls this servlet answers (its whiteboard pattern). */
    static final List<Route> ROUTES = List.of(Route.of("GET", "/api/openapi.json"));

    private final transient byte[] description = load();

    /** The description's bytes, as served. */
    static byte[] load() {
        try (InputStream in = ApiDescriptionServlet.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the bundle lacks its " + RESOURCE);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setHeader("X-Content-Type-Options", "nosniff");
        if (!req.getMethod().equals("GET")) {
            resp.setHeader("Allow", "GET");
            resp.setStatus(405);
            resp.setContentType("application/json; charset=utf-8");
            resp.getOutputStream().write("{\"error\":\"only GET: the description is read, not changed\"}\n".getBytes(
                    java.nio.charset.StandardCharsets.UTF_8));
            return;
        }
        resp.setHeader("Cache-Control", "public, max-age=3600");
        resp.setContentType("application/json; charset=utf-8");
        resp.setContentLength(description.length);
        resp.getOutputStream().write(description);
    }
}
