package org.beadbox.game.mancala;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The endgame table against plain exhaustive search through the game's own moves. */
class EndgameTest {

    private static final int STONES = 4;
    private static final int DEPTH = 11;

    /** A random covered position: {@code stones} stones in the pits, the ten gems spread over the cups. */
    private static String randomPosition(Random r, int stones) {
        int[] pits = new int[10];
        for (int s = 0; s < stones; s++) {
            pits[r.nextInt(10)]++;
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) {
            sb.append(i == 0 ? "" : "/").append(pits[i] == 0 ? "-" : "0".repeat(pits[i]));
        }
        StringBuilder south = new StringBuilder();
        StringBuilder north = new StringBuilder();
        for (int v = 5; v >= 1; v--) {
            int k = r.nextInt(3);
            south.append(String.valueOf(v).repeat(k));
            north.append(String.valueOf(v).repeat(2 - k));
        }
        return sb + " " + (south.isEmpty() ? "-" : south) + " " + (north.isEmpty() ? "-" : north) + " " + (r.nextBoolean() ? "S" : "N");
    }

    /** 1: the mover forces a win within {@code depth} plies; -1: the opponent does; 0: not decided within them. */
    private static int search(GameState s, int depth) {
        if (s.isOver()) {
            return s.outcome().orElseThrow().ranks().get(s.toMove()) == 0 ? 1 : -1;
        }
        if (depth == 0) {
            return 0;
        }
        int best = -1;
        for (Move m : s.legalMoves()) {
            GameState c = s.play(m);
            int v = c.toMove() == s.toMove() ? search(c, depth - 1) : -search(c, depth - 1);
            if (v == 1) {
                return 1;
            }
            best = Math.max(best, v);
        }
        return best;
    }

    @Test
    void agreesWithExhaustiveSearchOnRandomPositions() {
        Endgame wiki = Endgame.build(STONES, false);
        Endgame mindsports = Endgame.build(STONES, true);
        Random r = new Random(47);
        GlassBeadGame game = new GlassBeadGame();
        int decided = 0;
        int wins = 0;
        int draws = 0;
        int samples = 60;
        for (int i = 0; i < samples; i++) {
            String position = randomPosition(r, STONES);
            boolean ms = i % 3 == 2;
            GameState s = game.parsePosition(ms ? position + " tie=mindsports" : position);
            Board b = ((MancalaState) s).board();
            Endgame.Value v = (ms ? mindsports : wiki).probe(b);
            assertNotNull(v, position);
            int exact = search(s, DEPTH);
            if (exact != 0) {
                decided++;
                assertEquals(exact == 1 ? Endgame.Value.WIN : Endgame.Value.LOSS, v, position + (ms ? " tie=mindsports" : ""));
                wins += exact == 1 ? 1 : 0;
            } else {
                draws += v == Endgame.Value.DRAW ? 1 : 0;
            }
        }
        assertTrue(decided > samples / 3, decided + " of " + samples + " decided within " + DEPTH + " plies");
        assertTrue(wins > 0 && wins < decided, wins + " wins of " + decided);
        System.out.println("endgame table: " + decided + " of " + samples + " decided by search, " + wins + " wins; "
                + draws + " undecided positions the table calls draws");
    }

    @Test
    void writesAndReadsTheTable(@TempDir Path dir) throws Exception {
        Endgame t = Endgame.build(3, true);
        Path file = dir.resolve(Endgame.fileName(3, true));
        t.write(file);
        Endgame back = Endgame.read(file, 3, true);
        assertNotNull(back);
        Random r = new Random(5);
        for (int i = 0; i < 200; i++) {
            Board b = ((MancalaState) new GlassBeadGame().parsePosition(randomPosition(r, 3))).board();
            assertEquals(t.probe(b), back.probe(b));
        }
        assertEquals(null, Endgame.read(file, 3, false), "a table of the other tie rule is not taken");
        assertTrue(Files.size(file) > 0);
    }

    @Test
    void statesAnswerFromTheTableOnceItIsBuilt() throws InterruptedException {
        GlassBeadGame game = new GlassBeadGame();
        GameState s = game.parsePosition("0/-/-/0/-/-/-/0/-/- 5544 332211 N");
        Endgame.Value expected = Endgame.build(3, false).probe(((MancalaState) s).board());
        long until = System.nanoTime() + 30_000_000_000L;
        java.util.Optional<org.beadbox.api.Outcome> o;
        while ((o = s.solved()).isEmpty() && System.nanoTime() - until < 0) {
            Thread.sleep(10);
        }
        assertTrue(o.isPresent(), "built on first use, in the background");
        assertEquals(expected == Endgame.Value.DRAW, o.get().isDraw());
        if (expected != Endgame.Value.DRAW) {
            assertEquals(expected == Endgame.Value.WIN ? 1 : 0, o.get().winners().get(0), o.get().summary());
        }
        assertTrue(game.parsePosition("0/-/-/05/-/-/-/0/-/- 54 332211 N").solved().isEmpty(), "a gem in a pit: not covered");
        assertTrue(game.start(org.beadbox.api.Setup.of(2, 0)).solved().isEmpty());
    }

    /**
     * Every value agrees with the values of the position's successors through the game's own
     * moves (capture choices included): won when some move leaves the opponent lost, lost when
     * every move leaves him won, else drawn. With the analysis's least fixpoint this also checks
     * the draws, which search to a depth cannot.
     */
    @Test
    void everyValueFollowsFromItsSuccessors() {
        Endgame table = Endgame.build(5, false);
        GlassBeadGame game = new GlassBeadGame();
        Random r = new Random(11);
        int[] seen = new int[3];
        for (int i = 0; i < 300; i++) {
            GameState s = game.parsePosition(randomPosition(r, 5));
            Endgame.Value v = table.probe(((MancalaState) s).board());
            seen[v.ordinal()]++;
            if (s.isOver()) {
                assertEquals(s.outcome().orElseThrow().ranks().get(s.toMove()) == 0 ? Endgame.Value.WIN : Endgame.Value.LOSS, v);
                continue;
            }
            boolean anyLost = false;
            boolean allWon = true;
            for (Move m : s.legalMoves()) {
                GameState c = s.play(m);
                Endgame.Value w = c.isOver()
                        ? (c.outcome().orElseThrow().ranks().get(c.toMove()) == 0 ? Endgame.Value.WIN : Endgame.Value.LOSS)
                        : table.probe(((MancalaState) c).board());
                anyLost |= w == Endgame.Value.LOSS;
                allWon &= w == Endgame.Value.WIN;
            }
            assertEquals(anyLost ? Endgame.Value.WIN : allWon ? Endgame.Value.LOSS : Endgame.Value.DRAW, v, s.position());
        }
        assertTrue(seen[0] > 0 && seen[1] > 0 && seen[2] > 0, java.util.Arrays.toString(seen));
    }
}
