package org.beadbox.ui.web;

import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.Serial;
import java.nio.charset.StandardCharsets;
import org.osgi.service.component.annotations.Component;

/**
 * The page an error answers with (a page that does not exist, a refused request, a failure of
 * the host), in Beadbox's look instead of Jetty's plain one: the top bar, what went wrong in a
 * sentence and the way back to the lobby (issue 37 §2.7). Registered as the HTTP whiteboard's
 * error page for every 4xx and 5xx status. The status code is kept; the message the servlet
 * gave is shown as text, escaped, never as markup.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.errorPage=4xx",
        "osgi.http.whiteboard.servlet.errorPage=5xx",
        "osgi.http.whiteboard.servlet.name=beadbox-error"})
public final class ErrorPage extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        Object code = req.getAttribute(RequestDispatcher.ERROR_STATUS_CODE);
        int status = code instanceof Integer i ? i : resp.getStatus();
        Object message = req.getAttribute(RequestDispatcher.ERROR_MESSAGE);
        byte[] page = page(status, message == null ? "" : message.toString()).getBytes(StandardCharsets.UTF_8);
        resp.setStatus(status);
        resp.setContentType("text/html; charset=utf-8");
        resp.setContentLength(page.length);
        if (!"HEAD".equals(req.getMethod())) {
            resp.getOutputStream().write(page);
        }
    }

    /** The page for {@code status}, saying {@code message} (the servlet's words) as text. */
    static String page(int status, String message) {
        String title = switch (status) {
            case 400 -> "That request did not make sense";
            case 403 -> "Not allowed";
            case 404 -> "No such page";
            case 405 -> "Not done that way";
            case 413, 414, 431 -> "That request was too large";
            case 429 -> "Too many requests: wait a moment";
            default -> status >= 500 ? "Something went wrong on the host" : "That did not work";
        };
        String detail = message.isBlank() || message.equalsIgnoreCase(title) ? "" : "<p class=\"error-detail\">"
                + escape(message) + "</p>";
        return """
                <!doctype html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>%1$s · Beadbox</title>
                <link rel="icon" href="/favicon.svg" type="image/svg+xml">
                <link rel="stylesheet" href="/beadbox.css">
                </head>
                <body class="error-page">
                <header><a href="/" class="home">Beadbox</a></header>
                <main class="error-box">
                <p class="error-code">%2$d</p>
                <h1>%1$s</h1>
                %3$s
                <p>The address may be mistyped, or the table may have ended.</p>
                <p><a class="button" href="/">Back to the lobby</a></p>
                </main>
                </body>
                </html>
                """.formatted(escape(title), status, detail);
    }

    private static String escape(String s) {
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
