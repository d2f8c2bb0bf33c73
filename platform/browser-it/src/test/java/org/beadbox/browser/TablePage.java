package org.beadbox.browser;

import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.function.IntConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.ScriptTimeoutException;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
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
        try {
            driver.get(link);
            return new TablePage(driver, who);
        } catch (RuntimeException e) {
            Browsers.quit(driver);
            throw e;
        }
    }

    WebDriver driver() {
        return driver;
    }

    /** Whether the result is shown. */
    boolean over() {
        return driver.findElement(By.id("result")).isDisplayed();
    }

    String result() {
        return driver.findElement(By.id("result")).getText();
    }

    /** Resigns with the Resign button, saying yes when the page asks, and waits for the result. */
    void resign() {
        driver.findElement(By.id("resign")).click();
        wait.withMessage(who + ": resigning asked nothing").until(ExpectedConditions.alertIsPresent()).accept();
        wait.withMessage(who + ": resigning ended nothing").until(d -> over());
    }

    /** The text of the error line ('' when none). */
    String error() {
        return driver.findElement(By.id("error")).getText();
    }

    /**
     * The move list as shown, read in one script: the page redraws the list as messages arrive, and
     * reading its rows one by one could meet a row the redraw had just replaced (stale).
     */
    @SuppressWarnings("unchecked")
    List<String> moves() {
        return (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.querySelectorAll('#moves li')].map(li => li.textContent.trim());");
    }

    /**
     * The moves of the list drawn shorter than their text (a row squeezed by a long list), each
     * as "move: drawn height/text height"; empty when every row shows its text whole.
     */
    @SuppressWarnings("unchecked")
    List<String> squeezedMoves() {
        return (List<String>) ((JavascriptExecutor) driver).executeScript("return [...document.querySelectorAll('#moves li')]"
                + ".filter(li => li.clientHeight < li.scrollHeight || li.clientHeight < 10)"
                + ".map(li => li.textContent.trim() + ': ' + li.clientHeight + '/' + li.scrollHeight);");
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
        return awaitInPage("return !document.getElementById('result').hidden ? 'over'"
                + " : document.querySelector('#board .step') ? 'turn' : null;", timeout, () -> "its turn or the end").equals("turn");
    }

    /**
     * Waits until the page shows {@code ply} moves; returns who is to move then: "this" (the page
     * offers places to click), "other", or "over" (the result shows).
     */
    String awaitPly(int ply, Duration timeout) {
        return (String) awaitInPage("if (document.querySelectorAll('#moves li').length !== arguments[0]) return null;"
                + "return !document.getElementById('result').hidden ? 'over' : document.querySelector('#board .step') ? 'this' : 'other';",
                timeout, () -> "move " + ply, ply);
    }

    /**
     * Waits until the page shows {@code ply} moves and offers places to click: this browser's turn
     * at that point of the game. Fails at once when the page shows the result, more moves, or an
     * error instead.
     */
    void awaitTurnAt(int ply, Duration timeout) {
        Object seen = awaitInPage("const n = document.querySelectorAll('#moves li').length;"
                + "if (!document.getElementById('result').hidden) return 'the result: ' + document.getElementById('result').textContent;"
                + "if (document.getElementById('error').textContent) return 'the error: ' + document.getElementById('error').textContent;"
                + "if (n > arguments[0]) return n + ' moves';"
                + "return n === arguments[0] && document.querySelector('#board .step') ? 'turn' : null;", timeout,
                () -> "its turn after move " + ply, ply);
        if (!seen.equals("turn")) {
            throw new AssertionError(who + ": waiting for its turn after move " + ply + ", the page shows " + seen);
        }
    }

    /**
     * Waits until the page says its connection to the host is gone (the status line reads
     * "disconnected…"), or said so before it reconnected by itself (table.js keeps the line in
     * the status's {@code data-lost}); returns what it says.
     */
    String awaitDisconnected(Duration timeout) {
        return (String) awaitInPage("const e = document.getElementById('status'); const s = e.textContent;"
                + "return s.startsWith('disconnected') ? s : (e.dataset.lost || null);", timeout, () -> "the page to lose the host");
    }

    /** Loads the page again (the browser's Reload), as a player does to come back; waits until the board is drawn. */
    TablePage reload(String whoNow) {
        driver.navigate().refresh();
        return new TablePage(driver, whoNow);
    }

    /** The address the browser shows (a table's link, for the host's own page its seat's). */
    String url() {
        return driver.getCurrentUrl();
    }

    /** Waits until the page shows the result. */
    void awaitResult(Duration timeout) {
        awaitInPage("return document.getElementById('result').hidden ? null : 'over';", timeout, () -> "the result");
    }

    /**
     * Enters the move whose steps are {@code steps} by clicking, at its centre, the highlighted place
     * of each step in turn (failing, with the steps the page does offer, when one is not offered),
     * and waits until the move is the list's move {@code ply + 1}. Each click waits for the board's
     * answer (the next steps drawn); the page sends the move itself after its last step, or takes
     * the Play button when the move could also go on. {@code between} is called with the number of
     * steps entered after each step but the last, once the board has answered it.
     */
    void playSteps(List<String> steps, int ply, IntConsumer between) {
        // Once the board is drawn anew (its drawing's number is no longer arguments[0]) with the
        // steps entered so far (arguments[2]: a position sent again meanwhile redraws it too), or
        // the error line speaks: the place of step arguments[1], the drawing's number, every step
        // offered and the error line. One call per click waits for the board's answer and looks at it.
        String look = "const b = document.getElementById('board'); const error = document.getElementById('error').textContent;"
                + "if ((b.dataset.drawn === arguments[0] || (b.dataset.partial || '') !== arguments[2]) && !error) return null;"
                + "return [b.querySelector('.step[data-step=\"' + CSS.escape(arguments[1]) + '\"]'), b.dataset.drawn,"
                + " [...b.querySelectorAll('.step')].map(e => e.dataset.step), error];";
        String before = String.valueOf(((JavascriptExecutor) driver).executeScript("return document.getElementById('board').dataset.partial || '';"));
        List<?> seen = (List<?>) awaitInPage(look, Duration.ofSeconds(30), () -> "the board", "", steps.get(0), before);
        for (int i = 0; i < steps.size(); i++) {
            String step = steps.get(i);
            if (!String.valueOf(seen.get(3)).isEmpty()) {
                throw new AssertionError(who + ": entering " + steps + " of move " + (ply + 1) + ", before step " + (i + 1) + " (" + step
                        + ") the page says: '" + seen.get(3) + "'");
            }
            if (!(seen.get(0) instanceof WebElement place)) {
                throw new AssertionError(who + ": step " + (i + 1) + " of " + steps + " (" + step + ") is not offered; the board offers "
                        + seen.get(2));
            }
            new Actions(driver).moveToElement(place).click().perform();
            if (i + 1 < steps.size()) {
                // The board's answer: drawn again with the steps that may follow.
                String entered = (before.isEmpty() ? "" : before + " ") + String.join(" ", steps.subList(0, i + 1));
                seen = (List<?>) awaitInPage(look, Duration.ofSeconds(30), () -> "the board's answer to step " + step + " of " + steps,
                        String.valueOf(seen.get(1)), steps.get(i + 1), entered);
                if (String.valueOf(seen.get(3)).isEmpty()) {
                    between.accept(i + 1);
                }
            }
        }
        Object end = awaitInPage("if (document.querySelectorAll('#moves li').length > arguments[0]) return 'played';"
                + "if (document.getElementById('error').textContent) return 'refused';"
                + "return !document.getElementById('play').hidden ? 'play' : null;", Duration.ofSeconds(30),
                () -> "move " + (ply + 1) + " " + steps + " played", ply);
        if (end.equals("play")) {
            driver.findElement(By.id("play")).click();
            end = awaitInPage("return document.querySelectorAll('#moves li').length > arguments[0] ? 'played'"
                    + " : document.getElementById('error').textContent ? 'refused' : null;", Duration.ofSeconds(30),
                    () -> "move " + (ply + 1) + " " + steps + " played after Play", ply);
        }
        if (!end.equals("played")) {
            throw new AssertionError(who + ": move " + (ply + 1) + " " + steps + " was refused: '" + error() + "'");
        }
    }

    /**
     * Waits in the page, without polling from here, until {@code condition} (the body of a function
     * of {@code args}) returns something other than null, checking it again whenever the page
     * changes; returns what it returned (an element of the page comes back as a WebElement). Waits in slices shorter than the script time-out, up to
     * {@code timeout} in all.
     */
    Object awaitInPage(String condition, Duration timeout, java.util.function.Supplier<String> what, Object... args) {
        // An arrow function: its arguments are the script's (the page's policy forbids new Function).
        String script = "const done = arguments[arguments.length - 1]; const test = () => {" + condition + "};"
                + "let r = test(); if (r !== null) { done(r); return; }"
                + "const o = new MutationObserver(() => { const r = test(); if (r !== null) { o.disconnect(); clearTimeout(t); done(r); } });"
                + "const t = setTimeout(() => { o.disconnect(); done(null); }, 5000);"
                + "o.observe(document.body, {subtree: true, childList: true, characterData: true, attributes: true});";
        long deadline = System.nanoTime() + timeout.toNanos();
        JavascriptExecutor js = (JavascriptExecutor) driver;
        do {
            try {
                Object r = js.executeAsyncScript(script, args);
                if (r != null) {
                    return r;
                }
            } catch (ScriptTimeoutException late) {
                // the page's own 5 s ran late on a busy machine: look again
            }
        } while (System.nanoTime() < deadline);
        throw new AssertionError(who + ": waited " + timeout.toSeconds() + " s for " + what.get() + "; error line: '" + error() + "', moves: "
                + moveCount());
    }

    /**
     * Enters one whole move by clicking: a random highlighted place (seeded), step after step,
     * until the move is complete (sent by the page itself, or with the Play button when the
     * move could also go on).
     */
    void playMove(Random random) {
        // Once the board is drawn anew (its drawing's number is no longer arguments[0]), or the error
        // line speaks: the places to click, whether the Play button shows, the number of moves, the
        // drawing's number and the error line.
        String look = "const b = document.getElementById('board'); const error = document.getElementById('error').textContent;"
                + "if (b.dataset.drawn === arguments[0] && !error) return null;"
                + "return [[...b.querySelectorAll('.step')], !document.getElementById('play').hidden,"
                + " document.querySelectorAll('#moves li').length, b.dataset.drawn, error];";
        List<?> seen = (List<?>) awaitInPage(look, Duration.ofSeconds(30), () -> "the board", "");
        int before = ((Number) seen.get(2)).intValue();
        for (int clicks = 0; clicks < 60; clicks++) {
            @SuppressWarnings("unchecked")
            List<WebElement> steps = (List<WebElement>) seen.get(0);
            boolean canPlay = (Boolean) seen.get(1);
            if (!String.valueOf(seen.get(4)).isEmpty()) {
                throw new AssertionError(who + ": entering move " + (before + 1) + " the page says: '" + seen.get(4) + "'");
            }
            if (((Number) seen.get(2)).intValue() > before) {
                return;
            }
            String drawn = String.valueOf(seen.get(3));
            if (steps.isEmpty() && !canPlay) {
                // The last step completed the move and the page sent it: wait until it is played.
                awaitInPage("return document.querySelectorAll('#moves li').length > arguments[0] ? 'played'"
                        + " : document.getElementById('error').textContent ? 'refused' : null;", Duration.ofSeconds(30),
                        () -> "move " + (before + 1) + " played", before);
                if (!error().isEmpty()) {
                    throw new AssertionError(who + ": move " + (before + 1) + " was refused: '" + error() + "'");
                }
                return;
            }
            try {
                if (canPlay && (steps.isEmpty() || random.nextInt(3) == 0)) {
                    driver.findElement(By.id("play")).click();
                } else {
                    // A click where the player would click, the place's centre: whatever is drawn on
                    // top there (a bead in its pit), the board must take it as the place's step.
                    new Actions(driver).moveToElement(steps.get(random.nextInt(steps.size()))).click().perform();
                }
            } catch (StaleElementReferenceException redrawn) {
                drawn = "";  // drawn again meanwhile: look again at once
            }
            // Every answer (the steps that may follow, or the new position) redraws the board.
            seen = (List<?>) awaitInPage(look, Duration.ofSeconds(30), () -> "the board's answer to a click", drawn);
        }
        throw new AssertionError(who + ": a move took more than 60 clicks");
    }

    /**
     * Two pages of one table play on with seeded random clicks from move {@code from}, whoever is
     * to move clicking on their own page ({@code a}'s page says whose turn it is, {@code b}'s must
     * agree), until the list holds {@code until} moves or the game ends.
     *
     * @return true when the game ended
     * @throws AssertionError when it takes longer than {@code limit}
     */
    static boolean playBetween(TablePage a, TablePage b, int from, int until, Random random, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        for (int ply = from; ply < until; ply++) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(a.who + " and " + b.who + ": the game did not reach move " + until + " or its end within "
                        + limit.toSeconds() + " s; moves: " + ply);
            }
            String next = a.awaitPly(ply, Duration.ofSeconds(60));
            if (next.equals("over")) {
                return true;
            }
            TablePage mover = next.equals("this") ? a : b;
            if (mover == b) {
                b.awaitTurnAt(ply, Duration.ofSeconds(60));
            }
            mover.playMove(random);
        }
        return a.awaitPly(until, Duration.ofSeconds(60)).equals("over");
    }
}
