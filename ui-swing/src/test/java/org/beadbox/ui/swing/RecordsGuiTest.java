package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JList;
import javax.swing.JScrollPane;
import javax.swing.UIManager;
import org.assertj.swing.edt.GuiActionRunner;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.testkit.TakeAway;
import org.junit.After;
import org.junit.Test;

/** The launcher's lists of games: one entry per game, never an open one, finished games apart, in the theme, fitting their column. */
public class RecordsGuiTest extends WithGuiBench {

    private final TakeAway takeAway = new TakeAway();

    @Override
    GuiBench newBench() throws Exception {
        return new GuiBench(GameCatalog.of(takeAway), PlayerCatalog.of(new RandomPlayerFactory()));
    }

    @After
    public void close() {
        if (GuiActionRunner.execute(Theme::isDark)) {
            GuiActionRunner.execute(() -> Theme.apply(false));
        }
    }

    private LauncherWindow launcher() {
        return (LauncherWindow) bench.launcher.target();
    }

    private void refresh() {
        GuiActionRunner.execute(() -> bench.shell.refreshResumable());
        bench.robot.waitForIdle();
    }

    /** A game of Take Away with these moves (two people), not started. */
    private Match match(int beads, String... moves) {
        return Match.builder(takeAway).setup(Setup.of(2, 1).with("beads", String.valueOf(beads))).moves(List.of(moves))
                .seat(0, new HumanPlayer(), "human").seat(1, new HumanPlayer(), "human").build();
    }

    @Test
    public void anOpenGameIsNeverOfferedAndResumingItBringsItsWindowToTheFront() {
        bench.startFromLauncher("take-away", "seat1.player", "Random");
        GameWindow game = (GameWindow) bench.gameWindow(takeAway, List.of()).target();
        bench.clickMove(game);
        GuiBench.await("the computer's reply", () -> game.table().history().moves().size() == 2);
        Path autosave = GuiActionRunner.execute(() -> bench.store.autosaveFile(game.table().match()));
        GuiBench.await("the autosave", () -> Files.exists(autosave));
        refresh(); // as a bundle event does
        assertThat(GuiBench.within(1_500, () -> !launcher().resumable().isEmpty())).as("the open game offered to resume").isFalse();

        GuiActionRunner.execute(() -> {
            bench.shell.resume(autosave, launcher());
            return null;
        });
        assertThat(GuiBench.within(2_000, () -> bench.windowsOf(takeAway) > 1)).as("a second window on the same game").isFalse();

        bench.clickMove(game);
        GuiBench.await("the computer's reply", () -> game.table().history().moves().size() == 4);
        GuiActionRunner.execute(() -> {
            game.dispose();
            return null;
        });
        GuiBench.await("the game offered with its moves now", () -> launcher().resumable().size() == 1
                && launcher().resumable().get(0).detail().startsWith("in progress · 4 moves"));
    }

    @Test
    public void aFinishedGameIsOneEntryUnderRecentGamesHoweverOftenItIsOpenedOrSaved() {
        Path filed = bench.store.saveRecord(match(4, "3", "1").record());
        refresh();
        GuiBench.await("the finished game under Recent games", () -> launcher().recent().size() == 1);
        assertThat(GuiActionRunner.execute(() -> launcher().resumable())).isEmpty();
        for (int look = 0; look < 2; look++) {
            GuiActionRunner.execute(() -> {
                ((JList<?>) bench.launcher.list("recent").target()).setSelectedIndex(0);
                return null;
            });
            bench.launcher.button("resumeButton").requireText("Open");
            bench.click(bench.launcher.button("resumeButton"), "the finished game to open", () -> bench.windowsOf(takeAway) == 1);
            GameWindow shown = bench.shell.windows().get(0);
            GuiBench.await("the game shown as it ended", () -> shown.table().history().outcome().isPresent());
            if (look == 1) {
                Path byHand = bench.store.records().resolve("take-away-by-hand.json");
                GuiActionRunner.execute(() -> {
                    bench.shell.saveTo(shown.table(), byHand);
                    return null;
                });
                GuiBench.await("the game saved by hand", () -> Files.exists(byHand));
            }
            GuiActionRunner.execute(() -> {
                shown.dispose();
                return null;
            });
            GuiBench.await("the window to close", () -> bench.windowsOf(takeAway) == 0 && launcher().recent().size() == 1);
        }
        assertThat(bench.store.recent(10)).hasSize(2).contains(filed); // the record filed when it ended, and the copy saved by hand
        refresh();
        assertThat(GuiBench.within(1_500, () -> launcher().recent().size() != 1)).as("one game, one entry").isFalse();
        assertThat(GuiActionRunner.execute(() -> launcher().resumable())).isEmpty();
    }

    @Test
    public void theListsFollowTheThemeAndFitTheirColumn() {
        GuiActionRunner.execute(() -> {
            bench.shell.toggleTheme();
            return null;
        });
        Match inProgress = match(15, "1");
        RecordStore.save(inProgress.record(), bench.store.autosaveFile(inProgress));
        GameRecord r = match(4, "3", "1").record();
        String longSummary = "Player 1 wins after a very long and memorable game that nobody who watched it will ever forget, "
                + "with every bead in the row taken";
        RecordStore.save(new GameRecord(r.formatVersion(), r.gameId(), r.gameVersion(), r.options(), r.players(), r.seed(), r.seats(),
                r.startPosition(), r.moves(), new GameRecord.Result(GameRecord.Result.FINISHED, longSummary, List.of(0), r.result().scores()),
                "2026-11-20T10:00:00Z", r.updated()), bench.store.records().resolve("long.json"));
        refresh();
        GuiBench.await("both lists", () -> launcher().resumable().size() == 1 && launcher().recent().size() == 1);
        bench.robot.waitForIdle();
        GuiActionRunner.execute(() -> {
            assertThat(bench.launcher.list("resume").target().getBackground()).as("the Resume list in the dark theme")
                    .isEqualTo(UIManager.getColor("List.background"));
            assertThat(bench.launcher.list("recent").target().getBackground()).isEqualTo(UIManager.getColor("List.background"));
            for (String name : List.of("resume", "recent")) {
                JList<?> list = bench.launcher.list(name).target();
                JScrollPane scroll = (JScrollPane) list.getParent().getParent();
                assertThat(scroll.getHorizontalScrollBar().isVisible()).as(name + ": a sideways scroll bar").isFalse();
                assertThat(list.getWidth()).as(name + "'s width").isLessThanOrEqualTo(scroll.getViewport().getWidth());
            }
            return null;
        });
    }

    @Test
    public void aGameKeepsItsNameWhileItsBundleIsAwayAndAfterItReturns() throws Exception {
        Match inProgress = match(15, "1");
        RecordStore.save(inProgress.record(), bench.store.autosaveFile(inProgress));
        refresh();
        GuiBench.await("the game offered", () -> launcher().resumable().size() == 1);
        assertThat(GuiActionRunner.execute(() -> launcher().resumable().get(0).title())).isEqualTo("Take Away");
        Thread remover = new Thread(() -> bench.games.remove(takeAway));
        remover.start();
        remover.join();
        GuiBench.await("the name, marked not installed", () -> launcher().resumable().size() == 1
                && launcher().resumable().get(0).title().equals("Take Away (not installed)"));
        Thread installer = new Thread(() -> bench.games.add(new TakeAway(), "1.0.0"));
        installer.start();
        installer.join();
        GuiBench.await("the name again", () -> launcher().resumable().size() == 1
                && launcher().resumable().get(0).title().equals("Take Away"));
    }
}
