package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The game catalogue calls into plugins under a deadline (issue 38, items 1-3): a game that
 * hangs or throws in what the platform asks before play is left out with one line, and one that
 * hangs later is left out when it does; the others stay listed, and positions are the plugin's
 * own objects (hot paths pay nothing).
 */
@DisplayName("The game catalogue's deadline on plugins")
class CatalogDeadlineTest {

    private static final long LIMIT = 300;
    private final CountDownLatch release = new CountDownLatch(1);
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private PrintStream savedErr;

    @BeforeEach
    void captureErr() {
        savedErr = System.err;
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restore() {
        System.setErr(savedErr);
        release.countDown();
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    /** TakeAway with id {@code id} whose {@code method} misbehaves ("hang", "throw") from call {@code from} on. */
    private Game faulty(String id, String method, String fault, int from) {
        TakeAway base = new TakeAway();
        AtomicInteger calls = new AtomicInteger();
        return new Game() {
            private void misbehave(String m) {
                if (m.equals(method) && calls.incrementAndGet() >= from) {
                    if (fault.equals("throw")) {
                        throw new IllegalStateException(m + " broke \u001b[2J");
                    }
                    try {
                        release.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }

            @Override
            public GameInfo info() {
                misbehave("info");
                GameInfo i = base.info();
                return new GameInfo(id, "Game " + id, "", "", "", i.minPlayers(), i.maxPlayers(), "");
            }

            @Override
            public List<OptionSpec> options() {
                misbehave("options");
                return base.options();
            }

            @Override
            public List<SeatInfo> seats(int players) {
                return base.seats(players);
            }

            @Override
            public GameState start(Setup setup) {
                misbehave("start");
                return base.start(setup);
            }

            @Override
            public GameState parsePosition(String position) {
                misbehave("parsePosition");
                return base.parsePosition(position);
            }
        };
    }

    private static long millis(Runnable r) {
        long t = System.nanoTime();
        r.run();
        return (System.nanoTime() - t) / 1_000_000;
    }

    @Test
    @DisplayName("a game whose info() or options() never returns is left out within the limit, with one line; the others stay")
    void hangingAtAdmission() {
        GameCatalog c = new GameCatalog(LIMIT);
        AtomicInteger changes = new AtomicInteger();
        c.addListener(changes::incrementAndGet);
        c.add(new TakeAway(), "");
        for (String method : List.of("info", "options", "start")) {
            long took = millis(() -> c.add(faulty("bad-" + method, method, "hang", 1), ""));
            assertTrue(took < LIMIT + 2_000, method + " took " + took + " ms");
        }
        assertEquals(List.of("take-away"), c.ids());
        assertEquals(1, changes.get(), "only the good game was added");
        assertTrue(err().contains("did not return from info() within 0.3 s: its game is left out"), err());
        assertTrue(err().contains("did not return from options() within 0.3 s: its game is left out"), err());
        assertTrue(err().contains("did not return from start() within 0.3 s: its game is left out"), err());
    }

    @Test
    @DisplayName("a game that answers its admission late (a slow machine) is listed when it answers, with a line")
    void slowAnswerListedLate() throws Exception {
        GameCatalog c = new GameCatalog(LIMIT);
        TakeAway base = new TakeAway();
        Game slow = new Game() {
            @Override
            public GameInfo info() {
                return base.info();
            }

            @Override
            public List<OptionSpec> options() {
                try {
                    Thread.sleep(3 * LIMIT);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return base.options();
            }

            @Override
            public List<SeatInfo> seats(int players) {
                return base.seats(players);
            }

            @Override
            public GameState start(Setup setup) {
                return base.start(setup);
            }

            @Override
            public GameState parsePosition(String position) {
                return base.parsePosition(position);
            }
        };
        c.add(slow, "");
        assertTrue(c.ids().isEmpty(), "left out at the deadline");
        long until = System.currentTimeMillis() + 10_000;
        while (c.ids().isEmpty() && System.currentTimeMillis() < until) {
            Thread.sleep(20);
        }
        assertEquals(List.of("take-away"), c.ids());
        assertTrue(err().contains("did not return from options() within 0.3 s: its game is left out until it answers"), err());
        assertTrue(err().contains(": its game Take Away is listed now"), err());
    }

    @Test
    @DisplayName("a game whose options() throws is left out with one escaped line naming what failed")
    void throwingAtAdmission() {
        GameCatalog c = new GameCatalog(LIMIT);
        c.add(faulty("bad", "options", "throw", 1), "");
        c.add(new TakeAway(), "");
        assertEquals(List.of("take-away"), c.ids());
        assertTrue(err().contains("failed in its options(): options broke \\u001b[2J: its game is left out"), err());
        assertTrue(err().chars().noneMatch(ch -> ch == 0x1b), "no raw escape: " + err());
    }

    @Test
    @DisplayName("a second game with a taken id is named with the id; the first stays the one found")
    void takenId() {
        GameCatalog c = new GameCatalog(LIMIT);
        c.add(new TakeAway(), "1.0.0");
        c.add(faulty("take-away", "none", "none", 1), "2.0.0");
        assertEquals("1.0.0", c.version("take-away"));
        assertEquals(1, c.games().size());
        assertTrue(err().contains("offers the game id 'take-away', which Take Away already has: its game is left out"
                + " while that one is installed"), err());
    }

    @Test
    @DisplayName("a game that hangs in a later start() is left out at that call, and the call ends at the limit")
    void hangingLater() {
        GameCatalog c = new GameCatalog(LIMIT);
        c.add(faulty("later", "start", "hang", 2), "");
        c.add(new TakeAway(), "");
        AtomicInteger changes = new AtomicInteger();
        c.addListener(changes::incrementAndGet);
        Game later = c.require("later");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> later.start(Setup.of(2, 0)));
        assertEquals("Game later did not return from start() within 0.3 s: the game is left out and its plugin quarantined", e.getMessage());
        assertTrue(c.find("later").isEmpty());
        assertEquals(List.of("take-away"), c.ids());
        assertEquals(1, changes.get(), "the lobbies are told");
        assertTrue(err().contains("beadbox: Game later did not return from start() within 0.3 s: its game is left out"), err());
    }

    @Test
    @DisplayName("players get the plugin's own positions behind the guarded ones; facts and options are read once")
    void hotPathsUntouched() {
        TakeAway plain = new TakeAway();
        GameCatalog c = new GameCatalog(LIMIT);
        c.add(plain, "");
        Game handed = c.require("take-away");
        GameState guarded = handed.start(Setup.of(2, 0));
        assertNotSame(plain.start(Setup.of(2, 0)).getClass(), guarded.getClass(), "the referee's position is guarded");
        assertSame(plain.start(Setup.of(2, 0)).getClass(), GameCatalog.pluginState(guarded).getClass(), "a player's is the plugin's");
        assertEquals(guarded, plain.start(Setup.of(2, 0)), "equal to the plugin's position it stands for");
        assertEquals(GameCatalog.pluginState(guarded).legalMoves(), guarded.legalMoves());
        assertSame(handed.options(), handed.options());
        assertEquals(plain.info(), handed.info());
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"legalMoves", "parseMove", "play", "outcome"})
    @DisplayName("a game that hangs in a position's call during a match: the match ends within the clock and the limit,"
            + " naming the call; the game is left out and its plugin told; later calls fail at once")
    void hangingInPlay(String method) throws Exception {
        GameCatalog c = new GameCatalog(LIMIT);
        c.add(BrokenGames.hanging(method, 2, release), "");
        Game game = c.require("take-away");
        Events events = new Events();
        long began = System.nanoTime();
        try (Match m = Match.builder(game).setup(Setup.of(2, 3).with("beads", "40")).timeLimit(Duration.ofMillis(300))
                .seat(0, TestPlayers.random(1), "random").seat(1, TestPlayers.random(2), "random").listener(events).build()) {
            m.start();
            assertTrue(m.awaitEnd(Duration.ofSeconds(20)).isEmpty(), "no outcome");
            assertTrue(events.await("abandoned the game take-away failed: Take Away did not return from "), events.log.toString());
        }
        long took = (System.nanoTime() - began) / 1_000_000;
        assertTrue(took < 5_000, "ended after " + took + " ms");
        assertTrue(c.find("take-away").isEmpty(), "left out");
        assertTrue(err().contains("did not return from ") && err().contains("within 0.3 s: its game is left out"), err());
        long again = millis(() -> assertThrows(IllegalStateException.class, () -> game.start(Setup.of(2, 0)).legalMoves()));
        assertTrue(again < LIMIT, "a later call fails at once: " + again + " ms");
    }

    @Test
    @DisplayName("a review whose judge hangs in the game's legalMoves() ends within its budget and the limit, naming the"
            + " game, which is left out")
    void hangingInReview() throws Exception {
        GameCatalog c = new GameCatalog(LIMIT);
        c.add(BrokenGames.hanging("legalMoves", 1, release), "");
        Replay r = Replay.of(c.require("take-away"), Setup.of(2, 3).with("beads", "15"), "", List.of("1", "2"));
        org.beadbox.core.review.Review review = new org.beadbox.core.review.Review(r.states(), r.moves(), PlayerSpec.of("random"),
                () -> TestPlayers.random(1), Duration.ofMillis(100));
        long began = System.nanoTime();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> review.run(null, m -> { }));
        long took = (System.nanoTime() - began) / 1_000_000;
        assertTrue(took < 5_000, "ended after " + took + " ms");
        assertTrue(e.getMessage().startsWith("Game take-away did not return from legalMoves() within 0.3 s")
                || e.getMessage().startsWith("Take Away did not return from legalMoves() within 0.3 s"), e.getMessage());
        assertTrue(c.find("take-away").isEmpty(), "left out");
    }
}
