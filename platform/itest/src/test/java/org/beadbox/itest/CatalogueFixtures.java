package org.beadbox.itest;

import aQute.bnd.osgi.repository.SimpleIndexer;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.beadbox.itest.firstmove.FirstMoveActivator;
import org.beadbox.itest.firstmove.FirstMovePlayerFactory;
import org.example.ringlib.RingLib;
import org.beadbox.itest.takeaway.TakeAwayActivator;
import org.beadbox.testkit.CatalogueSigner;
import org.beadbox.testkit.TakeAway;
import org.ops4j.pax.tinybundles.InnerClassStrategy;
import org.ops4j.pax.tinybundles.TinyBundle;
import org.ops4j.pax.tinybundles.TinyBundles;
import org.osgi.framework.Constants;

/**
 * The catalogues {@link CatalogueIT} installs from, written outside the framework: plugin
 * bundles built with TinyBundles and indexed by bnd's own indexer, as a publisher would.
 * <ul>
 *   <li>{@code v1/}: Take Away 1.0.0, a plugin for an API this Beadbox lacks (9.x), and the
 *       first-move AI whose jar was altered after it was indexed;</li>
 *   <li>{@code v2/}: Take Away 1.1.0;</li>
 *   <li>{@code v3/}: a library (no kind) and the ring player, an AI that needs it.</li>
 * </ul>
 */
final class CatalogueFixtures {

    static final String TAKE_AWAY = TakeAwayActivator.SYMBOLIC_NAME;
    static final String FUTURE = "org.beadbox.itest.future";
    static final String CORRUPTED = FirstMoveActivator.SYMBOLIC_NAME;
    static final String LIBRARY = RingLib.SYMBOLIC_NAME;
    static final String RING_PLAYER = "org.beadbox.itest.ringplayer";

    /** The publisher's key: both catalogues are signed with it (signing-key.pem, a .sig beside each jar). */
    static final CatalogueSigner SIGNER = CatalogueSigner.withNewKey();

    private CatalogueFixtures() {
    }

    /** Writes both catalogues under {@code root} and returns it. */
    static Path write(Path root) {
        try {
            Path v1 = Files.createDirectories(root.resolve("v1"));
            Path v2 = Files.createDirectories(root.resolve("v2"));
            Path take1 = takeAway(v1.resolve("takeaway-1.0.0.jar"), "1.0.0");
            Path future = jar(v1.resolve("future-1.0.0.jar"), TinyBundles.bundle()
                    .addClass(TakeAway.class, InnerClassStrategy.ALL).addClass(TakeAwayActivator.class)
                    .setHeader(Constants.BUNDLE_SYMBOLICNAME, FUTURE)
                    .setHeader(Constants.BUNDLE_ACTIVATOR, TakeAwayActivator.class.getName()),
                    "1.0.0", "org.beadbox.api;version=\"[9.0,10)\",org.osgi.framework", "game", "Take Away of the future");
            Path corrupted = jar(v1.resolve("firstmove-1.0.0.jar"), TinyBundles.bundle()
                    .addClass(FirstMovePlayerFactory.class, InnerClassStrategy.ALL).addClass(FirstMoveActivator.class)
                    .setHeader(Constants.BUNDLE_SYMBOLICNAME, CORRUPTED)
                    .setHeader(Constants.BUNDLE_ACTIVATOR, FirstMoveActivator.class.getName()),
                    "1.0.0", "org.beadbox.api;version=\"[1.0,2)\",org.osgi.framework", "AI", "First move");
            index(v1, List.of(take1, future, corrupted));
            SIGNER.signFolder(v1);
            byte[] bytes = Files.readAllBytes(corrupted);
            bytes[bytes.length / 2] ^= 0x55; // altered after indexing: its SHA-256 no longer matches
            Files.write(corrupted, bytes);
            index(v2, List.of(takeAway(v2.resolve("takeaway-1.1.0.jar"), "1.1.0")));
            SIGNER.signFolder(v2);
            Path v3 = Files.createDirectories(root.resolve("v3"));
            Path lib;
            try (InputStream in = TinyBundles.bundle().addClass(RingLib.class)
                    .setHeader(Constants.BUNDLE_MANIFESTVERSION, "2")
                    .setHeader(Constants.BUNDLE_SYMBOLICNAME, LIBRARY)
                    .setHeader(Constants.BUNDLE_NAME, "Ring library")
                    .setHeader(Constants.BUNDLE_VERSION, "1.0.0")
                    .setHeader(Constants.EXPORT_PACKAGE, RingLib.class.getPackageName() + ";version=1.0.0")
                    .build(TinyBundles.rawBuilder())) {
                lib = v3.resolve("ringlib-1.0.0.jar");
                Files.copy(in, lib, StandardCopyOption.REPLACE_EXISTING);
            }
            Path ring = jar(v3.resolve("ringplayer-1.0.0.jar"), TinyBundles.bundle()
                    .addClass(FirstMovePlayerFactory.class, InnerClassStrategy.ALL).addClass(FirstMoveActivator.class)
                    .setHeader(Constants.BUNDLE_SYMBOLICNAME, RING_PLAYER)
                    .setHeader(Constants.BUNDLE_ACTIVATOR, FirstMoveActivator.class.getName()),
                    "1.0.0", "org.beadbox.api;version=\"[1.0,2)\",org.osgi.framework," + RingLib.class.getPackageName()
                            + ";version=\"[1.0,2)\"", "AI", "Ring player");
            index(v3, List.of(lib, ring));
            SIGNER.signFolder(v3);
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the test catalogues under " + root, e);
        }
    }

    private static Path takeAway(Path file, String version) {
        return jar(file, TinyBundles.bundle()
                .addClass(TakeAway.class, InnerClassStrategy.ALL).addClass(TakeAwayActivator.class)
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, TAKE_AWAY)
                .setHeader(Constants.BUNDLE_ACTIVATOR, TakeAwayActivator.class.getName()),
                version, "org.beadbox.api;version=\"[1.0,2)\",org.osgi.framework", "game", "Take Away");
    }

    private static Path jar(Path file, TinyBundle bundle, String version, String imports, String kind, String name) {
        try (InputStream in = bundle
                .setHeader(Constants.BUNDLE_MANIFESTVERSION, "2")
                .setHeader(Constants.BUNDLE_VERSION, version)
                .setHeader(Constants.BUNDLE_DESCRIPTION, name + " " + version + ", a test plugin")
                .setHeader(Constants.IMPORT_PACKAGE, imports)
                .setHeader(Constants.PROVIDE_CAPABILITY, "beadbox.plugin;kind=" + kind + ";name=\"" + name + "\"")
                .build(TinyBundles.rawBuilder())) {
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the test bundle " + file, e);
        }
    }

    /** bnd's indexer over {@code jars}, into {@code folder}/index.xml with addresses relative to it. */
    private static void index(Path folder, List<Path> jars) throws IOException {
        new SimpleIndexer().files(jars.stream().map(Path::toFile).toList()).base(folder.toUri()).name("test")
                .index(new File(folder.toFile(), "index.xml"));
    }
}
