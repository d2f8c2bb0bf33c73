package org.beadbox.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Quote;
import org.beadbox.api.Setup;

/**
 * A game played through its rules from the start: every move checked. What {@link
 * RecordStore#replay} and the headless commands' {@code --position}/{@code --moves} make.
 *
 * @param game the game
 * @param setup the resolved setup
 * @param startPosition the position string it started from, or empty when from the setup
 * @param moves the moves, each legal where it was played
 * @param states the positions: {@code states.get(0)} the start, {@code states.get(i + 1)} after
 *     {@code moves.get(i)}
 */
public record Replay(Game game, Setup setup, String startPosition, List<Move> moves, List<GameState> states) {

    /** Checks there is one more state than moves. */
    public Replay {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(setup, "setup");
        startPosition = Objects.requireNonNullElse(startPosition, "");
        moves = List.copyOf(moves);
        states = List.copyOf(states);
        if (states.size() != moves.size() + 1) {
            throw new IllegalArgumentException("a replay needs one state more than moves");
        }
    }

    /**
     * Starts {@code game} from {@code setup} (or from {@code position} when it is not empty) and
     * plays {@code notations} through the rules.
     *
     * @throws IllegalArgumentException for a bad setup or position (the game's message), or for
     *     a move that cannot be played, naming it: "move 12: k4 is not a square of a 10×10 board"
     */
    public static Replay of(Game game, Setup setup, String position, List<String> notations) {
        String pos = Objects.requireNonNullElse(position, "").strip();
        GameState start;
        Setup resolved;
        if (pos.isEmpty()) {
            resolved = game.resolve(setup);
            start = game.start(resolved);
        } else {
            start = game.parsePosition(pos);
            resolved = game.resolve(new Setup(start.players(), setup.options(), setup.seed()));
        }
        List<Move> moves = new ArrayList<>();
        List<GameState> states = new ArrayList<>();
        states.add(start);
        GameState s = start;
        for (int i = 0; i < notations.size(); i++) {
            String n = notations.get(i);
            try {
                if (s.isOver()) {
                    throw new IllegalArgumentException("the game is already over (" + s.outcome().get().summary() + ")");
                }
                Move m = s.parseMove(n);
                s = s.play(m);
                moves.add(m);
                states.add(s);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(moveError(i + 1, n, e.getMessage()), e);
            }
        }
        return new Replay(game, resolved, pos, moves, states);
    }

    /** "move 12: k4 is not a square": the reason, with the notation added when it does not name it. */
    static String moveError(int number, String notation, String why) {
        String reason = why == null || why.isBlank() ? "is not legal here" : Quote.line(RecordJson.abbreviate(why));
        String shown = Quote.excerpt(notation);
        return "move " + number + ": " + (reason.contains(notation) || reason.contains(shown) ? reason : shown + ": " + reason);
    }

    /** The starting position. */
    public GameState start() {
        return states.get(0);
    }

    /** The last position. */
    public GameState last() {
        return states.get(states.size() - 1);
    }

    /** The moves' notations. */
    public List<String> notations() {
        return moves.stream().map(Move::notation).toList();
    }
}
