package org.beadbox.server;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serial;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.beadbox.server.mail.MailException;
import org.beadbox.server.mail.MailService;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The pages the links in mails open (docs/server-api.md, "Mail"), plain HTML without script:
 * <ul>
 * <li>{@code GET /mail/verify?token=T}: verifies the address (following the link is the verification);
 * <li>{@code GET /mail/reset?token=T}: a form for the new password, posted to {@code POST /mail/reset};
 * <li>{@code GET /mail/unsubscribe?token=T}: a button posting to the same address;
 *     {@code POST /mail/unsubscribe?token=T} turns the notification off: RFC 8058's one-click
 *     unsubscribe, which a mail client posts without a login and without an Origin (the token is
 *     the permission).
 * </ul>
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/mail/*",
        "osgi.http.whiteboard.servlet.name=beadbox-mail-pages"})
public final class MailPages extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    private final transient MailService mail;
    private final transient Gate gate;

    /** The pages, each named by its handler's case in {@link #service}; listed in {@link ApiRoutes}. */
    static final RouteTable<String> ROUTES = new RouteTable<String>()
            .add("GET", "/mail/verify", "GET /verify")
            .add("GET", "/mail/reset", "GET /reset")
            .add("POST", "/mail/reset", "POST /reset")
            .add("GET", "/mail/unsubscribe", "GET /unsubscribe")
            .add("POST", "/mail/unsubscribe", "POST /unsubscribe");

    @Activate
    public MailPages(@Reference Database db, @Reference MailService mail) {
        this.mail = mail;
        this.gate = new Gate(db.settings());
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String path = req.getPathInfo() == null ? "/" : req.getPathInfo();
        String method = req.getMethod();
        RouteTable.Found<String> found = ROUTES.find(method, "/mail" + path);
        if (found == null) {
            java.util.Set<String> methods = ROUTES.methods("/mail" + path);
            if (methods.isEmpty()) {
                page(resp, 404, "Not found", "<p>There is no such page.</p>");
            } else { // RFC 9110: a 405 names the methods the resource takes; JSON as every API's 405
                resp.setHeader("Allow", String.join(", ", methods));
                resp.setStatus(405);
                resp.setHeader("Cache-Control", "no-store");
                resp.setHeader("X-Content-Type-Options", "nosniff");
                resp.setContentType("application/json; charset=utf-8");
                resp.getOutputStream().write((ApiResponse.error(405, org.beadbox.api.Quote.excerpt(method)
                        + " is not allowed on /mail" + path + ": use " + String.join(" or ", methods)).body() + "\n")
                        .getBytes(StandardCharsets.UTF_8));
            }
            return;
        }
        Map<String, String> form = form(req);
        String token = req.getParameter("token") != null ? req.getParameter("token") : form.get("token");
        String client = gate.client(req.getRemoteAddr(), req::getHeader);
        try {
            switch (found.handler()) {
                case "GET /verify" -> page(resp, 200, "E-mail address verified",
                        "<p>" + esc(mail.verify(token)) + " is now your account's address.</p><p><a href=\"/lobby\">To the lobby</a></p>");
                case "GET /reset" -> page(resp, 200, "Set a new password",
                        "<form method=\"post\" action=\"/mail/reset\"><input type=\"hidden\" name=\"token\" value=\"" + esc(token) + "\">"
                                + "<p><label>New password <input type=\"password\" name=\"password\" autocomplete=\"new-password\""
                                + " minlength=\"8\" maxlength=\"128\" required></label></p><p><button type=\"submit\">Set it</button></p></form>");
                case "POST /reset" -> {
                    String problem = gate.originProblem(method, req::getHeader);
                    if (problem != null) {
                        page(resp, 403, "Refused", "<p>" + esc(problem) + "</p>");
                        return;
                    }
                    mail.reset(form.get("token"), form.get("password"), client);
                    page(resp, 200, "Password set", "<p>Your new password is set, and every session of the account ended."
                            + " <a href=\"/lobby\">Log in</a> with it.</p>");
                }
                case "GET /unsubscribe" -> page(resp, 200, "Unsubscribe",
                        "<form method=\"post\" action=\"/mail/unsubscribe?token=" + esc(token) + "\">"
                                + "<input type=\"hidden\" name=\"List-Unsubscribe\" value=\"One-Click\">"
                                + "<p><button type=\"submit\">Send me no more of these mails</button></p></form>");
                case "POST /unsubscribe" -> {
                    String kind = mail.unsubscribe(token);
                    page(resp, 200, "Unsubscribed", "<p>You will get no more mails " + (kind.equals("turn")
                            ? "about your turn in correspondence games" : "about challenges")
                            + ". Turn them on again in your settings.</p>");
                }
                default -> page(resp, 404, "Not found", "<p>There is no such page.</p>");
            }
        } catch (MailException e) {
            page(resp, e.status(), "That did not work", "<p>" + esc(e.getMessage()) + "</p>");
        } catch (AccountException e) {
            page(resp, e.status(), "That did not work", "<p>" + esc(e.getMessage()) + "</p>"
                    + (path.equals("/reset") ? "<p>Go back and choose another password.</p>" : ""));
        } catch (DatabaseException e) {
            page(resp, 503, "Try again", "<p>the server's database is not answering: try again in a minute</p>");
        }
    }

    /** A form body of at most {@link ApiServlet#MAX_BODY} bytes (empty for none, a longer or another kind). */
    private static Map<String, String> form(HttpServletRequest req) throws IOException {
        Map<String, String> f = new HashMap<>();
        String type = req.getContentType();
        if (!"POST".equals(req.getMethod()) || type == null || !type.startsWith("application/x-www-form-urlencoded")
                || req.getContentLengthLong() > ApiServlet.MAX_BODY) {
            return f;
        }
        try (InputStream in = req.getInputStream()) {
            byte[] bytes = in.readNBytes(ApiServlet.MAX_BODY + 1);
            if (bytes.length > ApiServlet.MAX_BODY) {
                return f;
            }
            for (String pair : new String(bytes, StandardCharsets.US_ASCII).split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0) {
                    try {
                        f.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                                URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
                    } catch (IllegalArgumentException e) {
                        // a broken pair is left out
                    }
                }
            }
        }
        return f;
    }

    private static void page(HttpServletResponse resp, int status, String title, String html) throws IOException {
        resp.setStatus(status);
        resp.setContentType("text/html; charset=utf-8");
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("Referrer-Policy", "same-origin"); // not no-referrer: Chromium then sends "Origin: null" with the form
        resp.setHeader("X-Content-Type-Options", "nosniff");
        resp.setHeader("Content-Security-Policy", "default-src 'self'; form-action 'self'; frame-ancestors 'none'");
        String doc = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\""
                + " content=\"width=device-width\"><title>" + esc(title) + " · Beadbox</title><link rel=\"stylesheet\""
                + " href=\"/site/site.css\"></head><body><main><h1>" + esc(title) + "</h1>" + html + "</main></body></html>\n";
        resp.getOutputStream().write(doc.getBytes(StandardCharsets.UTF_8));
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
