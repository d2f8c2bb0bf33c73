package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import javax.swing.JList;
import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.TableFiles;
import org.beadbox.testkit.TakeAway;
import org.junit.Test;

/**
 * The autosave of an online table (its {@code online-ID.tokens} file beside it) is offered to
 * reopen that table, never to resume as a local game: resuming it while the web front-end
 * reopens the table would split one game in two.
 */
public class OnlineResumeGuiTest extends WithGuiBench {

    private final TakeAway takeAway = new TakeAway();

    @Override
    GuiBench newBench() throws Exception {
        return new GuiBench(GameCatalog.of(takeAway), PlayerCatalog.of(new RandomPlayerFactory()));
    }

    private LauncherWindow launcher() {
        return (LauncherWindow) bench.launcher.target();
    }

    /** Autosaves a game of Take Away with these beads and moves; returns its file. */
    private Path autosave(int beads, String... moves) {
        Match m = Match.builder(takeAway).started(java.time.Instant.parse("2026-11-25T10:00:00Z").plusSeconds(beads)).setup(Setup.of(2, 1).with("beads", String.valueOf(beads))).moves(List.of(moves))
                .seat(0, new HumanPlayer(), "human").seat(1, new HumanPlayer(), "human").build();
        Path file = bench.store.autosaveFile(m);
        RecordStore.save(m.record(), file);
        return file;
    }

    /** Writes the table file the web front-end writes beside a table's autosave, the host's screen at seat 0. */
    private void tableFile(String id, GameRecord record) throws Exception {
        Files.createDirectories(bench.store.autosaves());
        Files.writeString(bench.store.autosaves().resolve(TableFiles.PREFIX + id + TableFiles.SUFFIX), """
                {"format": 1, "table": "%s", "game": "%s", "players": 2, "options": {}, "seed": 1, "started": "%s",
                 "seats": [{"kind": "host", "name": "", "spec": "human", "token": "hostTokenhostTokenhostTok"},
                           {"kind": "remote", "name": "", "spec": "human", "token": "guestTokenguestTokenguest"}],
                 "spectator": "watchTokenwatchTokenwatch"}
                """.formatted(id, record.gameId(), record.started()));
    }

    private void refreshUntil(String what, int entries) {
        GuiActionRunner.execute(() -> bench.shell.refreshResumable());
        GuiBench.await(what, () -> launcher().resumable().size() == entries);
    }

    private void choose(int index) {
        GuiActionRunner.execute(() -> {
            ((JList<?>) bench.launcher.list("resume").target()).setSelectedIndex(index);
            return null;
        });
    }

    private int indexOfOnline() {
        List<Resumable> list = GuiActionRunner.execute(() -> launcher().resumable());
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).online() != null) {
                return i;
            }
        }
        throw new AssertionError("no online table in " + list);
    }

    @Test
    public void anOnlineTablesGameIsMarkedToReopenAndNeverResumedAsALocalGame() throws Exception {
        Path online = autosave(15, "1");
        Path local = autosave(9, "2");
        GameRecord onlineRecord = RecordStore.load(online);
        tableFile("tableAB12", onlineRecord);
        Files.writeString(bench.store.autosaves().resolve("online-broken1.tokens"), "{ not a table");

        refreshUntil("both games listed", 2);
        List<Resumable> listed = GuiActionRunner.execute(() -> launcher().resumable());
        Resumable marked = listed.stream().filter(r -> r.file().equals(online)).findFirst().orElseThrow();
        Resumable plain = listed.stream().filter(r -> r.file().equals(local)).findFirst().orElseThrow();
        assertThat(marked.status()).isEqualTo(Resumable.ONLINE);
        assertThat(marked.online()).isEqualTo(new TableFiles.Saved("tableAB12", 0));
        assertThat(plain.status()).as("a game with no table file (an unreadable one links nothing)").isEqualTo("in progress");
        assertThat(plain.online()).isNull();

        choose(indexOfOnline());
        bench.click(bench.launcher.button("resumeButton").requireText("Reopen"), "the reopen's message", GuiBench::anOptionPaneShows);
        JOptionPaneFixture said = JOptionPaneFinder.findOptionPane().withTimeout(10_000).using(bench.robot);
        said.requireMessage(Pattern.compile(".*online table tableAB12: it reopens, with the same links, when Beadbox runs with its web front-end.*"));
        bench.click(said.button(JButtonMatcher.withText("OK")), "the message closed", () -> !said.target().isShowing());
        assertThat(GuiBench.within(1_500, () -> !bench.shell.windows().isEmpty())).as("a local game opened").isFalse();
        assertThat(online).as("the table's game kept for the web front-end").exists();

        choose(1 - indexOfOnline());
        bench.launcher.button("resumeButton").requireText("Resume");
    }

    @Test
    public void reopeningGoesThroughTheWebFrontEndAndSaysWhyWhenItCannotStart() throws Exception {
        Path online = autosave(15, "1");
        tableFile("tableCD34", RecordStore.load(online));
        GuiActionRunner.execute(() -> bench.shell.online(GuiBench.WEB_THAT_CANNOT_START));
        refreshUntil("the game listed", 1);
        choose(0);
        bench.click(bench.launcher.button("resumeButton").requireText("Reopen"), "the reopen's message", GuiBench::anOptionPaneShows);
        JOptionPaneFixture said = JOptionPaneFinder.findOptionPane().withTimeout(20_000).using(bench.robot);
        said.requireMessage(Pattern.compile(".*did not start within 30 s.*"));
        bench.click(said.button(JButtonMatcher.withText("OK")), "the message closed", () -> !said.target().isShowing());
        assertThat(GuiBench.within(1_500, () -> !bench.shell.windows().isEmpty())).as("a local game opened").isFalse();
    }
}
