package org.beadbox.core.remote;

import com.google.gson.JsonObject;
import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpClient;
import java.net.http.HttpTimeoutException;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import org.beadbox.api.Setup;

/**
 * One connection to an online table, over the JDK's WebSocket client: reads the host's
 * messages ({@code docs/web-protocol.md}) into records ({@link HostMessages}) and hands them to
 * a {@link Listener};
 * sends moves and resignations. Message types it does not know are ignored, so a newer host
 * still talks to it.
 */
public final class RemoteTable implements AutoCloseable {

    /** What the host says, on the connection's thread; each method must return quickly. */
    public interface Listener {
        /** The table's game and seats, first after connecting. */
        default void welcome(Welcome welcome) {
        }

        /** The position after a move, a turn, an undo, the end. */
        default void state(State state) {
        }

        /** Someone connected or left. */
        default void presence(List<Seat> seats) {
        }

        /** The host refused something this connection sent, or a seat's player failed. */
        default void refused(String reason) {
        }

        /** A draw was offered at the table, or an offer was answered or lapsed. */
        default void drawOffer(org.beadbox.core.DrawOffer offer) {
        }

        /** The host closed the table (its game was uninstalled, the host stopped). */
        default void closed(String reason) {
        }

        /** The connection was lost, not by the host closing the table. */
        default void dropped(String reason) {
        }
    }

    /**
     * One seat as the host shows it.
     *
     * @param player {@code remote} for an invited seat, else the host's player spec
     * @param connected whether the seat is played now (always true for a seat played on the host)
     */
    public record Seat(String name, String player, String color, boolean connected) {
    }

    /**
     * The first message.
     *
     * @param you the seats this link plays (empty: a spectator)
     * @param setup the table's setup when the host sends it (players, options, seed)
     */
    public record Welcome(String table, String game, String gameName, Set<Integer> you, List<Seat> seats,
            Optional<Setup> setup) {
    }

    /**
     * The table's position.
     *
     * @param moves every move played, in the game's notation
     * @param summary how the game ended, empty while it goes on
     * @param yourTurn whether the host waits for a move from this connection now
     * @param clocks the host's clocks when the message was written, or null when the table has none
     */
    public record State(List<String> moves, int toMove, boolean over, String summary, boolean yourTurn,
            org.beadbox.core.ClockReading clocks) {

        /** A state without clocks. */
        public State(List<String> moves, int toMove, boolean over, String summary, boolean yourTurn) {
            this(moves, toMove, over, summary, yourTurn, null);
        }
    }

    /** Why connecting failed, in one line for a person. */
    public static final class ConnectFailure extends Exception {
        private static final long serialVersionUID = 1L;
        private final boolean refused;

        ConnectFailure(String message, Throwable cause) {
            this(message, cause, false);
        }

        ConnectFailure(String message, Throwable cause, boolean refused) {
            super(message, cause);
            this.refused = refused;
        }

        /** Whether the host answered and refused the link (403): trying the same link again will not help. */
        public boolean refused() {
            return refused;
        }
    }

    private final TableLink link;
    private final Listener listener;
    private final Consumer<String> out;
    private volatile boolean closing;
    private volatile boolean gone;

    /** A table reading messages handed to {@link #receive} and writing to {@code out} (tests, and {@link #connect}). */
    RemoteTable(TableLink link, Listener listener, Consumer<String> out) {
        this.link = link;
        this.listener = listener;
        this.out = out;
    }

    /**
     * Connects to the table of {@code link}; never blocks. The future fails with a
     * {@link ConnectFailure} naming the problem: the host cannot be reached, or it refused the
     * link (a wrong token, a closed table).
     */
    public static CompletableFuture<RemoteTable> connect(TableLink link, Listener listener, Duration timeout) {
        Socket socket = new Socket();
        RemoteTable table = new RemoteTable(link, listener, socket);
        socket.table = table;
        HttpClient client = HttpClient.newBuilder().connectTimeout(timeout).build();
        return client.newWebSocketBuilder()
                .header("Origin", link.origin())
                .connectTimeout(timeout)
                .buildAsync(link.socket(), socket)
                .handle((ws, failure) -> {
                    if (failure != null) {
                        throw new CompletionException(failure(link, failure));
                    }
                    return table;
                });
    }

    static ConnectFailure failure(TableLink link, Throwable t) {
        Throwable c = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
        for (Throwable x = c; x != null; x = x.getCause()) {
            if (x instanceof WebSocketHandshakeException h) {
                int status = h.getResponse() == null ? 0 : h.getResponse().statusCode();
                if (status == 403) {
                    return new ConnectFailure("The host refused this link (403): it is wrong or out of date, or the table was closed."
                            + " Ask the host for the link again.", c, true);
                }
                return new ConnectFailure("The host at " + link.host() + " answered " + status
                        + ": it serves no Beadbox tables at this address.", c);
            }
            if (x instanceof ConnectException || x instanceof HttpTimeoutException || x instanceof UnresolvedAddressException) {
                return new ConnectFailure("Cannot reach the host at " + link.host()
                        + ": is its Beadbox running, and reachable from here (the address, a firewall)?", c);
            }
        }
        return new ConnectFailure("Cannot connect to " + link.host() + ": " + (c.getMessage() == null ? c : c.getMessage()), c);
    }

    /** The link this connection came from. */
    public TableLink link() {
        return link;
    }

    /** Asks the host to play {@code notation} for {@code seat}. */
    public void move(int seat, String notation) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "move");
        o.addProperty("notation", notation);
        o.addProperty("seat", seat);
        send(o);
    }

    /** Gives up {@code seat}. */
    public void resign(int seat) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "resign");
        o.addProperty("seat", seat);
        send(o);
    }

    /** Offers a draw for {@code seat}. */
    public void offerDraw(int seat) {
        send(DrawNews.offer(seat));
    }

    /** Accepts or declines the draw offered to the seats this connection holds. */
    public void answerDraw(boolean accept) {
        send(DrawNews.answer(accept));
    }

    private void send(JsonObject o) {
        if (!gone) {
            out.accept(o.toString());
        }
    }

    /** Whether the connection was lost or closed. */
    public boolean isGone() {
        return gone;
    }

    /** Closes the connection; the listener hears nothing more. Idempotent. */
    @Override
    public void close() {
        closing = true;
        gone = true;
        if (out instanceof Socket s) {
            s.close();
        }
    }

    // ------------------------------------------------------------------ reading

    /** Reads one message from the host. A message this client does not understand is skipped. */
    void receive(String text) {
        if (closing) {
            return;
        }
        JsonObject m = HostMessages.withoutScene(text);
        if (m == null) {
            return;
        }
        try {
            switch (HostMessages.string(m, "type")) {
                case "welcome" -> listener.welcome(HostMessages.welcome(m));
                case "state" -> listener.state(HostMessages.state(m));
                case "presence" -> listener.presence(HostMessages.seats(m));
                case "error", "fault" -> listener.refused(HostMessages.string(m, "reason"));
                case "drawOffer" -> listener.drawOffer(DrawNews.read(m));
                case "closed" -> {
                    gone = true;
                    listener.closed(HostMessages.string(m, "reason"));
                }
                default -> {
                    // a newer host's message (thinking, view, undo requests…): not for this client
                }
            }
        } catch (RuntimeException e) {
            // a message of a known type with fields this client cannot read: skipped like an unknown one
        }
    }

    /** The connection ended: the listener hears of it unless it was closed from here or by the host. */
    void ended(String reason) {
        if (!closing && !gone) {
            gone = true;
            listener.dropped(reason);
        } else {
            gone = true;
        }
    }

    // ------------------------------------------------------------------ the socket

    /** The JDK WebSocket's listener and sender: whole text messages, sent one after another. */
    private static final class Socket implements WebSocket.Listener, Consumer<String> {
        volatile RemoteTable table;
        volatile WebSocket ws;
        private final StringBuilder partial = new StringBuilder();
        private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);

        @Override
        public synchronized void accept(String text) {
            send(text);
        }

        synchronized void send(String text) {
            WebSocket w = ws;
            if (w == null) {
                return;
            }
            sending = sending.handle((x, e) -> null).thenCompose(x -> w.sendText(text, true));
        }

        void close() {
            WebSocket w = ws;
            if (w != null) {
                w.sendClose(WebSocket.NORMAL_CLOSURE, "bye").exceptionally(e -> null);
                w.abort();
            }
        }

        @Override
        public void onOpen(WebSocket webSocket) {
            ws = webSocket;
            webSocket.request(1);
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                String text = partial.toString();
                partial.setLength(0);
                table.receive(text);
            }
            webSocket.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
            table.ended(reason == null || reason.isBlank() ? "the host closed the connection (" + statusCode + ")" : reason);
            return null;
        }

        @Override
        public void onError(WebSocket webSocket, Throwable error) {
            if (table != null) {
                table.ended(error instanceof IOException && error.getMessage() != null ? error.getMessage() : "the connection was lost");
            }
        }
    }
}
