package org.beadbox.server.events;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.beadbox.server.Database;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * Short events every node of a site hears: "seek 42 changed", "presence changed", "table T has 3
 * watchers". A change is committed to the database first; its event only says what to read again.
 *
 * <p><b>On PostgreSQL</b> an event is a {@code NOTIFY} on the channel {@value #CHANNEL}
 * ({@code pg_notify}), sent on the transaction of the change when there is one, so it is heard
 * only if that commits. Each node holds one connection of its own (not the pool's: opened with
 * the database's settings by {@link Database#connectOwn}) that {@code LISTEN}s; when it drops, it
 * is opened again with a growing pause (0.1 s to 5 s) and every listener is then told
 * {@link Event#resync()}: events sent meanwhile are lost, so listeners read again what they show.
 *
 * <p><b>On H2</b> (one node) an event is handed to the listeners of every {@code Events} of this
 * process open on the same database, once the transaction commits ({@link Database#afterCommit}).
 *
 * <p>Listeners run on this node's one event thread, in the order events were heard; one that
 * throws is logged and the others still hear. Thread-safe.
 */
@Component(service = Events.class, immediate = true)
public final class Events {

    /** The PostgreSQL channel every node listens on. */
    public static final String CHANNEL = "beadbox_events";

    /** The most bytes a payload holds (PostgreSQL allows 8000 a notification): send ids, never data. */
    public static final int MAX_PAYLOAD = 200;

    /** A topic: lower-case letters, digits and dashes. */
    static final Pattern TOPIC = Pattern.compile("[a-z][a-z0-9-]{0,30}");

    /** Something that changed: its topic and a short payload (an id), or a resync. */
    public record Event(String topic, String payload, boolean resync) {
    }

    /** Hears the events of one topic. */
    @FunctionalInterface
    public interface Listener {
        void heard(Event event);
    }

    /** The {@code Events} of this process on each H2 database, by its address. */
    private static final ConcurrentMap<String, Set<Events>> IN_PROCESS = new ConcurrentHashMap<>();

    private final Database db;
    private final boolean postgres;
    private final ConcurrentMap<String, List<Listener>> listeners = new ConcurrentHashMap<>();
    private final ExecutorService dispatch = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "beadbox-events");
        t.setDaemon(true);
        return t;
    });
    private final Thread listener;
    private volatile boolean running = true;
    private volatile boolean connected;
    private volatile Connection listening;
    private volatile int reconnects;

    /** Made by Declarative Services: listens at once. */
    @Activate
    public Events(@Reference Database db) {
        this.db = db;
        this.postgres = db.postgres();
        if (postgres) {
            listener = new Thread(new PostgresListener(this), "beadbox-events-listener");
            listener.setDaemon(true);
            listener.start();
        } else {
            listener = null;
            IN_PROCESS.computeIfAbsent(db.url(), k -> ConcurrentHashMap.newKeySet()).add(this);
            connected = true;
        }
    }

    /** Stops listening; events published later are not heard here. */
    @Deactivate
    public void close() {
        running = false;
        if (listener != null) {
            listener.interrupt();
            closeQuietly(listening);
            try {
                listener.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        } else {
            IN_PROCESS.computeIfPresent(db.url(), (k, set) -> {
                set.remove(this);
                return set.isEmpty() ? null : set;
            });
        }
        dispatch.shutdownNow();
    }

    /** Calls {@code l} with each event of {@code topic}, and with a resync after the listening connection came back. */
    public void subscribe(String topic, Listener l) {
        checkTopic(topic);
        listeners.computeIfAbsent(topic, k -> new CopyOnWriteArrayList<>()).add(l);
    }

    /** Stops calling {@code l} for {@code topic}. */
    public void unsubscribe(String topic, Listener l) {
        List<Listener> list = listeners.get(topic);
        if (list != null) {
            list.remove(l);
        }
    }

    /**
     * Publishes on the transaction of {@code c}, which must be one of {@link Database#inTransaction}:
     * heard on every node once it commits, never when it rolls back.
     *
     * @throws IllegalArgumentException a topic that is no topic, or a payload over {@value #MAX_PAYLOAD} bytes
     */
    public void publish(Connection c, String topic, String payload) throws SQLException {
        String text = message(topic, payload);
        if (postgres) {
            try (PreparedStatement s = c.prepareStatement("SELECT pg_notify(?, ?)")) {
                s.setString(1, CHANNEL);
                s.setString(2, text);
                s.execute();
            }
        } else {
            String url = db.url();
            db.afterCommit(() -> deliverInProcess(url, text));
        }
    }

    /** Publishes an event of something already committed (on a transaction of its own). */
    public void publish(String topic, String payload) {
        db.inTransaction(c -> {
            publish(c, topic, payload);
            return null;
        });
    }

    /** Whether the listening connection is open now (always on H2). */
    public boolean connected() {
        return connected;
    }

    /** How many times the listening connection was opened again after it dropped. */
    public int reconnects() {
        return reconnects;
    }

    static String message(String topic, String payload) {
        checkTopic(topic);
        String p = payload == null ? "" : payload;
        if (p.getBytes(StandardCharsets.UTF_8).length > MAX_PAYLOAD) {
            throw new IllegalArgumentException("an event's payload is at most " + MAX_PAYLOAD + " bytes (send an id): "
                    + topic + " got " + p.length() + " characters");
        }
        return topic + ":" + p;
    }

    private static void checkTopic(String topic) {
        if (topic == null || !TOPIC.matcher(topic).matches()) {
            throw new IllegalArgumentException("not an event topic: " + topic);
        }
    }

    private static void deliverInProcess(String url, String text) {
        for (Events events : IN_PROCESS.getOrDefault(url, Set.of())) {
            events.heard(text);
        }
    }

    /** A message heard ({@code topic:payload}): handed to the topic's listeners on the event thread. */
    void heard(String text) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            return; // not ours: someone else's NOTIFY on the channel
        }
        Event e = new Event(text.substring(0, colon), text.substring(colon + 1), false);
        List<Listener> list = listeners.get(e.topic());
        if (list != null && !list.isEmpty() && running) {
            dispatch.execute(() -> tell(list, e));
        }
    }

    /** Tells every listener of every topic to read again. */
    void resync() {
        if (!running) {
            return;
        }
        for (var entry : listeners.entrySet()) {
            Event e = new Event(entry.getKey(), "", true);
            dispatch.execute(() -> tell(entry.getValue(), e));
        }
    }

    private static void tell(List<Listener> list, Event e) {
        for (Listener l : list) {
            try {
                l.heard(e);
            } catch (RuntimeException | Error x) {
                System.err.println("Beadbox server: a listener of the event '" + e.topic() + "' failed (" + x
                        + "); the others go on");
            }
        }
    }

    boolean running() {
        return running;
    }

    Database db() {
        return db;
    }

    void listening(Connection c) {
        listening = c;
        connected = c != null;
    }

    void reconnected() {
        reconnects++;
    }

    static void closeQuietly(Connection c) {
        if (c != null) {
            try {
                c.close();
            } catch (SQLException | RuntimeException e) {
                // closing a broken connection
            }
        }
    }

    /** Runs {@code LISTEN} on a connection of its own. */
    static void listen(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("LISTEN " + CHANNEL);
        }
    }

    /** Waits for work on the event thread to be done (tests). */
    void drain() throws InterruptedException {
        var f = dispatch.submit(() -> { });
        try {
            f.get(10, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException(e);
        }
    }
}
