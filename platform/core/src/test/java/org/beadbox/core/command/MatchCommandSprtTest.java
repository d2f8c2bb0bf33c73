package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.UsageException;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The match command as a strength test")
class MatchCommandSprtTest {

    @TempDir
    Path dir;

    /** A player of take-away: "perfect" leaves a multiple of four when it can, "random" takes at random. */
    private static PlayerFactory factory(String id) {
        return new AbstractPlayerFactory(id, id, id + " take-away.", 0, List.of()) {
            @Override
            protected Player player(GameInfo game, Map<String, String> values) {
                SplittableRandom r = new SplittableRandom(9);
                return (state, clock, progress) -> {
                    int beads = Integer.parseInt(state.position().split(" ")[0]);
                    return id.equals("perfect") && beads % 4 != 0 ? state.parseMove(Integer.toString(beads % 4))
                            : state.legalMoves().get(r.nextInt(state.legalMoves().size()));
                };
            }
        };
    }

    private final MatchCommand match = new MatchCommand(GameCatalog.of(new TakeAway()),
            PlayerCatalog.of(factory("perfect"), factory("random")));

    private List<String> run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code = match.run(List.of(args), new ByteArrayInputStream(new byte[0]), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(0, code, String.join("\n", lines));
        return lines;
    }

    @Test
    @DisplayName("stops at the end of a round once the SPRT accepts H1 (a sweep of a dozen games), and prints the verdict")
    void stopsEarly() {
        List<String> lines = run("take-away", "--seats", "perfect,random", "--games", "400", "--sprt", "0,20");
        String all = String.join("\n", lines);
        String stop = lines.stream().filter(l -> l.startsWith("sprt: stopped after ")).findFirst().orElseThrow(() -> new AssertionError(all));
        int played = Integer.parseInt(stop.split(" ")[3]);
        assertTrue(played < 400 && played % 2 == 0, all);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("sprt: elo0 0, elo1 20, alpha 0.05, beta 0.05: LLR ")
                && l.endsWith("H1 accepted: perfect is stronger by 20 Elo or more (at these error rates)")), all);
        assertTrue(lines.contains("elo: perfect vs random: no finite estimate after " + played + " games (perfect scored every point)"), all);
    }

    @Test
    @DisplayName("plays the whole match when the SPRT has not decided, and says so")
    void noVerdict() {
        List<String> lines = run("take-away", "--seats", "random,random", "--games", "4", "--sprt", "0,20");
        String all = String.join("\n", lines);
        assertEquals(4, lines.stream().filter(l -> l.startsWith("game ")).count(), all);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("sprt: ") && l.endsWith("after 4 games: no verdict yet")), all);
    }

    @Test
    @DisplayName("starts both games of a round from the same random opening, and other rounds from others, the same each run")
    void openings() throws Exception {
        run("take-away", "--seats", "random,perfect", "--games", "6", "--openings", "3", "--records", dir.toString());
        List<List<String>> openings = new java.util.ArrayList<>();
        for (int g = 1; g <= 6; g++) {
            var moves = RecordStore.load(dir.resolve(String.format("take-away-%04d.json", g))).moves();
            openings.add(moves.subList(0, 3).stream().map(Object::toString).toList());
        }
        assertEquals(openings.get(0), openings.get(1));
        assertEquals(openings.get(2), openings.get(3));
        assertEquals(openings.get(4), openings.get(5));
        assertTrue(!openings.get(0).equals(openings.get(2)) || !openings.get(2).equals(openings.get(4)), openings.toString());
        MatchOpenings again = new MatchOpenings(new TakeAway(), new org.beadbox.api.Setup(2, Map.of(), 0), "", List.of(), 3);
        assertEquals(again.moves(1), again.moves(1));
        assertNotEquals(List.of(), again.moves(0));
    }

    @Test
    @DisplayName("names a bad --sprt in one line")
    void badSprt() {
        UsageException e = org.junit.jupiter.api.Assertions.assertThrows(UsageException.class,
                () -> run("take-away", "--seats", "random,random", "--sprt", "20,0"));
        assertTrue(e.getMessage().startsWith("--sprt '20,0': ELO1 must be above ELO0"), e.getMessage());
    }
}
