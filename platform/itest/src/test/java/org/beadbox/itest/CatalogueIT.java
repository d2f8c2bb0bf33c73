package org.beadbox.itest;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertThrows;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.inject.Inject;
import org.beadbox.core.Cli;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.catalogue.Catalogue;
import org.beadbox.core.catalogue.Plugin;
import org.beadbox.testkit.TakeAway;
import org.junit.After;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * The plugin catalogue in a real framework: plugins installed from a catalogue folder (resolved
 * by the framework's resolver, downloaded into the Beadbox folder's bundles/ and started), updated
 * to a newer version (search and outdated show both versions), refused when they need an API this
 * Beadbox lacks or when their download does not match its SHA-256, and removed; a library is
 * installed before the plugin that needs it, cannot be removed from under it (unless with its
 * dependents), goes with the last plugin that needed it, and is put back by install when missing.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class CatalogueIT {

    @Inject
    private BundleContext context;

    @Inject
    private Catalogue catalogue;

    @Inject
    private GameCatalog games;

    @Inject
    private Cli cli;

    /** The platform alone, and the two test catalogues (their folder as a framework property). */
    @Configuration
    public Option[] config() {
        Path catalogues = CatalogueFixtures.write(RuntimeOptions.freshFolder("CatalogueIT/catalogues"));
        return options(
                RuntimeOptions.base(CatalogueIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                frameworkProperty("beadbox.itest.catalogues").value(catalogues.toString()));
    }

    private String v1() {
        return Path.of(context.getProperty("beadbox.itest.catalogues")).resolve("v1").toString();
    }

    private String v2() {
        return Path.of(context.getProperty("beadbox.itest.catalogues")).resolve("v2").toString();
    }

    private String v3() {
        return Path.of(context.getProperty("beadbox.itest.catalogues")).resolve("v3").toString();
    }

    private Path bundlesFolder() {
        return RecordStore.home(context.getProperty("beadbox.home")).resolve("bundles");
    }

    /** Removes what a test installed and the catalogues it added. */
    @After
    public void cleanUp() {
        for (Bundle b : context.getBundles()) {
            if (b.getSymbolicName() != null && b.getSymbolicName().startsWith("org.beadbox.itest.") && b.getState() != Bundle.UNINSTALLED) {
                catalogue.uninstall(b.getSymbolicName(), true, line -> { });
            }
        }
        for (String location : catalogue.locations()) {
            catalogue.removeLocation(location);
        }
    }

    @Test
    public void installsFromACatalogueFolderAndRemoves() throws Exception {
        catalogue.addLocation(v1());
        assertEquals("the added catalogue is listed", List.of(Path.of(v1()).toAbsolutePath().toString()), catalogue.locations());
        assertTrue(search().contains(List.of(CatalogueFixtures.TAKE_AWAY, "game", "1.0.0", "available")));

        List<String> steps = new ArrayList<>();
        Plugin installed = catalogue.install("take away", steps::add);

        assertEquals("1.0.0", installed.installedVersion());
        assertTrue("the steps are told: " + steps, steps.get(0).startsWith("resolving") && steps.contains("installed Take Away 1.0.0"));
        assertEquals(Bundle.ACTIVE, bundle(CatalogueFixtures.TAKE_AWAY).getState());
        assertTrue("the game is there at once", games.find(TakeAway.ID).isPresent());
        assertEquals(List.of("org.beadbox.itest.takeaway-1.0.0.jar"), jarsInBundles());
        assertTrue(search().contains(List.of(CatalogueFixtures.TAKE_AWAY, "game", "1.0.0", "installed")));

        assertEquals(0, run("plugins", "remove", "takeaway"));
        assertNull("uninstalled", bundle(CatalogueFixtures.TAKE_AWAY));
        assertFalse("its game is gone", games.find(TakeAway.ID).isPresent());
        assertEquals("its jar is deleted", List.of(), jarsInBundles());
    }

    @Test
    public void updateWithNothingToDoSucceeds() throws Exception {
        catalogue.addLocation(v1());
        catalogue.install(CatalogueFixtures.TAKE_AWAY, line -> { });
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = cli.run(new String[] {"plugins", "update", "takeaway"}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("exit code (issue 46 §16: it was 1); stderr: " + err.toString(StandardCharsets.UTF_8), 0, code);
        assertEquals("everything is up to date: Take Away 1.0.0 is the newest version the catalogues offer",
                out.toString(StandardCharsets.UTF_8).strip());
        assertEquals("1.0.0", bundle(CatalogueFixtures.TAKE_AWAY).getVersion().toString());
    }

    @Test
    public void updatesToANewerVersionWhileRunning() throws Exception {
        catalogue.addLocation(v1());
        catalogue.install(CatalogueFixtures.TAKE_AWAY, line -> { });
        Object before = games.find(TakeAway.ID).orElseThrow();
        catalogue.addLocation(v2());
        Plugin offered = catalogue.find("takeaway");
        assertTrue("1.1.0 is offered as an update of 1.0.0", offered.updatable() && offered.version().equals("1.1.0"));
        assertTrue("search shows both versions (issue 46 §14): " + search(),
                search().contains(List.of(CatalogueFixtures.TAKE_AWAY, "game", "1.0.0", "installed,", "1.1.0", "available")));
        assertEquals(List.of(CatalogueFixtures.TAKE_AWAY + "  game       1.0.0  installed, 1.1.0 available"), output("plugins", "outdated"));

        assertEquals("update with no name updates every outdated plugin", 0, run("plugins", "update"));

        assertEquals("1.1.0", bundle(CatalogueFixtures.TAKE_AWAY).getVersion().toString());
        assertEquals(Bundle.ACTIVE, bundle(CatalogueFixtures.TAKE_AWAY).getState());
        assertTrue("the game is back, from the new bundle", games.find(TakeAway.ID).filter(g -> g != before).isPresent());
        assertEquals(List.of("org.beadbox.itest.takeaway-1.1.0.jar"), jarsInBundles());
        assertEquals("one bundle of it", 1, Stream.of(context.getBundles())
                .filter(b -> CatalogueFixtures.TAKE_AWAY.equals(b.getSymbolicName())).count());
        assertEquals(List.of("everything is up to date"), output("plugins", "update"));
        assertEquals(List.of("everything is up to date"), output("plugins", "outdated"));
    }

    @Test
    public void installsALibraryFirstAndRefusesToRemoveItFromUnderAPlugin() throws Exception {
        catalogue.addLocation(v3());
        List<String> steps = output("plugins", "install", "ring-player");
        int library = indexOf(steps, "downloading " + CatalogueFixtures.LIBRARY + " 1.0.0");
        int plugin = indexOf(steps, "downloading " + CatalogueFixtures.RING_PLAYER + " 1.0.0");
        assertTrue("the library is installed before the plugin that needs it (issue 46 §15): " + steps, library >= 0 && library < plugin);
        assertTrue("and started before it: " + steps, steps.indexOf("starting " + CatalogueFixtures.LIBRARY + " 1.0.0")
                < steps.indexOf("starting " + CatalogueFixtures.RING_PLAYER + " 1.0.0"));
        assertEquals(Bundle.ACTIVE, bundle(CatalogueFixtures.RING_PLAYER).getState());

        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(1, cli.run(new String[] {"plugins", "remove", "ringlib"}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertTrue(err.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8).contains(CatalogueFixtures.LIBRARY
                + " is needed by Ring player (" + CatalogueFixtures.RING_PLAYER + "): nothing was removed")
                && err.toString(StandardCharsets.UTF_8).contains("--with-dependents"));
        assertEquals("the plugin still runs", Bundle.ACTIVE, bundle(CatalogueFixtures.RING_PLAYER).getState());

        assertEquals(List.of("removing " + CatalogueFixtures.RING_PLAYER + " 1.0.0", "removed " + CatalogueFixtures.RING_PLAYER,
                "removed the library " + CatalogueFixtures.LIBRARY + " 1.0.0, which only " + CatalogueFixtures.RING_PLAYER + " needed"),
                output("plugins", "remove", "ringplayer"));
        assertNull("autoremoved", bundle(CatalogueFixtures.LIBRARY));
        assertEquals(List.of(), jarsInBundles());

        catalogue.install(CatalogueFixtures.RING_PLAYER, line -> { });
        output("plugins", "remove", "ringlib", "--with-dependents");
        assertNull(bundle(CatalogueFixtures.RING_PLAYER));
        assertNull(bundle(CatalogueFixtures.LIBRARY));
        assertEquals(List.of(), jarsInBundles());
    }

    @Test
    public void repairsAPluginWhoseLibraryWentMissing() throws Exception {
        catalogue.addLocation(v3());
        catalogue.install(CatalogueFixtures.RING_PLAYER, line -> { });
        Bundle lib = bundle(CatalogueFixtures.LIBRARY);
        Path jar = Path.of(java.net.URI.create(lib.getLocation()));
        lib.uninstall(); // as an older Beadbox's plugins remove did, or a hand deleting the jar
        Files.delete(jar);
        CountDownLatch refreshed = new CountDownLatch(1);
        context.getBundle(0).adapt(FrameworkWiring.class).refreshBundles(List.of(lib), e -> refreshed.countDown());
        assertTrue(refreshed.await(30, TimeUnit.SECONDS));
        assertTrue("it cannot start: " + search(), search().contains(List.of(CatalogueFixtures.RING_PLAYER, "AI", "1.0.0", "installed,",
                "cannot", "start", "(missing", "what", "it", "needs)")));
        assertEquals(1, output("plugins", "outdated").size());

        List<String> steps = output("plugins", "install", "ringplayer");

        assertTrue("repaired, not 'installed already' (issue 46 §13): " + steps, steps.contains("repaired Ring player 1.0.0"));
        assertEquals(Bundle.ACTIVE, bundle(CatalogueFixtures.LIBRARY).getState());
        assertEquals(Bundle.ACTIVE, bundle(CatalogueFixtures.RING_PLAYER).getState());
        assertTrue(search().contains(List.of(CatalogueFixtures.RING_PLAYER, "AI", "1.0.0", "installed")));
    }

    @Test
    public void refusesAPluginForAnotherApiInOneLine() throws Exception {
        catalogue.addLocation(v1());
        Plugin future = catalogue.find(CatalogueFixtures.FUTURE);
        assertFalse(future.fits());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> catalogue.install(CatalogueFixtures.FUTURE, line -> { }));

        assertTrue(e.getMessage(), e.getMessage().contains("needs org.beadbox.api version 9.0.0 or later, below 10.0.0; "
                + "this Beadbox has version " + apiVersion()));
        assertFalse("one line", e.getMessage().contains("\n"));
        assertNull(bundle(CatalogueFixtures.FUTURE));
        assertEquals(List.of(), jarsInBundles());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(1, cli.run(new String[] {"plugins", "install", "future"}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertEquals("the command says it in one line", 1, err.toString(StandardCharsets.UTF_8).strip().lines().count());
    }

    @Test
    public void refusesACorruptedDownloadAndChangesNothing() throws Exception {
        catalogue.addLocation(v1());
        Path jar = Path.of(v1()).resolve("firstmove-1.0.0.jar");
        byte[] before = Files.readAllBytes(jar);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> catalogue.install(CatalogueFixtures.CORRUPTED, line -> { }));

        assertTrue(e.getMessage(), e.getMessage().contains("does not match the catalogue's SHA-256"));
        assertNull("not installed", bundle(CatalogueFixtures.CORRUPTED));
        assertEquals("nothing in bundles/", List.of(), jarsInBundles());
        assertArrayEquals("the catalogue's file is left as it was", before, Files.readAllBytes(jar));
        Path downloads = RecordStore.home(context.getProperty("beadbox.home")).resolve("downloads");
        try (Stream<Path> left = Files.exists(downloads) ? Files.list(downloads) : Stream.empty()) {
            assertEquals("no partial download is left", 0, left.count());
        }
    }

    private String apiVersion() {
        return Stream.of(context.getBundles()).filter(b -> "org.beadbox.api".equals(b.getSymbolicName())).findFirst()
                .orElseThrow().adapt(org.osgi.framework.wiring.BundleRevision.class).getCapabilities("osgi.wiring.package")
                .stream().filter(c -> "org.beadbox.api".equals(c.getAttributes().get("osgi.wiring.package")))
                .findFirst().orElseThrow().getAttributes().get("version").toString();
    }

    private Bundle bundle(String symbolicName) {
        return Stream.of(context.getBundles()).filter(b -> symbolicName.equals(b.getSymbolicName())).findFirst().orElse(null);
    }

    private List<String> jarsInBundles() throws IOException {
        if (!Files.isDirectory(bundlesFolder())) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(bundlesFolder())) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".jar")).sorted().toList();
        }
    }

    private static int indexOf(List<String> lines, String start) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i;
            }
        }
        return -1;
    }

    /** What the command prints, one line each; it must succeed with nothing on stderr. */
    private List<String> output(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = cli.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("stderr of " + List.of(args), "", err.toString(StandardCharsets.UTF_8));
        assertEquals(0, code);
        return out.toString(StandardCharsets.UTF_8).lines().toList();
    }

    /** The lines of plugins search, each split into its words. */
    private List<List<String>> search() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, cli.run(new String[] {"plugins", "search"}, new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream())));
        return out.toString(StandardCharsets.UTF_8).lines().map(line -> List.of(line.strip().split("\\s+"))).toList();
    }

    private int run(String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = cli.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals("no error: " + err.toString(StandardCharsets.UTF_8), "", err.toString(StandardCharsets.UTF_8));
        return code;
    }
}
