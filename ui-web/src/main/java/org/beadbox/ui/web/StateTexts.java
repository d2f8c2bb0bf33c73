package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.core.EndedScene;
import org.beadbox.core.Match;

/**
 * A table's {@code state} messages as text. The position's scene is written once and shared by
 * every connection's message (the scene is most of a message: tens of KB in the Challenge and
 * BeadMaster), and a connection is sent it only when it does not hold that position's picture
 * yet: the {@code state} for a position a connection was already sent (the turn's state after
 * the move's, the end's) says {@code "sameScene":true} instead (docs/web-protocol.md).
 *
 * <p>Which position's picture a connection holds is kept on the connection
 * ({@link TableConnection#pictured}), decided and sent under the connection's lock, so that what
 * it holds is the scene last sent to it whichever thread sends. A new connection (a page
 * reloaded, a seat's link opened again) holds nothing and gets the scene; so does one that asks
 * for the {@code state} again.
 */
final class StateTexts {

    /** A position's scene, as the text it is sent as. */
    private record Drawn(GameState state, boolean ended, String text) {
    }

    private Drawn drawn; // the position last drawn: never changed once made

    /**
     * Sends {@code c} the state of {@code s}, the match's position.
     *
     * @param yourTurn whether {@code c} holds the seat to move, and that seat waits
     * @param full whether to send the scene even when {@code c} holds it
     * @param written run once the frame is written (or not sent); may be null
     */
    void send(TableConnection c, Match match, GameState s, boolean yourTurn, boolean full, Runnable written) {
        synchronized (c) {
            // the end of a match the rules did not end (a resignation) redraws the same position
            boolean scene = full || c.pictured() != s || !s.isOver() && match.outcome().isPresent();
            String text = text(match, s, yourTurn, scene);
            if (scene) {
                c.pictured(s);
            }
            if (written == null) {
                c.sendText(text);
            } else {
                c.sendText(text, written);
            }
        }
    }

    /** The state message as text: with the scene spliced in as the text it was written to once, or {@code sameScene}. */
    String text(Match match, GameState s, boolean yourTurn, boolean scene) {
        JsonObject o = TableMessages.state(match, new JsonObject(), yourTurn);
        o.remove("scene");
        if (!scene) {
            o.addProperty("sameScene", true);
            return Protocol.text(o);
        }
        String rest = Protocol.text(o); // never {}: it has its type
        return "{\"scene\":" + scene(s, match).text() + "," + rest.substring(1);
    }

    /** The position drawn, once and shared by every connection's state message. */
    private synchronized Drawn scene(GameState s, Match match) {
        // A resignation or a loss on time ends the match at a position the rules say goes on:
        // drawn as ended ("Game over: …", no arrows to click), as a normal ending is.
        Optional<Outcome> outcome = s.isOver() ? Optional.empty() : match.outcome();
        boolean ended = outcome.isPresent();
        if (drawn == null || drawn.state() != s || drawn.ended() != ended) {
            Scene scene = s.draw(List.of());
            drawn = new Drawn(s, ended, SceneJson.text(ended ? EndedScene.of(scene, outcome.get()) : scene));
        }
        return drawn;
    }
}
