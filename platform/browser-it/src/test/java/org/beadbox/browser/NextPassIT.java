package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The web front-end's next pass (issue 37 §2), in a real browser: the page at 1400 and 1920 px
 * (board and panel together, nothing overflowing the panel, Hand to computer included), the
 * move list per round, the last move animated, the sound switch, a resignation that reads as an
 * ending (also after a reload), another table's link pasted into the tab, the custom clock's
 * field, the favicon and the error page. Screenshots in target/screenshots.
 */
@Timeout(value = 240)
class NextPassIT extends WithBeadbox {

    private static Object js(WebDriver d, String script, Object... args) {
        return ((JavascriptExecutor) d).executeScript(script, args);
    }

    private static WebDriverWait waiting(WebDriver d) {
        return new WebDriverWait(d, Duration.ofSeconds(30), Duration.ofMillis(50));
    }

    /** The host's table with the browser at seat 1 and an invited friend at seat 2, who never comes. */
    private static TablePage hostWithAbsentFriend(WebDriver browser, int width, int height) {
        browser.manage().window().setSize(new Dimension(width, height));
        new LobbyPage(browser, beadbox.hostLink()).waitForGames(3).create("Glass Bead Game", Map.of(), "human", "invite");
        return new TablePage(browser, "host");
    }

    @Test
    void theTableAtTwoWidthsKeepsBoardAndPanelTogetherAndNothingOverflows() {
        WebDriver browser = Browsers.open();
        try {
            for (int width : new int[] {1400, 1920, 390}) {
                TablePage table = hostWithAbsentFriend(browser, width, width == 1920 ? 1080 : width == 390 ? 844 : 900);
                waiting(browser).withMessage("Hand to computer beside the absent friend")
                        .until(d -> !d.findElements(By.cssSelector(".handover button")).isEmpty());
                WebElement aside = browser.findElement(By.tagName("aside"));
                long overflow = (Long) js(browser, "const a = arguments[0]; return a.scrollWidth - a.clientWidth;", aside);
                assertEquals(0, overflow, width + " px: the panel scrolls sideways by " + overflow + " px");
                WebElement hand = browser.findElement(By.cssSelector(".handover button"));
                assertTrue(hand.getRect().getX() + hand.getRect().getWidth() <= aside.getRect().getX() + aside.getRect().getWidth() + 1,
                        width + " px: Hand to computer inside the panel");
                double gap = ((Number) js(browser, "return arguments[1].getBoundingClientRect().left"
                        + " - arguments[0].getBoundingClientRect().right;", browser.findElement(By.id("board")), aside)).doubleValue();
                assertTrue(gap < 60, width + " px: " + gap + " px of empty page between the board and the panel");
                if (width == 390) {
                    phone(browser, aside);
                }
                Browsers.screenshot(browser, "web-table-" + width);
                table.resign();
            }
        } finally {
            Browsers.quit(browser);
        }
    }

    /**
     * Issue 46 §6, a phone's 390 px: the title on at most two lines, no empty band under the board,
     * and the panel as tall as its content (the chat reached by scrolling the page, not inside it).
     */
    private static void phone(WebDriver browser, WebElement aside) {
        double lines = ((Number) js(browser, "const h = document.getElementById('game-name');"
                + " return h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight);")).doubleValue();
        assertTrue(lines <= 2.05, "390 px: the title takes " + lines + " lines");
        double header = ((Number) js(browser, "return document.querySelector('header').getBoundingClientRect().height;")).doubleValue();
        assertTrue(header <= 90, "390 px: the header is " + header + " px tall");
        double below = ((Number) js(browser, "return arguments[1].getBoundingClientRect().top"
                + " - arguments[0].getBoundingClientRect().bottom;", browser.findElement(By.id("board")), aside)).doubleValue();
        assertTrue(below < 40, "390 px: " + below + " px of empty page under the board");
        long inner = (Long) js(browser, "const a = arguments[0]; return a.scrollHeight - a.clientHeight;", aside);
        assertTrue(inner <= 1, "390 px: the panel scrolls inside itself by " + inner + " px");
        WebElement chat = browser.findElement(By.id("chat"));
        assertTrue(chat.isDisplayed(), "390 px: the chat is on the page");
    }

    @Test
    void aResignationReadsAsAnEndingEvenAfterAReload() {
        WebDriver browser = Browsers.open();
        try {
            browser.manage().window().setSize(new Dimension(1400, 900));
            new LobbyPage(browser, beadbox.hostLink()).waitForGames(3).create("Glass Bead Game", Map.of(), "human", "ai:random");
            TablePage table = new TablePage(browser, "player");
            table.awaitTurnAt(0, Duration.ofSeconds(30));
            table.playSteps(GlassBeadGameLine.steps(GlassBeadGameLine.MOVES.get(0)), 0, entered -> { });
            table.awaitTurnAt(2, Duration.ofSeconds(30));
            assertTrue(Integer.parseInt(String.valueOf(browser.findElement(By.id("board")).getAttribute("data-animated"))) >= 1,
                    "the last move is animated");
            assertEquals("2", browser.findElement(By.id("moves")).getAttribute("data-seats"));
            assertEquals("\"\"", js(browser, "return getComputedStyle(document.querySelector('#moves li:nth-child(2)'), '::before').content;"),
                    "the second move of a round has no number of its own");
            assertFalse(String.valueOf(js(browser, "return getComputedStyle(document.querySelector('#moves li:nth-child(1)'), '::before').content;"))
                    .matches("\"\"|none"), "the round's number before its first move");

            WebElement sound = browser.findElement(By.id("sound"));
            assertEquals("Sound off", sound.getText(), "no sound until asked");
            sound.click();
            assertEquals("Sound on", browser.findElement(By.id("sound")).getText());

            table.resign();
            assertEquals("game over", browser.findElement(By.id("status")).getText());
            assertTrue(boardStatus(browser).startsWith("Game over: South resigns"), boardStatus(browser));
            assertTrue(browser.findElements(By.cssSelector("#board .step")).isEmpty(), "nothing to click");
            Browsers.screenshot(browser, "web-resigned");
            TablePage again = table.reload("player");
            waiting(browser).withMessage("the result after a reload").until(d -> again.over());
            assertEquals("game over", browser.findElement(By.id("status")).getText(), "not 'playing' after a reload");
            assertTrue(boardStatus(browser).startsWith("Game over: South resigns"), boardStatus(browser));
            assertEquals("Sound on", browser.findElement(By.id("sound")).getText(), "the sound switch is remembered");
        } finally {
            Browsers.quit(browser);
        }
    }

    private static String boardStatus(WebDriver d) {
        return d.findElement(By.cssSelector("#board text[data-id='status']")).getAttribute("textContent");
    }

    @Test
    void anotherTablesLinkPastedIntoTheTabOpensThatTable() {
        WebDriver browser = Browsers.open();
        try {
            new LobbyPage(browser, beadbox.hostLink()).waitForGames(3).create("Glass Bead Challenge", Map.of("size", "8"), "human", "ai:random");
            new TablePage(browser, "player");
            String challenge = browser.getCurrentUrl();
            new LobbyPage(browser, beadbox.hostLink()).waitForGames(3).create("Glass Bead Game", Map.of(), "human", "ai:random");
            new TablePage(browser, "player");
            assertEquals("Glass Bead Game", browser.findElement(By.id("game-name")).getText());
            js(browser, "location.hash = arguments[0];", URI.create(challenge).getFragment());
            waiting(browser).withMessage("the pasted table").until(d -> d.findElement(By.id("game-name")).getText().equals("Glass Bead Challenge"));
        } finally {
            Browsers.quit(browser);
        }
    }

    @Test
    void theCustomClockFieldShowsOnlyWhenChosenAndATypedValueIsNeverIgnored() {
        WebDriver browser = Browsers.open();
        try {
            new LobbyPage(browser, beadbox.hostLink()).waitForGames(3);
            browser.findElements(By.cssSelector(".card")).stream()
                    .filter(c -> c.findElement(By.tagName("h2")).getText().equals("Glass Bead Challenge"))
                    .findFirst().orElseThrow().findElement(By.tagName("button")).click();
            WebElement dialog = waiting(browser).until(ExpectedConditions.visibilityOfElementLocated(By.id("new-game")));
            assertFalse(browser.findElement(By.id("clock-custom-row")).isDisplayed(), "no custom field with No clock");
            new Select(dialog.findElement(By.cssSelector("#seats select[data-seat='0']"))).selectByValue("human");
            new Select(dialog.findElement(By.cssSelector("#seats select[data-seat='1']"))).selectByValue("ai:random");
            new Select(dialog.findElement(By.id("clock"))).selectByValue("custom");
            WebElement custom = waiting(browser).until(ExpectedConditions.visibilityOfElementLocated(By.id("clock-custom")));
            custom.sendKeys("ten minutes");
            dialog.findElement(By.id("start")).click();
            String error = waiting(browser).until(d -> {
                String e = d.findElement(By.id("form-error")).getText();
                return e.isEmpty() ? null : e;
            });
            assertTrue(error.contains("is not a time control") && error.contains("10+5"), error);
            assertTrue(dialog.isDisplayed(), "the form stays open");
            Browsers.screenshot(browser, "web-newgame-bad-clock");
        } finally {
            Browsers.quit(browser);
        }
    }

    @Test
    void theFaviconAndTheErrorPageLookLikeBeadbox() throws Exception {
        HttpResponse<String> icon = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(beadbox.address() + "favicon.svg")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, icon.statusCode());
        assertTrue(icon.headers().firstValue("content-type").orElse("").startsWith("image/svg+xml"));
        HttpResponse<String> missing = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(beadbox.address() + "no-such-page.html")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(404, missing.statusCode(), "the status is kept");
        assertTrue(missing.body().contains("class=\"error-box\"") && missing.body().contains("No such page"), missing.body());
        WebDriver browser = Browsers.open();
        try {
            browser.get(beadbox.address() + "no-such-page.html");
            WebElement box = waiting(browser).until(ExpectedConditions.visibilityOfElementLocated(By.className("error-box")));
            assertTrue(box.getText().contains("Back to the lobby"), box.getText());
            assertEquals("rgba(54, 57, 61, 1)", box.getCssValue("background-color"), "styled with beadbox.css");
            Browsers.screenshot(browser, "web-404");
        } finally {
            Browsers.quit(browser);
        }
    }
}
