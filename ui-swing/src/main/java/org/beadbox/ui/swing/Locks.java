package org.beadbox.ui.swing;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Game;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;

/**
 * The game windows whose game went away: each is locked, with a banner that says whether the
 * game's bundle was stopped or uninstalled (as {@link Plugins#fate} tells), and each comes back
 * to life in its own place, where it stood, once a game of the same id is installed again.
 * Event thread only.
 */
final class Locks {

    /** Opens a locked window's game again: its autosave, its record replayed by the game now installed. */
    interface Reopen {
        /** The new window, or null when the game could not be opened (the person was told). */
        GameWindow reopen(Path autosave, GameRecord record, Replay replay, GameWindow old);
    }

    private final GameCatalog games;
    private final Plugins plugins;
    private final RecordStore store;
    private final Reopen reopen;
    private final Map<GameWindow, Game> locked = new LinkedHashMap<>(); // with the game each showed

    Locks(GameCatalog games, Plugins plugins, RecordStore store, Reopen reopen) {
        this.games = games;
        this.plugins = plugins;
        this.store = store;
        this.reopen = reopen;
    }

    /** The installed games changed: locks the windows whose game is gone, revives those whose game is back. */
    void follow(List<GameWindow> windows) {
        for (GameWindow w : windows) {
            Table t = w.table();
            if (!locked.containsKey(w) && !t.closed() && games.find(t.game().info().id()).filter(g -> g == t.game()).isEmpty()) {
                locked.put(w, t.game());
                t.close("the game went away");
                show(w);
            }
        }
        for (Map.Entry<GameWindow, Game> e : List.copyOf(locked.entrySet())) {
            if (games.find(e.getValue().info().id()).isPresent()) {
                revive(e.getKey());
            }
        }
    }

    /** A bundle changed: each lock says again what became of its game. */
    void bundlesChanged() {
        locked.keySet().forEach(this::show);
    }

    /** The window closed. */
    void forget(java.awt.Window w) {
        locked.remove(w);
    }

    private void show(GameWindow w) {
        String name = locked.get(w).info().name();
        String fate = plugins.fate(locked.get(w));
        String what = switch (fate) {
            case "stopped" -> name + " was stopped";
            case "uninstalled" -> name + " was uninstalled";
            default -> name + " is no longer available";
        };
        String back = switch (fate) {
            case "stopped" -> "It comes back to life here, where it stood, when " + name + " is started again in Plugins.";
            case "uninstalled" -> "Its record is kept: it comes back to life here, where it stood, when " + name + " is installed again.";
            default -> "Its record is kept: it comes back to life here, where it stood, when " + name + " is back.";
        };
        w.lock("Locked: " + what, "This game cannot go on without it. " + back);
        w.table().say("Locked: " + what + ".");
    }

    private void revive(GameWindow old) {
        Match match = old.table().match();
        GameRecord record = match.record();
        Replay replay;
        try {
            replay = RecordStore.replay(record, games);
        } catch (IllegalArgumentException e) {
            old.lock("Locked: the installed " + locked.get(old).info().name() + " cannot read this game", e.getMessage());
            return;
        }
        Game was = locked.remove(old);
        GameWindow again = reopen.reopen(store.autosaveFile(match), record, replay, old);
        if (again == null) {
            locked.put(old, was);
            return;
        }
        old.dispose();
    }
}
