package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.beadbox.launcher.ClusterRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.json.Json;

/**
 * A player's page on a node that dies comes back by itself (issue 35): a throwaway PostgreSQL,
 * two real {@code ./beadbox server --node} processes and Debian's nginx on loopback (the
 * launcher's {@link ClusterRun}, as {@code tools/cluster} starts them). An account registers on
 * the lobby page through nginx and opens a Glass Bead Game for a friend without an account with
 * the lobby's form; the friend opens the link in a second Chromium. They play the first moves of
 * {@link GlassBeadGameLine} by clicking; then the node that owns the table ({@code table_owner})
 * is killed with {@code kill -9}. Both pages must say they are reconnecting, then come back by
 * themselves, never reloaded, on the same address, showing the same moves; the move played next
 * must reach the opponent's page, and the game is played to its end: both pages show the line
 * and its result, and the database holds every move once and the finished record.
 */
@Timeout(value = 300)
class NodeFailoverIT {

    private static final Duration WAIT = Duration.ofSeconds(60);
    /** How long the test waits for the pages to say they reconnect, and then to be back. */
    private static final Duration BACK = Duration.ofSeconds(40);
    /**
     * From the kill to both pages back, at the most: the lease runs out 4 to 6 s after the kill
     * (heartbeats 2 s apart, leases of 6 s), then the page's next try (table.js's RETRY_MS, at most
     * 5 s apart), with room for a try or two more on a loaded machine.
     */
    private static final double BACK_WITHIN_SECONDS = 20;
    /** How many moves are played before the owner is killed (South, whoever that is, to move after them). */
    private static final int BEFORE_KILL = 10;
    private static final String PASSWORD = "glass beads glow";
    private static final String MARK = "window.beadboxMark";

    @Test
    void aPageOnAKilledNodeComesBackByItselfAndTheGameGoesOn() throws Exception {
        Browsers.requireInstalled();
        long started = System.nanoTime();
        // Everything started here stops on every way out: the browsers in finally, the cluster with
        // the try (and, should the test JVM go first, by the hooks of ClusterRun, nginx and PostgreSQL).
        try (ClusterRun cluster = ClusterRun.start(2)) {
            System.out.printf("NodeFailoverIT: PostgreSQL, 2 nodes and nginx up in %.1f s%n", seconds(started));
            WebDriver annBrowser = Browsers.open();
            WebDriver guestBrowser = null;
            try {
                SitePage ann = SitePage.register(annBrowser, cluster.site() + "/", "ann", PASSWORD);
                String link = ann.openGuestTable("Glass Bead Game");
                TablePage host = ann.goToSeat();
                guestBrowser = Browsers.open();
                TablePage guest = TablePage.open(guestBrowser, link, "guest");
                String table = tableId(host.url());
                assertEquals(table, tableId(link), "the friend's link is of the same table");
                playAcrossTheFailover(cluster, table, host, guest);
            } finally {
                Browsers.quit(guestBrowser);
                Browsers.quit(annBrowser);
            }
        }
        System.out.printf("NodeFailoverIT: %d s in all%n", Math.round(seconds(started)));
    }

    /**
     * The line's first {@value #BEFORE_KILL} moves, the failover, the next move (it must reach the
     * opponent's page), then the rest of the game to its end.
     */
    private static void playAcrossTheFailover(ClusterRun cluster, String table, TablePage host, TablePage guest) throws Exception {
        TablePage south = host.awaitPly(0, WAIT).equals("this") ? host : guest;
        TablePage north = south == host ? guest : host;
        List<String> line = GlassBeadGameLine.MOVES;
        play(line, 0, BEFORE_KILL, south, north);

        failover(cluster, table, List.of(south, north), line.subList(0, BEFORE_KILL));

        TablePage other = BEFORE_KILL % 2 == 0 ? north : south;
        play(line, BEFORE_KILL, BEFORE_KILL + 1, south, north);
        other.awaitPly(BEFORE_KILL + 1, WAIT);
        assertEquals(line.subList(0, BEFORE_KILL + 1), other.moves(), "the move played after the failover reached the opponent's page");
        play(line, BEFORE_KILL + 1, line.size(), south, north);
        theEnd(cluster, table, line, south, north);
    }

    /**
     * Kills the table's owner; both pages must say they are reconnecting, then be back by
     * themselves with the moves played before, the table now owned by the other node.
     * Screenshots of the page to move while it reconnects and once it is back.
     */
    private static void failover(ClusterRun cluster, String table, List<TablePage> pages, List<String> before) throws Exception {
        String owner = cluster.owner(table);
        assertNotNull(owner, "a node holds the lease of table " + table);
        long epoch = cluster.epoch(table);
        List<String> urls = pages.stream().map(TablePage::url).toList();
        pages.forEach(p -> ((JavascriptExecutor) p.driver()).executeScript(MARK + " = 'not reloaded';"));
        TablePage first = pages.get(0);
        List<?> clock = (List<?>) first.awaitInPage("const f = document.querySelector('.clock.running');"
                + "return f ? [f.dataset.clock, f.textContent] : null;", WAIT, () -> "the clock of the seat to move running");
        long killed = System.nanoTime();
        cluster.kill(owner);
        System.out.println("NodeFailoverIT: killed " + owner + " (kill -9), the owner of table " + table + ", after " + before.size() + " moves");
        String said = (String) first.awaitInPage("const s = document.getElementById('status').textContent;"
                + "return s.includes('reconnecting') ? s : null;", BACK, () -> "the status to say it is reconnecting");
        Browsers.screenshot(first.driver(), "web-node-failover-reconnecting");
        System.out.println("NodeFailoverIT: the page says '" + said + "'");
        for (TablePage p : pages) {
            p.awaitInPage("const e = document.getElementById('status');"
                    + "return e.dataset.lost && e.textContent === 'playing' && !e.classList.contains('error') ? 'back' : null;",
                    BACK, () -> "the page back by itself after " + owner + " was killed");
        }
        double back = seconds(killed);
        System.out.printf("NodeFailoverIT: both pages back by themselves %.1f s after the kill%n", back);
        assertTrue(back < BACK_WITHIN_SECONDS, "both pages back within " + BACK_WITHIN_SECONDS + " s of the kill: " + back + " s");
        assertSamePages(pages, urls, before);
        assertNotCharged(first, clock, back, before.size());
        Browsers.screenshot(first.driver(), "web-node-failover-back");
        String survivor = cluster.owner(table);
        assertTrue(survivor != null && !survivor.equals(owner), "the other node owns the table now: " + survivor);
        assertTrue(cluster.epoch(table) > epoch, "the lease changed hands (its epoch grew from " + epoch + "): " + cluster.epoch(table));
        // "node N took table ID over" (its socket's claim), or its sweep's "node N took 3 tables over in …", which the
        // sweep says once it has reopened the tables no player came back to (3 s after its claim): it may come after the pages.
        Pattern took = Pattern.compile("took (table " + Pattern.quote(table) + "|\\d+ tables?) over");
        long saidBy = System.currentTimeMillis() + 20_000;
        while (!took.matcher(cluster.log(survivor)).find() && System.currentTimeMillis() < saidBy) {
            Thread.sleep(200);
        }
        assertTrue(took.matcher(cluster.log(survivor)).find(), survivor + " says it took the table over:\n" + cluster.log(survivor));
        assertEquals(before, cluster.moves(table), "the database holds the moves played before the kill, each once");
    }

    /** Each page back is the page it was (never reloaded), at the same address, with the moves played before. */
    private static void assertSamePages(List<TablePage> pages, List<String> urls, List<String> before) {
        for (int i = 0; i < pages.size(); i++) {
            TablePage p = pages.get(i);
            assertEquals("not reloaded", ((JavascriptExecutor) p.driver()).executeScript("return " + MARK + " || null;"),
                    "the page came back by itself, never reloaded");
            assertEquals(urls.get(i), p.url(), "the page is at the same address");
            p.awaitPly(before.size(), WAIT);
            assertEquals(before, p.moves(), "the page back shows the moves played before the kill");
            assertEquals("", p.error(), "no error on the page back");
        }
    }

    /**
     * The seat to move ({@code page}'s, its clock {@code atKill}: [seat, face]) is not charged the
     * time the table had no owner: once back, its clock shows at most 3 s less than at the kill.
     */
    private static void assertNotCharged(TablePage page, List<?> atKill, double outage, int ply) {
        page.awaitTurnAt(ply, WAIT);
        String after = (String) ((JavascriptExecutor) page.driver()).executeScript(
                "return document.querySelector('.clock[data-clock=\"' + arguments[0] + '\"]').textContent;", atKill.get(0));
        System.out.printf("NodeFailoverIT: the clock of the seat to move showed %s at the kill, %s once back%n", atKill.get(1), after);
        assertTrue(clockSeconds(after) >= clockSeconds((String) atKill.get(1)) - 3, "the time without an owner (" + Math.round(outage)
                + " s) is not charged to the seat to move: its clock showed " + atKill.get(1) + " at the kill, " + after + " once back");
    }

    /** Both pages show the whole line and its result; the database has every move once and the finished record. */
    private static void theEnd(ClusterRun cluster, String table, List<String> line, TablePage south, TablePage north) throws Exception {
        for (TablePage p : List.of(south, north)) {
            p.awaitResult(WAIT);
            assertEquals(line, p.moves(), "the page shows the whole game");
            assertEquals("Game over: " + GlassBeadGameLine.RESULT, p.result(), "the page shows the result of the game's rules");
            assertEquals("", p.error(), "no move was refused");
        }
        assertEquals(line, cluster.moves(table), "the database holds every move, each once, those before the kill too");
        assertEquals("finished", cluster.state(table));
        Map<String, Object> record = new Json().toType(cluster.record(table), Json.MAP_TYPE);
        assertEquals(line, record.get("moves"), "the filed record holds every move");
        assertEquals(GlassBeadGameLine.RESULT, ((Map<?, ?>) record.get("result")).get("summary"), "the record's result");
    }

    /** Plays the line's moves {@code from} to {@code to} (exclusive), South's on South's page and North's on North's. */
    private static void play(List<String> line, int from, int to, TablePage south, TablePage north) {
        for (int ply = from; ply < to; ply++) {
            TablePage mover = ply % 2 == 0 ? south : north;
            mover.awaitTurnAt(ply, WAIT);
            mover.playSteps(GlassBeadGameLine.steps(line.get(ply)), ply, entered -> { });
        }
    }

    /** A clock face's "10:17" (or "1:02:03") in seconds. */
    private static int clockSeconds(String face) {
        int seconds = 0;
        for (String part : face.trim().split(":")) {
            seconds = seconds * 60 + (int) Double.parseDouble(part);
        }
        return seconds;
    }

    /** The table's id in a table page's address: {@code …/table.html#ID.TOKENS}. */
    private static String tableId(String url) {
        String fragment = url.substring(url.indexOf('#') + 1);
        return fragment.contains(".") ? fragment.substring(0, fragment.indexOf('.')) : fragment;
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }
}
