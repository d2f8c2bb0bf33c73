package org.beadbox.game.mancala;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Setup;
import org.beadbox.testkit.GameContract;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The Glass Bead Game")
class GlassBeadGameTest implements GameContract {

    static final GlassBeadGame GAME = new GlassBeadGame();
    static final String SAMPLE = "(1) C30 c30 (2) D032 b240 (3) B40 d4320 (4) D0 a350 (5) B2 b3";

    @Override
    public Game game() {
        return GAME;
    }

    @Override
    public List<Setup> setups() {
        return List.of(Setup.of(2, 1), new Setup(2, Map.of("pits", "6"), 2), new Setup(2, Map.of("tie", "mindsports"), 3));
    }

    /**
     * Fewer playouts than the contract's default: games under uniformly random moves last about 600 plies, and the
     * contract draws a scene for every step of a move in every position, so 20 per set-up would take minutes on a shared machine; 3 per set-up still checks some 5,000 positions.
     */
    @Override
    public int playouts() {
        return 3;
    }

    static GameState at(String position) {
        return GAME.parsePosition(position);
    }

    static GameState play(GameState s, String... notations) {
        for (String n : notations) {
            s = s.play(s.parseMove(n));
        }
        return s;
    }

    static List<String> notations(GameState s) {
        return s.legalNotations();
    }

    @Nested
    @DisplayName("when counting moves")
    class Counting {

        @Test
        @DisplayName("perft from the start is 10, 115, 1434, 23967 as on the rules page")
        void perftOfTheRulesPage() {
            GameState start = GAME.start(Setup.of(2, 1));
            assertEquals(List.of(10L, 115L, 1434L, 23967L), List.of(start.perft(1), start.perft(2), start.perft(3), start.perft(4)));
        }

        @Test
        @DisplayName("the engine's perft agrees with walking legalMoves and play: depth 4 on 2×5, depth 3 on 2×6")
        void perftAgreesDeeper() {
            GameState start = GAME.start(Setup.of(2, 1));
            assertEquals(GameContract.genericPerft(start, 4), start.perft(4));
            GameState six = GAME.start(new Setup(2, Map.of("pits", "6"), 1));
            assertEquals(List.of(12L, 159L, 2324L), List.of(six.perft(1), six.perft(2), six.perft(3)));
            assertEquals(GameContract.genericPerft(six, 3), six.perft(3));
        }

        @Test
        @DisplayName("the move list agrees with entering every move step by step")
        void listAgreesWithSteps() {
            for (String p : List.of("5/40/30/20/00/0/0/30/20/10 - - S", "-/-/-/-/00521/0/0/3/0/0 543 - S", "0/0/0/3/-/-/-/-/-/000 554 - N")) {
                GameState s = at(p);
                List<String> viaSteps = new ArrayList<>();
                walk(s, new ArrayList<>(), viaSteps);
                assertEquals(notations(s), viaSteps, p);
            }
        }

        private void walk(GameState s, List<String> prefix, List<String> out) {
            s.moveOf(prefix).ifPresent(m -> out.add(m.notation()));
            for (String step : s.nextSteps(prefix)) {
                prefix.add(step);
                walk(s, prefix, out);
                prefix.remove(prefix.size() - 1);
            }
        }

        @Test
        @DisplayName("the speed example of the rules page lists its moves compactly, and they parse back")
        void theBigExample() {
            GameState s = at("-/-/-/-/000000054321/-/-/-/-/54321 - - S");
            List<Move> moves = s.legalMoves();
            assertEquals(392_280, moves.size());
            SplittableRandom random = new SplittableRandom(5);
            for (int k = 0; k < 200; k++) {
                Move m = moves.get(random.nextInt(moves.size()));
                assertEquals(m, s.parseMove(m.notation()));
                assertEquals(m, s.moveOf(m.steps()).orElseThrow());
            }
            Move sampled = s.randomMove(random);
            assertEquals(sampled, s.parseMove(sampled.notation()));
            assertEquals(List.of("0", "1", "2", "3", "4", "5"), s.nextSteps(List.of("E")));
        }

        @Test
        @DisplayName("every move's code decodes and encodes back to itself")
        void codesRoundTrip() {
            Board b = ((MancalaState) at("-/-/-/-/000000054321/-/-/-/-/54321 - - S")).board();
            Engine engine = new Engine(5);
            long[] codes = engine.enumerate(b);
            for (int i = 0; i < codes.length; i += 97) {
                assertEquals(codes[i], engine.code(b, engine.decode(b, codes[i])), "code " + i);
            }
        }
    }

    @Nested
    @DisplayName("when playing at random")
    class Random {

        @Test
        @DisplayName("fast playouts keep every gem and stone, and end the game")
        void playoutsConserve() {
            for (Setup setup : setups()) {
                GameState start = GAME.start(setup);
                int n = Integer.parseInt(setup.option("pits", "5"));
                for (int seed = 0; seed < 200; seed++) {
                    GameState end = start.playout(new SplittableRandom(seed), 5000);
                    assertTrue(end.isOver());
                    String p = end.position();
                    int points = 0;
                    int stones = 0;
                    for (char c : p.substring(0, p.lastIndexOf(' ')).toCharArray()) {
                        points += c >= '1' && c <= '9' ? c - '0' : 0;
                        stones += c == '0' ? 1 : 0;
                    }
                    assertEquals(n * (n + 1), points, p);
                    assertEquals(2 * n, stones, p);
                    assertEquals(p, GAME.parsePosition(p).position());
                }
            }
        }
    }

    @Nested
    @DisplayName("in the published sample game")
    class SampleGame {

        @Test
        @DisplayName("North's d4320 in move 3 captures South's red gem on C directly, for 4 points")
        void directCapture() {
            List<String> moves = GAME.readMoves(SAMPLE);
            GameState s = GAME.start(Setup.of(2, 1));
            s = play(s, moves.subList(0, 5).toArray(new String[0]));
            GameState after = play(s, "d4320");
            assertEquals(4.0, after.score()[1]);
            assertTrue(after.position().startsWith("530/2/0/0/1000/"), after.position());
            assertEquals(s.parseMove("d4320"), s.parseMove("d4320x"), "a bare x may mark a direct capture");
            assertEquals(s.parseMove("d4320"), s.parseMove("d4320xC4"), "a direct capture may name its gem");
        }

        @Test
        @DisplayName("the picture counts the moves played and the plies since the last capture (issue 46 §7)")
        void counter() {
            List<String> moves = GAME.readMoves(SAMPLE);
            GameState s = GAME.start(Setup.of(2, 1));
            assertEquals("0 moves played · no capture yet", counterText(s));
            GameState five = play(s, moves.subList(0, 5).toArray(new String[0]));
            assertEquals("5 moves played · no capture yet", counterText(five));
            GameState captured = play(five, "d4320");
            assertEquals("6 moves played · the last move captured", counterText(captured));
            assertEquals("8 moves played · 2 plies since the last capture", counterText(play(captured, "D0", "a350")));
        }

        private static String counterText(GameState s) {
            return s.draw(List.of()).shapes().stream().filter(x -> x instanceof org.beadbox.api.Shape.Text t && t.id().equals("counter"))
                    .map(x -> ((org.beadbox.api.Shape.Text) x).text()).findFirst().orElseThrow();
        }

        @Test
        @DisplayName("the whole text imports and replays to South to move, 0–4")
        void replay() {
            List<String> moves = GAME.readMoves(SAMPLE);
            assertEquals(List.of("C30", "c30", "D032", "b240", "B40", "d4320", "D0", "a350", "B2", "b3"), moves);
            GameState end = play(GAME.start(Setup.of(2, 1)), moves.toArray(new String[0]));
            assertEquals(0, end.toMove());
            assertEquals(4.0, end.score()[1]);
        }
    }

    @Nested
    @DisplayName("when the last stone falls on a lone stone (indirect capture)")
    class Indirect {

        @Test
        @DisplayName("the mover chooses any gem in the opponent's pits, and must name it")
        void choosesAGem() {
            GameState s = at("50/40/30/20/0/0/40/30/20/10 - - S");
            List<String> e = notations(s).stream().filter(m -> m.startsWith("E")).toList();
            assertEquals(List.of("E0xb4", "E0xc3", "E0xd2", "E0xe1"), e);
            GameState after = play(s, "E0xc3");
            assertEquals(3.0, after.score()[0]);
            IllegalMoveException unnamed = assertThrows(IllegalMoveException.class, () -> s.parseMove("E0"));
            assertTrue(unnamed.getMessage().contains("must name"), unnamed.getMessage());
        }

        @Test
        @DisplayName("identical gems in one pit are one choice, the same value in two pits two")
        void identicalGems() {
            assertEquals(List.of("E00xe55"), notations(at("-/40/30/20/00/0/0/-/-/55 - - S")).stream().filter(m -> m.startsWith("E")).toList());
            assertEquals(List.of("E0xd5", "E0xe5"), notations(at("-/40/30/20/0/0/-/-/5/5 - - S")).stream().filter(m -> m.startsWith("E")).toList());
        }

        @Test
        @DisplayName("with no gem in the opponent's pits, a gem of his cup is taken")
        void fromTheCup() {
            GameState s = at("50/40/30/20/0/0/-/-/-/- - 54321 S");
            assertEquals(List.of("E0x5", "E0x4", "E0x3", "E0x2", "E0x1"), notations(s).stream().filter(m -> m.startsWith("E")).toList());
            GameState after = play(s, "E0x4");
            assertEquals(List.of(4.0, 11.0), List.of(after.score()[0], after.score()[1]));
            assertTrue(after.position().endsWith(" 4 5321 N"), after.position());
        }

        @Test
        @DisplayName("a run of two lone stones takes two gems, a multiset of pit and value")
        void multiple() {
            GameState s = at("5/40/30/20/00/0/0/30/20/10 - - S");
            assertEquals(List.of("E00xc3d2", "E00xc3e1", "E00xd2e1"), notations(s).stream().filter(m -> m.startsWith("E")).toList());
        }

        @Test
        @DisplayName("when the pits hold too few gems, all are taken and the rest come from the cup (xD3 55)")
        void pitsThenCup() {
            GameState s = at("0/0/0/3/-/-/-/-/-/000 554 - N");
            assertEquals(List.of("e000x55D3", "e000x54D3"), notations(s));
            assertEquals(s.parseMove("e000x55D3"), s.parseMove("e000xD3 55"));
            assertEquals(List.of("e", "0", "0", "0", "xD3", "x5", "x5"), s.parseMove("e000xD3 55").steps());
            assertEquals(13.0, play(s, "e000xD3 55").score()[1]);
        }
    }

    @Nested
    @DisplayName("when the last stones fall on lone gems (direct capture)")
    class Direct {

        @Test
        @DisplayName("a run of two takes both gems, with no choice")
        void multiple() {
            GameState s = at("50/40/30/20/00/5/4/30/20/10 - - S");
            assertEquals(List.of("E00"), notations(s).stream().filter(m -> m.startsWith("E")).toList());
            assertEquals(9.0, play(s, "E00").score()[0]);
        }

        @Test
        @DisplayName("a lone gem before a lone stone breaks the run: direct and indirect never mix")
        void neverMix() {
            GameState s = at("5/40/30/20/00/5/0/30/20/10 - - S");
            assertEquals(List.of("E00xa5", "E00xc3", "E00xd2", "E00xe1"), notations(s).stream().filter(m -> m.startsWith("E")).toList());
        }
    }

    @Nested
    @DisplayName("when a player's pits are empty")
    class Feeding {

        @Test
        @DisplayName("his opponent must feed him while gems are in the pits")
        void mustFeed() {
            GameState s = at("50/40/30/20/10/-/-/-/-/- 54321 - S");
            assertEquals(List.of("D", "E"), s.nextSteps(List.of()));
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> s.parseMove("A50"));
            assertTrue(e.getMessage().contains("must feed"), e.getMessage());
        }

        @Test
        @DisplayName("any move is legal when none feeds him")
        void noFeedingMove() {
            assertEquals(List.of("A01", "A10"), notations(at("10/-/-/-/-/-/-/-/-/- 5432 - S")));
        }

        @Test
        @DisplayName("the player to move without beads ends the game, and wins while gems are in the pits")
        void theEnd() {
            GameState s = at("50/40/30/20/10/-/-/-/-/- - 54321 N");
            assertTrue(s.legalMoves().isEmpty());
            assertEquals(List.of(1), s.outcome().orElseThrow().winners());
        }
    }

    @Nested
    @DisplayName("at the end without gems in the pits")
    class Winner {

        @Test
        @DisplayName("more than half the points wins")
        void majority() {
            Outcome o = at("00/-/-/-/-/-/-/-/-/- 54321 5432 N").outcome().orElseThrow();
            assertEquals(List.of(0), o.winners());
            assertEquals(List.of(15.0, 14.0), o.scores());
        }

        @Test
        @DisplayName("at 15–15 the player without beads wins by default")
        void tieWiki() {
            GameState s = play(at("00/-/-/-/-/-/-/-/-/- 54321 54321 S"), "A00");
            assertEquals(List.of(1), s.outcome().orElseThrow().winners());
        }

        @Test
        @DisplayName("at 15–15 his opponent wins under tie=mindsports")
        void tieMindsports() {
            GameState start = GAME.start(new Setup(2, Map.of("tie", "mindsports"), 1));
            assertTrue(start.position().endsWith(" S tie=mindsports"));
            GameState s = play(at("00/-/-/-/-/-/-/-/-/- 54321 54321 S tie=mindsports"), "A00");
            assertEquals(List.of(0), s.outcome().orElseThrow().winners());
        }
    }

    @Nested
    @DisplayName("with six pits a side")
    class SixPits {

        @Test
        @DisplayName("the start has gems 6 to 1 and twelve pit fields")
        void start() {
            GameState s = GAME.start(new Setup(2, Map.of("pits", "6"), 1));
            assertEquals("60/50/40/30/20/10/60/50/40/30/20/10 - - S", s.position());
            assertEquals(12, s.legalMoves().size());
            assertEquals(s, GAME.parsePosition(s.position()));
        }
    }

    @Nested
    @DisplayName("when importing a game text")
    class Importing {

        @Test
        @DisplayName("comments are skipped and capture groups split by spaces are joined")
        void comments() {
            assertEquals(List.of("C30", "c30", "D032", "e000x55D3"), GAME.readMoves("(1) C30! c30?? (2) D032 ? e000xD3 55"));
        }

        @Test
        @DisplayName("a replay stops at the first illegal move with the reason: North's d4321 after B40")
        void replayNamesTheProblem() {
            List<String> moves = GAME.readMoves("(1) C30 c30 (2) D032 b240 (3) B40 d4321 (4) D0 a350");
            GameState s = play(GAME.start(Setup.of(2, 1)), moves.subList(0, 5).toArray(new String[0]));
            String m = assertThrows(IllegalMoveException.class, () -> s.parseMove(moves.get(5))).getMessage();
            assertTrue(m.contains("'d4321'") && m.contains("pit d holds 4 beads (4320)"), m);
        }

        @Test
        @DisplayName("garbage names the move number")
        void garbage() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.readMoves("(1) C30 c30 (2) hello"));
            assertTrue(e.getMessage().startsWith("move 2 (South)"), e.getMessage());
            IllegalArgumentException n = assertThrows(IllegalArgumentException.class, () -> GAME.readMoves("(1) C30 c30 (3) D032"));
            assertTrue(n.getMessage().startsWith("move 3"), n.getMessage());
        }

        @Test
        @DisplayName("an unknown pit is refused by name")
        void unknownPit() {
            GameState s = GAME.start(Setup.of(2, 1));
            assertTrue(s.parseMove("C30").notation().equals("C30"));
            String m = assertThrows(IllegalMoveException.class, () -> s.parseMove("q30")).getMessage();
            assertTrue(m.contains("'q30'") && m.contains("pit"), m);
            String f = assertThrows(IllegalMoveException.class, () -> s.parseMove("F30")).getMessage();
            assertTrue(f.contains("A–E"), f);
        }

        @Test
        @DisplayName("digits that do not match the pit's contents are refused")
        void wrongDigits() {
            GameState s = GAME.start(Setup.of(2, 1));
            String m = assertThrows(IllegalMoveException.class, () -> s.parseMove("C31")).getMessage();
            assertTrue(m.contains("pit C holds 2 beads (30)"), m);
            assertThrows(IllegalMoveException.class, () -> s.parseMove("C300"));
            assertThrows(IllegalMoveException.class, () -> s.parseMove("c30"), "North's pit while South moves");
        }

        @Test
        @DisplayName("a capture naming gems that are not there is refused")
        void missingGems() {
            GameState s = at("50/40/30/20/0/0/40/30/20/10 - - S");
            String m = assertThrows(IllegalMoveException.class, () -> s.parseMove("E0xa5")).getMessage();
            assertTrue(m.contains("pit a holds no purple (5)"), m);
            assertThrows(IllegalMoveException.class, () -> s.parseMove("E0xb4c3"), "one gem too many");
            assertThrows(IllegalMoveException.class, () -> s.parseMove("E0x5"), "the cup while the pits hold gems");
            assertThrows(IllegalMoveException.class, () -> s.parseMove("E0xB4"), "one's own pit");
            assertThrows(IllegalMoveException.class, () -> GAME.start(Setup.of(2, 1)).parseMove("C30xa5"), "no capture at all");
        }
    }

    @Nested
    @DisplayName("when writing")
    class Writing {

        @Test
        @DisplayName("the start position is the rules page's string, and the text board shows both rows")
        void positions() {
            GameState s = GAME.start(Setup.of(2, 1));
            assertEquals("50/40/30/20/10/50/40/30/20/10 - - S", s.position());
            String text = s.toText();
            assertTrue(text.contains("South to move") && text.contains(" e ") && text.contains(" A "), text);
            assertTrue(text.contains("0 a stone, 1-5 a gem"), "a newcomer learns what the digits mean: " + text);
            assertEquals("-/-/-/-/543210000000/-/-/-/-/54321 - - S", at("-/-/-/-/000000054321/-/-/-/-/54321 - - S").position());
            assertThrows(IllegalArgumentException.class, () -> at("50/40/30/20/10/50/40/30/20/10 - - X"));
            assertThrows(IllegalArgumentException.class, () -> at("550/40/30/20/10/50/40/30/20/10 - - S"));
        }

        @Test
        @DisplayName("the rules text tells the history and the notation")
        void rules() {
            String html = GAME.info().rulesHtml();
            assertTrue(html.contains("1979") && html.contains("GAMES") && html.contains("MindSports") && html.contains("d4320"));
            assertFalse(html.contains("<script"));
        }
    }
}
