package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.Quote;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;
import org.beadbox.core.UsageException;
import org.beadbox.core.review.Accuracy;
import org.beadbox.core.review.MoveReview;
import org.beadbox.core.review.Review;
import org.beadbox.core.review.ReviewRecord;
import org.beadbox.core.review.Tally;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code review RECORD.json [--player SPEC] [--time S]} (or {@code review GAME FILE} for a
 * published move list): reviews the game with the computer and prints one row a move as it is
 * reviewed (its number, the seat, the move, the mover's winning chance before and after, its mark
 * and the computer's preferred move with its line), then each seat's count of marks. A record's
 * review is stored in it, and a record that already holds a review by the same player and time
 * is printed from it without searching again.
 */
@Component(service = Command.class)
public final class ReviewCommand implements Command {

    private final GameCatalog games;
    private final PlayerCatalog players;

    /** A command over these catalogues. */
    @Activate
    public ReviewCommand(@Reference GameCatalog games, @Reference PlayerCatalog players) {
        this.games = games;
        this.players = players;
    }

    @Override
    public String name() {
        return "review";
    }

    @Override
    public String usage() {
        return "review RECORD.json [--player SPEC] [--time SECONDS] | review GAME FILE [--player SPEC] [--time SECONDS]"
                + " [--option KEY=VALUE]... [--players N] [--seed S] [--position P]";
    }

    @Override
    public String summary() {
        return "Reviews a game with the computer (by default the strongest player, 0.2 s a position): one row a move,"
                + " 'N seat move before after mark best line', marking each inaccuracy, mistake and blunder; a record"
                + " keeps its review, so it is not searched twice.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        Arguments a = Arguments.parse(args, true, "player", "time").expect(1, 2, "RECORD.json or GAME FILE");
        Duration budget = Duration.ofMillis(Math.round(a.decimal("time", 0.2, 0.01, 600) * 1000));
        PlayerSpec spec = a.flag("player").map(PlayerSpec::parse).orElse(null);
        GameRecord record = null;
        Path file = Path.of(a.words().get(a.words().size() - 1));
        Replay replay;
        List<String> names = new ArrayList<>();
        if (a.words().size() == 1) {
            if (!a.options().isEmpty() || a.flag("players").isPresent() || a.flag("seed").isPresent()
                    || a.flag("position").isPresent() || a.flag("moves").isPresent()) {
                throw new UsageException("a record carries its own setup and moves: give no game flags with RECORD.json");
            }
            RecordStore.Opened opened = RecordStore.open(file, games);
            record = opened.record();
            replay = opened.replay();
            opened.notes().forEach(note -> out.println("note: " + Quote.line(file.toString()) + ": " + note));
            record.seats().forEach(s -> names.add(Quote.line(s.name())));
        } else {
            Game game = games.require(a.words().get(0));
            String text = RecordStore.readText(file); // names the file itself
            try {
                replay = Replay.of(game, a.setup(game), a.flag("position").orElse(""), game.readMoves(text));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(Quote.line(file.toString()) + ": " + e.getMessage(), e);
            }
        }
        int seats = replay.start().players();
        if (names.size() != seats) {
            names.clear();
            replay.game().seats(seats).forEach(s -> names.add(Quote.line(s.name())));
        }
        Review review = Review.of(replay, players, spec, budget);
        ReviewRecord stored = record == null ? null : record.review();
        double seconds = budget.toMillis() / 1000.0;
        boolean cached = stored != null && stored.covers(replay.notations(), review.player().toString(), seconds);
        out.println("review of " + Quote.line(replay.game().info().name()) + ": " + replay.moves().size() + (replay.moves().size() == 1 ? " move, by " : " moves, by ")
                + Quote.line(review.player().toString()) + ", " + Format.number(seconds) + " s a position"
                + (cached ? " (stored in the record: not searched again)" : ""));
        out.println(ReviewTable.header());
        ReviewRecord done;
        try {
            done = review.run(stored, move -> out.println(ReviewTable.row(move, names)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            out.println("review: cancelled");
            return 1;
        }
        Tally tally = Tally.of(done.moves(), seats);
        for (int s = 0; s < seats; s++) {
            out.println(tally.line(s, names.get(s)) + "; " + Accuracy.describe(done.moves(), s));
        }
        List<Integer> winners = record != null && record.result() != null && record.result().over() ? record.result().winners()
                : replay.last().outcome().map(o -> o.winners()).orElse(List.of());
        int winner = Accuracy.soleWinner(winners);
        if (record != null && GameRecord.Result.RESIGNED.equals(record.result().status())) {
            out.println("the game ended off the board: " + (record.result().summary().isBlank() ? "resigned" : record.result().summary()));
        }
        Accuracy.turningPoint(done.start(), done.moves(), winner).ifPresent(n -> out.println("the game turned at move " + n + " ("
                + done.moves().get(n - 1).move() + " by " + names.get(done.moves().get(n - 1).seat()) + "), "
                + "toward " + names.get(winner)));
        if (record != null && !cached) {
            store(record, done, file, out);
        }
        return 0;
    }

    /** Stores the review in the record's file, keeping every other field it holds, known here or not. */
    private static void store(GameRecord record, ReviewRecord done, Path file, PrintStream out) {
        if (!Files.isWritable(file)) {
            out.println("note: " + Quote.line(file.toString()) + " is read-only: the review is not stored in it");
            return;
        }
        try {
            RecordStore.storeReview(file, record, done);
        } catch (IllegalStateException | IllegalArgumentException e) {
            out.println("note: " + e.getMessage());
            return;
        }
        out.println("review stored in " + Quote.line(file.toString()));
    }
}
