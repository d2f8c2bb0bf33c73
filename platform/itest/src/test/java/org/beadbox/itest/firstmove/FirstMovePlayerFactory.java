package org.beadbox.itest.firstmove;

import java.util.List;
import java.util.Map;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;

/**
 * The README's example AI plugin, as a test bundle: a player that always plays the first legal
 * move, for every game.
 */
public final class FirstMovePlayerFactory implements PlayerFactory {

    /** The player's id. */
    public static final String ID = "first";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String name() {
        return "First move";
    }

    @Override
    public String description() {
        return "Always plays the first legal move.";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of();
    }

    @Override
    public boolean supports(GameInfo game) {
        return true;
    }

    @Override
    public Player create(GameInfo game, Map<String, String> options) {
        return (state, clock, progress) -> state.legalMoves().get(0);
    }
}
