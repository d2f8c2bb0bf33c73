package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.Serial;
import org.beadbox.core.catalogue.Catalogue;
import org.beadbox.core.catalogue.Plugin;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * {@code /plugins}: the plugin catalogues' offer for the host's own browser, never a guest's.
 * {@code GET} answers JSON: {@code {"plugins": [{id, name, kind, version, description, fits,
 * needs, status, updatable}], "problems": [...]}}; {@code POST ?install=ID} or {@code ?update=ID}
 * installs or updates one and answers {@code {"ok": true|false, "message": "..."}}.
 *
 * <p>Everyone but the host gets a 404, as if there were no such page: the request must carry
 * the host's cookie ({@link HostKey}: the secret of the link the launcher printed), never merely
 * come from loopback or name this machine in its Host header (behind a proxy every connection is
 * loopback, and a client writes its own Host). On the server nobody is the host ({@link HostKey}
 * asks the server's visitors), so this page is never served there. A POST must also come from
 * this host's own page (Origin absent or this host) and carry the header {@code X-Beadbox:
 * plugins}, which a page of another site cannot send without the browser asking first; ids are
 * at most 200 characters. One install runs at a time.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/plugins",
        "osgi.http.whiteboard.servlet.name=beadbox-plugins"})
public final class PluginsServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;
    private static final int MAX_ID = 200;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    private transient volatile Catalogue catalogue;

    @Reference
    private transient HostKey hostKey;

    /** Made by Declarative Services. */
    public PluginsServlet() {
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Catalogue c = catalogue;
        if (!hostKey.host(req.getRemoteAddr(), req::getHeader) || c == null) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no such page");
            return;
        }
        Catalogue.Listing listing = c.plugins();
        JsonArray plugins = new JsonArray();
        for (Plugin p : listing.plugins()) {
            plugins.add(json(p));
        }
        JsonArray problems = new JsonArray();
        listing.problems().forEach(problems::add);
        JsonObject o = new JsonObject();
        o.add("plugins", plugins);
        o.add("problems", problems);
        send(resp, HttpServletResponse.SC_OK, o);
    }

    @Override
    protected void doPost(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Catalogue c = catalogue;
        if (!hostKey.host(req.getRemoteAddr(), req::getHeader) || c == null) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no such page");
            return;
        }
        if (!"plugins".equals(req.getHeader("X-Beadbox")) || !SocketServlet.sameOrigin(req.getHeader("Origin"), req.getHeader("Host"))) {
            send(resp, HttpServletResponse.SC_FORBIDDEN, answer(false, "only Beadbox's own page may install plugins"));
            return;
        }
        String install = req.getParameter("install");
        String update = req.getParameter("update");
        String id = install != null ? install : update;
        if (id == null || id.isBlank() || id.length() > MAX_ID || (install != null && update != null)) {
            send(resp, HttpServletResponse.SC_BAD_REQUEST, answer(false, "name one plugin to install or update (at most " + MAX_ID + " characters)"));
            return;
        }
        synchronized (PluginsServlet.class) {
            try {
                Plugin p = install != null ? c.install(id, line -> { }) : c.update(id, line -> { });
                send(resp, HttpServletResponse.SC_OK, answer(true, (install != null ? "Installed " : "Updated to ") + p.name() + " " + p.version()));
            } catch (IllegalArgumentException e) {
                send(resp, HttpServletResponse.SC_OK, answer(false, e.getMessage()));
            }
        }
    }

    private static JsonObject json(Plugin p) {
        JsonObject o = new JsonObject();
        o.addProperty("id", p.id());
        o.addProperty("name", p.name());
        o.addProperty("kind", p.kind());
        o.addProperty("version", p.version());
        o.addProperty("description", p.description());
        o.addProperty("fits", p.fits());
        o.addProperty("needs", p.needs());
        o.addProperty("status", !p.installed() ? "available" : p.builtIn() ? "comes with Beadbox" : "installed");
        o.addProperty("updatable", p.updatable() && !p.builtIn() && p.fits());
        return o;
    }

    private static JsonObject answer(boolean ok, String message) {
        JsonObject o = new JsonObject();
        o.addProperty("ok", ok);
        o.addProperty("message", message);
        return o;
    }

    private static void send(HttpServletResponse resp, int status, JsonObject o) throws IOException {
        resp.setStatus(status);
        resp.setContentType("application/json; charset=utf-8");
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        resp.getWriter().write(o.toString());
    }
}
