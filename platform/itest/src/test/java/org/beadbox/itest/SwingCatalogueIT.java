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
        catalogue.uninstall(CatalogueFixtures.TAKE_AWAY, line -> { });
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
