package org.beadbox.ui.swing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.TableFiles;

/**
 * The launcher's lists of saved games, read in the background: the games in progress to resume
 * and the recent saved and finished games. The autosave of an online table (its file beside it,
 * {@link TableFiles}) is marked as such, to be reopened as that table. Event thread only (the reading is the shell's
 * worker's).
 */
final class ResumeLists {

    private final Shell shell;
    private final RecordStore store;
    private final Map<String, String> names; // the shell's: every game id seen, with its name
    private boolean refreshing;
    private boolean refreshAgain;

    ResumeLists(Shell shell, RecordStore store, Map<String, String> names) {
        this.shell = shell;
        this.store = store;
        this.names = names;
    }

    /**
     * Refreshes the launcher's lists, reading the files in the background: the games in
     * progress to resume and the recent saved and finished games, one entry per game, none of
     * them a game open in a window. Calls that come while a refresh runs make one more.
     */
    void refresh(LauncherWindow l) {
        if (refreshing) {
            refreshAgain = true;
            return;
        }
        refreshing = true;
        Set<String> open = new HashSet<>();
        shell.windows().forEach(w -> open.add(RecordStore.identity(w.table().match().record())));
        Map<String, String> known = Map.copyOf(names);
        Set<String> installed = Set.copyOf(shell.games().ids());
        shell.background(() -> {
            List<Resumable> inProgress = new ArrayList<>();
            List<Resumable> recent = new ArrayList<>();
            try {
                Set<String> listed = new HashSet<>(open);
                Map<String, TableFiles.Saved> online = TableFiles.tables(store.autosaves());
                for (RecordStore.Unfinished u : store.unfinished()) {
                    String identity = RecordStore.identity(u.record());
                    if (listed.add(identity)) {
                        Resumable r = Resumable.of(u.file(), u.record(), title(u.record().gameId(), known, installed), true);
                        TableFiles.Saved table = online.get(identity);
                        inProgress.add(table == null ? r : r.online(table)); // one game, one table: never resumed locally too
                    }
                }
                for (RecordStore.Saved r : store.saved(12, listed)) {
                    recent.add(Resumable.of(r.file(), r.record(), title(r.record().gameId(), known, installed), false));
                }
            } catch (RuntimeException e) { // never leave the lists refreshing forever
                System.err.println("Beadbox: the saved games cannot be listed: " + e.getMessage()
                        + " (check that the Beadbox folder and its records can be read).");
            }
            return List.of(inProgress, recent);
        }, lists -> {
            refreshing = false;
            l.showResumable(lists.get(0), lists.get(1));
            if (refreshAgain) {
                refreshAgain = false;
                shell.refreshResumable(); // the launcher now open, if still open
            }
        });
    }

    /** The game's name for a list: its name as last seen, "(not installed)" added when it is not. */
    private static String title(String gameId, Map<String, String> known, Set<String> installed) {
        String name = known.getOrDefault(gameId, gameId);
        return installed.contains(gameId) ? name : name + " (not installed)";
    }
}
