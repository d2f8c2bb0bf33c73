package org.beadbox.ui.web;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.api.Quote;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.TableStore;

/**
 * What a seat's or a watcher's link shows once its table is no longer open and its game is
 * over: the finished game ({@link FinishedConnection}). The table's links and game are found in
 * the server's {@link TableStore} when there is one (its seats' tokens and its record), else in
 * {@link FinishedTables} and the records folder (the desktop). A wrong link, or a table closed
 * before its end, shows nothing; a right link whose game cannot be shown (its record gone, its
 * game uninstalled, the store not answering) gets one line saying so ({@link
 * FinishedConnection.Gone}).
 */
final class FinishedLinks {

    private final FinishedTables finished;
    private final TableStore tableStore;
    private final RecordStore store;
    private final GameCatalog games;
    private final PlayerCatalog players;
    /** The finished games shown lately, by table and end: each is found by reading every record. */
    private final Map<String, FinishedGame> shown = java.util.Collections.synchronizedMap(
            new java.util.LinkedHashMap<>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, FinishedGame> eldest) {
                    return size() > 32;
                }
            });

    /** @param tableStore the server's store, or null: {@code finished} and {@code store}'s records */
    FinishedLinks(FinishedTables finished, TableStore tableStore, RecordStore store, GameCatalog games, PlayerCatalog players) {
        this.finished = finished;
        this.tableStore = tableStore;
        this.store = store;
        this.games = games;
        this.players = players;
    }

    /** What a link of table {@code id} (not open) holding {@code tokens} shows; empty: refused as any wrong link. */
    Optional<Connection> show(String id, List<String> tokens) {
        if (tableStore != null) {
            return stored(id, tokens);
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

    /** From the store: its finished table's seats (the tokens compared as {@link FinishedTables#match}) and record. */
    private Optional<Connection> stored(String id, List<String> tokens) {
        Optional<TableStore.Kept> kept;
        SavedTable saved;
        try {
            kept = tableStore.finished(id);
            if (kept.isEmpty()) {
                return Optional.empty();
            }
            saved = SavedTable.parse(kept.get().seats(), "table " + id);
        } catch (IllegalStateException e) {
            System.err.println("beadbox web: the finished table " + id + " cannot be read: " + Quote.line(e.getMessage()));
            return Optional.of(new FinishedConnection.Gone("the server cannot read this table now: try again in a minute"));
        } catch (IllegalArgumentException e) {
            System.err.println("beadbox web: " + Quote.line(e.getMessage()));
            return Optional.empty();
        }
        FinishedTables.Entry entry = new FinishedTables.Entry(id, saved.game(), saved.started(), kept.get().record().updated(),
                saved.seats().stream().map(s -> s.token() != null ? FinishedTables.digest(s.token()) : s.digest()).toList(),
                saved.spectator() != null ? FinishedTables.digest(saved.spectator()) : saved.spectatorDigest());
        Optional<FinishedTables.Found> found = FinishedTables.match(entry, tokens);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        try {
            String key = id + "@" + entry.ended();
            FinishedGame game = shown.get(key);
            if (game == null) {
                game = FinishedGame.of(entry, kept.get().record(), games, players);
                shown.put(key, game);
            }
            return Optional.of(new FinishedConnection(game, found.get().seats()));
        } catch (IllegalStateException e) {
            return Optional.of(new FinishedConnection.Gone(e.getMessage()));
        }
    }
}
