package org.beadbox.server.node;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Match;
import org.beadbox.core.RecordStore;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.beadbox.testkit.TakeAway;
import org.beadbox.ui.web.ServerTables;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two nodes' real table stores and web front-ends ({@code WebTables}) on one real database, each
 * through its own pool as two processes would: a table is served by the node holding its lease,
 * a node "killed" ({@link Node#halt}: its heartbeat stops, its leases run out) has its tables
 * taken over from the database at their last committed move, and the killed node's copy, still
 * in memory (a node cut off, not dead), can no longer commit a move. H2 ({@link FailoverOnH2Test})
 * and PostgreSQL ({@link FailoverOnPostgresTest}).
 */
abstract class FailoverTest {

    /** The JDBC address both nodes open. */
    abstract String database(Path home) throws Exception;

    static final Node.Timing TIMING = new Node.Timing(Duration.ofMillis(200), Duration.ofMillis(1000));

    @TempDir
    Path home;
    final GameCatalog games = GameCatalog.of(new TakeAway());
    final List<AutoCloseable> opened = new ArrayList<>();
    Side a;
    Side b;
    String url;

    /** One node: its database pool, node, store and front-end. */
    final class Side {
        final Database db;
        final Node node;
        final DatabaseTableStore store;
        final ServerTables server;

        Side(String url, String name) {
            db = new Database(new ServerSettings(0, Optional.of(url), Optional.empty(), Optional.empty()), home);
            opened.add(db::close);
            node = new Node(db, name, "127.0.0.1:1", TIMING, System::nanoTime);
            node.start();
            opened.add(0, node::halt);
            store = new DatabaseTableStore(db.dataSource(), db.siteKey(), Clock.systemUTC(), null, TableOwnership.of(node));
            server = new ServerTables(games, home.resolve(name), store);
            opened.add(0, server::close);
        }

        Optional<Table> table(String id) {
            return server.tables().table(id);
        }
    }

    @BeforeEach
    void open() throws Exception {
        url = database(home);
        a = new Side(url, "node-a");
        b = new Side(url, "node-b");
    }

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable c : opened) {
            c.close();
        }
    }

    private String guestTable(Side side, TimeControl clock) {
        return side.server.tables().open(TakeAway.ID, new Setup(2, Map.of("beads", "9"), 3),
                List.of(SeatRequest.invite("x"), SeatRequest.invite("y")), clock).id();
    }

    private void playOne(Side side, String id) throws InterruptedException {
        Match m = side.table(id).orElseThrow().match();
        assertTrue(side.server.play(id, m.state().toMove(), "1"));
    }

    @Test
    @DisplayName("a node takes over only the tables whose game it has installed")
    void takeOverOnlyWhatItCanOpen() throws Exception {
        String id = guestTable(a, null);
        playOne(a, id);
        await("a move committed", () -> moves(id).size() == 1);
        a.node.halt();
        await("node-a's lease ran out", () -> b.store.orphans(10).contains(id));
        assertEquals(List.of(), b.store.takeOver(10, game -> !game.equals(TakeAway.ID)).tables(), "taken without its game");
        assertTrue(b.store.orphans(10).contains(id), "a table whose game a node lacks stays for a node that has it");
        assertEquals(List.of(id), b.store.takeOver(10, game -> true).tables());
        Table taken = b.table(id).orElseThrow(() -> new AssertionError("node-b did not reopen the table"));
        assertEquals(List.of("1"), notations(taken.match()));
    }

    @Test
    @DisplayName("a dead node's table is taken over at its last committed move; the cut-off node's copy commits nothing more")
    void takeoverAndFencing() throws Exception {
        String id = guestTable(a, null);
        playOne(a, id);
        playOne(a, id);
        await("two moves committed", () -> moves(id).size() == 2);
        assertTrue(b.table(id).isEmpty(), "node-b must not serve a table node-a holds");
        assertEquals(List.of(), b.store.orphans(10));

        a.node.halt(); // as kill -9 leaves it: no more heartbeats, its leases run out; its memory stays (cut off)
        await("node-a's lease ran out", () -> b.store.orphans(10).contains(id));
        Table taken = b.table(id).orElseThrow(() -> new AssertionError("node-b did not take the table over"));
        assertEquals(List.of("1", "1"), notations(taken.match()));

        Match zombie = a.table(id).orElseThrow().match();
        assertFalse(zombie.isClosed());
        a.server.play(id, zombie.state().toMove(), "1"); // the cut-off node's player moves: it cannot commit
        await("the cut-off copy closed", zombie::isClosed);
        assertEquals(2, moves(id).size(), "a node without the lease committed a move");

        playOne(b, id);
        await("node-b's move committed", () -> moves(id).size() == 3);
        assertEquals(List.of(0, 1, 2), plies(id), "no move lost or doubled");
        assertEquals(moves(id), notations(b.table(id).orElseThrow().match()));
    }

    @Test
    @DisplayName("a dead node's tables are taken over in one batch; two nodes taking over at once share them, each table one owner")
    void batchTakeover() throws Exception {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            ids.add(guestTable(a, null));
            playOne(a, ids.get(i));
        }
        await("a move committed on each table", () -> ids.stream().allMatch(id -> moves(id).size() == 1));
        Side c = new Side(url, "node-c");
        a.node.halt();
        await("node-a's leases ran out", () -> b.store.orphans(10).containsAll(ids));

        List<DatabaseTableStore.TakeOver> taken = new java.util.concurrent.CopyOnWriteArrayList<>();
        Thread other = new Thread(() -> taken.add(c.store.takeOver(100)));
        other.start();
        taken.add(b.store.takeOver(100));
        other.join(10_000);
        List<String> all = new ArrayList<>(taken.get(0).tables());
        all.addAll(taken.get(1).tables());
        assertEquals(ids.stream().sorted().toList(), all.stream().sorted().toList(), "each table taken over by exactly one node: " + taken);
        assertEquals(List.of(), b.store.orphans(10));

        for (String id : ids) {
            Side owner = b.node.leases().owner(id).orElseThrow().node().equals("node-b") ? b : c;
            Side notOwner = owner == b ? c : b;
            assertEquals(2L, owner.node.leases().owner(id).orElseThrow().epoch(), "a change of hands raises the epoch");
            Table t = owner.table(id).orElseThrow(() -> new AssertionError("the taker did not reopen " + id));
            assertEquals(List.of("1"), notations(t.match()), "reopened at its last committed move");
            assertTrue(notOwner.table(id).isEmpty(), "the other node must not serve " + id);
            playOne(owner, id);
        }
        await("a move committed by the takers on each table", () -> ids.stream().allMatch(id -> moves(id).size() == 2));
        for (String id : ids) {
            Match zombie = a.table(id).orElseThrow().match();
            a.server.play(id, zombie.state().toMove(), "1");
        }
        await("the cut-off node's copies closed", () -> ids.stream().allMatch(id -> a.table(id).map(t -> t.match().isClosed()).orElse(true)));
        for (String id : ids) {
            assertEquals(List.of(0, 1), plies(id), "no move lost or doubled on " + id);
        }
    }

    @Test
    @DisplayName("a node that lost a lease closes its copy (the sweep), and one that took a table back drops a copy left behind")
    void lostCopiesClose() throws Exception {
        String id = guestTable(a, null);
        playOne(a, id);
        await("the move committed", () -> moves(id).size() == 1);
        assertEquals(0, a.store.closeLost(), "node-a holds its table");
        Match copy = a.table(id).orElseThrow().match();

        a.node.halt();
        await("node-a's lease ran out", () -> b.store.orphans(10).contains(id));
        assertTrue(b.table(id).isPresent());
        assertEquals(1, a.store.closeLost(), "node-a's copy of a table node-b took");
        assertTrue(copy.isClosed());
        assertTrue(b.store.closeStale(id, Long.MAX_VALUE), "a copy opened under an older epoch is stale");
        assertTrue(b.table(id).isPresent(), "reopened from the database once its copy closed");
        assertEquals(List.of("1"), notations(b.table(id).orElseThrow().match()));
    }

    @Test
    @DisplayName("a live clock is not charged the time the table had no owner: it resumes from the times committed with the last move")
    void clockNotCharged() throws Exception {
        String id = guestTable(a, TimeControl.of(5, 0));
        playOne(a, id);
        playOne(a, id); // each seat's clock starts at its first move
        Thread.sleep(300);
        playOne(a, id);
        await("three moves committed", () -> moves(id).size() == 3);
        List<Long> committed = committedClocks(id);
        assertTrue(committed.get(0) < 300_000, "the clock ran: " + committed);

        a.node.halt();
        await("node-a's lease ran out", () -> b.store.orphans(10).contains(id));
        Thread.sleep(1500); // no owner for at least 1.5 s more
        Table taken = b.table(id).orElseThrow();
        List<Long> reopened = taken.match().record().clocks().remainingMillis();
        for (int seat = 0; seat < 2; seat++) {
            long charged = committed.get(seat) - reopened.get(seat);
            assertTrue(charged >= 0 && charged < 1000, "seat " + seat + " charged " + charged + " ms: committed " + committed
                    + ", reopened " + reopened);
        }
        // ...and from the reopening on, the clock of the seat to move runs: nobody stalls after a takeover.
        await("the clock of the seat to move runs on the node that took the table over",
                () -> taken.match().clocks().map(c -> c.running() == taken.match().state().toMove()).orElse(false));
    }

    private List<Long> committedClocks(String id) {
        return RecordStore.fromJson(query("SELECT record FROM lobby_table WHERE id = ?", id).get(0), id).clocks().remainingMillis();
    }

    private static List<String> notations(Match m) {
        return m.moves().stream().map(Move::notation).toList();
    }

    private List<String> moves(String id) {
        return query("SELECT notation FROM lobby_move WHERE table_id = ? ORDER BY ply", id);
    }

    private List<Integer> plies(String id) {
        return query("SELECT ply FROM lobby_move WHERE table_id = ? ORDER BY ply", id).stream().map(Integer::valueOf).toList();
    }

    private List<String> query(String sql, String id) {
        return b.db.inTransaction(c -> {
            List<String> out = new ArrayList<>();
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setString(1, id);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        out.add(r.getString(1));
                    }
                }
            }
            return out;
        });
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + 15_000_000_000L;
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not within 15 s: " + what);
            }
            Thread.sleep(20);
        }
    }
}
