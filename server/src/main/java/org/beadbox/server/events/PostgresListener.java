package org.beadbox.server.events;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;

/**
 * The one thread of a node that listens on PostgreSQL: opens a connection of its own, {@code
 * LISTEN}s, and hands each notification to {@link Events}. When the connection drops (the
 * database restarted, {@code pg_terminate_backend}, the network), it opens another after a pause
 * that doubles from {@value #FIRST_PAUSE_MS} ms up to {@value #LONGEST_PAUSE_MS} ms, and then has
 * every listener resync. Every {@value #CHECK_EVERY_MS} ms of silence it asks the connection a
 * {@code SELECT 1}, so that a connection gone dead without a word is found too. Never dies of an
 * exception; stops when {@link Events#close} is called.
 */
final class PostgresListener implements Runnable {

    static final long FIRST_PAUSE_MS = 100;
    static final long LONGEST_PAUSE_MS = 5000;
    static final long CHECK_EVERY_MS = 10_000;
    private static final int WAIT_MS = 500;

    private final Events events;

    PostgresListener(Events events) {
        this.events = events;
    }

    @Override
    public void run() {
        long pause = FIRST_PAUSE_MS;
        boolean before = false;
        boolean told = false;
        while (events.running()) {
            try (Connection c = events.db().connectOwn()) {
                Events.listen(c);
                events.listening(c);
                if (before) {
                    events.reconnected();
                    events.resync();
                    System.err.println("Beadbox server: listening for other nodes' events again; the lobby reads everything again");
                }
                before = true;
                told = false;
                pause = FIRST_PAUSE_MS;
                listen(c);
            } catch (SQLException | RuntimeException e) {
                events.listening(null);
                if (!events.running()) {
                    break;
                }
                if (!told) {
                    System.err.println("Beadbox server: the connection that hears other nodes' events dropped ("
                            + e.getMessage() + "); opening it again");
                    told = true;
                }
                try {
                    Thread.sleep(pause);
                } catch (InterruptedException x) {
                    break;
                }
                pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
            } catch (Error e) {
                System.err.println("Beadbox server: the events' listener met " + e + "; it goes on");
            }
        }
        events.listening(null);
    }

    /** Hands on what is heard until the connection fails (throws) or the events close. */
    private void listen(Connection c) throws SQLException {
        PGConnection pg = c.unwrap(PGConnection.class);
        long quietSince = System.nanoTime();
        while (events.running()) {
            PGNotification[] heard = pg.getNotifications(WAIT_MS);
            if (heard != null && heard.length > 0) {
                quietSince = System.nanoTime();
                for (PGNotification n : heard) {
                    if (Events.CHANNEL.equals(n.getName())) {
                        events.heard(n.getParameter());
                    }
                }
            } else if ((System.nanoTime() - quietSince) / 1_000_000 >= CHECK_EVERY_MS) {
                try (Statement s = c.createStatement()) {
                    s.execute("SELECT 1");
                }
                quietSince = System.nanoTime();
            }
            if (Thread.interrupted() && !events.running()) {
                return;
            }
        }
    }
}
