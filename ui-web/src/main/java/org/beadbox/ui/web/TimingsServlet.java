package org.beadbox.ui.web;

import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.Serial;
import java.net.InetAddress;
import org.osgi.service.component.annotations.Component;

/**
 * {@code /timings}: the host's own timings of moves and steps ({@link ServerTimes}), for the load
 * benchmark, as plain text; {@code ?reset=1} forgets them after answering. Only when the JVM runs
 * with {@code -Dbeadbox.web.timings=true} and only to this machine: otherwise no such page.
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/timings",
        "osgi.http.whiteboard.servlet.name=beadbox-timings"})
public final class TimingsServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        if (!ServerTimes.ON || !loopback(req.getRemoteAddr())) {
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

    private static boolean loopback(String address) {
        try {
            return address != null && InetAddress.getByName(address).isLoopbackAddress();
        } catch (IOException e) {
            return false;
        }
    }
}
