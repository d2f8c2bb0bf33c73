package org.beadbox.server.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class BotsTest {

    @Test
    void readsTheBotsAsNameEqualsSpec() {
        assertEquals(Map.of("mcts-bot", "mcts", "greedy-bot", "greedy"), Bots.parse(null));
        assertEquals(Map.of("strong", "mcts:level=5", "quick", "greedy"), Bots.parse("strong=mcts:level=5; quick=greedy"));
    }

    @Test
    void refusesAnEntryWithoutASpecWithTheFormWanted() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Bots.parse("strong"));
        assertTrue(e.getMessage().contains("NAME=SPEC"), e.getMessage());
    }

    @Test
    void theThinkingCapIsConfiguredOrOneLessThanTheCores() {
        assertEquals(3, Bots.threads("3"));
        assertEquals(ThinkingCap.defaultThreads(), Bots.threads(""));
        assertThrows(IllegalArgumentException.class, () -> Bots.threads("many"));
    }
}
