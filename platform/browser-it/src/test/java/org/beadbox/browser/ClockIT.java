package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
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
 * the table page, red under ten seconds, and the browser's seat losing on time; and a game
 * aborted because its first move never came, as a guest's page shows it (issue 46 §1). Beadbox
 * runs with a first move's window of {@link #WINDOW} instead of 3 minutes
 * ({@code beadbox.web.first-move-window-ms}, a test knob), so that the abort comes soon.
 */
@Timeout(value = 150)
class ClockIT {

    /** The first move's window of this class's Beadbox: room for a browser's first move, short to wait for an abort. */
    private static final Duration WINDOW = Duration.ofSeconds(15);

    private static BeadboxProcess beadbox;

    @BeforeAll
    static void startBeadbox() throws Exception {
        Browsers.requireInstalled();
        beadbox = BeadboxProcess.start(Map.of("beadbox.web.first-move-window-ms", Long.toString(WINDOW.toMillis())));
    }

    @AfterAll
    static void stopBeadbox() {
        if (beadbox != null) {
            beadbox.close();
            beadbox = null;
        }
    }

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
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(40), Duration.ofMillis(50));
            startChallenge(browser, "0.25+1", "ai:random", "web-newgame-clock"); // 15 s each, a second more a move
            TablePage table = new TablePage(browser, "player");

            wait.withMessage("two clocks").until(d -> clocks(d).size() == 2 && !clocks(d).get(0).isEmpty());
            table.awaitTurn(Duration.ofSeconds(30));
            // A seat's clock starts at its first move: until then none runs, and the page says how
            // long the seat has for that move before the game is aborted.
            assertEquals(0, browser.findElements(By.cssSelector("#seats .clock.running")).size(), "no clock before the first move");
            String notice = wait.withMessage("the first move's window").until(d -> d.findElement(By.cssSelector("#turn .first-move"))).getText();
            assertTrue(notice.matches("\\(first move within 0:(1[0-5]|0\\d), or the game is aborted\\)"), notice); // the window of 15 s
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

    /**
     * Issue 46 §1: the host opens a Glass Bead Challenge at 5+3 with the second seat invited, the
     * guest opens the link, and the host makes no first move. When the window runs out the
     * guest's page, which was playing (Red to move, the window counting, Resign offered), must say
     * the game was aborted, show nobody to move and leave no Resign, Take back or Offer draw to
     * press; and so must the page reloaded after the abort (the host tells a page that joins
     * after it).
     */
    @Test
    void aGuestsPageIsToldTheGameWasAbortedAlsoAfterAReload() {
        WebDriver host = Browsers.open();
        WebDriver guest = null;
        try {
            guest = Browsers.open(); // opened before the table: the window runs from the table's start
            startChallenge(host, "5+3", "invite", null);
            String link = new TablePage(host, "host").inviteLink();
            TablePage page = TablePage.open(guest, link, "guest");
            WebDriverWait wait = new WebDriverWait(guest, WINDOW.plusSeconds(45), Duration.ofMillis(50));
            // Before the window ends the guest's page is a game going on, Red to move.
            wait.withMessage(() -> "the guest's page playing, Red to move within the window; it says '" + turn(page) + "'")
                    .until(d -> turn(page).matches("Red to move\\s+\\(first move within 0:\\d\\d, or the game is aborted\\)"));
            assertTrue(guest.findElement(By.id("resign")).isDisplayed(), "the guest may resign while the game goes on");
            assertEquals("playing", guest.findElement(By.id("status")).getText());

            wait.withMessage(() -> "the guest's page told of the abort; its status says '" + status(page) + "'")
                    .until(d -> status(page).equals("game aborted"));
            assertAborted(page, "the guest's page");
            Browsers.screenshot(guest, "web-aborted-guest");

            TablePage reloaded = page.reload("guest (reloaded)");
            wait.withMessage(() -> "the reloaded guest's page told of the abort; its status says '" + status(reloaded) + "'")
                    .until(d -> status(reloaded).equals("game aborted"));
            assertAborted(reloaded, "the guest's page reloaded");
            assertFalse(beadbox.printed("Exception"), "Beadbox printed no exception: " + beadbox.output());
        } finally {
            Browsers.quit(guest);
            Browsers.quit(host);
        }
    }

    private static String turn(TablePage page) {
        return page.driver().findElement(By.id("turn")).getText();
    }

    private static String status(TablePage page) {
        return page.driver().findElement(By.id("status")).getText();
    }

    /** The page says the game was aborted, marks nobody to move, and offers nothing to press that would act on the game. */
    private static void assertAborted(TablePage page, String which) {
        WebDriver d = page.driver();
        String notice = d.findElement(By.id("shut")).getText();
        assertTrue(notice.startsWith("Game aborted: Red made no first move"), which + " says why: " + notice);
        assertEquals("", d.findElement(By.id("turn")).getText(), which + ": nobody to move");
        assertEquals(0, d.findElements(By.cssSelector("#seats .seat.to-move")).size(), which + ": no seat marked to move");
        assertFalse(page.text().contains("to move"), which + " says nobody is to move: " + page.text());
        for (String id : List.of("resign", "undo", "draw", "play")) {
            WebElement button = d.findElement(By.id(id));
            assertFalse(button.isDisplayed() && button.isEnabled(), which + ": the button " + id + " ('" + button.getText() + "') is there to press");
        }
        assertEquals(0, d.findElements(By.cssSelector("#board .step")).size(), which + ": no place on the board to click");
    }

    /**
     * Starts a Glass Bead Challenge from the lobby's form with the clock {@code clock} (typed in
     * the custom field), the browser at the first seat and {@code second} at the other; waits
     * until the browser is on the table page. Saves the form as {@code screenshot} unless null.
     */
    private static void startChallenge(WebDriver browser, String clock, String second, String screenshot) {
        new LobbyPage(browser, beadbox.hostLink()).waitForGames(3);
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(40), Duration.ofMillis(50));
        browser.findElements(By.cssSelector(".card")).stream()
                .filter(c -> c.findElement(By.tagName("h2")).getText().equals("Glass Bead Challenge"))
                .findFirst().orElseThrow().findElement(By.tagName("button")).click();
        WebElement dialog = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("new-game")));
        new Select(dialog.findElement(By.cssSelector("#seats select[data-seat='0']"))).selectByValue("human");
        new Select(dialog.findElement(By.cssSelector("#seats select[data-seat='1']"))).selectByValue(second);
        new Select(dialog.findElement(By.id("clock"))).selectByValue("custom");
        WebElement custom = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("clock-custom")));
        custom.sendKeys(clock);
        if (screenshot != null) {
            Browsers.screenshot(browser, screenshot);
        }
        dialog.findElement(By.id("start")).click();
        wait.until(ExpectedConditions.urlContains("table.html#"));
    }
}
