package org.beadbox.itest;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.nio.ByteBuffer;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.eclipse.jetty.websocket.client.ClientUpgradeRequest;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * A WebSocket client as a guest's program would be, speaking the JSON messages of
 * docs/web-protocol.md. Keeps every message received, in order, and how the socket closed.
 *
 * <p>Jetty's client, not the JDK's: the JDK's (17 to 25) loses or reorders the bytes a host sends
 * together with its 101 answer while it hands the connection from HTTP to the WebSocket, and
 * then fails the socket with "Invalid UTF-8 in frame TEXT" on frames that were valid on the wire
 * (tools/web-probe/ClientChurn, docs/web-protocol.md). A host greets at once, so a loaded
 * machine met it now and then.
 */
public final class WsClient implements AutoCloseable {

    /**
     * Jetty's client, started on the first connection. Jetty's types stay out of WsClient's own
     * signature so that a test can name WsClient before the web stack is installed (SwingReopenIT
     * has Swing install it on demand).
     */
    private static final class Jetty {
        static final WebSocketClient CLIENT = started();
    }

    private final BlockingQueue<JsonObject> received = new LinkedBlockingQueue<>();
    private int arrived; // messages received so far, guarded by this
    final CompletableFuture<String> closed = new CompletableFuture<>();
    private volatile Session socket;

    private WsClient() {
    }

    private static WebSocketClient started() {
        WebSocketClient c = new WebSocketClient();
        c.setConnectTimeout(10_000);
        c.setIdleTimeout(java.time.Duration.ofMinutes(5));
        // What a guest may send, to see the host refuse it: a 64 MB binary frame (WebHardeningIT)
        c.setMaxFrameSize(128L << 20);
        c.setMaxBinaryMessageSize(128L << 20);
        c.setMaxTextMessageSize(16L << 20);
        c.setStopAtShutdown(true);
        try {
            c.start();
        } catch (Exception e) {
            throw new IllegalStateException("Jetty's WebSocket client did not start", e);
        }
        return c;
    }

    /**
     * Connects, optionally with an Origin header. A refused upgrade fails with an
     * {@link ExecutionException} whose cause is Jetty's
     * {@link org.eclipse.jetty.websocket.api.exceptions.UpgradeException}, with the status.
     */
    static WsClient connect(URI uri, String origin) throws Exception {
        return connect(uri, origin, null);
    }

    /** As the host's own browser connects: with the host's cookie ({@link WebOptions#HOST_COOKIE}). */
    static WsClient connectAsHost(URI uri) throws Exception {
        return connect(uri, null, WebOptions.HOST_COOKIE);
    }

    /** {@link #connect(URI, String)} with a Cookie header (null: none). */
    static WsClient connect(URI uri, String origin, String cookie) throws Exception {
        WsClient c = new WsClient();
        ClientUpgradeRequest request = new ClientUpgradeRequest();
        if (origin != null) {
            request.setHeader("Origin", origin);
        }
        if (cookie != null) {
            request.setHeader("Cookie", cookie);
        }
        c.socket = Jetty.CLIENT.connect(c.new Events(), uri, request).get(20, TimeUnit.SECONDS);
        return c;
    }

    void send(String text) throws Exception {
        try {
            Callback.Completable sent = new Callback.Completable();
            socket.sendText(text, sent);
            sent.get(20, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
            // say how the socket closed, if it did: the send's own error ("Output closed") does not
            throw new java.util.concurrent.ExecutionException(e.getCause() + (closed.isDone() ? "; the socket closed: " + closed.join() : ""), e.getCause());
        }
    }

    /** Sends one binary frame (the protocol has none: the host refuses it). */
    void sendBinary(ByteBuffer data) throws Exception {
        Callback.Completable sent = new Callback.Completable();
        socket.sendBinary(data, sent);
        sent.get(20, TimeUnit.SECONDS);
    }

    void send(JsonObject o) throws Exception {
        send(o.toString());
    }

    /**
     * Sends {@code text} and waits until the host answers anything or closes: a client that never
     * has more than one message on its way, as a person's page. Such a client is never cut with
     * its own messages unread at the host, so it always hears why it was closed (a host that
     * closes a connection with a policy code drops it at once, and data of the client's still
     * unread there makes the host's system reset the connection, losing the close frame).
     *
     * @return false when the connection was closed instead of answered
     */
    boolean sendInTurn(String text) throws Exception {
        int before;
        synchronized (this) {
            before = arrived;
        }
        try {
            send(text);
        } catch (java.util.concurrent.ExecutionException e) {
            // closed as it was written: the close is on its way
        }
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        synchronized (this) {
            while (arrived == before && !closed.isDone()) {
                long left = end - System.nanoTime();
                if (left <= 0) {
                    throw new AssertionError("neither an answer nor a close within 30 s");
                }
                TimeUnit.NANOSECONDS.timedWait(this, left);
            }
            return arrived != before;
        }
    }

    /** The next message of {@code type} (earlier ones of other types are dropped); fails after 30 s. */
    JsonObject next(String type) throws InterruptedException {
        return next(m -> type.equals(m.get("type").getAsString()), type);
    }

    JsonObject next(Predicate<JsonObject> wanted, String what) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            long left = end - System.nanoTime();
            JsonObject m = received.poll(Math.max(0, left), TimeUnit.NANOSECONDS);
            if (m == null) {
                throw new AssertionError("no " + what + " message within 30 s" + (closed.isDone() ? "; closed: " + closed.join() : ""));
            }
            if (wanted.test(m)) {
                return m;
            }
        }
    }

    /** How many messages of {@code type} were received and not yet taken by {@link #next}. */
    int count(String type) {
        return (int) received.stream().filter(m -> type.equals(m.get("type").getAsString())).count();
    }

    /** Drops what was received so far. */
    void clear() {
        received.clear();
    }

    /** What the socket hears; public, as Jetty calls it through method handles. */
    public final class Events implements Session.Listener.AutoDemanding {
        @Override
        public void onWebSocketText(String text) {
            received.add(JsonParser.parseString(text).getAsJsonObject());
            synchronized (WsClient.this) {
                arrived++;
                WsClient.this.notifyAll();
            }
        }

        @Override
        public void onWebSocketClose(int statusCode, String reason) {
            closed.complete(statusCode + " " + reason);
            wake();
        }

        @Override
        public void onWebSocketError(Throwable error) {
            closed.complete("error " + error + (error.getCause() == null ? "" : " (" + error.getCause() + ")"));
            wake();
        }
    }

    private synchronized void wake() {
        notifyAll();
    }

    @Override
    public void close() {
        Session s = socket;
        if (s != null && s.isOpen()) {
            s.close(StatusCode.NORMAL, "bye", Callback.NOOP);
        }
        if (s != null) {
            s.disconnect();
        }
    }
}
