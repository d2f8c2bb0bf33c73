package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.inject.Inject;
import org.beadbox.api.Game;
import org.beadbox.api.Outcome;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.itest.badgames.EndlessGame;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.FrameworkEvent;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * Churn: game and AI bundles installed, started, stopped and uninstalled hundreds of times
 * while matches run. Afterwards no thread and no memory is left behind (within a tolerance,
 * after the framework refreshed and the heap was collected), the catalogues hold exactly what is
 * installed, and a match whose game bundle went away mid-game ended cleanly with its record saved.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class ChurnIT {

    private static final int CYCLES = Integer.getInteger("beadbox.itest.churn.cycles", 250);
    private static final int THREAD_TOLERANCE = 4;
    private static final long HEAP_TOLERANCE = 24L << 20;

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    @Inject
    private PlayerCatalog players;

    private static final String TAKE_AWAY = "ChurnIT/take-away.jar";
    private static final String PLAYERS = "ChurnIT/players.jar";
    private static final String BAD_GAMES = "ChurnIT/bad-games.jar";

    /**
     * The platform, the games and the random player. The churned bundles are built here, outside
     * the framework (TinyBundles does not run inside it), and installed by the test.
     */
    @Configuration
    public Option[] config() {
        TestBundles.takeAway(RuntimeOptions.work(TAKE_AWAY));
        HardeningBundles.badPlayers(RuntimeOptions.work(PLAYERS));
        HardeningBundles.badGames(RuntimeOptions.work(BAD_GAMES));
        return options(
                RuntimeOptions.base(ChurnIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(List.of("beadbox-ai-random")));
    }

    @Test
    public void hundredsOfInstallsAndUninstallsDuringMatchesLeakNothing() throws Exception {
        Eventually.await("the games and the random player", () -> games.ids().size() == 3 && players.find("random").isPresent(),
                games::ids);
        List<String> gameIds = games.ids();
        List<String> playerIds = playerIds();
        String takeAway = RuntimeOptions.work(TAKE_AWAY).toUri().toString();
        String first = RuntimeOptions.work(PLAYERS).toUri().toString();
        String badGames = RuntimeOptions.work(BAD_GAMES).toUri().toString();

        for (int i = 0; i < 10; i++) {
            cycle(i, takeAway, first);
        }
        settle();
        int threadsBefore = threads();
        long heapBefore = heap();

        AtomicBoolean running = new AtomicBoolean(true);
        AtomicInteger background = new AtomicInteger();
        Thread matches = new Thread(() -> backgroundMatches(running, background), "churn-background-matches");
        matches.start();
        int vanished = 0;
        for (int i = 0; i < CYCLES; i++) {
            cycle(i, takeAway, first);
            if (i % 30 == 0) {
                gameGoesAwayMidMatch(badGames);
                vanished++;
            }
        }
        running.set(false);
        matches.join(60_000);
        settle();
        int threadsAfter = threads();
        long heapAfter = heap();

        assertEquals("the game catalogue holds what is installed", gameIds, games.ids());
        assertEquals("the player catalogue holds what is installed", playerIds, playerIds());
        assertTrue("matches ran in the background: " + background.get(), background.get() > 0);
        assertTrue("threads before " + threadsBefore + ", after " + threadsAfter + ": " + threadNames(),
                threadsAfter <= threadsBefore + THREAD_TOLERANCE);
        assertTrue("heap used before " + (heapBefore >> 20) + " MB, after " + (heapAfter >> 20) + " MB",
                heapAfter <= heapBefore + HEAP_TOLERANCE);
        java.nio.file.Files.writeString(RuntimeOptions.work("ChurnIT/figures.txt"), "bundles cycled " + (2 * (CYCLES + 10) + vanished)
                + ", background matches " + background.get() + ", threads " + threadsBefore + " -> " + threadsAfter
                + ", heap " + (heapBefore >> 20) + " MB -> " + (heapAfter >> 20) + " MB\n");
    }

    /** Installs the TakeAway game and the players bundle, plays a game with them, and takes both away again. */
    private void cycle(int i, String takeAway, String first) throws Exception {
        Bundle game = context.installBundle(takeAway);
        Bundle ai = context.installBundle(first);
        game.start();
        ai.start();
        Eventually.await("take-away and first", () -> games.find("take-away").isPresent() && players.find("first").isPresent(),
                games::ids);
        if (i % 3 == 0) {
            ai.stop();
            Eventually.await("first stopped", () -> players.find("first").isEmpty(), this::playerIds);
            ai.start();
            Eventually.await("first again", () -> players.find("first").isPresent(), this::playerIds);
        }
        Game g = games.require("take-away");
        try (Match m = Match.builder(g).setup(Setup.of(2, i))
                .seat(0, players.create(PlayerSpec.parse("first"), g.info()), "first")
                .seat(1, players.create(PlayerSpec.parse("random"), g.info()), "random").build()) {
            m.start();
            assertTrue("cycle " + i + ": the game ended", m.awaitEnd(Duration.ofSeconds(20)).isPresent());
        }
        if (i % 2 == 0) {
            game.stop();
        }
        game.uninstall();
        ai.uninstall();
        Eventually.await("take-away and first gone", () -> games.find("take-away").isEmpty() && players.find("first").isEmpty(),
                games::ids);
    }

    /**
     * Starts a match of the endless game with an autosaver, closes it as a front-end does when the
     * game leaves the catalogue, uninstalls the game's bundle mid-game, and checks the match ended
     * and its record was saved and reads back.
     */
    private void gameGoesAwayMidMatch(String badGames) throws Exception {
        Bundle bundle = context.installBundle(badGames);
        bundle.start();
        Eventually.await("the endless game", () -> games.find(EndlessGame.ID).isPresent(), games::ids);
        Game g = games.require(EndlessGame.ID);
        RecordStore store = new RecordStore(Path.of(context.getProperty("beadbox.home")));
        AtomicReference<String> reason = new AtomicReference<>();
        CountDownLatch moved = new CountDownLatch(5);
        Match m = Match.builder(g).setup(Setup.of(2, 1))
                .seat(0, players.create(PlayerSpec.parse("random"), g.info()), "random")
                .seat(1, players.create(PlayerSpec.parse("random"), g.info()), "random")
                .listener(new MatchListener() {
                    @Override
                    public void moved(int seat, org.beadbox.api.Move move, org.beadbox.api.GameState after) {
                        moved.countDown();
                    }

                    @Override
                    public void abandoned(String why) {
                        reason.set(why);
                    }
                }).build();
        Path autosave = store.autosaveFile(m);
        m.addListener(store.autosaver(m));
        Runnable frontEnd = () -> {
            if (games.find(EndlessGame.ID).filter(x -> x == g).isEmpty()) {
                m.close("the game was uninstalled");
            }
        };
        games.addListener(frontEnd);
        try {
            m.start();
            assertTrue("the endless game is under way", moved.await(20, TimeUnit.SECONDS));
            bundle.uninstall();
            Eventually.await("the match ended", m::isClosed, reason::get);
        } finally {
            games.removeListener(frontEnd);
            m.close();
        }
        assertEquals("the game was uninstalled", reason.get());
        GameRecord saved = RecordStore.load(autosave);
        assertTrue("the record holds the moves: " + saved.moves().size(), saved.moves().size() >= 5);
        assertEquals(GameRecord.Result.UNFINISHED, saved.result().status());
        store.discard(autosave);
    }

    /** Plays random games of the shipped games one after another until told to stop. */
    private void backgroundMatches(AtomicBoolean running, AtomicInteger count) {
        List<String> ids = List.of("glassbead-challenge", "glassbead-mancala", "beadmaster");
        for (int i = 0; running.get(); i++) {
            Game g = games.require(ids.get(i % ids.size()));
            try (Match m = Match.builder(g).setup(Setup.of(2, i))
                    .seat(0, players.create(PlayerSpec.parse("random"), g.info()), "random")
                    .seat(1, players.create(PlayerSpec.parse("random"), g.info()), "random").build()) {
                m.start();
                Optional<Outcome> o = m.awaitEnd(Duration.ofSeconds(30));
                if (o.isPresent()) {
                    count.incrementAndGet();
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private List<String> playerIds() {
        return players.factories().stream().map(PlayerFactory::id).sorted().toList();
    }

    /** Lets the framework drop the old bundles' wirings, then waits for threads to end and collects the heap. */
    private void settle() throws InterruptedException {
        CountDownLatch refreshed = new CountDownLatch(1);
        context.getBundle(0).adapt(FrameworkWiring.class).refreshBundles(null, e -> {
            if (e.getType() == FrameworkEvent.PACKAGES_REFRESHED) {
                refreshed.countDown();
            }
        });
        assertTrue("the framework refreshed", refreshed.await(30, TimeUnit.SECONDS));
        for (int i = 0; i < 6; i++) {
            System.gc();
            Thread.sleep(250);
        }
    }

    private static int threads() {
        return ManagementFactory.getThreadMXBean().getThreadCount();
    }

    private static long heap() throws InterruptedException {
        long least = Long.MAX_VALUE;
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
            least = Math.min(least, ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed());
        }
        return least;
    }

    private static List<String> threadNames() {
        List<String> names = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            names.add(t.getName());
        }
        return names;
    }
}
