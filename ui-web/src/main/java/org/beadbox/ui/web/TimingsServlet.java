package org.beadbox.ui.web;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.Serial;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code /timings}: the host's own timings of moves and steps ({@link ServerTimes}), for the load
 * benchmark, as plain text; {@code ?reset=1} forgets them after answering. Only when the JVM runs
 * with {@code -Dbeadbox.web.timings=true}, and only to the host's browser ({@link HostKey}) or a
 * request whose header {@value #HEADER} holds the key the JVM was given as
 * {@code -Dbeadbox.web.timings-key=KEY} (at least 32 characters: the benchmark tools make one);
 * never to an address (behind a proxy every connection is loopback). Otherwise no such page.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/timings",
        "osgi.http.whiteboard.servlet.name=beadbox-timings"})
public final class TimingsServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    /** The header that carries the benchmark's key. */
    static final String HEADER = "X-Beadbox-Timings";

    private static final HostKey KEY = new HostKey(System.getProperty("beadbox.web.timings-key"));

    @Reference
    private transient HostKey hostKey;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (!ServerTimes.ON || !(KEY.matches(req.getHeader(HEADER)) || hostKey.host(req.getRemoteAddr(), req::getHeader))) {
            resp.sendError(HttpServletResponse.SC_NOT_FOUND, "no such page");
            return;
        }
        String report = ServerTimes.report();
        if ("1".equals(req.getParameter("reset"))) {
            ServerTimes.reset();
        }
        resp.setContentType("text/plain; charset=utf-8");
        resp.setHeader("Cache-Control", "no-store");
        resp.getWriter().write(report);
    }
}
