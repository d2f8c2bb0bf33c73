package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.testkit.TakeAway;
import org.junit.Test;

/** The launcher follows games as their bundles come and go, and a match whose game goes away ends. */
public class LauncherGuiTest extends WithGuiBench {

    private final TakeAway takeAway = new TakeAway();
    private final RandomPlayerFactory random = new RandomPlayerFactory();

    @Override
    GuiBench newBench() throws Exception {
        return new GuiBench(GameCatalog.of(takeAway), PlayerCatalog.of(random));
    }

    private List<String> cards() {
        return GuiActionRunner.execute(() -> ((LauncherWindow) bench.launcher.target()).cardNames());
    }

    @Test
    public void aGameInstalledWhileTheLauncherIsOpenAppearsAndLeavesAgain() throws Exception {
        assertThat(cards()).containsExactly("card:take-away");
        Challenge challenge = new Challenge();
        Thread installer = new Thread(() -> bench.games.add(challenge, "1.0.0"));
        installer.start();
        installer.join();
        GuiBench.await("the new game's card", () -> cards().contains("card:glassbead-challenge"));
        bench.launcher.panel("card:glassbead-challenge").requireVisible();
        Thread remover = new Thread(() -> bench.games.remove(challenge));
        remover.start();
        remover.join();
        GuiBench.await("the card to go", () -> !cards().contains("card:glassbead-challenge"));
        assertThat(cards()).containsExactly("card:take-away");
    }

    private FrameFixture startAgainstRandom() {
        bench.startFromLauncher("take-away", "seat1.player", "Random");
        FrameFixture window = bench.gameWindow(takeAway, List.of());
        GameWindow game = (GameWindow) window.target();
        bench.clickMove(game);
        GuiBench.await("the computer's reply", () -> game.table().history().moves().size() == 2);
        return window;
    }

    @Test
    public void anAiThatGoesAwayIsReplacedAsThePersonChooses() {
        GameWindow game = (GameWindow) startAgainstRandom().target();
        new Thread(() -> bench.players.remove(random)).start();
        JOptionPaneFixture question = JOptionPaneFinder.findOptionPane().withTimeout(10_000).using(bench.robot);
        question.requireMessage(java.util.regex.Pattern.compile(".*Player 2 \\(random\\) was uninstalled.*"));
        bench.click(question.button(JButtonMatcher.withText("Play it myself")), "the question to be answered",
                () -> !question.target().isShowing());
        GuiBench.await("the seat to be the person's", () -> game.table().match().seatSpec(1).equals("human"));
        bench.clickMove(game);
        GuiBench.await("the person's turn at the second seat", () -> game.table().interactive() && game.table().history().shown().toMove() == 1);
    }

    @Test
    public void aMatchWhoseGameIsUninstalledEndsWithAMessageAndKeepsItsRecord() {
        FrameFixture window = startAgainstRandom();
        GameWindow game = (GameWindow) window.target();
        new Thread(() -> bench.games.remove(takeAway)).start();
        GuiBench.await("the match to end", () -> game.table().closed());
        GuiBench.await("the lock", () -> game.lockText().contains("no longer available") && game.lockText().contains("record is kept"));
        assertThat(GuiActionRunner.execute(() -> game.table().interactive())).isFalse();
        assertThat(bench.home.resolve("autosave").toFile().list()).isNotEmpty();
        GuiBench.await("the launcher's card to go", () -> cards().isEmpty());
    }

    @Test
    public void aGameLeftUnfinishedIsOfferedOnceAndResumedWhereItStood() throws Exception {
        FrameFixture first = startAgainstRandom();
        GameWindow left = (GameWindow) first.target();
        List<String> played = GuiActionRunner.execute(() -> left.table().history().notations());
        GuiActionRunner.execute(() -> {
            left.dispose();
            return null;
        });
        LauncherWindow launcher = (LauncherWindow) bench.launcher.target();
        GuiBench.await("the game to be offered", () -> launcher.resumable().size() == 1);
        assertThat(GuiActionRunner.execute(() -> launcher.resumable().get(0).detail())).startsWith("in progress · 2 moves");

        bench.launcher.button("resumeButton").requireDisabled(); // nothing chosen yet
        GuiActionRunner.execute(() -> {
            ((javax.swing.JList<?>) bench.launcher.list("resume").target()).setSelectedIndex(0);
            return null;
        });
        bench.click(bench.launcher.button("resumeButton"), "the game to resume", () -> bench.windowsOf(takeAway) == 1);
        GameWindow again = (GameWindow) bench.gameWindow(takeAway, List.of(left)).target();
        GuiBench.await("the resumed game", () -> again.table().interactive());
        assertThat(GuiActionRunner.execute(() -> again.table().history().notations())).isEqualTo(played);
        GuiBench.await("one autosave, the resumed game's own, not offered while its window is open", () -> {
            String[] files = bench.home.resolve("autosave").toFile().list((d, n) -> n.endsWith(".json"));
            return files != null && files.length == 1 && launcher.resumable().isEmpty();
        });
    }

    @Test
    public void closingTheLastWindowEndsTheProgram() {
        assertThat(bench.exited).isFalse();
        GuiActionRunner.execute(() -> {
            bench.launcher.target().dispose();
            return null;
        });
        GuiBench.await("the program to end", () -> bench.exited.get());
    }
}
