package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.geom.Point2D;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.beadbox.api.Setup;
import org.beadbox.core.PlayerSpec;
import org.beadbox.testkit.TakeAway;
import org.junit.Test;

/** A window whose game's bundle stops or goes away locks, says which, and comes back to life when the game returns. */
public class LockGuiTest extends WithGuiBench {

    /** Bundles that say what became of the game's bundle as the test sets it, and tell of changes when asked. */
    static final class Fates extends Plugins.None {
        volatile String fate = "";
        final List<Runnable> listeners = new CopyOnWriteArrayList<>();

        @Override
        public String fate(Object service) {
            return fate;
        }

        @Override
        public void addListener(Runnable listener) {
            listeners.add(listener);
        }

        void becomes(String what) {
            fate = what;
            listeners.forEach(Runnable::run);
        }
    }

    private final TakeAway takeAway = new TakeAway();
    private final Fates fates = new Fates();

    @Override
    GuiBench newBench() throws Exception {
        return GuiBench.againstComputers(fates, takeAway);
    }

    /** What the Computer panel says (event thread). */
    private String thinking(GameWindow w) {
        return bench.robot.finder().findByName(w, "thinking", javax.swing.JLabel.class, false).getText();
    }

    private static void inThread(Runnable r) throws InterruptedException {
        Thread t = new Thread(r);
        t.start();
        t.join();
    }

    @Test
    public void aStoppedGameLocksItsWindowSaysSoAndComesBackWhereItStood() throws Exception {
        bench.startFromLauncher("take-away", "seat1.player", "Random");
        GameWindow game = (GameWindow) bench.gameWindow(takeAway, List.of()).target();
        bench.clickMove(game);
        GuiBench.await("the computer's reply", () -> game.table().history().moves().size() == 2 && game.table().interactive());
        List<String> played = GuiActionRunner.execute(() -> game.table().history().notations());
        Point2D step = GuiActionRunner.execute(() -> game.board().pointOf(game.board().scene().steps().get(0)));
        Rectangle bounds = GuiActionRunner.execute(() -> game.getBounds());
        long beads = GuiActionRunner.execute(() -> game.board().scene().shapes().stream()
                .filter(s -> s instanceof org.beadbox.api.Shape.Bead).count());

        fates.fate = "stopped";
        inThread(() -> bench.games.remove(takeAway));
        GuiBench.await("the lock", () -> game.lockText().contains("Take Away was stopped"));
        assertThat(GuiActionRunner.execute(() -> game.board().scene().shapes().stream()
                .filter(s -> s instanceof org.beadbox.api.Shape.Bead).count())).as("every bead still drawn, the clickable ones too")
                .isEqualTo(beads);
        assertThat(GuiActionRunner.execute(() -> thinking(game))).as("locked, not ended").contains("locked").doesNotContain("ended");
        assertThat(GuiActionRunner.execute(() -> bench.launcher.target().isShowing())).isTrue();
        bench.robot.moveMouse(game.board(), new Point((int) step.getX(), (int) step.getY()));
        bench.robot.click(game.board(), new Point((int) step.getX(), (int) step.getY()), MouseButton.LEFT_BUTTON, 1);
        bench.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> game.table().history().moves())).hasSize(2);
        assertThat(GuiActionRunner.execute(() -> game.board().getCursor().getType())).as("a hand over a dead board")
                .isEqualTo(java.awt.Cursor.DEFAULT_CURSOR);
        assertThat(GuiActionRunner.execute(() -> game.board().getMousePosition())).as("the board under the veil").isNull();

        fates.becomes("uninstalled");
        GuiBench.await("the lock to say uninstalled", () -> game.lockText().contains("Take Away was uninstalled"));

        TakeAway again = new TakeAway();
        inThread(() -> bench.games.add(again, "1.0.0"));
        GuiBench.await("the game back to life in the window's place", () -> bench.windowsOf(again) == 1 && !game.isDisplayable());
        GameWindow back = (GameWindow) bench.gameWindow(again, List.of(game)).target();
        GuiBench.await("the person's turn again", () -> back.table().interactive());
        assertThat(GuiActionRunner.execute(() -> back.table().history().notations())).isEqualTo(played);
        assertThat(GuiActionRunner.execute(() -> back.getBounds())).isEqualTo(bounds);
        assertThat(GuiActionRunner.execute(back::lockText)).isEmpty();
        bench.clickMove(back);
        GuiBench.await("play going on", () -> back.table().history().moves().size() >= 3);
        String[] autosaves = bench.home.resolve("autosave").toFile().list((d, n) -> n.endsWith(".json"));
        assertThat(autosaves).as("one autosave: the revived game replaced its own").hasSize(1);
    }

    @Test
    public void aComputerThinkingWhenItsGameGoesAwayStopsThinking() throws Exception {
        NewGame ng = new NewGame(takeAway, takeAway.resolve(Setup.of(2, 1)), List.of(
                new NewGame.Seat(new PlayerSpec("mcts", Map.of("time", "60", "iterations", "0"))), NewGame.Seat.HUMAN));
        GameWindow game = GuiActionRunner.execute(() -> bench.shell.begin(ng, null));
        GuiBench.await("the computer to think", () -> game.table().thinkingSeat() == 0);
        fates.fate = "uninstalled";
        inThread(() -> bench.games.remove(takeAway));
        GuiBench.await("the lock", () -> game.lockText().contains("Take Away was uninstalled"));
        GuiBench.await("the Computer panel to stop thinking", () -> !thinking(game).contains("thinking"));
    }
}
