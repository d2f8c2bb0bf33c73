package org.beadbox.ui.console;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.RecordStore;

/**
 * A human seat's turn at the prompt: shows the position, then reads lines until the person makes a
 * move, takes one back or replays it, resigns or agrees a draw, loads another game or quits, answering the other
 * commands (help, moves, board, rules, hint, save) along the way.
 */
final class HumanTurn {

    private static final int PAGE = 60;

    private final Match match;
    private final Terminal term;
    private final Hints hints;
    private final GameText text;

    HumanTurn(Match match, Terminal term, Hints hints, GameText text) {
        this.match = match;
        this.term = term;
        this.hints = hints;
        this.text = text;
    }

    /**
     * Reads lines until the person makes a move (or undoes, loads, quits): null when the game goes
     * on, else how the session ends. Nothing happens when {@code human} no longer waits on
     * {@code state}.
     */
    ConsoleGame.Exit ask(int seat, HumanPlayer human, GameState state) throws InterruptedException {
        if (human.waitingOn().orElse(null) != state) {
            return null;
        }
        term.println();
        term.println(state.toText());
        term.println(text.scores(state, false)); // the prompt says who is to move
        match.clocks().ifPresent(c -> term.println(ClockText.line(c, text::seat)));
        while (true) {
            String line = term.readLine(text.gameSeatName(seat) + " to move> ");
            if (line == null) {
                term.println("End of input: leaving the game (it is autosaved and offered back next time).");
                return new ConsoleGame.Exit.Done(false);
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
                    term.println(text.scores(state, false));
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
                        return new ConsoleGame.Exit.Load(Table.path(arg));
                    }
                }
                case "resign" -> {
                    match.resign(seat).join();
                    return null;
                }
                case "draw" -> {
                    if (ConsoleDraw.offer(match, seat, term, text)) {
                        return null;
                    }
                }
                case "quit", "exit" -> {
                    term.println("Left the game (it is autosaved and offered back next time).");
                    return new ConsoleGame.Exit.Done(false);
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
                "  draw          offer the others a draw",
                "  quit          leave (the game is autosaved)"));
    }
}
