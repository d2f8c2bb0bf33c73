package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The links of a table whose game is over, followed after the host restarted (issue 25): the
 * host opens a Glass Bead Game from the lobby with the second seat invited; both seats play the
 * whole of {@link GlassBeadGameLine} through their links' sockets (the host's page's own link,
 * the guest's invitation), and the host's Beadbox process is stopped and started again. The
 * table is not reopened (its game is filed), yet the guest's link, opened in a new browser,
 * shows the finished game: the final position, "Game over" with the score, every move (a move
 * clicked shows its position), "game over" where the connection's state is, and the way on
 * (back to the lobby, the record to download), with nothing to play. So do the host's page
 * reloaded and the watchers' link. A link with a wrong token, or a wrong table id, shows the
 * page's refusal as before. Screenshot: {@code web-finished-after-restart} (the guest's page).
 */
@Timeout(value = 300)
class FinishedTableIT {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final Pattern LINK = Pattern.compile("https?://\\S+/table\\.html#[A-Za-z0-9_.,-]+");

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

    @Test
    void aFinishedTablesLinksShowItsGameAfterTheHostRestarted() throws Exception {
        List<String> line = GlassBeadGameLine.MOVES;
        beadbox = BeadboxProcess.start();
        hostBrowser = Browsers.open();
        new LobbyPage(hostBrowser, beadbox.hostLink()).waitForGames(3).create("Glass Bead Game", Map.of(), "human", "invite");
        TablePage host = new TablePage(hostBrowser, "host");
        String hostLink = host.url();
        String guestLink = host.inviteLink();
        String watchLink = watchLink(host);

        // The whole game through the two seats' links, as fast as the host answers.
        try (GuestSocket south = GuestSocket.open(hostLink); GuestSocket north = GuestSocket.open(guestLink)) {
            for (int ply = 0; ply < line.size(); ply++) {
                GuestSocket mover = ply % 2 == 0 ? south : north;
                mover.awaitTurn(ply, WAIT);
                mover.move(line.get(ply));
            }
            north.awaitState(line.size(), WAIT);
        }
        host.awaitResult(WAIT);
        beadbox.awaitRecord("glassbead-mancala", "finished", WAIT);

        beadbox = beadbox.restart(BeadboxProcess.Stop.GRACEFUL);
        host.awaitDisconnected(WAIT);

        guestBrowser = Browsers.open();
        TablePage guest = TablePage.open(guestBrowser, guestLink, "guest (after the restart)");
        awaitFinished(guest);
        assertEquals(line, guest.moves(), "the guest's page lists every move of the game");
        assertEquals("Game over: " + GlassBeadGameLine.RESULT, guest.result(), "the guest's page shows the result and the score");
        assertEquals("game over", status(guestBrowser), "the page says the game is over, not that the host is gone");
        assertEquals(List.of("20", "10"), guestBrowser.findElements(By.cssSelector("#seats .score")).stream()
                .map(WebElement::getText).toList(), "each seat's score");
        assertTrue(guest.text().contains("This game is over"), guest.text());
        WebElement lobby = guestBrowser.findElement(By.id("lobby-link"));
        assertTrue(lobby.isDisplayed());
        assertEquals(beadbox.address(), lobby.getAttribute("href"), "the way back to the lobby");
        WebElement record = guestBrowser.findElement(By.id("record-link"));
        assertTrue(record.isDisplayed(), "the record to download");
        assertTrue(record.getAttribute("download").startsWith("glassbead-mancala-"), record.getAttribute("download"));
        for (String nothing : List.of("resign", "undo", "play", "chat", "rematch")) {
            assertFalse(guestBrowser.findElement(By.id(nothing)).isDisplayed(), "nothing to play or say: #" + nothing + " shows");
        }
        assertTrue(guestBrowser.findElements(By.cssSelector("#board .step")).isEmpty(), "no place to click on the board");
        Browsers.screenshot(guestBrowser, "web-finished-after-restart");

        // Its moves can be looked through: the first move clicked shows its position, End comes back.
        guestBrowser.findElement(By.cssSelector("#moves li[data-ply='1']")).click();
        guest.awaitInPage("const v = document.getElementById('viewing'); return v.hidden ? null : v.textContent;", WAIT,
                () -> "the position after the first move");
        assertEquals("After move 1 of " + line.size() + " (" + line.get(0) + "): End returns to the game",
                guestBrowser.findElement(By.id("viewing")).getText());
        guestBrowser.findElement(By.tagName("body")).sendKeys(Keys.END);
        guest.awaitInPage("return document.getElementById('viewing').hidden ? 'live' : null;", WAIT, () -> "the end again");

        // The host's page reloaded, and the watchers' link, show it too.
        host = host.reload("host (after the restart)");
        awaitFinished(host);
        assertEquals(line, host.moves());
        assertEquals(guest.result(), host.result());
        assertFalse(hostBrowser.findElement(By.id("invites")).isDisplayed(), "no invitation to a finished game");
        guestBrowser.get("about:blank"); // the same page with another fragment would not load again
        TablePage watcher = TablePage.open(guestBrowser, watchLink, "watcher");
        awaitFinished(watcher);
        assertEquals(line, watcher.moves());
        assertFalse(watcher.text().contains("(you)"), "the watcher holds no seat");

        // Wrong links: refused as any wrong link is, the page shows nothing of the game.
        int dot = guestLink.lastIndexOf('.');
        String token = guestLink.substring(dot + 1);
        String wrongToken = guestLink.substring(0, dot + 1) + (token.charAt(0) == 'A' ? 'B' : 'A') + token.substring(1);
        String wrongTable = guestLink.replaceFirst("#[A-Za-z0-9_-]+\\.", "#nosuchtable1.");
        // Issue 46 §6: a fragment that is no table's link is said to be so, before any connection.
        String garbage = guestLink.substring(0, guestLink.indexOf('#')) + "#garbage.xyz";
        for (String wrong : List.of(wrongToken, wrongTable, garbage)) {
            guestBrowser.get("about:blank");
            guestBrowser.get(wrong);
            String expected = wrong == garbage ? "not a table's link" : "no table at this link";
            String said = new WebDriverWait(guestBrowser, WAIT, Duration.ofMillis(50)).withMessage("the page refusing " + wrong)
                    .until(d -> status(d).equals(expected) ? status(d) : null);
            String text = guestBrowser.findElement(By.tagName("body")).getText();
            assertTrue(text.contains(wrong == garbage ? "This link is not a table's link." : "This link opens no table here."), text);
            assertFalse(text.contains("disconnected"), text);
            assertFalse(guestBrowser.findElement(By.id("resign")).isDisplayed(), "no Resign for " + wrong);
            assertEquals(0, guestBrowser.findElements(By.cssSelector("#moves li")).size(), "no move shown for " + wrong);
            assertEquals("No table", guestBrowser.findElement(By.id("game-name")).getText(), "no game named for " + wrong);
            if (wrong == garbage) {
                Browsers.screenshot(guestBrowser, "web-not-a-table-link");
            }
        }
        assertFalse(beadbox.printed("Exception"), "Beadbox reported an exception after the restart:\n" + beadbox.output());
    }

    /** Waits until the page shows a finished game: the result and the "game over" status. */
    private static void awaitFinished(TablePage page) {
        page.awaitInPage("return !document.getElementById('result').hidden && !document.getElementById('finished').hidden"
                + " && document.getElementById('status').textContent === 'game over' ? 'finished' : null;", WAIT,
                () -> "the finished game; the status says '" + status(page.driver()) + "'");
    }

    private static String status(WebDriver driver) {
        return driver.findElement(By.id("status")).getText();
    }

    /** The watchers' link the host's page lists ("Watch: URL"). */
    private static String watchLink(TablePage host) {
        String text = host.text();
        int at = text.indexOf("Watch: ");
        assertTrue(at >= 0, "the host's page lists no watchers' link: " + text);
        Matcher m = LINK.matcher(text.substring(at));
        assertTrue(m.find(), text);
        return m.group();
    }
}
