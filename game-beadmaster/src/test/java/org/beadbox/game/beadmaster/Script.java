package org.beadbox.game.beadmaster;

import java.util.List;
import java.util.Map;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;

/** Helpers for tests that play BeadMaster games move by move. */
final class Script {

    static final BeadMaster GAME = new BeadMaster();

    /** The placed position of the rules page's perft check. */
    static final String PERFT_MOVES = "e1 a5 a6 b1 b5 e5 f7 f4 d4 c5";

    private Script() {
    }

    /** A game started with {@code bars} and these options, after {@code moves}. */
    static GameState start(int players, String bars, String moves, String... options) {
        Setup setup = new Setup(players, Map.of(BeadMaster.BARS, bars), 0);
        for (int i = 0; i + 1 < options.length; i += 2) {
            setup = setup.with(options[i], options[i + 1]);
        }
        return play(GAME.start(setup), moves);
    }

    /** The position string, after {@code moves}. */
    static GameState at(String position, String moves) {
        return play(GAME.parsePosition(position), moves);
    }

    /** {@code state} after {@code moves}, each parsed from notation. */
    static GameState play(GameState state, String moves) {
        GameState s = state;
        for (String m : GAME.readMoves(moves)) {
            s = s.play(s.parseMove(m));
        }
        return s;
    }

    /** The bars (H1…V7) that appear in the legal slides of {@code state}. */
    static List<String> slidableBars(GameState state) {
        return state.legalNotations().stream().map(n -> n.substring(0, 2)).distinct().toList();
    }

    /** Each seat's beads in play, as whole numbers. */
    static List<Integer> beads(GameState state) {
        double[] score = state.score();
        return java.util.Arrays.stream(score).mapToObj(d -> (int) d).toList();
    }
}
