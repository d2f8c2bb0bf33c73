package org.beadbox.server;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serial;
import java.nio.charset.StandardCharsets;
import org.beadbox.server.tournament.TournamentService;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The tournaments over HTTP: their API calls ({@link TournamentApi}) and the tournament page
 * ({@code /tournament/ID}, the bundle's {@code site/tournament.html}) and the list ({@code /tournaments}); their scripts and
 * styles come through {@link LobbyServlet}. Reads at most {@value ApiServlet#MAX_BODY} bytes of
 * body; answers are never cached.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/api/tournaments",
        "osgi.http.whiteboard.servlet.pattern=/api/tournaments/*",
        "osgi.http.whiteboard.servlet.pattern=/tournament/*",
        "osgi.http.whiteboard.servlet.pattern=/tournaments",
        "osgi.http.whiteboard.servlet.name=beadbox-tournaments"})
public final class TournamentServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    private final transient TournamentApi api;

    @Activate
    public TournamentServlet(@Reference Database db, @Reference Sessions sessions, @Reference TournamentService service) {
        this.api = new TournamentApi(service.tournaments(), sessions, db);
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getServletPath() + (req.getPathInfo() == null ? "" : req.getPathInfo());
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        if (path.startsWith("/tournament/") || path.equals("/tournaments")) {
            page(path, req.getMethod(), resp);
            return;
        }
        TournamentApi.Answer answer;
        String body = read(req);
        if (body == null) {
            answer = TournamentApi.Answer.error(413, "the request body is too large: at most " + ApiServlet.MAX_BODY + " bytes");
        } else {
            answer = api.handle(new ApiRequest(req.getMethod(), path, req.getRemoteAddr(), req::getHeader, body), req.getQueryString());
        }
        resp.setStatus(answer.status());
        if (answer.status() == 405) {
            resp.setHeader("Allow", String.join(", ", TournamentApi.ROUTES.methods(path)));
        }
        if (answer.body() != null) {
            resp.setContentType(answer.contentType());
            if (path.endsWith("/records.zip")) {
                resp.setHeader("Content-Disposition", "attachment; filename=\"tournament-"
                        + path.replaceAll("\\D", "") + "-records.zip\"");
            }
            resp.getOutputStream().write(answer.body());
        }
    }

    private static void page(String path, String method, HttpServletResponse resp) throws IOException {
        if (!method.equals("GET") && !method.equals("HEAD")) {
            resp.sendError(405);
            return;
        }
        String file = path.equals("/tournaments") ? "site/tournaments.html" : "site/tournament.html";
        if (!path.equals("/tournaments") && !path.matches("/tournament/\\d{1,18}")) {
            resp.sendError(404);
            return;
        }
        LobbyServlet.file(file, resp);
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
