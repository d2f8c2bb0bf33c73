package org.beadbox.ui.swing;

import java.awt.Rectangle;
import java.awt.Window;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;

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
    private LauncherWindow launcher;
    private PluginsWindow pluginsWindow;
    private boolean shutDown;
    private boolean asking;
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
        this.locks = new Locks(games, plugins, store, (file, record, replay, old) -> resume(file, record, replay, old, old.getBounds()));
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
            Match.Builder builder = Match.builder(ng.game()).setup(ng.setup()).gameVersion(games.version(ng.game().info().id()));
            return open(ng.game(), builder, ng.seats(), null, null);
        } catch (IllegalArgumentException e) {
            error(owner, e);
            return null;
        }
    }

    private GameWindow open(Game game, Match.Builder builder, List<NewGame.Seat> seats, Path resumedFrom, Rectangle bounds) {
        GameInfo info = game.info();
        HumanPlayer[] humans = new HumanPlayer[seats.size()];
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            NewGame.Seat s = seats.get(i);
            Player p;
            if (s.human()) {
                humans[i] = new HumanPlayer();
                p = humans[i];
            } else {
                p = players.create(s.player(), info);
            }
            builder.seat(i, p, s.spec());
            labels.add(label(s));
        }
        Match match = builder.build();
        match.addListener(store.autosaver(match, resumedFrom)); // an autosave resumed is replaced, not offered twice
        GameWindow window = window(new Table(match, humans), labels, bounds);
        window.table().start();
        return window;
    }

    /**
     * Shows {@code table} in a new window (at {@code bounds}, when given), its match already
     * autosaved by whoever built it; the launcher's lists follow its moves.
     */
    GameWindow window(Table table, List<String> labels, Rectangle bounds) {
        table.match().addListener(new MatchListener() { // after the autosaver: the launcher's lists show what is on disk, after every write
            @Override
            public void started(GameState state) {
                SwingUtilities.invokeLater(Shell.this::refreshResumable);
            }

            @Override
            public void moved(int seat, Move move, GameState after) {
                SwingUtilities.invokeLater(Shell.this::refreshResumable);
            }

            @Override
            public void undone(GameState now) {
                SwingUtilities.invokeLater(Shell.this::refreshResumable);
            }

            @Override
            public void ended(Outcome outcome) {
                SwingUtilities.invokeLater(Shell.this::refreshResumable);
            }
        });
        GameWindow window = new GameWindow(table, labels, this);
        windows.add(window);
        if (bounds != null) {
            window.setBounds(bounds);
        }
        window.setVisible(true);
        return window;
    }

    private String label(NewGame.Seat s) {
        if (s.human()) {
            return "Human";
        }
        String name = players.find(s.player().id()).map(PlayerFactory::name).orElse(s.player().id());
        Map<String, String> o = s.player().options();
        return o.isEmpty() ? name : name + " · " + String.join(", ", o.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList());
    }

    /** Lets the person choose a record file and resumes it. */
    void open(Window owner) {
        JFileChooser chooser = new JFileChooser(settings.get("dir", store.records().toString()));
        chooser.setFileFilter(new FileNameExtensionFilter("Beadbox records (*.json)", "json"));
        if (chooser.showOpenDialog(owner) == JFileChooser.APPROVE_OPTION) {
            settings.put("dir", chooser.getCurrentDirectory().toString());
            resume(chooser.getSelectedFile().toPath(), owner);
        }
    }

    /**
     * Reads and replays a record in the background, then continues it in a new window; a game
     * that is open already is brought to the front instead (one game, one window).
     */
    void resume(Path file, Window owner) {
        background(() -> {
            GameRecord record = RecordStore.load(file);
            return Map.entry(record, RecordStore.replay(record, games));
        }, loaded -> {
            Optional<GameWindow> open = windowOf(RecordStore.identity(loaded.getKey()));
            if (open.isPresent()) {
                open.get().setVisible(true);
                open.get().toFront();
                open.get().requestFocus();
            } else {
                resume(file, loaded.getKey(), loaded.getValue(), owner, null);
            }
        });
    }

    private Optional<GameWindow> windowOf(String identity) {
        return windows.stream().filter(w -> w.isDisplayable() && RecordStore.identity(w.table().match().record()).equals(identity))
                .findFirst();
    }

    private GameWindow resume(Path file, GameRecord record, Replay replay, Window owner, Rectangle bounds) {
        List<NewGame.Seat> seats = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (GameRecord.Seat s : record.seats()) {
            NewGame.Seat seat = NewGame.Seat.parse(s.player());
            if (!seat.human() && players.find(seat.player().id()).isEmpty()) {
                missing.add(s.name() + " (" + seat.player().id() + ")");
                seat = NewGame.Seat.HUMAN;
            }
            seats.add(seat);
        }
        try {
            Match.Builder builder = Match.builder(replay.game()).from(replay).gameVersion(record.gameVersion());
            try {
                builder.started(Instant.parse(record.started()));
            } catch (RuntimeException e) {
                builder.started(Instant.now());
            }
            GameWindow w = open(replay.game(), builder, seats, file, bounds);
            if (!missing.isEmpty()) {
                w.table().say("Played by a person now: " + String.join(", ", missing) + " — that AI is not installed.");
            }
            return w;
        } catch (IllegalArgumentException e) {
            error(owner, e);
            return null;
        }
    }

    /** Lets the person choose where to save the table's record, and writes it in the background. */
    void save(Table table, Window owner) {
        GameRecord record = table.match().record();
        JFileChooser chooser = new JFileChooser(settings.get("dir", store.records().toString()));
        chooser.setFileFilter(new FileNameExtensionFilter("Beadbox records (*.json)", "json"));
        chooser.setSelectedFile(store.records().resolve(record.gameId() + "-" + record.moves().size() + ".json").toFile());
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
        GameState state = table.shown();
        PlayerFactory f = factory.get();
        table.say("Asking " + f.name() + " for a hint…");
        background(() -> {
            try (Player p = f.create(info, Map.of())) {
                return p.choose(state, Clock.ofMillis(HINT_MILLIS), Progress.NONE);
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
        if (asking || shutDown) {
            return;
        }
        asking = true;
        try {
            for (GameWindow w : windows()) {
                Table t = w.table();
                for (int seat = 0; seat < t.match().seats() && !t.closed() && !t.onlineState().joined(); seat++) {
                    NewGame.Seat s = NewGame.Seat.parse(t.match().seatSpec(seat));
                    if (!s.human() && players.find(s.player().id()).isEmpty()) {
                        replaceMissing(w, seat, s.player());
                    }
                }
            }
        } finally {
            asking = false;
        }
    }

    private void replaceMissing(GameWindow w, int seat, PlayerSpec gone) {
        Table t = w.table();
        List<PlayerFactory> choices = players.forGame(t.game().info());
        List<Object> options = new ArrayList<>();
        options.add("Play it myself");
        choices.forEach(f -> options.add(f.name()));
        String seatName = t.match().seatName(seat);
        int answer = JOptionPane.showOptionDialog(w, "The AI playing " + seatName + " (" + gone.id()
                + ") was uninstalled. Who should take over " + seatName + "?", "An AI went away",
                JOptionPane.DEFAULT_OPTION, JOptionPane.QUESTION_MESSAGE, null, options.toArray(), options.get(0));
        if (t.closed()) {
            return;
        }
        if (answer <= 0 || answer > choices.size()) {
            t.takeSeat(seat, new HumanPlayer(), "human");
        } else {
            PlayerFactory f = choices.get(answer - 1);
            t.takeSeat(seat, f.create(t.game().info(), Map.of()), f.id());
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
