package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.bundle;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.inject.Inject;
import org.beadbox.api.Game;
import org.beadbox.api.Outcome;
import org.beadbox.api.Setup;
import org.beadbox.core.Cli;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.itest.badgames.EndlessGame;
import org.beadbox.itest.badgames.ThrowingGame;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

/**
 * Plugins that misbehave, installed as real bundles: AI players that throw, hang past their
 * clock ignoring interrupts, answer illegal moves or nothing; a game whose code throws and one
 * that never ends. Each is contained: the match reports what happened and ends (or goes on with
 * a move played for the faulty seat, or a replacement player), its record is kept, and the other
 * games and players keep working.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class MisbehavingPluginsIT {

    private static final Duration WAIT = Duration.ofSeconds(60);

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    @Inject
    private PlayerCatalog players;

    @Inject
    private Cli cli;

    /** The platform, the games, the random player, and the test bundles of bad games and bad players. */
    @Configuration
    public Option[] config() {
        return options(
                RuntimeOptions.base(MisbehavingPluginsIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(List.of("beadbox-ai-random")),
                bundle(HardeningBundles.badGames(RuntimeOptions.work("MisbehavingPluginsIT/bad-games.jar")).toUri().toString()),
                bundle(HardeningBundles.badPlayers(RuntimeOptions.work("MisbehavingPluginsIT/bad-players.jar")).toUri().toString()));
    }

    private void awaitPlugins() throws InterruptedException {
        Eventually.await("the games and players", () -> games.find(ThrowingGame.ID).isPresent()
                && games.find(EndlessGame.ID).isPresent() && games.find("glassbead-challenge").isPresent()
                && players.find("thrower").isPresent() && players.find("random").isPresent(), games::ids);
    }

    /** What a match told its listeners. */
    private static final class Heard implements MatchListener {
        final List<String> faults = new CopyOnWriteArrayList<>();
        final List<String> abandoned = new CopyOnWriteArrayList<>();

        @Override
        public void fault(int seat, String message) {
            faults.add(seat + ": " + message);
        }

        @Override
        public void abandoned(String reason) {
            abandoned.add(reason);
        }
    }

    private MatchBuilder match(String gameId, String first, String second, long seed) {
        Game game = games.require(gameId);
        Setup setup = Setup.of(2, seed);
        if (gameId.equals("glassbead-challenge")) {
            setup = setup.with("size", "8");
        }
        PlayerSpec a = PlayerSpec.parse(first);
        PlayerSpec b = PlayerSpec.parse(second);
        return Match.builder(game).setup(setup).seat(0, players.create(a, game.info()), first)
                .seat(1, players.create(b, game.info()), second);
    }

    @Test
    public void aPlayerThatThrowsAnswersIllegallyOrNotAtAllIsReportedAndTheGameGoesOnToItsEnd() throws Exception {
        awaitPlugins();
        String[][] cases = {{"thrower", "failed: the thrower's search blew up"}, {"cheater", "answered an illegal move zz99"},
            {"mute", "returned no move"}};
        for (String[] c : cases) {
            Heard heard = new Heard();
            try (Match m = match("glassbead-challenge", c[0], "random", 3).timeLimit(Duration.ofSeconds(5)).listener(heard).build()) {
                m.start();
                Optional<Outcome> outcome = m.awaitEnd(WAIT);
                assertTrue(c[0] + ": the game ended by its rules", outcome.isPresent());
                assertFalse(c[0] + ": faults were reported", heard.faults.isEmpty());
                assertTrue(c[0] + ": " + heard.faults.get(0), heard.faults.get(0).startsWith("0: ")
                        && heard.faults.get(0).contains(c[1]));
                assertEquals(c[0] + ": every move of the bad seat was a fault", (m.moves().size() + 1) / 2, heard.faults.size());
            }
        }
    }

    @Test
    public void aPlayerThatHangsPastItsClockIgnoringInterruptsIsReportedAndReplaced() throws Exception {
        awaitPlugins();
        Heard heard = new Heard();
        try (Match m = match("glassbead-challenge", "sleeper", "random", 5).timeLimit(Duration.ofMillis(150))
                .margin(Duration.ofMillis(50)).listener(heard).build()) {
            m.start();
            Eventually.await("two overruns", () -> heard.faults.size() >= 2, () -> heard.faults);
            assertTrue(heard.faults.get(0), heard.faults.get(0).startsWith("0: ") && heard.faults.get(0).contains("overran its clock of 0.15 s"));
            assertTrue("the replacement is taken", m.replacePlayer(0, players.create(PlayerSpec.parse("random"),
                    m.info()), "random").get());
            assertTrue("the game ends with the replacement", m.awaitEnd(WAIT).isPresent());
        }
    }

    @Test
    public void aGameWhoseCodeThrowsIsAbandonedNamingTheFailureAndItsAutosaveIsOfferedBack() throws Exception {
        awaitPlugins();
        RecordStore store = new RecordStore(Path.of(context.getProperty("beadbox.home")));
        Heard heard = new Heard();
        Match m = match(ThrowingGame.ID, "random", "random", 1).listener(heard).build();
        m.addListener(store.autosaver(m));
        m.start();
        assertTrue("no outcome", m.awaitEnd(WAIT).isEmpty());
        Eventually.await("the match closed itself", m::isClosed, heard::toString);
        m.close();
        assertEquals(List.of("the game " + ThrowingGame.ID + " failed: the board array ran out at move " + ThrowingGame.FAILS_AT),
                heard.abandoned);
        List<RecordStore.Unfinished> back = store.unfinished().stream()
                .filter(u -> u.record().gameId().equals(ThrowingGame.ID)).toList();
        assertEquals("the autosave is offered back", 1, back.size());
        assertEquals("it holds the moves played", ThrowingGame.FAILS_AT, back.get(0).record().moves().size());
        stillWorking();
    }

    @Test
    public void aGameThatNeverEndsIsStoppedAtThePlyLimit() throws Exception {
        awaitPlugins();
        Heard heard = new Heard();
        try (Match m = match(EndlessGame.ID, "random", "random", 1).plyLimit(400).listener(heard).build()) {
            m.start();
            assertTrue("no outcome", m.awaitEnd(WAIT).isEmpty());
            Eventually.await("the match stopped", m::isClosed, heard::toString);
            assertEquals(List.of("the game went past 400 moves"), heard.abandoned);
            assertEquals(400, m.moves().size());
        }
        stillWorking();
    }

    @Test
    public void theMatchCommandReportsBadGamesAndBadPlayersAndGoesOn() throws Exception {
        awaitPlugins();
        Run bad = run("match", ThrowingGame.ID, "--seats", "random,random", "--games", "2");
        assertEquals("exit code; " + bad, 0, bad.code);
        assertEquals(bad.out, 2, bad.out.lines().filter(l -> l.contains(": abandoned: the game " + ThrowingGame.ID
                + " failed: the board array ran out")).count());
        assertTrue(bad.out, bad.out.strip().endsWith("points: 0 0"));
        Run faulty = run("match", "glassbead-challenge", "--option", "size=8", "--seats", "cheater,random", "--games", "2", "--time", "5");
        assertEquals("exit code; " + faulty, 0, faulty.code);
        assertTrue(faulty.out, faulty.out.contains("fault: ") && faulty.out.contains("answered an illegal move zz99"));
        assertTrue(faulty.out, faulty.out.lines().reduce((x, y) -> y).orElse("").startsWith("points: "));
    }

    /** The real games still play to their end with real players, and every bundle is active. */
    private void stillWorking() throws InterruptedException {
        for (String id : List.of("glassbead-mancala", "beadmaster")) {
            try (Match m = match(id, "random", "random", 9).build()) {
                m.start();
                assertTrue(id + " still plays to its end", m.awaitEnd(WAIT).isPresent());
            }
        }
        List<String> inactive = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            if (b.getState() != Bundle.ACTIVE) {
                inactive.add(b.getSymbolicName());
            }
        }
        assertEquals("bundles that stopped", List.of(), inactive);
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
