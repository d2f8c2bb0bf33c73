package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.inject.Inject;
import org.beadbox.core.Cli;
import org.beadbox.core.GameCatalog;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Constants;

/**
 * The whole runtime the launcher ships (every bundle of its system folder: DS, JSON, the
 * wrapped FlatLaf, the games, the players and both front-ends) resolves and starts
 * with no front-end asked for, and the core's command service answers the headless commands as
 * {@code ./beadbox COMMAND} does.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class RuntimeIT {

    @Inject
    private BundleContext context;

    @Inject
    private Cli cli;

    @Inject
    private GameCatalog games;

    /** Everything in the launcher's system folder (hot deploy is the launcher's own, not a bundle). */
    @Configuration
    public Option[] config() {
        return options(
                RuntimeOptions.base(RuntimeIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(RuntimeOptions.PLAYERS),
                RuntimeOptions.bundles(RuntimeOptions.FRONT_ENDS));
    }

    @Test
    public void everyBundleOfTheRuntimeIsActive() {
        List<String> inactive = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            boolean fragment = b.getHeaders("").get(Constants.FRAGMENT_HOST) != null;
            if (!fragment && b.getState() != Bundle.ACTIVE) {
                inactive.add(b.getSymbolicName() + " (state " + b.getState() + ")");
            }
        }
        assertEquals("bundles that did not start", List.of(), inactive);
        assertTrue("the wrapped FlatLaf is there", installed("com.formdev.flatlaf"));
        assertTrue("the Swing front-end is there", installed("org.beadbox.ui.swing"));
    }

    @Test
    public void theGamesCommandListsEveryInstalledGame() throws InterruptedException {
        Eventually.await("three games", () -> games.ids().size() >= 3, games::ids);
        Run games = run("games");
        assertEquals("exit code; error output: " + games.err, 0, games.code);
        for (String id : List.of("glassbead-challenge", "glassbead-mancala", "beadmaster")) {
            assertTrue("games lists " + id + ":\n" + games.out, games.out.contains(id));
        }
    }

    @Test
    public void theListedCommandsIncludeTheCoreOnes() {
        Run help = run("help");
        assertEquals("exit code; error output: " + help.err, 0, help.code);
        for (String command : List.of("games", "players", "perft", "replay", "match", "bench")) {
            assertTrue("help names " + command + ":\n" + help.out, help.out.contains(command));
        }
    }

    @Test
    public void anUnknownCommandFailsWithOneLineNamingIt() {
        Run wrong = run("no-such-command");
        assertNotEquals("exit code", 0, wrong.code);
        assertTrue("the error names the command: " + wrong.err, wrong.err.contains("no-such-command"));
        assertEquals("one line: " + wrong.err, 1, wrong.err.strip().lines().count());
    }

    private boolean installed(String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return true;
            }
        }
        return false;
    }

    private Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = cli.run(args, new ByteArrayInputStream(new byte[0]), o, e);
        }
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private record Run(int code, String out, String err) {
    }
}
