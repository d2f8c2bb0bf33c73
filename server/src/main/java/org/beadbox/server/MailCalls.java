package org.beadbox.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.Optional;
import java.util.function.Function;
import org.beadbox.server.mail.MailException;
import org.beadbox.server.mail.MailService;
import org.beadbox.server.mail.Notifier;

/**
 * The mail's part of the HTTP API (docs/server-api.md, "Mail"): {@code POST /api/email},
 * {@code /api/email/verify}, {@code /api/email/remove}, {@code /api/password/forgot},
 * {@code /api/password/reset}, {@code GET}/{@code POST /api/notifications} and {@code GET /api/mail}.
 * Called by {@link AccountApi} after its Origin check; {@code null} for a path that is not one of these.
 */
final class MailCalls {

    /** The one answer to {@code POST /api/password/forgot}, whatever the name. */
    static final String FORGOT_ANSWER = "if that account has a verified e-mail address, a link to set a new password"
            + " is on its way to it (valid 30 minutes)";

    private final MailService mail;
    private final Function<ApiRequest, Account> loggedIn;
    private final Function<ApiRequest, String> client;

    MailCalls(MailService mail, Function<ApiRequest, Account> loggedIn, Function<ApiRequest, String> client) {
        this.mail = mail;
        this.loggedIn = loggedIn;
        this.client = client;
    }

    /** A call's handler; {@code body} reads the request's JSON body. */
    @FunctionalInterface
    private interface Call {
        ApiResponse handle(MailCalls calls, ApiRequest r, Function<ApiRequest, JsonObject> body);
    }

    /** Every mail call, with its full path (the servlet's {@code /api} included); listed in {@link ApiRoutes}. */
    static final RouteTable<Call> ROUTES = new RouteTable<Call>()
            .add("GET", "/api/mail", (m, r, body) -> m.enabled())
            .add("POST", "/api/email", MailCalls::addEmail)
            .add("POST", "/api/email/verify", MailCalls::verify)
            .add("POST", "/api/email/remove", (m, r, body) -> {
                m.mail.removeEmail(m.loggedIn.apply(r));
                return ApiResponse.json(204, null);
            })
            .add("POST", "/api/password/forgot", MailCalls::forgot)
            .add("POST", "/api/password/reset", MailCalls::reset)
            .add("GET", "/api/notifications", (m, r, body) -> ApiResponse.json(200, describe(m.mail.notifications(m.loggedIn.apply(r)))))
            .add("POST", "/api/notifications", MailCalls::setNotifications);

    /** The answer to a mail call, or null when {@code r} is none; {@code r.path()} is the path after {@code /api}. */
    ApiResponse handle(ApiRequest r, Function<ApiRequest, JsonObject> body) {
        RouteTable.Found<Call> found = ROUTES.find(r.method(), "/api" + r.path());
        if (found == null) {
            return null;
        }
        try {
            return found.handler().handle(this, r, body);
        } catch (MailException e) {
            return ApiResponse.error(e.status(), e.getMessage());
        }
    }

    private ApiResponse enabled() {
        JsonObject o = new JsonObject();
        o.addProperty("enabled", mail.enabled());
        return ApiResponse.json(200, o);
    }

    private ApiResponse addEmail(ApiRequest r, Function<ApiRequest, JsonObject> body) {
        Account a = loggedIn.apply(r);
        String email = ApiRequest.string(body.apply(r), "email");
        mail.addEmail(a, email, client.apply(r));
        JsonObject o = new JsonObject();
        o.addProperty("sent", "a verification link is on its way to " + email + " (valid 24 hours)");
        return ApiResponse.json(202, o);
    }

    private ApiResponse verify(ApiRequest r, Function<ApiRequest, JsonObject> body) {
        String address = mail.verify(ApiRequest.string(body.apply(r), "token"));
        JsonObject o = new JsonObject();
        o.addProperty("email", address);
        o.addProperty("verified", true);
        return ApiResponse.json(200, o);
    }

    private ApiResponse forgot(ApiRequest r, Function<ApiRequest, JsonObject> body) {
        mail.forgot(ApiRequest.string(body.apply(r), "name"), client.apply(r));
        JsonObject o = new JsonObject();
        o.addProperty("sent", FORGOT_ANSWER);
        return ApiResponse.json(202, o);
    }

    private ApiResponse reset(ApiRequest r, Function<ApiRequest, JsonObject> body) {
        JsonObject b = body.apply(r);
        mail.reset(ApiRequest.string(b, "token"), ApiRequest.string(b, "password"), client.apply(r));
        JsonObject o = new JsonObject();
        o.addProperty("reset", "your new password is set and every session of the account ended: log in with it");
        return ApiResponse.json(200, o);
    }

    private ApiResponse setNotifications(ApiRequest r, Function<ApiRequest, JsonObject> body) {
        Account a = loggedIn.apply(r);
        Notifier.Settings s = read(body.apply(r), mail.notifications(a));
        mail.setNotifications(a, s);
        return ApiResponse.json(200, describe(s));
    }

    /** What {@code GET /api/me} adds: the account's own address and notifications. */
    void describe(Account a, JsonObject me) {
        me.addProperty("mail", mail.enabled());
        Optional<String> email = mail.email(a);
        if (email.isPresent()) {
            me.addProperty("email", email.get());
        } else {
            me.add("email", com.google.gson.JsonNull.INSTANCE);
        }
        Optional<String> pending = mail.enabled() ? mail.pendingEmail(a).filter(p -> !email.equals(Optional.of(p))) : Optional.empty();
        if (pending.isPresent()) {
            me.addProperty("emailPending", pending.get());
        } else {
            me.add("emailPending", com.google.gson.JsonNull.INSTANCE);
        }
        me.add("notifications", describe(mail.notifications(a)));
    }

    private static JsonObject describe(Notifier.Settings s) {
        JsonObject o = new JsonObject();
        o.addProperty("turn", s.turn());
        o.addProperty("digestHours", s.digestHours());
        o.addProperty("challenge", s.challenge());
        o.addProperty("tournament", s.tournament());
        return o;
    }

    private static Notifier.Settings read(JsonObject b, Notifier.Settings now) {
        return new Notifier.Settings(bool(b, "turn", now.turn()), hours(b, now.digestHours()), bool(b, "challenge", now.challenge()),
                bool(b, "tournament", now.tournament()));
    }

    private static boolean bool(JsonObject b, String name, boolean otherwise) {
        JsonElement e = b.get(name);
        if (e == null || e.isJsonNull()) {
            return otherwise;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) {
            throw new AccountException(400, "\"" + name + "\" must be true or false");
        }
        return e.getAsBoolean();
    }

    private static int hours(JsonObject b, int otherwise) {
        JsonElement e = b.get("digestHours");
        if (e == null || e.isJsonNull()) {
            return otherwise;
        }
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber() || !e.getAsString().matches("\\d{1,3}")) {
            throw new AccountException(400, "\"digestHours\" must be a whole number of hours from 1 to 168");
        }
        return e.getAsInt();
    }

}
