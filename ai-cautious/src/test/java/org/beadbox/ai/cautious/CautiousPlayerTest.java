package org.beadbox.ai.cautious;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.beadbox.api.Clock;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.testkit.PlayerContract;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

@DisplayName("The cautious player")
class CautiousPlayerTest implements PlayerContract {

    private final CautiousPlayerFactory factory = new CautiousPlayerFactory();
    private final TakeAway game = new TakeAway();

    @Override
    public PlayerFactory factory() {
        return factory;
    }

    @Test
    @DisplayName("takes the last beads when it can")
    void takesTheWin() throws InterruptedException {
        Player p = factory.create(game.info(), Map.of("seed", "1"));
        assertEquals("3", p.choose(game.parsePosition("3 0 2"), Clock.ofMillis(500), Progress.NONE).notation());
    }

    @RepeatedTest(5)
    @DisplayName("with five beads left takes one: every other move lets the opponent take the rest")
    void neverHandsOverTheWin() throws InterruptedException {
        Player p = factory.create(game.info(), Map.of());
        assertEquals("1", p.choose(game.parsePosition("5 0 2"), Clock.ofMillis(500), Progress.NONE).notation());
    }
}
