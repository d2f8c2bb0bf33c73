package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.nio.file.Files;
import java.time.Duration;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.core.ClockReading;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.TimeControl;
import org.beadbox.game.challenge.Challenge;
import org.junit.Test;

/** Clocks in Swing: the new-game dialog's choice, the game window's faces, a loss on time. */
public class ClockGuiTest extends WithGuiBench {

    private final Challenge challenge = new Challenge();

    @Override
    GuiBench newBench() throws Exception {
        return new GuiBench(GameCatalog.of(challenge), PlayerCatalog.of(new RandomPlayerFactory()));
    }

    private DialogFixture openDialog() {
        bench.click(bench.launcher.button("play:" + challenge.info().id()), "the new-game dialog", () -> GuiBench.showing("newGame"));
        return WindowFinder.findDialog("newGame").using(bench.robot);
    }

    private static JLabel face(FrameFixture window, int seat) {
        return window.robot().finder().findByName(window.target(), "clock" + seat, JLabel.class, false);
    }

    @Test
    public void aClockTypedInTheDialogRunsInTheWindowTurnsRedAndTheSeatLosesOnTime() {
        DialogFixture dialog = openDialog();
        dialog.comboBox("clock").requireSelection(ClockChoice.NONE);
        bench.select(dialog.comboBox("seat0.player"), "Human");
        bench.select(dialog.comboBox("seat1.player"), "Random");
        dialog.comboBox("clock").replaceText("0.2+1"); // 12 s each, a second a move
        bench.click(dialog.button("start"), "the game to start", () -> !dialog.target().isShowing());
        FrameFixture window = bench.gameWindow(challenge, List.of());
        GameWindow w = (GameWindow) window.target();
        assertThat(GuiActionRunner.execute(() -> w.table().match().timeControl().orElseThrow())).isEqualTo(TimeControl.parse("0.2+1"));
        GuiBench.await("both clocks shown", () -> face(window, 0).isShowing() && face(window, 1).isShowing());
        assertThat(GuiActionRunner.execute(() -> w.table().match().firstMove().orElseThrow().seat()))
                .as("no clock runs before a seat's first move: the first move is awaited").isZero();
        bench.clickMove(w); // the clocks start with each seat's first move
        GuiBench.await("the computer's first reply", () -> w.table().history().moves().size() >= 2 && w.table().interactive());
        GuiBench.await("the person's clock under ten seconds, in red", () -> face(window, 0).getText().startsWith("0:0")
                && face(window, 0).getBackground().equals(new Color(0xb3261e)));
        assertThat(GuiActionRunner.execute(() -> face(window, 1).getText())).isEqualTo("0:12");
        shot(w, "clock-swing.png");
        GuiBench.await("the loss on time", () -> w.table().history().outcome().isPresent());
        assertThat(GuiActionRunner.execute(() -> w.table().history().outcome().get().summary())).endsWith("loses on time: "
                + challenge.seats(2).get(1).name() + " wins");
        assertThat(GuiActionRunner.execute(() -> face(window, 0).getText())).isEqualTo("0:00.0");
    }

    /** Saves what the window shows in target/screenshots, to look at. */
    private static void shot(java.awt.Window w, String name) {
        try {
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            javax.imageio.ImageIO.write(new java.awt.Robot().createScreenCapture(GuiActionRunner.execute(() -> w.getBounds())), "png",
                    shots.resolve(name).toFile());
        } catch (java.io.IOException | java.awt.AWTException e) {
            throw new AssertionError("no screenshot " + name + ": " + e, e);
        }
    }

    @Test
    public void aClockThatDoesNotReadIsRefusedSayingWhatToWrite() {
        DialogFixture dialog = openDialog();
        dialog.comboBox("clock").replaceText("ten minutes");
        shot(dialog.target(), "clock-swing-dialog.png");
        bench.click(dialog.button("start"), "the refusal", () -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .anyMatch(w -> w.isShowing() && "refusal".equals(w.getName())));
        DialogFixture refusal = WindowFinder.findDialog("refusal").using(bench.robot);
        assertThat(refusal.optionPane().target().getMessage().toString()).contains("Clock:").contains("minutes+seconds, such as 10+5");
        refusal.close();
        assertThat(GuiActionRunner.execute(() -> dialog.target().isShowing())).as("the dialog stays for a fix").isTrue();
        dialog.close();
    }

    @Test
    public void aGameWithoutAClockShowsNone() {
        DialogFixture dialog = openDialog();
        bench.click(dialog.button("start"), "the game to start", () -> !dialog.target().isShowing());
        FrameFixture window = bench.gameWindow(challenge, List.of());
        GameWindow w = (GameWindow) window.target();
        assertThat(GuiActionRunner.execute(() -> w.table().match().clocks().isPresent())).isFalse();
        assertThat(GuiActionRunner.execute(() -> face(window, 0).isShowing())).isFalse();
    }

    @Test
    public void clockTextReadsLikeTheWebPage() {
        assertThat(List.of(ClockReading.face(Duration.ofMillis(0)), ClockReading.face(Duration.ofMillis(9_470)), ClockReading.face(Duration.ofMillis(10_000)), ClockReading.face(Duration.ofMillis(245_900)),
                ClockReading.face(Duration.ofMillis(3_723_000)))).containsExactly("0:00.0", "0:09.4", "0:10", "4:05", "1:02:03");
    }
}
