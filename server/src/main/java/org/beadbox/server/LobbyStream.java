package org.beadbox.server;

import jakarta.servlet.AsyncContext;
import jakarta.servlet.AsyncEvent;
import jakarta.servlet.AsyncListener;
import jakarta.servlet.ServletOutputStream;
import jakarta.servlet.WriteListener;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * One page's lobby event stream (Server-Sent Events) over an asynchronous servlet response.
 * Writes never block: what cannot be written yet waits in a buffer and goes when the connection
 * can take it ({@link WriteListener}); a reader so slow that {@value #MOST_PENDING} bytes wait is
 * dropped (its page reconnects and reads everything again). Thread-safe.
 */
final class LobbyStream implements WriteListener, AsyncListener {

    /** The most bytes waiting for a slow reader before its stream is closed. */
    static final int MOST_PENDING = 16 * 1024;

    private final AsyncContext async;
    private final ServletOutputStream out;
    private final long account;
    private final String session;
    private final String address;
    private final Consumer<LobbyStream> closed;
    private final StringBuilder pending = new StringBuilder(); // guarded by this
    private boolean flush; // guarded by this
    private final AtomicBoolean done = new AtomicBoolean();

    LobbyStream(AsyncContext async, long account, String session, String address, Consumer<LobbyStream> closed) throws IOException {
        this.async = async;
        this.out = async.getResponse().getOutputStream();
        this.account = account;
        this.session = session;
        this.address = address;
        this.closed = closed;
        async.addListener(this);
    }

    /** Starts writing (the response's output turns non-blocking) with the stream's first lines. */
    void start(String first) {
        synchronized (this) {
            pending.append(first);
            flush = true;
        }
        out.setWriteListener(this);
    }

    long account() {
        return account;
    }

    String session() {
        return session;
    }

    String address() {
        return address;
    }

    /** Sends one event: {@code name} and a one-line {@code data}. */
    void event(String name, String data) {
        send("event: " + name + "\ndata: " + data.replaceAll("[\\r\\n]", " ") + "\n\n");
    }

    /** Sends a comment line that keeps proxies from closing an idle stream. */
    void keepAlive() {
        send(": keep-alive\n\n");
    }

    private void send(String text) {
        if (done.get()) {
            return;
        }
        synchronized (this) {
            if (pending.length() + text.length() > MOST_PENDING) {
                close();
                return;
            }
            pending.append(text);
            flush = true;
        }
        write();
    }

    @Override
    public void onWritePossible() {
        write();
    }

    private synchronized void write() {
        try {
            while (!done.get() && out.isReady()) {
                if (!pending.isEmpty()) {
                    byte[] bytes = pending.toString().getBytes(StandardCharsets.UTF_8);
                    pending.setLength(0);
                    out.write(bytes);
                } else if (flush) {
                    flush = false;
                    out.flush();
                } else {
                    return;
                }
            }
        } catch (IOException | IllegalStateException e) {
            close();
        }
    }

    /** Ends the stream (the page reconnects when it is still open); told to the owner once. */
    void close() {
        if (done.compareAndSet(false, true)) {
            try {
                async.complete();
            } catch (IllegalStateException e) {
                // completed already by the container
            }
            closed.accept(this);
        }
    }

    @Override
    public void onError(Throwable t) {
        close();
    }

    @Override
    public void onComplete(AsyncEvent event) {
        close();
    }

    @Override
    public void onTimeout(AsyncEvent event) {
        close();
    }

    @Override
    public void onError(AsyncEvent event) {
        close();
    }

    @Override
    public void onStartAsync(AsyncEvent event) {
        // the same stream goes on
    }
}
