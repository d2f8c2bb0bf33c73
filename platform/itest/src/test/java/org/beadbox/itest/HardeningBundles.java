package org.beadbox.itest;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.beadbox.itest.badgames.BadGamesActivator;
import org.beadbox.itest.badgames.EndlessGame;
import org.beadbox.itest.badgames.ThrowingGame;
import org.beadbox.itest.badplayers.BadPlayersActivator;
import org.beadbox.itest.hanginggames.HangingGamesActivator;
import org.beadbox.testkit.TakeAway;
import org.ops4j.pax.tinybundles.InnerClassStrategy;
import org.ops4j.pax.tinybundles.TinyBundles;
import org.osgi.framework.Constants;

/**
 * The test bundles of the hardening tests, built with TinyBundles outside the framework: broken
 * games, badly behaved players, and jars that must be refused (not a bundle; a bundle importing
 * a package nobody exports). Each imports only the API and the framework, as a third party's
 * plugin would.
 */
final class HardeningBundles {

    /** The package the unresolvable bundle imports, which no bundle exports. */
    static final String MISSING_PACKAGE = "org.example.missing.engine";

    private HardeningBundles() {
    }

    /** The bundle of {@link ThrowingGame} and {@link EndlessGame}. */
    static Path badGames(Path file) {
        return write(file, TinyBundles.bundle()
                .addClass(TakeAway.class, InnerClassStrategy.ALL)
                .addClass(ThrowingGame.class, InnerClassStrategy.ALL)
                .addClass(EndlessGame.class, InnerClassStrategy.ALL)
                .addClass(BadGamesActivator.class)
                .setHeader(Constants.BUNDLE_MANIFESTVERSION, "2")
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, BadGamesActivator.SYMBOLIC_NAME)
                .setHeader(Constants.BUNDLE_VERSION, "1.0.0")
                .setHeader(Constants.BUNDLE_ACTIVATOR, BadGamesActivator.class.getName())
                .setHeader(Constants.IMPORT_PACKAGE, "org.beadbox.api;version=\"[1.0,2)\",org.osgi.framework")
                .build(TinyBundles.rawBuilder()));
    }

    /** The bundle of {@link HangingGamesActivator}'s two game plugins, one hanging in options(), one throwing there. */
    static Path hangingGames(Path file) {
        return write(file, TinyBundles.bundle()
                .addClass(TakeAway.class, InnerClassStrategy.ALL)
                .addClass(HangingGamesActivator.class, InnerClassStrategy.ALL)
                .setHeader(Constants.BUNDLE_MANIFESTVERSION, "2")
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, HangingGamesActivator.SYMBOLIC_NAME)
                .setHeader(Constants.BUNDLE_VERSION, "1.0.0")
                .setHeader(Constants.BUNDLE_ACTIVATOR, HangingGamesActivator.class.getName())
                .setHeader(Constants.IMPORT_PACKAGE, "org.beadbox.api;version=\"[1.0,2)\",org.osgi.framework")
                .build(TinyBundles.rawBuilder()));
    }

    /** The bundle of badly behaved players (and the well-behaved {@code first}). */
    static Path badPlayers(Path file) {
        return write(file, TinyBundles.bundle()
                .addClass(BadPlayersActivator.class, InnerClassStrategy.ALL)
                .setHeader(Constants.BUNDLE_MANIFESTVERSION, "2")
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, BadPlayersActivator.SYMBOLIC_NAME)
                .setHeader(Constants.BUNDLE_VERSION, "1.0.0")
                .setHeader(Constants.BUNDLE_ACTIVATOR, BadPlayersActivator.class.getName())
                .setHeader(Constants.IMPORT_PACKAGE, "org.beadbox.api;version=\"[1.0,2)\",org.osgi.framework")
                .build(TinyBundles.rawBuilder()));
    }

    /** A plain jar, such as a library someone downloaded: a manifest without any bundle header. */
    static Path plainJar(Path file) {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        m.getMainAttributes().putValue("Main-Class", "org.example.Tool");
        try {
            Files.createDirectories(file.getParent());
            try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out, m)) {
                jar.putNextEntry(new JarEntry("org/example/README.txt"));
                jar.write("not a bundle".getBytes(StandardCharsets.UTF_8));
                jar.closeEntry();
            }
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A file named .jar that is no jar at all. */
    static Path notAJar(Path file) {
        try {
            Files.createDirectories(file.getParent());
            return Files.write(file, "<html>404 Not Found</html>".getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A bundle that imports {@link #MISSING_PACKAGE}, which nothing exports. */
    static Path unresolvable(Path file) {
        return write(file, TinyBundles.bundle()
                .addClass(BadPlayersActivator.class, InnerClassStrategy.ALL)
                .setHeader(Constants.BUNDLE_MANIFESTVERSION, "2")
                .setHeader(Constants.BUNDLE_SYMBOLICNAME, "org.example.needs.engine")
                .setHeader(Constants.BUNDLE_VERSION, "1.0.0")
                .setHeader(Constants.BUNDLE_ACTIVATOR, BadPlayersActivator.class.getName())
                .setHeader(Constants.IMPORT_PACKAGE, "org.beadbox.api;version=\"[1.0,2)\",org.osgi.framework,"
                        + MISSING_PACKAGE + ";version=\"[1.0,2)\"")
                .build(TinyBundles.rawBuilder()));
    }

    private static Path write(Path file, InputStream bundle) {
        try (InputStream in = bundle) {
            Files.createDirectories(file.getParent());
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the test bundle " + file, e);
        }
    }
}
