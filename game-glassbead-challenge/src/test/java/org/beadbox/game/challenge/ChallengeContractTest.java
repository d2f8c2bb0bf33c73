package org.beadbox.game.challenge;

import java.util.List;
import java.util.Map;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;
import org.beadbox.testkit.GameContract;

/** The shared game contract, run over every variant of Glass Bead Challenge. */
class ChallengeContractTest implements GameContract {

    @Override
    public Game game() {
        return new Challenge();
    }

    @Override
    public List<Setup> setups() {
        return List.of(
                Setup.of(2, 1),
                new Setup(2, Map.of("size", "8"), 2),
                new Setup(2, Map.of("size", "9", "drop", "unowned"), 3),
                new Setup(2, Map.of("size", "11", "handicap", "3"), 4),
                new Setup(2, Map.of("size", "9", "komi", "2.5"), 5),
                new Setup(2, Map.of("stakes", "d4,f6,h8"), 6),
                new Setup(2, Map.of("size", "8", "swap", "on", "handicap", "1"), 7),
                new Setup(2, Map.of("swap", "on", "drop", "unowned"), 8),
                new Setup(2, Map.of("board", "hex"), 9),
                new Setup(2, Map.of("board", "hex", "size", "3", "drop", "unowned", "swap", "on"), 10),
                new Setup(2, Map.of("board", "hex", "size", "7", "komi", "-1.5", "handicap", "2"), 11));
    }

    @Override
    public int playouts() {
        return 4;
    }

    @Override
    public int movesCheckedPerPosition() {
        return 12;
    }

    @Override
    public int perftCheckDepth() {
        return 2;
    }
}
