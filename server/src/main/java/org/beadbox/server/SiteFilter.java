package org.beadbox.server;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Set;
import org.osgi.service.component.annotations.Component;

/**
 * The server is a site, not the desktop: its address {@code /} is the lobby (the page of
 * {@code /lobby}), and the desktop's start page and plugin list, which the web front-end serves
 * on the desktop, are not served at all (404): {@code /index.html}, its scripts and
 * {@code /plugins}. Pages of the site that lead "back to the lobby" or home ({@code /}) so
 * stay in the site. The server's plugins change only through {@link AdminApi}.
 */
@Component(service = Filter.class, property = {
        "osgi.http.whiteboard.filter.pattern=/*",
        "osgi.http.whiteboard.filter.name=beadbox-site",
        "osgi.http.whiteboard.filter.dispatcher=REQUEST"})
public final class SiteFilter implements Filter {

    /** The desktop's own pages and calls, answered 404 on the server. */
    static final Set<String> DESKTOP_ONLY = Set.of("/index.html", "/lobby.js", "/plugins", "/plugins.js", "/plugins.css");

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        if (request instanceof HttpServletRequest req && response instanceof HttpServletResponse resp) {
            String path = (req.getServletPath() == null ? "" : req.getServletPath()) + (req.getPathInfo() == null ? "" : req.getPathInfo());
            boolean read = "GET".equals(req.getMethod()) || "HEAD".equals(req.getMethod());
            if (read && (path.isEmpty() || path.equals("/"))) {
                resp.setHeader("Cache-Control", "no-store");
                resp.setHeader("X-Content-Type-Options", "nosniff");
                LobbyServlet.page("/lobby", req.getMethod(), resp);
                return;
            }
            if (DESKTOP_ONLY.contains(path) || path.startsWith("/plugins/")) {
                resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no such page on this site");
                return;
            }
        }
        chain.doFilter(request, response);
    }
}
