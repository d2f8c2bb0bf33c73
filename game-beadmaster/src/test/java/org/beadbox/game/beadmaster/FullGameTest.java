package org.beadbox.game.beadmaster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.beadbox.api.Setup;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Whole games from the start (random games found by search, kept as scripts) in which the last
 * beads of every player still in all fall on the same slide: the slider wins.
 */
class FullGameTest {

    @ParameterizedTest(name = "{0} players, seed {1}")
    @CsvSource(delimiter = ';', value = {
        "2; 17017; 2202221/0022021; b6 c1 c6 b2 g4 d2 g3 a4 d7 a1 H5- V6- H1- V7- H3+ H5- V2+ H4- V6- H3+ V2+ V7+ H2- H6- V7+"
            + " H4- V4- H7+ V4- V1+ H2+ V3-",
        "3; 2030; 1000021/1001022; a3 e6 c3 c4 c6 g2 e2 g4 e7 d4 b1 f1 b5 a2 c7 V4+ V1- V2+ H7+ V4- V5+ H3+ H7- V1+ V2+ V5+"
            + " H1- V6- V4- H3- V7- V2- H4+ H7+ H2+ H1+ V5- H5+ V3+",
        "4; 6256; 1112100/0100001; b6 e4 b1 g4 d5 d3 d7 d1 b4 a7 f6 f2 c2 c4 d4 f7 e2 f1 c3 c1 V3+ H3- V4+ H4- V2- H7+ V1+"
            + " H2+ H1- H7+ V4+ V1+ H4+ H5+ V3+ V6+ H4- V5+ H5- H7- H6+ V6+ V7- H2- V7+ V5- H2- V2+",
    })
    void theSliderWinsWhenTheLastBeadsFallTogether(int players, long seed, String bars, String moves) {
        assertEquals(bars, Script.GAME.resolve(Setup.of(players, seed)).option(BeadMaster.BARS, ""), "the seed's bars");
        List<String> list = Script.GAME.readMoves(moves);
        GameState before = Script.play(Script.GAME.start(Setup.of(players, seed)), String.join(" ", list.subList(0, list.size() - 1)));
        assertFalse(before.isOver());
        int slider = before.toMove();
        GameState end = Script.play(before, list.get(list.size() - 1));
        Outcome outcome = end.outcome().orElseThrow();
        assertEquals(List.of(slider), outcome.winners());
        assertEquals(Collections.nCopies(players, 0), Script.beads(end), "nobody has a bead left");
        assertTrue(outcome.summary().contains("own slide"), outcome.summary());
    }
}
