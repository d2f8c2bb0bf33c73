package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.beadbox.api.Game;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;
import org.junit.Test;

/**
 * A person plays each of the three games against an AI by clicking the board, takes a move
 * back, saves the game and opens it again.
 */
public class PlayGuiTest extends WithGuiBench {

    private final Challenge challenge = new Challenge();
    private final GlassBeadGame mancala = new GlassBeadGame();
    private final BeadMaster beadmaster = new BeadMaster();

    @Override
    GuiBench newBench() throws Exception {
        return GuiBench.againstComputers(Plugins.NONE, challenge, mancala, beadmaster);
    }

    @Test
    public void challengeAgainstMonteCarlo() throws Exception {
        play(challenge, "Monte Carlo search");
    }

    @Test
    public void mancalaAgainstRandom() throws Exception {
        play(mancala, "Random");
    }

    @Test
    public void beadmasterAgainstRandom() throws Exception {
        play(beadmaster, "Random");
    }

    /**
     * Issue 46 §6, "Redo is enabled at the start of a new BeadMaster game": a BeadMaster game is
     * played and a move taken back (Redo enabled there), then a new game is started from that
     * window, by New game and, once the first game is resigned, by Rematch: each new window starts
     * with nothing to redo or undo, and the first window keeps its own Redo.
     */
    @Test
    public void aNewBeadMasterGameFromAWindowWithMovesTakenBackHasNothingToRedo() throws Exception {
        FrameFixture window = bench.humanAgainst(beadmaster, "Random");
        GameWindow w = (GameWindow) window.target();
        bench.clickMove(w);
        GuiBench.await("the computer's reply", () -> w.table().history().moves().size() >= 2 && w.table().interactive());
        bench.until("the undo", () -> true, () -> bench.ctrl(window, KeyEvent.VK_Z), () -> w.table().history().moves().isEmpty());
        GuiBench.await("Redo enabled after the undo", () -> w.table().interactive() && window.button("redo").target().isEnabled());

        bench.menu(window, "menu.new", "the new-game dialog", () -> GuiBench.showing("newGame"));
        DialogFixture dialog = WindowFinder.findDialog("newGame").using(bench.robot);
        bench.click(dialog.button("start"), "the new game to start", () -> !dialog.target().isShowing());
        FrameFixture second = bench.gameWindow(beadmaster, List.of(w));
        GameWindow w2 = (GameWindow) second.target();
        GuiBench.await("the new game's first turn", () -> w2.table().interactive());
        bench.robot.waitForIdle();
        second.button("redo").requireDisabled();
        second.menuItem("menu.redo").requireDisabled();
        second.button("undo").requireDisabled();
        window.button("redo").requireEnabled(); // the first window's own moves taken back stay there

        bench.click(window.button("resign"), "the question", GuiBench::anOptionPaneShows);
        bench.click(JOptionPaneFinder.findOptionPane().withTimeout(10_000).using(bench.robot).yesButton(), "the resignation",
                () -> w.table().history().outcome().isPresent());
        bench.menu(window, "menu.rematch", "the rematch's window", () -> bench.windowsOf(beadmaster) == 3);
        FrameFixture third = bench.gameWindow(beadmaster, List.of(w, w2));
        GameWindow w3 = (GameWindow) third.target();
        GuiBench.await("the rematch's first turn", () -> w3.table().interactive());
        bench.robot.waitForIdle();
        third.button("redo").requireDisabled();
        third.menuItem("menu.redo").requireDisabled();
    }

    @Test
    public void aHintAndTheRulesAreAKeyAway() throws Exception {
        FrameFixture window = bench.humanAgainst(challenge, "Random");
        GameWindow w = (GameWindow) window.target();
        GuiBench.await("the person's turn", () -> w.table().interactive());
        javax.swing.JLabel status = window.label("status").target();
        bench.press(window, KeyEvent.VK_H, "the hint to be asked for",
                () -> w.table().hint().isPresent() || status.getText().startsWith("Asking"));
        GuiBench.await("a hint", () -> w.table().hint().isPresent());
        window.label("status").requireText(java.util.regex.Pattern.compile("Hint from Monte Carlo search: .+"));
        bench.press(window, KeyEvent.VK_F1, "the rules", () -> GuiBench.showing("rules"));
        DialogFixture rules = WindowFinder.findDialog("rules").withTimeout(10_000).using(bench.robot);
        rules.requireVisible();
        rules.close();
    }

    private void play(Game game, String ai) throws Exception {
        long t0 = System.nanoTime();
        FrameFixture window = bench.humanAgainst(game, ai);
        GameWindow w = (GameWindow) window.target();
        GuiBench.await("the person's first turn", () -> w.table().interactive());
        window.button("redo").requireDisabled(); // nothing taken back yet (issue 46 §6)
        window.button("undo").requireDisabled();
        for (int round = 1; round <= 2; round++) {
            bench.clickMove(w);
            int expected = 2 * round;
            GuiBench.await("the computer's reply", () -> w.table().history().moves().size() >= expected && w.table().interactive());
        }
        List<String> played = GuiActionRunner.execute(() -> w.table().history().notations());
        assertThat(played).hasSize(4);

        bench.until("the undo", () -> true, () -> bench.ctrl(window, KeyEvent.VK_Z), () -> w.table().history().moves().size() <= 2);
        GuiBench.await("the undo", () -> w.table().history().moves().size() == 2 && w.table().interactive());
        assertThat(GuiActionRunner.execute(() -> w.table().history().notations())).isEqualTo(played.subList(0, 2));

        Path file = bench.home.resolve("saved-" + game.info().id() + ".json");
        bench.menu(window, "menu.saveAs", "the save dialog", GuiBench::fileChooserShowing);
        bench.choose(file);
        GuiBench.await("the file to be written", () -> Files.exists(file));

        GuiActionRunner.execute(() -> { // one game, one window: while it is open, Open brings it forward instead
            w.dispose();
            return null;
        });
        bench.click(bench.launcher.button("open"), "the open dialog", GuiBench::fileChooserShowing);
        bench.choose(file);
        FrameFixture reopened = bench.gameWindow(game, List.of(w));
        GameWindow again = (GameWindow) reopened.target();
        GuiBench.await("the reopened game", () -> again.table().interactive());
        assertThat(GuiActionRunner.execute(() -> again.table().history().notations())).isEqualTo(played.subList(0, 2));
        bench.clickMove(again);
        System.err.printf("%s: %d ms%n", game.info().id(), (System.nanoTime() - t0) / 1_000_000);
    }
}
