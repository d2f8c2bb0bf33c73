package org.beadbox.server.events;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two nodes' real {@link Events} on one real database, each through its own pool as two
 * processes would: what one publishes the other hears, only once committed. H2 ({@link
 * EventsOnH2Test}) and PostgreSQL ({@link EventsOnPostgresTest}) run the same tests.
 */
abstract class EventsTest {

    abstract String database(Path home);

    @TempDir
    Path home;
    Database dbA;
    Database dbB;
    Events a;
    Events b;

    @BeforeEach
    void open() throws Exception {
        String url = database(home);
        dbA = new Database(new ServerSettings(0, Optional.of(url), Optional.empty(), Optional.empty()), home);
        dbB = new Database(new ServerSettings(0, Optional.of(url), Optional.empty(), Optional.empty()), home);
        a = new Events(dbA);
        b = new Events(dbB);
        waitConnected(a);
        waitConnected(b);
    }

    static void waitConnected(Events e) throws InterruptedException {
        long end = System.currentTimeMillis() + 10_000;
        while (!e.connected() && System.currentTimeMillis() < end) {
            Thread.sleep(20);
        }
        assertTrue(e.connected(), "the listening connection opens");
    }

    @AfterEach
    void close() {
        a.close();
        b.close();
        dbA.close();
        dbB.close();
    }

    static Events.Event next(BlockingQueue<Events.Event> q) throws InterruptedException {
        return q.poll(10, TimeUnit.SECONDS);
    }

    @Test
    @DisplayName("an event published in a committed transaction on node A is heard on node B, with its payload")
    void committedIsHeard() throws Exception {
        BlockingQueue<Events.Event> heard = new LinkedBlockingQueue<>();
        b.subscribe("seeks", heard::add);
        dbA.inTransaction(c -> {
            a.publish(c, "seeks", "42");
            return null;
        });
        Events.Event e = next(heard);
        assertEquals(new Events.Event("seeks", "42", false), e);
    }

    @Test
    @DisplayName("an event of a transaction that rolls back is never heard; the next committed one is")
    void rolledBackIsNotHeard() throws Exception {
        BlockingQueue<Events.Event> heard = new LinkedBlockingQueue<>();
        b.subscribe("seeks", heard::add);
        assertThrows(IllegalStateException.class, () -> dbA.inTransaction(c -> {
            a.publish(c, "seeks", "lost");
            throw new IllegalStateException("the change fails");
        }));
        a.publish("seeks", "kept");
        assertEquals("kept", next(heard).payload(), "the rolled-back event came first");
    }

    @Test
    @DisplayName("a listener that throws is logged: the other listeners hear it, and it hears the next event")
    void throwingListener() throws Exception {
        BlockingQueue<Events.Event> heard = new LinkedBlockingQueue<>();
        int[] calls = new int[1];
        b.subscribe("presence", e -> {
            calls[0]++;
            throw new IllegalStateException("a broken listener");
        });
        b.subscribe("presence", heard::add);
        a.publish("presence", "1");
        a.publish("presence", "2");
        assertEquals("1", next(heard).payload());
        assertEquals("2", next(heard).payload());
        b.drain();
        assertEquals(2, calls[0], "the thread went on after the first throw");
    }

    @Test
    @DisplayName("only the topic subscribed to is heard; a payload past the cap and a bad topic are refused")
    void topicsAndCaps() throws Exception {
        BlockingQueue<Events.Event> heard = new LinkedBlockingQueue<>();
        b.subscribe("watchers", heard::add);
        a.publish("seeks", "1");
        a.publish("watchers", "T1 3");
        assertEquals(new Events.Event("watchers", "T1 3", false), next(heard));
        assertThrows(IllegalArgumentException.class, () -> a.publish("seeks", "x".repeat(Events.MAX_PAYLOAD + 1)));
        assertThrows(IllegalArgumentException.class, () -> a.publish("Seeks; DROP", "1"));
        a.publish("watchers", "é".repeat(Events.MAX_PAYLOAD / 2)); // 200 bytes: the most there is
        assertEquals(Events.MAX_PAYLOAD / 2, next(heard).payload().length());
        b.drain();
        assertTrue(heard.isEmpty(), "nothing else: " + heard);
    }

    @Test
    @DisplayName("a node that closed its events hears no more")
    void closedHearsNothing() throws Exception {
        BlockingQueue<Events.Event> heard = new LinkedBlockingQueue<>();
        BlockingQueue<Events.Event> own = new LinkedBlockingQueue<>();
        b.subscribe("seeks", heard::add);
        a.subscribe("seeks", own::add);
        b.close();
        a.publish("seeks", "7");
        assertEquals("7", next(own).payload(), "the publishing node hears its own event");
        assertEquals(List.of(), List.copyOf(heard));
    }
}
