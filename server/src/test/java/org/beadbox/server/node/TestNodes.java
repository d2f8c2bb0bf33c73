package org.beadbox.server.node;

import java.time.Duration;
import org.beadbox.server.Database;

/** Real {@link Node}s for tests of other packages: started with a short heartbeat, and killed without a word. */
public final class TestNodes {

    /** Beats every 200 ms; dead after 1 s without a beat. */
    public static final Node.Timing FAST = new Node.Timing(Duration.ofMillis(200), Duration.ofMillis(1000));

    private TestNodes() {
    }

    /** A node called {@code name} on {@code db}, entered in the registry and beating. */
    public static Node start(Database db, String name) {
        Node n = new Node(db, name, "127.0.0.1:1", FAST, System::nanoTime);
        n.start();
        return n;
    }

    /** What the database sees of a node killed with {@code kill -9}: its heart stops, its rows stay. */
    public static void kill(Node n) {
        n.halt();
    }
}
