package org.beadbox.core.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Which plugins {@code plugins search TEXT} lists (issue 46 §16: {@code search bead} listed every plugin). */
class PluginSearchTest {

    private static Plugin plugin(String id, String name, String kind, String description) {
        return new Plugin(id, name, kind, "1.0.0", description, "catalogue", "", "", false);
    }

    private static final List<Plugin> ALL = List.of(
            plugin("org.beadbox.game.glassbead.challenge", "Glass Bead Challenge", "game", "Drop glass beads to win the squares."),
            plugin("org.beadbox.game.beadmaster", "BeadMaster", "game", "Guess the hidden code."),
            plugin("org.beadbox.ai.cautious", "Cautious player", "AI", "Looks two moves ahead."),
            plugin("org.beadbox.ai.mcts", "Monte Carlo tree search", "AI", "Plays any game by random playouts."),
            plugin("org.example.ring", "Bead Ring", "game", ""));

    private static List<String> search(String text) {
        return ALL.stream().filter(p -> p.matches(text)).map(Plugin::id).toList();
    }

    @Test
    @DisplayName("bead finds the plugins whose own words begin with it, not every org.beadbox plugin")
    void notTheCommonPrefix() {
        assertEquals(List.of("org.beadbox.game.glassbead.challenge", "org.beadbox.game.beadmaster", "org.example.ring"), search("bead"));
        assertEquals(List.of(), search("beadbox"));
        assertEquals(List.of("org.example.ring"), search("org"), "only a prefix other than org.beadbox. counts");
    }

    @Test
    @DisplayName("words of the id, the name, the kind and the description match, in any case and order")
    void words() {
        assertEquals(List.of("org.beadbox.ai.cautious"), search("cautious"));
        assertEquals(List.of("org.beadbox.ai.cautious", "org.beadbox.ai.mcts"), search("ai"));
        assertEquals(List.of("org.beadbox.ai.mcts"), search("TREE monte"));
        assertEquals(List.of("org.beadbox.ai.mcts"), search("playouts"));
        assertEquals(List.of(), search("tree cautious"));
        assertEquals(ALL.size(), search("").size());
        assertEquals(ALL.size(), search("  ").size());
    }

    @Test
    @DisplayName("shows the installed version and the newer one offered (issue 46 §14: it said 1.1.0 installed)")
    void bothVersions() {
        Plugin outdated = new Plugin("org.example.ring", "Bead Ring", "game", "1.1.0", "", "c", "", "1.0.0", false, false);
        assertEquals("1.0.0", outdated.shownVersion());
        assertEquals("installed, 1.1.0 available", outdated.status());
        Plugin current = new Plugin("org.example.ring", "Bead Ring", "game", "1.1.0", "", "c", "", "1.1.0", false, false);
        assertEquals("installed", current.status());
        Plugin broken = new Plugin("org.example.ring", "Bead Ring", "game", "1.0.0", "", "c", "", "1.0.0", false, true);
        assertEquals("installed, cannot start (missing what it needs)", broken.status());
        assertEquals("available", ALL.get(0).status());
        assertEquals("1.0.0", ALL.get(0).shownVersion());
    }
}
