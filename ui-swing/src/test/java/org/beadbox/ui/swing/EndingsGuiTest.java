package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.beadbox.api.Shape;
import org.beadbox.game.mancala.GlassBeadGame;
import org.junit.Test;

/**
 * The end of a game by resignation, in the window (issue 37 §3.4): the board and the status say
 * the game is over and who won, nothing on the board takes a click, Undo is off, and Rematch
 * starts the same game again with the seats swapped, in a window of its own that does not open
 * over the first. Two people at one screen agree a draw after one offer declined (issue 44 §3).
 * Screenshots in target/screenshots.
 */
public class EndingsGuiTest extends WithGuiBench {

    private final GlassBeadGame mancala = new GlassBeadGame();

    @Override
    GuiBench newBench() throws Exception {
        return GuiBench.againstComputers(Plugins.NONE, mancala);
    }

    @Test
    public void aResignationLooksLikeAnEndingAndOffersARematch() throws Exception {
        FrameFixture window = bench.humanAgainst(mancala, "Random");
        GameWindow w = (GameWindow) window.target();
        bench.clickMove(w);
        GuiBench.await("the computer's reply", () -> w.table().history().moves().size() >= 2 && w.table().interactive());
        assertThat(GuiActionRunner.execute(() -> window.button("rematch").target().isEnabled())).as("no rematch mid-game").isFalse();

        bench.click(window.button("resign"), "the question", GuiBench::anOptionPaneShows);
        JOptionPaneFixture question = JOptionPaneFinder.findOptionPane().withTimeout(10_000).using(bench.robot);
        question.requireMessage("Give up this game?");
        bench.click(question.yesButton(), "the resignation", () -> w.table().history().outcome().isPresent());
        bench.robot.waitForIdle();

        String status = GuiActionRunner.execute(() -> window.label("status").target().getText());
        assertThat(status).startsWith("Game over: South resigns: North wins").contains("Rematch");
        Shape.Text boardStatus = GuiActionRunner.execute(() -> (Shape.Text) w.board().scene().shape("status"));
        assertThat(boardStatus.text()).isEqualTo("Game over: South resigns: North wins");
        assertThat(GuiActionRunner.execute(() -> w.board().scene().steps())).as("nothing to click").isEmpty();
        assertThat(GuiActionRunner.execute(() -> window.button("undo").target().isEnabled())).as("no undo").isFalse();
        assertThat(GuiActionRunner.execute(() -> window.button("rematch").target().isEnabled())).isTrue();
        assertThat(GuiActionRunner.execute(() -> window.button("rematch").target().getIcon())).as("a toolbar with icons").isNotNull();
        shot(w, "swing-resigned.png");

        bench.click(window.button("rematch"), "the rematch's window", () -> bench.shell.windows().size() > 1);
        FrameFixture again = bench.gameWindow(mancala, List.of(w));
        GameWindow w2 = (GameWindow) again.target();
        assertThat(GuiActionRunner.execute(() -> w2.table().human(1) && !w2.table().human(0)))
                .as("the seats swapped: the person plays North now").isTrue();
        assertThat(GuiActionRunner.execute(() -> w2.getLocation())).as("not over the first window")
                .isNotEqualTo(GuiActionRunner.execute(() -> w.getLocation()));
        GuiBench.await("the computer's first move, then the person's turn", () -> w2.table().interactive());
        shot(w2, "swing-rematch.png");
    }

    @Test
    public void twoPeopleAtOneScreenDeclineThenAgreeADraw() throws Exception {
        bench.startFromLauncher(mancala.info().id(), "seat0.player", "Human", "seat1.player", "Human");
        FrameFixture window = bench.gameWindow(mancala, List.of());
        GameWindow w = (GameWindow) window.target();
        GuiBench.await("South's turn", () -> w.table().interactive());
        bench.click(window.button("draw"), "the offer", () -> w.table().draws().text().equals("South offers a draw."));
        bench.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> window.button("drawAccept").target().isShowing())).as("North is asked here").isTrue();
        assertThat(GuiActionRunner.execute(() -> window.button("draw").target().isEnabled())).as("one offer at a time").isFalse();
        shot(w, "swing-draw-offer.png");
        bench.click(window.button("drawDecline"), "the refusal", () -> w.table().draws().text().equals("North declined the draw."));
        bench.click(window.button("draw"), "the second offer refused",
                () -> w.table().message().equals("Draw: you have offered a draw at this move already: offer again after the next move"));
        bench.clickMove(w);
        GuiBench.await("North's turn", () -> w.table().interactive() && w.table().history().moves().size() == 1);
        bench.click(window.button("draw"), "North's offer", () -> w.table().draws().text().equals("North offers a draw."));
        bench.click(window.button("drawAccept"), "the draw", () -> w.table().history().outcome().isPresent());
        bench.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> window.label("status").target().getText())).startsWith("Game over: Drawn by agreement");
        assertThat(GuiActionRunner.execute(() -> w.table().match().record().result().agreedDraw())).isTrue();
        assertThat(GuiActionRunner.execute(() -> window.button("draw").target().isEnabled())).as("no offer after the end").isFalse();
    }

    /** Saves what the window shows in target/screenshots, to look at. */
    static void shot(java.awt.Window w, String name) {
        try {
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            javax.imageio.ImageIO.write(new java.awt.Robot().createScreenCapture(GuiActionRunner.execute(() -> w.getBounds())), "png",
                    shots.resolve(name).toFile());
        } catch (java.io.IOException | java.awt.AWTException e) {
            throw new AssertionError("no screenshot " + name + ": " + e, e);
        }
    }
}
