package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;

/**
 * One browser plays a whole Glass Bead Challenge against the computer by clicking the SVG board,
 * on the real Beadbox started with --ui web, then resigns a Glass Bead Game after one move. Also
 * takes the lobby's and the game's screenshots.
 */
@Timeout(value = 150)
class AgainstComputerIT extends WithBeadbox {

    @Test
    void aWholeChallengeAgainstTheComputerByClicking() {
        WebDriver browser = Browsers.open();
        try {
            LobbyPage lobby = new LobbyPage(browser, beadbox.address()).waitForGames(3);
            assertTrue(lobby.gameNames().containsAll(java.util.List.of("Glass Bead Challenge", "Glass Bead Game", "BeadMaster")),
                    "the lobby lists the installed games: " + lobby.gameNames());
            Browsers.screenshot(browser, "web-lobby");

            lobby.screenshotForm("web-newgame").create("Glass Bead Challenge", Map.of("size", "8"), "human", "ai:random");
            TablePage table = new TablePage(browser, "player");
            Random random = new Random(25);
            int mine = 0;
            while (table.awaitTurn(Duration.ofSeconds(30))) {
                table.playMove(random);
                mine++;
                if (mine == 10) {
                    table.awaitTurn(Duration.ofSeconds(30));
                    assertFalse(browser.findElement(By.id("chat")).isDisplayed(), "no chat at a table with nobody else to read it");
                    Browsers.screenshot(browser, "web-challenge");
                }
                assertTrue(mine < 200, "the game did not end within 200 of the browser's moves");
            }
            System.out.println("against the computer: " + mine + " moves clicked, " + table.moveCount() + " in the list; " + table.result());
            assertTrue(table.over(), "the game ended");
            assertFalse(table.result().isBlank(), "the result is shown");
            assertTrue(table.moveCount() >= 2 * mine - 1, "every move is in the list: " + table.moveCount() + " for " + mine + " of the browser's");
            assertEquals("", table.error(), "no move was refused");

            // The Resign button: a Glass Bead Game against the computer, one move, then resign.
            new LobbyPage(browser, beadbox.address()).waitForGames(3).create("Glass Bead Game", Map.of(), "human", "ai:random");
            TablePage resigning = new TablePage(browser, "player");
            String first = GlassBeadGameLine.MOVES.get(0);
            resigning.awaitTurnAt(0, Duration.ofSeconds(30));
            resigning.playSteps(GlassBeadGameLine.steps(first), 0, entered -> { });
            resigning.awaitTurnAt(2, Duration.ofSeconds(30));
            resigning.resign();
            assertEquals("Game over: South resigns: North wins", resigning.result(), "the page shows the resignation");
            Map<String, Object> record = beadbox.awaitRecord("glassbead-mancala", "resigned", Duration.ofSeconds(30));
            assertEquals(resigning.moves(), record.get("moves"), "the record holds the moves played");
            assertEquals(first, resigning.moves().get(0), "the move clicked was played");
            assertFalse(beadbox.printed("Exception"), "Beadbox printed no exception: " + beadbox.output());
        } finally {
            Browsers.quit(browser);
        }
    }
}
