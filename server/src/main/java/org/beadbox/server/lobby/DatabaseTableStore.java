package org.beadbox.server.lobby;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import javax.sql.DataSource;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.online.TableStore;
import org.beadbox.server.Database;
import org.beadbox.server.node.Node;
import org.beadbox.server.node.TableOwnership;
import org.beadbox.server.security.SiteKey;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The server's {@link TableStore}, registered as an OSGi service so that the web front-end keeps
 * every table it serves here (and no file): one {@code lobby_table} row per table, holding its
 * record as of its last move, whose turn it is and since when, and its seats ({@code seats_json},
 * the front-end's JSON with the digests of the links' tokens); one {@code lobby_move} row per
 * move, committed by a {@link TableKeeper} before anyone hears of the move.
 *
 * <p><b>The links' tokens</b> are derived from the site's key ({@link #token}: HMAC-SHA256 of the
 * table and the seat), never kept: the database holds only their digests, and any node holding
 * the key gives a seat's link again ({@link Lobby#play}) or reopens the table.
 *
 * <p>Where a table's row comes from: the lobby inserts it (with its seek's rating, clock and
 * accounts) before it opens the table under that id ({@link Lobby}); {@link #seated} then adds
 * the seats to it. A table not opened through the lobby (a guest table on the server) gets a row
 * of its own from {@link #seated}, unrated and with no accounts.
 *
 * <p><b>Several nodes</b> ({@code --node}: {@link TableOwnership}). A table is served only by the
 * node holding its lease: {@link #seated} claims it (and refuses a table another node holds),
 * {@link #unfinished(String)} and {@link #unfinished()} return only the tables this node holds
 * or has just claimed (from a node whose lease ran out: the takeover), and each keeper commits
 * a move only while its node holds the lease under the epoch the table was opened with, checked
 * in the move's own transaction. {@link #closeLost()} closes the copies of tables whose lease
 * this node lost; {@link #orphans} names the live tables nobody holds, and {@link #takeOver} claims
 * and reads them in batches, for a node to reopen.
 *
 * <p>The SQL of the rows read and written here is {@link TableRows}'s; the moves' is the keepers'.
 */
@Component(service = {TableStore.class, DatabaseTableStore.class})
public final class DatabaseTableStore implements TableStore {

    private final DataSource pool;
    private final SiteKey key;
    private final Clock clock;
    private final List<Consumer<String>> ended = new CopyOnWriteArrayList<>();
    private final java.util.concurrent.atomic.LongAdder commits = new java.util.concurrent.atomic.LongAdder();
    private final TableOwnership ownership;
    /** The lease each table was last claimed under here (seated, reopened), for its keeper. */
    private final Map<String, TableOwnership.Held> held = new ConcurrentHashMap<>();
    /** The keeper of each table open here. */
    private final Map<String, TableKeeper> keepers = new ConcurrentHashMap<>();
    /**
     * The tables handed out for reopening ({@link #unfinished}) with the seats they were stored
     * with, until the front-end seats and keeps them again: a reopening writes nothing back
     * that the database holds already ({@link #seated}, {@link TableKeeper#started}).
     */
    private final Map<String, String> reopening = new ConcurrentHashMap<>();
    /** The tables {@link #takeOver} claimed and read, each until its reopening asks for it ({@link #unfinished(String)}). */
    private final Map<String, TableRows.Row> taken = new ConcurrentHashMap<>();

    /** The server's store, over its database; its tables' leases this node's when routing is on ({@code --node}). */
    @Activate
    public DatabaseTableStore(@Reference Database db, @Reference Node node, BundleContext context) {
        this(db.dataSource(), db.siteKey(), Clock.systemUTC(), null, TableOwnership.of(context, node));
    }

    /**
     * A lone server's store (no leases), for tools and tests. A factory, not a constructor: Felix
     * SCR looks at every public constructor of the component's arity and warns of this one's types.
     *
     * @param ended told each table's id once its end is committed, or null ({@link #onEnd})
     */
    public static DatabaseTableStore over(Database db, Clock clock, Consumer<String> ended) {
        return new DatabaseTableStore(db.dataSource(), db.siteKey(), clock, ended, TableOwnership.NONE);
    }

    /**
     * @param key       the site's key, that the links' tokens are derived from
     * @param ended     told each table's id once its end is committed, or null ({@link #onEnd})
     * @param ownership whose tables these are: {@link TableOwnership#NONE} for a lone server
     */
    public DatabaseTableStore(DataSource pool, SiteKey key, Clock clock, Consumer<String> ended, TableOwnership ownership) {
        this.ownership = ownership;
        this.pool = pool;
        this.key = java.util.Objects.requireNonNull(key, "key");
        this.clock = clock;
        if (ended != null) {
            this.ended.add(ended);
        }
    }

    /**
     * {@inheritDoc} HMAC-SHA256 of the table and the purpose under the site's key: the same on
     * every node of the site.
     */
    @Override
    public Optional<String> token(String table, String purpose) {
        return Optional.of(key.token("table " + table + " " + purpose));
    }

    /** Calls {@code listener} with a table's id each time a table's end (and its ratings) are committed. */
    public void onEnd(Consumer<String> listener) {
        ended.add(listener);
    }

    /**
     * {@inheritDoc} Claims the table's lease first (several nodes).
     *
     * @throws IllegalStateException another node holds the table, or the database failed
     */
    @Override
    public void seated(String table, Match match, String seats) {
        if (!held.containsKey(table)) { // claimed a moment ago by the reopening that seats it: not claimed twice
            claim(table).orElseThrow(() -> new IllegalStateException("another node serves the table " + table));
        } else if (seats.equals(reopening.get(table))) {
            return; // reopened with the seats it was stored with: nothing to write
        }
        Transaction.run(pool, c -> {
            TableRows.seat(c, table, match, seats, clock.instant());
            return null;
        });
    }

    @Override
    public MatchListener keeper(String table, Match match) {
        TableKeeper keeper = new TableKeeper(pool, table, match, clock, id -> ended.forEach(l -> l.accept(id)), commits,
                ownership, Optional.ofNullable(held.remove(table)).orElse(new TableOwnership.Held(0)), reopening.remove(table) != null);
        if (ownership.fenced()) {
            keepers.put(table, keeper);
        }
        return keeper;
    }

    /** Claims {@code table}'s lease for this node, remembered for its keeper; empty when another node holds it. */
    private Optional<TableOwnership.Held> claim(String table) {
        TableOwnership.Held h = ownership.claim(table);
        if (h != null) {
            held.put(table, h);
        }
        return Optional.ofNullable(h);
    }

    /**
     * Closes the copy of each table open here whose lease this node no longer holds under the
     * epoch the table was opened with (it ran out, or another node claimed it): its players are
     * told, and their pages reconnect to the table's owner. Forgets the keepers of closed and
     * finished matches. How many it closed; none when unfenced.
     */
    public int closeLost() {
        if (!ownership.fenced()) {
            return 0;
        }
        List<TableKeeper> open = new ArrayList<>(keepers.values()); // before the read: a table opened after it is not judged
        Map<String, Long> mine = Transaction.run(pool, ownership::held);
        int closed = 0;
        for (TableKeeper k : open) {
            if (k.closed() || k.over()) { // nothing more to fence (an over game's copy is harmless)
                keepers.remove(k.table(), k);
            } else if (!Long.valueOf(k.epoch()).equals(mine.get(k.table()))) {
                keepers.remove(k.table(), k);
                k.lost();
                closed++;
            }
        }
        return closed;
    }

    /**
     * Closes this node's copy of {@code table} if it was opened under another epoch than {@code
     * epoch}, the one this node has just claimed it under: another node served it meanwhile, so
     * the copy here is behind. Whether it closed one.
     */
    public boolean closeStale(String table, long epoch) {
        TableKeeper k = keepers.get(table);
        if (k == null || k.epoch() == epoch || k.closed()) {
            return false;
        }
        keepers.remove(table, k);
        k.lost();
        return true;
    }

    /**
     * The live tables no node holds (their owner died, or stopped): at most {@code limit}, for a
     * node to reopen through the front-end (which claims each); empty when unfenced.
     */
    public List<String> orphans(int limit) {
        return List.copyOf(orphanLeases(limit, game -> true).keySet());
    }

    /**
     * {@link #orphans} of the games {@code installed} accepts, each with whether it has a lease
     * row (run out) or none yet, in order.
     */
    private Map<String, Boolean> orphanLeases(int limit, java.util.function.Predicate<String> installed) {
        if (!ownership.fenced()) {
            return Map.of();
        }
        return Transaction.run(pool, c -> TableRows.orphans(c, limit, installed));
    }

    /**
     * What {@link #takeOver} did: the tables it claimed and read, now ready for the front-end to
     * reopen (each through {@link #unfinished(String)}, which then asks the database nothing),
     * and how long the claim and the read took.
     */
    public record TakeOver(List<String> tables, long claimMillis, long loadMillis) {
    }

    /**
     * Takes over up to {@code limit} of the live tables no node holds ({@link #orphans}), in
     * batches rather than table by table: claims their run-out leases in one statement
     * ({@link TableOwnership#claimAll}; a table with no lease row yet is claimed alone), closes
     * any copy left here from an earlier epoch, and reads the won tables' records and seats in
     * one query (each record parsed later, by the thread that reopens it). The front-end then
     * reopens each ({@link #unfinished(String)} hands it the table
     * read here). Several nodes taking over at once is harmless: each lease has one winner.
     * Nothing when unfenced.
     *
     * @throws IllegalStateException the database failed (nothing is claimed then)
     */
    public TakeOver takeOver(int limit) {
        return takeOver(limit, game -> true);
    }

    /**
     * {@link #takeOver(int)} of the tables whose game {@code installed} accepts (by id): a node
     * takes over only what it can open; another node takes the rest.
     */
    public TakeOver takeOver(int limit, java.util.function.Predicate<String> installed) {
        taken.clear(); // what an earlier sweep read and no reopening asked for: stale by now
        Map<String, Boolean> orphans = orphanLeases(limit, installed);
        if (orphans.isEmpty()) {
            return new TakeOver(List.of(), 0, 0);
        }
        long start = System.nanoTime();
        List<String> leased = orphans.entrySet().stream().filter(Map.Entry::getValue).map(Map.Entry::getKey).toList();
        Map<String, Long> won = new java.util.HashMap<>(Transaction.run(pool, c -> ownership.claimAll(c, leased)));
        orphans.forEach((id, hasLease) -> {
            if (!hasLease) {
                TableOwnership.Held h = ownership.claim(id);
                if (h != null) {
                    won.put(id, h.epoch());
                }
            }
        });
        long claimed = System.nanoTime();
        List<TableRows.Row> read = won.isEmpty() ? List.of() : TableRows.rows(pool, "state = 'playing' AND id IN ("
                + String.join(",", java.util.Collections.nCopies(won.size(), "?")) + ")", List.copyOf(won.keySet()));
        long loaded = System.nanoTime();
        List<String> out = new ArrayList<>();
        for (TableRows.Row k : read) {
            long epoch = won.get(k.id());
            closeStale(k.id(), epoch);
            held.put(k.id(), new TableOwnership.Held(epoch));
            taken.put(k.id(), k);
            out.add(k.id());
        }
        return new TakeOver(out, (claimed - start) / 1_000_000, (loaded - claimed) / 1_000_000);
    }

    /**
     * Whether {@link #takeOver} claimed {@code table} for this node a moment ago and it awaits its
     * reopening: then its sockets are this node's without asking the database again.
     */
    public boolean justTaken(String table) {
        return table != null && taken.containsKey(table);
    }

    /**
     * Whether {@code table} is open here with a keeper, its game not over: this node holds its
     * lease as of its last heartbeat or claim. Should the lease have gone since (a node cut off),
     * no move of that copy commits, and the next sweep closes it ({@link #closeLost}).
     */
    public boolean servesHere(String table) {
        TableKeeper k = table == null ? null : keepers.get(table);
        return k != null && !k.closed() && !k.over();
    }

    /** The transactions its keepers committed so far (for the benchmark's commits a move). */
    public long commits() {
        return commits.sum();
    }

    @Override
    public List<Kept> unfinished() {
        return kept("state = 'playing' ORDER BY created_at", List.of()).stream().filter(k -> claim(k.table()).isPresent())
                .map(k -> reopening(Optional.of(k)).orElseThrow()).toList();
    }

    /** {@inheritDoc} With several nodes: only when this node holds the table's lease or claims it now (the takeover). */
    @Override
    public Optional<Kept> unfinished(String table) {
        TableRows.Row justTaken = taken.remove(table);
        if (justTaken != null) { // claimed and read by takeOver a moment ago
            return reopening(justTaken.kept());
        }
        return reopening(kept("state = 'playing' AND id = ?", List.of(table)).stream().findFirst().filter(k -> claim(table).isPresent()));
    }

    /** {@code kept}, remembered as being reopened with its stored seats. */
    private Optional<Kept> reopening(Optional<Kept> kept) {
        kept.ifPresent(k -> reopening.put(k.table(), k.seats()));
        return kept;
    }

    @Override
    public Optional<Kept> finished(String table) {
        return kept("state = 'finished' AND id = ?", List.of(table)).stream().findFirst();
    }

    /** The tables kept with their seats where {@code where} holds, {@code ids} its parameters. */
    private List<Kept> kept(String where, List<String> ids) {
        return TableRows.rows(pool, where, ids).stream().flatMap(r -> r.kept().stream()).toList();
    }

    @Override
    public void closed(String table, String reason) {
        Transaction.run(pool, c -> {
            TableRows.close(c, table, reason, clock.instant());
            return null;
        });
    }
}
