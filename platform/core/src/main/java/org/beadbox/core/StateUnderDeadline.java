package org.beadbox.core;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;

/**
 * A position as the {@link GameCatalog}'s games hand it out: every call into the plugin's code
 * ({@code legalMoves}, {@code play}, {@code parseMove}, {@code outcome}, {@code draw}, …) made
 * under the game's {@link PluginCall} deadline, as {@link GameUnderDeadline} makes the game's
 * own; the positions it returns are wrapped the same way. A call that overruns quarantines the
 * game's plugin and throws {@link PluginCall.Overrun}; every later call into that game then
 * throws at once. So the referee, a review, a replay and the front-ends cannot hang on a plugin.
 *
 * <p>Players get the plugin's own position ({@link #plugin(GameState)}): their searches call it
 * millions of times and must not pay a thread handoff each; their clock is their deadline.
 * {@code equals} and {@code hashCode} compare the plugin's positions, directly.
 */
final class StateUnderDeadline implements GameState {

    private final GameUnderDeadline game;
    private final GameState state;

    private StateUnderDeadline(GameUnderDeadline game, GameState state) {
        this.game = game;
        this.state = state;
    }

    /** {@code state} behind {@code game}'s deadline; null stays null. */
    static GameState of(GameUnderDeadline game, GameState state) {
        if (state == null || state instanceof StateUnderDeadline) {
            return state;
        }
        return new StateUnderDeadline(game, state);
    }

    /** The plugin's own position behind {@code state}; any other position is its own. */
    static GameState plugin(GameState state) {
        return state instanceof StateUnderDeadline s ? s.state : state;
    }

    /** The deadline of calls into {@code state}'s game; {@link PluginCall#LIMIT_MILLIS} for any other position. */
    static long limitMillis(GameState state) {
        return state instanceof StateUnderDeadline s ? s.game.limitMillis() : PluginCall.LIMIT_MILLIS;
    }

    @Override
    public int players() {
        return game.guarded("players()", state::players);
    }

    @Override
    public int toMove() {
        return game.guarded("toMove()", state::toMove);
    }

    @Override
    public List<Move> legalMoves() {
        return game.guarded("legalMoves()", state::legalMoves);
    }

    @Override
    public GameState play(Move move) {
        return of(game, game.guarded("play()", () -> state.play(move)));
    }

    @Override
    public Optional<Outcome> outcome() {
        return game.guarded("outcome()", state::outcome);
    }

    @Override
    public Optional<Outcome> solved() {
        return game.guarded("solved()", state::solved);
    }

    @Override
    public boolean isOver() {
        return game.guarded("isOver()", state::isOver);
    }

    @Override
    public double[] score() {
        return game.guarded("score()", state::score);
    }

    @Override
    public Move parseMove(String notation) {
        return game.guarded("parseMove()", () -> state.parseMove(notation));
    }

    @Override
    public String position() {
        return game.guarded("position()", state::position);
    }

    @Override
    public String toText() {
        return game.guarded("toText()", state::toText);
    }

    @Override
    public Scene draw(List<String> partialMove) {
        return game.guarded("draw()", () -> state.draw(partialMove));
    }

    @Override
    public List<String> nextSteps(List<String> partialMove) {
        return game.guarded("nextSteps()", () -> state.nextSteps(partialMove));
    }

    @Override
    public Optional<Move> moveOf(List<String> steps) {
        return game.guarded("moveOf()", () -> state.moveOf(steps));
    }

    @Override
    public Move randomMove(RandomGenerator random) {
        return game.guarded("randomMove()", () -> state.randomMove(random));
    }

    @Override
    public GameState playout(RandomGenerator random, int maxPlies) {
        return of(game, game.guarded("playout()", () -> state.playout(random, maxPlies)));
    }

    @Override
    public long perft(int depth) {
        return game.guarded("perft()", () -> state.perft(depth));
    }

    @Override
    public List<String> legalNotations() {
        return game.guarded("legalNotations()", state::legalNotations);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StateUnderDeadline s ? state.equals(s.state) : state.equals(o);
    }

    @Override
    public int hashCode() {
        return state.hashCode();
    }

    @Override
    public String toString() {
        return game.guarded("toString()", state::toString);
    }
}
