package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Two browsers, the host's and a guest's, play a whole game of each game against each other on
 * the real Beadbox: the host opens the table from the lobby with the second seat invited, the
 * guest opens the invitation link. Mid-game the guest's browser is closed and a new one opens
 * the same link: the guest gets the seat back at the current position and the game goes on.
 */
@Timeout(value = 150)
class HostAndGuestIT {

    private static BeadboxProcess beadbox;

    @BeforeAll
    static void start() throws Exception {
        Browsers.requireInstalled();
        beadbox = BeadboxProcess.start();
    }

    @AfterAll
    static void stop() {
        if (beadbox != null) {
            beadbox.close();
        }
    }

    @Test
    void aWholeGlassBeadChallenge() {
        play("Glass Bead Challenge", Map.of("size", "8"), 10, null, 0, 0);
    }

    /**
     * Played at random, a Glass Bead Game runs 200 to 900 moves (./beadbox match glassbead-mancala
     * --seats random,random): too long to click through in a browser. The guest resigns after 24
     * moves, which ends the game as a player would.
     */
    @Test
    void aGlassBeadGameTheGuestResigns() {
        play("Glass Bead Game", Map.of(), 10, "web-mancala", 12, 24);
    }

    @Test
    void aWholeBeadMaster() {
        play("BeadMaster", Map.of("bars", "1111111/1111111", "quiet", "12"), 14, "web-beadmaster", 16, 0);
    }

    /**
     * Host and guest play {@code game} to its end with seeded random clicks; the guest's browser
     * is closed after {@code reopenAfter} moves and the link opened again in a new one; the host's
     * page is saved as {@code screenshot} once {@code screenshotAt} moves are played. With
     * {@code resignAt} above 0 the guest resigns once that many moves are played.
     */
    private static void play(String game, Map<String, String> options, int reopenAfter, String screenshot, int screenshotAt,
            int resignAt) {
        WebDriver hostBrowser = Browsers.open();
        TablePage guest = null;
        try {
            new LobbyPage(hostBrowser, beadbox.address()).waitForGames(3).create(game, options, "human", "invite");
            TablePage host = new TablePage(hostBrowser, "host");
            String link = host.inviteLink();
            guest = TablePage.open(Browsers.open(), link, "guest");
            Random random = new Random(game.hashCode());
            boolean reopened = false;
            boolean shot = screenshot == null;
            long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (!(host.over() && guest.over())) {
                assertTrue(System.nanoTime() < deadline, game + ": the game did not end within 2 minutes; moves: " + host.moveCount());
                TablePage toMove = awaitEither(host, guest);
                if (toMove == null) {
                    continue;  // the game ended
                }
                if (!shot && toMove == host && host.moveCount() >= screenshotAt) {
                    Browsers.screenshot(hostBrowser, screenshot);
                    shot = true;
                }
                if (resignAt > 0 && toMove == guest && host.moveCount() >= resignAt) {
                    guest.resign();
                } else {
                    toMove.playMove(random);
                }
                if (!reopened && host.moveCount() >= reopenAfter) {
                    reopened = true;
                    guest = leaveAndComeBack(game, host, guest, link);
                }
            }
            System.out.println(game + ": " + host.moveCount() + " moves; " + host.result());
            assertTrue(reopened, game + ": the game lasted long enough for the guest to leave and come back");
            assertTrue(shot, game + ": the screenshot was taken");
            assertEquals(host.moves(), guest.moves(), game + ": host and guest see the same moves");
            assertEquals(host.result(), guest.result(), game + ": host and guest see the same result");
            assertFalse(host.result().isBlank(), game + ": the result is shown");
            assertEquals("", host.error() + guest.error(), game + ": no move was refused");
        } finally {
            Browsers.quit(guest == null ? null : guest.driver());
            Browsers.quit(hostBrowser);
        }
    }

    /**
     * Closes the guest's browser (the host must see the guest gone), opens the link in a new one
     * (it must show the same moves) and waits until the host sees the guest back.
     */
    private static TablePage leaveAndComeBack(String game, TablePage host, TablePage guest, String link) {
        Browsers.quit(guest.driver());
        WebDriverWait hostWait = new WebDriverWait(host.driver(), Duration.ofSeconds(20));
        hostWait.withMessage(game + ": the host does not see the guest leave").until(d -> host.text().contains("disconnected"));
        WebDriver browser = Browsers.open();
        try {
            TablePage back = TablePage.open(browser, link, "guest (again)");
            new WebDriverWait(browser, Duration.ofSeconds(20)).withMessage(game + ": the guest came back to another position")
                    .until(d -> back.moves().equals(host.moves()));
            hostWait.withMessage(game + ": the host still sees the guest away").until(d -> !host.text().contains("disconnected"));
            return back;
        } catch (RuntimeException | AssertionError e) {
            Browsers.quit(browser);
            throw e;
        }
    }

    /** Waits until one of the pages is to move (returns it) or both show the result (null). */
    private static TablePage awaitEither(TablePage... pages) {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            boolean allOver = true;
            for (TablePage p : pages) {
                boolean[] turnAndOver = p.turnAndOver();
                if (turnAndOver[0]) {
                    return p;
                }
                allOver &= turnAndOver[1];
            }
            if (allOver) {
                return null;
            }
            sleep(20);
        }
        throw new AssertionError("neither browser got its turn within 30 s; host error line: '" + pages[0].error()
                + "', guest error line: '" + pages[1].error() + "'");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
