package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A table with a clock in a real browser: the lobby's custom clock, the clocks counting down on
 * the table page, red under ten seconds, and the browser's seat losing on time.
 */
@Timeout(value = 150)
class ClockIT extends WithBeadbox {

    /** "0:09.4" or "4:05" as milliseconds. */
    private static long millis(String clock) {
        String[] parts = clock.trim().split(":");
        double seconds = Double.parseDouble(parts[parts.length - 1]);
        long minutes = Long.parseLong(parts[parts.length - 2]);
        return Math.round((minutes * 60 + seconds) * 1000);
    }

    private static List<String> clocks(WebDriver d) {
        return d.findElements(By.cssSelector("#seats .clock")).stream().map(WebElement::getText).toList();
    }

    @Test
    void theBrowsersClockCountsDownTurnsRedAndItsSeatLosesOnTime() {
        WebDriver browser = Browsers.open();
        try {
            new LobbyPage(browser, beadbox.hostLink()).waitForGames(3);
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(40), Duration.ofMillis(50));
            browser.findElements(By.cssSelector(".card")).stream()
                    .filter(c -> c.findElement(By.tagName("h2")).getText().equals("Glass Bead Challenge"))
                    .findFirst().orElseThrow().findElement(By.tagName("button")).click();
            WebElement dialog = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("new-game")));
            new Select(dialog.findElement(By.cssSelector("#seats select[data-seat='0']"))).selectByValue("human");
            new Select(dialog.findElement(By.cssSelector("#seats select[data-seat='1']"))).selectByValue("ai:random");
            new Select(dialog.findElement(By.id("clock"))).selectByValue("custom");
            WebElement custom = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("clock-custom")));
            custom.sendKeys("0.25+1"); // 15 s each, a second more a move
            Browsers.screenshot(browser, "web-newgame-clock");
            dialog.findElement(By.id("start")).click();
            wait.until(ExpectedConditions.urlContains("table.html#"));
            TablePage table = new TablePage(browser, "player");

            wait.withMessage("two clocks").until(d -> clocks(d).size() == 2 && !clocks(d).get(0).isEmpty());
            table.awaitTurn(Duration.ofSeconds(30));
            // A seat's clock starts at its first move: until then none runs, and the page says how
            // long the seat has for that move before the game is aborted.
            assertEquals(0, browser.findElements(By.cssSelector("#seats .clock.running")).size(), "no clock before the first move");
            String notice = wait.withMessage("the first move's window").until(d -> d.findElement(By.cssSelector("#turn .first-move"))).getText();
            assertTrue(notice.matches("\\(first move within [23]:\\d\\d, or the game is aborted\\)"), notice);
            Browsers.screenshot(browser, "web-first-move");
            table.playMove(new Random(24));
            table.awaitTurn(Duration.ofSeconds(30));
            long first = millis(clocks(browser).get(0));
            wait.withMessage("the browser's clock counting down").until(d -> millis(clocks(d).get(0)) < first);
            assertEquals(1, browser.findElements(By.cssSelector("#seats .clock.running")).size(), "one clock runs");
            table.playMove(new Random(25));
            table.awaitTurn(Duration.ofSeconds(30));
            wait.withMessage("the browser's clock red under ten seconds")
                    .until(d -> !d.findElements(By.cssSelector("#seats [data-seat='0'] .clock.low")).isEmpty());
            Browsers.screenshot(browser, "web-clock");
            wait.withMessage("the loss on time").until(d -> table.over());
            assertTrue(table.result().contains("loses on time"), table.result());
            assertEquals(0, millis(clocks(browser).get(0)), "the flagged clock shows no time left");
            assertFalse(beadbox.printed("Exception"), "Beadbox printed no exception: " + beadbox.output());
        } finally {
            Browsers.quit(browser);
        }
    }
}
