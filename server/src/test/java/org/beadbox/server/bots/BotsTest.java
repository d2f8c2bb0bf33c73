package org.beadbox.server.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.core.PlayerSpec;
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

    /** A player with a threads option (default 2), or without one. */
    private static AbstractPlayerFactory factory(boolean threads) {
        List<OptionSpec> options = threads ? List.of(OptionSpec.integer("threads", "Threads", "Search threads", 2, 1, 64)) : List.of();
        return new AbstractPlayerFactory("searcher", "Searcher", "A test player", 10, options) {
            @Override
            protected Player player(GameInfo game, Map<String, String> values) {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    void aBotSearchesOnTheThreadsTheThinkingCapAllows() {
        assertEquals(1, Bots.searchThreads(PlayerSpec.parse("searcher"), factory(true), new ThinkingCap(1)), "default 2, cap 1");
        assertEquals(2, Bots.searchThreads(PlayerSpec.parse("searcher"), factory(true), new ThinkingCap(3)), "the default");
        assertEquals(3, Bots.searchThreads(PlayerSpec.parse("searcher:threads=4"), factory(true), new ThinkingCap(3)), "at most the cap");
        assertEquals(0, Bots.searchThreads(PlayerSpec.parse("searcher"), factory(false), new ThinkingCap(3)), "no threads option");
    }
}
