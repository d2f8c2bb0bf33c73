package org.beadbox.ui.swing;

import static org.beadbox.ui.swing.GuiBench.onEdt;
import static org.beadbox.ui.swing.Showcase.shot;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.beadbox.ai.mcts.MctsPlayerFactory;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;

/**
 * Screenshots of the launcher's lists (games in progress and recent games, light and dark) and
 * of a game window locked because its game was stopped: a tool for looking (run under Xvfb),
 * not a test. Arguments: the output folder.
 */
final class RecordsShowcase {

    private RecordsShowcase() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "target/screenshots");
        Files.createDirectories(out);
        Path home = Files.createTempDirectory("beadbox-records-showcase");
        try {
            run(out, home);
        } finally {
            try (var walk = Files.walk(home)) {
                for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(p);
                }
            }
        }
        System.exit(0);
    }

    private static void run(Path out, Path home) throws Exception {
        Challenge challenge = new Challenge();
        GlassBeadGame mancala = new GlassBeadGame();
        BeadMaster beadmaster = new BeadMaster();
        GameCatalog games = GameCatalog.of(challenge, mancala, beadmaster);
        PlayerCatalog players = PlayerCatalog.of(new RandomPlayerFactory(), new MctsPlayerFactory());
        RecordStore store = new RecordStore(home);
        inProgress(store, challenge, 9, 1);
        inProgress(store, beadmaster, 12, 2);
        finished(store, mancala, 3);
        finished(store, challenge, 4);
        LockGuiTest.Fates fates = new LockGuiTest.Fates();
        Shell shell = onEdt(() -> {
            Shell s = new Shell(games, players, store, fates, new Settings(home), () -> { });
            s.start();
            return s;
        });
        LauncherWindow launcher = onEdt(() -> {
            LauncherWindow l = shell.showLauncher();
            l.setBounds(0, 0, 980, 660);
            return l;
        });
        Thread.sleep(2500);
        shot(launcher, out.resolve("launcher.png"));
        onEdt(() -> {
            shell.toggleTheme();
            return null;
        });
        Thread.sleep(1000);
        shot(launcher, out.resolve("launcher-dark.png"));
        onEdt(() -> {
            shell.toggleTheme();
            return null;
        });

        NewGame ng = new NewGame(beadmaster, beadmaster.resolve(Setup.of(2, 7)), List.of(NewGame.Seat.HUMAN,
                new NewGame.Seat(new PlayerSpec("mcts", Map.of("level", "beginner")))));
        GameWindow w = Showcase.begin(shell, ng);
        Showcase.play(w, 8);
        fates.fate = "stopped";
        Thread remover = new Thread(() -> games.remove(beadmaster));
        remover.start();
        remover.join();
        Thread.sleep(1500);
        shot(w, out.resolve("locked.png"));
        onEdt(() -> {
            shell.shutdown();
            return null;
        });
    }

    /** Leaves a game of random moves in progress, {@code plies} long, in the autosave folder. */
    private static void inProgress(RecordStore store, Game game, int plies, long seed) throws Exception {
        Match m = randomMatch(game, seed);
        m.addListener(store.autosaver(m));
        m.start();
        long until = System.currentTimeMillis() + 20_000;
        while (m.moves().size() < plies && m.outcome().isEmpty() && System.currentTimeMillis() < until) {
            Thread.sleep(1);
        }
        m.close();
    }

    /** Files a whole game of random moves in the records folder. */
    private static void finished(RecordStore store, Game game, long seed) throws Exception {
        Match m = randomMatch(game, seed);
        m.addListener(store.autosaver(m));
        m.start();
        m.awaitEnd(Duration.ofSeconds(30));
        m.close();
    }

    private static Match randomMatch(Game game, long seed) {
        RandomPlayerFactory random = new RandomPlayerFactory();
        MatchBuilder b = Match.builder(game).setup(game.resolve(Setup.of(2, seed)));
        for (int i = 0; i < 2; i++) {
            b.seat(i, random.create(game.info(), Map.of()), "random");
        }
        return b.build();
    }
}
