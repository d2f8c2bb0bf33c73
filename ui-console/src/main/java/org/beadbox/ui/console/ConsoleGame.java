package org.beadbox.ui.console;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.beadbox.api.Analysis;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;

/**
 * One game played in the terminal: the match runs on its own thread and reports here through a
 * queue; this class, on the caller's thread, prints what happens (worded by {@link GameText}) and
 * hands each human seat's turn to {@link HumanTurn}, which reads the person's moves and commands.
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

    private final Match match;
    private final Terminal term;
    private final GameText text;
    private final HumanTurn humanTurn;
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
        this.text = new GameText(match, term, game.seats(match.seats()));
        this.humanTurn = new HumanTurn(match, term, hints, text);
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
        term.println(term.bold(match.info().name()) + " — " + text.seatsLine());
        term.println(term.dim("Type a move in the game's notation, or help."));
    }

    private Exit handle(Event e) throws InterruptedException {
        if (e instanceof Thinking t) {
            showThinking(t);
        } else if (e instanceof Moved m) {
            term.println(text.seat(m.seat()) + " plays " + term.bold(m.move().notation()));
            if (!Table.isHuman(match, m.seat()) && !anyHuman()) {
                term.println(m.after().toText());
            }
        } else if (e instanceof Fault f) {
            showFault(f);
        } else if (e instanceof Ended o) {
            tellFaultCounts();
            term.println(match.state().toText());
            term.println(term.bold("Game over: " + o.outcome().summary()) + "  " + text.scores(match.state()));
            return new Exit.Done(true);
        } else if (e instanceof Abandoned a) {
            tellFaultCounts();
            term.println("The game was abandoned: " + a.reason());
            return new Exit.Done(false);
        } else if (e instanceof Turn t && Table.isHuman(match, t.seat())) {
            return humanTurn.ask(t.seat(), (HumanPlayer) match.player(t.seat()), t.state());
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
            term.println(term.dim("  (" + text.seat(f.seat()) + "'s further faults this game are counted, not shown)"));
        }
    }

    private void tellFaultCounts() {
        faults.forEach((seat, n) -> {
            if (n > 1) {
                term.println(term.error("! " + text.seat(seat) + " faulted " + n + " times this game"));
            }
        });
    }

    private void showThinking(Thinking t) {
        long now = System.nanoTime();
        if (now - lastStatus < 150_000_000L) {
            return;
        }
        lastStatus = now;
        term.status(text.thinking(t.seat(), t.analysis()));
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
