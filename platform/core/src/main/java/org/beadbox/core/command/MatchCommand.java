package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Quote;
import org.beadbox.api.Setup;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.NumberedRecords;
import org.beadbox.core.RecordStore;
import org.beadbox.core.UsageException;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code match GAME --seats A,B,...}: plays players against each other with the seats rotated,
 * prints a progress line per game and a table with an Elo estimate; the last line is {@code
 * points: P1 P2 ...} in {@code --seats} order. The seats rotate in rounds of as many games as
 * seats, and every game of a round starts from the same setup (seed {@code --seed} plus the
 * round) and the same opening ({@code --openings} random plies drawn from that seed), so each
 * player meets each start from each seat. With {@code --sprt} the match is a strength test the
 * way cutechess-cli and fishtest run one: it stops at the end of a round once the test decides.
 */
@Component(service = Command.class)
public final class MatchCommand implements Command {

    private final GameCatalog games;
    private final PlayerCatalog players;

    /** A command over these catalogues. */
    @Activate
    public MatchCommand(@Reference GameCatalog games, @Reference PlayerCatalog players) {
        this.games = games;
        this.players = players;
    }

    @Override
    public String name() {
        return "match";
    }

    @Override
    public String usage() {
        return "match GAME --seats A,B,... [--games N] [--time SECONDS] [--sprt ELO0,ELO1[,ALPHA,BETA]] [--openings PLIES]"
                + " [--records DIR] [--engine NAME=COMMAND]... [--option KEY=VALUE]..."
                + " [--seed S] [--position P] [--moves \"M1 ...\"]";
    }

    @Override
    public String summary() {
        return "Plays players (e.g. random,mcts:time=0.2) against each other, seats rotated so each sits in each seat"
                + " equally often; a table of wins, draws, losses, points and Elo with its 95% interval; --sprt stops"
                + " once a sequential test decides; --openings starts each round of seats from random plies; --records DIR"
                + " writes one record a game, GAME-0001.json on, numbered after those DIR already holds; last line"
                + " 'points: P1 P2 ...'.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        Arguments a = Arguments.parse(args, true, "seats", "games", "time", "records", "engine", "sprt", "openings").expect(1, 1, "GAME");
        Game game = games.require(a.words().get(0));
        List<PlayerSpec> specs = PlayerSpec.parseList(a.flag("seats")
                .orElseThrow(() -> new UsageException("--seats is required: one player per seat, e.g. --seats random,mcts:time=0.2")));
        int n = specs.size();
        if (a.flag("players").isPresent() && a.number("players", n, 1, 64) != n) {
            throw new UsageException("--players " + a.flag("players").get() + " does not match the " + n + " players in --seats");
        }
        if (!game.info().seats(n)) {
            throw new IllegalArgumentException(game.info().name() + " is played by " + game.info().seatRange()
                    + " players, not " + n + " (--seats lists one player per seat)");
        }
        int count = (int) a.number("games", n, 1, 1_000_000);
        double time = a.decimal("time", 60, 0.001, 86_400);
        Optional<Path> records = a.flag("records").map(Path::of);
        // A match killed while saving left a hidden temporary file, maybe a whole record: finish that save first.
        records.ifPresent(dir -> RecordStore.recoverInterruptedSaves(dir).forEach(kept -> err.println(
                "beadbox match: " + Quote.line(kept.toString()) + ": a save interrupted by the end of an earlier match is completed")));
        // Numbered on after the records DIR holds: a second match into DIR never writes over the first one's.
        Optional<NumberedRecords> numbered = records.map(dir -> new NumberedRecords(dir, game.info().id()));
        numbered.filter(r -> r.next() > 1).ifPresent(r -> out.println("note: " + Quote.line(records.get().toString())
                + " already holds records up to " + Quote.line(r.name(r.next() - 1)) + "; this match's are numbered from "
                + Quote.line(r.name(r.next()))));
        Setup base = new Setup(n, a.options(), a.number("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE));
        Optional<MatchSprt> sprt = a.flag("sprt").map(MatchSprt::parse);
        int openingPlies = (int) a.number("openings", 0, 0, 1000);
        MatchOpenings openings = new MatchOpenings(game, base, a.flag("position").orElse(""), a.moves(), openingPlies);
        List<PlayerSpec> made = specs.stream().map(s -> s.resolveEngine(a.engines())).toList();
        for (PlayerSpec s : made) {
            players.create(s, game.info()).close();
        }
        if (count % n != 0) {
            out.println("note: " + count + " games do not rotate evenly over " + n + " seats; use a multiple of " + n);
        }
        Tally tally = new Tally(specs);
        int played = 0;
        for (int g = 0; g < count; g++) {
            play(game, specs, made, g, count, openings, a, Duration.ofMillis(Math.round(time * 1000)), numbered, tally, out);
            played++;
            if (games.find(game.info().id()).orElse(null) != game) {
                // Its plugin overran a call and was quarantined (named on standard error), or its jar went.
                out.println("match stopped after game " + played + " of " + count + ": the game "
                        + Quote.line(game.info().id()) + " is no longer installed");
                tally.print(played, out);
                return 1;
            }
            if (sprt.isPresent() && (g + 1) % n == 0 && sprt.get().verdict(tally.first()) != MatchSprt.Verdict.CONTINUE) {
                out.println("sprt: stopped after " + played + " of " + count + " games: the test has decided");
                break;
            }
        }
        sprt.ifPresent(s -> out.println(s.line(tally.first(), specs.get(0).toString())));
        tally.print(played, out);
        return 0;
    }

    private void play(Game game, List<PlayerSpec> specs, List<PlayerSpec> made, int g, int count, MatchOpenings openings, Arguments a,
            Duration limit,
            Optional<NumberedRecords> records, Tally tally, PrintStream out) {
        int n = specs.size();
        int[] seating = new int[n];
        int round = g / n;
        MatchBuilder b = Match.builder(game).setup(openings.setup(round))
                .position(a.flag("position").orElse("")).moves(openings.moves(round)).timeLimit(limit)
                .gameVersion(games.version(game.info().id()));
        for (int seat = 0; seat < n; seat++) {
            seating[seat] = (seat + g) % n;
            PlayerSpec spec = specs.get(seating[seat]);
            Player p = players.create(made.get(seating[seat]), game.info());
            b.seat(seat, p, spec.toString());
        }
        String[] abandoned = new String[1];
        // A player's faults are told once per game, with how many there were: a player that
        // broke for good (an engine that died) faults at every one of its turns.
        Map<Integer, Faults> faults = new LinkedHashMap<>();
        b.listener(new MatchListener() {
            @Override
            public void fault(int seat, String message) {
                synchronized (faults) {
                    faults.computeIfAbsent(seating[seat], k -> new Faults(message)).count++;
                }
            }

            @Override
            public void abandoned(String reason) {
                abandoned[0] = reason;
            }
        });
        Optional<Outcome> outcome;
        try (Match match = b.build()) {
            match.start();
            outcome = match.awaitEnd(Duration.ofDays(365));
            if (outcome.isEmpty() && abandoned[0] == null) {
                match.close("the game ended without an outcome");
                abandoned[0] = "the game ended without an outcome";
            }
            records.ifPresent(numbered -> numbered.save(match.record()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the match was interrupted at game " + (g + 1), e);
        }
        synchronized (faults) {
            faults.forEach((player, f) -> {
                tally.fault(player);
                out.println("game " + (g + 1) + ": fault: " + Quote.line(f.first) + (f.count == 1 ? "" : " (" + f.count + " times this game)"));
            });
        }
        StringBuilder seats = new StringBuilder();
        for (int seat = 0; seat < n; seat++) {
            seats.append(seat == 0 ? "" : " vs ").append(specs.get(seating[seat]));
        }
        if (outcome.isEmpty()) {
            tally.abandoned();
            out.println("game " + (g + 1) + "/" + count + ": " + Quote.line(seats.toString()) + ": abandoned: " + Quote.line(abandoned[0])
                    + "  (no points; points so far: " + Format.numbers(tally.points) + ")");
            return;
        }
        tally.add(seating, outcome.get());
        out.println("game " + (g + 1) + "/" + count + ": " + Quote.line(seats.toString()) + ": " + Quote.line(outcome.get().summary()) + "  (points so far: "
                + Format.numbers(tally.points) + ")");
    }

    /** A player's faults in one game: the first one's message and how many there were. */
    private static final class Faults {
        final String first;
        int count;

        Faults(String first) {
            this.first = first;
        }
    }
}
