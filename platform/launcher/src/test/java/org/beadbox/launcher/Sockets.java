package org.beadbox.launcher;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * The WebSocket client of the launcher's tests and tools, and of the browser tests' guests
 * (browser-it's GuestSocket): Jetty's, one for all. Not the JDK's,
 * which now and then loses bytes a host sends with its 101 and then breaks the socket on valid
 * frames with "Invalid UTF-8 in frame TEXT" (docs/web-protocol.md, "Java clients").
 */
public final class Sockets {

    /** The upgrades in flight at once to one address (Jetty's default is 64: see {@link #started}). */
    static final int MAX_AT_ONCE = 8192;

    /** Started on first use; stopped when the JVM exits. */
    public static final WebSocketClient CLIENT = started();

    private Sockets() {
    }

    private static WebSocketClient started() {
        WebSocketClient c = new WebSocketClient();
        // Every upgrade in flight holds one of its HttpClient's connections to the address until the 101 (the
        // connection then leaves the pool), and Jetty allows 64 a destination, queueing the rest unsent. The
        // cluster tool's players all reach one nginx: of 200 players cut off by a kill, 64 went out and 136 waited
        // for their answers (nginx's log: 64 upgrades a second after the kill, the others 3 to 8 s later), where
        // 200 people's browsers would all try at once. So as many at once as there are players.
        c.getHttpClient().setMaxConnectionsPerDestination(MAX_AT_ONCE);
        c.getHttpClient().setMaxRequestsQueuedPerDestination(MAX_AT_ONCE);
        c.setConnectTimeout(30_000);
        c.setIdleTimeout(Duration.ofMinutes(10));
        c.setMaxTextMessageSize(16L << 20); // Jetty's default is 64 KiB; a welcome with its rules and scene may be more
        c.setStopAtShutdown(true);
        try {
            c.start();
        } catch (Exception e) {
            throw new IllegalStateException("Jetty's WebSocket client did not start", e);
        }
        return c;
    }

    /** Each whole text message, in order. Public: Jetty calls it through method handles. */
    public static final class Texts implements Session.Listener.AutoDemanding {
        final BlockingQueue<String> received = new LinkedBlockingQueue<>();

        @Override
        public void onWebSocketText(String text) {
            received.add(text);
        }
    }

    /**
     * Opens {@code url}, sends {@code text} once the first message is in (unless null), and
     * returns the first {@code count} messages (a missing one as "null"). A refused upgrade throws
     * an {@link java.util.concurrent.ExecutionException} whose cause is Jetty's
     * {@link org.eclipse.jetty.websocket.api.exceptions.UpgradeException}, with the status.
     */
    static List<String> talk(String url, String text, int count) throws Exception {
        Texts texts = new Texts();
        Session s = CLIENT.connect(texts, URI.create(url)).get(30, TimeUnit.SECONDS);
        try {
            String first = texts.received.poll(20, TimeUnit.SECONDS);
            if (text != null) {
                Callback.Completable sent = new Callback.Completable();
                s.sendText(text, sent);
                sent.get(20, TimeUnit.SECONDS);
            }
            List<String> out = new java.util.ArrayList<>(List.of(String.valueOf(first)));
            while (out.size() < count) {
                out.add(String.valueOf(texts.received.poll(20, TimeUnit.SECONDS)));
            }
            return out;
        } finally {
            s.close(StatusCode.NORMAL, "done", Callback.NOOP);
        }
    }
}
