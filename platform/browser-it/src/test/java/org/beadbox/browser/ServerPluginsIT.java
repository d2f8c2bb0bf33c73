package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.FluentWait;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A game plugin dropped into a running {@code ./beadbox server}'s {@code bundles/} folder, and
 * taken out again while a table of it is open, in real Chromium. The server runs from a copy of
 * the built runtime without BeadMaster and the greedy player in {@code system/}; the build's own
 * {@code beadbox-game-beadmaster.jar} is then copied into the Beadbox folder's {@code bundles/}
 * (as a person copies a file: it is read once it has been left alone for a second). It must
 * appear in GET /api/games, and in the seek form and the game filter of lobby pages left open,
 * without their being reloaded; two accounts open a table of it from a
 * seek and play two moves; the jar is deleted: both table pages must say the game was
 * uninstalled, their boards locked and their Take back and Resign disabled, and the game must
 * leave /api/games and the open lobby's form and filter, while the table stays among the
 * players' games. When the jar comes back the table opens again with its
 * moves and play goes on, each move and the end committed to the database's record. The greedy
 * player's jar dropped in the same way brings its bot account, greedy-bot, to the lobby.
 */
@Timeout(value = 300)
class ServerPluginsIT {

    private static final String PASSWORD = "correct horse battery";
    private static final String JAR = "beadbox-game-beadmaster.jar";
    private static final String AI_JAR = "beadbox-ai-greedy.jar";
    private static final String GAME = "beadmaster";
    /** How long a plugin may take to appear or go; the figures printed are the times measured. */
    private static final Duration HOT_DEPLOY = Duration.ofSeconds(20);

    private static Path runtime;
    private static BeadboxProcess server;

    @BeforeAll
    static void start() throws Exception {
        Browsers.requireInstalled();
        runtime = BeadboxProcess.runtimeWithout("system/" + JAR, "system/" + AI_JAR);
        server = BeadboxProcess.startServer(runtime);
    }

    @AfterAll
    static void stop() {
        try {
            if (server != null) {
                server.close();
                server = null;
            }
        } finally {
            if (runtime != null) {
                TempFolder.delete(runtime);
                runtime = null;
            }
        }
    }

    @Test
    void aGameDroppedIntoBundlesAppearsInTheLobbyAndTakingItOutLocksItsTableUntilItIsBack() throws Exception {
        WebDriver gilBrowser = Browsers.open();
        WebDriver hoyBrowser = null;
        WebDriver kitBrowser = null;
        try {
            hoyBrowser = Browsers.open();
            kitBrowser = Browsers.open();
            SitePage gil = SitePage.register(gilBrowser, server.address(), "gil", PASSWORD);
            SitePage hoy = SitePage.register(hoyBrowser, server.address(), "hoy", PASSWORD);
            // kit keeps the lobby open from before the game comes until after it goes, never reloaded.
            SitePage kit = SitePage.register(kitBrowser, server.address(), "kit", PASSWORD);
            assertFalse(gil.apiGames().contains(GAME), "BeadMaster is not installed yet: " + gil.apiGames());
            assertFalse(gil.gameChoices().contains("BeadMaster"), "the seek form does not offer BeadMaster yet: " + gil.gameChoices());
            assertFalse(kit.filterChoices().contains("BeadMaster"), "the filter does not offer BeadMaster yet: " + kit.filterChoices());
            gil.markPage();
            kit.markPage();

            Path jar = server.home().resolve("bundles").resolve(JAR);
            long appeared = drop(jar, gil);
            System.out.printf("hot deploy: BeadMaster in GET /api/games %d ms after its jar was copied into bundles/%n", appeared);
            long seen = awaitOpenLobby(gil, true);
            System.out.printf("hot deploy: BeadMaster in an open lobby's seek form %d ms after GET /api/games listed it%n", seen);
            awaitOpenLobby(kit, true);

            hoy.lobby();
            gil.postSeek("BeadMaster", Map.of("bars", "1111111/1111111", "quiet", "12"), "live:10+5", false, null);
            TablePage hoyTable = hoy.accept("gil", "BeadMaster");
            TablePage gilTable = gil.awaitTable();
            String table = gil.playingTable();
            Random random = new Random(38);
            assertFalse(TablePage.playBetween(gilTable, hoyTable, 0, 2, random, Duration.ofSeconds(60)), "two moves do not end BeadMaster");
            List<String> moves = gilTable.moves();

            locksWhenRemoved(jar, gil, kit, List.of(gilTable, hoyTable), table, moves);
            backWithItsMoves(jar, gil, hoy, table, moves, random);
        } finally {
            Browsers.quit(kitBrowser);
            Browsers.quit(hoyBrowser);
            Browsers.quit(gilBrowser);
        }
    }

    /**
     * Waits until the lobby page left open (never reloaded) offers BeadMaster in its seek form
     * and its filter, or offers it in neither; the milliseconds it took.
     */
    private static long awaitOpenLobby(SitePage lobby, boolean offered) {
        long started = System.nanoTime();
        // The page asks for the games with its refresh, every 4 s.
        new FluentWait<>(lobby).withTimeout(Duration.ofSeconds(10)).pollingEvery(Duration.ofMillis(100))
                .withMessage(() -> lobby.name() + "'s open lobby " + (offered ? "never offered" : "still offers") + " BeadMaster: form "
                        + lobby.gameChoices() + ", filter " + lobby.filterChoices())
                .until(p -> p.gameChoices().contains("BeadMaster") == offered && p.filterChoices().contains("BeadMaster") == offered);
        assertTrue(lobby.stillSamePage(), lobby.name() + "'s lobby learnt of the game without being reloaded");
        return (System.nanoTime() - started) / 1_000_000;
    }

    /**
     * Deletes the jar: the game leaves the API at once, both table pages say it was uninstalled
     * with the board locked, Take back and Resign disabled and the moves kept, kit's open lobby
     * drops it from its form and filter, and the table stays among the player's games.
     */
    private static void locksWhenRemoved(Path jar, SitePage gil, SitePage kit, List<TablePage> pages, String table,
            List<String> moves) throws IOException {
        long gone = remove(jar, gil);
        System.out.printf("hot deploy: BeadMaster gone from GET /api/games %d ms after its jar was deleted%n", gone);
        for (TablePage page : pages) {
            String says = page.awaitDisconnected(HOT_DEPLOY);
            assertTrue(says.contains("BeadMaster") && says.contains("uninstalled"), "the table page says its game was uninstalled: " + says);
            assertTrue(page.driver().findElement(By.id("board")).getAttribute("class").contains("locked"), "the board is locked");
            assertEquals(moves, page.moves(), "the page keeps the moves played");
            String notice = page.driver().findElement(By.id("shut")).getText();
            assertTrue(notice.contains("BeadMaster was uninstalled") && notice.contains("installed on the server again"),
                    "beside the board the page says plainly why nothing can be played: " + notice);
            for (String button : List.of("undo", "resign")) {
                assertFalse(page.driver().findElement(By.id(button)).isEnabled(), "#" + button + " is disabled on a table whose game is gone");
            }
        }
        Browsers.screenshot(pages.get(1).driver(), "server-game-uninstalled");
        awaitOpenLobby(kit, false);
        assertEquals("playing", state(gil, table), "the table stays among gil's games, its game kept");
    }

    /**
     * Copies the jar back: the table's link opens it again with its moves on both sides, two
     * more moves and a resignation are played, and the table's keeper came back with it: the
     * database's record holds every move and the end.
     */
    private static void backWithItsMoves(Path jar, SitePage gil, SitePage hoy, String table, List<String> moves, Random random)
            throws IOException {
        long back = drop(jar, gil);
        System.out.printf("hot deploy: BeadMaster back in GET /api/games %d ms after its jar was copied again%n", back);
        TablePage gilAgain = TablePage.open(gil.driver(), server.address() + "api/tables/" + table + "/play", "gil (again)");
        TablePage hoyAgain = TablePage.open(hoy.driver(), server.address() + "api/tables/" + table + "/play", "hoy (again)");
        assertEquals(moves, gilAgain.moves(), "the table came back with its moves");
        assertEquals(moves, hoyAgain.moves(), "the table came back with its moves for hoy too");
        assertFalse(TablePage.playBetween(gilAgain, hoyAgain, moves.size(), moves.size() + 2, random, Duration.ofSeconds(60)),
                "two more moves do not end it");
        assertEquals(gilAgain.moves(), hoyAgain.moves(), "both see the moves played after the game came back");
        assertEquals("", gilAgain.error() + hoyAgain.error(), "no move was refused");
        List<String> played = gilAgain.moves();
        gilAgain.resign();
        hoyAgain.awaitResult(Duration.ofSeconds(60));
        new WebDriverWait(gil.driver(), HOT_DEPLOY, Duration.ofMillis(200))
                .withMessage(() -> "the table never left 'playing' on /home: the end was not committed to the database")
                .until(d -> !state(gil, table).equals("playing"));
        Map<String, Object> record = gil.api("/api/records/" + table + ".json");
        assertEquals(played, record.get("moves"), "the database's record holds every move, those after the game came back too: " + record);
        assertEquals("resigned", ((Map<?, ?>) record.get("result")).get("status"), "the record holds the resignation: " + record);
    }

    /**
     * The server's bot greedy-bot is played by the greedy plugin: without it there is no such
     * account (a seek sent to it is refused); once its jar is dropped into {@code bundles/} the
     * account appears, accepts a seek sent to it and answers a move.
     */
    @Test
    void anAiDroppedIntoBundlesBringsItsBotToTheLobby() throws Exception {
        WebDriver browser = Browsers.open();
        try {
            SitePage ivy = SitePage.register(browser, server.address(), "ivy", PASSWORD);
            assertTrue(ivy.api("/api/profile/greedy-bot").containsKey("error"), "no greedy-bot without its plugin: "
                    + ivy.api("/api/profile/greedy-bot"));
            long started = System.nanoTime();
            Files.copy(BeadboxProcess.runtime().resolve("system").resolve(AI_JAR), server.home().resolve("bundles").resolve(AI_JAR));
            new WebDriverWait(browser, HOT_DEPLOY, Duration.ofMillis(100)).withMessage(() -> "greedy-bot never appeared; the server printed:\n"
                    + server.output()).until(d -> !ivy.api("/api/profile/greedy-bot").containsKey("error"));
            System.out.printf("hot deploy: greedy-bot's profile %d ms after the greedy jar was copied into bundles/%n",
                    (System.nanoTime() - started) / 1_000_000);
            ivy.lobby();
            ivy.postSeek("Glass Bead Challenge", Map.of("size", "8"), "live:10+5", false, "greedy-bot");
            TablePage table = ivy.awaitTable();
            assertTrue(table.awaitTurn(Duration.ofSeconds(60)), "the game goes on: " + table.moves());
            int before = table.moveCount();
            table.playMove(new Random(5));
            assertTrue(table.awaitTurn(Duration.ofSeconds(60)), "greedy-bot answered: " + table.moves());
            assertTrue(table.moveCount() >= before + 2, "greedy-bot answered the move: " + table.moves());
            table.resign();
        } finally {
            Browsers.quit(browser);
        }
    }

    /** Copies the build's BeadMaster jar to {@code jar}; waits until the API lists the game; the milliseconds it took. */
    private static long drop(Path jar, SitePage viewer) throws IOException {
        long started = System.nanoTime();
        Files.copy(BeadboxProcess.runtime().resolve("system").resolve(JAR), jar);
        awaitGames(viewer, games -> games.contains(GAME), "BeadMaster to appear in GET /api/games");
        return (System.nanoTime() - started) / 1_000_000;
    }

    /** Deletes {@code jar}; waits until the API no longer lists the game; the milliseconds it took. */
    private static long remove(Path jar, SitePage viewer) throws IOException {
        long started = System.nanoTime();
        Files.delete(jar);
        awaitGames(viewer, games -> !games.contains(GAME), "BeadMaster to leave GET /api/games");
        return (System.nanoTime() - started) / 1_000_000;
    }

    /** Waits, asking GET /api/games every 100 ms, until what it lists passes {@code until}. */
    private static void awaitGames(SitePage viewer, Predicate<List<String>> until, String what) {
        new FluentWait<>(viewer).withTimeout(HOT_DEPLOY).pollingEvery(Duration.ofMillis(100))
                .withMessage(() -> what + "; it lists " + viewer.apiGames() + "; the server printed:\n" + server.output())
                .until(v -> until.test(v.apiGames()));
    }

    /** The state of {@code table} among the account's games on /home's API. */
    @SuppressWarnings("unchecked")
    private static String state(SitePage who, String table) {
        List<Map<String, Object>> tables = (List<Map<String, Object>>) who.api("/api/home").get("tables");
        return tables.stream().filter(t -> table.equals(t.get("table"))).map(t -> (String) t.get("state")).findFirst()
                .orElseThrow(() -> new AssertionError("table " + table + " is not among the games of " + who.name() + ": " + tables));
    }
}
