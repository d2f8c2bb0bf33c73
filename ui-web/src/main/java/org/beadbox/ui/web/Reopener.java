package org.beadbox.ui.web;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.beadbox.api.Game;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;
import org.beadbox.core.online.TableStore;

/**
 * Reopens the online tables a previous run left unfinished: each {@link SavedTable} file in the
 * autosave folder, with the moves of the autosave of the same game (its id and start time), the
 * same table id and the same tokens, so the same links work. A seat the host's own front-end
 * played (Swing's hosting) comes back as a seat played through its own link, which the host's
 * connections are told ({@code welcome}'s {@code links}). A table whose game (or computer
 * player) is not installed yet waits until it is: {@link #reopen()} runs again whenever the
 * catalogues change. A file that cannot be read gives one line and is renamed {@code
 * .unreadable}; its game's autosave stays, to be resumed as a local game.
 *
 * <p>With a {@link TableStore} (the server), the tables are reopened from the store instead
 * ({@link TableStore#unfinished()}), each by the one method {@link #reopen(String)} uses for a
 * single table, and no file is read.
 */
final class Reopener {

    private final WebTables tables;
    private final RecordStore store;
    private final TableStore tableStore;
    private final java.util.Set<String> reported = java.util.concurrent.ConcurrentHashMap.newKeySet();
    /**
     * The reopenings under way, by table id: one table reopens once even when its sockets and
     * the server's takeover ask for it at once, and whoever asks for a table waits for that
     * table alone, while different tables reopen in parallel. (Locks striped over the ids made
     * a socket wait for whichever other tables of its stripe were reopening: 1.3 s on average
     * while a node took 500 tables over.)
     */
    private final java.util.concurrent.ConcurrentHashMap<String, java.util.concurrent.CompletableFuture<Void>> opening =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** @param tableStore where the tables are kept, or null: files in {@code store}'s autosave folder */
    Reopener(WebTables tables, RecordStore store, TableStore tableStore) {
        this.tables = tables;
        this.store = store;
        this.tableStore = tableStore;
    }

    /**
     * Runs {@code work} for table {@code id} unless the table is open, or waits for the
     * reopening of that table another thread has under way (at most {@link #WAIT_SECONDS}).
     */
    private void once(String id, Runnable work) {
        if (tables.has(id)) {
            return;
        }
        java.util.concurrent.CompletableFuture<Void> mine = new java.util.concurrent.CompletableFuture<>();
        java.util.concurrent.CompletableFuture<Void> theirs = opening.putIfAbsent(id, mine);
        if (theirs != null) {
            try {
                theirs.get(WAIT_SECONDS, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // its reopening failed or is stuck: what is open is what the caller finds
            }
            return;
        }
        try {
            if (!tables.has(id)) { // opened between the first look and this thread's turn
                work.run();
            }
        } finally {
            opening.remove(id, mine);
            mine.complete(null);
        }
    }

    /** How long a caller waits for another thread's reopening of the same table. */
    private static final long WAIT_SECONDS = 30;

    /** Reopens every saved table that is not open and whose game and players are installed. */
    synchronized void reopen() {
        if (tableStore != null) {
            try {
                tableStore.unfinished().forEach(this::reopen);
            } catch (IllegalStateException e) {
                System.err.println("beadbox web: the unfinished tables cannot be read now (" + org.beadbox.api.Quote.line(e.getMessage())
                        + "): each reopens when its link is followed again");
            }
            return;
        }
        List<Path> files = files();
        if (files.isEmpty()) {
            return;
        }
        List<RecordStore.Unfinished> unfinished = null;
        for (Path file : files) {
            SavedTable saved;
            try {
                saved = SavedTable.read(file);
            } catch (IllegalArgumentException e) {
                setAside(file, e.getMessage());
                continue;
            }
            if (tables.has(saved.table()) || tables.games().find(saved.game()).isEmpty()) {
                continue;
            }
            if (unfinished == null) {
                unfinished = store.unfinished();
            }
            try {
                reopen(saved, file, autosave(saved, unfinished));
            } catch (IllegalArgumentException e) {
                // A computer player not installed yet, or a record that no longer replays: say so once a run.
                if (reported.add(saved.table())) {
                    System.err.println("beadbox web: the online table " + saved.table() + " does not reopen yet: " + e.getMessage());
                }
            }
        }
    }

    /**
     * Reopens table {@code id} from the store, at its last committed move, if the store keeps it
     * unfinished and it is not open: the one way a stored table reopens (at start, and when its
     * link is followed after its keeper closed it, and when a server's node takes tables over).
     * A store that cannot be read gives one line. Thread-safe: different tables reopen in
     * parallel, one table once.
     */
    void reopen(String id) {
        try {
            once(id, () -> tableStore.unfinished(id).ifPresent(this::reopenIfInstalled));
        } catch (IllegalStateException e) {
            System.err.println("beadbox web: the table " + id + " cannot be reopened now: " + org.beadbox.api.Quote.line(e.getMessage()));
        }
    }

    private void reopen(TableStore.Kept kept) {
        once(kept.table(), () -> reopenIfInstalled(kept));
    }

    /** Reopens {@code kept} if its game is installed; the caller is its one reopening. */
    private void reopenIfInstalled(TableStore.Kept kept) {
        if (!tables.has(kept.table()) && tables.games().find(kept.record().gameId()).isPresent()) {
            reopenNow(kept);
        }
    }

    private void reopenNow(TableStore.Kept kept) {
        try {
            SavedTable saved = SavedTable.parse(kept.seats(), "the table " + kept.table());
            if (!saved.table().equals(kept.table())) {
                throw new IllegalArgumentException("the table " + kept.table() + "'s seats name another table, " + saved.table());
            }
            start(saved, Optional.of(kept.record()), null);
        } catch (IllegalArgumentException | IllegalStateException e) {
            if (reported.add(kept.table())) {
                System.err.println("beadbox web: the online table " + kept.table() + " does not reopen yet: " + e.getMessage());
            }
        }
    }

    private List<Path> files() {
        Path dir = store.autosaves();
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(SavedTable::isTableFile).filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            System.err.println("beadbox web: cannot list " + dir + ": " + e.getMessage());
            return List.of();
        }
    }

    private static void setAside(Path file, String why) {
        Path aside = file.resolveSibling(file.getFileName() + ".unreadable");
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            System.err.println("beadbox web: " + why + ": the table is not reopened (its game stays among the unfinished games, "
                    + "to resume on this machine); the file is kept as " + aside.getFileName());
        } catch (IOException e) {
            System.err.println("beadbox web: " + why + ": the table is not reopened; delete " + file + " to stop this message");
        }
    }

    private static Optional<RecordStore.Unfinished> autosave(SavedTable saved, List<RecordStore.Unfinished> unfinished) {
        String identity = saved.game() + "@" + saved.started();
        return unfinished.stream().filter(u -> RecordStore.identity(u.record()).equals(identity)).findFirst();
    }

    private void reopen(SavedTable saved, Path file, Optional<RecordStore.Unfinished> autosave) {
        if (filedSince(saved, autosave)) {
            // Filed into records/ when it ended, after its last autosave: the host stopped before
            // the table's file (and the autosave) went. The game is over; nothing reopens.
            // Its links show the finished game from now on (the table heard no end to keep them).
            tables.finished().add(saved.table(), saved.game(), saved.started(),
                    saved.seats().stream().map(SavedTable.SavedSeat::token).toList(), saved.spectator());
            autosave.ifPresent(u -> forget(u.file()));
            forget(file);
            return;
        }
        start(saved, autosave.map(RecordStore.Unfinished::record), autosave.map(RecordStore.Unfinished::file).orElse(null));
    }

    /**
     * Builds the table's match from its record so far ({@code record}; none: from its setup) and
     * its seats, and starts it.
     *
     * @param autosave the autosave it replaces, or null
     */
    private void start(SavedTable saved, Optional<org.beadbox.core.GameRecord> record, Path autosave) {
        Game game = tables.games().find(saved.game()).orElseThrow();
        MatchBuilder b = Match.builder(game).gameVersion(tables.games().version(saved.game()))
                .started(Instant.parse(saved.started()));
        if (record.isPresent()) {
            Replay replay = RecordStore.replay(record.get(), tables.games());
            b.from(replay).clocks(record.get().clocks()); // the clocks go on from the saved times
            if (tableStore != null) {
                // A server's table (restarted, or taken over by another node): its players'
                // pages reconnect by themselves, so the clock of the seat to move runs from the
                // reopening, not from the sitting's first move; nobody may stall after a takeover.
                b.clocksRunAtOnce();
            }
        } else {
            b.setup(game.resolve(new Setup(saved.players(), saved.options() == null ? java.util.Map.of() : saved.options(),
                    saved.seed())));
            b.timeControl(saved.clock() == null ? null : org.beadbox.core.TimeControl.parse(saved.clock()));
        }
        int n = saved.seats().size();
        TableSeats.Kind[] kinds = new TableSeats.Kind[n];
        String[] tokens = new String[n];
        String[] former = new String[n];
        HumanPlayer[] humans = new HumanPlayer[n];
        List<Player> made = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                SavedTable.SavedSeat s = saved.seats().get(i);
                tokens[i] = s.token() != null ? s.token() : s.digest() == null ? null : derived(saved, "seat-" + i, s.digest());
                former[i] = s.former() != null ? s.former() : stale(tokens[i], s.digest());
                if ("remote".equals(s.kind()) || "host".equals(s.kind())) {
                    // A seat played at the host's screen before the restart is its link's now.
                    kinds[i] = TableSeats.Kind.REMOTE;
                    humans[i] = new HumanPlayer();
                    b.seat(i, humans[i], "human");
                } else {
                    kinds[i] = TableSeats.Kind.COMPUTER;
                    Player p = tables.players().create(PlayerSpec.parse(s.spec()), game.info());
                    made.add(p);
                    b.seat(i, p, s.spec());
                }
                if (s.name() != null && !s.name().isBlank()) {
                    b.seatName(i, s.name());
                }
            }
            Match match = b.build();
            String spectator = saved.spectator() != null ? saved.spectator() : derived(saved, WebTables.WATCH, saved.spectatorDigest());
            String formerSpectator = saved.formerSpectator() != null ? saved.formerSpectator() : stale(spectator, saved.spectatorDigest());
            tables.start(saved.table(), match, new TableSeats(kinds, tokens, humans, spectator, former, formerSpectator), autosave);
        } catch (RuntimeException e) {
            made.forEach(Player::close);
            throw e instanceof IllegalArgumentException iae ? iae : new IllegalArgumentException(String.valueOf(e.getMessage()), e);
        }
    }

    /**
     * The token of {@code saved}'s link of {@code purpose}, derived again by the store, which kept
     * only its {@code digest}. A token the store's key did not make (a table from before tokens
     * were derived: the store's migration kept its digest) cannot be made again: the seat gets
     * the derived one, which the site gives its player from now on, and its old link still opens
     * it ({@link #stale}); one line says so.
     */
    private String derived(SavedTable saved, String purpose, String digest) {
        String token = tables.token(saved.table(), purpose);
        if (!Tokens.same(digest, FinishedTables.digest(token)) && reported.add(saved.table() + "/" + purpose)) {
            System.err.println("beadbox web: the table " + saved.table() + "'s " + purpose + " link was not made from this site's key"
                    + " (a table from before links were derived): it reopens with a new one, which the site gives its player;"
                    + " the old one still opens it");
        }
        return token;
    }

    /** {@code digest} when it is not {@code token}'s (a former token's, kept opening the seat), else null. */
    private static String stale(String token, String digest) {
        return token == null || digest == null || Tokens.same(digest, FinishedTables.digest(token)) ? null : digest;
    }

    /**
     * Whether the game of {@code saved} was filed into records/ as over, and (when it has an
     * autosave) filed after that was written: a game undone after its end and played on has an
     * autosave newer than its filed record, and goes on.
     */
    private boolean filedSince(SavedTable saved, Optional<RecordStore.Unfinished> autosave) {
        String identity = saved.game() + "@" + saved.started();
        Instant since = autosave.map(u -> updated(u.record())).orElse(Instant.MIN);
        return store.saved(Integer.MAX_VALUE, java.util.Set.of()).stream()
                .map(RecordStore.Saved::record)
                .filter(r -> RecordStore.identity(r).equals(identity))
                .anyMatch(r -> r.result().over() && !updated(r).isBefore(since));
    }

    private static Instant updated(org.beadbox.core.GameRecord r) {
        try {
            return Instant.parse(r.updated());
        } catch (RuntimeException e) {
            return Instant.MIN;
        }
    }

    private static void forget(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            System.err.println("beadbox web: cannot delete " + file + ": " + e.getMessage());
        }
    }
}
