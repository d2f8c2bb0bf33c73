package org.beadbox.itest;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.beadbox.itest.firstmove.FirstMoveActivator;
import org.beadbox.itest.firstmove.FirstMovePlayerFactory;
import org.beadbox.itest.takeaway.TakeAwayActivator;
import org.beadbox.testkit.TakeAway;
import org.ops4j.pax.tinybundles.InnerClassStrategy;
import org.ops4j.pax.tinybundles.TinyBundle;
import org.ops4j.pax.tinybundles.TinyBundles;
import org.osgi.framework.Constants;

/**
 * Builds the test plugin bundles with TinyBundles, outside the framework (from a test's
 * {@code @Configuration} method): the testkit's TakeAway game, and the README's example AI,
 * each with an activator that registers it, importing only the API and the framework, as a
 * third party's plugin would.
 */
final class TestBundles {

    private TestBundles() {
    }

    /** Writes the TakeAway game bundle to {@code file} (replacing it) and returns the file. */
    static Path takeAway(Path file) {
        return write(file, TinyBundles.bundle()
                .addClass(TakeAway.class, InnerClassStrategy.ALL)
                .addClass(TakeAwayActivator.class)
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, TakeAwayActivator.SYMBOLIC_NAME)
                .setHeader(Constants.BUNDLE_ACTIVATOR, TakeAwayActivator.class.getName()));
    }

    /** Writes the README's example AI plugin (always the first legal move) to {@code file}. */
    static Path firstMove(Path file) {
        return write(file, TinyBundles.bundle()
                .addClass(FirstMovePlayerFactory.class, InnerClassStrategy.ALL)
                .addClass(FirstMoveActivator.class)
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, FirstMoveActivator.SYMBOLIC_NAME)
                .setHeader(Constants.BUNDLE_ACTIVATOR, FirstMoveActivator.class.getName()));
    }

    /** A bundle importing only the API and the framework, as a third party's plugin would. */
    private static Path write(Path file, TinyBundle bundle) {
        try (InputStream in = bundle
                .setHeader(Constants.BUNDLE_MANIFESTVERSION, "2")
                .setHeader(Constants.BUNDLE_VERSION, "1.0.0")
                .setHeader(Constants.IMPORT_PACKAGE, "org.beadbox.api;version=\"[1.0,2)\",org.osgi.framework")
                .build(TinyBundles.rawBuilder())) {
            Files.createDirectories(file.getParent());
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the test bundle " + file, e);
        }
    }
}
