package org.beadbox.ui.console;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.beadbox.api.Game;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Quote;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;
import org.beadbox.core.TimeControl;

/**
 * The console front-end for one terminal: {@link #play} runs one game from command-line
 * arguments, {@link #menu} a text menu of the installed games that stays up to date while
 * bundles come and go. Plain Java over the core's catalogues: tests drive it through streams.
 */
final class ConsoleSession {

    private final GameCatalog games;
    private final PlayerCatalog players;
    private final RecordStore store;
    private final Terminal term;
    private final Hints hints;
    private final AtomicBoolean catalogueChanged = new AtomicBoolean();

    ConsoleSession(GameCatalog games, PlayerCatalog players, RecordStore store, InputStream in, PrintStream out, boolean ansi) {
        this.games = games;
        this.players = players;
        this.store = store;
        this.term = new Terminal(in, out, ansi);
        this.hints = new Hints(players);
    }

    /**
     * Plays the game the arguments name (or opens the menu when they name none), then, after a
     * load, the loaded game. Returns the exit code.
     *
     * @throws IllegalArgumentException for an unknown game, option, player or illegal move, with the reason
     */
    int play(PlayArgs args) throws InterruptedException {
        if (args.game() == null) {
            return menu();
        }
        Game game = games.require(args.game());
        int seats = args.players() == 0 ? game.info().minPlayers() : args.players();
        long seed = args.seed() == null ? System.nanoTime() : args.seed();
        Replay replay = Replay.of(game, new Setup(seats, args.options(), seed), args.position(), args.moves());
        List<String> seatList = Table.seats(args.seats(), replay.setup().players(), game.info(), players);
        return run(game, replay, seatList, null, fullBanks(args.clock(), seatList.size()));
    }

    /** A new game's clocks: every seat's bank full; null without a control. */
    private static GameRecord.Clocks fullBanks(TimeControl control, int seats) {
        return control == null ? null
                : new GameRecord.Clocks(control.toString(), java.util.Collections.nCopies(seats, control.initial().toMillis()));
    }

    /**
     * Plays {@code replay}'s game; {@code resumedFrom} is the autosave it continues, replaced once
     * the game's own is written; {@code clocks} the game's clocks (a resumed or loaded record's
     * times left as saved), or null for none.
     */
    private int run(Game game, Replay replay, List<String> seats, Path resumedFrom, GameRecord.Clocks clocks) throws InterruptedException {
        while (true) {
            ConsoleGame session = new ConsoleGame(game, replay, seats, players, games.version(game.info().id()), store, term, hints,
                    resumedFrom, clocks);
            ConsoleGame.Exit exit = session.run();
            if (!(exit instanceof ConsoleGame.Exit.Load load)) {
                return 0;
            }
            try {
                RecordStore.Opened opened = RecordStore.open(load.file(), games); // every refusal names the file
                GameRecord record = opened.record();
                replay = opened.replay();
                opened.notes().forEach(note -> term.println("note: " + Quote.line(load.file().toString()) + ": " + note));
                game = replay.game();
                seats = Table.seats(record);
                resumedFrom = load.file();
                clocks = record.clocks();
                term.println("Opened " + Quote.line(load.file().toString()) + ": " + moves(record.moves().size()) + ".");
            } catch (IllegalArgumentException e) {
                term.println(term.error("✗ " + e.getMessage()) + " — the game goes on from where it was.");
                replay = Replay.of(game, replay.setup(), replay.startPosition(), session.playedNotations());
                resumedFrom = session.autosaveFile(); // the same game goes on: its autosave is carried over, not doubled
                clocks = session.clocks();
            }
        }
    }

    /** The text menu: choose a game, its options and seats, play, and back. Returns the exit code. */
    int menu() throws InterruptedException {
        Runnable listener = () -> catalogueChanged.set(true);
        games.addListener(listener);
        players.addListener(listener);
        try {
            term.println(term.bold("Beadbox") + " — bead games in the terminal.");
            offerUnfinished();
            while (true) {
                List<Game> list = games.games();
                listGames(list);
                String line = term.readLine("Game number or id (q to quit)> ");
                if (line == null || List.of("q", "quit", "exit").contains(line.strip().toLowerCase(Locale.ROOT))) {
                    return 0;
                }
                if (catalogueChanged.getAndSet(false)) {
                    term.println("The installed games or players changed; here is the list again.");
                    continue;
                }
                if (line.isBlank()) {
                    continue; // the list again
                }
                Game game = pick(list, line.strip());
                if (game != null) {
                    setUpAndPlay(game);
                }
            }
        } finally {
            games.removeListener(listener);
            players.removeListener(listener);
        }
    }

    private void offerUnfinished() throws InterruptedException {
        if (store == null) {
            return;
        }
        List<RecordStore.Unfinished> open = store.unfinished();
        if (open.isEmpty()) {
            return;
        }
        RecordStore.Unfinished u = open.get(0);
        String name = games.find(u.record().gameId()).map(g -> g.info().name()).orElse(u.record().gameId());
        String line = term.readLine("An unfinished game of " + name + " (" + moves(u.record().moves().size())
                + ") was autosaved. Resume it? [y/N]> ");
        if (line != null && line.strip().toLowerCase(Locale.ROOT).startsWith("y")) {
            try {
                Replay replay = RecordStore.replay(u.record(), games);
                // A game with a clock goes on from the times saved after its last move (docs/clocks.md).
                run(replay.game(), replay, Table.seats(u.record()), u.file(), u.record().clocks());
            } catch (IllegalArgumentException e) {
                term.println(term.error("✗ cannot resume: " + e.getMessage()) + " (the file is kept: " + u.file() + ")");
            }
        }
    }

    private void listGames(List<Game> list) {
        if (list.isEmpty()) {
            term.println("No games are installed. Drop a game bundle into " + (store == null ? "the bundles folder"
                    : store.home().resolve("bundles")) + " and it appears here.");
            return;
        }
        term.println();
        for (int i = 0; i < list.size(); i++) {
            var info = list.get(i).info();
            term.println(String.format("  %d. %s %-20s %s players", i + 1, term.bold(String.format("%-22s", info.name())), info.id(),
                    info.seatRange()));
            for (String l : wrap(info.summary(), 74)) {
                term.println("     " + term.dim(l));
            }
        }
    }

    /** "1 move", "2 moves": a count of moves with the noun agreeing. */
    static String moves(int count) {
        return count + (count == 1 ? " move" : " moves");
    }

    /** {@code text} in lines of at most {@code width} characters, broken at spaces (a longer word stands alone). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    private Game pick(List<Game> list, String choice) {
        try {
            int n = Integer.parseInt(choice);
            if (n >= 1 && n <= list.size()) {
                return list.get(n - 1);
            }
            term.println("Choose a number from 1 to " + list.size() + ".");
            return null;
        } catch (NumberFormatException e) {
            return games.find(choice).orElseGet(() -> {
                term.println("No game '" + Quote.excerpt(choice) + "' is installed.");
                return null;
            });
        }
    }

    private void setUpAndPlay(Game game) throws InterruptedException {
        var info = game.info();
        int seats = info.minPlayers();
        if (info.maxPlayers() > info.minPlayers()) {
            String line = term.readLine("Players (" + info.seatRange() + ", Enter for " + seats + ")> ");
            if (line == null) {
                return;
            }
            if (!line.isBlank()) {
                try {
                    seats = Integer.parseInt(line.strip());
                } catch (NumberFormatException e) {
                    term.println("That is not a number; using " + seats + ".");
                }
            }
        }
        Map<String, String> options = askOptions(game);
        if (options == null) {
            return;
        }
        List<String> defaults = Table.seats(List.of(), Math.max(info.minPlayers(), Math.min(info.maxPlayers(), seats)), info, players);
        String ais = String.join(", ", players.forGame(info).stream().map(PlayerFactory::id).toList());
        String line = term.readLine("Seats, comma separated (human or " + (ais.isEmpty() ? "no AI installed" : ais)
                + "; Enter for " + String.join(",", defaults) + ")> ");
        if (line == null) {
            return;
        }
        List<String> chosen = line.isBlank() ? defaults : List.of(line.split(",", -1));
        try {
            Replay replay = Replay.of(game, new Setup(chosen.size(), options, System.nanoTime()), "", List.of());
            run(game, replay, Table.seats(chosen, chosen.size(), info, players), null, null);
        } catch (IllegalArgumentException e) {
            term.println(term.error("✗ " + e.getMessage()));
        }
    }

    private Map<String, String> askOptions(Game game) {
        List<OptionSpec> specs = game.options();
        if (specs.isEmpty()) {
            return Map.of();
        }
        List<String> shown = new ArrayList<>();
        for (OptionSpec s : specs) {
            shown.add(s.key() + "=" + (s.defaultValue().isEmpty() ? "(none)" : s.defaultValue()));
        }
        term.println("Options: " + String.join("  ", shown));
        String line = term.readLine("Change options as KEY=VALUE ... (Enter keeps the defaults)> ");
        if (line == null) {
            return null;
        }
        Map<String, String> out = new TreeMap<>();
        for (String word : line.strip().split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            int eq = word.indexOf('=');
            if (eq <= 0) {
                term.println("'" + Quote.excerpt(word) + "' is not KEY=VALUE; ignored.");
                continue;
            }
            out.put(word.substring(0, eq), word.substring(eq + 1));
        }
        return out;
    }

    Path home() {
        return store == null ? null : store.home();
    }
}
