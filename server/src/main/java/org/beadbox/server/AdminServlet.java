package org.beadbox.server;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import org.beadbox.server.security.SecurityLog;
import java.io.Serial;
import java.nio.charset.StandardCharsets;
import org.beadbox.core.catalogue.Catalogue;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * {@code /api/admin/*} over HTTP: the administrator's plugin calls ({@link AdminApi}). Reads at
 * most {@value ApiServlet#MAX_BODY} bytes of body; answers are JSON, never cached.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/api/admin/*",
        "osgi.http.whiteboard.servlet.name=beadbox-admin"})
public final class AdminServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    private final transient AdminApi api;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    private transient volatile Catalogue catalogue;

    @Activate
    public AdminServlet(@Reference Database db, @Reference Accounts accounts, @Reference Sessions sessions,
            @Reference SecurityLog log) {
        this.api = new AdminApi(accounts, sessions, db, log, () -> catalogue);
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        ApiResponse answer;
        String body = ApiServlet.read(req);
        if (body == null) {
            answer = ApiResponse.error(413, "the request body is too large: at most " + ApiServlet.MAX_BODY + " bytes");
        } else {
            String path = req.getPathInfo() == null ? "/" : req.getPathInfo();
            answer = api.handle(new ApiRequest(req.getMethod(), path, req.getRemoteAddr(), req::getHeader, body));
        }
        resp.setStatus(answer.status());
        if (answer.status() == 405) { // RFC 9110: a 405 names the methods the resource takes
            resp.setHeader("Allow", String.join(", ", AdminApi.ROUTES.methods("/api/admin" + req.getPathInfo())));
        }
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        if (answer.body() != null) {
            resp.setContentType("application/json; charset=utf-8");
            resp.getOutputStream().write((answer.body() + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }
}
