package org.beadbox.ui.console;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.beadbox.api.Analysis;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.SeatInfo;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;

/**
 * One game played in the terminal: the match runs on its own thread and reports here through a
 * queue; this class, on the caller's thread, prints what happens and reads the person's moves
 * and commands whenever a human seat is asked.
 */
final class ConsoleGame {

    /** How a game session ended. */
    sealed interface Exit {
        /** The game is over, or the person quit. */
        record Done(boolean finished) implements Exit {
        }

        /** The person asked to open a saved game instead. */
        record Load(Path file) implements Exit {
        }
    }

    private sealed interface Event {
    }

    private record Turn(int seat, GameState state) implements Event {
    }

    private record Moved(int seat, Move move, GameState after) implements Event {
    }

    private record Thinking(int seat, Analysis analysis) implements Event {
    }

    private record Fault(int seat, String message) implements Event {
    }

    private record Ended(Outcome outcome) implements Event {
    }

    private record Abandoned(String reason) implements Event {
    }

    private static final int PAGE = 60;

    private final Match match;
    private final Terminal term;
    private final Hints hints;
    private final List<SeatInfo> seatInfo;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Map<Integer, Integer> faults = new TreeMap<>(); // seat → faults this game (event thread only)
    private long lastStatus;
    private final Path autosave;

    /**
     * A game of the replayed position with these seats ({@code human} or a player spec), with
     * {@code clocks} (a new game's control with full banks, a resumed game's times left as saved),
     * or none when null.
     *
     * @throws IllegalArgumentException for an unknown player or bad seats, naming the problem
     */
    ConsoleGame(Game game, Replay replay, List<String> seats, PlayerCatalog players, String gameVersion,
            RecordStore store, Terminal term, Hints hints, Path resumedFrom, GameRecord.Clocks clocks) {
        this.match = Table.build(game, replay, seats, players, gameVersion, clocks,
                seat -> new HumanPlayer(state -> events.add(new Turn(seat, state))));
        this.term = term;
        this.hints = hints;
        this.seatInfo = game.seats(match.seats());
        match.addListener(new Forwarder());
        if (store != null) {
            match.addListener(store.autosaver(match, resumedFrom));
        }
        this.autosave = store == null ? null : store.autosaveFile(match);
    }

    /** The file this game autosaves to ({@code null} without a record store). */
    Path autosaveFile() {
        return autosave;
    }

    /** Plays until the game ends, the person quits or asks to load another game. Closes the match. */
    Exit run() throws InterruptedException {
        try {
            introduce();
            match.start();
            while (true) {
                Event e = events.take();
                Exit exit = handle(e);
                if (exit != null) {
                    return exit;
                }
            }
        } finally {
            match.close();
        }
    }

    /** The game's clocks as they stand (each seat's time left), or null when it has none. */
    GameRecord.Clocks clocks() {
        return match.record().clocks();
    }

    /** The moves played so far, in notation. */
    List<String> playedNotations() {
        return match.record().moves();
    }

    private void introduce() {
        term.println(term.bold(match.info().name()) + " — " + seatsLine());
        term.println(term.dim("Type a move in the game's notation, or help."));
    }

    private Exit handle(Event e) throws InterruptedException {
        if (e instanceof Thinking t) {
            showThinking(t);
        } else if (e instanceof Moved m) {
            term.println(seat(m.seat()) + " plays " + term.bold(m.move().notation()));
            if (!Table.isHuman(match, m.seat()) && !anyHuman()) {
                term.println(m.after().toText());
            }
        } else if (e instanceof Fault f) {
            showFault(f);
        } else if (e instanceof Ended o) {
            tellFaultCounts();
            term.println(match.state().toText());
            term.println(term.bold("Game over: " + o.outcome().summary()) + "  " + scores(match.state()));
            return new Exit.Done(true);
        } else if (e instanceof Abandoned a) {
            tellFaultCounts();
            term.println("The game was abandoned: " + a.reason());
            return new Exit.Done(false);
        } else if (e instanceof Turn t && Table.isHuman(match, t.seat())) {
            return askHuman(t.seat(), (HumanPlayer) match.player(t.seat()), t.state());
        }
        return null;
    }

    /**
     * A seat's first fault is shown whole; later ones are only counted (a broken engine faults at
     * every turn), and {@link #tellFaultCounts} gives the count when the game ends.
     */
    private void showFault(Fault f) {
        if (faults.merge(f.seat(), 1, Integer::sum) == 1) {
            term.println(term.error("! " + f.message()));
            term.println(term.dim("  (" + seat(f.seat()) + "'s further faults this game are counted, not shown)"));
        }
    }

    private void tellFaultCounts() {
        faults.forEach((seat, n) -> {
            if (n > 1) {
                term.println(term.error("! " + seat(seat) + " faulted " + n + " times this game"));
            }
        });
    }

    private void showThinking(Thinking t) {
        long now = System.nanoTime();
        if (now - lastStatus < 150_000_000L) {
            return;
        }
        lastStatus = now;
        Analysis a = t.analysis();
        StringBuilder b = new StringBuilder(seatInfo.get(t.seat()).name()).append(" thinking… ")
                .append(String.format(Locale.ROOT, "%,d", a.iterations())).append(" iterations");
        if (a.bestMove() != null) {
            b.append(", best ").append(a.bestMove());
        }
        if (!Double.isNaN(a.winEstimate())) {
            b.append(String.format(Locale.ROOT, " (%.0f%%)", 100 * a.winEstimate()));
        }
        b.append(" ").append(bar(a.done()));
        term.status(b.toString());
    }

    private static String bar(double done) {
        int full = (int) Math.round(done * 20);
        return "[" + "#".repeat(full) + ".".repeat(20 - full) + "]";
    }

    /** Reads lines until the person makes a move (or undoes, loads, quits). */
    private Exit askHuman(int seat, HumanPlayer human, GameState state) throws InterruptedException {
        if (human.waitingOn().orElse(null) != state) {
            return null;
        }
        term.println();
        term.println(state.toText());
        term.println(scores(state, false)); // the prompt says who is to move
        match.clocks().ifPresent(c -> term.println(ClockText.line(c, this::seat)));
        while (true) {
            String line = term.readLine(seatInfo.get(seat).name() + " to move> ");
            if (line == null) {
                term.println("End of input: leaving the game (it is autosaved and offered back next time).");
                return new Exit.Done(false);
            }
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] words = line.split("\\s+", 2);
            String arg = words.length > 1 ? words[1] : "";
            switch (words[0].toLowerCase(Locale.ROOT)) {
                case "help", "?" -> help();
                case "moves" -> moves(state, arg);
                case "board" -> {
                    term.println(state.toText());
                    term.println(scores(state, false));
                }
                case "rules" -> term.println(Html.toText(match.info().rulesHtml()));
                case "hint" -> hints.hint(match, state, term);
                case "undo" -> {
                    if (match.undo(seat).join()) {
                        term.println("Taken back to your previous move.");
                        return null;
                    }
                    term.println("There is nothing of yours to take back.");
                }
                case "redo" -> {
                    if (match.redo(seat).join()) {
                        return null;
                    }
                    term.println("There is nothing to redo.");
                }
                case "save" -> save(arg);
                case "load" -> {
                    if (arg.isBlank()) {
                        term.println("load FILE: give the record file to open.");
                    } else {
                        return new Exit.Load(Table.path(arg));
                    }
                }
                case "resign" -> {
                    match.resign(seat).join();
                    return null;
                }
                case "quit", "exit" -> {
                    term.println("Left the game (it is autosaved and offered back next time).");
                    return new Exit.Done(false);
                }
                default -> {
                    if (offer(human, line)) {
                        return null;
                    }
                }
            }
        }
    }

    private boolean offer(HumanPlayer human, String notation) {
        try {
            if (human.offer(notation)) {
                return true;
            }
            term.println("The game moved on before your move arrived.");
            return true;
        } catch (IllegalMoveException e) {
            term.println(term.error("✗ " + e.getMessage()) + term.dim("  (moves lists the legal moves, help the commands)"));
            return false;
        }
    }

    private void moves(GameState state, String arg) {
        List<Move> legal = state.legalMoves();
        int pages = Math.max(1, (legal.size() + PAGE - 1) / PAGE);
        int page = 1;
        if (!arg.isBlank()) {
            try {
                page = Integer.parseInt(arg.strip());
            } catch (NumberFormatException e) {
                term.println("moves PAGE: a page number from 1 to " + pages);
                return;
            }
        }
        if (page < 1 || page > pages) {
            term.println("there " + (pages == 1 ? "is 1 page" : "are " + pages + " pages") + " of moves");
            return;
        }
        StringBuilder b = new StringBuilder();
        int from = (page - 1) * PAGE;
        int to = Math.min(legal.size(), from + PAGE);
        for (int i = from; i < to; i++) {
            b.append(String.format("%-12s", legal.get(i).notation()));
            if ((i - from) % 6 == 5) {
                b.append('\n');
            }
        }
        term.println(String.format(Locale.ROOT, "%,d legal moves", legal.size())
                + (pages > 1 ? ", page " + page + " of " + pages + " (moves N for page N)" : "") + ":");
        term.println(b.toString().stripTrailing());
    }

    private void save(String arg) {
        if (arg.isBlank()) {
            term.println("save FILE: give a file name, e.g. save mygame.json");
            return;
        }
        Path file = Table.path(arg);
        try {
            RecordStore.save(match.record(), file);
            term.println("Saved to " + file.toAbsolutePath());
        } catch (RuntimeException e) {
            term.println(term.error("✗ cannot save: " + e.getMessage()));
        }
    }

    private void help() {
        term.println(String.join("\n",
                "A move in the game's notation plays it. Commands:",
                "  moves [PAGE]  the legal moves          board   show the board again",
                "  undo / redo   take back / replay        hint    ask the strongest AI",
                "  save FILE     save the game as JSON     load FILE  open a saved game",
                "  rules         the rules of the game     resign  give up",
                "  quit          leave (the game is autosaved)"));
    }

    private String seatsLine() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < match.seats(); i++) {
            if (i > 0) {
                b.append(", ");
            }
            String who = match.seatSpec(i);
            b.append(seat(i)).append(" (").append(who.isBlank() ? "human" : who).append(')');
        }
        return b.toString();
    }

    private String seat(int i) {
        SeatInfo s = seatInfo.get(i);
        String name = match.seatName(i);
        return term.colour(name, s.color());
    }

    private String scores(GameState state) {
        return scores(state, true);
    }

    private String scores(GameState state, boolean toMove) {
        double[] score = state.score();
        StringBuilder b = new StringBuilder("Score:");
        for (int i = 0; i < score.length; i++) {
            double v = score[i];
            b.append(' ').append(seat(i)).append(' ').append(v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v));
        }
        if (toMove && !state.isOver()) {
            b.append("   — ").append(seat(state.toMove())).append(" to move");
        }
        return b.toString();
    }

    private boolean anyHuman() {
        for (int i = 0; i < match.seats(); i++) {
            if (Table.isHuman(match, i)) {
                return true;
            }
        }
        return false;
    }

    /** Puts the match's events on the queue; never blocks the match thread. */
    private final class Forwarder implements MatchListener {
        @Override
        public void thinking(int seat, Analysis analysis) {
            events.add(new Thinking(seat, analysis));
        }

        @Override
        public void moved(int seat, Move move, GameState after) {
            events.add(new Moved(seat, move, after));
        }

        @Override
        public void fault(int seat, String message) {
            events.add(new Fault(seat, message));
        }

        @Override
        public void ended(Outcome outcome) {
            events.add(new Ended(outcome));
        }

        @Override
        public void abandoned(String reason) {
            events.add(new Abandoned(reason));
        }
    }
}
