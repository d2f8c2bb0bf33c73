package org.beadbox.itest;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.composite;
import static org.ops4j.pax.exam.CoreOptions.options;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.inject.Inject;
import org.beadbox.core.GameCatalog;
import org.beadbox.itest.hanginggames.HangingGamesActivator;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/**
 * Game plugins whose {@code options()} never returns or throws (issue 38, items 1 and 2),
 * installed as a real bundle while the web front-end runs: the bundle's start ends after the
 * deadline ({@code beadbox.plugin.timeout=1000} here), the web lobby answers with the other
 * games while the plugin still hangs, and neither probe game is listed by the catalogue or the
 * lobby afterwards.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class HangingGamesIT {

    private static final String JAR = "HangingGamesIT/hanging-games.jar";
    private static final List<String> BUILT_IN = List.of("beadmaster", "glassbead-challenge", "glassbead-mancala");

    @Inject
    private GameCatalog games;

    @Inject
    private BundleContext context;

    /** The platform, the games, the AI players, the web stack and ui-web; a 1 s deadline on plugins. */
    @Configuration
    public Option[] config() {
        HardeningBundles.hangingGames(RuntimeOptions.work(JAR)); // built here, outside the framework (TinyBundles is not in it)
        return options(systemProperty("beadbox.plugin.timeout").value("1000"), composite(WebOptions.runtime(HangingGamesIT.class)));
    }

    private URI lobby() {
        return URI.create("ws://127.0.0.1:" + context.getProperty("org.osgi.service.http.port") + "/ws/lobby");
    }

    /** The game ids of a fresh lobby connection's list, and how long it took to come, in ms. */
    private List<String> lobbyGames(long[] tookMillis) throws Exception {
        long t = System.nanoTime();
        try (WsClient lobby = WsClient.connect(lobby(), null)) {
            JsonObject list = lobby.next("games");
            tookMillis[0] = (System.nanoTime() - t) / 1_000_000;
            List<String> ids = new ArrayList<>();
            for (JsonElement g : list.getAsJsonArray("games")) {
                ids.add(g.getAsJsonObject().get("id").getAsString());
            }
            return ids;
        }
    }

    @Test
    public void theLobbyAndTheCatalogueLeaveOutGamesThatHangOrThrowInOptions() throws Exception {
        Eventually.await("the built-in games", () -> games.ids().containsAll(BUILT_IN), games::ids);
        long[] before = {0};
        lobbyGames(before); // the first connection warms the web stack up (seconds on a loaded machine)
        lobbyGames(before);
        Path jar = Path.of(System.getProperty("beadbox.itest.work")).resolve(JAR);
        Bundle probe = context.installBundle(jar.toUri().toString(), Files.newInputStream(jar));
        long[] startMillis = {-1};
        Thread starter = new Thread(() -> {
            long t = System.nanoTime();
            try {
                probe.start();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            startMillis[0] = (System.nanoTime() - t) / 1_000_000;
        }, "probe-start");
        try {
            starter.start();
            Thread.sleep(200); // the hanging game's admission is under way
            long[] took = {0};
            List<String> during = lobbyGames(took);
            assertTrue("the lobby answers while a plugin hangs: " + took[0] + " ms (" + before[0] + " ms before)",
                    took[0] < 5_000 + 2 * before[0]);
            assertTrue(during.toString(), during.containsAll(BUILT_IN));
            starter.join(15_000);
            assertFalse("the bundle's start ended", starter.isAlive());
            assertTrue("the start ended after about the deadline: " + startMillis[0] + " ms", startMillis[0] >= 0 && startMillis[0] < 6_000);
            List<String> after = lobbyGames(new long[1]);
            for (List<String> ids : List.of(after, games.ids(), during)) {
                assertTrue(ids.toString(), ids.containsAll(BUILT_IN));
                assertFalse(ids.toString(), ids.contains(HangingGamesActivator.HANGS) || ids.contains(HangingGamesActivator.THROWS));
            }
            System.out.printf("HangingGamesIT: lobby %d ms before, %d ms during the hang; the bundle's start returned after %d ms%n",
                    before[0], took[0], startMillis[0]);
        } finally {
            probe.uninstall(); // its stop lets the hanging call return
        }
    }
}
