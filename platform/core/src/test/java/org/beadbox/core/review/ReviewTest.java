package org.beadbox.core.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;
import org.beadbox.core.TestPlayers;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The review engine on Take Away, whose perfect play is known (a row of a multiple of four beads
 * is lost for the seat to take), with a player that plays and judges perfectly: so every verdict
 * the review gives is known in advance.
 */
@DisplayName("A review")
class ReviewTest {

    static final TakeAway GAME = new TakeAway();

    /** Takes the row down to a multiple of four when it can, and says it wins exactly then. */
    static final class Perfect implements Player {
        final AtomicInteger searches;

        Perfect(AtomicInteger searches) {
            this.searches = searches;
        }

        @Override
        public Move choose(GameState state, org.beadbox.api.Clock clock, org.beadbox.api.Progress progress) {
            if (state.outcome().isPresent()) {
                throw new AssertionError("a finished position is never searched");
            }
            searches.incrementAndGet();
            int beads = Integer.parseInt(state.position().split(" ")[0]);
            int take = beads % 4 == 0 ? 1 : beads % 4;
            String best = Integer.toString(take);
            progress.report(new Analysis(1, 0, 1, best, beads % 4 == 0 ? 0 : 1, List.of(best, "1")));
            return state.parseMove(best);
        }
    }

    /** A Take Away position that knows its result exactly ({@link GameState#solved()}), as an endgame table would. */
    record Known(GameState inner) implements GameState {
        @Override
        public int players() {
            return inner.players();
        }

        @Override
        public int toMove() {
            return inner.toMove();
        }

        @Override
        public List<Move> legalMoves() {
            return inner.legalMoves();
        }

        @Override
        public GameState play(Move move) {
            return new Known(inner.play(move));
        }

        @Override
        public java.util.Optional<org.beadbox.api.Outcome> outcome() {
            return inner.outcome();
        }

        @Override
        public java.util.Optional<org.beadbox.api.Outcome> solved() {
            int beads = Integer.parseInt(inner.position().split(" ")[0]);
            int winner = beads % 4 == 0 ? 1 - toMove() : toMove();
            return isOver() ? java.util.Optional.empty() : java.util.Optional.of(org.beadbox.api.Outcome.winner(winner, new double[2], "known"));
        }

        @Override
        public double[] score() {
            return inner.score();
        }

        @Override
        public Move parseMove(String notation) {
            return inner.parseMove(notation);
        }

        @Override
        public String position() {
            return inner.position();
        }

        @Override
        public String toText() {
            return inner.toText();
        }

        @Override
        public org.beadbox.api.Scene draw(List<String> partialMove) {
            return inner.draw(partialMove);
        }
    }

    /** Plays the first move and knows nothing: every position is even to it. */
    static final class Unsure implements Player {
        @Override
        public Move choose(GameState state, org.beadbox.api.Clock clock, org.beadbox.api.Progress progress) {
            Move first = state.legalMoves().get(0);
            progress.report(new Analysis(1, 0, 1, first.notation(), 0.5, List.of(first.notation())));
            return first;
        }
    }

    @Test
    @DisplayName("takes the exact chances where the game knows the result (GameState.solved), not the search's guess")
    void exactWhereTheGameKnows() throws InterruptedException {
        Replay r = replay(2, "1", "2");
        List<GameState> known = r.states().stream().<GameState>map(Known::new).toList();
        Review review = new Review(known, r.moves(), PlayerSpec.of("unsure"), Unsure::new, Duration.ofMillis(10));
        List<MoveReview> moves = collect(review, null);
        assertEquals(List.of(0.0, 1.0), moves.get(0).chances(), "14 beads, North to take: North wins");
        assertEquals(List.of(0.0, 1.0), moves.get(1).chances(), "12 beads, South to take: South loses");
    }

    static Replay replay(int players, String... moves) {
        return Replay.of(GAME, new Setup(players, Map.of("beads", "15"), 0), "", List.of(moves));
    }

    static Review review(Replay r, AtomicInteger searches) {
        return new Review(r.states(), r.moves(), PlayerSpec.of("perfect"), () -> new Perfect(searches), Duration.ofMillis(10));
    }

    static List<MoveReview> collect(Review review, ReviewRecord previous) throws InterruptedException {
        List<MoveReview> seen = new ArrayList<>();
        review.run(previous, seen::add);
        return seen;
    }

    @Nested
    @DisplayName("of a two-seat game")
    class TwoSeats {

        @Test
        @DisplayName("marks the move that gives away a won game as a blunder, with the move it should have been")
        void blunder() throws InterruptedException {
            // 15: take 3 wins; take 1 leaves 14, won for the other seat. Then 14 -> 12 (right), 12 -> 11 (lost anyway).
            List<MoveReview> moves = collect(review(replay(2, "1", "2", "1"), new AtomicInteger()), null);
            assertEquals(3, moves.size());
            MoveReview first = moves.get(0);
            assertEquals(1, first.number());
            assertEquals(0, first.seat());
            assertEquals("blunder", first.mark());
            assertEquals("3", first.best());
            assertEquals(List.of("3", "1"), first.line());
            assertEquals(1.0, first.before());
            assertEquals(0.0, first.after());
            assertEquals(List.of(0.0, 1.0), first.chances());
            assertEquals("", moves.get(1).mark(), "the second seat's winning reply is not marked");
            assertEquals("", moves.get(2).mark(), "a move in a lost position loses nothing");
            assertEquals("Player 1: 1 blunder", Tally.of(moves, 2).line(0, "Player 1"));
            assertEquals("Player 2: no mistakes", Tally.of(moves, 2).line(1, "Player 2"));
        }

        @Test
        @DisplayName("ends on the finished game's result, without searching it")
        void finished() throws InterruptedException {
            AtomicInteger searches = new AtomicInteger();
            List<MoveReview> moves = collect(review(replay(2, "3", "3", "1", "3", "3", "2"), searches), null);
            assertEquals(List.of(0.0, 1.0), moves.get(moves.size() - 1).chances(), "the second seat took the last bead");
            // six positions, and at 12, 8 and 5 (3 played where 1 was best) the position after the best move
            assertEquals(9, searches.get(), "the unfinished positions, and the alternatives to three moves");
        }

        @Test
        @DisplayName("hands the start's chances first and one move at a time, in order")
        void order() throws InterruptedException {
            List<String> heard = new ArrayList<>();
            review(replay(2, "3", "1"), new AtomicInteger()).run(null, new Review.Listener() {
                @Override
                public void started(List<Double> start, int moves) {
                    heard.add("start " + start + " " + moves);
                }

                @Override
                public void reviewed(MoveReview move) {
                    heard.add("move " + move.number());
                }
            });
            assertEquals(List.of("start [1.0, 0.0] 2", "move 1", "move 2"), heard);
        }
    }

    @Test
    @DisplayName("of a three-seat game gives every seat a chance, summing to one")
    void threeSeats() throws InterruptedException {
        List<MoveReview> moves = collect(review(replay(3, "1", "2", "3", "1"), new AtomicInteger()), null);
        for (MoveReview m : moves) {
            assertEquals(3, m.chances().size());
            assertEquals(1.0, m.chances().stream().mapToDouble(Double::doubleValue).sum(), 1e-9, m.toString());
        }
    }

    @Nested
    @DisplayName("stored in the record")
    class Stored {

        @TempDir
        Path dir;

        @Test
        @DisplayName("is not searched again, and a longer game searches only its new moves")
        void reused() throws InterruptedException {
            AtomicInteger searches = new AtomicInteger();
            ReviewRecord first = review(replay(2, "1", "2"), searches).run(null, m -> { });
            assertEquals(4, searches.get(), "three positions, and the position after 3 instead of the first move's 1");
            searches.set(0);
            assertEquals(first.moves(), collect(review(replay(2, "1", "2"), searches), first));
            assertEquals(0, searches.get(), "the stored review is used as it is");
            List<MoveReview> longer = collect(review(replay(2, "1", "2", "3"), searches), first);
            assertEquals(3, longer.size());
            assertEquals(3, searches.get(), "only the last reviewed position, the new one and the alternative to its move");
        }

        @Test
        @DisplayName("stored with 'best' below the move played (before the fix) is searched again from that move")
        void unsoundStoredMove() throws InterruptedException {
            AtomicInteger searches = new AtomicInteger();
            ReviewRecord first = review(replay(2, "3", "2"), searches).run(null, m -> { });
            MoveReview second = first.moves().get(1);
            ReviewRecord old = new ReviewRecord(first.player(), first.seconds(), first.start(), List.of(first.moves().get(0),
                    new MoveReview(2, second.seat(), second.move(), 0.42, 0.95, second.chances(), "", "1", List.of("1"))));
            searches.set(0);
            List<MoveReview> again = collect(review(replay(2, "3", "2"), searches), old);
            assertEquals(first.moves(), again, "the second move searched again");
            assertTrue(searches.get() > 0);
        }

        @Test
        @DisplayName("round-trips through the record's JSON, and the record still replays")
        void roundTrip() throws InterruptedException {
            Replay r = replay(2, "1", "2", "1");
            ReviewRecord done = review(r, new AtomicInteger()).run(null, m -> { });
            GameRecord record = new GameRecord(GameRecord.FORMAT, TakeAway.ID, "", Map.of("beads", "15"), 2, 0,
                    List.of(new GameRecord.Seat("A", "human"), new GameRecord.Seat("B", "human")), "", r.notations(),
                    new GameRecord.Result("unfinished", "", List.of(), List.of(0.0, 0.0)), "", "").withReview(done);
            Path file = dir.resolve("game.json");
            RecordStore.save(record, file);
            GameRecord read = RecordStore.load(file);
            assertEquals(done, read.review());
            assertEquals(r.notations(), RecordStore.replay(read, GameCatalog.of(GAME)).notations());
            assertEquals(null, RecordStore.load(saveWithout(record)).review(), "a record without a review reads as one without");
        }

        private Path saveWithout(GameRecord record) {
            Path file = dir.resolve("plain.json");
            RecordStore.save(record.withReview(null), file);
            return file;
        }

        @Test
        @DisplayName("with a chance out of range is refused with a line naming the move")
        void badChance() {
            String json = RecordStore.toJson(new GameRecord(GameRecord.FORMAT, TakeAway.ID, "", Map.of(), 2, 0,
                    List.of(new GameRecord.Seat("A", "human"), new GameRecord.Seat("B", "human")), "", List.of("1"),
                    new GameRecord.Result("unfinished", "", List.of(), List.of()), "", "").withReview(
                            new ReviewRecord("perfect", 0.2, List.of(0.5, 0.5), List.of(
                                    new MoveReview(1, 0, "1", 0.5, 0.5, List.of(0.5, 0.5), "", "3", List.of())))))
                    .replace("\"before\": 0.5", "\"before\": 7.0");
            String m = assertThrows(IllegalArgumentException.class, () -> RecordStore.fromJson(json, "g.json")).getMessage();
            assertTrue(m.contains("review move 1: a winning chance is from 0 to 1, not 7.0"), m);
        }
    }

    @Test
    @DisplayName("cancelled mid-way stops promptly, keeping what it handed out")
    void cancelled() throws Exception {
        Replay r = replay(2, "1", "2", "1", "2");
        CountDownLatch second = new CountDownLatch(1);
        AtomicInteger calls = new AtomicInteger();
        Player slowAfterTwo = new Player() {
            @Override
            public Move choose(GameState state, org.beadbox.api.Clock clock, org.beadbox.api.Progress progress)
                    throws InterruptedException {
                if (calls.incrementAndGet() > 3) { // the start, after move 1, and after the move preferred to it
                    second.countDown();
                    Thread.sleep(60_000);
                }
                return new Perfect(new AtomicInteger()).choose(state, clock, progress);
            }
        };
        List<MoveReview> seen = new CopyOnWriteArrayList<>();
        Review.Running running = new Review(r.states(), r.moves(), PlayerSpec.of("slow"), () -> slowAfterTwo,
                Duration.ofMillis(10)).start(null, seen::add);
        assertTrue(second.await(10, TimeUnit.SECONDS));
        running.cancel();
        assertThrows(CancellationException.class, () -> running.result().get(5, TimeUnit.SECONDS));
        running.thread().join(5_000);
        assertTrue(!running.thread().isAlive(), "the review's thread ended");
        assertEquals(1, seen.size(), "the first move, reviewed before the cancel, was handed out");
    }

    @Test
    @DisplayName("by default searches with the strongest installed player, at the chosen time")
    void strongest() {
        PlayerCatalog catalog = PlayerCatalog.of(TestPlayers.factory("first", () -> new Perfect(new AtomicInteger())));
        Review r = Review.of(replay(2, "1"), catalog, null, Review.QUICK);
        assertEquals("first:time=0.2", r.player().toString());
        assertEquals("first:time=2", Review.of(replay(2, "1"), catalog, null, Review.DEEP).player().toString());
        assertEquals("first:time=5", Review.of(replay(2, "1"), catalog, PlayerSpec.parse("first:time=5"), Review.DEEP)
                .player().toString());
    }

    @Test
    @DisplayName("marks by the thresholds of docs/review.md")
    void thresholds() {
        assertTrue(Mark.of(0.09).isEmpty());
        assertEquals(Mark.INACCURACY, Mark.of(0.10).orElseThrow());
        assertEquals(Mark.MISTAKE, Mark.of(0.25).orElseThrow());
        assertEquals(Mark.BLUNDER, Mark.of(0.30).orElseThrow());
    }

    /**
     * A player whose short searches misjudge: it prefers taking 3 from 15, but rates the row of 12
     * that leaves (for the seat to move there) at 42% for the mover, and the row of 14 left by
     * taking 1 at 5%: so "best" came out at 58% and the move played at 95%, as in the mancala
     * game of issue 46.
     */
    static final class Misjudging implements Player {
        @Override
        public Move choose(GameState state, org.beadbox.api.Clock clock, org.beadbox.api.Progress progress) {
            int beads = Integer.parseInt(state.position().split(" ")[0]);
            double p = beads == 15 ? 0.6 : beads == 14 ? 0.05 : beads == 12 ? 0.42 : beads % 4 == 0 ? 0 : 1;
            String best = beads == 15 ? "3" : Integer.toString(beads % 4 == 0 ? 1 : beads % 4);
            progress.report(new Analysis(400, 0, 1, best, p, List.of(best)));
            return state.parseMove(best);
        }
    }

    @Test
    @DisplayName("never rates its preferred move below the move played: a move searched better than the preference is the best")
    void bestNeverBelowPlayed() throws InterruptedException {
        Replay r = replay(2, "1", "1");
        List<MoveReview> moves = collect(new Review(r.states(), r.moves(), PlayerSpec.of("misjudging"), Misjudging::new,
                Duration.ofMillis(10)), null);
        MoveReview first = moves.get(0);
        assertEquals(0.95, first.after(), 1e-9);
        assertEquals(0.95, first.before(), 1e-9, "not 58% for the preference against 95% for the move played");
        assertEquals("1", first.best(), "the move played, searched as well as the preference, is the best");
        assertEquals(List.of("1", "2"), first.line(), "the move and the search's reply after it");
        assertEquals("", first.mark());
        assertEquals(false, first.tooClose());
        // 400 playouts on each side: about 2 * sqrt(0.05 * 0.95 / 400 + 0.42 * 0.58 / 400) = 0.054
        assertEquals(2 * Math.sqrt(0.05 * 0.95 / 400 + 0.42 * 0.58 / 400), first.margin(), 1e-9);
    }

    @Test
    @DisplayName("over random games with a noisy player: best at least as good as played, and no mark within the margin")
    void propertyBestAtLeastPlayed() throws InterruptedException {
        java.util.Random random = new java.util.Random(46);
        for (int game = 0; game < 60; game++) {
            List<String> played = new ArrayList<>();
            GameState s = replay(2).last();
            while (s.outcome().isEmpty() && played.size() < 12) {
                List<Move> legal = s.legalMoves();
                Move m = legal.get(random.nextInt(legal.size()));
                played.add(m.notation());
                s = s.play(m);
            }
            Replay r = replay(2, played.toArray(String[]::new));
            long seed = random.nextLong();
            Player noisy = new Player() {
                final java.util.Random own = new java.util.Random(seed);

                @Override
                public Move choose(GameState state, org.beadbox.api.Clock clock, org.beadbox.api.Progress progress) {
                    List<Move> legal = state.legalMoves();
                    Move pick = legal.get(own.nextInt(legal.size()));
                    progress.report(new Analysis(1 + own.nextInt(2000), 0, 1, pick.notation(), own.nextDouble(),
                            List.of(pick.notation())));
                    return pick;
                }
            };
            for (MoveReview m : collect(new Review(r.states(), r.moves(), PlayerSpec.of("noisy"), () -> noisy,
                    Duration.ofMillis(10)), null)) {
                assertTrue(m.before() >= m.after(), "best rated below the move played: " + m);
                assertTrue(m.best().equals(m.move()) || m.before() > m.after(), "a preference not better than the move: " + m);
                assertTrue(m.mark().isEmpty() || m.loss() >= m.margin(), "a mark within the margin: " + m);
                assertEquals(m.tooClose(), !m.best().equals(m.move()) && m.loss() < m.margin(), m.toString());
            }
        }
    }

    @Nested
    @DisplayName("sums up each player")
    class Summary {

        @Test
        @DisplayName("with lichess's accuracy per move, averaged over the player's moves")
        void accuracy() {
            assertEquals(100, Accuracy.ofLoss(0), 1e-3);
            assertEquals(103.1668 * Math.exp(-0.4354) - 3.1669, Accuracy.ofLoss(0.10), 1e-9);
            assertEquals(0, Accuracy.ofLoss(1), 1e-9, "clamped at 0");
            List<MoveReview> moves = List.of(move(1, 0, 0.6, 0.5, 0.5), move(2, 1, 0.5, 0.5, 0.5), move(3, 0, 0.5, 0.5, 0.5));
            assertEquals((Accuracy.ofLoss(0.1) + 100) / 2, Accuracy.of(moves, 0).orElseThrow(), 1e-9);
            assertEquals("accuracy 82%", Accuracy.describe(moves, 0));
            assertEquals("accuracy 100%", Accuracy.describe(moves, 1));
            assertEquals("no moves", Accuracy.describe(moves, 2));
        }

        @Test
        @DisplayName("and the move after which the winner led for good, else the winner's biggest gain")
        void turningPoint() {
            // seat 1's chance: 0.5 start, then 0.4, 0.6, 0.45, 0.55, 0.7, 1: led for good from move 4
            List<MoveReview> moves = List.of(move(1, 0, 0.6, 0.6, 0.6), move(2, 1, 0.6, 0.6, 0.4), move(3, 0, 0.55, 0.55, 0.55),
                    move(4, 1, 0.55, 0.55, 0.45), move(5, 0, 0.3, 0.3, 0.3), move(6, 1, 1, 1, 0));
            assertEquals(4, Accuracy.turningPoint(List.of(0.5, 0.5), moves, 1).orElseThrow());
            // seat 0 led after moves 1 and 3 but not at the end: its largest gain, move 3 (0.4 to 0.55)
            assertEquals(3, Accuracy.turningPoint(List.of(0.5, 0.5), moves, 0).orElseThrow(), "it did not lead at the end");
            // seat 1 led from the start to the end: its biggest gain
            List<MoveReview> ahead = List.of(move(1, 0, 0.4, 0.4, 0.4), move(2, 1, 0.3, 0.3, 0.3), move(3, 0, 0, 0, 0));
            assertEquals(3, Accuracy.turningPoint(List.of(0.45, 0.55), ahead, 1).orElseThrow());
            assertTrue(Accuracy.turningPoint(List.of(0.5, 0.5), moves, -1).isEmpty(), "no turn in a draw");
        }

        /** Move {@code n} by {@code seat}, its mover's chance {@code before} and {@code after}, seat 0's chance {@code zero} after it. */
        private MoveReview move(int n, int seat, double before, double after, double zero) {
            return new MoveReview(n, seat, "1", before, after, List.of(zero, 1 - zero), Mark.of(before - after).map(Mark::word)
                    .orElse(""), "1", List.of());
        }
    }
}
