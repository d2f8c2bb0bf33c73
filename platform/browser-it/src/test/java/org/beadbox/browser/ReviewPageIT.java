package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Review with the computer on the table page, in Debian's headless Chromium against the real
 * Beadbox: a Glass Bead Challenge played against the random player and resigned after 14 of the
 * browser's moves is reviewed with the strongest installed player at the quick budget (the graph
 * ends in the resignation's flag, each seat has an accuracy, the turn is marked); the graph draws a line per seat and the marked
 * moves, the counts name each seat, a marked move shows the computer's preferred move drawn on a
 * board, and a click on the graph shows that position on the main board. A watcher who comes
 * afterwards sees the same review at once, and the review is stored in the game's record.
 */
@Timeout(value = 240)
class ReviewPageIT extends WithBeadbox {

    private static final Pattern LINK = Pattern.compile("https?://\\S+/table\\.html#\\S+");

    @Test
    void aFinishedGameIsReviewedWithItsGraphAndMarksAndAWatcherSeesIt() throws Exception {
        WebDriver browser = Browsers.open();
        WebDriver watcherBrowser = null;
        try {
            new LobbyPage(browser, beadbox.hostLink()).waitForGames(3)
                    .create("Glass Bead Challenge", Map.of("size", "8"), "human", "ai:random");
            TablePage table = new TablePage(browser, "player");
            String watch = watchLink(table);
            Random random = new Random(31);
            int mine = 0;
            // 14 of the browser's moves, then it resigns: the review's graph ends in the resignation's flag
            while (mine < 14 && table.awaitTurn(Duration.ofSeconds(30))) {
                table.playMove(random);
                mine++;
            }
            boolean resigned = !table.over();
            if (resigned) {
                table.resign();
            }
            assertTrue(table.over(), "the game ended");
            int plies = table.moveCount();

            // The finished game's record as filed, given fields a later Beadbox (or a person) added
            // and a mode of the person's choosing: the review stored must keep both (issue 45, item 2)
            beadbox.awaitRecord("glassbead-challenge", resigned ? "resigned" : "finished", Duration.ofSeconds(30));
            Path filed = filedRecord();
            String text = Files.readString(filed);
            Files.writeString(filed, text.substring(0, text.lastIndexOf('}'))
                    + ", \"zzz\": {\"later\": [1, 2.50, \"x\"]}, \"pad\": \"" + "p".repeat(100_000) + "\"}\n");
            Files.setPosixFilePermissions(filed, PosixFilePermissions.fromString("rw-r-----"));

            WebElement panel = browser.findElement(By.id("review"));
            assertTrue(panel.isDisplayed(), "the review is offered once the game is over");
            new Select(browser.findElement(By.id("review-budget"))).selectByValue("quick");
            browser.findElement(By.id("review-start")).click();
            WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(120));
            wait.withMessage(() -> "the review to finish: " + text(browser, "review"))
                    .until(d -> text(d, "review-state").startsWith("Reviewed " + plies + " moves with mcts:time=0.2"));

            List<WebElement> lines = browser.findElements(By.cssSelector("#review-graph polyline.review-line"));
            assertEquals(2, lines.size(), "a line per seat");
            List<WebElement> dots = browser.findElements(By.cssSelector("#review-graph circle.review-mark"));
            List<WebElement> marked = browser.findElements(By.cssSelector("#review-marks li:not(.review-mark-turn) button"));
            assertFalse(dots.isEmpty(), "moves against the random player are marked: " + text(browser, "review"));
            assertEquals(dots.size(), marked.size(), "a dot on the graph for each marked move in the list");
            String tally = text(browser, "review-tally");
            assertTrue(tally.matches("Red: (no mistakes|\\d+ \\w+[^\\n]*); accuracy \\d+%\\nBlue: (no mistakes|\\d+ \\w+[^\\n]*); accuracy \\d+%"
                    + "(\\nThe game turned at move \\d+ \\(.+ by (Red|Blue)\\)\\.)?"), tally);
            if (resigned) {
                String ending = browser.findElement(By.id("review-ending")).getAttribute("textContent");
                assertTrue(ending.contains("resign"), "the graph ends in the resignation: " + ending);
            }
            boolean soleWinner = !table.result().toLowerCase(java.util.Locale.ROOT).contains("draw");
            assertEquals(soleWinner, tally.contains("The game turned"), "a turning point when the game has a winner: " + tally
                    + " / " + table.result());
            assertEquals(soleWinner, !browser.findElements(By.cssSelector("#review-graph #review-turn")).isEmpty(),
                    "the turn marked on the graph as in the tally");
            assertTrue(tally.contains("blunder") || tally.contains("mistake") || tally.contains("inaccurac"), tally);

            marked.get(marked.size() - 1).click();
            wait.withMessage(() -> "the preferred move drawn: " + text(browser, "review"))
                    .until(d -> !d.findElements(By.cssSelector("#review-ghost .bead, #review-ghost circle")).isEmpty()
                            && text(d, "review-best").contains("the computer preferred"));
            assertTrue(text(browser, "review-legend").contains("gold ring = a bead it places"), text(browser, "review-legend"));
            List<WebElement> ringed = browser.findElements(By.cssSelector("#review-ghost [data-id^='ghost-']"));
            assertTrue(!ringed.isEmpty() && ringed.size() <= 12, "only what the suggested move changed is marked, not every cell: "
                    + ringed.size());
            String ply = browser.findElement(By.cssSelector("#review-marks li.current")).getAttribute("data-ply");
            if (Integer.parseInt(ply) < plies) {
                wait.withMessage(() -> "the main board at move " + ply + ": " + text(browser, "viewing"))
                        .until(d -> text(d, "viewing").startsWith("After move " + ply + " of " + plies));
            } else { // the last move was marked: the board after it is the game as it ended, not an earlier position
                wait.withMessage(() -> "the main board at the end: " + text(browser, "viewing"))
                        .until(d -> text(d, "viewing").isEmpty());
            }
            ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                    "document.getElementById('review-best').scrollIntoView({block: 'end'})");
            Browsers.screenshot(browser, "web-review-challenge");

            WebElement graph = browser.findElement(By.id("review-graph"));
            new org.openqa.selenium.interactions.Actions(browser).moveToElement(graph, -graph.getSize().getWidth() / 2 + 6, 0)
                    .click().perform();
            wait.withMessage(() -> "the start shown after a click at the graph's left end: " + text(browser, "viewing"))
                    .until(d -> text(d, "viewing").startsWith("The start"));

            watcherBrowser = Browsers.open();
            TablePage watcher = TablePage.open(watcherBrowser, watch, "watcher");
            new WebDriverWait(watcherBrowser, Duration.ofSeconds(30)).withMessage(() -> "the watcher's review")
                    .until(d -> text(d, "review-state").startsWith("Reviewed " + plies + " moves"));
            assertEquals(dots.size(), watcherBrowser.findElements(By.cssSelector("#review-graph circle.review-mark")).size());
            assertTrue(watcherBrowser.findElements(By.id("review-cancel")).isEmpty(), "a watcher has no Cancel");
            assertFalse(watcher.text().contains("(you)"), "the watcher holds no seat");

            long until = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            String status = resigned ? "resigned" : "finished";
            Map<String, Object> record = beadbox.awaitRecord("glassbead-challenge", status, Duration.ofSeconds(30));
            while (!(record.get("review") instanceof Map<?, ?>) && System.nanoTime() < until) {
                Thread.sleep(100);
                record = beadbox.awaitRecord("glassbead-challenge", status, Duration.ofSeconds(30));
            }
            assertTrue(record.get("review") instanceof Map<?, ?> r && r.get("moves") instanceof List<?> l && l.size() == plies,
                    "the review is stored in the record: " + record.keySet());
            String stored = Files.readString(filed);
            assertTrue(stored.contains("\"zzz\": {\n    \"later\": [\n      1,\n      2.50,\n      \"x\"\n    ]\n  }")
                    && stored.contains("\"pad\": \"" + "p".repeat(100_000) + "\""), "the fields it does not know are kept");
            assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(filed)), "and the file's mode");


            // Issue 46, item 25: a table with the computer at every seat opens in the host's browser
            // as a watcher's (its link used to end in "." with no token: "disconnected" for good).
            new LobbyPage(browser, beadbox.hostLink()).waitForGames(3)
                    .create("Glass Bead Challenge", Map.of("size", "8"), "ai:random", "ai:random");
            String url = browser.getCurrentUrl();
            assertTrue(url.matches(".*/table\\.html#[^.]+\\.[A-Za-z0-9_-]{16,}"), "the link holds the watchers' token: " + url);
            new WebDriverWait(browser, Duration.ofSeconds(60)).withMessage(() -> "the computers' game shown: " + text(browser, "status"))
                    .until(d -> !d.findElements(By.cssSelector("#moves li, #result:not([hidden])")).isEmpty()
                            && !text(d, "status").contains("disconnected"));
            assertFalse(text(browser, "status").contains("disconnected"), text(browser, "status"));
            assertFalse(beadbox.printed("Exception"), "Beadbox printed no exception: " + beadbox.output());
        } finally {
            Browsers.quit(browser);
            if (watcherBrowser != null) {
                Browsers.quit(watcherBrowser);
            }
        }
    }

    /** The one record filed in the Beadbox folder's records/. */
    private Path filedRecord() throws java.io.IOException {
        try (java.util.stream.Stream<Path> files = Files.list(beadbox.home().resolve("records"))) {
            List<Path> all = files.filter(f -> f.getFileName().toString().endsWith(".json")
                    && !f.getFileName().toString().startsWith(".")).toList();
            assertEquals(1, all.size(), all.toString());
            return all.get(0);
        }
    }

    /** The text of the element with this id, or empty; the review panel is drawn again with every move, so a stale one reads as empty. */
    private static String text(WebDriver d, String id) {
        try {
            List<WebElement> e = d.findElements(By.id(id));
            return e.isEmpty() ? "" : e.get(0).getText();
        } catch (org.openqa.selenium.StaleElementReferenceException e) {
            return "";
        }
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
