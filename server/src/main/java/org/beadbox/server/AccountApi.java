package org.beadbox.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
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

    private ApiResponse route(ApiRequest r) {
        String call = r.method() + " " + r.path();
        return switch (call) {
            case "POST /register" -> register(body(r), r);
            case "POST /login" -> login(body(r), r);
            case "POST /logout" -> logout(r);
            case "GET /me" -> me(r);
            case "POST /password" -> changePassword(body(r), r);
            case "POST /account/delete" -> delete(body(r), r);
            default -> r.path().matches("/(register|login|logout|me|password|account/delete)")
                    ? ApiResponse.error(405, r.method() + " is not allowed on /api" + r.path() + ": see docs/server-api.md")
                    : mailCall(r);
        };
    }

    /** The mail's calls (MailCalls), or 404. */
    private ApiResponse mailCall(ApiRequest r) {
        ApiResponse a = mail.handle(r, AccountApi::body);
        return a != null ? a : ApiResponse.error(404, "no such call: /api" + r.path() + " (see docs/server-api.md)");
    }

    private ApiResponse register(JsonObject body, ApiRequest r) {
        Account a = accounts.register(field(body, "name"), field(body, "password"), client(r));
        return ApiResponse.json(201, describe(a), cookie(r, sessions.start(a)), device(r, a));
    }

    private ApiResponse login(JsonObject body, ApiRequest r) {
        Account a = accounts.login(field(body, "name"), field(body, "password"), client(r), cookies(r));
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
        accounts.changePassword(a, field(body, "current"), field(body, "password"), client(r), cookies(r));
        // Every session of the account ended with the old password; this browser gets a new one.
        return ApiResponse.json(200, describe(a), cookie(r, sessions.start(a)), device(r, a));
    }

    private ApiResponse delete(JsonObject body, ApiRequest r) {
        Account a = loggedIn(r);
        accounts.delete(a, field(body, "password"), client(r), cookies(r));
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

    private static JsonObject describe(Account a) {
        JsonObject o = new JsonObject();
        o.addProperty("name", a.name());
        o.addProperty("created", a.created().toString());
        return o;
    }

    private static JsonObject body(ApiRequest r) {
        try {
            JsonElement e = JsonParser.parseString(r.body());
            if (e.isJsonObject()) {
                return e.getAsJsonObject();
            }
        } catch (RuntimeException e) {
            // told below
        }
        throw new AccountException(400, "the body must be one JSON object, e.g. {\"name\": \"ann\", \"password\": \"...\"}");
    }

    private static String field(JsonObject body, String name) {
        JsonElement e = body.get(name);
        if (e == null || e.isJsonNull()) {
            return null;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
            throw new AccountException(400, "\"" + name + "\" must be a string");
        }
        return e.getAsString();
    }
}
