package org.beadbox.itest;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A WebSocket client as a guest's program would be: the JDK's own, speaking the JSON messages of
 * docs/web-protocol.md. Keeps every message received, in order, and how the socket closed.
 */
final class WsClient implements WebSocket.Listener, AutoCloseable {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final BlockingQueue<JsonObject> received = new LinkedBlockingQueue<>();
    private final StringBuilder partial = new StringBuilder();
    private int arrived; // messages received so far, guarded by this
    final CompletableFuture<String> closed = new CompletableFuture<>();
    private WebSocket socket;

    private WsClient() {
    }

    /** Connects, optionally with an Origin header; fails as the JDK does when the upgrade is refused. */
    static WsClient connect(URI uri, String origin) throws Exception {
        WsClient c = new WsClient();
        WebSocket.Builder b = HTTP.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(10));
        if (origin != null) {
            b.header("Origin", origin);
        }
        c.socket = b.buildAsync(uri, c).get(20, TimeUnit.SECONDS);
        return c;
    }

    void send(String text) throws Exception {
        try {
            socket.sendText(text, true).get(20, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
            // say how the socket closed, if it did: the send's own error ("Output closed") does not
            throw new java.util.concurrent.ExecutionException(e.getCause() + (closed.isDone() ? "; the socket closed: " + closed.join() : ""), e.getCause());
        }
    }

    /** Sends one binary frame (the protocol has none: the host refuses it). */
    void sendBinary(java.nio.ByteBuffer data) throws Exception {
        socket.sendBinary(data, true).get(20, TimeUnit.SECONDS);
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

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
        partial.append(data);
        if (last) {
            received.add(JsonParser.parseString(partial.toString()).getAsJsonObject());
            partial.setLength(0);
            synchronized (this) {
                arrived++;
                notifyAll();
            }
        }
        ws.request(1);
        return null;
    }

    @Override
    public CompletionStage<?> onClose(WebSocket ws, int statusCode, String reason) {
        closed.complete(statusCode + " " + reason);
        wake();
        return null;
    }

    @Override
    public void onError(WebSocket ws, Throwable error) {
        // the JDK hides why it failed the connection (a bad frame) in the cause of a bare ProtocolException
        closed.complete("error " + error + (error.getCause() == null ? "" : " (" + error.getCause() + ")"));
        wake();
    }

    private synchronized void wake() {
        notifyAll();
    }

    @Override
    public void close() {
        if (!socket.isOutputClosed()) {
            socket.sendClose(WebSocket.NORMAL_CLOSURE, "bye");
        }
        socket.abort();
    }
}
