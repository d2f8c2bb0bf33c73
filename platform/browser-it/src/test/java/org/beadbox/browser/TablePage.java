package org.beadbox.browser;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A table page (table.html) as a player uses it: moves are entered by clicking the highlighted
 * places of the SVG board (shapes carrying a step the host offers), one step at a time.
 */
final class TablePage {

    private static final Pattern LINK = Pattern.compile("https?://\\S+/table\\.html#[A-Za-z0-9_.,-]+");
    private static final By STEPS = By.cssSelector("#board .step");
    private static final By MOVES = By.cssSelector("#moves li");

    private final WebDriver driver;
    private final String who;
    private final WebDriverWait wait;

    TablePage(WebDriver driver, String who) {
        this.driver = driver;
        this.who = who;
        this.wait = new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(20));
        wait.withMessage(who + ": the table page did not draw the board").until(d -> !d.findElements(By.cssSelector("#board > *")).isEmpty()
                && !d.findElement(By.id("game-name")).getText().isEmpty());
    }

    /** Opens a table's link in this browser. */
    static TablePage open(WebDriver driver, String link, String who) {
        driver.get(link);
        return new TablePage(driver, who);
    }

    WebDriver driver() {
        return driver;
    }

    /** Whether the board offers this browser places to click (its turn). */
    boolean myTurn() {
        return !driver.findElements(STEPS).isEmpty();
    }

    /** Whether the result is shown. */
    boolean over() {
        return driver.findElement(By.id("result")).isDisplayed();
    }

    String result() {
        return driver.findElement(By.id("result")).getText();
    }

    /** The text of the error line ('' when none). */
    String error() {
        return driver.findElement(By.id("error")).getText();
    }

    /** The move list as shown. */
    List<String> moves() {
        return driver.findElements(MOVES).stream().map(e -> e.getAttribute("textContent").trim()).toList();
    }

    int moveCount() {
        return driver.findElements(MOVES).size();
    }

    /** The first link to a table shown on the page (the host's invitation). */
    String inviteLink() {
        String text = wait.withMessage(who + ": no invitation link on the page").until(d -> {
            String body = d.findElement(By.tagName("body")).getText();
            return LINK.matcher(body).find() ? body : null;
        });
        Matcher m = LINK.matcher(text);
        m.find();
        return m.group();
    }

    /** The page's whole text (seats, turn, status). */
    String text() {
        return driver.findElement(By.tagName("body")).getText();
    }

    /** Waits until it is this browser's turn or the game is over; true when it is this browser's turn. */
    boolean awaitTurn(Duration timeout) {
        new WebDriverWait(driver, timeout, Duration.ofMillis(20))
                .withMessage(() -> who + ": neither its turn nor the end came; error line: '" + error() + "', moves: " + moveCount())
                .until(d -> myTurn() || over());
        return !over();
    }

    /**
     * Enters one whole move by clicking: a random highlighted place (seeded), step after step,
     * until the move is complete (sent by the page itself, or with the Play button when the
     * move could also go on).
     */
    void playMove(Random random) {
        for (int clicks = 0; clicks < 60; clicks++) {
            List<WebElement> steps = driver.findElements(STEPS);
            WebElement play = driver.findElement(By.id("play"));
            boolean canPlay = play.isDisplayed();
            if (steps.isEmpty() && !canPlay) {
                return;  // the last step completed the move: the page sent it
            }
            WebElement drawn = driver.findElement(By.cssSelector("#board > *"));
            try {
                if (canPlay && (steps.isEmpty() || random.nextInt(3) == 0)) {
                    play.click();
                } else {
                    steps.get(random.nextInt(steps.size())).click();
                }
            } catch (StaleElementReferenceException redrawn) {
                continue;
            }
            // Every answer (the steps that may follow, or the new position) redraws the board.
            wait.withMessage(() -> who + ": the board did not answer a click; error line: '" + error() + "'")
                    .until(ExpectedConditions.stalenessOf(drawn));
        }
        throw new AssertionError(who + ": a move took more than 60 clicks");
    }
}
