package org.beadbox.ui.swing;

import java.awt.Rectangle;
import java.awt.Window;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.swing.SwingUtilities;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;

/**
 * Opens game windows for the {@link Shell}: builds the match of a new or resumed game with its
 * seats, autosaves it, and shows a table in a window of its own that the launcher's lists follow;
 * resumes a record read in the background, or brings its window to the front when the game is
 * open already. Event thread only, except the shell's background tasks.
 */
final class Opener {

    private final Shell shell;
    private final GameCatalog games;
    private final PlayerCatalog players;
    private final RecordStore store;
    private final List<GameWindow> windows;

    /** Opens windows for {@code shell}, adding them to its {@code windows}. */
    Opener(Shell shell, GameCatalog games, PlayerCatalog players, RecordStore store, List<GameWindow> windows) {
        this.shell = shell;
        this.games = games;
        this.players = players;
        this.store = store;
        this.windows = windows;
    }

    /** Starts the game of {@code builder} in a new window, continuing {@code resumedFrom} when given. */
    GameWindow open(Game game, MatchBuilder builder, List<NewGame.Seat> seats, Path resumedFrom, Rectangle bounds) {
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
                SwingUtilities.invokeLater(shell::refreshResumable);
            }

            @Override
            public void moved(int seat, Move move, GameState after) {
                SwingUtilities.invokeLater(shell::refreshResumable);
            }

            @Override
            public void undone(GameState now) {
                SwingUtilities.invokeLater(shell::refreshResumable);
            }

            @Override
            public void ended(Outcome outcome) {
                SwingUtilities.invokeLater(shell::refreshResumable);
            }
        });
        GameWindow window = new GameWindow(table, labels, shell);
        windows.add(window);
        if (bounds != null) {
            window.setBounds(bounds);
        } else {
            Placement.place(window, windows);
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

    /**
     * Reads and replays a record in the background, then continues it in a new window; a game
     * that is open already is brought to the front instead (one game, one window).
     */
    void resume(Path file, Window owner) {
        shell.background(() -> {
            RecordStore.Opened opened = RecordStore.open(file, games); // every refusal names the file
            return Map.entry(opened.record(), opened.replay());
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

    GameWindow resume(Path file, GameRecord record, Replay replay, Window owner, Rectangle bounds) {
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
            MatchBuilder builder = Match.builder(replay.game()).from(replay).gameVersion(record.gameVersion())
                    .clocks(record.clocks()).review(record.review()); // a game with a clock goes on from the times saved after its last move
            try {
                builder.started(Instant.parse(record.started()));
            } catch (RuntimeException e) {
                builder.started(Instant.now());
            }
            GameWindow w = open(replay.game(), builder, seats, file, bounds);
            w.table().openedFrom(record.result(), record.moves());
            if (!missing.isEmpty()) {
                w.table().say("Played by a person now: " + String.join(", ", missing) + " — that AI is not installed.");
            }
            return w;
        } catch (IllegalArgumentException e) {
            shell.error(owner, e);
            return null;
        }
    }
}
