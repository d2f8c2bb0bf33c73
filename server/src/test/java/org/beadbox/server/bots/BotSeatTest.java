package org.beadbox.server.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.Player;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.Table;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.server.lobby.DatabaseTableStore;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.LobbyTables;
import org.beadbox.server.lobby.Seek;
import org.beadbox.testkit.TakeAway;
import org.beadbox.ui.web.ServerSideTables;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A seek sent to a bot, as {@code ServerPluginsIT} sends one to greedy-bot (issue 42: on a busy
 * machine its poster "waited 60 s for its turn; moves: 1"): the bot's scan takes it at once and
 * opens the table while the poster's lobby page reads its tables. The poster was sent to the
 * table's watch link when its page saw the table before its seat's link was committed; as a
 * watcher it never has a turn, whatever the bot plays. Real lobby, tables and store on H2, a real
 * (trivial) AI plugin under the real {@link ThinkingCap}.
 */
class BotSeatTest {

    @TempDir
    static Path home;
    static Database db;
    static OnlineTables tables;
    static Lobby lobby;
    static Bots bots;
    static Account ivy;
    static Account bot;

    /** An AI plugin that plays the first legal move. */
    static final class FirstMove extends AbstractPlayerFactory {
        FirstMove() {
            super("first", "First move", "Plays the first legal move.", 0, List.of());
        }

        @Override
        protected Player player(GameInfo game, Map<String, String> values) {
            return (state, clock, progress) -> state.legalMoves().get(0);
        }
    }

    @BeforeAll
    static void open() {
        db = new Database(new ServerSettings(8765, Optional.empty(), Optional.empty(), Optional.empty()), home);
        GameCatalog games = GameCatalog.of(new TakeAway());
        DatabaseTableStore store = DatabaseTableStore.over(db, Clock.systemUTC(), null);
        tables = ServerSideTables.open(games, home.resolve("tables"), store);
        lobby = Lobby.over(db, games, tables, store, Clock.systemUTC());
        Accounts accounts = new Accounts(db);
        bots = new Bots(db, accounts, lobby, PlayerCatalog.of(new FirstMove()), games, Map.of("quick-bot", "first"), 1);
        bots.scan(Instant.now()); // registers the bot's account; no seek yet
        ivy = accounts.register("ivy", "correct horse battery", "10.0.0.1");
        bot = accounts.find("quick-bot").orElseThrow();
    }

    @AfterAll
    static void close() {
        if (bots != null) {
            bots.deactivate();
        }
        if (tables != null) {
            ServerSideTables.stop(tables);
        }
        if (db != null) {
            db.close();
        }
    }

    @Test
    @DisplayName("seeks sent to a bot: its poster, asking as soon as its tables list the new one, is sent to its own seat,"
            + " and the bot makes its first move when it is first")
    void posterSeatedBotPlays() throws Exception {
        Seek.Offer offer = new Seek.Offer("take-away", Map.of(), 2, false, Optional.empty(), Optional.empty());
        List<String> known = new ArrayList<>();
        List<String> wrong = new ArrayList<>();
        int rounds = 20;
        for (int r = 0; r < rounds; r++) {
            lobby.post(ivy, offer, bot);
            // ivy's lobby page: reads her tables until a new one is listed, then asks where to go (lobby.js).
            CompletableFuture<String[]> page = CompletableFuture.supplyAsync(() -> {
                long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
                while (System.nanoTime() < end) {
                    for (LobbyTables.Entry e : lobby.tablesOf(ivy, 100)) {
                        if (e.state().equals("playing") && !known.contains(e.table())) {
                            return new String[] {e.table(), Integer.toString(e.seat()), lobby.play(ivy, e.table()).orElse("nothing")};
                        }
                    }
                }
                throw new AssertionError("ivy's tables never listed the bot's table");
            });
            List<String> opened = bots.scan(Instant.now());
            assertEquals(1, opened.size(), "the bot took the seek sent to it at once");
            String[] sent = page.get(30, TimeUnit.SECONDS);
            assertEquals(opened.get(0), sent[0]);
            known.add(sent[0]);
            Table t = tables.table(sent[0]).orElseThrow();
            int seat = Integer.parseInt(sent[1]);
            String own = t.seatLink(seat).orElseThrow().toString();
            if (!own.equals(sent[2])) {
                wrong.add(sent[0] + ": " + (sent[2].equals(t.spectatorLink().toString()) ? "the watch link" : sent[2]));
            }
            if (seat == 1) { // the bot is first: its move comes, it is ivy's turn
                long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
                while (t.match().moves().isEmpty() && System.nanoTime() < end) {
                    Thread.sleep(20);
                }
                assertEquals(1, t.match().moves().size(), "the bot's first move at " + sent[0]);
            }
        }
        assertTrue(wrong.isEmpty(), wrong.size() + " of " + rounds + " times ivy was not sent to her seat: " + wrong);
    }
}
