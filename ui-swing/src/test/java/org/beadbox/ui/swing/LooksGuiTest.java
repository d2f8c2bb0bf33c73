package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.SwingUtilities;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;
import org.junit.Test;

/**
 * How the windows around a game look and behave: the rules, the cards, the seats, the plugins.
 */
public class LooksGuiTest extends WithGuiBench {

    private final Challenge challenge = new Challenge();
    private final BeadMaster beadmaster = new BeadMaster();

    @Override
    GuiBench newBench() throws Exception {
        return GuiBench.againstComputers(new FakePlugins(), challenge, new GlassBeadGame(), beadmaster);
    }

    @Test
    public void theRulesShowTheTitleOnceWrapAndCloseOnEscape() {
        for (org.beadbox.api.Game game : List.of(challenge, beadmaster)) {
            JDialog dialog = GuiActionRunner.execute(() -> RulesDialog.show(bench.launcher.target(), game.info()));
            DialogFixture rules = new DialogFixture(bench.robot, dialog);
            bench.robot.waitForIdle();
            JEditorPane pane = (JEditorPane) rules.robot().finder().findByName(dialog, "rulesText");
            String text = GuiActionRunner.execute(() -> pane.getDocument().getText(0, pane.getDocument().getLength()));
            String name = game.info().name();
            assertThat(text.split(java.util.regex.Pattern.quote(name + "\n"), -1)).as("%s as a heading line", name).hasSize(2);
            JScrollPane scroll = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, pane);
            assertThat(GuiActionRunner.execute(() -> pane.getWidth() <= scroll.getViewport().getWidth()
                    && !scroll.getHorizontalScrollBar().isShowing())).as("%s: no sideways scrolling", name).isTrue();
            bench.until("Escape to close the rules", dialog::isShowing, () -> {
                bench.robot.focusAndWaitForFocusGain(dialog);
                bench.robot.pressAndReleaseKey(KeyEvent.VK_ESCAPE);
            }, () -> !dialog.isShowing());
        }
    }

    @Test
    public void theBeadMasterCardSaysWhatIsKnownOfItsOrigin() {
        JLabel origin = GuiActionRunner.execute(() -> (JLabel) bench.robot.finder().find(bench.launcher.target(),
                c -> c instanceof JLabel l && l.getText() != null && l.getText().contains("<b style='font-size:120%'>BeadMaster")));
        assertThat(origin.getText()).contains("after Milton Bradley's Stay Alive, 1971").doesNotContain("unknown");
    }

    @Test
    public void aPlayersLevelIsNeverBrokenMidPhrase() {
        bench.startFromLauncher(challenge.info().id(), "seat0.player", "Human", "seat1.player", "Monte Carlo search",
                "seat1.level", "casual");
        FrameFixture window = bench.gameWindow(challenge, List.of());
        String seat = window.label("seat1").target().getText();
        assertThat(seat).contains("Monte&nbsp;Carlo&nbsp;search<br>level&nbsp;casual");
    }

    @Test
    public void pluginsShowWholeVersionsKeepTheSelectionAndNameTheOpenGameBeforeStopping() {
        bench.startFromLauncher(beadmaster.info().id(), "seat0.player", "Human", "seat1.player", "Random");
        bench.gameWindow(beadmaster, List.of());
        PluginsWindow plugins = GuiActionRunner.execute(bench.shell::showPlugins);
        FrameFixture window = new FrameFixture(bench.robot, plugins);
        JTable table = window.table("bundles").target();
        GuiBench.await("the plugins (not the platform or its libraries)", () -> table.getRowCount() == 6);
        assertThat(GuiActionRunner.execute(() -> {
            int needed = 0;
            for (int row = 0; row < table.getRowCount(); row++) {
                java.awt.Component c = table.prepareRenderer(table.getCellRenderer(row, 2), row, 2);
                needed = Math.max(needed, c.getPreferredSize().width);
            }
            return table.getColumnModel().getColumn(2).getWidth() >= needed;
        })).as("the Version column fits its longest version").isTrue();
        int row = GuiActionRunner.execute(() -> {
            for (int r = 0; r < table.getRowCount(); r++) {
                if ("BeadMaster".equals(table.getValueAt(r, 0))) {
                    table.setRowSelectionInterval(r, r);
                    return r;
                }
            }
            throw new AssertionError("no BeadMaster row");
        });
        bench.click(window.button("stop"), "the confirmation", () -> GuiBench.showing("confirm"));
        DialogFixture confirm = WindowFinder.findDialog("confirm").using(bench.robot);
        String message = GuiActionRunner.execute(() -> (String) (bench.robot.finder()
                .findByType(confirm.target(), JOptionPane.class)).getMessage());
        assertThat(message).contains("Stop BeadMaster").contains("open").contains(": BeadMaster");
        bench.click(confirm.button(org.assertj.swing.core.matcher.JButtonMatcher.withText("OK")), "the stop",
                () -> !confirm.target().isShowing());
        bench.robot.waitForIdle();
        GuiBench.await("the list to be read again", () -> table.getRowCount() == 6);
        bench.robot.waitForIdle();
        assertThat(GuiActionRunner.execute(table::getSelectedRow)).as("the stopped bundle stays selected").isEqualTo(row);
    }
}
