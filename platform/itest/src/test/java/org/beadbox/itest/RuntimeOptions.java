package org.beadbox.itest;

import static org.ops4j.pax.exam.CoreOptions.bundle;
import static org.ops4j.pax.exam.CoreOptions.composite;
import static org.ops4j.pax.exam.CoreOptions.frameworkProperty;
import static org.ops4j.pax.exam.CoreOptions.junitBundles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.ops4j.pax.exam.Option;

/**
 * The pieces of a Beadbox runtime for Pax Exam: the bundles that Maven copied into
 * {@code target/bundles} (the reactor's own jars among them, passed in by path because they are
 * not in the local repository yet during {@code mvn verify}), and a fresh Beadbox home per test
 * class. Used from {@code @Configuration} methods, outside the framework.
 */
final class RuntimeOptions {

    /** The platform every test needs: DS, JSON, the API and the core. */
    static final List<String> PLATFORM = List.of("org.osgi.util.function", "org.osgi.util.promise",
            "org.osgi.service.component", "org.apache.felix.scr", "gson", "beadbox-api", "beadbox-core");

    /** The three game bundles. */
    static final List<String> GAMES = List.of("beadbox-game-challenge", "beadbox-game-mancala", "beadbox-game-beadmaster");

    /** The AI player bundles. */
    static final List<String> PLAYERS = List.of("beadbox-ai-random", "beadbox-ai-greedy", "beadbox-ai-mcts",
            "beadbox-ai-alphabeta", "beadbox-ai-external", "beadbox-ai-uct");

    /** The front-ends and what they need. */
    static final List<String> FRONT_ENDS = List.of("beadbox-launcher-flatlaf", "beadbox-ui-swing", "beadbox-ui-console");

    private RuntimeOptions() {
    }

    /** The jar of a bundle under test, by its artifact id; fails when Maven did not copy it. */
    static Path jar(String artifactId) {
        Path jar = Path.of(required("beadbox.itest.bundles")).resolve(artifactId + ".jar");
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("no " + jar + ": run the tests through Maven (mvn verify), which copies the bundles");
        }
        return jar;
    }

    /**
     * A whole runtime for {@code test}: the common options with the front-end {@code ui} ({@link
     * #base(Class, String)}), the platform, the games and the AI players, then {@code more}.
     */
    static Option[] runtime(Class<?> test, String ui, Option... more) {
        List<Option> out = new ArrayList<>(List.of(base(test, ui), bundles(PLATFORM), bundles(GAMES), bundles(PLAYERS)));
        out.addAll(List.of(more));
        return out.toArray(Option[]::new);
    }

    /** Options that install and start the named bundles, in order. */
    static Option bundles(List<String> artifactIds) {
        List<Option> out = new ArrayList<>();
        for (String id : artifactIds) {
            out.add(bundle(jar(id).toUri().toString()));
        }
        return composite(out.toArray(Option[]::new));
    }

    /**
     * The common options: JUnit inside the framework, no front-end, and a fresh, empty Beadbox
     * home named after the test class.
     */
    static Option base(Class<?> test) {
        return base(test, "none");
    }

    /**
     * The common options with the front-end {@code ui} asked for ({@code beadbox.ui}: {@code swing},
     * {@code console} or {@code none}) in place of none.
     */
    static Option base(Class<?> test, String ui) {
        Path home = freshFolder(test.getSimpleName() + "/home");
        return composite(
                junitBundles(),
                frameworkProperty("beadbox.home").value(home.toString()),
                frameworkProperty("beadbox.ui").value(ui),
                frameworkProperty("felix.log.level").value("1"),
                frameworkProperty("ds.loglevel").value("warn"));
    }

    /** An empty folder under the tests' work folder (target/itest-work), emptied first if it exists. */
    static Path freshFolder(String name) {
        Path folder = Path.of(required("beadbox.itest.work")).resolve(name);
        try {
            if (Files.exists(folder)) {
                try (Stream<Path> walk = Files.walk(folder)) {
                    for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            }
            return Files.createDirectories(folder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + folder, e);
        }
    }

    /** A file under the tests' work folder. */
    static Path work(String name) {
        return Path.of(required("beadbox.itest.work")).resolve(name);
    }

    private static String required(String property) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("system property " + property + " is not set: run the tests through Maven (mvn verify)");
        }
        return value;
    }
}
