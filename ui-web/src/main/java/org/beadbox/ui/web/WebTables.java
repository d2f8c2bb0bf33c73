package org.beadbox.ui.web;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArraySet;
import org.beadbox.api.Game;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.core.online.TableStore;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicyOption;

/**
 * The tables this host serves, registered as {@link OnlineTables}. Each table is a core
 * {@link Match}; invited seats are {@link HumanPlayer}s completed by the moves that arrive over
 * their connections.
 *
 * <p>Where the tables are kept: when a {@link TableStore} service is registered (the server's
 * database), wholly in it: the store commits each table's seats before its match starts ({@link
 * TableStore#seated}), its keeper is the match's first listener (every move committed before
 * anyone hears of it), tables reopen from {@link TableStore#unfinished()} when this starts, one
 * table whose match the keeper closed reopens from the store when its link is followed again,
 * and a finished table's links show its game from the store; nothing is written under the
 * Beadbox folder. Without one (the desktop), each table is autosaved like a local game with its
 * file beside it ({@link SavedTable}), and finished tables' links are kept in {@link
 * FinishedTables}. The store is a static, greedy reference: this component restarts when one
 * arrives.
 */
@Component(service = {OnlineTables.class, WebTables.class}, immediate = true)
public final class WebTables implements OnlineTables {

    /** Where the web front-end listens by default. */
    static final int DEFAULT_PORT = LinkAddress.DEFAULT_PORT;

    private final GameCatalog games;
    private final PlayerCatalog players;
    private final RecordStore store;
    /** Where the tables are kept, or null: in files of {@link #store} (the desktop). */
    private final TableStore tableStore;
    private final URI address;
    private final Map<String, WebTable> tables = new ConcurrentHashMap<>();
    private final Runnable catalogChanged = this::catalogChanged;
    private final Reopener reopener;
    private final Autosaves autosaves = new Autosaves();
    private final FinishedTables finished;
    private final FinishedLinks finishedLinks;
    private final java.util.function.BooleanSupplier quitting;
    final CopyOnWriteArraySet<LobbyConnection> lobbies = new CopyOnWriteArraySet<>();
    /** How long a seat has for its first move before its game is aborted: shorter in tests only ({@link FirstMoveWindow}). */
    volatile java.time.Duration firstMoveWindow = Match.DEFAULT_FIRST_MOVE_WINDOW;

    /**
     * Takes the catalogues, where the HTTP server listens (framework properties) and the server's
     * table store when there is one.
     */
    @Activate
    public WebTables(@Reference GameCatalog games, @Reference PlayerCatalog players,
                     @Reference(cardinality = ReferenceCardinality.OPTIONAL, policyOption = ReferencePolicyOption.GREEDY)
                     TableStore tableStore, BundleContext context) {
        this(games, players, new RecordStore(RecordStore.home(context.getProperty("beadbox.home"))),
                LinkAddress.of(context.getProperty("beadbox.server.public-url"), context.getProperty("org.apache.felix.http.host"),
                        context.getProperty("org.osgi.service.http.port")),
                () -> context.getBundle(org.osgi.framework.Constants.SYSTEM_BUNDLE_ID).getState() == org.osgi.framework.Bundle.STOPPING,
                tableStore);
        firstMoveWindow = FirstMoveWindow.of(context.getProperty(FirstMoveWindow.PROPERTY));
    }

    /** Also reopens the unfinished tables saved in the store's autosave folder. */
    WebTables(GameCatalog games, PlayerCatalog players, RecordStore store, URI address) {
        this(games, players, store, address, () -> false);
    }

    /**
     * @param quitting whether Beadbox is quitting: a table a front-end closes then (Swing closes
     *     its windows as it stops) is kept to reopen, as when the web front-end stops first
     */
    WebTables(GameCatalog games, PlayerCatalog players, RecordStore store, URI address, java.util.function.BooleanSupplier quitting) {
        this(games, players, store, address, quitting, null);
    }

    /**
     * @param tableStore where the tables are kept, or null for files in {@code store}'s folder;
     *     with one, the tables it holds unfinished reopen now
     */
    WebTables(GameCatalog games, PlayerCatalog players, RecordStore store, URI address, java.util.function.BooleanSupplier quitting,
              TableStore tableStore) {
        this.tableStore = tableStore;
        this.quitting = quitting;
        this.games = games;
        this.players = players;
        this.store = store;
        this.address = address;
        this.finished = FinishedTables.in(store);
        this.finishedLinks = new FinishedLinks(finished, tableStore, store, games, players);
        this.reopener = new Reopener(this, store, tableStore);
        games.addListener(catalogChanged);
        players.addListener(catalogChanged);
        reopener.reopen();
    }

    /** The links' base for the HTTP service bound to {@code host} on {@code port}: see {@link LinkAddress}. */
    static URI address(String host, String port) {
        return LinkAddress.of(host, port);
    }

    @Deactivate
    void deactivate() {
        games.removeListener(catalogChanged);
        players.removeListener(catalogChanged);
        for (WebTable t : tables.values()) {
            t.shut("the web front-end stopped");
        }
        tables.clear();
        autosaves.close();
    }

    GameCatalog games() {
        return games;
    }

    PlayerCatalog players() {
        return players;
    }

    RecordStore store() {
        return store;
    }

    @Override
    public URI address() {
        return address;
    }

    @Override
    public Table open(String gameId, Setup setup, List<SeatRequest> seats) {
        return openTable(gameId, setup, seats, null);
    }

    @Override
    public Table open(String gameId, Setup setup, List<SeatRequest> seats, org.beadbox.core.TimeControl clock) {
        return openTable(gameId, setup, seats, clock);
    }

    @Override
    public Table open(String id, String gameId, Setup setup, List<SeatRequest> seats, org.beadbox.core.TimeControl clock) {
        if (id == null || !SavedTable.ID.matcher(id).matches()) {
            throw new IllegalArgumentException("a table's id is 8 to 32 letters, digits, '_' or '-', not '"
                    + org.beadbox.api.Quote.excerpt(String.valueOf(id)) + "'");
        }
        if (tables.containsKey(id)) {
            throw new IllegalArgumentException("the table " + id + " is open already: choose another id");
        }
        return openTable(id, gameId, setup, seats, clock);
    }

    WebTable openTable(String gameId, Setup setup, List<SeatRequest> seats) {
        return openTable(gameId, setup, seats, null);
    }

    /** Opens a table; {@code clock} is its time control, or null for none. */
    WebTable openTable(String gameId, Setup setup, List<SeatRequest> seats, org.beadbox.core.TimeControl clock) {
        return openTable(Tokens.id(), gameId, setup, seats, clock);
    }

    private WebTable openTable(String id, String gameId, Setup setup, List<SeatRequest> seats, org.beadbox.core.TimeControl clock) {
        Game game = games.find(gameId).orElseThrow(() -> new IllegalArgumentException(
                "no game " + gameId + " is installed: the games are " + String.join(", ", games.ids())));
        Setup resolved = game.resolve(setup);
        if (seats.size() != resolved.players()) {
            throw new IllegalArgumentException("the setup has " + resolved.players() + " seats but " + seats.size() + " were given");
        }
        MatchBuilder b = Match.builder(game).setup(resolved).gameVersion(games.version(gameId)).timeControl(clock)
                .firstMoveWindow(firstMoveWindow);
        int n = seats.size();
        TableSeats.Kind[] kinds = new TableSeats.Kind[n];
        String[] tokens = new String[n];
        HumanPlayer[] humans = new HumanPlayer[n];
        List<Player> made = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                SeatRequest r = seats.get(i);
                switch (r.kind()) {
                    case INVITE -> {
                        kinds[i] = TableSeats.Kind.REMOTE;
                        tokens[i] = token(id, "seat-" + i);
                        humans[i] = new HumanPlayer();
                        b.seat(i, humans[i], "human");
                    }
                    case AI -> {
                        Player p = players.create(PlayerSpec.parse(r.spec()), game.info());
                        made.add(p);
                        kinds[i] = TableSeats.Kind.COMPUTER;
                        b.seat(i, p, r.spec());
                    }
                    case PLAYER -> {
                        kinds[i] = TableSeats.Kind.HOST;
                        tokens[i] = token(id, "seat-" + i); // its link once the table reopens after a restart: see SavedTable
                        b.seat(i, r.player(), r.spec());
                    }
                    default -> throw new IllegalArgumentException("seat " + i + ": unknown kind " + r.kind());
                }
                if (!r.name().isEmpty()) {
                    b.seatName(i, r.name().length() > 40 ? r.name().substring(0, 40) : r.name());
                }
            }
        } catch (RuntimeException e) {
            made.forEach(Player::close);
            throw e;
        }
        return start(id, b.build(), new TableSeats(kinds, tokens, humans, token(id, WATCH)), null);
    }

    /** The purpose of the spectators' token ({@link TableStore#token}). */
    static final String WATCH = "watch";

    /**
     * A new token for table {@code id}'s link of {@code purpose} ({@code seat-N}, {@value #WATCH}):
     * the store's, derived, when it derives them; else a random one.
     */
    String token(String id, String purpose) {
        return tableStore == null ? Tokens.token() : tableStore.token(id, purpose).orElseGet(Tokens::token);
    }

    /** Whether the store derives the tokens of table {@code id}'s links, and keeps their digests only. */
    boolean derived(String id) {
        return tableStore != null && tableStore.token(id, WATCH).isPresent();
    }

    /**
     * Starts a table's match, autosaved like a local game (replacing {@code autosave}, the one it
     * was resumed from, or null), and saves the table's file beside it, however the table was
     * opened (the lobby, Swing's Invite, a restart).
     */
    WebTable start(String id, Match match, TableSeats seats, java.nio.file.Path autosave) {
        if (tableStore != null) {
            return startStored(id, match, seats);
        }
        java.nio.file.Path file = SavedTable.file(store.autosaves(), id);
        WebTable table = new WebTable(id, match, seats, address, players, new TableFile(file), quitting);
        table.rematch().home(this);
        // First: a move is on file before the table tells anyone of it; the disk's wait is off the match's thread (Autosaves).
        match.addListener(autosaves.autosaver(store, match, autosave));
        match.addListener(finished.listener(id, match, seats)); // its links kept before the table's file goes
        match.addListener(table);
        tables.put(id, table);
        table.save();
        match.start();
        return table;
    }

    /**
     * Starts a table kept by the store: its seats committed first, then the store's keeper as the
     * match's first listener. A store that cannot commit the seats refuses the table: its match
     * (and the players made for it) is closed.
     *
     * @throws IllegalStateException one line: the store failed
     */
    private WebTable startStored(String id, Match match, TableSeats seats) {
        try {
            tableStore.seated(id, match, SavedTable.of(id, match, seats, derived(id)).json());
        } catch (RuntimeException e) {
            match.close("the table could not be saved");
            throw new IllegalStateException("the table could not be saved (" + org.beadbox.api.Quote.line(e.getMessage()) + "): try again in a moment", e);
        }
        WebTable table = new WebTable(id, match, seats, address, players, new StoredTable(tableStore, derived(id)), quitting);
        table.rematch().home(this);
        match.addListener(tableStore.keeper(id, match)); // first: each move committed before anyone hears of it
        match.addListener(table);
        tables.put(id, table);
        match.start();
        return table;
    }

    /**
     * The open table {@code id}, with a store. A table whose match its keeper closed (the store
     * failed) is dropped; one not open is reopened from the store at its last committed move if
     * the store keeps it unfinished (once the store answers again, or a table this process does
     * not serve yet); a table closed for good or over is not.
     */
    private WebTable live(String id) {
        if (!SavedTable.ID.matcher(id).matches()) {
            return null; // no table has such an id: the store is not asked
        }
        WebTable t = tables.get(id);
        if (t != null && (t.isClosed() || t.match().isClosed())) {
            tables.remove(id, t);
            t = null;
        }
        if (t == null) {
            reopener.reopen(id);
            t = tables.get(id);
        }
        return t;
    }

    boolean has(String id) {
        return tables.containsKey(id);
    }

    @Override
    public List<Table> tables() {
        return tables.values().stream().sorted((a, b) -> a.match().started().compareTo(b.match().started()))
                .map(t -> (Table) t).toList();
    }

    @Override
    public Optional<Table> table(String id) {
        if (tableStore != null) {
            return Optional.ofNullable(id == null ? null : live(id));
        }
        WebTable t = tables.get(id);
        if (t != null && t.isClosed()) {
            // closed: for good (its file is gone), or suspended by its host's window (its file is
            // kept): then asking for it reopens it from its file, with the same links
            tables.remove(id, t);
            reopener.reopen();
            t = tables.get(id);
        }
        return Optional.ofNullable(t);
    }

    Optional<WebTable> webTable(String id) {
        if (id == null) {
            return Optional.empty();
        }
        return Optional.ofNullable(tableStore != null ? live(id) : tables.get(id));
    }

    /** The links of the tables whose game is over. */
    FinishedTables finished() {
        return finished;
    }

    /**
     * What a link of table {@code id} shows when the table is not open: its game, if the game
     * ended and {@code tokens} are that table's, else empty: see {@link FinishedLinks}.
     */
    Optional<Connection> finished(String id, List<String> tokens) {
        if (id == null || tables.containsKey(id)) {
            return Optional.empty();
        }
        return finishedLinks.show(id, tokens);
    }

    private void catalogChanged() {
        for (WebTable t : tables.values()) {
            if (games.find(t.match().info().id()).isEmpty() && !t.isClosed()) {
                t.shut("the game " + t.match().info().name() + " was uninstalled");
                tables.remove(t.id());
            }
        }
        reopener.reopen();
        for (LobbyConnection l : lobbies) {
            l.sendGames();
        }
    }
}
