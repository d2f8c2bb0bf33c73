package org.beadbox.server;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serial;
import java.nio.charset.StandardCharsets;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code /api/*} over HTTP: reads at most {@value #MAX_BODY} bytes of body (a longer one is
 * refused with 413 before it is read) and hands the request to {@link AccountApi}. Answers are
 * JSON, never cached.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/api/*",
        "osgi.http.whiteboard.servlet.name=beadbox-api"})
public final class ApiServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The largest request body read. */
    static final int MAX_BODY = 4096;

    private final transient AccountApi api;

    @Activate
    public ApiServlet(@Reference Database db, @Reference Accounts accounts, @Reference Sessions sessions,
            @Reference org.beadbox.server.mail.MailService mail) {
        this.api = new AccountApi(accounts, sessions, db.settings(), mail);
    }

    /** A servlet of a site that sends no mail (tests of other things). */
    public ApiServlet(Database db, Accounts accounts, Sessions sessions) {
        this(db, accounts, sessions, new org.beadbox.server.mail.MailService(db, accounts,
                org.beadbox.server.security.SecurityLog.discarding(), org.beadbox.server.mail.MailConfig.NONE,
                java.time.Clock.systemUTC(), "test", false));
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        ApiResponse answer;
        String body = read(req);
        if (body == null) {
            answer = ApiResponse.error(413, "the request body is too large: at most " + MAX_BODY + " bytes");
        } else {
            String path = req.getPathInfo() == null ? "/" : req.getPathInfo();
            answer = api.handle(new ApiRequest(req.getMethod(), path, req.getRemoteAddr(), req::getHeader, body));
        }
        resp.setStatus(answer.status());
        if (answer.status() == 405) { // RFC 9110: a 405 names the methods the resource takes
            resp.setHeader("Allow", String.join(", ", AccountApi.methods("/api" + req.getPathInfo())));
        }
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        for (String c : answer.cookies()) {
            resp.addHeader("Set-Cookie", c);
        }
        if (answer.body() != null) {
            resp.setContentType("application/json; charset=utf-8");
            resp.getOutputStream().write((answer.body() + "\n").getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The body, or null when it is longer than {@link #MAX_BODY}. */
    static String read(HttpServletRequest req) throws IOException {
        if (req.getContentLengthLong() > MAX_BODY) {
            return null;
        }
        try (InputStream in = req.getInputStream()) {
            byte[] bytes = in.readNBytes(MAX_BODY + 1);
            return bytes.length > MAX_BODY ? null : new String(bytes, StandardCharsets.UTF_8);
        }
    }
}
