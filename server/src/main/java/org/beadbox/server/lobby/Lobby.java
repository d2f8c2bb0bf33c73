package org.beadbox.server.lobby;

import java.security.SecureRandom;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.beadbox.api.Game;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.server.Account;
import org.beadbox.server.Database;
import org.beadbox.server.events.Events;
import org.beadbox.server.rating.Ratings;

/**
 * The lobby: seeks posted, accepted and withdrawn, and the tables they open. An accepted seek
 * becomes a table of the web front-end ({@link OnlineTables}) with both accounts seated by invite
 * links that only they are given ({@link #play}). The table's row is inserted before the table
 * opens (under the id the lobby chose), so its first move, a bot's instant one included, is
 * committed into it by the store's {@link TableKeeper}, which the web front-end adds to every
 * table it serves here ({@link DatabaseTableStore}), as it reopens them after a restart.
 * Thread-safe.
 */
@org.osgi.service.component.annotations.Component(service = Lobby.class, immediate = true)
public final class Lobby {

    private final Database db;
    private final GameCatalog games;
    private final OnlineTables tables;
    private final Clock clock;
    private final DatabaseTableStore store;
    /** How lately a correspondence table must have moved to be listed for watching. */
    public static final java.time.Duration RECENT = java.time.Duration.ofDays(3);

    private final SecureRandom random = new SecureRandom();
    private final GuestTables guests;
    private volatile Events events;

    /** The topic of a seek's change (posted, taken, a seat taken or left, withdrawn); the payload is its id. */
    public static final String SEEKS = "seeks";
    /** The topic of a table's opening or end; the payload is its id. */
    public static final String TABLES = "tables";
    private final LobbySweeps sweeps;
    private final SeekTables opener;

    /** The server's lobby, over its database, its table store and the web front-end's tables. */
    @org.osgi.service.component.annotations.Activate
    public Lobby(@org.osgi.service.component.annotations.Reference Database db,
                 @org.osgi.service.component.annotations.Reference GameCatalog games,
                 @org.osgi.service.component.annotations.Reference OnlineTables tables,
                 @org.osgi.service.component.annotations.Reference DatabaseTableStore store,
                 @org.osgi.service.component.annotations.Reference Events events) {
        this(db, games, tables, store, Clock.systemUTC());
        events(events);
        sweeps.start();
    }

    /** Stops the correspondence sweeper; the tables stay with the web front-end. */
    @org.osgi.service.component.annotations.Deactivate
    void deactivate() {
        sweeps.stop();
    }

    /**
     * Closes the open tables that an administrator closed in the database ({@code ./beadbox
     * server admin close-table ID}, from another process): their players are told why.
     *
     * @return the tables closed
     */
    public List<String> sweepClosed() {
        return sweeps.sweepClosed();
    }

    /**
     * Sends every change of a seek and every table opened or ended to {@code events}, on the
     * change's own transaction (a table's end just after it committed). Called once.
     */
    public void events(Events events) {
        this.events = events;
        store.onEnd(id -> {
            try {
                events.publish(TABLES, id);
            } catch (RuntimeException e) {
                // the lobbies read the tables again at their next resync or poll
            }
        });
    }

    /** Publishes {@code topic} on the transaction of {@code c}, when events are sent. */
    private void tell(java.sql.Connection c, String topic, Object payload) throws java.sql.SQLException {
        Events e = events;
        if (e != null) {
            e.publish(c, topic, String.valueOf(payload));
        }
    }

    /** A lobby with a table store of its own: for a lobby whose tables are not served through one (its API's tests). */
    public Lobby(Database db, GameCatalog games, OnlineTables tables, Clock clock) {
        this(db, games, tables, DatabaseTableStore.over(db, clock, null), clock);
    }

    /**
     * A lobby over {@code store}, for tools and tests (a factory: Felix SCR looks at every public
     * constructor of the component's arity and warns of this one's types).
     *
     * @param store the store the web front-end keeps {@code tables} in
     */
    public static Lobby over(Database db, GameCatalog games, OnlineTables tables, DatabaseTableStore store, Clock clock) {
        return new Lobby(db, games, tables, store, clock);
    }

    private Lobby(Database db, GameCatalog games, OnlineTables tables, DatabaseTableStore store, Clock clock) {
        this.db = db;
        this.games = games;
        this.tables = tables;
        this.clock = clock;
        this.store = store;
        this.guests = new GuestTables(this, db, games, tables, clock, random);
        this.sweeps = new LobbySweeps(db, tables, clock);
        this.opener = new SeekTables(db, tables, clock, random, this::tell, this::rating);
    }

    /** The tables players open for guests without an account. */
    public GuestTables guests() {
        return guests;
    }

    /**
     * The tables being played that anyone may watch, the latest moved first: live and untimed
     * ones, and correspondence ones moved in the last {@link #RECENT} (not those opened for guests).
     *
     * @param game only this game's, or null for every game
     */
    public List<LobbyTables.Watchable> watchable(String game, int limit) {
        return db.inTransaction(c -> LobbyTables.watchable(c, game, clock.instant().minus(RECENT), limit));
    }

    /** Calls {@code listener} with a table's id each time a table's end is committed. */
    public void onEnd(Consumer<String> listener) {
        store.onEnd(listener);
    }

    /** The installed games, by name. */
    public List<Game> games() {
        return games.games();
    }

    /** The open seeks {@code viewer} may see, newest first; {@code game} null for every game. */
    public List<Seek> seeks(Account viewer, String game) {
        return db.inTransaction(c -> Seeks.open(c, viewer.id(), game));
    }

    /** The seek with this id, whatever its state, with its takers. */
    public Optional<Seek> seek(long id) {
        return db.inTransaction(c -> Seeks.find(c, id));
    }

    /**
     * Posts a seek after checking its game is installed and takes its options.
     *
     * @param forAccount the account it is for, or null for everyone
     * @throws IllegalArgumentException with one line for a person
     */
    public long post(Account poster, Seek.Offer offer, Account forAccount) {
        Game game = games.find(offer.game()).orElseThrow(() -> new IllegalArgumentException(
                "there is no game '" + org.beadbox.api.Quote.excerpt(offer.game()) + "' on this server: choose one of " + games.ids()));
        check(game, offer);
        return db.inTransaction(c -> {
            long id = Seeks.post(c, poster.id(), offer, forAccount == null ? null : forAccount.id(), clock.instant());
            tell(c, SEEKS, id);
            return id;
        });
    }

    /** Checks the offer's seats and options against the game (which says why it refuses an option). */
    public static void check(Game game, Seek.Offer offer) {
        Offers.check(game, offer);
    }

    /** Withdraws the poster's own open seek; false when it was not open or not theirs. */
    public boolean withdraw(Account poster, long seek) {
        return db.inTransaction(c -> {
            boolean done = Seeks.withdraw(c, poster.id(), seek);
            if (done) {
                tell(c, SEEKS, seek);
            }
            return done;
        });
    }

    /**
     * Takes a seat at a seek. A two-seat seek, or the last seat of a bigger one, opens the table
     * with every account seated in an order drawn at random; an earlier seat of a bigger one
     * waits for the others (the lobby shows who sits).
     *
     * @return the new table's id, or empty while the seek has seats left
     * @throws IllegalArgumentException with one line for a person (one's own seek, taken, a seat
     *     held already, ...)
     */
    public Optional<String> take(Account taker, long seekId) {
        return take(taker, seekId, null);
    }

    /**
     * Accepts a two-seat seek for a bot: its seat is played by {@code bot} (already under the
     * thinking cap) rather than by a link.
     *
     * @param bot the bot's seat
     * @throws IllegalArgumentException as {@link #take}, and for a seek of more seats (bots take two-seat seeks only)
     */
    public String accept(Account taker, long seekId, SeatRequest bot) {
        Seek seek = db.inTransaction(c -> Seeks.find(c, seekId))
                .orElseThrow(() -> new IllegalArgumentException("there is no seek " + seekId + ": reload the lobby"));
        if (seek.offer().seats() != 2) {
            throw new IllegalArgumentException("a bot takes two-seat seeks only");
        }
        return take(taker, seekId, bot).orElseThrow();
    }

    private Optional<String> take(Account taker, long seekId, SeatRequest bot) {
        Seeks.Taking taking = db.inTransaction(c -> {
            Seeks.Taking t = Seeks.take(c, taker.id(), seekId, null, clock.instant());
            tell(c, SEEKS, seekId);
            return t;
        });
        if (!taking.full()) {
            return Optional.empty();
        }
        try {
            return Optional.of(opener.open(taking.seek(), taker, bot));
        } catch (RuntimeException e) {
            db.inTransaction(c -> {
                Seeks.reopen(c, seekId, taker.id());
                tell(c, SEEKS, seekId);
                return null;
            });
            throw e;
        }
    }

    /** Gives back the seat {@code taker} took at a seek that has not filled; false when it held none there. */
    public boolean leave(Account taker, long seekId) {
        return db.inTransaction(c -> {
            boolean done = Seeks.leave(c, taker.id(), seekId);
            if (done) {
                tell(c, SEEKS, seekId);
            }
            return done;
        });
    }

    /**
     * Where {@code account} goes to play or watch {@code table}: its own seat's link when it
     * sits there, else the table's watch link while the table is being played, whichever node
     * serves it: read from the database (the spectators' token its front-end keeps there), so
     * that every node answers the same; the table page's socket then reaches the owner.
     */
    public Optional<String> play(Account account, String table) {
        Optional<Integer> own = db.inTransaction(c -> LobbyTables.linkSeat(c, table, account.id()));
        if (own.isPresent()) {
            return Optional.of(link(table, "seat-" + own.get()));
        }
        // From the database, never from tables.table(id): on a node that does not serve the table that would open it here.
        return db.inTransaction(c -> LobbyTables.playing(c, table)) ? Optional.of(link(table, "watch")) : Optional.empty();
    }

    /** Table {@code table}'s link of {@code purpose}: its token derived from the site's key, as every node derives it. */
    String link(String table, String purpose) {
        return tables.address().resolve("table.html#" + table + "." + store.token(table, purpose).orElseThrow()).toString();
    }

    /** The account's tables, those where it is to move first. */
    public List<LobbyTables.Entry> tablesOf(Account account, int limit) {
        return db.inTransaction(c -> LobbyTables.of(c, account.id(), limit));
    }

    /** The account's ratings, per pool. */
    public Map<String, Ratings.Standing> ratings(Account account) {
        return db.inTransaction(c -> Ratings.standings(c, account.id()));
    }

    /** An account's rating in a pool (the newcomer's when it has played none there). */
    public org.beadbox.server.rating.Rating rating(long account, String pool) {
        return db.inTransaction(c -> Ratings.standing(c, account, pool)).rating();
    }

    /** The account's rating history in a pool, oldest first. */
    public List<Ratings.Change> history(Account account, String pool) {
        return db.inTransaction(c -> Ratings.history(c, account.id(), pool));
    }

    /** A table's record as today's JSON. */
    public Optional<String> record(String table) {
        return db.inTransaction(c -> LobbyTables.record(c, table));
    }

    /**
     * Ends the correspondence games whose player to move let the time run out: that seat resigns
     * (its opponent wins on time). Called now and then; what it ends is committed by the keepers.
     *
     * @return the tables ended
     */
    public List<String> sweepOverdue() {
        return sweeps.sweepOverdue();
    }

    /** The keepers' store (for the benchmark's and tests' counts). */
    DatabaseTableStore store() {
        return store;
    }
}
