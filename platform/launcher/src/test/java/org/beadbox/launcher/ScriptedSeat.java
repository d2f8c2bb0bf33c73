package org.beadbox.launcher;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;

/**
 * One seat of a table played by a script over the table's WebSocket, as a browser's page plays it
 * (table.js): random legal moves from the {@code next} steps of each {@code state}, step by step,
 * and, when the socket drops, connecting again on the same link until the table's server, new or
 * back, answers: every 250 ms, or after the page's own waits ({@link #PAGE_RETRY_MS}, table.js's
 * {@code RETRY_MS}), so that an outage lasts as long as a player would see it. It remembers every list of moves a {@code state} showed it, so
 * that a test can check each against what the database committed, and how long each outage
 * lasted. It runs on a thread of its own ({@link #run}) until the game is over or its deadline.
 */
final class ScriptedSeat implements Runnable {

    /** The socket's address: {@code ws://HOST:PORT/ws/table?id=ID&t=TOKEN}. */
    private final URI socket;
    private final Random random;
    private final long thinkMillis;
    private final long deadlineNanos;
    private final int resignAfter;
    /** The waits before each attempt to connect again, the last repeated; reset by a welcome. */
    private final long[] retryMillis;
    private int retries;

    /** Every 250 ms. */
    static final long[] QUICK_RETRY_MS = {250};
    /** The table page's waits: table.js's {@code RETRY_MS}, read from the source (it is not in a Java constant). */
    static final long[] PAGE_RETRY_MS = pageRetries();

    /** Each moves list a state showed, in order. */
    final List<List<String>> seen = new ArrayList<>();
    /** How long each outage lasted, from the socket's drop to the next welcome (ms). */
    final List<Long> outages = new ArrayList<>();
    /** When each outage began (the wall clock's ms), beside {@link #outages}. */
    final List<Long> outageStarts = new ArrayList<>();
    /** Beside {@link #outages}: what each attempt to connect again met, in order ("+6.1s 502", "+8.2s welcome"). */
    final List<String> trails = new ArrayList<>();
    /** The attempts of the outage going on. */
    private final StringBuilder trail = new StringBuilder();
    /** The lines of the {@code error} messages it got. */
    final List<String> refusals = new ArrayList<>();
    volatile boolean over;
    volatile String failure;
    volatile int connections;

    /**
     * @param link        the seat's link ({@code http://HOST:PORT/table.html#ID.TOKEN}); the socket is at the same host
     * @param resignAfter the seat resigns once the game has this many moves (so that every game ends)
     */
    ScriptedSeat(URI link, long seed, long thinkMillis, Duration patience, int resignAfter) {
        this(link, seed, thinkMillis, patience, resignAfter, QUICK_RETRY_MS);
    }

    /** @param retryMillis the waits before each attempt to connect again ({@link #PAGE_RETRY_MS}: as the page does) */
    ScriptedSeat(URI link, long seed, long thinkMillis, Duration patience, int resignAfter, long[] retryMillis) {
        this.retryMillis = retryMillis.clone();
        String f = link.getFragment();
        String id = f.substring(0, f.indexOf('.'));
        String token = f.substring(f.indexOf('.') + 1);
        this.socket = URI.create("ws://" + link.getRawAuthority() + "/ws/table?id=" + id + "&t=" + token);
        this.random = new Random(seed);
        this.thinkMillis = thinkMillis;
        this.deadlineNanos = System.nanoTime() + patience.toNanos();
        this.resignAfter = resignAfter;
    }

    /** The table's id. */
    String table() {
        String q = socket.getQuery();
        return q.substring(3, q.indexOf('&'));
    }

    /** The longest moves list it was shown. */
    synchronized List<String> last() {
        return seen.isEmpty() ? List.of() : seen.get(seen.size() - 1);
    }

    @Override
    public void run() {
        long lostAt = -1;
        while (!over && System.nanoTime() < deadlineNanos) {
            if (lostAt >= 0) {
                pause(retryMillis[Math.min(retries++, retryMillis.length - 1)]);
            }
            BlockingQueue<Object> in = new LinkedBlockingQueue<>();
            Session ws;
            try {
                // A page's WebSocket has no limit on the opening handshake and waits for the server's answer: a slow
                // answer (a node taking hundreds of tables over) counts in the outage, but does not make the seat start
                // again after a pause.
                // One client for every seat (Sockets.CLIENT): a client of its own per seat kept a selector thread each (1000
                // in a cluster run), and the tool took as much CPU as the node it measures. Jetty's: the JDK's broke
                // sockets on valid frames, which showed as outages of the tool's own (docs/web-protocol.md).
                ws = Sockets.CLIENT.connect(new Listener(in), socket).get(35, TimeUnit.SECONDS);
            } catch (Exception e) { // 502 or 503 while the table has no owner, or refused: again shortly
                lostAt = lostAt < 0 ? System.nanoTime() : lostAt;
                note(lostAt, why(e));
                continue;
            }
            connections++;
            try {
                lostAt = play(ws, in, lostAt);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            } catch (RuntimeException e) {
                failure = e.toString();
                return;
            } finally {
                ws.disconnect();
            }
        }
        if (!over && failure == null) {
            failure = "the game did not end in time; last moves " + last().size();
        }
    }

    /** Plays on one connection until it drops (the time it dropped) or the game is over. */
    private long play(Session ws, BlockingQueue<Object> in, long lostAt) throws InterruptedException {
        List<String> partial = new ArrayList<>();
        List<String> shown = null; // the moves of the last position this connection was shown
        while (System.nanoTime() < deadlineNanos) {
            Object got = in.poll(1, TimeUnit.SECONDS);
            if (got == null) {
                continue;
            }
            if (!(got instanceof JsonObject m)) {
                if (lostAt >= 0) {
                    note(lostAt, "then " + got.toString().split(" ", 3)[0] + " " + (got.toString() + " ").split(" ", 3)[1]);
                }
                return lostAt >= 0 ? lostAt : System.nanoTime(); // closed or broken (before a welcome: the same outage)
            }
            String type = m.get("type").getAsString();
            if (type.equals("welcome") && lostAt >= 0) {
                long lasted = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lostAt);
                note(lostAt, "welcome");
                synchronized (this) {
                    outages.add(lasted);
                    outageStarts.add(System.currentTimeMillis() - lasted);
                    trails.add(trail.toString().trim());
                    trail.setLength(0);
                }
                lostAt = -1;
                retries = 0;
            } else if (type.equals("welcome")) {
                retries = 0;
            } else if (type.equals("state")) {
                List<String> moves = new ArrayList<>();
                m.getAsJsonArray("moves").forEach(x -> moves.add(x.getAsString()));
                synchronized (this) {
                    seen.add(moves);
                }
                if (m.get("over").getAsBoolean()) {
                    over = true;
                    return -1;
                }
                if (moves.equals(shown) && !partial.isEmpty()) {
                    continue; // the same position again (someone came or went) while this seat's steps are on their way
                }
                shown = moves;
                partial.clear();
                if (m.get("yourTurn").getAsBoolean()) {
                    pause(thinkMillis);
                    if (moves.size() >= resignAfter) {
                        send(ws, "{\"type\":\"resign\",\"seat\":" + m.get("toMove").getAsInt() + "}");
                    } else {
                        step(ws, partial, m.getAsJsonArray("next"));
                    }
                }
            } else if (type.equals("steps")) {
                if (!strings(partial).equals(m.getAsJsonArray("partial"))) {
                    continue; // the answer to steps of an earlier position
                }
                JsonArray next = m.getAsJsonArray("next");
                if (m.get("complete").getAsBoolean() && (next.isEmpty() || random.nextInt(3) == 0)) {
                    JsonObject move = new JsonObject();
                    move.addProperty("type", "move");
                    move.add("steps", strings(partial));
                    pause(40);
                    send(ws, move.toString());
                } else {
                    step(ws, partial, next);
                }
            } else if (type.equals("error") || type.equals("fault")) {
                // As a page does: the line is shown, and the seat goes on from what the table shows it next. A table
                // closed under the seat (its node stopping) says "the game is over" before its socket closes: the
                // seat connects again. More than a few refusals is a fault of the script or the server.
                synchronized (this) {
                    refusals.add(m.get("reason").getAsString());
                }
                if (refusals.size() > 5) {
                    throw new IllegalStateException(table() + ": the table refused " + refusals);
                }
                return lostAt >= 0 ? lostAt : System.nanoTime();
            }
        }
        return -1;
    }

    /** Adds what an attempt met to the outage's trail, with its time since the outage began. */
    private synchronized void note(long lostAt, String what) {
        trail.append(String.format(java.util.Locale.ROOT, " +%.1fs %s", (System.nanoTime() - lostAt) / 1e9, what));
    }

    /** An attempt's failure in a few words: the HTTP status of a refused upgrade, or the exception's name. */
    private static String why(Exception e) {
        Throwable t = e instanceof java.util.concurrent.ExecutionException && e.getCause() != null ? e.getCause() : e;
        if (t instanceof org.eclipse.jetty.websocket.api.exceptions.UpgradeException u && u.getResponseStatusCode() > 0) {
            return String.valueOf(u.getResponseStatusCode());
        }
        return t.getClass().getSimpleName();
    }

    private void step(Session ws, List<String> partial, JsonArray next) {
        if (next == null || next.isEmpty()) {
            throw new IllegalStateException(table() + ": no step offered after " + partial);
        }
        partial.add(next.get(random.nextInt(next.size())).getAsString());
        JsonObject ask = new JsonObject();
        ask.addProperty("type", "steps");
        ask.add("partial", strings(partial));
        pause(40);
        send(ws, ask.toString());
    }

    private static void send(Session ws, String text) {
        try {
            Callback.Completable sent = new Callback.Completable();
            ws.sendText(text, sent);
            sent.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            // The socket dropped: its listener says so, and the seat connects again.
        }
    }

    private static JsonArray strings(List<String> values) {
        JsonArray a = new JsonArray();
        values.forEach(a::add);
        return a;
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The fields a seat reads from a message. */
    private static final java.util.Set<String> READ = java.util.Set.of("type", "moves", "over", "yourTurn", "toMove", "next", "partial",
            "complete", "reason");

    /**
     * The fields of {@code message} a seat reads, the rest (the scene, most of a state's bytes)
     * skipped unparsed: a page draws the scene in another machine's browser, and a seat that
     * built it here would take the CPU the nodes it measures need (this tool runs on their machine).
     */
    static JsonObject fields(String message) {
        JsonObject o = new JsonObject();
        try (com.google.gson.stream.JsonReader r = new com.google.gson.stream.JsonReader(new java.io.StringReader(message))) {
            r.beginObject();
            while (r.hasNext()) {
                String name = r.nextName();
                if (READ.contains(name)) {
                    o.add(name, JsonParser.parseReader(r));
                } else {
                    r.skipValue();
                }
            }
            r.endObject();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        return o;
    }

    /** Puts each whole text message (parsed) on {@code in}, then a String when the socket closes or breaks. Public: Jetty calls it through method handles. */
    public static final class Listener implements Session.Listener.AutoDemanding {
        private final BlockingQueue<Object> in;

        Listener(BlockingQueue<Object> in) {
            this.in = in;
        }

        @Override
        public void onWebSocketText(String text) {
            in.add(fields(text));
        }

        @Override
        public void onWebSocketClose(int code, String reason) {
            in.add("closed " + code + " " + reason);
        }

        @Override
        public void onWebSocketError(Throwable error) {
            in.add("broken " + error);
        }
    }

    private static long[] pageRetries() {
        for (java.nio.file.Path p = java.nio.file.Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            java.nio.file.Path js = p.resolve("ui-web/src/main/resources/web/table.js");
            if (java.nio.file.Files.exists(js)) {
                try {
                    var m = java.util.regex.Pattern.compile("const RETRY_MS = \\[([0-9, ]+)\\]").matcher(java.nio.file.Files.readString(js));
                    if (!m.find()) {
                        throw new IllegalStateException("no RETRY_MS in " + js);
                    }
                    return java.util.Arrays.stream(m.group(1).split(",")).map(String::strip).mapToLong(Long::parseLong).toArray();
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }
        }
        throw new IllegalStateException("ui-web/src/main/resources/web/table.js not found above " + java.nio.file.Path.of("").toAbsolutePath());
    }
}
