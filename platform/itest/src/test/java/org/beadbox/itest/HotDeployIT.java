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
 * Hot deploy as the launcher sets it up: FileInstall watches a bundles folder, a game jar
 * dropped into it joins the catalogue while Beadbox runs, and removing the jar uninstalls the
 * bundle and takes the game away again.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class HotDeployIT {

    private static final String FOLDER = "beadbox.itest.hotdeploy.folder";
    private static final String JAR = "beadbox.itest.hotdeploy.jar";

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    /** The platform with FileInstall on an empty folder; the test game jar is built beside it. */
    @Configuration
    public Option[] config() {
        Path folder = RuntimeOptions.freshFolder("HotDeployIT/bundles");
        Path jar = TestBundles.takeAway(RuntimeOptions.work("HotDeployIT/take-away.jar"));
        return options(
                RuntimeOptions.base(HotDeployIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.hotDeploy(folder),
                systemProperty(FOLDER).value(folder.toString()),
                systemProperty(JAR).value(jar.toString()));
    }

    @Test
    public void aJarDroppedIntoTheBundlesFolderIsStartedAndRemovingItUninstallsIt() throws Exception {
        Path folder = Path.of(System.getProperty(FOLDER));
        Path dropped = folder.resolve("take-away.jar");
        assertTrue("the catalogue starts without the test game", games.find("take-away").isEmpty());

        Files.copy(Path.of(System.getProperty(JAR)), dropped.resolveSibling("take-away.jar.part"), StandardCopyOption.REPLACE_EXISTING);
        Files.move(dropped.resolveSibling("take-away.jar.part"), dropped, StandardCopyOption.ATOMIC_MOVE);
        Eventually.await("the dropped game in the catalogue", () -> games.find("take-away").isPresent(), games::ids);
        Bundle deployed = installed().orElseThrow(() -> new AssertionError("no test bundle installed"));
        assertEquals("the dropped bundle runs", Bundle.ACTIVE, deployed.getState());
        assertTrue("FileInstall installed it from the folder: " + deployed.getLocation(),
                deployed.getLocation().contains("take-away.jar"));

        Files.delete(dropped);
        Eventually.await("the game gone after its jar was removed", () -> games.find("take-away").isEmpty(), games::ids);
        Eventually.await("the bundle uninstalled", () -> installed().isEmpty(), () -> installed().map(Bundle::getLocation));
    }

    private Optional<Bundle> installed() {
        for (Bundle b : context.getBundles()) {
            if (TakeAwayActivator.SYMBOLIC_NAME.equals(b.getSymbolicName())) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }
}
