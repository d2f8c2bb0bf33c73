package org.beadbox.server.security;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;
import org.beadbox.server.Database;

/**
 * Events counted per kind and subject over sliding windows, in the database's
 * {@code throttle_event} table (migration V8), so that every node of a site sees the same counts.
 * Two nodes counting the same moment may each let one more event through than the limit: a
 * limit is kept to within the number of nodes, which is enough for throttling.
 *
 * <p>Rows older than the longest window are deleted at most once a minute per node, so the table
 * holds at most one window of events.
 */
public final class ThrottleCounts {

    private static final long PURGE_EVERY_MILLIS = 60_000;

    private final Database db;
    private final Clock clock;
    private final Duration keep;
    private final AtomicLong lastPurge = new AtomicLong();

    public ThrottleCounts(Database db, Clock clock, Duration keep) {
        this.db = db;
        this.clock = clock;
        this.keep = keep;
    }

    /**
     * Milliseconds until {@code subject} may have another event under {@code limit}: 0 while it
     * has fewer than {@code limit.count()} within the window, else until the oldest of its last
     * {@code count} leaves the window.
     */
    public long wait(String kind, String subject, Limit limit) {
        Instant now = clock.instant();
        Instant oldest = db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT happened_at FROM throttle_event"
                    + " WHERE kind = ? AND subject = ? AND happened_at > ? ORDER BY happened_at DESC")) {
                s.setString(1, kind);
                s.setString(2, subject);
                s.setObject(3, utc(now.minus(limit.window())));
                s.setMaxRows(limit.count());
                try (ResultSet r = s.executeQuery()) {
                    Instant last = null;
                    int n = 0;
                    while (r.next()) {
                        last = r.getObject(1, OffsetDateTime.class).toInstant();
                        n++;
                    }
                    return n < limit.count() ? null : last;
                }
            }
        });
        return oldest == null ? 0 : Math.max(1, oldest.plus(limit.window()).toEpochMilli() - now.toEpochMilli());
    }

    /** Counts an event of {@code subject} now. */
    public void add(String kind, String subject) {
        Instant now = clock.instant();
        long last = lastPurge.get();
        boolean purge = now.toEpochMilli() - last >= PURGE_EVERY_MILLIS && lastPurge.compareAndSet(last, now.toEpochMilli());
        db.inTransaction(c -> {
            if (purge) {
                try (PreparedStatement s = c.prepareStatement("DELETE FROM throttle_event WHERE happened_at < ?")) {
                    s.setObject(1, utc(now.minus(keep)));
                    s.executeUpdate();
                }
            }
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO throttle_event (kind, subject, happened_at) VALUES (?, ?, ?)")) {
                s.setString(1, kind);
                s.setString(2, subject);
                s.setObject(3, utc(now));
                return s.executeUpdate();
            }
        });
    }

    private static OffsetDateTime utc(Instant t) {
        return t.atOffset(ZoneOffset.UTC);
    }
}
