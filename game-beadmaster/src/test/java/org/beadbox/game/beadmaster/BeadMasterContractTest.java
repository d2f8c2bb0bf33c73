package org.beadbox.game.beadmaster;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;
import org.beadbox.testkit.GameContract;

/** BeadMaster keeps the game contract with 2, 3 and 4 seats, in every rule variant. */
class BeadMasterContractTest implements GameContract {

    @Override
    public Game game() {
        return new BeadMaster();
    }

    @Override
    public List<Setup> setups() {
        List<Setup> out = new ArrayList<>();
        for (int players = 2; players <= 4; players++) {
            out.add(Setup.of(players, players));
            out.add(new Setup(players, Map.of(Variant.BLOCKED, "previous"), 10 + players));
            out.add(new Setup(players, Map.of(Variant.BLOCKED, "since-mine", Variant.REPEAT, "free"), 20 + players));
            out.add(new Setup(players, Map.of(Variant.REPEAT, "free", BeadMaster.BARS, "0000000/2222222"), 30 + players));
        }
        return out;
    }

    @Override
    public int playouts() {
        return 3;
    }
}
