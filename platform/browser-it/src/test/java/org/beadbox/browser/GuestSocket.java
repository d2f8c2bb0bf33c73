package org.beadbox.browser;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.beadbox.launcher.Sockets;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.openqa.selenium.json.Json;

/**
 * A guest's program at a table instead of a browser: a WebSocket client speaking the table's
 * JSON messages (docs/web-protocol.md). It hears a message the moment the host sends it, which a
 * browser page (drawn, then read by Selenium) does not: a test can act then.
 *
 * <p>The launcher tests' Jetty client ({@link Sockets}), not the JDK's, which now and then loses
 * bytes the host sends with its 101 and fails the socket on valid frames (docs/web-protocol.md,
 * "Java clients").
 */
public final class GuestSocket implements Session.Listener.AutoDemanding, AutoCloseable {

    private final BlockingQueue<Map<String, Object>> received = new LinkedBlockingQueue<>();
    private Session socket;

    private GuestSocket() {
    }

    /** Connects to the table of an invitation link ({@code http://HOST/table.html#ID.TOKEN}). */
    static GuestSocket open(String link) throws Exception {
        URI l = URI.create(link);
        String fragment = l.getFragment();
        int dot = fragment.indexOf('.');
        URI ws = URI.create("ws://" + l.getRawAuthority() + "/ws/table?id=" + fragment.substring(0, dot) + "&t=" + fragment.substring(dot + 1));
        GuestSocket g = new GuestSocket();
        g.socket = Sockets.CLIENT.connect(g, ws).get(30, TimeUnit.SECONDS);
        return g;
    }

    /** Plays {@code notation} for the seat this link holds. */
    void move(String notation) throws Exception {
        Callback.Completable sent = new Callback.Completable();
        socket.sendText(new Json().toJson(Map.of("type", "move", "notation", notation)), sent);
        sent.get(20, TimeUnit.SECONDS);
    }

    /** The next {@code state} message showing {@code moves} moves (earlier messages are dropped). */
    Map<String, Object> awaitState(int moves, Duration timeout) throws InterruptedException {
        return await(m -> "state".equals(m.get("type")) && m.get("moves") instanceof List<?> l && l.size() == moves,
                "a state with " + moves + " moves", timeout);
    }

    /** The next {@code state} message showing {@code moves} moves with this link's seat to move, waiting for it. */
    Map<String, Object> awaitTurn(int moves, Duration timeout) throws InterruptedException {
        return await(m -> "state".equals(m.get("type")) && m.get("moves") instanceof List<?> l && l.size() == moves
                && Boolean.TRUE.equals(m.get("yourTurn")), "its turn after " + moves + " moves", timeout);
    }

    /** The next message {@code wanted} takes (earlier ones are dropped). */
    Map<String, Object> await(Predicate<Map<String, Object>> wanted, String what, Duration timeout) throws InterruptedException {
        long end = System.nanoTime() + timeout.toNanos();
        while (true) {
            Map<String, Object> m = received.poll(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (m == null) {
                throw new AssertionError("the guest's socket heard no " + what + " within " + timeout.toSeconds() + " s");
            }
            if (wanted.test(m)) {
                return m;
            }
        }
    }

    @Override
    public void onWebSocketText(String text) {
        received.add(new Json().toType(text, Json.MAP_TYPE));
    }

    @Override
    public void close() {
        Session s = socket;
        if (s != null) {
            s.disconnect();
        }
    }
}
