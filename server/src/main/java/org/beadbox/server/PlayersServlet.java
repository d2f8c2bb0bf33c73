package org.beadbox.server;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.Serial;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import org.beadbox.server.events.Presence;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The players over HTTP: the search and the leaderboards ({@link PlayersApi}), and their pages
 * {@code /players} and {@code /leaderboard} (their scripts and style are served with the other
 * pages' from {@code /site/}). Reads no body; answers are never cached.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/api/players",
        "osgi.http.whiteboard.servlet.pattern=/api/leaderboard",
        "osgi.http.whiteboard.servlet.pattern=/players",
        "osgi.http.whiteboard.servlet.pattern=/leaderboard",
        "osgi.http.whiteboard.servlet.name=beadbox-players"})
public final class PlayersServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    private final transient PlayersApi api;

    @Activate
    public PlayersServlet(@Reference Database db, @Reference Sessions sessions, @Reference Presence presence) {
        this(db, sessions, presence.deadlineSeconds());
    }

    /** @param onlineDeadline how old a node's heartbeat may be for its people to be online, in seconds */
    public PlayersServlet(Database db, Sessions sessions, double onlineDeadline) {
        this.api = new PlayersApi(db, sessions, onlineDeadline, Clock.systemUTC());
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getServletPath() + (req.getPathInfo() == null ? "" : req.getPathInfo());
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        if (!path.startsWith("/api/")) {
            if (!req.getMethod().equals("GET") && !req.getMethod().equals("HEAD")) {
                resp.sendError(405);
                return;
            }
            LobbyServlet.file("site" + path + ".html", resp);
            return;
        }
        PlayersApi.Answer answer = api.handle(new ApiRequest(req.getMethod(), path, req.getRemoteAddr(), req::getHeader, ""),
                req::getParameter);
        resp.setStatus(answer.status());
        if (answer.status() == 405) { // RFC 9110: a 405 names the methods the resource takes
            resp.setHeader("Allow", String.join(", ", PlayersApi.ROUTES.methods(path)));
        }
        if (answer.retryAfter() > 0) {
            resp.setHeader("Retry-After", Long.toString(answer.retryAfter()));
        }
        resp.setContentType("application/json; charset=utf-8");
        resp.getOutputStream().write((answer.body() + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
