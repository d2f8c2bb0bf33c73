package org.beadbox.ai.mcts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiFunction;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.Evaluator;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.testkit.Letter;
import org.beadbox.testkit.Oracle;
import org.beadbox.testkit.PlayerContract;
import org.beadbox.testkit.TakeAway;
import org.beadbox.testkit.TicTacToe;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The Monte Carlo search player")
class MctsPlayerTest implements PlayerContract {

    private final MctsPlayerFactory factory = new MctsPlayerFactory();
    private final TicTacToe ticTacToe = new TicTacToe();
    private final TakeAway takeAway = new TakeAway();

    @Override
    public PlayerFactory factory() {
        return factory;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("time", "0.03");
    }

    @Override
    public List<Game> games() {
        return List.of(takeAway, ticTacToe);
    }

    private MctsPlayer player(Map<String, String> options) {
        return (MctsPlayer) factory.create(ticTacToe.info(), options);
    }

    private static Node child(Node n, String move) {
        return n.children().stream().filter(c -> c.move.notation().equals(move)).findFirst().orElseThrow();
    }

    private static final Map<String, String> SEEDED = Map.of("seed", "42", "threads", "1", "iterations", "3000");

    @Nested
    @DisplayName("in tic-tac-toe")
    class Tactics {

        @Test
        @DisplayName("completes its own row when it can")
        void findsWin() throws InterruptedException {
            GameState s = ticTacToe.parsePosition("XX./OO./...");
            assertEquals("2", player(SEEDED).choose(s, Clock.unlimited(), Progress.NONE).notation());
        }

        @Test
        @DisplayName("declines a draw with a win ahead, and accepts one where it sees only a loss")
        void drawOffers() {
            GameState s = ticTacToe.parsePosition("XX./OO./...");
            assertFalse(player(Map.of("seed", "42")).acceptsDraw(s, 0), "X wins at once");
            assertTrue(player(Map.of("seed", "42")).acceptsDraw(s, 1), "O loses");
        }

        @Test
        @DisplayName("blocks the opponent's row when it cannot win at once")
        void blocksLoss() throws InterruptedException {
            GameState s = ticTacToe.parsePosition("X../..X/OO.");
            assertEquals("8", player(SEEDED).choose(s, Clock.unlimited(), Progress.NONE).notation());
        }

        @Test
        @DisplayName("never loses a whole game against the random player's moves")
        void drawsOrWinsAgainstRandom() throws InterruptedException {
            for (int seat = 0; seat < 2; seat++) {
                MctsPlayer p = player(Map.of("seed", "5", "threads", "1", "iterations", "2000"));
                java.util.SplittableRandom r = new java.util.SplittableRandom(seat);
                GameState s = ticTacToe.start(Setup.of(2, 0));
                while (!s.isOver()) {
                    Move m = s.toMove() == seat ? p.choose(s, Clock.unlimited(), Progress.NONE) : s.randomMove(r);
                    s = s.play(m);
                    p.played(m, s);
                }
                assertTrue(s.outcome().orElseThrow().reward(seat) >= 0.5, "seat " + seat + ": " + s.position());
                assertFalse(p.holdsTrees(), "the trees are let go once the game is over");
            }
        }
    }

    @Nested
    @DisplayName("where the game knows results exactly (GameState.solved, an endgame table)")
    class Solved {

        @Test
        @DisplayName("plays the one move the game knows wins, which playouts cannot tell from the others")
        void playsTheKnownWin() throws InterruptedException {
            for (int seed = 1; seed <= 5; seed++) {
                MctsPlayer p = (MctsPlayer) factory.create(ticTacToe.info(),
                        Map.of("seed", String.valueOf(seed), "threads", "1", "iterations", "60"));
                assertEquals("c", p.choose(new Oracle(""), Clock.unlimited(), Progress.NONE).notation(), "seed " + seed);
            }
        }

        @Test
        @DisplayName("does not play a known win into a position the game has already been in while another is open")
        void doesNotGoRoundInWonPositions() throws InterruptedException {
            for (int seed = 1; seed <= 5; seed++) {
                Map<String, String> options = Map.of("seed", String.valueOf(seed), "threads", "1", "iterations", "50");
                MctsPlayer beenAtP = (MctsPlayer) factory.create(ticTacToe.info(), options);
                beenAtP.played(new Letter("a"), new Twins("P"));
                assertEquals("b", beenAtP.choose(new Twins("R"), Clock.unlimited(), Progress.NONE).notation(), "seed " + seed);
                MctsPlayer beenAtQ = (MctsPlayer) factory.create(ticTacToe.info(), options);
                beenAtQ.played(new Letter("b"), new Twins("Q"));
                assertEquals("a", beenAtQ.choose(new Twins("R"), Clock.unlimited(), Progress.NONE).notation(), "seed " + seed);
            }
        }
    }

    @Nested
    @DisplayName("with a seed and one thread")
    class Determinism {

        @Test
        @DisplayName("repeats the same moves and the same analysis")
        void repeats() throws InterruptedException {
            assertEquals(game(SEEDED), game(SEEDED));
        }

        @Test
        @DisplayName("searches differently with another seed")
        void seedMatters() throws InterruptedException {
            Map<String, String> other = Map.of("seed", "43", "threads", "1", "iterations", "3000");
            assertNotEquals(game(SEEDED), game(other));
        }

        private List<String> game(Map<String, String> options) throws InterruptedException {
            MctsPlayer p = player(options);
            List<String> log = new ArrayList<>();
            GameState s = ticTacToe.start(Setup.of(2, 0));
            while (!s.isOver()) {
                List<Analysis> reports = new ArrayList<>();
                Move m = p.choose(s, Clock.unlimited(), reports::add);
                Analysis last = reports.get(reports.size() - 1);
                log.add(m.notation() + " " + last.iterations() + " " + last.winEstimate() + " " + last.line());
                s = s.play(m);
                p.played(m, s);
            }
            return log;
        }
    }

    @Nested
    @DisplayName("between moves")
    class TreeReuse {

        @Test
        @DisplayName("carries over the playouts below the reply it was told of")
        void reusesAfterNotification() throws InterruptedException {
            MctsPlayer p = player(SEEDED);
            GameState s = ticTacToe.start(Setup.of(2, 0));
            Move mine = p.choose(s, Clock.unlimited(), Progress.NONE);
            assertEquals(0, p.reusedPlayouts());
            GameState after = s.play(mine);
            p.played(mine, after);
            GameState reply = after.play(after.legalMoves().get(0));
            p.played(after.legalMoves().get(0), reply);
            p.choose(reply, Clock.unlimited(), Progress.NONE);
            assertTrue(p.reusedPlayouts() > 0, "reused " + p.reusedPlayouts());
        }

        @Test
        @DisplayName("finds the new position among the grandchildren without being told")
        void reusesByLookingUp() throws InterruptedException {
            MctsPlayer p = player(SEEDED);
            GameState s = ticTacToe.start(Setup.of(2, 0));
            Move mine = p.choose(s, Clock.unlimited(), Progress.NONE);
            GameState after = s.play(mine);
            GameState reply = after.play(after.legalMoves().get(0));
            p.choose(reply, Clock.unlimited(), Progress.NONE);
            assertTrue(p.reusedPlayouts() > 0, "reused " + p.reusedPlayouts());
        }

        @Test
        @DisplayName("starts afresh for an unrelated position")
        void freshForUnrelated() throws InterruptedException {
            MctsPlayer p = player(SEEDED);
            p.choose(ticTacToe.start(Setup.of(2, 0)), Clock.unlimited(), Progress.NONE);
            p.choose(ticTacToe.parsePosition("XO./OX./..."), Clock.unlimited(), Progress.NONE);
            assertEquals(0, p.reusedPlayouts());
        }
    }

    @Nested
    @DisplayName("when interrupted")
    class Interruption {

        @Test
        @DisplayName("throws InterruptedException and leaves no search thread running")
        void stops() throws Exception {
            Player p = factory.create(takeAway.info(), Map.of("threads", "2", "time", "60"));
            GameState s = takeAway.start(Setup.of(2, 0).with("beads", "99"));
            AtomicReference<Thread> thread = new AtomicReference<>();
            CompletableFuture<Object> result = CompletableFuture.supplyAsync(() -> {
                thread.set(Thread.currentThread());
                try {
                    return p.choose(s, Clock.unlimited(), Progress.NONE);
                } catch (InterruptedException e) {
                    return e;
                }
            });
            while (thread.get() == null) {
                Thread.sleep(10);
            }
            Thread.sleep(150);
            thread.get().interrupt();
            assertInstanceOf(InterruptedException.class, result.get(5, TimeUnit.SECONDS));
            assertFalse(Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().startsWith("beadbox-mcts-")),
                    "a helper thread is still running");
        }
    }

    @Nested
    @DisplayName("with a margin weight")
    class Margin {

        @Test
        @DisplayName("loses by as little as it can, and without one cannot tell")
        void losesByLittle() throws InterruptedException {
            MctsPlayer p = player(SEEDED);
            assertEquals("b", p.choose(new Margins("losing", ""), Clock.unlimited(), Progress.NONE).notation());
            Node root = p.tree().root();
            double a = child(root, "a").mean(0);
            double b = child(root, "b").mean(0);
            double c = child(root, "c").mean(0);
            assertTrue(b > c && c > a, "a loss by 2, then by 5, then by 8: " + b + ", " + c + ", " + a);
            assertTrue(a > 0 && b < 0.3, "a loss still counts well below even: " + a + " to " + b);

            MctsPlayer plain = player(Map.of("seed", "42", "threads", "1", "iterations", "3000", "margin", "0"));
            plain.choose(new Margins("losing", ""), Clock.unlimited(), Progress.NONE);
            for (Node n : plain.tree().root().children()) {
                assertEquals(0, n.mean(0), "by winning and losing alone every move is worth 0");
            }
        }

        @Test
        @DisplayName("of the wins at once it has found, goes for the biggest")
        void winsByMost() {
            Node root = new Node(new Margins("winning", ""), null);
            java.util.SplittableRandom random = new java.util.SplittableRandom(1);
            while (root.expand(random, 100) != null) {
                assertTrue(root.decisive() != null, "every move wins at once");
            }
            assertEquals(3, root.children().size());
            assertEquals("b", root.decisive().move.notation(), "12-2 beats 9-5 and 6-5");
        }
    }

    @Nested
    @DisplayName("with more than two seats")
    class MultiSeat {

        @Test
        @DisplayName("lets every seat maximise its own reward")
        void eachSeatForItself() throws InterruptedException {
            MctsPlayer p = player(SEEDED);
            assertEquals("L", p.choose(Kingmaker.start(), Clock.unlimited(), Progress.NONE).notation());
            Node root = p.tree().root();
            Node left = child(root, "L");
            Node right = child(root, "R");
            assertTrue(left.mean(0) > 0.4, "L is worth about a half to seat 0: " + left.mean(0));
            assertTrue(right.mean(0) < 0.4, "R is worth about a quarter to seat 0: " + right.mean(0));
            Node reply = right.decisive() != null ? right.decisive() : right.mostVisited();
            assertEquals("a", reply.move.notation(), "after R, seat 1 goes for its own win");
            assertEquals(3, root.sums.length);
        }

        @Test
        @DisplayName("with firsts=1 counts only first places: takes a sixth of a first place over a sure second; without, the second")
        void firstPlacesOnly() throws InterruptedException {
            MctsPlayer byPlace = player(SEEDED);
            assertEquals("S", byPlace.choose(ShareSecond.start(), Clock.unlimited(), Progress.NONE).notation(),
                    "a sure second place (a quarter) over a sixth of a first");
            Map<String, String> options = new java.util.HashMap<>(SEEDED);
            options.put("firsts", "1");
            MctsPlayer firsts = player(options);
            assertEquals("K", firsts.choose(ShareSecond.start(), Clock.unlimited(), Progress.NONE).notation(),
                    "a sixth of a first place over a second that counts nothing");
            Node keep = child(firsts.tree().root(), "K");
            assertEquals(1.0 / 6, keep.mean(0), 0.08, "K is worth a sixth of a first place to seat 0");
            assertEquals(0, child(firsts.tree().root(), "S").mean(0), 0, "a second place counts nothing");
        }

        @Test
        @DisplayName("takes firsts=1 from its game's evaluator as a suggestion, as BeadMaster's gives it")
        void firstsSuggested() throws InterruptedException {
            Evaluator even = state -> new double[] {1.0 / 3, 1.0 / 3, 1.0 / 3};
            factory.addEvaluator(even, Map.of(Evaluator.GAME, ticTacToe.info().id(), MctsPlayerFactory.SUGGESTION_PREFIX + "firsts", "1"));
            try {
                MctsPlayer p = player(SEEDED);
                assertTrue(p.settings().firsts());
                assertEquals("K", p.choose(ShareSecond.start(), Clock.unlimited(), Progress.NONE).notation());
            } finally {
                factory.removeEvaluator(even);
            }
            assertFalse(player(SEEDED).settings().firsts(), "off without the suggestion");
        }

        @Test
        @DisplayName("with paranoid=1 takes every other seat to play against it")
        void paranoid() throws InterruptedException {
            Map<String, String> options = new java.util.HashMap<>(SEEDED);
            options.put("paranoid", "1");
            MctsPlayer p = player(options);
            assertEquals("R", p.choose(Kingmaker.start(), Clock.unlimited(), Progress.NONE).notation(),
                    "after L seat 1 can make seat 0 last, after R only second");
            Node right = child(p.tree().root(), "R");
            Node reply = right.decisive() != null ? right.decisive() : right.mostVisited();
            assertEquals("a", reply.move.notation(), "after R, seat 1 picks the worse for seat 0");
            Node left = child(p.tree().root(), "L");
            Node leftReply = left.decisive() != null ? left.decisive() : left.mostVisited();
            assertEquals("b", leftReply.move.notation(), "after L, seat 1 makes seat 0 last");
        }
    }

    @Nested
    @DisplayName("with 100,000 moves per position")
    class HugeBranching {

        @Test
        @DisplayName("merges moves that reach the same position and makes only a few of the moves")
        void widensAndMerges() throws InterruptedException {
            AtomicLong made = new AtomicLong();
            MctsPlayer p = player(SEEDED);
            Move m = p.choose(new Wide(0, 0, made), Clock.unlimited(), Progress.NONE);
            assertTrue(Integer.parseInt(m.notation()) < Wide.MOVES);
            assertTrue(p.tree().root().children().size() <= 5, "five distinct positions follow");
            assertTrue(made.get() < 3000L * 40, "made " + made.get() + " moves for 3000 playouts");
        }
    }

    @Nested
    @DisplayName("while thinking")
    class Reporting {

        @Test
        @DisplayName("reports iterations, the best move, its estimate and the line")
        void reports() throws InterruptedException {
            List<Analysis> reports = new CopyOnWriteArrayList<>();
            GameState s = ticTacToe.parsePosition("XX./OO./...");
            Move m = player(Map.of("time", "0.3", "threads", "2")).choose(s, Clock.unlimited(), reports::add);
            assertTrue(reports.size() >= 2, "several reports in 0.3 s: " + reports.size());
            Analysis last = reports.get(reports.size() - 1);
            assertEquals(m.notation(), last.bestMove());
            assertEquals(m.notation(), last.line().get(0));
            assertTrue(last.iterations() > 0 && last.done() == 1 && last.winEstimate() > 0.9, last.toString());
        }
    }

    @Nested
    @DisplayName("with an evaluation service for the game")
    class WithEvaluator {

        @Test
        @DisplayName("cuts playouts short and asks the evaluation")
        void usesEvaluator() throws InterruptedException {
            AtomicLong calls = new AtomicLong();
            Evaluator even = state -> {
                calls.incrementAndGet();
                return new double[] {0.5, 0.5};
            };
            factory.addEvaluator(even, Map.of(Evaluator.GAME, TakeAway.ID));
            Player p = factory.create(takeAway.info(), Map.of("iterations", "500", "threads", "1", "cutoff", "2"));
            p.choose(takeAway.start(Setup.of(2, 0).with("beads", "99")), Clock.unlimited(), Progress.NONE);
            factory.removeEvaluator(even);
            assertTrue(calls.get() > 400, "evaluated " + calls.get() + " playouts of 500");
        }

        @Test
        @DisplayName("widens towards the moves the evaluation ranks first")
        void ranksMoves() throws InterruptedException {
            Evaluator likesTwoLeft = state -> {
                int beads = Integer.parseInt(state.position().split(" ")[0]);
                double[] r = new double[2];
                r[1 - state.toMove()] = beads == 7 ? 0.9 : 0.5;
                r[state.toMove()] = 1 - r[1 - state.toMove()];
                return r;
            };
            factory.addEvaluator(likesTwoLeft, Map.of(Evaluator.GAME, TakeAway.ID));
            MctsPlayer p = (MctsPlayer) factory.create(takeAway.info(), Map.of("iterations", "1", "threads", "1", "seed", "1"));
            p.choose(takeAway.parsePosition("9 1 2"), Clock.unlimited(), Progress.NONE);
            factory.removeEvaluator(likesTwoLeft);
            assertEquals("2", p.tree().root().children().get(0).move.notation());
        }

        /** An evaluation that proves the mover's win (1 for it, 0 for the other) with 1 to 3 or 5 beads left, else says nothing (0.5 each). */
        private final Evaluator provesSmallWins = state -> {
            int beads = Integer.parseInt(state.position().split(" ")[0]);
            double[] r = {0.5, 0.5};
            if (beads <= 5 && beads % 4 != 0) {
                r[state.toMove()] = 1;
                r[1 - state.toMove()] = 0;
            }
            return r;
        };

        @Test
        @DisplayName("a move to a position the evaluation proves lost for the opponent is played at once")
        void playsProvenWin() throws InterruptedException {
            Evaluator provesLoss = state -> {
                int beads = Integer.parseInt(state.position().split(" ")[0]);
                double[] r = {0.5, 0.5};
                if (beads == 8) {
                    r[state.toMove()] = 0;
                    r[1 - state.toMove()] = 1;
                }
                return r;
            };
            factory.addEvaluator(provesLoss, Map.of(Evaluator.GAME, TakeAway.ID));
            try {
                for (String seed : List.of("1", "2", "3", "4", "5")) {
                    Player p = factory.create(takeAway.info(), Map.of("iterations", "2", "threads", "1", "seed", seed));
                    assertEquals("1", p.choose(takeAway.parsePosition("9 0 2"), Clock.unlimited(), Progress.NONE).notation(), "seed " + seed);
                }
            } finally {
                factory.removeEvaluator(provesLoss);
            }
        }

        @Test
        @DisplayName("moves to positions the evaluation proves won for the opponent are left alone while another is open")
        void avoidsProvenLosses() throws InterruptedException {
            factory.addEvaluator(provesSmallWins, Map.of(Evaluator.GAME, TakeAway.ID));
            try {
                for (String seed : List.of("1", "2", "3", "4", "5")) {
                    MctsPlayer p = (MctsPlayer) factory.create(takeAway.info(), Map.of("iterations", "300", "threads", "1", "seed", seed));
                    assertEquals("2", p.choose(takeAway.parsePosition("6 0 2"), Clock.unlimited(), Progress.NONE).notation(), "seed " + seed);
                    for (Node c : p.tree().root().children()) {
                        assertTrue(c.move.notation().equals("2") || c.lostFor(0) && c.visits <= 1,
                                c.move.notation() + " proved lost is not searched: " + c.visits);
                    }
                }
            } finally {
                factory.removeEvaluator(provesSmallWins);
            }
        }

        @Test
        @DisplayName("a position proved won in the tree kept from the last move is searched when it becomes the root, and its win played")
        void searchesProvenRoot() throws InterruptedException {
            factory.addEvaluator(provesSmallWins, Map.of(Evaluator.GAME, TakeAway.ID));
            try {
                for (String seed : List.of("1", "2", "3", "4", "5", "6")) {
                    MctsPlayer p = (MctsPlayer) factory.create(takeAway.info(), Map.of("iterations", "300", "threads", "1", "seed", seed));
                    GameState s = takeAway.parsePosition("9 0 2");
                    Move mine = p.choose(s, Clock.unlimited(), Progress.NONE);
                    GameState after = s.play(mine);
                    p.played(mine, after);
                    int beads = Integer.parseInt(after.position().split(" ")[0]);
                    Move theirs = after.parseMove(Integer.toString(beads - 5));
                    GameState five = after.play(theirs);
                    p.played(theirs, five);
                    assertEquals("1", p.choose(five, Clock.unlimited(), Progress.NONE).notation(), "seed " + seed);
                    assertTrue(p.reusedPlayouts() > 0, "the tree was kept");
                }
            } finally {
                factory.removeEvaluator(provesSmallWins);
            }
        }

        /** An even evaluation that also offers a deeper judgement, noting the deadlines it is given (it proves nothing). */
        private static final class Deeper implements Evaluator, BiFunction<GameState, Long, double[]> {
            final List<Long> deadlines = new CopyOnWriteArrayList<>();

            @Override
            public double[] evaluate(GameState state) {
                return new double[] {0.5, 0.5};
            }

            @Override
            public double[] apply(GameState state, Long deadlineNanos) {
                deadlines.add(deadlineNanos);
                return null;
            }
        }

        @Test
        @DisplayName("gives the game's deeper judgement the share prove of a timed move (half unless told), none with prove=0")
        void proveShare() throws InterruptedException {
            GameState start = takeAway.start(Setup.of(2, 0).with("beads", "99"));
            for (String share : List.of("0.8", "0.5", "0")) {
                Deeper deeper = new Deeper();
                factory.addEvaluator(deeper, share.equals("0.5") ? Map.of(Evaluator.GAME, TakeAway.ID)
                        : Map.of(Evaluator.GAME, TakeAway.ID, MctsPlayerFactory.TWO_SEAT_PREFIX + "prove", share));
                try {
                    Player p = factory.create(takeAway.info(), Map.of("time", "1", "threads", "1"));
                    long before = System.nanoTime();
                    p.choose(start, Clock.unlimited(), Progress.NONE);
                    long after = System.nanoTime();
                    if (share.equals("0")) {
                        assertTrue(deeper.deadlines.isEmpty(), "not asked");
                        continue;
                    }
                    assertEquals(1, deeper.deadlines.size(), "asked once");
                    long given = deeper.deadlines.get(0) - before;
                    long fraction = Math.round(Double.parseDouble(share) * 1_000_000_000L);
                    assertTrue(given >= fraction, share + ": until " + given / 1_000_000 + " ms into the move");
                    assertTrue(after - deeper.deadlines.get(0) >= 1_000_000_000L - fraction,
                            share + ": the search still had the rest, " + (after - deeper.deadlines.get(0)) / 1_000_000 + " ms");
                } finally {
                    factory.removeEvaluator(deeper);
                }
            }
        }

        @Test
        @DisplayName("judges every leaf with the searching seat to move, unless told not to")
        void settlesLeaves() throws InterruptedException {
            Evaluator flattersLastMover = state -> {
                double[] r = new double[2];
                r[state.toMove()] = 0.2;
                r[1 - state.toMove()] = 0.8;
                return r;
            };
            factory.addEvaluator(flattersLastMover, Map.of(Evaluator.GAME, TakeAway.ID));
            GameState start = takeAway.start(Setup.of(2, 0).with("beads", "99"));
            try {
                for (String settle : List.of("1", "0")) {
                    MctsPlayer p = (MctsPlayer) factory.create(takeAway.info(),
                            Map.of("iterations", "300", "threads", "1", "seed", "1", "settle", settle, "margin", "0"));
                    p.choose(start, Clock.unlimited(), Progress.NONE);
                    double highest = p.tree().root().children().stream().mapToDouble(c -> c.mean(0)).max().orElseThrow();
                    if (settle.equals("1")) {
                        assertEquals(0.2, highest, 1e-9, "every leaf judged with seat 0 to move");
                    } else {
                        assertTrue(highest > 0.3, "leaves judged after seat 0's own move flatter it: " + highest);
                    }
                }
            } finally {
                factory.removeEvaluator(flattersLastMover);
            }
        }
        @Test
        @DisplayName("with a minimax weight, backs each node's best line up from the evaluations of the leaves, in two-seat games only")
        void backsUpLines() throws InterruptedException {
            Evaluator byBeads = state -> {
                int beads = Integer.parseInt(state.position().split(" ")[0]);
                double mover = beads % 4 == 0 ? 0.3 : 0.6;
                double[] r = new double[state.players()];
                Arrays.fill(r, (1 - mover) / (r.length - 1));
                r[state.toMove()] = mover;
                return r;
            };
            factory.addEvaluator(byBeads, Map.of(Evaluator.GAME, TakeAway.ID));
            GameState start = takeAway.start(Setup.of(2, 0).with("beads", "40"));
            try {
                MctsPlayer with = (MctsPlayer) factory.create(takeAway.info(),
                        Map.of("iterations", "2000", "threads", "1", "seed", "3"));
                with.choose(start, Clock.unlimited(), Progress.NONE);
                int[] inner = {0};
                checkLines(with.tree().root(), inner);
                assertTrue(inner[0] > 50, "a tree with many judged inner nodes: " + inner[0]);

                MctsPlayer without = (MctsPlayer) factory.create(takeAway.info(),
                        Map.of("iterations", "200", "threads", "1", "seed", "3", "minimax", "0"));
                without.choose(start, Clock.unlimited(), Progress.NONE);
                assertEquals(null, without.tree().root().line, "no line values kept with weight 0");

                MctsPlayer threeSeats = (MctsPlayer) factory.create(takeAway.info(),
                        Map.of("iterations", "2000", "threads", "1", "seed", "3"));
                threeSeats.choose(takeAway.start(Setup.of(3, 0).with("beads", "40")), Clock.unlimited(), Progress.NONE);
                assertTrue(threeSeats.tree().root().children().size() > 1, "a three-seat search that grew");
                assertEquals(null, threeSeats.tree().root().line, "no line values kept with three seats");
            } finally {
                factory.removeEvaluator(byBeads);
            }
        }

        @Test
        @DisplayName("with a RAVE weight, credits a move with every playout in which its seat played it there or later")
        void keepsAllMovesAsFirst() throws InterruptedException {
            GameState start = takeAway.start(Setup.of(2, 0).with("beads", "30"));
            MctsPlayer with = (MctsPlayer) factory.create(takeAway.info(),
                    Map.of("iterations", "3000", "threads", "1", "seed", "5", "rave", "500"));
            with.choose(start, Clock.unlimited(), Progress.NONE);
            Node root = with.tree().root();
            long visits = 0;
            long credited = 0;
            for (Node c : root.children()) {
                assertTrue(c.amafVisits >= c.visits, "every playout through " + c.move.notation() + " credits it");
                visits += c.visits;
                credited += c.amafVisits;
            }
            assertTrue(credited > visits + 1000, "takes played again later credit the root's moves too: " + credited + " for " + visits);
            Node deeper = root.mostVisited().mostVisited();
            for (Node c : deeper.children()) {
                assertTrue(c.amafVisits >= c.visits, "and below the root: " + c.move.notation());
            }

            MctsPlayer without = (MctsPlayer) factory.create(takeAway.info(),
                    Map.of("iterations", "3000", "threads", "1", "seed", "5", "rave", "0"));
            without.choose(start, Clock.unlimited(), Progress.NONE);
            assertTrue(without.tree().root().children().stream().allMatch(c -> c.amafVisits == 0), "no credits kept with weight 0");
        }

        /** Every inner node's line is the line of its child best for its mover; counts those nodes. */
        private void checkLines(Node node, int[] inner) {
            if (node.terminal != null) {
                return;
            }
            double best = Double.NEGATIVE_INFINITY;
            for (Node c : node.children()) {
                if (c.line != null) {
                    best = Math.max(best, c.line[node.mover]);
                }
                checkLines(c, inner);
            }
            if (best > Double.NEGATIVE_INFINITY) {
                inner[0]++;
                assertEquals(best, node.line[node.mover], 1e-12, "the line of " + node.state.position());
            }
        }
    }

    @Nested
    @DisplayName("options")
    class Options {

        @Test
        @DisplayName("map levels to budgets and let time and iterations replace them")
        void levels() {
            assertEquals(200, settings(Map.of("level", "beginner")).iterations());
            assertEquals(1000, settings(Map.of()).timeMillis());
            assertEquals(4000, settings(Map.of("level", "expert")).timeMillis());
            MctsSettings both = settings(Map.of("time", "0.2", "iterations", "5000"));
            assertEquals(200, both.timeMillis());
            assertEquals(5000, both.iterations());
            assertEquals(0, settings(Map.of("iterations", "5000")).timeMillis());
        }

        @Test
        @DisplayName("refuse an unknown level, naming the levels")
        void badLevel() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> factory.create(ticTacToe.info(), Map.of("level", "godlike")));
            assertTrue(e.getMessage().contains("expert"), e.getMessage());
        }

        @Test
        @DisplayName("let the game decide on RAVE: on where its evaluator says its moves are placements, else off; a value given wins")
        void raveByGame() {
            Evaluator any = state -> new double[] {0.5, 0.5};
            assertEquals(0, ((MctsPlayer) factory.create(takeAway.info(), Map.of())).settings().rave(), "no evaluator");
            factory.addEvaluator(any, Map.of(Evaluator.GAME, TakeAway.ID));
            try {
                assertEquals(0, ((MctsPlayer) factory.create(takeAway.info(), Map.of())).settings().rave(), "no placements");
            } finally {
                factory.removeEvaluator(any);
            }
            factory.addEvaluator(any, Map.of(Evaluator.GAME, TakeAway.ID, Evaluator.PLACEMENTS, "true"));
            try {
                assertEquals(MctsSettings.PLACEMENT_RAVE, ((MctsPlayer) factory.create(takeAway.info(), Map.of())).settings().rave());
                assertEquals(0, ((MctsPlayer) factory.create(takeAway.info(), Map.of("rave", "0"))).settings().rave());
                assertEquals(300, ((MctsPlayer) factory.create(takeAway.info(), Map.of("rave", "300"))).settings().rave());
                assertEquals(0, ((MctsPlayer) factory.create(ticTacToe.info(), Map.of())).settings().rave(), "another game");
            } finally {
                factory.removeEvaluator(any);
            }
        }

        @Test
        @DisplayName("take the option defaults the game's evaluator suggests; options given win, and a suggestion the option does not take is ignored")
        void suggestedByGame() {
            Evaluator any = state -> new double[] {0.5, 0.5};
            assertTrue(((MctsPlayer) factory.create(takeAway.info(), Map.of())).settings().settle(), "no evaluator: the default");
            factory.addEvaluator(any, Map.of(Evaluator.GAME, TakeAway.ID, MctsPlayerFactory.SUGGESTION_PREFIX + "settle", "0",
                    MctsPlayerFactory.SUGGESTION_PREFIX + "exploration", "-5", MctsPlayerFactory.SUGGESTION_PREFIX + "nonsense", "1"));
            try {
                MctsSettings suggested = ((MctsPlayer) factory.create(takeAway.info(), Map.of())).settings();
                assertFalse(suggested.settle(), "suggested");
                assertEquals(0.3, suggested.exploration(), 1e-12, "out of range: the option's own default");
                assertTrue(((MctsPlayer) factory.create(takeAway.info(), Map.of("settle", "1"))).settings().settle(), "given");
                assertTrue(((MctsPlayer) factory.create(ticTacToe.info(), Map.of())).settings().settle(), "another game");
            } finally {
                factory.removeEvaluator(any);
            }
            assertTrue(((MctsPlayer) factory.create(takeAway.info(), Map.of())).settings().settle(), "the evaluator gone");
        }

        @Test
        @DisplayName("take the evaluator's two-seat suggestions in two-seat games only, over its others; options given win")
        void suggestedForTwoSeats() {
            Evaluator any = state -> new double[] {0.5, 0.5};
            factory.addEvaluator(any, Map.of(Evaluator.GAME, TakeAway.ID, MctsPlayerFactory.SUGGESTION_PREFIX + "settle", "0",
                    MctsPlayerFactory.SUGGESTION_PREFIX + "cutoff", "1", MctsPlayerFactory.TWO_SEAT_PREFIX + "cutoff", "3"));
            try {
                MctsPlayer player = (MctsPlayer) factory.create(takeAway.info(), Map.of());
                assertEquals(3, player.settings(2).cutoff(), "two seats");
                assertEquals(1, player.settings(3).cutoff(), "three seats: the suggestion for every seat count");
                assertFalse(player.settings(2).settle() || player.settings(3).settle(), "the other suggestion in both");
                assertEquals(5, ((MctsPlayer) factory.create(takeAway.info(), Map.of("cutoff", "5"))).settings(2).cutoff(), "given");
            } finally {
                factory.removeEvaluator(any);
            }
            assertEquals(0, ((MctsPlayer) factory.create(takeAway.info(), Map.of())).settings(2).cutoff(), "the evaluator gone");
        }

        @Test
        @DisplayName("default to at most two threads")
        void threads() {
            int t = settings(Map.of()).threads();
            assertTrue(t >= 1 && t <= 2, "threads " + t);
        }

        private MctsSettings settings(Map<String, String> options) {
            return MctsSettings.of(OptionSpec.resolve("mcts", factory.options(), options));
        }
    }

    @Test
    @DisplayName("registers as id mcts with strength 50")
    void identity() {
        assertEquals("mcts", factory.id());
        assertEquals(50, factory.strength());
    }
}
