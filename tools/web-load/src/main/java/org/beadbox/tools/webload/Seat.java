package org.beadbox.tools.webload;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * A scripted player at one seat of one table: a WebSocket of the table's protocol that, whenever
 * its state says it is to move, walks a random legal move step by step ({@code steps} messages,
 * each step drawn from the {@code next} the server sends) and plays it by its steps. Times each
 * move from the moment it is sent to the {@code state} that shows it played, and each step's
 * answer. Keeps under the server's message rate, as a well-behaved client must. Public only
 * because Jetty's client calls its listener methods through method handles.
 */
public final class Seat implements Session.Listener.AutoDemanding {

    /** Messages a second on average and in a burst: under the server's 20 and 40. */
    private static final double RATE = 15;
    private static final double BURST = 20;

    final int table;
    final int seat;
    private final SplittableRandom random;
    private final SplittableRandom thinking; // apart, so that the moves chosen do not depend on the pauses
    private final Figures figures;
    private final ScheduledExecutorService timer;
    private final int thinkMillis;
    final CompletableFuture<Seat> finished = new CompletableFuture<>();

    private Session socket;
    private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);
    private double tokens = BURST;
    private long lastRefill = System.nanoTime();
    private long nextSendAt;

    private boolean go;
    private Message lastState;
    private int actedAt = -1; // the plies of the position this seat is choosing or has sent a move for
    private List<String> partial;
    private long stepSentAt;
    private boolean movePending;
    private int movePlies;
    private long moveSentAt;

    int sent;
    int acknowledged;
    int refused;
    int finalPlies = -1;
    String failure;

    Seat(int table, int seat, long seed, Figures figures, ScheduledExecutorService timer, int thinkMillis) {
        this.table = table;
        this.seat = seat;
        this.random = new SplittableRandom(seed ^ (table * 0x9E3779B97F4A7C15L) ^ seat);
        this.thinking = new SplittableRandom(~seed ^ (table * 0xC2B2AE3D27D4EB4FL) ^ seat);
        this.figures = figures;
        this.timer = timer;
        this.thinkMillis = thinkMillis;
    }

    /** Connects to {@code uri}; the returned stage completes when the server has accepted it. */
    CompletableFuture<Session> connect(WebSocketClient client, URI uri) {
        try {
            return client.connect(this, uri).whenComplete((ws, e) -> {
                if (e != null) {
                    fail("could not connect: " + e.getMessage());
                }
            });
        } catch (IOException e) {
            fail("could not connect: " + e.getMessage());
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public synchronized void onWebSocketOpen(Session ws) {
        socket = ws;
    }

    /** Every table is seated: play. */
    synchronized void start() {
        go = true;
        act();
    }

    @Override
    public void onWebSocketText(String text) {
        try {
            long now = System.nanoTime();
            Message m = Message.parse(text);
            figures.received(table, m, text.length());
            received(m, now);
        } catch (RuntimeException e) {
            fail(e.getMessage());
        }
    }

    private synchronized void received(Message m, long now) {
        switch (m.type()) {
            case "state" -> state(m, now);
            case "steps" -> steps(m, now);
            case "error" -> {
                // A move or a step refused: nothing changed on the table; ask where it stands.
                if (movePending) {
                    movePending = false;
                    refused++;
                }
                figures.error(m.reason());
                partial = null;
                actedAt = -1;
                send("{\"type\":\"state\"}");
            }
            case "fault", "closed" -> fail(m.type() + ": " + m.reason());
            default -> { } // welcome, presence
        }
    }

    private void state(Message m, long now) {
        if (movePending && m.plies() > movePlies) {
            movePending = false;
            acknowledged++;
            figures.move(table, moveSentAt, now - moveSentAt);
        }
        lastState = m;
        if (m.over()) {
            finalPlies = m.plies();
            if (movePending) {
                failure = "the game ended with a move of this seat unanswered";
            }
            finished.complete(this);
            return;
        }
        act();
    }

    /** Starts choosing a move when the last state says this seat is to move and none is under way. */
    private void act() {
        Message s = lastState;
        if (!go || s == null || !s.yourTurn() || s.over() || movePending || actedAt == s.plies() || finished.isDone()) {
            return;
        }
        if (s.next().isEmpty()) {
            fail("my turn, but the server sent no steps to choose from");
            return;
        }
        actedAt = s.plies();
        partial = new ArrayList<>();
        partial.add(pick(s.next()));
        if (thinkMillis > 0) {
            int plies = s.plies();
            timer.schedule(() -> {
                synchronized (this) {
                    if (actedAt == plies && partial != null) {
                        askSteps();
                    }
                }
            }, pause(), TimeUnit.MILLISECONDS);
        } else {
            askSteps();
        }
    }

    /**
     * A pause before a move: drawn evenly from half to one and a half times {@code --think}, as
     * people do not all take the same time. A fixed pause kept tables that started together
     * moving in step all game long, every move of a wave arriving at once (docs/web-load.md).
     */
    long pause() {
        return thinkMillis / 2 + thinking.nextInt(thinkMillis + 1);
    }

    private void askSteps() {
        JsonObject o = new JsonObject();
        o.addProperty("type", "steps");
        o.add("partial", array(partial));
        send(o.toString(), () -> stepSentAt = System.nanoTime());
    }

    private void steps(Message m, long now) {
        if (partial == null) {
            return;
        }
        figures.step(now - stepSentAt);
        boolean stop = m.complete() && (m.next().isEmpty() || random.nextInt(m.next().size() + 1) == 0);
        if (stop) {
            JsonObject o = new JsonObject();
            o.addProperty("type", "move");
            o.add("steps", array(partial));
            partial = null;
            movePending = true;
            movePlies = actedAt;
            sent++;
            send(o.toString(), () -> moveSentAt = System.nanoTime());
        } else if (m.next().isEmpty()) {
            fail("the steps " + partial + " are no move and lead nowhere");
        } else {
            partial.add(pick(m.next()));
            askSteps();
        }
    }

    private String pick(List<String> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    private static JsonArray array(List<String> steps) {
        JsonArray a = new JsonArray();
        steps.forEach(a::add);
        return a;
    }

    private void send(String text) {
        send(text, () -> { });
    }

    /**
     * Sends now, or later when this seat has used its share of the rate; {@code stamp} runs just
     * before the frame goes, so waiting for the rate is not counted in a round trip.
     */
    private void send(String text, Runnable stamp) {
        long now = System.nanoTime();
        tokens = Math.min(BURST, tokens + (now - lastRefill) / 1e9 * RATE);
        lastRefill = now;
        long delay = 0;
        if (tokens < 1) {
            delay = (long) ((1 - tokens) / RATE * 1e9);
        }
        tokens -= 1;
        long at = Math.max(now + delay, nextSendAt);
        nextSendAt = at;
        if (at <= now) {
            write(text, stamp);
        } else {
            timer.schedule(() -> {
                synchronized (this) {
                    write(text, stamp);
                }
            }, at - now, TimeUnit.NANOSECONDS);
        }
    }

    private void write(String text, Runnable stamp) {
        Session ws = socket;
        if (ws == null || finished.isDone()) {
            return;
        }
        sending = sending.thenCompose(x -> {
            synchronized (this) {
                stamp.run();
            }
            Callback.Completable sent = new Callback.Completable();
            ws.sendText(text, sent);
            return sent;
        }).exceptionally(e -> {
            fail("cannot send: " + e.getMessage());
            return null;
        });
    }

    @Override
    public void onWebSocketClose(int statusCode, String reason) {
        fail("the server closed the connection: " + statusCode + " " + reason);
    }

    @Override
    public void onWebSocketError(Throwable error) {
        fail("connection error: " + error);
    }

    private synchronized void fail(String why) {
        if (!finished.isDone()) {
            failure = why;
            finished.complete(this);
        }
    }

    /** Whether a move this seat sent is still unanswered. */
    synchronized boolean pending() {
        return movePending;
    }

    /** Closes the socket, politely. */
    synchronized void close() {
        if (socket != null) {
            socket.close(StatusCode.NORMAL, "done", Callback.NOOP);
        }
    }
}
