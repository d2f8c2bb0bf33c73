package org.beadbox.ui.swing;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import javax.swing.AbstractButton;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JFileChooserFinder;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.AbstractButtonFixture;
import org.assertj.swing.fixture.JComboBoxFixture;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.assertj.swing.timing.Timeout;
import org.beadbox.ai.mcts.MctsPlayerFactory;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.api.Game;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;
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
    /** The records and autosaves in {@link #home}, as the shell keeps them. */
    final RecordStore store;
    final Robot robot;
    final Shell shell;
    final AtomicBoolean exited = new AtomicBoolean();
    final FrameFixture launcher;

    /** A web front-end that is there but cannot start (its port taken, say). */
    static final Online WEB_THAT_CANNOT_START = new Online() {
        @Override
        public boolean canHost() {
            return true;
        }

        @Override
        public OnlineTables host() {
            throw new IllegalStateException("The web front-end did not start within 30 s (is port 8765 taken by another program?)");
        }
    };

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
        this(games, players, Plugins.NONE);
    }

    /** Opens the launcher over these catalogues, with these bundles in the plugins window. */
    GuiBench(GameCatalog games, PlayerCatalog players, Plugins plugins) throws IOException {
        this.games = games;
        this.players = players;
        this.home = Files.createTempDirectory("beadbox-gui");
        this.store = new RecordStore(home);
        this.robot = BasicRobot.robotWithNewAwtHierarchy();
        robot.settings().delayBetweenEvents(15);
        robot.settings().eventPostingDelay(30);
        this.shell = GuiActionRunner.execute(() -> {
            Shell s = new Shell(games, players, store, plugins, new Settings(home), () -> exited.set(true));
            s.start();
            return s;
        });
        this.launcher = WindowFinder.findFrame("launcher").using(robot);
    }

    /** A bench over {@code games} with two computer players to choose from: Random and Monte Carlo search. */
    static GuiBench againstComputers(Plugins plugins, Game... games) throws IOException {
        return new GuiBench(GameCatalog.of(games), PlayerCatalog.of(new RandomPlayerFactory(), new MctsPlayerFactory()), plugins);
    }

    /**
     * Starts {@code game} from the launcher, a person at seat 0 against the computer player
     * named {@code ai} (Monte Carlo search at its beginner level), and finds its window.
     */
    FrameFixture humanAgainst(Game game, String ai) {
        if (ai.startsWith("Monte")) {
            startFromLauncher(game.info().id(), "seat0.player", "Human", "seat1.player", ai, "seat1.level", "beginner");
        } else {
            startFromLauncher(game.info().id(), "seat0.player", "Human", "seat1.player", ai);
        }
        return gameWindow(game, List.of());
    }

    /** Runs {@code task} on the event thread and waits for its result; what it throws is thrown here. */
    static <T> T onEdt(Callable<T> task) throws Exception {
        AtomicReference<T> out = new AtomicReference<>();
        AtomicReference<Exception> failure = new AtomicReference<>();
        SwingUtilities.invokeAndWait(() -> {
            try {
                out.set(task.call());
            } catch (Exception e) {
                failure.set(e);
            }
        });
        if (failure.get() != null) {
            throw failure.get();
        }
        return out.get();
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

    /**
     * Waits up to {@code millis} until {@code condition} (checked on the event thread) holds; on a
     * time-out the message ends with {@code state}, read then, to say where things stood.
     */
    static void await(String what, long millis, BooleanSupplier condition, java.util.function.Supplier<String> state) {
        Pause.pause(new Condition(what) {
            @Override
            public boolean test() {
                return GuiActionRunner.execute(condition::getAsBoolean);
            }

            @Override
            protected String descriptionAddendum() {
                return " (" + GuiActionRunner.execute(state::get) + ")";
            }
        }, Timeout.timeout(millis));
    }

    /** Whether {@code condition} (checked on the event thread) holds within {@code millis}. */
    static boolean within(long millis, BooleanSupplier condition) {
        long end = System.nanoTime() + millis * 1_000_000;
        while (true) {
            if (GuiActionRunner.execute(condition::getAsBoolean)) {
                return true;
            }
            if (System.nanoTime() > end) {
                return false;
            }
            Pause.pause(50);
        }
    }

    /**
     * Does {@code act} (a click or a key on a real window) until {@code done} holds. On a busy
     * virtual display a window that was just shown, moved or resized can miss the first event;
     * the action is tried again only while {@code ready} holds (its target still showing), so
     * an action that did take effect is never done twice.
     */
    void until(String what, BooleanSupplier ready, Runnable act, BooleanSupplier done) {
        for (int attempt = 0; attempt < 4; attempt++) {
            robot.waitForIdle();
            if (GuiActionRunner.execute(done::getAsBoolean) || !GuiActionRunner.execute(ready::getAsBoolean)) {
                break;
            }
            act.run();
            if (within(3_000, done)) {
                return;
            }
        }
        await(what, done);
    }

    /**
     * Clicks {@code button} the way Swing does for a person's click, through its model on the
     * event thread ({@code doClick}: pressed, armed, released, action fired), then waits until
     * {@code done} holds. Buttons, menu items and dialogs are driven so because the robot's
     * mouse on a loaded virtual display sometimes presses where the pointer was, not where it
     * was sent (a known AssertJ Swing limitation under Xvfb); the board, the part that is ours,
     * gets real mouse events (see {@link #clickMove}). Posted, never waited for: the action may
     * open a modal dialog.
     */
    void click(AbstractButtonFixture<?, ?> button, String what, BooleanSupplier done) {
        click(button.target(), what, done);
    }

    /** Clicks {@code b} (see {@link #click(AbstractButtonFixture, String, BooleanSupplier)}). */
    void click(AbstractButton b, String what, BooleanSupplier done) {
        await(what + " (the button to be clickable)", () -> b.isEnabled() && (b.isShowing() || b instanceof javax.swing.JMenuItem));
        SwingUtilities.invokeLater(() -> b.doClick(0));
        await(what, done);
    }

    /** Whether a message or question ({@link javax.swing.JOptionPane}) shows; call on the event thread. */
    static boolean anOptionPaneShows() {
        return java.util.Arrays.stream(java.awt.Window.getWindows()).anyMatch(w -> w.isShowing()
                && w instanceof javax.swing.JDialog d && d.getContentPane().getComponentCount() > 0
                && d.getContentPane().getComponent(0) instanceof javax.swing.JOptionPane);
    }

    /** Chooses the item shown as {@code text} in {@code combo}, as a person picking it from the list does. */
    void select(JComboBoxFixture combo, String text) {
        javax.swing.JComboBox<?> box = combo.target();
        GuiActionRunner.execute(() -> {
            javax.swing.ListCellRenderer<Object> renderer = (javax.swing.ListCellRenderer<Object>) box.getRenderer();
            javax.swing.JList<Object> list = new javax.swing.JList<>();
            for (int i = 0; i < box.getItemCount(); i++) {
                java.awt.Component c = renderer.getListCellRendererComponent(list, box.getItemAt(i), i, false, false);
                String shown = c instanceof javax.swing.JLabel l ? l.getText() : String.valueOf(box.getItemAt(i));
                if (text.equals(shown)) {
                    box.setSelectedIndex(i);
                    return null;
                }
            }
            throw new AssertionError("no item '" + text + "' in " + box.getName());
        });
    }

    /** Presses {@code key} in the window, focusing it first, until {@code done} holds (see {@link #until}). */
    void press(FrameFixture window, int key, String what, BooleanSupplier done) {
        until(what, () -> window.target().isShowing(), () -> {
            robot.focusAndWaitForFocusGain(window.target());
            robot.pressAndReleaseKey(key);
        }, done);
    }

    /** Chooses {@code file} in the file chooser now showing and approves it. */
    void choose(Path file) {
        JFileChooserFixture chooser = JFileChooserFinder.findFileChooser().withTimeout(20_000).using(robot);
        javax.swing.JFileChooser target = chooser.target();
        SwingUtilities.invokeLater(() -> {
            target.setSelectedFile(file.toAbsolutePath().toFile());
            target.approveSelection();
        });
        await("the file chooser to close", () -> !target.isShowing());
    }

    /** Chooses the menu item named {@code name} of {@code window} (see {@link #click}). */
    void menu(FrameFixture window, String name, String what, BooleanSupplier done) {
        click(window.menuItem(name).target(), what, done);
    }

    /** Whether a window named {@code name} is showing (event thread). */
    static boolean showing(String name) {
        return java.util.Arrays.stream(java.awt.Window.getWindows()).anyMatch(w -> w.isShowing() && name.equals(w.getName()));
    }

    /** Whether a file chooser is showing (event thread). */
    static boolean fileChooserShowing() {
        return java.util.Arrays.stream(java.awt.Window.getWindows())
                .anyMatch(w -> w.isShowing() && w instanceof javax.swing.JDialog d
                        && d.getContentPane().getComponentCount() > 0 && d.getContentPane().getComponent(0) instanceof javax.swing.JFileChooser);
    }

    /** Opens the new-game dialog from the launcher's card of {@code gameId}, chooses the seats' players and starts. */
    void startFromLauncher(String gameId, String... seatChoices) {
        click(launcher.button("play:" + gameId), "the new-game dialog", () -> showing("newGame"));
        org.assertj.swing.fixture.DialogFixture dialog = WindowFinder.findDialog("newGame").using(robot);
        for (int i = 0; i + 1 < seatChoices.length; i += 2) {
            select(dialog.comboBox(seatChoices[i]), seatChoices[i + 1]);
            robot.waitForIdle();
        }
        click(dialog.button("start"), "the new game to start", () -> !dialog.target().isShowing());
    }

    /** How many game windows of {@code game} are showing (event thread). */
    int windowsOf(Game game) {
        return (int) shell.windows().stream().filter(w -> w.isShowing() && same(w.table().game(), game)).count();
    }

    /**
     * Whether a window's game is {@code game}: by id, since the catalogue hands the front-ends
     * each game behind its deadline wrapper, not the plugin's own object.
     */
    private static boolean same(Game shown, Game game) {
        return shown.info().id().equals(game.info().id());
    }

    /** The game window of {@code game} that is not one of {@code except}. */
    FrameFixture gameWindow(Game game, List<GameWindow> except) {
        return WindowFinder.findFrame(new GenericTypeMatcher<GameWindow>(GameWindow.class) {
            @Override
            protected boolean isMatching(GameWindow w) {
                return w.isShowing() && same(w.table().game(), game) && !except.contains(w);
            }
        }).withTimeout(10_000).using(robot);
    }

    /** Clicks one whole move into the window, step by step, on the board. */
    void clickMove(GameWindow w) {
        int before = GuiActionRunner.execute(() -> w.table().history().moves().size());
        await("the person's turn", () -> w.table().interactive());
        for (int i = 0; i < 20 && GuiActionRunner.execute(() -> w.table().history().moves().size() == before); i++) {
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
            List<String> entered = GuiActionRunner.execute(() -> List.copyOf(w.table().entered()));
            robot.moveMouse(w.board(), p); // the pointer first, then the click: see #click
            robot.waitForIdle();
            robot.click(w.board(), p, MouseButton.LEFT_BUTTON, 1);
            robot.waitForIdle();
            // the next step is read only once this click has shown (under load the X server may
            // deliver it after waitForIdle returns); a click that did not show is made again, the
            // window first put where Java believes it is and raised: with no window manager, a
            // window centred on the screen under load can be told it lies at 0,0 (seen in a
            // screenshot: the board drawn at 180,180, the clicks sent to 0,57, on the launcher)
            if (!within(2_000, () -> w.table().history().moves().size() > before || !w.table().entered().equals(entered))) {
                GuiActionRunner.execute(() -> {
                    Point at = w.getLocation();
                    w.setLocation(at.x + 1, at.y);
                    w.setLocation(at);
                    w.toFront();
                });
                robot.waitForIdle();
                Pause.pause(200);
            }
        }
        if (GuiActionRunner.execute(() -> w.table().history().moves().size() == before)) {
            report("clickMove", w);
        }
        await("the move to be played", () -> w.table().history().moves().size() > before);
    }

    /** Writes what the screen showed and where every window was, for a GUI test that failed. */
    void report(String what, GameWindow w) {
        try {
            java.awt.Rectangle screen = new java.awt.Rectangle(java.awt.Toolkit.getDefaultToolkit().getScreenSize());
            java.awt.image.BufferedImage shot = new java.awt.Robot().createScreenCapture(screen);
            Path png = Path.of("target", "gui-failure-" + what + "-" + System.currentTimeMillis() + ".png");
            Files.createDirectories(png.getParent());
            javax.imageio.ImageIO.write(shot, "png", png.toFile());
            System.err.println("GUI failure (" + what + "): screen " + screen + " in " + png.toAbsolutePath());
        } catch (Exception e) {
            System.err.println("GUI failure (" + what + "): no screenshot: " + e);
        }
        GuiActionRunner.execute(() -> {
            for (java.awt.Window x : java.awt.Window.getWindows()) {
                System.err.printf("  window %s %s showing=%s bounds=%s focused=%s%s%n", x.getClass().getSimpleName(), x.getName(),
                        x.isShowing(), x.isShowing() ? new java.awt.Rectangle(x.getLocationOnScreen(), x.getSize()) : "-",
                        x.isFocused(), x == w ? " <- clicked" : "");
            }
            if (w.board().isShowing()) {
                System.err.printf("  board at %s size %s; entered %s; steps %s%n", w.board().getLocationOnScreen(), w.board().getSize(),
                        w.table().entered(), w.board().scene().steps());
            }
            return null;
        });
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
        GuiActionRunner.execute(() -> { // a dialog a failed test left open must not block the next test
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                w.dispose();
            }
            return null;
        });
        robot.cleanUp();
        deleteHome();
    }

    /** Removes the test's home folder, so a run leaves nothing behind in the temporary folder. */
    private void deleteHome() {
        try (var walk = Files.walk(home)) {
            for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not remove the test home " + home, e);
        }
    }
}
