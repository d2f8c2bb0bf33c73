package org.beadbox.browser;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The lobby (index.html) as a player uses it: game cards, the new-game form. */
final class LobbyPage {

    private final WebDriver driver;
    private final WebDriverWait wait;
    private String formScreenshot;

    LobbyPage(WebDriver driver, String address) {
        this.driver = driver;
        this.wait = new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(50));
        driver.get(address);
    }

    /** Saves the next new-game form, filled in, as NAME.png before starting. */
    LobbyPage screenshotForm(String name) {
        formScreenshot = name;
        return this;
    }

    /** Waits until the cards of at least {@code n} games are drawn (pictures included). */
    LobbyPage waitForGames(int n) {
        wait.withMessage("the lobby did not show " + n + " game cards")
                .until(d -> d.findElements(By.cssSelector(".card svg.picture > *")).size() > 0
                        && d.findElements(By.cssSelector(".card")).size() >= n);
        return this;
    }

    /** The names on the game cards, in the lobby's order. */
    List<String> gameNames() {
        return driver.findElements(By.cssSelector(".card h2")).stream().map(WebElement::getText).toList();
    }

    /**
     * Opens the new-game form of the game named {@code game}, sets {@code options} (key → value),
     * sets each seat ("human", "invite" or "ai:PLAYER") and starts. Waits until the browser is on
     * the table page (a seat of this browser's, or the computer at every seat), or (seats invited
     * and none of this browser's) until the invitation links are shown.
     */
    void create(String game, Map<String, String> options, String... seats) {
        WebElement card = driver.findElements(By.cssSelector(".card")).stream()
                .filter(c -> c.findElement(By.tagName("h2")).getText().equals(game))
                .findFirst().orElseThrow(() -> new AssertionError("no card for " + game + " in the lobby: " + gameNames()));
        card.findElement(By.tagName("button")).click();
        WebElement dialog = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("new-game")));
        awaitSettled(game); // the game's own answer about the form (its defaults, its ranges) is in
        options.forEach((key, value) -> {
            WebElement input = dialog.findElement(By.cssSelector("#options [data-key='" + key + "']"));
            if (input.getTagName().equals("select")) {
                new Select(input).selectByValue(value);
            } else {
                // as a person does: select what is there and type over it. The first key marks the
                // field as the person's, so the game's answers never refill it from then on (a
                // clear() leaves it empty and untouched: an answer could fill it before the keys)
                input.sendKeys(Keys.chord(Keys.CONTROL, "a"), value);
            }
            wait.withMessage(() -> "the form's " + key + " shows '" + input.getAttribute("value") + "', not the '" + value + "' typed")
                    .until(d -> value.equals(input.getAttribute("value")));
        });
        for (int i = 0; i < seats.length; i++) {
            new Select(dialog.findElement(By.cssSelector("#seats select[data-seat='" + i + "']"))).selectByValue(seats[i]);
        }
        awaitSettled(game);
        if (formScreenshot != null) {
            Browsers.screenshot(driver, formScreenshot);
            formScreenshot = null;
        }
        dialog.findElement(By.id("start")).click();
        // the computer at every seat: the browser watches (issue 46, item 25), with the spectators' token
        boolean mine = List.of(seats).contains("human") || List.of(seats).stream().allMatch(x -> x.startsWith("ai:"));
        if (mine) {
            wait.withMessage(() -> "starting " + game + " did not open its table; the form says: '" + formError() + "'")
                    .until(ExpectedConditions.urlContains("table.html#"));
        } else {
            wait.withMessage(() -> "starting " + game + " showed no invitation links; the form says: '" + formError() + "'").until(d -> !d.findElements(By.cssSelector("#invites")).isEmpty()
                    && d.findElement(By.id("invites")).isDisplayed());
        }
    }

    /** Waits until every change to the form has been checked by the host and answered. */
    private void awaitSettled(String game) {
        wait.withMessage(() -> "the new-game form of " + game + " was not checked by the host; it says: '" + formError() + "'")
                .until(d -> "yes".equals(d.findElement(By.id("new-game-form")).getAttribute("data-settled")));
    }

    private String formError() {
        return driver.findElements(By.id("form-error")).stream().map(e -> e.getAttribute("textContent")).findFirst().orElse("");
    }
}
