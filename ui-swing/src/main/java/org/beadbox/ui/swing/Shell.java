package org.beadbox.ui.swing;

import java.awt.Rectangle;
import java.awt.Window;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;

/**
 * The front-end as a whole, behind the OSGi bridge: opens the launcher, game windows and the
 * plugins window, starts and resumes games, saves them, asks for hints, follows games and
 * players as they come and go, and says when the last window has closed. Event thread only,
 * except {@link #background}'s tasks.
 */
final class Shell {

    private static final long HINT_MILLIS = 1500;

    private final GameCatalog games;
    private final PlayerCatalog players;
    private final RecordStore store;
    private final Plugins plugins;
    private final Settings settings;
    private final Runnable exit;
    private final ExecutorService worker = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "beadbox-swing-worker");
        t.setDaemon(true);
        return t;
    });
    private final List<GameWindow> windows = new ArrayList<>();
    private final Map<String, String> names = new HashMap<>(); // every game id seen, with its name: a record of a stopped game keeps it
    private final Locks locks;
    private final ResumeLists lists;
    private final Opener opener;
    private final Takeover takeover;
    private LauncherWindow launcher;
    private PluginsWindow pluginsWindow;
    private boolean shutDown;
    private Online online = Online.NONE;
    private final OnlinePlay onlinePlay = new OnlinePlay(this);

    /** A shell over these services; {@code exit} runs once the person has closed the last window. */
    Shell(GameCatalog games, PlayerCatalog players, RecordStore store, Plugins plugins, Settings settings, Runnable exit) {
        this.games = games;
        this.players = players;
        this.store = store;
        this.plugins = plugins;
        this.settings = settings;
        this.exit = exit;
        this.lists = new ResumeLists(this, store, names);
        this.opener = new Opener(this, games, players, store, windows);
        this.takeover = new Takeover(players);
        this.locks = new Locks(games, plugins, store, (file, record, replay, old) -> opener.resume(file, record, replay, old, old.getBounds()));
    }

    private final Runnable gamesListener = () -> SwingUtilities.invokeLater(this::gamesChanged);
    private final Runnable playersListener = () -> SwingUtilities.invokeLater(this::playersChanged);
    private final Runnable bundlesListener = () -> SwingUtilities.invokeLater(this::bundlesChanged);

    /** Applies the theme, follows the catalogues (every change handed to the event thread) and opens the launcher. */
    void start() {
        Theme.apply(settings.dark());
        games.addListener(gamesListener);
        players.addListener(playersListener);
        plugins.addListener(bundlesListener);
        games.games().forEach(g -> names.put(g.info().id(), g.info().name()));
        showLauncher();
    }

    GameCatalog games() {
        return games;
    }

    PlayerCatalog players() {
        return players;
    }

    /** How this Beadbox hosts online tables (none by default). */
    Online online() {
        return online;
    }

    /** Sets how this Beadbox hosts online tables. */
    void online(Online o) {
        this.online = o;
    }

    /** Hosting and joining online tables. */
    OnlinePlay onlinePlay() {
        return onlinePlay;
    }

    Settings settings() {
        return settings;
    }

    Plugins plugins() {
        return plugins;
    }

    /** The open game windows. */
    List<GameWindow> windows() {
        return List.copyOf(windows);
    }

    /** The launcher, opened if it is not. */
    LauncherWindow showLauncher() {
        if (launcher == null || !launcher.isDisplayable()) {
            launcher = new LauncherWindow(this);
            launcher.showGames(games.games());
            refreshResumable();
        }
        launcher.setVisible(true);
        launcher.toFront();
        return launcher;
    }

    /** The plugins window, opened if it is not. */
    PluginsWindow showPlugins() {
        if (pluginsWindow == null || !pluginsWindow.isDisplayable()) {
            pluginsWindow = new PluginsWindow(this);
        }
        pluginsWindow.setVisible(true);
        pluginsWindow.toFront();
        return pluginsWindow;
    }

    /**
     * Runs {@code task} on a worker thread, then {@code done} on the event thread with its result;
     * a failure is shown to the person. Nothing happens after shutdown.
     */
    <T> void background(Callable<T> task, Consumer<T> done) {
        if (shutDown) {
            return;
        }
        worker.execute(() -> {
            try {
                T result = task.call();
                SwingUtilities.invokeLater(() -> {
                    if (!shutDown) {
                        done.accept(result);
                    }
                });
            } catch (Exception | LinkageError e) {
                SwingUtilities.invokeLater(() -> error(null, e));
            }
        });
    }

    void error(Window owner, Throwable e) {
        if (!shutDown) {
            String text = e.getMessage() == null ? e.toString() : e.getMessage();
            JOptionPane.showMessageDialog(owner, text, "Beadbox", JOptionPane.WARNING_MESSAGE);
        }
    }

    // ------------------------------------------------------------------ games

    /** Asks for the options and seats of a new game of {@code game}, then starts it. */
    void newGame(Game game, Window owner) {
        new NewGameDialog(owner, game, players, settings, online.canHost()).choose().ifPresent(ng -> begin(ng, owner));
    }

    /**
     * Starts a new game in a window of its own; null if a player could not be made (the person
     * is told), or when the game is hosted online (its window opens once the table is open).
     */
    GameWindow begin(NewGame ng, Window owner) {
        if (ng.online()) {
            onlinePlay.host(ng, owner);
            return null;
        }
        try {
            MatchBuilder builder = Match.builder(ng.game()).setup(ng.setup()).gameVersion(games.version(ng.game().info().id()))
                    .timeControl(ng.clock());
            return opener.open(ng.game(), builder, ng.seats(), null, null);
        } catch (IllegalArgumentException e) {
            error(owner, e);
            return null;
        }
    }

    /**
     * Shows {@code table} in a new window (at {@code bounds}, when given), its match already
     * autosaved by whoever built it; the launcher's lists follow its moves.
     */
    GameWindow window(Table table, List<String> labels, Rectangle bounds) {
        return opener.window(table, labels, bounds);
    }

    /**
     * Reads and replays a record in the background, then continues it in a new window; a game
     * that is open already is brought to the front instead (one game, one window).
     */
    void resume(Path file, Window owner) {
        opener.resume(file, owner);
    }

    /** Lets the person choose a record file and resumes it. */
    void open(Window owner) {
        JFileChooser chooser = new JFileChooser(openFolder().toFile());
        chooser.setFileFilter(new FileNameExtensionFilter("Beadbox records (*.json)", "json"));
        if (chooser.showOpenDialog(owner) == JFileChooser.APPROVE_OPTION) {
            settings.put("dir", chooser.getCurrentDirectory().toString());
            resume(chooser.getSelectedFile().toPath(), owner);
        }
    }

    /** Where Open… starts: see {@link OpenFolder}. */
    Path openFolder() {
        return OpenFolder.of(settings.get("dir", null), store.records());
    }

    /**
     * Starts the same game again, with the same options and clock, each seat's player moving one
     * seat on (with two seats: colours swapped), from a new seed. For a game played here, not
     * online.
     */
    void rematch(Table table, Window owner) {
        Match m = table.match();
        GameRecord record = m.record();
        List<NewGame.Seat> seats = new java.util.ArrayList<>();
        int n = record.seats().size();
        for (int i = 0; i < n; i++) {
            NewGame.Seat seat = NewGame.Seat.parse(record.seats().get((i + n - 1) % n).player());
            seats.add(!seat.human() && players.find(seat.player().id()).isEmpty() ? NewGame.Seat.HUMAN : seat);
        }
        org.beadbox.api.Setup s = m.setup();
        org.beadbox.api.Setup fresh = new org.beadbox.api.Setup(s.players(), s.options(), new java.util.Random().nextLong());
        begin(new NewGame(m.game(), fresh, seats, m.timeControl().orElse(null)), owner);
    }

    /** Lets the person choose where to save the table's record, and writes it in the background. */
    void save(Table table, Window owner) {
        GameRecord record = table.match().record();
        JFileChooser chooser = new JFileChooser(settings.get("dir", store.records().toString()));
        chooser.setFileFilter(new FileNameExtensionFilter("Beadbox records (*.json)", "json"));
        chooser.setSelectedFile(SaveName.suggest(record, java.nio.file.Path.of(settings.get("dir", store.records().toString()))).toFile());
        if (chooser.showSaveDialog(owner) != JFileChooser.APPROVE_OPTION) {
            return;
        }
        Path chosen = chooser.getSelectedFile().toPath();
        Path file = chosen.getFileName().toString().endsWith(".json") ? chosen : chosen.resolveSibling(chosen.getFileName() + ".json");
        settings.put("dir", chooser.getCurrentDirectory().toString());
        saveTo(table, file);
    }

    /** Writes the table's record to {@code file} in the background and says so. */
    void saveTo(Table table, Path file) {
        GameRecord record = table.match().record();
        background(() -> {
            RecordStore.save(record, file);
            return file;
        }, f -> {
            table.say("Saved to " + f);
            refreshResumable();
        });
    }

    /** Asks the strongest installed AI for a move in the table's position; stale answers are dropped. */
    void hint(Table table, Window owner) {
        if (!table.interactive()) {
            return;
        }
        GameInfo info = table.game().info();
        var factory = players.strongest(info);
        if (factory.isEmpty()) {
            table.say("No installed AI plays " + info.name() + ": there is no one to ask for a hint.");
            return;
        }
        GameState state = table.history().shown();
        PlayerFactory f = factory.get();
        table.say("Asking " + f.name() + " for a hint…");
        background(() -> {
            try (Player p = f.create(info, Map.of())) {
                return p.choose(GameCatalog.pluginState(state), Clock.ofMillis(HINT_MILLIS), Progress.NONE);
            }
        }, (Move move) -> table.showHint(state, move, f.name()));
    }

    /** Shows the rules of {@code game}. */
    void rules(Game game, Window owner) {
        RulesDialog.show(owner, game.info());
    }

    /** Switches between the light and the dark theme and remembers the choice. */
    void toggleTheme() {
        boolean dark = !Theme.isDark();
        Theme.apply(dark);
        settings.put("theme", dark ? "dark" : "light");
    }

    // ------------------------------------------------------------------ changes in the registry

    /**
     * The installed games changed: refresh the launcher; lock the windows whose game went away,
     * and bring back to life the locked windows whose game is here again (the same id).
     */
    void gamesChanged() {
        if (shutDown) {
            return;
        }
        games.games().forEach(g -> names.put(g.info().id(), g.info().name()));
        if (launcher != null && launcher.isDisplayable()) {
            launcher.showGames(games.games());
        }
        locks.follow(windows());
        refreshResumable();
    }

    /** A bundle changed: a locked window says whether its game was stopped or uninstalled. */
    void bundlesChanged() {
        if (!shutDown) {
            locks.bundlesChanged();
        }
    }

    /** The installed players changed: a computer seat whose AI went away is handed over as the person chooses. */
    void playersChanged() {
        if (!shutDown) {
            takeover.playersChanged(windows());
        }
    }

    /**
     * Refreshes the launcher's lists in the background: the games in progress to resume and
     * the recent ones, none of them a game open in a window (see {@link ResumeLists}).
     */
    void refreshResumable() {
        if (launcher != null && !shutDown) {
            lists.refresh(launcher);
        }
    }

    // ------------------------------------------------------------------ windows

    /** A window of ours closed; when it was the last, the program ends. */
    void closed(Window w) {
        windows.remove(w);
        locks.forget(w);
        if (shutDown) {
            return;
        }
        if (w instanceof GameWindow) {
            refreshResumable(); // the game left unfinished is offered to resume
        }
        boolean any = windows.stream().anyMatch(Window::isDisplayable)
                || (launcher != null && launcher.isDisplayable())
                || (pluginsWindow != null && pluginsWindow.isDisplayable());
        if (!any) {
            shutDown = true;
            exit.run();
        }
    }

    /** Closes every window and match without ending the program (the bundle is stopping). */
    void shutdown() {
        shutDown = true;
        games.removeListener(gamesListener);
        players.removeListener(playersListener);
        for (GameWindow w : windows()) {
            w.dispose();
        }
        if (launcher != null) {
            launcher.dispose();
        }
        if (pluginsWindow != null) {
            pluginsWindow.dispose();
        }
        worker.shutdownNow();
    }
}
