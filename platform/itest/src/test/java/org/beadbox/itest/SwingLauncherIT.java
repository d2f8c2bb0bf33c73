package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.options;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;

import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.inject.Inject;
import javax.swing.SwingUtilities;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;

/**
 * Issue 7: a game bundle uninstalled and installed again while the Swing launcher is open. The
 * real Felix, SCR, Swing front-end (with the wrapped FlatLaf) and game jars run with
 * {@code beadbox.ui=swing}, so the front-end opens its launcher window; the test finds it and its
 * game cards through plain AWT (a showing frame named {@code launcher}, components named
 * {@code card:<game id>}), reading Swing state only on the event thread, since the front-end's
 * packages are not exported. Without a display the test fails in CI and is skipped elsewhere
 * ({@link PaxExamWithDisplay}).
 */
@RunWith(PaxExamWithDisplay.class)
@ExamReactorStrategy(PerClass.class)
public class SwingLauncherIT {

    private static final String CHALLENGE_JAR = "beadbox.itest.swing.challenge";
    private static final String CHALLENGE = "org.beadbox.game.challenge";
    private static final String SWING = "org.beadbox.ui.swing";
    private static final List<String> ALL_CARDS = List.of("card:beadmaster", "card:glassbead-challenge", "card:glassbead-mancala");
    private static final List<String> WITHOUT_CHALLENGE = List.of("card:beadmaster", "card:glassbead-mancala");

    @Inject
    private BundleContext context;

    /** The platform, the three games, the random player and the Swing front-end, asked for. */
    @Configuration
    public Option[] config() {
        return options(
                RuntimeOptions.base(SwingLauncherIT.class, "swing"),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(List.of("beadbox-ai-random", "beadbox-launcher-flatlaf", "beadbox-ui-swing")),
                systemProperty(CHALLENGE_JAR).value(RuntimeOptions.jar("beadbox-game-challenge").toUri().toString()));
    }

    /**
     * A display inside the framework too; {@link PaxExamWithDisplay} has already failed (CI) or
     * skipped this class when the JVM has none, so this only guards a container that runs elsewhere.
     */
    @Before
    public void requireDisplay() {
        assertFalse("a display inside the framework (GraphicsEnvironment.isHeadless() is true)", GraphicsEnvironment.isHeadless());
    }

    @Test
    public void aGameBundleUninstalledAndInstalledAgainWhileTheLauncherIsOpenTakesItsCardAwayAndBack() throws Exception {
        Eventually.await("the launcher window showing", () -> launcher().isPresent(), this::frames);
        Eventually.await("the launcher's three game cards", () -> cards().equals(ALL_CARDS), this::cards);

        bundle(CHALLENGE).orElseThrow(() -> new AssertionError("no " + CHALLENGE + " installed")).uninstall();
        Eventually.await("the Glass Bead Challenge card gone", () -> !cards().contains("card:glassbead-challenge"), this::cards);
        assertEquals("the other two games' cards stay", WITHOUT_CHALLENGE, cards());

        context.installBundle(System.getProperty(CHALLENGE_JAR)).start();
        Eventually.await("the Glass Bead Challenge card back", () -> cards().equals(ALL_CARDS), this::cards);

        assertEquals("the framework still runs", Bundle.ACTIVE, context.getBundle(Constants.SYSTEM_BUNDLE_ID).getState());
        assertTrue("the launcher still shows: " + frames(), launcher().isPresent());
    }

    /**
     * Closes the windows the way the front-end does when its bundle stops (so the framework is not
     * stopped as it would be by a person closing the last window), and disposes anything left, so
     * no window outlives this test class in the shared JVM.
     */
    @After
    public void closeWindows() throws Exception {
        Optional<Bundle> swing = bundle(SWING);
        if (swing.isPresent() && swing.get().getState() == Bundle.ACTIVE) {
            swing.get().stop();
            Eventually.await("the Swing windows closed with their bundle", () -> frames().isEmpty(), this::frames);
        }
        SwingEdt.onEdt(() -> {
            for (Frame f : Frame.getFrames()) {
                f.dispose();
            }
            return null;
        });
    }

    /** The launcher window, if one shows. */
    private Optional<Frame> launcher() {
        return SwingEdt.onEdt(() -> {
            for (Frame f : Frame.getFrames()) {
                if ("launcher".equals(f.getName()) && f.isShowing()) {
                    return Optional.of(f);
                }
            }
            return Optional.empty();
        });
    }

    /** The names of the game cards in the showing launcher, sorted; none when no launcher shows. */
    private List<String> cards() {
        return SwingEdt.onEdt(() -> {
            List<String> names = new ArrayList<>();
            for (Frame f : Frame.getFrames()) {
                if ("launcher".equals(f.getName()) && f.isShowing()) {
                    collectCards(f, names);
                }
            }
            names.sort(null);
            return names;
        });
    }

    private static void collectCards(Container c, List<String> names) {
        for (Component child : c.getComponents()) {
            if (child.getName() != null && child.getName().startsWith("card:")) {
                names.add(child.getName());
            }
            if (child instanceof Container inner) {
                collectCards(inner, names);
            }
        }
    }

    /** The showing frames, by name and title, for failure messages. */
    private List<String> frames() {
        return SwingEdt.onEdt(() -> {
            List<String> out = new ArrayList<>();
            for (Frame f : Frame.getFrames()) {
                if (f.isShowing()) {
                    out.add(f.getName() + " \"" + f.getTitle() + "\"");
                }
            }
            return out;
        });
    }

    private Optional<Bundle> bundle(String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

}
