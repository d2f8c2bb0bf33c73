package org.beadbox.ui.swing;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.beadbox.api.Game;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.junit.Assume;

/**
 * What the GUI tests share: a display check (skipped without one only outside CI), a shell over
 * given catalogues in a temporary Beadbox home, an AssertJ Swing robot, and helpers that click
 * moves into a game window and wait for the computer.
 */
final class GuiBench implements AutoCloseable {

    final GameCatalog games;
    final PlayerCatalog players;
    final Path home;
    final Robot robot;
    final Shell shell;
    final AtomicBoolean exited = new AtomicBoolean();
    final FrameFixture launcher;

    /** Fails in CI without a display; elsewhere skips the test. */
    static void requireDisplay() {
        if (GraphicsEnvironment.isHeadless()) {
            if (System.getenv("CI") != null) {
                throw new AssertionError("GUI tests need a display in CI: run them under xvfb-run");
            }
            Assume.assumeTrue("no display: GUI tests skipped outside CI", false);
        }
    }

    /** Opens the launcher over these catalogues. */
    GuiBench(GameCatalog games, PlayerCatalog players) throws IOException {
        this.games = games;
        this.players = players;
        this.home = Files.createTempDirectory("beadbox-gui");
        this.robot = BasicRobot.robotWithNewAwtHierarchy();
        robot.settings().delayBetweenEvents(15);
        robot.settings().eventPostingDelay(30);
        this.shell = GuiActionRunner.execute(() -> {
            Shell s = new Shell(games, players, new RecordStore(home), Plugins.NONE, new Settings(home), () -> exited.set(true));
            s.start();
            return s;
        });
        this.launcher = WindowFinder.findFrame("launcher").using(robot);
    }

    /** Waits until {@code condition} (checked on the event thread) holds. */
    static void await(String what, BooleanSupplier condition) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(condition::getAsBoolean);
            }
        }, Timeout.timeout(20_000));
    }

    /** The game window of {@code game} that is not one of {@code except}. */
    FrameFixture gameWindow(Game game, List<GameWindow> except) {
        return WindowFinder.findFrame(new GenericTypeMatcher<GameWindow>(GameWindow.class) {
            @Override
            protected boolean isMatching(GameWindow w) {
                return w.isShowing() && w.table().game() == game && !except.contains(w);
            }
        }).withTimeout(10_000).using(robot);
    }

    /** Clicks one whole move into the window, step by step, on the board. */
    void clickMove(GameWindow w) {
        int before = GuiActionRunner.execute(() -> w.table().moves().size());
        await("the person's turn", () -> w.table().interactive());
        for (int i = 0; i < 40 && GuiActionRunner.execute(() -> w.table().moves().size() == before); i++) {
            Point p = GuiActionRunner.execute(() -> {
                if (!w.table().interactive()) {
                    return null;
                }
                for (String step : w.board().scene().steps()) {
                    Point2D at = w.board().pointOf(step);
                    if (at != null) {
                        return new Point((int) at.getX(), (int) at.getY());
                    }
                }
                throw new AssertionError("no step to click on the board");
            });
            if (p == null) {
                break;
            }
            robot.click(w.board(), p, MouseButton.LEFT_BUTTON, 1);
            robot.waitForIdle();
        }
        await("the move to be played", () -> w.table().moves().size() > before);
    }

    /** Presses a key with Ctrl held in the window. */
    void ctrl(FrameFixture window, int key) {
        window.focus();
        robot.pressKey(KeyEvent.VK_CONTROL);
        robot.pressAndReleaseKey(key);
        robot.releaseKey(KeyEvent.VK_CONTROL);
    }

    @Override
    public void close() {
        GuiActionRunner.execute(shell::shutdown);
        robot.cleanUp();
    }
}
