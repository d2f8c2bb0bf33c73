package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.awt.Component;
import java.awt.Frame;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import javax.inject.Inject;
import javax.swing.AbstractButton;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.catalogue.Catalogue;
import org.beadbox.testkit.TakeAway;
import org.junit.After;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/**
 * The Plugins window's "Available" tab in the real Swing front-end under a display (Xvfb in CI):
 * it lists what a catalogue offers in a player's words, says which plugin does not fit this
 * Beadbox and why, installs one off the event thread (the game appears at once), and the window
 * has a Close button and closes on Esc. Writes a screenshot of the tab to
 * {@code target/screenshots/plugins-available.png}.
 */
@RunWith(PaxExamWithDisplay.class)
@ExamReactorStrategy(PerClass.class)
public class SwingCatalogueIT {

    @Inject
    private BundleContext context;

    @Inject
    private Catalogue catalogue;

    @Inject
    private GameCatalog games;

    /** The platform, the random player and the Swing front-end, asked for; the test catalogues. */
    @Configuration
    public Option[] config() {
        Path catalogues = CatalogueFixtures.write(RuntimeOptions.freshFolder("SwingCatalogueIT/catalogues"));
        return options(
                RuntimeOptions.base(SwingCatalogueIT.class, "swing"),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(List.of("beadbox-ai-random", "beadbox-launcher-flatlaf", "beadbox-ui-swing")),
                frameworkProperty("beadbox.itest.catalogues").value(catalogues.toString()));
    }

    @Test
    public void theAvailableTabListsInstallsAndTheWindowClosesOnEsc() throws Exception {
        catalogue.addLocation(Path.of(context.getProperty("beadbox.itest.catalogues")).resolve("v1").toString());
        openAvailableTab();
        Eventually.await("the catalogue's three plugins", () -> rows().size() == 3, this::rows);

        assertEquals(List.of("Take Away", "game", "1.0.0", "yes", "available"), row("Take Away"));
        assertEquals("no: needs another Beadbox", row("Take Away of the future").get(3));
        select("Take Away of the future");
        String why = SwingEdt.onEdt(() -> ((javax.swing.JTextArea) SwingEdt.find("plugins", "pluginDescription").orElseThrow()).getText());
        assertTrue("the plugin for API 9 says why it does not fit: " + why,
                why.contains("It does not fit this Beadbox: it needs org.beadbox.api version 9.0.0 or later, below 10.0.0; this Beadbox has version"));
        assertFalse("and cannot be installed", SwingEdt.onEdt(() -> button("installPlugin").isEnabled()));

        select("Take Away");
        assertTrue("Install is offered for an available plugin that fits", button("installPlugin").isEnabled());
        SwingEdt.onEdt(() -> {
            button("installPlugin").doClick();
            return null;
        });
        Eventually.await("the game installed and running", () -> games.find(TakeAway.ID).isPresent(), this::rows);
        Eventually.await("the tab says it is installed", () -> row("Take Away").get(4).equals("installed"), this::rows);
        Eventually.await("the progress bar gone", () -> !SwingEdt.onEdt(() -> SwingEdt.find("plugins", "availableProgress")
                .orElseThrow().isVisible()), this::rows);
        assertEquals("Installed Take Away 1.0.0", SwingEdt.onEdt(() -> ((JLabel) SwingEdt.find("plugins", "availableStatus")
                .orElseThrow()).getText()));
        select("Take Away");
        assertFalse("nothing to install twice", SwingEdt.onEdt(() -> button("installPlugin").isEnabled()));
        screenshot(Path.of(context.getProperty("beadbox.itest.catalogues")).getParent().getParent().getParent()
                .resolve("screenshots/plugins-available.png"));

        assertTrue("a Close button", SwingEdt.find("plugins", "close").isPresent());
        SwingEdt.onEdt(() -> {
            JFrame plugins = (JFrame) SwingEdt.find("plugins", "plugins").orElseThrow();
            plugins.getRootPane().getActionForKeyStroke(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0))
                    .actionPerformed(new ActionEvent(plugins.getRootPane(), ActionEvent.ACTION_PERFORMED, "escape"));
            return null;
        });
        Eventually.await("Esc closed the Plugins window", () -> SwingEdt.find("plugins", "pluginTabs").isEmpty(), SwingEdt::frames);
        assertTrue("the launcher stays", SwingEdt.find("launcher", "plugins").isPresent());
    }

    @Test
    public void anOpenGameOfAnUpdatedPluginLocksAndComesBackWithItsMoves() throws Exception {
        Path catalogues = Path.of(context.getProperty("beadbox.itest.catalogues"));
        catalogue.addLocation(catalogues.resolve("v1").toString());
        catalogue.install(CatalogueFixtures.TAKE_AWAY, line -> { });
        Bundle swing = bundle("org.beadbox.ui.swing");
        swing.stop(); // the autosave is written first, so the launcher offers it when it opens
        Eventually.await("the game installed", () -> games.find(TakeAway.ID).isPresent(), SwingEdt::frames);
        org.beadbox.api.Game takeAway = games.require(TakeAway.ID);
        org.beadbox.api.Setup setup = takeAway.resolve(org.beadbox.api.Setup.of(2, 1));
        org.beadbox.core.Match m = org.beadbox.core.Match.builder(takeAway).setup(setup).moves(List.of("2"))
                .seat(0, new org.beadbox.core.HumanPlayer(), "human").seat(1, new org.beadbox.core.HumanPlayer(), "human").build();
        org.beadbox.core.RecordStore store = new org.beadbox.core.RecordStore(Path.of(context.getProperty("beadbox.home")));
        org.beadbox.core.RecordStore.save(m.record(), store.autosaveFile(m));
        swing.start();
        Eventually.await("the game offered to resume", () -> listSize("launcher", "resume") == 1, SwingEdt::frames);
        SwingEdt.onEdt(() -> {
            ((javax.swing.JList<?>) SwingEdt.find("launcher", "resume").orElseThrow()).setSelectedIndex(0);
            ((AbstractButton) SwingEdt.find("launcher", "resumeButton").orElseThrow()).doClick();
            return null;
        });
        Eventually.await("the game's window", () -> SwingEdt.find(WINDOW, "board").isPresent(), SwingEdt::frames);
        Eventually.await("its move", () -> listSize(WINDOW, "moves") == 2, SwingEdt::frames);

        // Every text the lock banner is given, as the event thread sets it: the lock may last a few milliseconds only.
        java.util.List<String> banners = new java.util.concurrent.CopyOnWriteArrayList<>();
        SwingEdt.onEdt(() -> {
            SwingEdt.find(WINDOW, "lockBanner").orElseThrow().addPropertyChangeListener("text",
                    e -> banners.add(String.valueOf(e.getNewValue())));
            return null;
        });
        catalogue.addLocation(catalogues.resolve("v2").toString());
        catalogue.update("takeaway", line -> { });
        Eventually.await("the window back to life", () -> banner().isEmpty() && SwingEdt.find(WINDOW, "board").isPresent(),
                SwingEdt::frames);

        assertEquals("1.1.0", bundle(CatalogueFixtures.TAKE_AWAY).getVersion().toString());
        assertTrue("the window locked while its plugin was replaced: " + banners,
                banners.stream().anyMatch(b -> b.contains("Take Away was")));
        assertEquals("nothing lost: the move is still there", 2, listSize(WINDOW, "moves"));
        assertEquals("one window for the game", 1, (int) SwingEdt.onEdt(() -> {
            int n = 0;
            for (Frame f : Frame.getFrames()) {
                n += f.isShowing() && WINDOW.equals(f.getName()) ? 1 : 0;
            }
            return n;
        }));
    }

    private static final String WINDOW = "game:" + TakeAway.ID;

    /** The text of the game window's lock banner, empty when none shows. */
    private static String banner() {
        return SwingEdt.onEdt(() -> SwingEdt.find(WINDOW, "lockBanner").filter(Component::isShowing)
                .map(c -> ((JLabel) c).getText()).orElse(""));
    }

    private static int listSize(String frame, String list) {
        return SwingEdt.onEdt(() -> SwingEdt.find(frame, list).map(c -> ((javax.swing.JList<?>) c).getModel().getSize()).orElse(-1));
    }

    private Bundle bundle(String symbolicName) {
        return Stream.of(context.getBundles()).filter(b -> symbolicName.equals(b.getSymbolicName())).findFirst().orElse(null);
    }

    /** The Swing front-end runs at the start of each test (the one before stopped it). */
    @org.junit.Before
    public void startSwing() throws Exception {
        Bundle swing = bundle("org.beadbox.ui.swing");
        if (swing.getState() != Bundle.ACTIVE) {
            swing.start();
        }
    }

    @Test
    public void aPluginMissingItsLibraryIsRepairedByInstall() throws Exception {
        catalogue.addLocation(Path.of(context.getProperty("beadbox.itest.catalogues")).resolve("v3").toString());
        catalogue.install(CatalogueFixtures.RING_PLAYER, line -> { });
        Bundle lib = bundle(CatalogueFixtures.LIBRARY);
        Path jar = Path.of(java.net.URI.create(lib.getLocation()));
        lib.uninstall(); // as an older Beadbox's plugins remove did
        java.nio.file.Files.delete(jar);
        java.util.concurrent.CountDownLatch refreshed = new java.util.concurrent.CountDownLatch(1);
        context.getBundle(0).adapt(org.osgi.framework.wiring.FrameworkWiring.class).refreshBundles(List.of(lib), e -> refreshed.countDown());
        assertTrue(refreshed.await(30, java.util.concurrent.TimeUnit.SECONDS));

        openAvailableTab();
        Eventually.await("the ring player listed as broken", () -> rows().stream().anyMatch(r -> r.get(0).equals("Ring player")
                && r.get(4).equals("cannot start")), this::rows);
        select("Ring player");
        assertTrue(SwingEdt.onEdt(() -> ((javax.swing.JTextArea) SwingEdt.find("plugins", "pluginDescription").orElseThrow()).getText())
                .endsWith("It is installed but cannot start: something it needs is missing. Install puts it back."));
        assertTrue("Install repairs it (issue 46 §13)", SwingEdt.onEdt(() -> button("installPlugin").isEnabled()));
        screenshot(Path.of(context.getProperty("beadbox.itest.catalogues")).getParent().getParent().getParent()
                .resolve("screenshots/plugins-broken.png"));
        SwingEdt.onEdt(() -> {
            button("installPlugin").doClick();
            return null;
        });
        Eventually.await("the ring player running again", () -> bundle(CatalogueFixtures.RING_PLAYER).getState() == Bundle.ACTIVE, this::rows);
        Eventually.await("the tab says it is installed", () -> row("Ring player").get(4).equals("installed"), this::rows);
        assertEquals(Bundle.ACTIVE, bundle(CatalogueFixtures.LIBRARY).getState());
    }

    private void openAvailableTab() throws Exception {
        Eventually.await("the launcher window", () -> SwingEdt.find("launcher", "plugins").isPresent(), SwingEdt::frames);
        SwingEdt.onEdt(() -> {
            ((AbstractButton) SwingEdt.find("launcher", "plugins").orElseThrow()).doClick();
            return null;
        });
        Eventually.await("the Plugins window", () -> SwingEdt.find("plugins", "pluginTabs").isPresent(), SwingEdt::frames);
        SwingEdt.onEdt(() -> {
            JTabbedPane tabs = (JTabbedPane) SwingEdt.find("plugins", "pluginTabs").orElseThrow();
            assertEquals("Available", tabs.getTitleAt(1));
            tabs.setSelectedIndex(1);
            return null;
        });
    }

    /** Stops the front-end (its windows close with it) and removes what the test installed. */
    @After
    public void cleanUp() throws Exception {
        for (Bundle b : context.getBundles()) {
            if ("org.beadbox.ui.swing".equals(b.getSymbolicName()) && b.getState() == Bundle.ACTIVE) {
                b.stop();
            }
        }
        SwingEdt.onEdt(() -> {
            for (Frame f : Frame.getFrames()) {
                f.dispose();
            }
            return null;
        });
        if (bundle(CatalogueFixtures.TAKE_AWAY) != null) {
            catalogue.uninstall(CatalogueFixtures.TAKE_AWAY, line -> { });
        }
        if (bundle(CatalogueFixtures.RING_PLAYER) != null) {
            catalogue.uninstall(CatalogueFixtures.RING_PLAYER, true, line -> { });
        }
        for (String location : catalogue.locations()) {
            catalogue.removeLocation(location);
        }
    }

    private List<List<String>> rows() {
        return SwingEdt.onEdt(() -> {
            Optional<Component> found = SwingEdt.find("plugins", "availablePlugins");
            if (found.isEmpty()) {
                return List.of();
            }
            JTable table = (JTable) found.get();
            return Stream.iterate(0, r -> r < table.getRowCount(), r -> r + 1).map(r -> Stream
                    .iterate(0, c -> c < table.getColumnCount(), c -> c + 1).map(c -> String.valueOf(table.getValueAt(r, c))).toList())
                    .toList();
        });
    }

    private List<String> row(String name) {
        return rows().stream().filter(r -> r.get(0).equals(name)).findFirst().orElseThrow(() -> new AssertionError("no row " + name));
    }

    private void select(String name) {
        SwingEdt.onEdt(() -> {
            JTable table = (JTable) SwingEdt.find("plugins", "availablePlugins").orElseThrow();
            for (int r = 0; r < table.getRowCount(); r++) {
                if (name.equals(table.getValueAt(r, 0))) {
                    table.setRowSelectionInterval(r, r);
                }
            }
            return null;
        });
    }

    private static AbstractButton button(String name) {
        return (AbstractButton) SwingEdt.find("plugins", name).orElseThrow();
    }

    private static void screenshot(Path file) throws Exception {
        BufferedImage image = SwingEdt.onEdt(() -> {
            JFrame w = (JFrame) SwingEdt.find("plugins", "plugins").orElseThrow();
            BufferedImage img = new BufferedImage(w.getWidth(), w.getHeight(), BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            w.paintAll(g);
            g.dispose();
            return img;
        });
        Files.createDirectories(file.getParent());
        ImageIO.write(image, "png", file.toFile());
    }
}
