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
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * The tables this host serves, registered as {@link OnlineTables}. Each table is a core
 * {@link Match} autosaved like a local game; invited seats are {@link HumanPlayer}s completed by
 * the moves that arrive over their connections.
 */
@Component(service = {OnlineTables.class, WebTables.class}, immediate = true)
public final class WebTables implements OnlineTables {

    /** Where the web front-end listens by default. */
    static final int DEFAULT_PORT = LinkAddress.DEFAULT_PORT;

    private final GameCatalog games;
    private final PlayerCatalog players;
    private final RecordStore store;
    private final URI address;
    private final Map<String, WebTable> tables = new ConcurrentHashMap<>();
    private final Runnable catalogChanged = this::catalogChanged;
    private final Reopener reopener;
    private final Autosaves autosaves = new Autosaves();
    private final FinishedTables finished;
    /** The finished games shown lately, by table and end: each is found by reading every record. */
    private final Map<String, FinishedGame> shown = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, FinishedGame> eldest) {
                    return size() > 32;
                }
            });
    private final java.util.function.BooleanSupplier quitting;
    final CopyOnWriteArraySet<LobbyConnection> lobbies = new CopyOnWriteArraySet<>();

    /** Takes the catalogues and where the HTTP server listens (framework properties). */
    @Activate
    public WebTables(@Reference GameCatalog games, @Reference PlayerCatalog players, BundleContext context) {
        this(games, players, new RecordStore(RecordStore.home(context.getProperty("beadbox.home"))),
                LinkAddress.of(context.getProperty("beadbox.server.public-url"), context.getProperty("org.apache.felix.http.host"),
                        context.getProperty("org.osgi.service.http.port")),
                () -> context.getBundle(org.osgi.framework.Constants.SYSTEM_BUNDLE_ID).getState() == org.osgi.framework.Bundle.STOPPING);
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
        this.quitting = quitting;
        this.games = games;
        this.players = players;
        this.store = store;
        this.address = address;
        this.finished = FinishedTables.in(store);
        this.reopener = new Reopener(this, store);
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

    WebTable openTable(String gameId, Setup setup, List<SeatRequest> seats) {
        return openTable(gameId, setup, seats, null);
    }

    /** Opens a table; {@code clock} is its time control, or null for none. */
    WebTable openTable(String gameId, Setup setup, List<SeatRequest> seats, org.beadbox.core.TimeControl clock) {
        Game game = games.find(gameId).orElseThrow(() -> new IllegalArgumentException(
                "no game " + gameId + " is installed: the games are " + String.join(", ", games.ids())));
        Setup resolved = game.resolve(setup);
        if (seats.size() != resolved.players()) {
            throw new IllegalArgumentException("the setup has " + resolved.players() + " seats but " + seats.size() + " were given");
        }
        Match.Builder b = Match.builder(game).setup(resolved).gameVersion(games.version(gameId)).timeControl(clock);
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
                        tokens[i] = Tokens.token();
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
                        tokens[i] = Tokens.token(); // its link once the table reopens after a restart: see SavedTable
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
        String id = Tokens.id();
        return start(id, b.build(), new TableSeats(kinds, tokens, humans, Tokens.token()), null);
    }

    /**
     * Starts a table's match, autosaved like a local game (replacing {@code autosave}, the one it
     * was resumed from, or null), and saves the table's file beside it, however the table was
     * opened (the lobby, Swing's Invite, a restart).
     */
    WebTable start(String id, Match match, TableSeats seats, java.nio.file.Path autosave) {
        java.nio.file.Path file = SavedTable.file(store.autosaves(), id);
        WebTable table = new WebTable(id, match, seats, address, players, file, quitting);
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
        return Optional.ofNullable(tables.get(id));
    }

    Optional<WebTable> webTable(String id) {
        return id == null ? Optional.empty() : Optional.ofNullable(tables.get(id));
    }

    /** The links of the tables whose game is over. */
    FinishedTables finished() {
        return finished;
    }

    /**
     * What a link of table {@code id} shows when the table is not open: its game, if the game
     * ended and {@code tokens} are that table's, else empty (a wrong link, or a table closed
     * before its end).
     *
     * A right link whose game cannot be shown (its record gone, its game uninstalled) is
     * answered with one line saying so ({@link FinishedConnection.Gone}).
     */
    Optional<Connection> finished(String id, List<String> tokens) {
        if (id == null || tables.containsKey(id)) {
            return Optional.empty();
        }
        Optional<FinishedTables.Found> found = finished.find(id, tokens);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        try {
            FinishedTables.Entry entry = found.get().entry();
            String key = entry.table() + "@" + entry.ended();
            FinishedGame game = shown.get(key);
            if (game == null) {
                game = FinishedGame.of(entry, store, games, players);
                shown.put(key, game);
            }
            return Optional.of(new FinishedConnection(game, found.get().seats()));
        } catch (IllegalStateException e) {
            return Optional.of(new FinishedConnection.Gone(e.getMessage()));
        }
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
