package org.beadbox.browser;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The server's own pages (/lobby, /home, /profile/NAME, /players) as a player uses them: the login
 * form, the seek form, the list of seeks with its Accept buttons, the list of games, the players' search.
 */
final class SitePage {

    private final WebDriver driver;
    private final String address;
    private final String who;
    private final WebDriverWait wait;

    private SitePage(WebDriver driver, String address, String who) {
        this.driver = driver;
        this.address = address;
        this.who = who;
        this.wait = new WebDriverWait(driver, Duration.ofSeconds(30), Duration.ofMillis(50));
    }

    /** Opens the lobby and registers {@code name} with the page's form; waits for the lobby to show. */
    static SitePage register(WebDriver driver, String address, String name, String password) {
        SitePage p = new SitePage(driver, address, name);
        driver.get(address + "lobby");
        p.wait.withMessage(name + ": no login form").until(d -> d.findElement(By.id("login")).isDisplayed());
        driver.findElement(By.id("login-name")).sendKeys(name);
        driver.findElement(By.id("login-password")).sendKeys(password);
        driver.findElement(By.id("register-button")).click();
        p.wait.withMessage(name + ": the lobby did not show after registering").until(d -> d.findElement(By.id("seek-form")).isDisplayed());
        return p;
    }

    /** Logs in on the lobby's form (after a restart, a new browser). */
    static SitePage login(WebDriver driver, String address, String name, String password) {
        SitePage p = new SitePage(driver, address, name);
        driver.get(address + "lobby");
        p.wait.withMessage(name + ": no login form").until(d -> d.findElement(By.id("login")).isDisplayed());
        driver.findElement(By.id("login-name")).sendKeys(name);
        driver.findElement(By.id("login-password")).sendKeys(password);
        driver.findElement(By.id("login-button")).click();
        p.wait.withMessage(name + ": the lobby did not show after logging in").until(d -> d.findElement(By.id("seek-form")).isDisplayed());
        return p;
    }

    WebDriver driver() {
        return driver;
    }

    /** The account's name. */
    String name() {
        return who;
    }

    /** Opens the lobby and waits for its seek form. */
    void lobby() {
        driver.get(address + "lobby");
        wait.withMessage(who + ": the lobby did not show").until(d -> !d.findElements(By.id("seek-game")).isEmpty());
    }

    /**
     * Posts a seek with the form: the game by its name, its options, the time ("live:10+5",
     * "days:3", or "custom:3+2" typed in the custom clock's fields), rated or not, and for whom
     * (null: anyone).
     */
    void postSeek(String game, Map<String, String> options, String time, boolean rated, String forName) {
        new Select(driver.findElement(By.id("seek-game"))).selectByVisibleText(game);
        for (Map.Entry<String, String> o : options.entrySet()) {
            WebElement input = driver.findElement(By.cssSelector("#seek-options [data-key='" + o.getKey() + "']"));
            if (input.getTagName().equals("select")) {
                new Select(input).selectByValue(o.getValue());
            } else {
                input.clear();
                input.sendKeys(o.getValue());
            }
        }
        chooseTime(time);
        new Select(driver.findElement(By.id("seek-rated"))).selectByValue(Boolean.toString(rated));
        WebElement to = driver.findElement(By.id("seek-for"));
        to.clear();
        if (forName != null) {
            to.sendKeys(forName);
        }
        driver.findElement(By.id("post-seek")).click();
        // A seek sent to a bot may be taken before the list shows it: the page is then sent to the table.
        wait.withMessage(who + ": the seek did not show in the list; the page says: "
                + driver.findElements(By.id("seek-error")).stream().map(WebElement::getText).findFirst().orElse("(nothing)")
                + "; at " + driver.getCurrentUrl()).until(d -> d.getCurrentUrl().contains("table.html#")
                || !d.findElements(By.cssSelector("#seeks tr[data-seek]")).isEmpty());
    }

    /** Chooses the seek's time: a preset by its value, or "custom:M+S" typed in the custom fields. */
    private void chooseTime(String time) {
        if (!time.startsWith("custom:")) {
            new Select(driver.findElement(By.id("seek-time"))).selectByValue(time);
            return;
        }
        new Select(driver.findElement(By.id("seek-time"))).selectByValue("custom");
        String[] clock = time.substring("custom:".length()).split("\\+");
        WebElement base = wait.withMessage(who + ": no custom clock fields").until(d -> {
            WebElement b = d.findElement(By.id("seek-base"));
            return b.isDisplayed() ? b : null;
        });
        base.clear();
        base.sendKeys(clock[0]);
        WebElement increment = driver.findElement(By.id("seek-increment"));
        increment.clear();
        increment.sendKeys(clock[1]);
    }

    /** Posts a seek of the form's game with the custom clock "M+S" the server refuses; the refusal the page shows. */
    String refusedSeek(String clock) {
        ((JavascriptExecutor) driver).executeScript("document.getElementById('seek-error').textContent = '';");
        chooseTime("custom:" + clock);
        driver.findElement(By.id("post-seek")).click();
        return wait.withMessage(who + ": no refusal of the clock " + clock).until(d -> {
            String e = d.findElement(By.id("seek-error")).getText();
            return e.isEmpty() ? null : e;
        });
    }

    /** The games the seek form offers, by name, as the lobby page shows them now. */
    List<String> gameChoices() {
        return options("seek-game");
    }

    /** The games the lobby's filter offers, by name, "All games" first, as the page shows them now. */
    List<String> filterChoices() {
        return options("filter");
    }

    /**
     * The options of the select {@code id}, read in one script: the page rebuilds its game lists
     * as installed games change, and reading the options one by one could meet one just replaced.
     */
    @SuppressWarnings("unchecked")
    private List<String> options(String id) {
        return (List<String>) ((JavascriptExecutor) driver).executeScript(
                "return [...document.getElementById(arguments[0]).options].map(o => o.text.trim());", id);
    }

    /**
     * Marks the page open now, for {@link #stillSamePage()}: a mark the browser forgets when the
     * page is loaded again.
     */
    void markPage() {
        ((JavascriptExecutor) driver).executeScript("window.beadboxMark = 'not reloaded';");
    }

    /** Whether the page marked by {@link #markPage()} is still the one open, never reloaded. */
    boolean stillSamePage() {
        return "not reloaded".equals(((JavascriptExecutor) driver).executeScript("return window.beadboxMark || null;"));
    }

    /** The ids of the games GET /api/games lists. */
    @SuppressWarnings("unchecked")
    List<String> apiGames() {
        List<Map<String, Object>> games = (List<Map<String, Object>>) api("/api/games").get("games");
        if (games == null) {
            throw new AssertionError(who + ": GET /api/games answered no list of games");
        }
        return games.stream().map(g -> (String) g.get("id")).toList();
    }

    /** Waits until the list shows {@code n} seeks. */
    void awaitSeeks(int n) {
        wait.withMessage(who + ": the lobby does not show " + n + " seeks").until(d -> d.findElements(By.cssSelector("#seeks tr[data-seek]")).size() == n);
    }

    /** Waits until the list shows a seek by {@code poster}. */
    void awaitSeekBy(String poster) {
        wait.withMessage(who + ": no seek by " + poster + " in the lobby").until(d -> d.findElements(By.cssSelector("#seeks tr[data-seek]"))
                .stream().anyMatch(r -> r.getText().startsWith(poster)));
    }

    /** Accepts the first seek by {@code poster} of {@code game} (its name); waits until the browser is at the table. */
    TablePage accept(String poster, String game) {
        awaitSeekBy(poster);
        WebElement row = wait.withMessage(who + ": no seek of " + game + " by " + poster).until(d -> d.findElements(
                By.cssSelector("#seeks tr[data-seek]")).stream().filter(r -> r.getText().startsWith(poster) && r.getText().contains(game))
                .findFirst().orElse(null));
        row.findElement(By.cssSelector("button.accept")).click();
        return awaitTable();
    }

    /**
     * Opens a casual table for a friend without an account with the lobby's form ("Invite a
     * friend"): the game by its name, its default options and clock; returns the link the page
     * shows to send to the friend. The browser stays on the lobby ({@link #goToSeat()} goes on).
     */
    String openGuestTable(String game) {
        new Select(driver.findElement(By.id("guest-game"))).selectByVisibleText(game);
        driver.findElement(By.id("open-guest-table")).click();
        return wait.withMessage(who + ": no link for the friend; the page says: "
                + driver.findElements(By.id("guest-error")).stream().map(WebElement::getText).findFirst().orElse("(nothing)"))
                .until(d -> d.findElements(By.cssSelector("#guest-links input.link")).stream().map(i -> i.getAttribute("value"))
                        .filter(v -> v != null && v.contains("table.html#")).findFirst().orElse(null));
    }

    /** Follows "Go to your seat" after {@link #openGuestTable}; waits until the table page shows. */
    TablePage goToSeat() {
        driver.findElement(By.id("guest-go")).click();
        return awaitTable();
    }

    /** Waits until this browser was sent to a table (after its seek was accepted, or it accepted one). */
    TablePage awaitTable() {
        new WebDriverWait(driver, Duration.ofSeconds(60), Duration.ofMillis(100)).withMessage(who + ": never sent to the table")
                .until(d -> d.getCurrentUrl().contains("table.html#"));
        return new TablePage(driver, who);
    }

    /** A GET of the API from this browser (its cookie): the JSON answer as a map. */
    @SuppressWarnings("unchecked")
    Map<String, Object> api(String path) {
        Object r = ((JavascriptExecutor) driver).executeAsyncScript(
                "const done = arguments[arguments.length - 1];"
                        + "fetch(arguments[0]).then(r => r.json()).then(done, e => done({error: String(e)}));", path);
        return (Map<String, Object>) r;
    }

    /** Opens /home and waits until it lists the games. */
    List<WebElement> home() {
        driver.get(address + "home");
        return wait.withMessage(who + ": /home lists no game").until(d -> {
            List<WebElement> rows = d.findElements(By.cssSelector("#tables tr[data-table]"));
            return rows.isEmpty() ? null : rows;
        });
    }

    /** Opens a profile and waits until its ratings show. */
    String profile(String name) {
        driver.get(address + "profile/" + name);
        return wait.withMessage(who + ": the profile of " + name + " did not show").until(d -> {
            List<WebElement> r = d.findElements(By.cssSelector("#ratings"));
            return r.isEmpty() ? null : d.findElement(By.id("page")).getText();
        });
    }

    /**
     * Opens a profile and waits until its rating graph is drawn (issue 44): the SVG's points, the
     * newcomer's start first, then one per rated game, oldest first.
     */
    List<WebElement> ratingGraph(String name) {
        driver.get(address + "profile/" + name);
        return wait.withMessage(who + ": the profile of " + name + " drew no rating graph").until(d -> {
            List<WebElement> points = d.findElements(By.cssSelector("#rating-graph svg.rating-graph circle.point"));
            return points.isEmpty() ? null : points;
        });
    }

    /**
     * Opens /players, types {@code prefix} into the search as a player does (a key at a time) and
     * waits until every name listed starts with it; answers each row as its name, the text of its
     * cell for {@code game}'s rating, and its Challenge link (empty for one's own row), read at
     * once (the list is drawn again as people come and go).
     */
    @SuppressWarnings("unchecked")
    List<List<String>> searchPlayers(String prefix, String game) {
        driver.get(address + "players");
        WebElement input = wait.withMessage(who + ": /players has no search field").until(d -> d.findElement(By.id("players-prefix")));
        for (char c : prefix.toCharArray()) {
            input.sendKeys(String.valueOf(c));
        }
        return wait.withMessage(who + ": the players' search never listed only names starting with " + prefix).until(d -> {
            List<List<String>> rows = (List<List<String>>) ((JavascriptExecutor) d).executeScript(
                    "return [...document.querySelectorAll('#players tbody tr[data-player]')].map(r => [r.dataset.player,"
                            + " (r.querySelector('td[data-game=\"' + arguments[0] + '\"]') || {textContent: ''}).textContent,"
                            + " (r.querySelector('a.challenge') || {href: ''}).href]);", game);
            boolean all = !rows.isEmpty() && rows.stream().allMatch(r -> r.get(0).toLowerCase().startsWith(prefix));
            return all ? rows : null;
        });
    }

    /** The id of this account's table being played, as /home's API lists it. */
    @SuppressWarnings("unchecked")
    String playingTable() {
        List<Map<String, Object>> tables = (List<Map<String, Object>>) api("/api/home").get("tables");
        return tables.stream().filter(t -> "playing".equals(t.get("state"))).map(t -> (String) t.get("table")).findFirst()
                .orElseThrow(() -> new AssertionError(who + ": no table being played in " + tables));
    }

    /** This account's score in a finished table, from /home's API: 1 a win, 0 a loss, 0.5 a draw. */
    @SuppressWarnings("unchecked")
    double score(String table) {
        List<Map<String, Object>> tables = (List<Map<String, Object>>) api("/api/home").get("tables");
        String outcome = tables.stream().filter(t -> table.equals(t.get("table"))).map(t -> (String) t.get("outcome")).findFirst()
                .orElseThrow(() -> new AssertionError(who + ": table " + table + " is not among its games: " + tables));
        return switch (outcome) {
            case "win" -> 1;
            case "loss" -> 0;
            default -> 0.5;
        };
    }
}
