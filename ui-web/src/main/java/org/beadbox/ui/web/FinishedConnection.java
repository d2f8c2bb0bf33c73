package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import java.util.Set;

/**
 * A link of a finished table opened after the host restarted ({@link FinishedGame}): the page
 * is sent the game as it ended and may look at its earlier positions; whatever else it asks is
 * answered that the game is over. Public, as every socket endpoint: Jetty calls it by reflection.
 */
public class FinishedConnection extends Connection {

    /** What a finished table answers to a move, a chat line, a rematch... */
    static final String OVER = "this game is over: it can be looked at, not played";

    private final FinishedGame game;
    private final Set<Integer> seats;

    FinishedConnection(FinishedGame game, Set<Integer> seats) {
        this.game = game;
        this.seats = Set.copyOf(seats);
    }

    @Override
    void opened() {
        send(game.welcome(seats));
        send(game.state());
        send(game.recordMessage());
    }

    @Override
    MessageRules rules() {
        return MessageRules.TABLE;
    }

    @Override
    JsonObject handle(String type, JsonObject m) {
        return switch (type) {
            case "state" -> game.state();
            case "view" -> game.viewed(Protocol.integer(m, "ply", -1));
            case "steps", "move", "resign", "undo", "undoReply", "draw", "drawReply", "handover", "rematch", "rematchDecline", "chat", "giveBack" ->
                    Protocol.error(OVER);
            default -> unknown(type);
        };
    }

    @Override
    void closed() {
        // nothing is held for it
    }

    FinishedGame game() {
        return game;
    }

    Set<Integer> seats() {
        return seats;
    }

    /**
     * The connection of a right link whose finished game cannot be shown (its record gone, its
     * game uninstalled): it tells the page why, as a table closed, and closes.
     */
    public static final class Gone extends Connection {

        private final String reason;

        Gone(String reason) {
            this.reason = reason;
        }

        String reason() {
            return reason;
        }

        @Override
        void opened() {
            JsonObject o = new JsonObject();
            o.addProperty("type", "closed");
            o.addProperty("reason", reason);
            send(o);
            close(org.eclipse.jetty.websocket.api.StatusCode.NORMAL, reason);
        }

        @Override
        MessageRules rules() {
            return MessageRules.TABLE;
        }

        @Override
        JsonObject handle(String type, JsonObject message) {
            return null;
        }

        @Override
        void closed() {
            // nothing is held for it
        }
    }
}
