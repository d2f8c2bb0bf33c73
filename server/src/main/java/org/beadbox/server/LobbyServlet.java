package org.beadbox.server;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serial;
import java.nio.charset.StandardCharsets;
import org.beadbox.server.lobby.Lobby;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The lobby over HTTP: its API calls ({@link LobbyApi}), the Atom feeds, and the server's own
 * pages (lobby, home, profile) with their script and style from this bundle's {@code site/}.
 * Reads at most {@value ApiServlet#MAX_BODY} bytes of body; answers are never cached.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/api/games",
        "osgi.http.whiteboard.servlet.pattern=/api/seeks",
        "osgi.http.whiteboard.servlet.pattern=/api/seeks/*",
        "osgi.http.whiteboard.servlet.pattern=/api/tables",
        "osgi.http.whiteboard.servlet.pattern=/api/tables/*",
        "osgi.http.whiteboard.servlet.pattern=/api/guest-tables",
        "osgi.http.whiteboard.servlet.pattern=/api/home",
        "osgi.http.whiteboard.servlet.pattern=/api/profile/*",
        "osgi.http.whiteboard.servlet.pattern=/api/records/*",
        "osgi.http.whiteboard.servlet.pattern=/api/feed",
        "osgi.http.whiteboard.servlet.pattern=/feed/*",
        "osgi.http.whiteboard.servlet.pattern=/lobby",
        "osgi.http.whiteboard.servlet.pattern=/home",
        "osgi.http.whiteboard.servlet.pattern=/profile/*",
        "osgi.http.whiteboard.servlet.pattern=/settings",
        "osgi.http.whiteboard.servlet.pattern=/site/*",
        "osgi.http.whiteboard.servlet.name=beadbox-lobby"})
public final class LobbyServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    /**
     * The pages' Content-Security-Policy: this site's scripts, styles and sockets only, no plugins
     * ({@code object-src}), no {@code <base>}, forms sent here only, and no framing (wapiti found
     * {@code object-src} left to the default; docs/security.md).
     */
    static final String PAGE_POLICY = "default-src 'self'; connect-src 'self' ws: wss:; object-src 'none'; base-uri 'none';"
            + " form-action 'self'; frame-ancestors 'none'";

    private final transient LobbyApi api;

    @Activate
    public LobbyServlet(@Reference Database db, @Reference Accounts accounts, @Reference Sessions sessions,
                        @Reference Lobby lobby) {
        this.api = new LobbyApi(lobby, accounts, sessions, db);
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getServletPath() + (req.getPathInfo() == null ? "" : req.getPathInfo());
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        if (!path.startsWith("/api/") && !path.startsWith("/feed/")) {
            page(path, req.getMethod(), resp);
            return;
        }
        LobbyApi.Answer answer;
        String body = read(req);
        if (body == null) {
            answer = LobbyApi.Answer.error(413, "the request body is too large: at most " + ApiServlet.MAX_BODY + " bytes");
        } else {
            answer = api.handle(new ApiRequest(req.getMethod(), path, req.getRemoteAddr(), req::getHeader, body),
                    req.getQueryString());
        }
        resp.setStatus(answer.status());
        if (answer.status() == 405) { // RFC 9110: a 405 names the methods the resource takes
            resp.setHeader("Allow", String.join(", ", LobbyApi.ROUTES.methods(path)));
        }
        if (answer.location() != null) {
            resp.setHeader("Location", answer.location());
        }
        if (answer.body() != null) {
            resp.setContentType(answer.contentType());
            if (path.startsWith("/api/records/")) {
                resp.setHeader("Content-Disposition", "attachment; filename=\"" + path.substring("/api/records/".length()) + "\"");
            }
            resp.getOutputStream().write(answer.body().getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The server's pages: /lobby, /home, /settings, /profile/NAME (one page each; the script reads the path), and site/ files. */
    static void page(String path, String method, HttpServletResponse resp) throws IOException {
        if (!method.equals("GET") && !method.equals("HEAD")) {
            resp.sendError(405);
            return;
        }
        String file;
        if (path.equals("/lobby") || path.equals("/home") || path.equals("/settings") || path.startsWith("/profile/")) {
            file = "site/" + (path.startsWith("/profile/") ? "profile" : path.substring(1)) + ".html";
        } else if (path.matches("/site/[a-z-]{1,30}\\.(js|css)")) {
            file = path.substring(1);
        } else {
            resp.sendError(404);
            return;
        }
        file(file, resp);
    }

    /** Sends a page's or its script's file from this bundle ({@code site/...}) with the pages' policy; 404 when there is none. */
    static void file(String file, HttpServletResponse resp) throws IOException {
        if (file.endsWith(".html")) { // a page: its shared parts put in (SitePages)
            java.util.Optional<byte[]> page = SitePages.page(file);
            if (page.isEmpty()) {
                resp.sendError(404);
                return;
            }
            resp.setContentType("text/html; charset=utf-8");
            resp.setHeader("Content-Security-Policy", PAGE_POLICY);
            resp.getOutputStream().write(page.get());
            return;
        }
        try (InputStream in = LobbyServlet.class.getClassLoader().getResourceAsStream(file)) {
            if (in == null) {
                resp.sendError(404);
                return;
            }
            resp.setContentType(file.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8");
            resp.setHeader("Content-Security-Policy", PAGE_POLICY);
            in.transferTo(resp.getOutputStream());
        }
    }

    private static String read(HttpServletRequest req) throws IOException {
        if (req.getContentLengthLong() > ApiServlet.MAX_BODY) {
            return null;
        }
        try (InputStream in = req.getInputStream()) {
            byte[] bytes = in.readNBytes(ApiServlet.MAX_BODY + 1);
            return bytes.length > ApiServlet.MAX_BODY ? null : new String(bytes, StandardCharsets.UTF_8);
        }
    }
}
