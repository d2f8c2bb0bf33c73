package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.List;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JSpinner;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.beadbox.api.Game;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;
import org.junit.Test;

/** The new-game dialog: what it remembers, how it folds and fits, and that it starts what it shows. */
public class NewGameGuiTest extends WithGuiBench {

    private final Challenge challenge = new Challenge();
    private final BeadMaster beadmaster = new BeadMaster();

    @Override
    GuiBench newBench() throws Exception {
        return GuiBench.againstComputers(Plugins.NONE, challenge, new GlassBeadGame(), beadmaster);
    }

    @Test
    public void theHexBoardShowsItsDefaultSizeAndStartStartsWhatTheFormShows() {
        DialogFixture dialog = openDialog(challenge);
        bench.select(dialog.comboBox("option.board"), "hex");
        bench.robot.waitForIdle();
        JSpinner size = dialog.spinner("option.size").target();
        assertThat(GuiActionRunner.execute(() -> ((Number) size.getValue()).intValue())).as("the hex board's default side").isEqualTo(6);
        javax.swing.SpinnerNumberModel model = (javax.swing.SpinnerNumberModel) size.getModel();
        assertThat(GuiActionRunner.execute(() -> List.of(((Number) model.getMinimum()).intValue(), ((Number) model.getMaximum()).intValue())))
                .as("the hex board's sides").containsExactly(3, 7);
        assertThat(dialog.label(new org.assertj.swing.core.GenericTypeMatcher<JLabel>(JLabel.class) {
            @Override
            protected boolean isMatching(JLabel l) {
                return l.getLabelFor() == size;
            }
        }).text()).isEqualTo("Size  (3–7)");
        bench.select(dialog.comboBox("option.board"), "square");
        bench.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(() -> List.of(((Number) model.getMinimum()).intValue(), ((Number) model.getMaximum()).intValue(),
                ((Number) size.getValue()).intValue()))).as("the square board's sides and default").containsExactly(8, 11, 10);
        bench.select(dialog.comboBox("option.board"), "hex");
        bench.robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            size.setValue(7L);
            return null;
        });
        bench.click(dialog.button("start"), "the game to start", () -> !dialog.target().isShowing());
        FrameFixture window = bench.gameWindow(challenge, List.of());
        String setup = GuiActionRunner.execute(() -> ((GameWindow) window.target()).table().match().setup().options().toString());
        assertThat(setup).contains("board=hex").contains("size=7");
    }

    @Test
    public void theAiLevelIsRemembered() {
        bench.startFromLauncher(challenge.info().id(), "seat0.player", "Human", "seat1.player", "Monte Carlo search",
                "seat1.level", "expert");
        bench.gameWindow(challenge, List.of());
        DialogFixture dialog = openDialog(challenge);
        dialog.comboBox("seat1.level").requireSelection("expert");
    }

    @Test
    public void advancedSettingsExplainThemselvesFitTheScreenAndFoldBack() {
        DialogFixture dialog = openDialog(challenge);
        bench.select(dialog.comboBox("seat1.player"), "Monte Carlo search");
        bench.robot.waitForIdle();
        JDialog d = (JDialog) dialog.target();
        int closedHeight = GuiActionRunner.execute(d::getHeight);
        bench.click(dialog.button("seat1.more"), "the advanced settings", () -> exploration(d).isShowing());
        Rectangle screen = GuiActionRunner.execute(() -> d.getGraphicsConfiguration().getBounds());
        assertThat(GuiActionRunner.execute(() -> {
            Rectangle start = new Rectangle(dialog.button("start").target().getLocationOnScreen(), dialog.button("start").target().getSize());
            return screen.contains(start) && screen.contains(d.getBounds());
        })).as("the dialog and its Start button stay on the screen").isTrue();
        assertThat(GuiActionRunner.execute(() -> bench.robot.finder().findAll(d.getContentPane(),
                c -> c instanceof JLabel l && l.isShowing() && l.getText() != null && l.getText().contains("0 takes the level"))
                .size())).as("what 0 seconds per move means, in plain words").isEqualTo(1);
        bench.click(dialog.button("seat1.more"), "the advanced settings to fold",
                () -> !exploration(d).isShowing());
        bench.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(d::getHeight)).isEqualTo(closedHeight);
    }

    @Test
    public void fewerSeatsLeaveNoGaps() {
        GuiActionRunner.execute(() -> {
            bench.shell.settings().put("seats." + beadmaster.info().id(), "4"); // the last game had four
            return null;
        });
        DialogFixture dialog = openDialog(beadmaster);
        JDialog d = (JDialog) dialog.target();
        JSpinner seats = dialog.spinner("seatCount").target();
        int four = GuiActionRunner.execute(d::getHeight);
        GuiActionRunner.execute(() -> {
            seats.setValue(3);
            return null;
        });
        bench.robot.waitForIdle();
        int three = GuiActionRunner.execute(d::getHeight);
        assertThat(three).as("shorter than with four seats").isLessThan(four);
        assertThat(GuiActionRunner.execute(() -> d.getPreferredSize().height)).as("no more room than three seats need")
                .isEqualTo(three);
    }

    private JSpinner exploration(JDialog d) {
        return bench.robot.finder().findByName(d, "seat1.exploration", JSpinner.class, false);
    }

    private DialogFixture openDialog(Game game) {
        bench.click(bench.launcher.button("play:" + game.info().id()), "the new-game dialog", () -> GuiBench.showing("newGame"));
        return WindowFinder.findDialog("newGame").using(bench.robot);
    }
}
