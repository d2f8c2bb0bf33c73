package org.beadbox.ui.swing;

import static org.beadbox.ui.swing.Showcase.shot;

import java.awt.Window;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JButton;
import javax.swing.JProgressBar;
import javax.swing.SwingUtilities;
import org.beadbox.ai.mcts.MctsPlayerFactory;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.review.MoveReview;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;

/**
 * Opens each record given, reviews it at the quick budget in its game window and writes
 * screenshots of the review window and of the game window at the first blunder (else mistake):
 * a tool for looking at the review (run under Xvfb), not a test. Arguments: the output folder,
 * then the records.
 */
final class ReviewShowcase {

    private ReviewShowcase() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Files.createDirectories(Path.of(args[0]));
        Path home = Files.createTempDirectory("beadbox-review-showcase");
        GameCatalog games = GameCatalog.of(new Challenge(), new GlassBeadGame(), new BeadMaster());
        PlayerCatalog players = PlayerCatalog.of(new RandomPlayerFactory(), new MctsPlayerFactory());
        Shell shell = GuiBench.onEdt(() -> {
            Shell s = new Shell(games, players, new RecordStore(home), new FakePlugins(), new Settings(home), () -> { });
            s.start();
            return s;
        });
        for (int i = 1; i < args.length; i++) {
            Path record = Path.of(args[i]);
            String game = RecordStore.load(record).gameId();
            int before = GuiBench.onEdt(() -> shell.windows().size());
            GuiBench.onEdt(() -> {
                shell.resume(record, null);
                return null;
            });
            GameWindow w = await(() -> shell.windows().size() > before ? shell.windows().get(shell.windows().size() - 1) : null);
            GuiBench.onEdt(() -> {
                w.setBounds(0, 0, 1040, 720);
                return null;
            });
            SwingUtilities.invokeAndWait(() -> press(w, "review"));
            ReviewWindow r = await(w::reviewWindow);
            JButton start = (JButton) find(r, "review.start");
            SwingUtilities.invokeAndWait(start::doClick);
            JProgressBar bar = (JProgressBar) find(r, "review.progress");
            await(() -> "Done".equals(bar.getString()) ? Boolean.TRUE : null);
            MoveReview pick = GuiBench.onEdt(() -> r.reviewed().stream().filter(m -> m.mark().equals("blunder")).findFirst()
                    .or(() -> r.reviewed().stream().filter(m -> !m.mark().isEmpty()).findFirst()).orElse(null));
            if (pick != null) {
                SwingUtilities.invokeAndWait(() -> r.show(pick.number()));
            }
            Thread.sleep(800);
            shot(r, out.resolve("review-" + game + ".png"));
            shot(w, out.resolve("review-" + game + "-board.png"));
        }
        SwingUtilities.invokeAndWait(() -> shell.windows().forEach(Window::dispose));
        System.exit(0);
    }

    private static void press(GameWindow w, String command) {
        for (java.awt.Component c : all(w)) {
            if (c instanceof JButton b && command.equals(b.getName())) {
                b.doClick();
                return;
            }
        }
        throw new IllegalStateException("no button " + command);
    }

    private static java.awt.Component find(Window w, String name) throws Exception {
        return GuiBench.onEdt(() -> all(w).stream().filter(c -> name.equals(c.getName())).findFirst().orElseThrow());
    }

    private static java.util.List<java.awt.Component> all(java.awt.Container root) {
        java.util.List<java.awt.Component> out = new java.util.ArrayList<>();
        for (java.awt.Component c : root.getComponents()) {
            out.add(c);
            if (c instanceof java.awt.Container k) {
                out.addAll(all(k));
            }
        }
        return out;
    }

    private static <T> T await(java.util.concurrent.Callable<T> probe) throws Exception {
        for (int i = 0; i < 1200; i++) {
            T t = GuiBench.onEdt(probe);
            if (t != null) {
                return t;
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("timed out");
    }
}
