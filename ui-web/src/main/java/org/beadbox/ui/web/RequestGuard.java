package org.beadbox.ui.web;

import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Locale;
import java.util.Set;
import org.osgi.service.component.annotations.Component;

/**
 * Every answer of the web front-end, pages, WebSocket upgrades and error pages alike (Jetty's
 * own, made on a {@code sendError}, included), carries the same security headers: a
 * Content-Security-Policy of {@code 'self'} that no page may frame ({@code frame-ancestors
 * 'none'}, and {@code X-Frame-Options: DENY} for older browsers), {@code nosniff} and
 * {@code no-referrer}. {@code TRACE} (and {@code TRACK}) are answered 405, never echoed, and
 * {@code OPTIONS} is answered here, advertising only the methods served.
 *
 * <p>An address longer than {@value #MAX_ADDRESS} characters is answered 414 with a short text
 * of its own, so that no error page echoes it (Jetty's would, and log the whole request as a
 * warning once the page passes 8 KiB); the refusal is logged through {@link RefusalLog}: one
 * cut line, a few a minute at most, whoever floods.
 */
@Component(service = Filter.class, property = {
        "osgi.http.whiteboard.filter.pattern=/*",
        "osgi.http.whiteboard.filter.name=beadbox-security-headers",
        "osgi.http.whiteboard.filter.dispatcher=REQUEST",
        "osgi.http.whiteboard.filter.dispatcher=ERROR"})
public final class RequestGuard implements Filter {

    /** The Content-Security-Policy of every answer. */
    static final String CSP = "default-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self';"
            + " frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'";

    /** The methods the front-end answers. */
    static final String ALLOW = "GET, HEAD, OPTIONS";

    private static final Set<String> REFUSED = Set.of("TRACE", "TRACK");

    /** The longest address (path and query, in characters) served; a longer one is answered 414. */
    static final int MAX_ADDRESS = 2048;

    private final RefusalLog log;

    /** Made by Declarative Services: refusals logged on standard error. */
    public RequestGuard() {
        this(new RefusalLog(line -> System.err.println(line))); // System.err as it is at each refusal
    }

    /** A guard logging refusals to {@code log}. */
    RequestGuard(RefusalLog log) {
        this.log = log;
    }

    /** Sets the security headers on {@code resp}. */
    static void apply(HttpServletResponse resp) {
        resp.setHeader("Content-Security-Policy", CSP);
        resp.setHeader("X-Frame-Options", "DENY");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        resp.setHeader("Referrer-Policy", "no-referrer");
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
            throws IOException, ServletException {
        if (!(request instanceof HttpServletRequest req) || !(response instanceof HttpServletResponse resp)) {
            chain.doFilter(request, response);
            return;
        }
        apply(resp);
        if (req.getDispatcherType() == jakarta.servlet.DispatcherType.ERROR) {
            // the error page of a refusal made below: it keeps the request's method (TRACE too),
            // and refusing it again here would turn the page into a 500
            chain.doFilter(request, response);
            return;
        }
        String method = req.getMethod() == null ? "" : req.getMethod().toUpperCase(Locale.ROOT);
        if (REFUSED.contains(method)) {
            resp.setHeader("Allow", ALLOW);
            resp.sendError(HttpServletResponse.SC_METHOD_NOT_ALLOWED, method + " is not served here");
            return;
        }
        int length = req.getRequestURI().length() + (req.getQueryString() == null ? 0 : req.getQueryString().length() + 1);
        if (length > MAX_ADDRESS) {
            log.refused(req.getRemoteAddr(), method + " " + req.getRequestURI(), length);
            resp.setStatus(414);
            resp.setContentType("text/plain; charset=utf-8");
            resp.getWriter().write("414: this address is too long (" + length + " characters; at most " + MAX_ADDRESS + ")\n");
            return;
        }
        if (method.equals("OPTIONS")) {
            resp.setHeader("Allow", ALLOW);
            resp.setStatus(HttpServletResponse.SC_NO_CONTENT);
            return;
        }
        chain.doFilter(request, response);
    }
}
