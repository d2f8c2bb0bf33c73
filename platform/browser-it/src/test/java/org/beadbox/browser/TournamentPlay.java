package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A live round robin of the Glass Bead Challenge (8×8) on the site, by clicks (issue 43): the first
 * account creates it on the Tournaments tab, adds a bot and starts it, two more join from its
 * page; every game is played from the pairing's Play link, each human making a move by clicks and
 * then the seat to move resigning (the fewest clicks that end a game). The creator's first tab
 * stays on the tournament's page, never reloaded: its standings must follow each result, and at
 * the end show the winner and the crosstable.
 */
final class TournamentPlay {

    private final String address;
    private final Map<String, SitePage> players;
    private final SitePage creator;
    private final Random random = new Random(43);
    private String follow;
    private String play;

    TournamentPlay(String address, SitePage creator, List<SitePage> others) {
        this.address = address;
        this.creator = creator;
        this.players = new java.util.LinkedHashMap<>();
        players.put(creator.name(), creator);
        others.forEach(p -> players.put(p.name(), p));
    }

    private static WebDriverWait waiting(WebDriver d, int seconds, String what) {
        WebDriverWait w = new WebDriverWait(d, Duration.ofSeconds(seconds), Duration.ofMillis(50));
        w.withMessage(what);
        w.ignoring(org.openqa.selenium.StaleElementReferenceException.class); // the page draws its lists anew on each change
        return w;
    }

    /** Creates, fills and starts the tournament; its id. */
    long create(String bot) {
        WebDriver d = creator.driver();
        d.get(address + "tournaments");
        waiting(d, 30, "the Tournaments tab did not show its form").until(x -> x.findElement(By.id("tournament-form")).isDisplayed());
        d.findElement(By.id("tournament-name")).sendKeys("Club <b>night</b>");
        new Select(d.findElement(By.id("tournament-game"))).selectByVisibleText("Glass Bead Challenge");
        var size = d.findElement(By.cssSelector("#tournament-options [data-key=size]"));
        if (size.getTagName().equals("select")) {
            new Select(size).selectByValue("8");
        } else {
            size.clear();
            size.sendKeys("8");
        }
        new Select(d.findElement(By.id("tournament-format"))).selectByValue("round-robin");
        new Select(d.findElement(By.id("tournament-time"))).selectByValue("live:5+3");
        var max = d.findElement(By.id("tournament-max"));
        max.clear();
        max.sendKeys("4");
        d.findElement(By.id("create-tournament")).click();
        new WebDriverWait(d, Duration.ofSeconds(30), Duration.ofMillis(50))
                .withMessage(() -> "not sent to the new tournament's page: " + d.findElements(By.id("create-error")).stream()
                        .map(e -> e.getText()).findFirst().orElse("(at " + d.getCurrentUrl() + ")"))
                .until(x -> x.getCurrentUrl().matches(".*/tournament/\\d+$") && !x.findElements(By.id("add-bot")).isEmpty());
        long id = Long.parseLong(d.getCurrentUrl().replaceAll(".*/", ""));
        assertEquals("Club <b>night</b>", d.findElement(By.id("t-name")).getText(), "the name shown as written, as text");
        ((JavascriptExecutor) d).executeScript("window.neverReloaded = true;");
        d.findElement(By.id("bot-name")).sendKeys(bot);
        d.findElement(By.id("add-bot")).click();
        awaitText(d, "#standings", bot);
        for (SitePage p : players.values()) {
            if (p != creator) {
                p.driver().get(address + "tournament/" + id);
                waiting(p.driver(), 30, p.name() + ": no Join button").until(x -> x.findElements(By.id("join")).stream().findFirst().orElse(null)).click();
                awaitText(d, "#standings", p.name());
            }
        }
        d.findElement(By.id("start")).click();
        waiting(d, 30, "the first round did not show").until(x -> !x.findElements(By.cssSelector(".round[data-round='1'] tr[data-table]")).isEmpty());
        follow = d.getWindowHandle();
        d.switchTo().newWindow(WindowType.TAB); // the creator plays in a second tab; the first follows the tournament
        play = d.getWindowHandle();
        d.get(address + "tournament/" + id); // the play tab starts on the page too (its API calls need the site's origin)
        return id;
    }

    private static void awaitText(WebDriver d, String css, String text) {
        waiting(d, 30, "the page never showed '" + text + "' in " + css).until(x -> x.findElements(By.cssSelector(css)).stream()
                .anyMatch(e -> e.getText().contains(text)));
    }

    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> games(long id) {
        return (List<Map<String, Object>>) creator.api("/api/tournaments/" + id).get("games");
    }

    /** Plays every round to the end; the standings' points after each round, as the creator's page showed them. */
    List<Double> playAll(long id, int rounds) {
        List<Double> shown = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            int r = round;
            List<Map<String, Object>> games = waiting(creator.driver(), 60, "round " + r + " was not paired").until(x -> {
                List<Map<String, Object>> g = games(id).stream().filter(m -> ((Number) m.get("round")).intValue() == r).toList();
                return g.isEmpty() ? null : g;
            });
            for (Map<String, Object> g : games) {
                @SuppressWarnings("unchecked")
                List<String> names = (List<String>) g.get("players");
                if (names.size() == 2) {
                    playOne(String.valueOf(g.get("play")), names);
                }
            }
            int done = 2 * round;
            WebDriver d = creator.driver();
            d.switchTo().window(follow);
            double total = waiting(d, 60, "the standings did not follow round " + round + " without a reload").until(x -> {
                double sum = ((Number) ((JavascriptExecutor) x).executeScript("return [...document.querySelectorAll('#standings td.points')]"
                        + ".reduce((s, td) => s + Number(td.textContent.replace('½', '.5')), 0);")).doubleValue();
                return sum == done ? sum : null;
            });
            shown.add(total);
            d.switchTo().window(play);
        }
        return shown;
    }

    /** One game: each human seat makes a move by clicks, then the seat to move resigns (a human's). */
    private void playOne(String playPath, List<String> names) {
        List<TablePage> pages = new ArrayList<>();
        for (String n : names) {
            SitePage p = players.get(n);
            if (p == null) {
                pages.add(null); // the bot
                continue;
            }
            WebDriver d = p.driver();
            if (p == creator) {
                d.switchTo().window(play);
            }
            d.get(address + playPath.substring(1));
            pages.add(new TablePage(d, n));
        }
        List<TablePage> toMove = new ArrayList<>(pages.stream().filter(java.util.Objects::nonNull).toList());
        while (!toMove.isEmpty()) { // each human makes one move by clicks, in the game's order
            TablePage t = awaitTurn(toMove);
            t.playMove(random);
            toMove.remove(t);
        }
        TablePage resigner = awaitTurn(pages.stream().filter(java.util.Objects::nonNull).toList());
        resigner.resign();
        for (TablePage t : pages) {
            if (t != null) {
                t.awaitResult(Duration.ofSeconds(30));
            }
        }
    }

    /** The first of {@code pages} whose turn it is (its board offers places to click), as soon as one's is. */
    private static TablePage awaitTurn(List<TablePage> pages) {
        return new org.openqa.selenium.support.ui.FluentWait<>(pages).withTimeout(Duration.ofSeconds(60)).pollingEvery(Duration.ofMillis(100))
                .withMessage("no player's turn came").until(list -> list.stream().filter(TournamentPlay::turn).findFirst().orElse(null));
    }

    private static boolean turn(TablePage t) {
        return Boolean.TRUE.equals(((JavascriptExecutor) t.driver()).executeScript(
                "return document.getElementById('result').hidden && document.querySelector('#board .step') !== null;"));
    }

    /** The creator's following tab at the end: never reloaded, the winner and the crosstable shown. */
    void finished(long id) {
        WebDriver d = creator.driver();
        d.switchTo().window(follow);
        String winner = waiting(d, 60, "the page did not show the winner").until(x -> {
            var w = x.findElements(By.id("t-winner"));
            return w.isEmpty() ? null : w.get(0).getText();
        });
        assertEquals(Boolean.TRUE, ((JavascriptExecutor) d).executeScript("return window.neverReloaded === true;"), "the page was reloaded");
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> standings = (List<Map<String, Object>>) creator.api("/api/tournaments/" + id).get("standings");
        assertTrue(winner.contains(String.valueOf(standings.get(0).get("name"))), winner + " vs " + standings);
        JavascriptExecutor js = (JavascriptExecutor) d;
        assertEquals(4L, js.executeScript("return document.querySelectorAll('#crosstable tbody tr').length;"), "one crosstable row a player");
        assertEquals(12L, js.executeScript("return [...document.querySelectorAll('#crosstable tbody td.num:not(:first-child)')].filter(td =>"
                + " ['1', '0', '½'].includes(td.textContent) && !td.classList.contains('points')).length;"),
                "each of the 6 games twice in the crosstable (the points column aside)");
        Browsers.screenshot(d, "server-tournament-finished");
        d.findElement(By.id("crosstable")).getLocation();
        ((JavascriptExecutor) d).executeScript("document.getElementById('cross-section').scrollIntoView();");
        Browsers.screenshot(d, "server-tournament-crosstable");
    }
}
