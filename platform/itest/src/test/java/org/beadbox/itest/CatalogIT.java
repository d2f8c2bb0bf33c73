package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.bundle;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.inject.Inject;
import org.beadbox.api.Evaluator;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.ServiceReference;

/**
 * The catalogues in a real framework: every game and player bundle shows up in the core's
 * GameCatalog and PlayerCatalog, and a game bundle that is uninstalled while Beadbox runs leaves
 * the catalogue and comes back when it is installed again.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class CatalogIT {

    private static final List<String> GAME_IDS = List.of("glassbead-challenge", "glassbead-mancala", "beadmaster", "take-away");
    private static final List<String> PLAYER_IDS = List.of("random", "greedy", "mcts", "alphabeta", "uct");
    private static final List<String> GENERIC_PLAYER_IDS = List.of("random", "greedy", "mcts", "uct");

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    @Inject
    private PlayerCatalog players;

    /** The platform, the three games, the AI players and the test game bundle. */
    @Configuration
    public Option[] config() {
        return options(
                RuntimeOptions.base(CatalogIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(RuntimeOptions.PLAYERS),
                bundle(TestBundles.takeAway(RuntimeOptions.work("CatalogIT/take-away.jar")).toUri().toString()));
    }

    @Test
    public void theGameCatalogueListsEveryGameBundle() throws InterruptedException {
        Eventually.await("every game in the catalogue", () -> games.ids().containsAll(GAME_IDS), games::ids);
        assertEquals(GAME_IDS.stream().sorted().toList(), games.ids());
    }

    @Test
    public void thePlayerCatalogueListsEveryPlayerBundle() throws InterruptedException {
        Eventually.await("every player in the catalogue", () -> playerIds().containsAll(PLAYER_IDS), this::playerIds);
        for (String id : PLAYER_IDS) {
            boolean playsSomething = games.games().stream().anyMatch(g -> players.require(id).supports(g.info()));
            assertTrue(id + " plays at least one installed game", playsSomething);
        }
    }

    @Test
    public void theGenericPlayersPlayAGameTheyHaveNeverSeen() throws InterruptedException {
        Eventually.await("the test game", () -> games.find("take-away").isPresent(), games::ids);
        for (String id : GENERIC_PLAYER_IDS) {
            assertTrue(id + " supports the test game", players.require(id).supports(games.require("take-away").info()));
        }
    }

    @Test
    public void everyGameRegistersAnEvaluationAndOnlyTheChallengeCallsItsMovesPlacements() throws InterruptedException {
        Eventually.await("the three games' evaluators", () -> evaluatorGames().keySet().containsAll(
                List.of("glassbead-challenge", "glassbead-mancala", "beadmaster")), this::evaluatorGames);
        Map<String, Object> placements = evaluatorGames();
        assertEquals("true", String.valueOf(placements.get("glassbead-challenge")));
        assertEquals("null", String.valueOf(placements.get("glassbead-mancala")));
        assertEquals("null", String.valueOf(placements.get("beadmaster")));
    }

    /** Each evaluator service's game, with its placements property. */
    private Map<String, Object> evaluatorGames() {
        Map<String, Object> out = new HashMap<>();
        try {
            for (ServiceReference<Evaluator> r : context.getServiceReferences(Evaluator.class, null)) {
                out.put(String.valueOf(r.getProperty(Evaluator.GAME)), r.getProperty(Evaluator.PLACEMENTS));
            }
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
        return out;
    }

    @Test
    public void everyGameAndPlayerBundleIsActive() {
        for (Bundle b : context.getBundles()) {
            String name = b.getSymbolicName();
            if (name.startsWith("org.beadbox.")) {
                assertEquals(name + " is active", Bundle.ACTIVE, b.getState());
            }
        }
    }

    @Test
    public void aGameBundleUninstalledLeavesTheCatalogueAndComesBackWhenReinstalled() throws Exception {
        Bundle beadmaster = installed("org.beadbox.game.beadmaster");
        String location = beadmaster.getLocation();
        Eventually.await("BeadMaster in the catalogue", () -> games.find("beadmaster").isPresent(), games::ids);

        beadmaster.uninstall();
        Eventually.await("BeadMaster gone from the catalogue", () -> games.find("beadmaster").isEmpty(), games::ids);
        assertTrue("the other games stay", games.ids().containsAll(List.of("glassbead-challenge", "take-away")));

        context.installBundle(location).start();
        Eventually.await("BeadMaster back in the catalogue", () -> games.find("beadmaster").isPresent(), games::ids);
    }

    @Test
    public void theTestGameBundleStoppedAndStartedLeavesAndComesBack() throws Exception {
        Bundle takeAway = installed("org.beadbox.itest.takeaway");
        Eventually.await("Take Away in the catalogue", () -> games.find("take-away").isPresent(), games::ids);
        takeAway.stop();
        Eventually.await("Take Away gone", () -> games.find("take-away").isEmpty(), games::ids);
        takeAway.start();
        Eventually.await("Take Away back", () -> games.find("take-away").isPresent(), games::ids);
    }

    private Bundle installed(String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return b;
            }
        }
        throw new AssertionError("no bundle " + symbolicName + " is installed");
    }

    private List<String> playerIds() {
        List<String> ids = new ArrayList<>();
        for (PlayerFactory f : players.factories()) {
            ids.add(f.id());
        }
        return ids;
    }
}
