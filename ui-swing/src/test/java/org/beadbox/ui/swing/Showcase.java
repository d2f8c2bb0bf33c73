package org.beadbox.ui.swing;

import static org.beadbox.ui.swing.GuiBench.onEdt;

import java.awt.Component;
import java.awt.Point;
import java.awt.Robot;
import java.awt.Window;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;
import javax.swing.SwingUtilities;
import org.beadbox.ai.mcts.MctsPlayerFactory;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;

/**
 * Opens the launcher and a game of each kind in progress and writes screenshots: a tool for
 * looking at the front-end (run under Xvfb), not a test. Arguments: the output folder.
 */
final class Showcase {

    private Showcase() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "target/screenshots");
        Files.createDirectories(out);
        Path home = Files.createTempDirectory("beadbox-showcase");
        long t0 = System.nanoTime();
        GameCatalog games = GameCatalog.of(new Challenge(), new GlassBeadGame(), new BeadMaster());
        PlayerCatalog players = PlayerCatalog.of(new RandomPlayerFactory(), new MctsPlayerFactory());
        Shell shell = onEdt(() -> {
            Shell s = new Shell(games, players, new RecordStore(home), new FakePlugins(), new Settings(home), () -> { });
            s.start();
            return s;
        });
        onEdt(() -> null);
        System.out.printf("launcher shown after %d ms%n", (System.nanoTime() - t0) / 1_000_000);
        Thread.sleep(1500);
        newGameDialog(shell, games.find("glassbead-challenge").get(), out.resolve("newgame.png"));
        Map<String, Integer> plies = Map.of("glassbead-challenge", 14, "glassbead-mancala", 5, "beadmaster", 14);
        String[] names = {"challenge", "mancala", "beadmaster"};
        List<Game> list = List.of(games.find("glassbead-challenge").get(), games.find("glassbead-mancala").get(),
                games.find("beadmaster").get());
        for (int g = 0; g < list.size(); g++) {
            Game game = list.get(g);
            NewGame ng = new NewGame(game, game.resolve(Setup.of(game.info().minPlayers(), 7)), List.of(NewGame.Seat.HUMAN,
                    new NewGame.Seat(new PlayerSpec("mcts", Map.of("level", "beginner")))));
            GameWindow w = begin(shell, ng);
            play(w, plies.get(game.info().id()));
            if (game.info().id().equals("glassbead-mancala")) {
                enterFirstStep(w);
            }
            hoverSomething(w);
            Thread.sleep(700);
            shot(w, out.resolve(names[g] + ".png"));
        }
        swapOffered(shell, games.find("glassbead-challenge").get(), out.resolve("swap.png"));
        thinkingInTheDark(shell, games.find("beadmaster").get(), out.resolve("dark.png"));
        onEdt(() -> {
            shell.windows().forEach(java.awt.Window::dispose);
            shell.refreshResumable();
            return null;
        });
        Thread.sleep(1500);
        LauncherWindow launcher = onEdt(shell::showLauncher);
        onEdt(() -> {
            launcher.setLocation(0, 0);
            return null;
        });
        Thread.sleep(500);
        shot(launcher, out.resolve("launcher.png"));
        PluginsWindow plugins = onEdt(shell::showPlugins);
        Thread.sleep(800);
        shot(plugins, out.resolve("plugins.png"));
        Runtime rt = Runtime.getRuntime();
        System.gc();
        System.out.printf("heap in use after the games: %d MB%n", (rt.totalMemory() - rt.freeMemory()) / (1024 * 1024));
        onEdt(() -> {
            shell.shutdown();
            return null;
        });
        System.exit(0);
    }

    /** Plays {@code plies} moves from the person's side with random legal moves entered step by step. */
    static void play(GameWindow w, int plies) throws Exception {
        Random random = new Random(3);
        for (int i = 0; i < plies; i++) {
            long until = System.currentTimeMillis() + 15000;
            while (!onEdt(() -> w.table().interactive() || w.table().history().outcome().isPresent())) {
                if (System.currentTimeMillis() > until) {
                    throw new IllegalStateException("the computer did not move");
                }
                Thread.sleep(50);
            }
            if (onEdt(() -> w.table().history().outcome().isPresent())) {
                return;
            }
            GameState state = onEdt(() -> w.table().history().shown());
            List<Move> moves = state.legalMoves();
            Move m = moves.get(random.nextInt(moves.size()));
            for (String step : m.steps()) {
                onEdt(() -> {
                    if (w.table().interactive() && state.nextSteps(w.table().entered()).contains(step)) {
                        w.table().step(step);
                    }
                    return null;
                });
            }
            Thread.sleep(150);
        }
        long until = System.currentTimeMillis() + 15000;
        while (!onEdt(() -> w.table().interactive() || w.table().history().outcome().isPresent()) && System.currentTimeMillis() < until) {
            Thread.sleep(50);
        }
    }

    /** Opens the new-game dialog (modal, so from a later event) and photographs it. */
    static void newGameDialog(Shell shell, Game game, Path file) throws Exception {
        SwingUtilities.invokeLater(() -> shell.newGame(game, shell.showLauncher()));
        Thread.sleep(1500);
        java.awt.Window dialog = onEdt(() -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .filter(w -> w instanceof NewGameDialog && w.isShowing()).findFirst().orElseThrow());
        shot(dialog, file);
        onEdt(() -> {
            dialog.dispose();
            return null;
        });
    }

    /** Enters the first step of a legal move, so the picture shows a move half made. */
    static void enterFirstStep(GameWindow w) throws Exception {
        onEdt(() -> {
            GameState s = w.table().history().shown();
            Move m = s.legalMoves().get(0);
            w.table().step(m.steps().get(0));
            return null;
        });
    }

    /** Begins {@code ng} in a game window at the screenshots' size, in the screen's top left corner. */
    static GameWindow begin(Shell shell, NewGame ng) throws Exception {
        return onEdt(() -> {
            GameWindow w = shell.begin(ng, null);
            w.setSize(1120, 760);
            w.setLocation(0, 0);
            return w;
        });
    }

    /** A Challenge under the pie rule, the person as Blue after the computer's first bead, the pointer on the swap button. */
    static void swapOffered(Shell shell, Game game, Path file) throws Exception {
        NewGame ng = new NewGame(game, game.resolve(Setup.of(2, 5).with("swap", "on")), List.of(
                new NewGame.Seat(new PlayerSpec("mcts", Map.of("level", "beginner"))), NewGame.Seat.HUMAN));
        GameWindow w = begin(shell, ng);
        play(w, 0);
        hover(w, "swap");
        Thread.sleep(1500);
        shot(w, file);
    }

    /** A three-seat game between two thinking computers and a person, in the dark theme, shot mid-thought. */
    static void thinkingInTheDark(Shell shell, Game game, Path file) throws Exception {
        onEdt(() -> {
            shell.toggleTheme();
            return null;
        });
        PlayerSpec strong = new PlayerSpec("mcts", Map.of("level", "strong"));
        NewGame ng = new NewGame(game, game.resolve(Setup.of(3, 11)), List.of(NewGame.Seat.HUMAN, new NewGame.Seat(strong),
                new NewGame.Seat(strong)));
        GameWindow w = begin(shell, ng);
        play(w, 3);
        Random random = new Random(5);
        GameState state = onEdt(() -> w.table().history().shown());
        Move m = state.legalMoves().get(random.nextInt(state.legalMoves().size()));
        onEdt(() -> {
            w.table().step(m.steps().get(0));
            return null;
        });
        long until = System.currentTimeMillis() + 10000;
        while (onEdt(() -> w.table().analysis() == null || w.table().thinkingSeat() < 0) && System.currentTimeMillis() < until) {
            Thread.sleep(20);
        }
        Thread.sleep(350);
        shot(w, file);
        onEdt(() -> {
            shell.toggleTheme();
            return null;
        });
    }

    /** Moves the real pointer over a clickable step, so the screenshot shows the hover glow. */
    static void hoverSomething(GameWindow w) throws Exception {
        List<String> steps = onEdt(() -> w.board().scene().steps());
        if (!steps.isEmpty()) {
            hover(w, steps.get(steps.size() / 2));
        }
    }

    /** Moves the real pointer over the place on the board that enters {@code step}, if there is one. */
    static void hover(GameWindow w, String step) throws Exception {
        Point p = onEdt(() -> {
            Point2D at = w.board().pointOf(step);
            if (at == null) {
                return null;
            }
            Point screen = new Point((int) at.getX(), (int) at.getY());
            SwingUtilities.convertPointToScreen(screen, w.board());
            return screen;
        });
        if (p != null) {
            Robot robot = new Robot();
            robot.mouseMove(p.x, p.y);
            robot.mouseMove(p.x + 1, p.y);
        }
    }

    static void shot(Window w, Path file) throws Exception {
        BufferedImage image = onEdt(() -> {
            Component c = w;
            BufferedImage img = new BufferedImage(c.getWidth(), c.getHeight(), BufferedImage.TYPE_INT_RGB);
            var g = img.createGraphics();
            c.paintAll(g);
            g.dispose();
            return img;
        });
        write(image, file);
    }

    private static void write(BufferedImage image, Path file) throws IOException {
        ImageIO.write(image, "png", file.toFile());
        System.out.println("wrote " + file);
    }
}
