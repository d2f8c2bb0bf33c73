package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.inject.Inject;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.itest.firstmove.FirstMovePlayerFactory;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.InvalidSyntaxException;

/**
 * An external engine never shadows a player: one named like a built-in is refused, and one named
 * like a plugin's player gives way when that plugin is installed, and comes back when it goes.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class EngineNamesIT {

    @Inject
    private BundleContext context;

    @Inject
    private PlayerCatalog players;

    /**
     * The platform, the games, the players and an engines.json naming MCTS, First and Mine; the
     * example plugin whose player is {@code first} is written here, to be installed later.
     */
    @Configuration
    public Option[] config() {
        Option base = RuntimeOptions.base(EngineNamesIT.class);
        Path home = RuntimeOptions.work("EngineNamesIT/home");
        try {
            Files.writeString(home.resolve("engines.json"), "[{\"name\": \"MCTS\", \"command\": \"/bin/cat\"},"
                    + " {\"name\": \"First\", \"command\": \"/bin/cat\"}, {\"name\": \"Mine\", \"command\": \"/bin/cat\"}]");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        TestBundles.firstMove(RuntimeOptions.work("EngineNamesIT/first-move.jar"));
        return options(base,
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES),
                RuntimeOptions.bundles(RuntimeOptions.PLAYERS));
    }

    private List<String> engines() {
        try {
            var refs = context.getServiceReferences(PlayerFactory.class, "(beadbox.engine.name=*)");
            return refs.stream().map(r -> String.valueOf(r.getProperty("beadbox.engine.name"))).sorted().toList();
        } catch (InvalidSyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    public void anEngineNeverShadowsAPlayer() throws Exception {
        Eventually.await("the engines", () -> engines().contains("Mine"), this::engines);
        Eventually.await("mcts", () -> players.find("mcts").isPresent(), () -> players.factories());
        assertEquals("an engine named like a built-in is refused", List.of("First", "Mine"), engines());
        assertTrue(players.require("mcts").description(), !players.require("mcts").description().contains("external program"));

        Bundle first = context.installBundle(RuntimeOptions.work("EngineNamesIT/first-move.jar").toUri().toString());
        first.start();
        Eventually.await("the engine First giving way", () -> engines().equals(List.of("Mine")), this::engines);
        // The catalogue hears of the engine leaving and the plugin's player arriving as separate
        // registry events: wait until it holds the plugin's player.
        Eventually.await("first played by the plugin", () -> players.find("first")
                .map(f -> f.getClass().getName().equals(FirstMovePlayerFactory.class.getName())).orElse(false),
                () -> players.find("first").map(f -> f.getClass().getName()));

        first.uninstall();
        Eventually.await("the engine First back", () -> engines().equals(List.of("First", "Mine")), this::engines);
    }
}
