package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.ByteBuffer;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * One WebSocket: JSON objects, one per text frame, each with a {@code type}. Rate-limited (every
 * frame counts, binary ones too); a binary frame, or a message that is malformed or breaks the
 * connection's {@link MessageRules}, closes the connection with 1003 and the reason. Subclasses
 * answer the messages, which reach them checked.
 */
public abstract class Connection implements Session.Listener.AutoDemanding {

    private final RateLimit rate = new RateLimit(Protocol.RATE, Protocol.BURST);
    private volatile Session session;
    private final SendBudget budget = new SendBudget();
    private long heard; // when the frame being handled was read (System.nanoTime), for ServerTimes
    private final java.util.concurrent.atomic.AtomicReference<Runnable> gone = new java.util.concurrent.atomic.AtomicReference<>();

    @Override
    public void onWebSocketOpen(Session s) {
        this.session = s;
        opened();
    }

    @Override
    public void onWebSocketText(String text) {
        heard = System.nanoTime();
        if (!rate.take()) {
            close(StatusCode.POLICY_VIOLATION, "too many messages: at most " + (int) Protocol.RATE + " a second");
            return;
        }
        JsonObject o;
        String type;
        try {
            o = JsonParser.parseString(text).getAsJsonObject();
            type = Protocol.string(o, "type");
        } catch (RuntimeException e) {
            close(StatusCode.BAD_DATA, "a message must be one JSON object with a type");
            return;
        }
        if (type == null) {
            close(StatusCode.BAD_DATA, "a message must be one JSON object with a type");
            return;
        }
        String problem = rules().problem(type, o);
        if (problem != null) {
            close(StatusCode.BAD_DATA, problem);
            return;
        }
        try {
            JsonObject answer = handle(type, o);
            if (answer != null) {
                send(answer);
            }
            if (type.equals("steps")) {
                ServerTimes.since(ServerTimes.Stage.STEPS_SENT, heard);
            }
        } catch (RuntimeException e) { // a field of the wrong kind: malformed
            close(StatusCode.BAD_DATA, "malformed " + type + " message");
        }
    }

    /**
     * A binary frame: counted in the rate limit, and refused, as the protocol has none (1003).
     * Jetty refuses one over the size limit before it is read ({@link SocketServlet}).
     */
    @Override
    public void onWebSocketBinary(ByteBuffer payload, Callback callback) {
        callback.succeed();
        if (!rate.take()) {
            close(StatusCode.POLICY_VIOLATION, "too many messages: at most " + (int) Protocol.RATE + " a second");
            return;
        }
        close(StatusCode.BAD_DATA, "binary messages are not accepted: send JSON text messages");
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason) {
        release();
        closed();
    }

    @Override
    public void onWebSocketError(Throwable cause) {
        release();
        closed();
    }

    /** Runs {@code r} once when the socket closes or fails (its place under {@link SocketCaps} given back). */
    void whenGone(Runnable r) {
        gone.set(r);
    }

    private void release() {
        Runnable r = gone.getAndSet(null);
        if (r != null) {
            r.run();
        }
    }

    /** The connection is open. */
    abstract void opened();

    /** The messages this connection takes, checked before {@link #handle} sees one. */
    abstract MessageRules rules();

    /** Answers a message that passed {@link #rules()}; null for no answer. Unknown types close the connection. */
    abstract JsonObject handle(String type, JsonObject message);

    /** The connection is gone. */
    abstract void closed();

    void send(JsonObject o) {
        Session s = session;
        if (s != null && s.isOpen()) {
            sendText(Protocol.text(o));
        }
    }

    /** Sends a message already written as text (by {@link Protocol#text}). */
    void sendText(String text) {
        Session s = session;
        if (s != null && s.isOpen()) {
            write(s, text, null);
        }
    }

    /** The same; {@code written} runs once the frame is written (or failed, or was not sent). */
    void sendText(String text, Runnable written) {
        Session s = session;
        if (s != null && s.isOpen()) {
            write(s, text, written);
        } else {
            sendText(text); // not open (or a test's connection that keeps what it is sent)
            written.run();
        }
    }

    /** Queues a frame within the connection's {@link SendBudget}: a client too far behind is closed. */
    private void write(Session s, String text, Runnable written) {
        int chars = text.length();
        if (!budget.take(chars)) {
            close(StatusCode.POLICY_VIOLATION, "your connection fell too far behind the table: reload the page to come back");
            if (written != null) {
                written.run();
            }
            return;
        }
        Runnable done = written == null ? () -> budget.written(chars) : () -> {
            budget.written(chars);
            written.run();
        };
        synchronized (this) {
            s.sendText(text, Callback.from(done, x -> done.run()));
        }
    }

    /** When the frame being handled was read (a {@link System#nanoTime}), on the thread handling it. */
    long heard() {
        return heard;
    }

    void close(int code, String reason) {
        Session s = session;
        if (s != null && s.isOpen()) {
            s.close(code, reason.length() > 120 ? reason.substring(0, 120) : reason, Callback.NOOP);
        }
    }

    JsonObject unknown(String type) {
        close(StatusCode.BAD_DATA, "unknown message type " + org.beadbox.api.Quote.excerpt(type));
        return null;
    }
}
