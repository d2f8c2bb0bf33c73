package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("--engine NAME=COMMAND")
class EngineFlagTest {

    private final List<Map<String, String>> made = new CopyOnWriteArrayList<>();

    /** Stands in for the ai-external bundle's generic factory: records the options it is given. */
    private final PlayerFactory engine = new AbstractPlayerFactory(PlayerSpec.ENGINE_FACTORY, "External engine", "", 0, List.of()) {
        @Override
        public Player create(GameInfo game, Map<String, String> options) { // any options, as the real one takes
            made.add(options);
            return player(game, options);
        }

        @Override
        protected Player player(GameInfo game, Map<String, String> values) {
            return (s, c, p) -> s.legalMoves().get(s.legalMoves().size() - 1);
        }
    };

    private final CommandLine cli = new CommandLine(List.of(new MatchCommand(GameCatalog.of(new TakeAway()),
            PlayerCatalog.of(engine))));

    private List<String> run(int expectedCode, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = cli.run(args, new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(expectedCode, code, err.toString(StandardCharsets.UTF_8));
        return (code == 0 ? out : err).toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    @DisplayName("makes the engine name a player for --seats, with its options passed on")
    void nameWorksInSeats() {
        List<String> out = run(0, "match", "take-away", "--engine", "ref=java -jar ref.jar", "--engine", "two=./two",
                "--seats", "ref:time=0.2,two", "--games", "2");
        assertTrue(out.get(out.size() - 1).startsWith("points: "), out.toString());
        assertTrue(out.stream().anyMatch(l -> l.contains("ref:time=0.2 vs two")), out.toString());
        assertTrue(made.contains(Map.of("command", "java -jar ref.jar", "name", "ref", "time", "0.2")), made.toString());
        assertTrue(made.contains(Map.of("command", "./two", "name", "two")), made.toString());
    }

    @Test
    @DisplayName("refuses a value that is not NAME=COMMAND, in one line")
    void badValue() {
        List<String> err = run(2, "match", "take-away", "--engine", "=nothing", "--seats", "a,b");
        assertEquals(1, err.size());
        assertTrue(err.get(0).contains("is not NAME=COMMAND"), err.get(0));
    }
}
