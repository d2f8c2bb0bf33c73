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
}
