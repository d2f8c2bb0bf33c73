package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.ops4j.pax.exam.CoreOptions.options;
import static org.ops4j.pax.exam.CoreOptions.systemProperty;

import java.awt.Component;
import java.awt.Container;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.inject.Inject;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.SwingUtilities;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.RecordStore;
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

/**
 * Issue 26, item 2, in the real framework: a game resumed in the Swing front-end, its bundle
 * stopped, uninstalled and installed again. The window locks with a banner that says which
 * (the front-end asks the framework what became of the game's bundle), and comes back to life
 * where it stood when the game returns. Swing is read through plain AWT and component names
 * on the event thread, as in {@link SwingLauncherIT}.
 */
@RunWith(PaxExamWithDisplay.class)
@ExamReactorStrategy(PerClass.class)
public class SwingLockIT {

    private static final String CHALLENGE_JAR = "beadbox.itest.swinglock.challenge";
    private static final String CHALLENGE = "org.beadbox.game.challenge";
    private static final String SWING = "org.beadbox.ui.swing";
    private static final String WINDOW = "game:glassbead-challenge";

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    /** The platform, the three games, the random player and the Swing front-end, asked for. */
    @Configuration
    public Option[] config() {
        return options(
                RuntimeOptions.base(SwingLockIT.class, "swing"),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(List.of("beadbox-ai-random", "beadbox-launcher-flatlaf", "beadbox-ui-swing")),
                systemProperty(CHALLENGE_JAR).value(RuntimeOptions.jar("beadbox-game-challenge").toUri().toString()));
    }

    @Before
    public void requireDisplay() {
        assertFalse("a display inside the framework (GraphicsEnvironment.isHeadless() is true)", GraphicsEnvironment.isHeadless());
    }

    @Test
    public void aResumedGameLocksWhenItsBundleStopsOrGoesAndComesBackWhenItReturns() throws Exception {
        Bundle swing = bundle(SWING).orElseThrow();
        swing.stop(); // the autosave is written first, so the launcher lists it when it opens
        Game challenge = games.require("glassbead-challenge");
        Setup setup = challenge.resolve(Setup.of(2, 1));
        String first = Match.builder(challenge).setup(setup).seat(0, new HumanPlayer(), "human").seat(1, new HumanPlayer(), "human")
                .build().states().get(0).legalMoves().get(0).notation();
        Match m = Match.builder(challenge).setup(setup).moves(List.of(first)).seat(0, new HumanPlayer(), "human")
                .seat(1, new HumanPlayer(), "human").build();
        RecordStore store = new RecordStore(Path.of(context.getProperty("beadbox.home")));
        RecordStore.save(m.record(), store.autosaveFile(m));
        swing.start();

        Eventually.await("the game offered to resume", () -> listSize("resume") == 1, this::frames);
        SwingEdt.onEdt(() -> {
            ((JList<?>) find("launcher", "resume").orElseThrow()).setSelectedIndex(0);
            ((AbstractButton) find("launcher", "resumeButton").orElseThrow()).doClick();
            return null;
        });
        Eventually.await("the game's window", () -> SwingEdt.onEdt(() -> find(WINDOW, "board").isPresent()), this::frames);
        Eventually.await("the open game no longer offered", () -> listSize("resume") == 0, this::frames);

        Bundle game = bundle(CHALLENGE).orElseThrow();
        game.stop();
        Eventually.await("the lock saying stopped", () -> banner().contains("Glass Bead Challenge was stopped"), this::banner);
        game.uninstall();
        Eventually.await("the lock saying uninstalled", () -> banner().contains("Glass Bead Challenge was uninstalled"), this::banner);

        context.installBundle(System.getProperty(CHALLENGE_JAR)).start();
        Eventually.await("the window back to life", () -> banner().isEmpty() && SwingEdt.onEdt(() -> find(WINDOW, "board").isPresent()), this::frames);
        assertEquals("one window for the game", 1, (int) SwingEdt.onEdt(() -> {
            int n = 0;
            for (Frame f : Frame.getFrames()) {
                n += f.isShowing() && WINDOW.equals(f.getName()) ? 1 : 0;
            }
            return n;
        }));
        Eventually.await("the moves list with the move played", () -> listSize(WINDOW, "moves") == 2, this::frames);
    }

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

    /** The text of the showing game window's lock banner, empty when none shows. */
    private String banner() {
        return SwingEdt.onEdt(() -> find(WINDOW, "lockBanner").filter(Component::isShowing).map(c -> ((JLabel) c).getText()).orElse(""));
    }

    private int listSize(String list) {
        return listSize("launcher", list);
    }

    private int listSize(String frame, String list) {
        return SwingEdt.onEdt(() -> find(frame, list).map(c -> ((JList<?>) c).getModel().getSize()).orElse(-1));
    }

    /** The component named {@code name} in the showing frame named {@code frame} (event thread). */
    private static Optional<Component> find(String frame, String name) {
        for (Frame f : Frame.getFrames()) {
            if (frame.equals(f.getName()) && f.isShowing()) {
                Optional<Component> c = SwingEdt.find(f, name);
                if (c.isPresent()) {
                    return c;
                }
            }
        }
        return Optional.empty();
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
