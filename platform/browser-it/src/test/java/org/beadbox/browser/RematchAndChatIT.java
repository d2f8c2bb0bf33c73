package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;

/**
 * Two browsers, host and guest, finish a short Glass Bead Game (two moves, then the host
 * resigns), chat (a line holding markup must show as that very text, run nothing and make no
 * element), and rematch: the guest declines the first offer, accepts the second, and both pages
 * move by themselves to their new seats at a new table, the colours swapped, the chat kept, the
 * host's page listing the guest's new link. Then (issue 46, item 2) the rematch's watchers' link
 * is opened on this same machine, 127.0.0.1, by a third browser that never opened the launcher's
 * link: it watches, with none of the host's controls (no seat's invitation link, no chat, no
 * "Start a rematch" once the game is over), while the host's own browser, opening the same link,
 * has them. The rematch ends drawn by agreement (issue 44, item 3): the guest declines the host's
 * offer, the host may not offer again at that move, the guest offers and the host accepts; the
 * watcher sees the offer without its buttons. Screenshots: {@code web-rematch} (the offer on the
 * guest's page), {@code web-chat} (the host's page in the rematch, chat lines showing), {@code
 * web-draw-offer} (the draw offer as the guest sees it), {@code web-watcher-not-host}.
 */
@Timeout(value = 240)
class RematchAndChatIT extends WithBeadbox {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final String MARKUP = "<script>window.pwned = 1</script><img src=x onerror=\"window.pwned = 2\"><b>gg</b>";

    @Test
    void finishChatAndRematch() {
        WebDriver hostBrowser = Browsers.open();
        WebDriver guestBrowser = null;
        WebDriver watcherBrowser = null;
        try {
            new LobbyPage(hostBrowser, beadbox.hostLink()).waitForGames(3).create("Glass Bead Game", Map.of(), "human", "invite");
            TablePage host = new TablePage(hostBrowser, "host");
            String link = host.inviteLink();
            guestBrowser = Browsers.open();
            TablePage guest = TablePage.open(guestBrowser, link, "guest");
            String oldHostUrl = hostBrowser.getCurrentUrl();

            host.awaitTurnAt(0, WAIT);
            host.playSteps(GlassBeadGameLine.steps(GlassBeadGameLine.MOVES.get(0)), 0, n -> { });
            guest.awaitTurnAt(1, WAIT);
            guest.playSteps(GlassBeadGameLine.steps(GlassBeadGameLine.MOVES.get(1)), 1, n -> { });

            say(guest, MARKUP);
            awaitLine(host, 1);
            assertEquals(MARKUP, lastLine(host), "the host's page shows the guest's markup as text");
            assertEquals(0L, count(host, "#chat-lines script, #chat-lines img, #chat-lines b"), "no element came of the markup");
            assertEquals(null, ((JavascriptExecutor) hostBrowser).executeScript("return window.pwned === undefined ? null : window.pwned;"),
                    "the markup ran nothing");
            say(host, "Good game! Again, with the colours swapped?");
            awaitLine(guest, 2);

            host.awaitTurnAt(2, WAIT);
            host.resign();
            guest.awaitResult(WAIT);

            click(host, "rematch-offer");
            awaitRematch(guest, "offered");
            assertEquals("South offers a rematch.", rematchText(guest));
            Browsers.screenshot(guestBrowser, "web-rematch");
            click(guest, "rematch-decline");
            awaitRematch(host, "declined");
            assertEquals("North declined the rematch.", rematchText(host));

            click(host, "rematch-offer");
            awaitRematch(host, "offered");
            assertEquals("Rematch offered: waiting for North…", rematchText(host));
            awaitRematch(guest, "offered");
            click(guest, "rematch-accept");

            TablePage guest2 = moved(guest, link);
            TablePage host2 = moved(host, oldHostUrl);
            assertEquals("North (you)", seatName(host2, 1), "the host plays the other colour");
            assertEquals("South (you)", seatName(guest2, 0), "and so does the guest");
            guest2.awaitTurnAt(0, WAIT); // South, the guest now, opens the new game
            assertEquals(List.of(), host2.moves(), "a new game");
            String newLink = host2.inviteLink();
            assertEquals(guestBrowser.getCurrentUrl(), newLink, "the host's page lists the guest's new link");
            assertNotEquals(link, newLink);
            awaitLine(host2, 2);
            awaitLine(guest2, 2);
            assertEquals(MARKUP, ((JavascriptExecutor) hostBrowser).executeScript(
                    "return document.querySelectorAll('#chat-lines .chat-text')[0].textContent;"), "the chat is kept");
            assertEquals("Rematch: the colours are swapped", guestBrowser.findElement(By.cssSelector("#chat-lines .chat-note")).getText(),
                    "a note marks where the rematch began");
            say(guest2, "Deal. You'll regret it ;)");
            awaitLine(host2, 3);
            Browsers.screenshot(hostBrowser, "web-chat");
            assertEquals("", host2.error() + guest2.error(), "nothing was refused");

            // Issue 46, item 2: the watchers' link, opened on 127.0.0.1 by a browser without the host's cookie.
            String watch = watchLink(host2);
            watcherBrowser = Browsers.open();
            TablePage watcher = TablePage.open(watcherBrowser, watch, "a watcher on this machine");
            assertTrue(watcherBrowser.getCurrentUrl().startsWith("http://127.0.0.1:"), watcherBrowser.getCurrentUrl());
            watcher.awaitInPage("return document.getElementById('status').textContent.includes('watching') ? 'yes' : null;", WAIT,
                    () -> "the watcher's status 'watching'");
            assertEquals(0L, (Long) script(watcher, "return document.querySelectorAll('#invites > *').length;"),
                    "no seat's link, no watchers' link on a guest's page: " + watcher.text());
            assertFalse(watcher.text().contains("Invite "), watcher.text());
            assertEquals(0L, count(watcher, ".give-back"), "no Give back");
            assertEquals(Boolean.TRUE, script(watcher, "return document.getElementById('chat-form').hidden;"), "a watcher does not chat");
            // Issue 44, item 3: the rematch ends drawn by agreement, after one offer declined.
            click(host2, "draw");
            awaitDraw(guest2, "offered");
            assertEquals("North offers a draw.", drawText(guest2));
            Browsers.screenshot(guestBrowser, "web-draw-offer");
            click(guest2, "draw-decline");
            awaitDraw(host2, "declined");
            assertEquals("South declined the draw.", drawText(host2));
            click(host2, "draw");
            host2.awaitInPage("return document.getElementById('error').textContent.includes('at this move already') ? 'yes' : null;",
                    WAIT, () -> "one offer per player per move");
            click(guest2, "draw");
            awaitDraw(host2, "offered");
            assertEquals("South offers a draw.", drawText(host2));
            awaitDraw(watcher, "offered");
            assertEquals(0L, (Long) script(watcher, "return [...document.querySelectorAll('#draw-accept, #draw-decline, #draw')]"
                    + ".filter(b => b.offsetParent !== null).length;"), "a watcher neither offers nor answers");
            click(host2, "draw-accept");
            watcher.awaitResult(WAIT);
            guest2.awaitResult(WAIT);
            assertEquals("Game over: Drawn by agreement", guest2.result());
            assertEquals("The players agreed a draw.", drawText(watcher));
            assertEquals(0L, count(watcher, "#rematch-start"), "no Start a rematch: " + watcher.text());
            assertEquals(Boolean.TRUE, script(watcher, "return document.getElementById('rematch').hidden;"), "no rematch box at all");
            Browsers.screenshot(watcherBrowser, "web-watcher-not-host");
            // The host's own browser opening the same link is the host: the cookie decides, not the address.
            TablePage hostWatching = TablePage.open(hostBrowser, watch, "the host watching");
            hostWatching.awaitInPage("return document.querySelectorAll('#invites > *').length > 0 ? 'yes' : null;", WAIT,
                    () -> "the host's page listing the links");
            hostWatching.awaitInPage("const b = document.getElementById('rematch-start'); return b && b.offsetParent !== null ? 'yes' : null;",
                    WAIT, () -> "the host's Start a rematch");

            assertFalse(beadbox.printed("Exception"), "Beadbox printed no exception: " + beadbox.output());
        } finally {
            Browsers.quit(watcherBrowser);
            Browsers.quit(guestBrowser);
            Browsers.quit(hostBrowser);
        }
    }

    private static Object script(TablePage page, String js) {
        return ((JavascriptExecutor) page.driver()).executeScript(js);
    }

    /** The watchers' link the host's page lists ("Watch: URL"). */
    private static String watchLink(TablePage host) {
        String text = host.text();
        int at = text.indexOf("Watch: ");
        assertTrue(at >= 0, "the host's page lists no watchers' link: " + text);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("https?://\\S+/table\\.html#[A-Za-z0-9_.,-]+").matcher(text.substring(at));
        assertTrue(m.find(), text);
        return m.group();
    }

    private static void say(TablePage page, String text) {
        WebElement input = page.driver().findElement(By.id("chat-input"));
        input.sendKeys(text);
        page.driver().findElement(By.cssSelector("#chat-form button")).click();
    }

    private static void awaitLine(TablePage page, int n) {
        page.awaitInPage("return document.querySelectorAll('#chat-lines .chat-line').length >= arguments[0] ? 'yes' : null;", WAIT,
                () -> n + " chat lines", n);
    }

    private static String lastLine(TablePage page) {
        return (String) ((JavascriptExecutor) page.driver()).executeScript(
                "const l = document.querySelectorAll('#chat-lines .chat-text'); return l[l.length - 1].textContent;");
    }

    private static long count(TablePage page, String css) {
        return page.driver().findElements(By.cssSelector(css)).size();
    }

    private static void click(TablePage page, String id) {
        page.awaitInPage("const b = document.getElementById(arguments[0]); return b && b.offsetParent !== null ? 'yes' : null;", WAIT,
                () -> "the button " + id, id);
        page.driver().findElement(By.id(id)).click();
    }

    private static void awaitRematch(TablePage page, String status) {
        page.awaitInPage("const r = document.getElementById('rematch'); return !r.hidden && r.dataset.status === arguments[0] ? 'yes' : null;",
                WAIT, () -> "the rematch " + status, status);
    }

    private static String rematchText(TablePage page) {
        return page.driver().findElement(By.cssSelector("#rematch .rematch-text")).getText();
    }

    private static void awaitDraw(TablePage page, String status) {
        page.awaitInPage("const r = document.getElementById('draw-box'); return !r.hidden && r.dataset.status === arguments[0] ? 'yes' : null;",
                WAIT, () -> "the draw offer " + status, status);
    }

    private static String drawText(TablePage page) {
        return page.driver().findElement(By.id("draw-text")).getText();
    }

    private static String seatName(TablePage page, int seat) {
        return page.driver().findElement(By.cssSelector("#seats .seat[data-seat='" + seat + "'] .seat-name")).getText();
    }

    /** Waits until the page has moved by itself from {@code from} to a new table, and its board is drawn. */
    private static TablePage moved(TablePage page, String from) {
        new org.openqa.selenium.support.ui.WebDriverWait(page.driver(), WAIT, Duration.ofMillis(50))
                .withMessage("the page did not move to the rematch")
                .until(d -> !d.getCurrentUrl().equals(from) && !d.findElements(By.cssSelector("#seats .seat .seat-name")).isEmpty()
                        && d.findElements(By.cssSelector("#moves li")).isEmpty());
        TablePage p = new TablePage(page.driver(), "after the rematch");
        p.awaitInPage("return [...document.querySelectorAll('#seats .seat-name')].some(e => e.textContent.includes('(you)')) ? 'yes' : null;",
                WAIT, () -> "its seat marked");
        return p;
    }
}
