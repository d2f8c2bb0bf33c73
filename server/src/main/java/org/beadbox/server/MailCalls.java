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

    /** The answer to a mail call, or null when {@code r} is none. */
    ApiResponse handle(ApiRequest r, Function<ApiRequest, JsonObject> body) {
        String call = r.method() + " " + r.path();
        try {
            return switch (call) {
                case "GET /mail" -> {
                    JsonObject o = new JsonObject();
                    o.addProperty("enabled", mail.enabled());
                    yield ApiResponse.json(200, o);
                }
                case "POST /email" -> {
                    Account a = loggedIn.apply(r);
                    String email = field(body.apply(r), "email");
                    mail.addEmail(a, email, client.apply(r));
                    JsonObject o = new JsonObject();
                    o.addProperty("sent", "a verification link is on its way to " + email + " (valid 24 hours)");
                    yield ApiResponse.json(202, o);
                }
                case "POST /email/verify" -> {
                    String address = mail.verify(field(body.apply(r), "token"));
                    JsonObject o = new JsonObject();
                    o.addProperty("email", address);
                    o.addProperty("verified", true);
                    yield ApiResponse.json(200, o);
                }
                case "POST /email/remove" -> {
                    mail.removeEmail(loggedIn.apply(r));
                    yield ApiResponse.json(204, null);
                }
                case "POST /password/forgot" -> {
                    mail.forgot(field(body.apply(r), "name"), client.apply(r));
                    JsonObject o = new JsonObject();
                    o.addProperty("sent", FORGOT_ANSWER);
                    yield ApiResponse.json(202, o);
                }
                case "POST /password/reset" -> {
                    JsonObject b = body.apply(r);
                    mail.reset(field(b, "token"), field(b, "password"), client.apply(r));
                    JsonObject o = new JsonObject();
                    o.addProperty("reset", "your new password is set and every session of the account ended: log in with it");
                    yield ApiResponse.json(200, o);
                }
                case "GET /notifications" -> ApiResponse.json(200, describe(mail.notifications(loggedIn.apply(r))));
                case "POST /notifications" -> {
                    Account a = loggedIn.apply(r);
                    Notifier.Settings s = read(body.apply(r), mail.notifications(a));
                    mail.setNotifications(a, s);
                    yield ApiResponse.json(200, describe(s));
                }
                default -> r.path().matches("/(mail|email|email/verify|email/remove|password/forgot|password/reset|notifications)")
                        ? ApiResponse.error(405, r.method() + " is not allowed on /api" + r.path() + ": see docs/server-api.md")
                        : null;
            };
        } catch (MailException e) {
            return ApiResponse.error(e.status(), e.getMessage());
        }
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
        me.add("notifications", describe(mail.notifications(a)));
    }

    private static JsonObject describe(Notifier.Settings s) {
        JsonObject o = new JsonObject();
        o.addProperty("turn", s.turn());
        o.addProperty("digestHours", s.digestHours());
        o.addProperty("challenge", s.challenge());
        return o;
    }

    private static Notifier.Settings read(JsonObject b, Notifier.Settings now) {
        return new Notifier.Settings(bool(b, "turn", now.turn()), hours(b, now.digestHours()), bool(b, "challenge", now.challenge()));
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
