package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.options;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import javax.inject.Inject;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.itest.firstmove.FirstMoveActivator;
import org.beadbox.itest.firstmove.FirstMovePlayerFactory;
import org.beadbox.itest.takeaway.TakeAwayActivator;
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
 * What hot deploy does to the running platform: a game or AI jar of the bundles folder, installed
 * and started as the launcher's watcher and starter do it (from a stream, at the location of the
 * jar's URI, then started), joins the catalogue while Beadbox runs, and its uninstall (the jar
 * removed) takes it away again. The watcher itself, from files to bundles, runs in the real
 * launcher in platform/launcher's HotDeployWatcherTest, SafeModeIT and HotDeploySoakIT.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class HotDeployIT {

    private static final String FOLDER = "beadbox.itest.hotdeploy.folder";
    private static final String JAR = "beadbox.itest.hotdeploy.jar";
    private static final String PLAYER_JAR = "beadbox.itest.hotdeploy.player";

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    @Inject
    private PlayerCatalog players;

    /** The platform and an empty bundles folder; the test game jar is built beside it. */
    @Configuration
    public Option[] config() {
        Path folder = RuntimeOptions.freshFolder("HotDeployIT/bundles");
        Path jar = TestBundles.takeAway(RuntimeOptions.work("HotDeployIT/take-away.jar"));
        Path player = TestBundles.firstMove(RuntimeOptions.work("HotDeployIT/first-move.jar"));
        return options(
                RuntimeOptions.base(HotDeployIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                systemProperty(FOLDER).value(folder.toString()),
                systemProperty(JAR).value(jar.toString()),
                systemProperty(PLAYER_JAR).value(player.toString()));
    }

    @Test
    public void aGameDeployedFromTheBundlesFolderJoinsTheCatalogueAndLeavesWithItsBundle() throws Exception {
        assertTrue("the catalogue starts without the test game", games.find("take-away").isEmpty());

        Bundle deployed = deploy(Path.of(System.getProperty(JAR)), "take-away.jar");
        Eventually.await("the dropped game in the catalogue", () -> games.find("take-away").isPresent(), games::ids);
        assertEquals("the dropped bundle runs", Bundle.ACTIVE, deployed.getState());

        deployed.uninstall();
        Eventually.await("the game gone after its jar was removed", () -> games.find("take-away").isEmpty(), games::ids);
        Eventually.await("the bundle uninstalled", () -> installed().isEmpty(), () -> installed().map(Bundle::getLocation));
    }

    @Test
    public void anAiPluginDroppedIntoTheBundlesFolderJoinsThePlayersAndLeavesWithItsJar() throws Exception {
        Bundle deployed = deploy(Path.of(System.getProperty(PLAYER_JAR)), "first-move.jar");
        Eventually.await("the dropped player in the catalogue", () -> players.find(FirstMovePlayerFactory.ID).isPresent(),
                players::factories);
        assertEquals("the dropped player's bundle runs", Bundle.ACTIVE,
                installed(FirstMoveActivator.SYMBOLIC_NAME).orElseThrow().getState());

        deployed.uninstall();
        Eventually.await("the player gone after its jar was removed",
                () -> players.find(FirstMovePlayerFactory.ID).isEmpty(), players::factories);
        Eventually.await("its bundle uninstalled", () -> installed(FirstMoveActivator.SYMBOLIC_NAME).isEmpty(),
                () -> installed(FirstMoveActivator.SYMBOLIC_NAME).map(Bundle::getLocation));
    }

    /**
     * Copies a jar into the bundles folder in one step, as a person's file manager finishes it,
     * then installs it from a stream at its URI and starts it, as the launcher does.
     */
    private Bundle deploy(Path jar, String name) throws Exception {
        Path folder = Path.of(System.getProperty(FOLDER));
        Path part = folder.resolve(name + ".part");
        Files.copy(jar, part, StandardCopyOption.REPLACE_EXISTING);
        Path dropped = Files.move(part, folder.resolve(name), StandardCopyOption.ATOMIC_MOVE);
        Bundle b;
        try (var in = Files.newInputStream(dropped)) {
            b = context.installBundle(dropped.toUri().toString(), in);
        }
        b.start();
        return b;
    }

    private Optional<Bundle> installed() {
        return installed(TakeAwayActivator.SYMBOLIC_NAME);
    }

    private Optional<Bundle> installed(String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }
}
