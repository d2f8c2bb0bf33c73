package org.beadbox.server;

import com.google.gson.JsonObject;
import java.util.Optional;
import java.util.function.Function;
import org.beadbox.server.security.Cookies;

/**
 * The accounts' part of the HTTP API (docs/server-api.md): register, login, logout, me, change
 * password, delete account. Every state-changing call first passes the Origin check; every
 * refusal is {@code {"error": "one line"}} with a 4xx status.
 */
final class AccountApi {

    private final Accounts accounts;
    private final Sessions sessions;
    private final Gate gate;
    private final ServerSettings settings;
    private final MailCalls mail;

    AccountApi(Accounts accounts, Sessions sessions, ServerSettings settings, org.beadbox.server.mail.MailService mail) {
        this.accounts = accounts;
        this.sessions = sessions;
        this.gate = new Gate(settings);
        this.settings = settings;
        this.mail = new MailCalls(mail, this::loggedIn, this::client);
    }

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
        ApiResponse handle(AccountApi api, ApiRequest r);
    }

    /** Every call this class answers, with its full path (the servlet's {@code /api} included). */
    static final RouteTable<Call> ROUTES = new RouteTable<Call>()
            .add("POST", "/api/register", (api, r) -> api.register(account(r), r))
            .add("POST", "/api/login", (api, r) -> api.login(account(r), r))
            .add("POST", "/api/logout", AccountApi::logout)
            .add("GET", "/api/me", AccountApi::me)
            .add("POST", "/api/password", (api, r) -> api.changePassword(account(r), r))
            .add("POST", "/api/account/delete", (api, r) -> api.delete(account(r), r));

    private ApiResponse route(ApiRequest r) {
        String path = "/api" + r.path();
        RouteTable.Found<Call> found = ROUTES.find(r.method(), path);
        if (found != null) {
            return found.handler().handle(this, r);
        }
        ApiResponse mailed = mail.handle(r, AccountApi::account);
        if (mailed != null) {
            return mailed;
        }
        return methods(path).isEmpty()
                ? ApiResponse.error(404, "no such call: " + org.beadbox.api.Quote.excerpt(path) + " (see docs/server-api.md)")
                : ApiResponse.error(405, org.beadbox.api.Quote.excerpt(r.method()) + " is not allowed on " + path + ": see docs/server-api.md");
    }

    /** The methods {@code path} (the servlet's {@code /api} included) takes, its own calls' and the mail's (for 405's Allow). */
    static java.util.Set<String> methods(String path) {
        java.util.Set<String> m = new java.util.LinkedHashSet<>(ROUTES.methods(path));
        m.addAll(MailCalls.ROUTES.methods(path));
        return m;
    }

    private ApiResponse register(JsonObject body, ApiRequest r) {
        Account a = accounts.register(ApiRequest.string(body, "name"), ApiRequest.string(body, "password"), client(r));
        return ApiResponse.json(201, describe(a), cookie(r, sessions.start(a)), device(r, a));
    }

    private ApiResponse login(JsonObject body, ApiRequest r) {
        Account a = accounts.login(ApiRequest.string(body, "name"), ApiRequest.string(body, "password"), client(r), cookies(r));
        Gate.sessionId(r.header()).ifPresent(sessions::end); // a session the browser already had ends: a new id, always
        return ApiResponse.json(200, describe(a), cookie(r, sessions.start(a)), device(r, a));
    }

    private ApiResponse logout(ApiRequest r) {
        Gate.sessionId(r.header()).ifPresent(sessions::end);
        return ApiResponse.json(204, null, gate.clearCookie());
    }

    private ApiResponse me(ApiRequest r) {
        Account a = loggedIn(r);
        JsonObject o = describe(a);
        mail.describe(a, o);
        return ApiResponse.json(200, o);
    }

    private ApiResponse changePassword(JsonObject body, ApiRequest r) {
        Account a = loggedIn(r);
        accounts.changePassword(a, ApiRequest.string(body, "current"), ApiRequest.string(body, "password"), client(r), cookies(r));
        // Every session of the account ended with the old password; this browser gets a new one.
        return ApiResponse.json(200, describe(a), cookie(r, sessions.start(a)), device(r, a));
    }

    private ApiResponse delete(JsonObject body, ApiRequest r) {
        Account a = loggedIn(r);
        accounts.delete(a, ApiRequest.string(body, "password"), client(r), cookies(r));
        return ApiResponse.json(204, null, gate.clearCookie());
    }

    private Account loggedIn(ApiRequest r) {
        Optional<Account> a = Gate.sessionId(r.header()).flatMap(sessions::account);
        return a.orElseThrow(() -> new AccountException(401, "not logged in: log in first (POST /api/login)"));
    }

    private String cookie(ApiRequest r, String sessionId) {
        return gate.cookie(sessionId, gate.https(r.remoteAddress(), r.header()));
    }

    /** A new device cookie for the browser (docs/server-api.md, "Throttling"), Secure as the session's. */
    private String device(ApiRequest r, Account a) {
        return accounts.deviceCookie(a, settings.secure() || gate.https(r.remoteAddress(), r.header()));
    }

    private static Function<String, String> cookies(ApiRequest r) {
        return name -> Cookies.value(r.header(), name);
    }

    private String client(ApiRequest r) {
        return gate.client(r.remoteAddress(), r.header());
    }

    /** The body of an account call, as one JSON object. */
    private static JsonObject account(ApiRequest r) {
        return r.json("{\"name\": \"ann\", \"password\": \"...\"}");
    }

    private static JsonObject describe(Account a) {
        JsonObject o = new JsonObject();
        o.addProperty("name", a.name());
        o.addProperty("created", a.created().toString());
        return o;
    }


}
