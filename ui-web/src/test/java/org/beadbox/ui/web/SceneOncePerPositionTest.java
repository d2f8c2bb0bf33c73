package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.Test;

/**
 * A connection is sent a position's scene once: the state for a position it was already sent
 * says {@code sameScene} instead, and a connection that comes back, or asks for the state, gets
 * the whole scene. Real matches of Take Away, connections that keep what they are sent.
 */
class SceneOncePerPositionTest extends AtTables {

    private static boolean state(JsonObject m, int plies) {
        return "state".equals(m.get("type").getAsString()) && m.getAsJsonArray("moves").size() == plies;
    }

    private static boolean yourTurn(JsonObject m) {
        return m.get("yourTurn").getAsBoolean();
    }

    @Test
    void theTurnsStateAfterAMoveCarriesNoSceneAgain() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        JsonObject first = ann.next(m -> state(m, 0), "the start");
        assertTrue(first.has("scene") && !first.has("sameScene"), "a connection's first state has the scene: " + first);
        Fixture.await("Ann's turn", () -> t.seats().human(0).isWaiting());
        ann.ask("{\"type\":\"move\",\"notation\":\"2\"}");
        JsonObject moved = bob.next(m -> state(m, 1), "the move");
        assertTrue(moved.has("scene"), "a new position: its scene");
        assertFalse(moved.has("sameScene"));
        JsonObject turn = bob.next(m -> state(m, 1) && yourTurn(m), "Bob's turn");
        assertFalse(turn.has("scene"), "the same position again: no scene: " + turn);
        assertTrue(turn.get("sameScene").getAsBoolean());
        assertEquals(1, turn.getAsJsonArray("moves").size());
        assertFalse(turn.getAsJsonArray("next").isEmpty(), "the rest of the state is all there");
        bob.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        JsonObject next = ann.next(m -> state(m, 2), "Bob's move");
        assertTrue(next.has("scene"), "the next position: its scene");
        assertFalse(next.getAsJsonObject("scene").equals(moved.getAsJsonObject("scene")));
    }

    @Test
    void aConnectionThatComesBackOrAsksGetsTheWholeScene() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        Fixture.await("Ann's turn", () -> t.seats().human(0).isWaiting());
        ann.ask("{\"type\":\"move\",\"notation\":\"2\"}");
        JsonObject scene = bob.next(m -> state(m, 1), "the move").getAsJsonObject("scene");
        bob.next(m -> state(m, 1) && yourTurn(m) && m.has("sameScene"), "Bob's turn, no scene");
        bob.closed(); // Bob's page closes on his turn, and opens his link again
        Fixture.Client again = Fixture.connect(t, false, 1);
        JsonObject back = again.next("state");
        assertTrue(yourTurn(back));
        assertFalse(back.has("sameScene"));
        assertEquals(scene, back.getAsJsonObject("scene"), "the whole scene, the position's");
        again.ask("{\"type\":\"state\"}");
        JsonObject asked = again.next("state");
        assertEquals(scene, asked.getAsJsonObject("scene"), "asked for, the state comes whole");
        Fixture.Client watcher = Fixture.connect(t, false);
        assertEquals(scene, watcher.next("state").getAsJsonObject("scene"), "a new spectator too");
    }
}
