package org.beadbox.testkit;

import java.util.function.Supplier;
import org.beadbox.api.GameState;

/** The failures of the contract checks: each names the rule, the position and the move. */
final class RuleBroken {

    private RuleBroken() {
    }

    /**
     * The rule a check broke, the position and the move, then what went wrong: the failure every
     * contract check gives when the game under test throws where the API promises it does not.
     * The game's exception is kept as the cause.
     */
    static AssertionError of(String rule, GameState state, String move, String what, Supplier<String> where, Throwable cause) {
        String position;
        try {
            position = "'" + state.position() + "'";
        } catch (RuntimeException e) {
            position = "(position() failed too: " + e + ")";
        }
        return new AssertionError("contract rule broken: " + rule + "\n  position: " + position
                + (move == null ? "" : "\n  move: " + move) + "\n  " + what + (where == null ? "" : "\n  where: " + where.get()), cause);
    }

    static String thrown(Throwable e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }
}
