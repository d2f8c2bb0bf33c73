package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.FluentWait;

/**
 * The host's whole Beadbox process restarts mid-game under an online table, and the game goes
 * on: the host opens a Glass Bead Game from the lobby with the second seat invited, the guest
 * opens the invitation in another browser, and they play the moves of {@link GlassBeadGameLine}
 * by clicking. Mid-game the launcher process is ended, gracefully (SIGTERM, as Ctrl+C) or hard
 * (SIGKILL, as a crash, right after a move shows), and started again with the same Beadbox
 * folder and port. Both pages must see the host go; then the host's page is reloaded and the
 * guest opens the same link in a new browser: the links are the same, both pages show every
 * move played before, and the game is played to its end, filed in records/ as finished with
 * every move, and nothing of the table is left in autosave/. (A game that ended as the host
 * died shows, at its links, as it ended: {@link FinishedTableIT}.)
 */
@Timeout(value = 300)
class HostRestartIT {

    private static final String GAME = "Glass Bead Game";
    private static final Duration WAIT = Duration.ofSeconds(60);

    private BeadboxProcess beadbox;
    private WebDriver hostBrowser;
    private WebDriver guestBrowser;

    @BeforeAll
    static void browsers() {
        Browsers.requireInstalled();
    }

    @AfterEach
    void stop() {
        Browsers.quit(guestBrowser);
        Browsers.quit(hostBrowser);
        if (beadbox != null) {
            beadbox.close();
        }
    }

    /** Ctrl+C between the host's move and the guest's: the guest is to move when the host is back. */
    @Test
    void aGracefulRestartMidGame() throws IOException {
        playAcrossARestart(BeadboxProcess.Stop.GRACEFUL, 9);
    }

    /**
     * The process killed the moment the guest's move shows on the guest's page: the move must
     * have been saved before it was shown. The host is to move when it is back.
     */
    @Test
    void aKilledHostMidGame() throws IOException {
        playAcrossARestart(BeadboxProcess.Stop.KILL, 16);
    }

    /**
     * The process killed the very moment the host sends a move to the players (the guest's
     * program hears it, and the kill follows at once), three times mid-game and once as the last
     * move ends the game: each time the move must be there when the host is back (the host's page
     * reloaded shows it), and at the end the game must be filed as finished, whole, with nothing
     * left to resume. The guest plays North from a WebSocket client, the host South in the
     * browser. (Before the autosave was written ahead of the players' news, the second kill lost
     * its move, and the last one left the game unfiled, one move short.)
     */
    @Test
    void aHostKilledTheMomentItSendsAMoveKeepsIt() throws Exception {
        List<String> line = GlassBeadGameLine.MOVES;
        beadbox = BeadboxProcess.start();
        hostBrowser = Browsers.open();
        new LobbyPage(hostBrowser, beadbox.hostLink()).waitForGames(3).create(GAME, Map.of(), "human", "invite");
        TablePage host = new TablePage(hostBrowser, "host");
        String link = host.inviteLink();
        GuestSocket guest = GuestSocket.open(link);
        try {
            for (int ply = 0; ply < line.size(); ply++) {
                if (ply % 2 == 0) {
                    host.awaitTurnAt(ply, WAIT);
                    host.playSteps(GlassBeadGameLine.steps(line.get(ply)), ply, entered -> { });
                    continue;
                }
                guest.awaitState(ply, WAIT);
                guest.move(line.get(ply));
                guest.awaitState(ply + 1, WAIT);
                boolean kill = ply == 5 || ply == 11 || ply == 17 || ply + 1 == line.size();
                if (!kill) {
                    continue;
                }
                beadbox = beadbox.restart(BeadboxProcess.Stop.KILL);
                guest.close();
                host.awaitDisconnected(WAIT);
                if (ply + 1 == line.size()) {
                    break; // the game was over when the host died: filed, its table not reopened
                }
                host = host.reload("host (back after move " + (ply + 1) + ")");
                host.awaitPly(ply + 1, WAIT);
                assertEquals(line.subList(0, ply + 1), host.moves(), "the host's page, back, shows every move sent before the kill");
                guest = GuestSocket.open(link);
            }
        } finally {
            guest.close();
        }
        // The host died the moment the last move reached the guest: back, it has the game filed whole,
        // and nothing offered to resume or reopen.
        Map<String, Object> record = beadbox.awaitRecord("glassbead-mancala", "finished", WAIT);
        assertEquals(line, record.get("moves"), "the record filed holds every move, the last one sent just before the kill too");
        assertEquals(GlassBeadGameLine.RESULT, ((Map<?, ?>) record.get("result")).get("summary"));
        assertEquals(List.of(), files(beadbox.home().resolve("autosave")), "no autosave or table file left");
        // The host's page, reloaded, shows the game as it ended, not a host gone (issue 25).
        host = host.reload("host (back after the end)");
        host.awaitResult(WAIT);
        assertEquals(line, host.moves(), "the host's page shows the finished game's every move");
        assertEquals("Game over: " + GlassBeadGameLine.RESULT, host.result());
        host.awaitInPage("const s = document.getElementById('status').textContent; return s === 'game over' ? s : null;", WAIT,
                () -> "the status 'game over'");
    }

    private void playAcrossARestart(BeadboxProcess.Stop how, int restartAfter) throws IOException {
        List<String> line = GlassBeadGameLine.MOVES;
        beadbox = BeadboxProcess.start();
        hostBrowser = Browsers.open();
        new LobbyPage(hostBrowser, beadbox.hostLink()).waitForGames(3).create(GAME, Map.of(), "human", "invite");
        TablePage host = new TablePage(hostBrowser, "host");
        String hostUrl = host.url();
        String link = host.inviteLink();
        guestBrowser = Browsers.open();
        TablePage guest = TablePage.open(guestBrowser, link, "guest");
        play(line, 0, restartAfter, host, guest);

        String address = beadbox.address();
        beadbox = beadbox.restart(how);
        assertEquals(address, beadbox.address(), "Beadbox is back at the same address");
        host.awaitDisconnected(WAIT);
        guest.awaitDisconnected(WAIT);

        // The host's page comes back by itself, on the same link (table.js reconnects); the guest, whose
        // browser was closed meanwhile, opens the link again.
        assertEquals(hostUrl, host.url(), "the host's page has the same address");
        Browsers.quit(guestBrowser);
        guestBrowser = Browsers.open();
        guest = TablePage.open(guestBrowser, link, "guest (back)");
        List<String> before = line.subList(0, restartAfter);
        host.awaitPly(restartAfter, WAIT);
        guest.awaitPly(restartAfter, WAIT);
        assertEquals(before, host.moves(), how + ": the host's page shows every move played before the restart");
        assertEquals(before, guest.moves(), how + ": the guest's page shows every move played before the restart");
        assertEquals(link, host.inviteLink(), how + ": the host's page offers the same invitation link");

        play(line, restartAfter, line.size(), host, guest);
        host.awaitResult(WAIT);
        guest.awaitResult(WAIT);
        assertEquals(line, host.moves(), how + ": the host's page shows the whole game");
        assertEquals(line, guest.moves(), how + ": the guest's page shows the whole game");
        assertEquals("Game over: " + GlassBeadGameLine.RESULT, host.result(), how + ": the host's page shows the result");
        assertEquals(host.result(), guest.result(), how + ": the guest's page shows the same result");
        assertEquals("", host.error() + guest.error(), how + ": no move was refused");

        Map<String, Object> record = beadbox.awaitRecord("glassbead-mancala", "finished", WAIT);
        assertEquals(line, record.get("moves"), how + ": the filed record holds every move, those before the restart too");
        assertEquals(GlassBeadGameLine.RESULT, ((Map<?, ?>) record.get("result")).get("summary"));
        Path autosave = beadbox.home().resolve("autosave");
        List<String> left = new FluentWait<>(autosave).withTimeout(WAIT).pollingEvery(Duration.ofMillis(50))
                .withMessage(() -> how + ": the game's autosaves and the table's file stay in " + autosave + ": " + files(autosave))
                .until(dir -> files(dir).isEmpty() ? files(dir) : null);
        assertEquals(List.of(), left);
        assertFalse(beadbox.printed("Exception"), how + ": Beadbox reported an exception after the restart:\n" + beadbox.output());
    }

    /** Plays the line's moves {@code from} to {@code to} (exclusive), South's in the host's browser and North's in the guest's. */
    private static void play(List<String> line, int from, int to, TablePage host, TablePage guest) {
        for (int ply = from; ply < to; ply++) {
            TablePage mover = ply % 2 == 0 ? host : guest;
            mover.awaitTurnAt(ply, WAIT);
            mover.playSteps(GlassBeadGameLine.steps(line.get(ply)), ply, entered -> { });
        }
    }

    /** The files in the autosave folder that are not hidden (a save in progress is). */
    private static List<String> files(Path dir) {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
