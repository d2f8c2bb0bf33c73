package org.beadbox.testkit;

import org.beadbox.api.Game;

/** The contract checks run on the testkit's own small game, so the contract itself is tested. */
class TakeAwayTest implements GameContract {

    @Override
    public Game game() {
        return new TakeAway();
    }

    @Override
    public int perftCheckDepth() {
        return 4;
    }
}
