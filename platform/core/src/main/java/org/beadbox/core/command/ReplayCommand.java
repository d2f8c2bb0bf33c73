package org.beadbox.core.command;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.beadbox.api.Quote;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;
import org.beadbox.core.UsageException;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code replay GAME FILE} / {@code replay RECORD.json}: checks every move through the rules and
 * prints the final board; the last two lines are the result and the score.
 */
@Component(service = Command.class)
public final class ReplayCommand implements Command {

    private final GameCatalog games;

    /** A command over this catalogue. */
    @Activate
    public ReplayCommand(@Reference GameCatalog games) {
        this.games = games;
    }

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String usage() {
        return "replay GAME FILE [--option KEY=VALUE]... [--players N] [--seed S] [--position P] [--moves \"M1 ...\"]"
                + " | replay RECORD.json";
    }

    @Override
    public String summary() {
        return "Replays a move list in the game's format (FILE - reads standard input), or a saved record, checking every"
                + " move; prints the final board,"
                + " then 'result: winner S...', 'result: draw' or 'result: unfinished', then 'score: S0 S1 ...'.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        Arguments a = Arguments.parse(args, true).expect(1, 2, "GAME FILE or RECORD.json");
        if (a.words().size() == 1) {
            String only = a.words().get(0);
            if (games.find(only).isPresent() && !Files.exists(Path.of(only))) {
                Replay r = a.replay(games, only);
                print(r, Optional.empty(), out);
                return 0;
            }
            if (!a.options().isEmpty() || a.flag("players").isPresent() || a.flag("seed").isPresent()
                    || a.flag("position").isPresent() || a.flag("moves").isPresent()) {
                throw new UsageException("a record carries its own setup and moves: give no game flags with RECORD.json");
            }
            RecordStore.Opened opened = RecordStore.open(Path.of(only), games);
            print(opened.replay(), Optional.of(opened.record()), out);
            opened.notes().forEach(note -> out.println("note: " + Quote.line(only) + ": " + note));
            return 0;
        }
        Game game = games.require(a.words().get(0));
        Path file = Path.of(a.words().get(1));
        List<String> notations = new ArrayList<>(a.moves());
        String text = a.words().get(1).equals("-") ? standardInput(in) : RecordStore.readText(file);
        try {
            notations.addAll(game.readMoves(text));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(Quote.line(file.toString()) + ": " + e.getMessage(), e);
        }
        Replay r;
        try {
            r = Replay.of(game, a.setup(game), a.flag("position").orElse(""), notations);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException((a.words().get(1).equals("-") ? "standard input" : Quote.line(file.toString())) + ": "
                    + e.getMessage(), e);
        }
        print(r, Optional.empty(), out);
        return 0;
    }

    /** Standard input, at most {@link RecordStore#MAX_FILE} bytes of UTF-8. */
    private static String standardInput(InputStream in) {
        try {
            byte[] bytes = in.readNBytes(RecordStore.MAX_FILE + 1);
            if (bytes.length > RecordStore.MAX_FILE) {
                throw new IllegalArgumentException("standard input: not read: it is over " + (RecordStore.MAX_FILE >> 20)
                        + " MB, and a move list is at most that");
            }
            return new String(bytes, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalArgumentException("standard input cannot be read: " + Quote.excerpt(e.getMessage()), e);
        }
    }

    private static void print(Replay r, Optional<GameRecord> record, PrintStream out) {
        GameState last = r.last();
        last.toText().lines().forEach(line -> out.println(Quote.line(line))); // the game's text, each line escaped
        out.println("moves: " + r.moves().size());
        Optional<Outcome> outcome = last.outcome();
        if (outcome.isPresent()) {
            out.println("outcome: " + Quote.line(outcome.get().summary()));
            out.println(resultLine(outcome.get()));
            out.println("score: " + Format.numbers(outcome.get().scores()));
            return;
        }
        if (record.isPresent() && GameRecord.Result.RESIGNED.equals(record.get().result().status())) {
            GameRecord.Result res = record.get().result();
            out.println("outcome: " + Quote.line(res.summary()));
            out.println(res.winners().size() == last.players() ? "result: draw" : "result: winner " + join(res.winners()));
        } else {
            out.println("result: unfinished");
        }
        out.println("score: " + Format.numbers(last.score()));
    }

    /** "result: draw" when every seat shares first place, else "result: winner 0" (or "winner 0 2"). */
    static String resultLine(Outcome o) {
        List<Integer> winners = o.winners();
        return winners.size() == o.players() && o.players() > 1 ? "result: draw" : "result: winner " + join(winners);
    }

    private static String join(List<Integer> seats) {
        StringBuilder b = new StringBuilder();
        for (int s : seats) {
            b.append(b.length() == 0 ? "" : " ").append(s);
        }
        return b.toString();
    }
}
