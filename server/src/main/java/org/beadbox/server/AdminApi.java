package org.beadbox.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import org.beadbox.server.security.Cookies;
import org.beadbox.server.security.SecurityLog;
import org.beadbox.api.Quote;
import org.beadbox.core.catalogue.Catalogue;
import org.beadbox.core.catalogue.Plugin;

/**
 * The administrator's plugin calls (docs/server-api.md, "Administration"): {@code GET
 * /api/admin/plugins} lists what the catalogues offer; {@code POST
 * /api/admin/plugins/install|update|remove} with {@code {"plugin": ID, "password": "..."}} changes
 * the plugins of the node that answers. The only way to change a server's plugins over HTTP.
 *
 * <p>Each change needs, in this order: the Origin of the site ({@link Gate}), a logged-in session,
 * an account with the administrator's role ({@link AdminRoles}), and the account's password
 * entered again (throttled and counted as a login, {@link Accounts#confirmPassword}). A wrong
 * password and every change tried are written to the audit log, each through {@link #audit}
 * (and so {@link AuditLog#write}), with the account, the plugin and the client's address.
 * One change runs at a time.
 */
final class AdminApi {

    /** The longest plugin id read. */
    static final int MAX_ID = 200;

    private final Accounts accounts;
    private final Sessions sessions;
    private final Database db;
    private final Gate gate;
    private final SecurityLog log;
    private final Supplier<Catalogue> catalogue;

    AdminApi(Accounts accounts, Sessions sessions, Database db, SecurityLog log, Supplier<Catalogue> catalogue) {
        this.accounts = accounts;
        this.log = log;
        this.sessions = sessions;
        this.db = db;
        this.gate = new Gate(db.settings());
        this.catalogue = catalogue;
    }

    /** Answers one request; {@code r.path()} is the path after {@code /api/admin}. */
    ApiResponse handle(ApiRequest r) {
        String problem = gate.originProblem(r.method(), r.header());
        if (problem != null) {
            return ApiResponse.error(403, problem);
        }
        try {
            return route(r);
        } catch (AccountException e) {
            return ApiResponse.error(e.status(), e.getMessage());
        } catch (DatabaseException e) {
            return ApiResponse.error(503, "the server's database is not answering: try again in a minute");
        }
    }

    /** A call's handler. */
    @FunctionalInterface
    private interface Call {
        ApiResponse handle(AdminApi api, ApiRequest r);
    }

    /** Every call this class answers, with its full path (the servlet's {@code /api/admin} included). */
    static final RouteTable<Call> ROUTES = new RouteTable<Call>()
            .add("GET", "/api/admin/plugins", (api, r) -> api.list(api.admin(r)))
            .add("POST", "/api/admin/plugins/install", (api, r) -> api.change(r, "install"))
            .add("POST", "/api/admin/plugins/update", (api, r) -> api.change(r, "update"))
            .add("POST", "/api/admin/plugins/remove", (api, r) -> api.change(r, "remove"));

    private ApiResponse route(ApiRequest r) {
        String path = "/api/admin" + r.path();
        RouteTable.Found<Call> found = ROUTES.find(r.method(), path);
        if (found != null) {
            return found.handler().handle(this, r);
        }
        return ROUTES.methods(path).isEmpty()
                ? ApiResponse.error(404, "no such call: " + Quote.excerpt(path) + " (see docs/server-api.md)")
                : ApiResponse.error(405, Quote.excerpt(r.method()) + " is not allowed on " + path + ": see docs/server-api.md");
    }

    /** The logged-in administrator of the request: 401 when logged out, 403 for any other account. */
    private Account admin(ApiRequest r) {
        Account a = Gate.sessionId(r.header()).flatMap(sessions::account)
                .orElseThrow(() -> new AccountException(401, "not logged in: log in first (POST /api/login) as an administrator"));
        if (!db.inTransaction(c -> AdminRoles.isAdmin(c, a.id()))) {
            throw new AccountException(403, "only an administrator may change the server's plugins"
                    + " (the site's operator gives the role: " + StartName.command() + " server admin grant-admin NAME)");
        }
        return a;
    }

    private ApiResponse list(Account admin) {
        Catalogue c = catalogue();
        Catalogue.Listing listing = c.plugins();
        JsonArray plugins = new JsonArray();
        listing.plugins().forEach(p -> plugins.add(json(p)));
        JsonArray problems = new JsonArray();
        listing.problems().forEach(problems::add);
        JsonObject o = new JsonObject();
        o.add("plugins", plugins);
        o.add("problems", problems);
        return ApiResponse.json(200, o);
    }

    private ApiResponse change(ApiRequest r, String verb) {
        Account admin = admin(r);
        JsonObject body = r.json("{\"plugin\": \"org.beadbox.ai.cautious\", \"password\": \"...\"}");
        String id = ApiRequest.string(body, "plugin");
        if (id == null || id.isBlank() || id.length() > MAX_ID) {
            throw new AccountException(400, "name the plugin in \"plugin\" (its id, e.g. org.beadbox.ai.cautious; at most " + MAX_ID + " characters)");
        }
        String client = gate.client(r.remoteAddress(), r.header());
        String actor = "web:" + admin.name();
        try {
            accounts.confirmPassword(admin, ApiRequest.string(body, "password"), client, name -> Cookies.value(r.header(), name));
        } catch (AccountException e) {
            if (e.status() == 401) {
                audit(actor, "plugin-" + verb + "-refused", id, "wrong password, from " + client);
                securityLog("plugin-" + verb + "-refused", admin, id, client);
                throw new AccountException(401, "wrong password: enter your password again to " + verb + " a plugin");
            }
            throw e;
        }
        Catalogue c = catalogue();
        StringBuilder steps = new StringBuilder();
        synchronized (AdminApi.class) {
            try {
                String done = switch (verb) {
                    case "install" -> describe("Installed ", c.install(id, steps::append));
                    case "update" -> describe("Updated to ", c.update(id, steps::append));
                    default -> {
                        c.uninstall(id, steps::append);
                        yield "Removed " + id;
                    }
                };
                audit(actor, "plugin-" + verb, id, done + ", from " + client);
                securityLog("plugin-" + verb, admin, id, client);
                JsonObject o = new JsonObject();
                o.addProperty("ok", true);
                o.addProperty("message", done);
                return ApiResponse.json(200, o);
            } catch (IllegalArgumentException e) {
                String why = Quote.line(String.valueOf(e.getMessage()));
                audit(actor, "plugin-" + verb, id, "failed: " + why + ", from " + client);
                securityLog("plugin-" + verb + "-failed", admin, id, client);
                return ApiResponse.error(409, why);
            }
        }
    }

    /**
     * Writes one entry of the audit log in a transaction of its own: every audit write of the
     * administrator's plugin calls goes through here (and so through {@link AuditLog#write}).
     */
    private void audit(String actor, String action, String target, String detail) {
        db.inTransaction(c -> {
            AuditLog.write(c, actor, action, target, detail);
            return null;
        });
    }

    /** The security log's line of a plugin change (docs/deploy.md): {@code event=plugin-install account=NAME plugin=ID address=A}. */
    private void securityLog(String event, Account admin, String plugin, String address) {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("address", address);
        f.put("account", admin.name());
        f.put("plugin", plugin);
        log.event(event, f);
    }

    private Catalogue catalogue() {
        Catalogue c = catalogue.get();
        if (c == null) {
            throw new AccountException(503, "the plugin catalogue is not running on this server: try again in a minute");
        }
        return c;
    }

    private static String describe(String what, Plugin p) {
        return what + p.name() + " " + p.version();
    }

    private static JsonObject json(Plugin p) {
        JsonObject o = new JsonObject();
        o.addProperty("id", p.id());
        o.addProperty("name", p.name());
        o.addProperty("kind", p.kind());
        o.addProperty("version", p.version());
        o.addProperty("installedVersion", p.installedVersion());
        o.addProperty("description", p.description());
        o.addProperty("fits", p.fits());
        o.addProperty("needs", p.needs());
        o.addProperty("builtIn", p.builtIn());
        o.addProperty("updatable", p.updatable() && !p.builtIn() && p.fits());
        return o;
    }


}
