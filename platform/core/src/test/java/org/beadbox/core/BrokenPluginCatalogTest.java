package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.beadbox.api.Game;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A catalogue given a broken plugin")
class BrokenPluginCatalogTest {

    /** A game whose info() fails: every other method would work. */
    private static Game noInfo(RuntimeException failure) {
        return new Game() {
            @Override
            public GameInfo info() {
                if (failure == null) {
                    return null;
                }
                throw failure;
            }

            @Override
            public List<OptionSpec> options() {
                return List.of();
            }

            @Override
            public List<SeatInfo> seats(int players) {
                return List.of();
            }

            @Override
            public GameState start(Setup setup) {
                throw new UnsupportedOperationException();
            }

            @Override
            public GameState parsePosition(String position) {
                throw new UnsupportedOperationException();
            }
        };
    }

    @Test
    @DisplayName("leaves out a game whose info() throws or is null, and lists the others")
    void games() {
        GameCatalog catalog = GameCatalog.of(noInfo(new IllegalStateException("broken")), new TakeAway(), noInfo(null));
        assertEquals(List.of("take-away"), catalog.ids());
        assertEquals(1, catalog.games().size());
        assertEquals("take-away", catalog.require("take-away").info().id());
    }

    @Test
    @DisplayName("leaves out a player factory whose id() throws, and lists the others")
    void players() {
        PlayerFactory broken = new AbstractPlayerFactory("broken", "Broken", "", 0, List.of()) {
            @Override
            public String id() {
                throw new IllegalStateException("broken");
            }

            @Override
            protected Player player(GameInfo game, Map<String, String> values) {
                return new TestPlayers.First();
            }
        };
        PlayerCatalog catalog = PlayerCatalog.of(broken, TestPlayers.factory("first", TestPlayers.First::new));
        assertEquals(List.of("first"), catalog.factories().stream().map(PlayerFactory::id).toList());
    }
}
