package org.beadbox.ui.web;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serial;
import java.net.URL;
import java.util.Map;
import java.util.regex.Pattern;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The pages, styles and scripts, from this bundle's {@code web/} folder only: a name is one
 * plain file name (letters, digits, dashes, one extension from a short list), so no path can
 * leave the folder.
 *
 * <p>{@code /?host=SECRET}, the link the launcher prints, hands the host's browser its cookie
 * ({@link HostKey}) when the secret is right, and sends every browser on to the clean address
 * {@code /}, so the secret stays in no address bar or history.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/",
        "osgi.http.whiteboard.servlet.name=beadbox-static"})
public final class StaticServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]*\\.(html|css|js|svg)");

    private static final Map<String, String> TYPES = Map.of(
            "html", "text/html; charset=utf-8",
            "css", "text/css; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "svg", "image/svg+xml");

    @Reference
    private transient HostKey hostKey;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getRequestURI();
        String secret = path.equals("/") ? req.getParameter(HostKey.PARAMETER) : null;
        if (secret != null) {
            if (hostKey.matches(secret)) {
                resp.addHeader("Set-Cookie", hostKey.cookie());
            }
            RequestGuard.apply(resp);
            resp.setHeader("Cache-Control", "no-store");
            resp.setStatus(HttpServletResponse.SC_SEE_OTHER);
            resp.setHeader("Location", "/");
            return;
        }
        String name = path.equals("/") ? "index.html" : path.substring(1);
        URL url = NAME.matcher(name).matches() ? StaticServlet.class.getResource("/web/" + name) : null;
        if (url == null) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no such page");
            return;
        }
        String ext = name.substring(name.lastIndexOf('.') + 1);
        resp.setContentType(TYPES.get(ext));
        RequestGuard.apply(resp); // also set by the filter; here too, so a page never goes without
        resp.setHeader("Cache-Control", "no-cache");
        try (InputStream in = url.openStream()) {
            in.transferTo(resp.getOutputStream());
        }
    }
}
