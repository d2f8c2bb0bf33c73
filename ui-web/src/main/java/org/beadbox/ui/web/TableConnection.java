package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Set;
import org.beadbox.api.GameState;

/** A browser (or any client) at one table, holding some of its seats, or none as a spectator. */
public class TableConnection extends Connection {

    private final WebTable table;
    private final Set<Integer> seats;
    private final boolean host;
    private GameState pictured; // whose scene this connection was last sent in a state: StateTexts, under its lock

    /**
     * @param host whether the connection is the host's (its cookie holds the launcher's secret,
     *     {@link HostKey}): the host may hand an absent player's seat to the computer
     */
    TableConnection(WebTable table, Set<Integer> seats, boolean host) {
        this.table = table;
        this.seats = Set.copyOf(seats);
        this.host = host;
    }

    Set<Integer> seats() {
        return seats;
    }

    boolean host() {
        return host;
    }

    /** The position whose scene this connection was last sent in a state (null: none), under its lock. */
    GameState pictured() {
        return pictured;
    }

    void pictured(GameState s) {
        pictured = s;
    }

    @Override
    void opened() {
        table.join(this);
    }

    @Override
    MessageRules rules() {
        return MessageRules.TABLE;
    }

    @Override
    JsonObject handle(String type, JsonObject m) {
        return switch (type) {
            case "steps" -> table.actions().steps(this, orEmpty(Protocol.stringList(m, "partial")));
            case "move" -> move(m);
            case "resign" -> table.actions().resign(this, Protocol.integer(m, "seat", -1));
            case "state" -> {
                table.sendState(this, true, null);
                yield null;
            }
            case "view" -> table.actions().view(Protocol.integer(m, "ply", -1));
            case "undo" -> table.actions().askUndo(this);
            case "undoReply" -> table.actions().answerUndo(this, m.get("accept").getAsBoolean());
            case "draw" -> table.draws().offer(this, Protocol.integer(m, "seat", -1));
            case "drawReply" -> table.draws().answer(this, m.get("accept").getAsBoolean());
            case "handover" -> table.actions().handover(this, Protocol.integer(m, "seat", -1), Protocol.string(m, "spec"));
            case "rematch" -> table.rematch().offer(this, m.has("start") && m.get("start").getAsBoolean());
            case "rematchDecline" -> table.rematch().decline(this);
            case "chat" -> table.chat().say(table, this, Protocol.string(m, "text"));
            case "review" -> table.review().start(table, this, Protocol.string(m, "budget"));
            case "reviewCancel" -> table.review().cancel(this);
            case "reviewBoard" -> table.review().board(Protocol.integer(m, "ply", -1));
            case "giveBack" -> table.actions().giveBack(this, Protocol.integer(m, "seat", -1));
            default -> unknown(type);
        };
    }

    private JsonObject move(JsonObject m) {
        table.moveHeard(heard()); // before the match may play it
        JsonObject refused = table.actions().move(this, Protocol.integer(m, "seat", -1), Protocol.string(m, "notation"),
                Protocol.stringList(m, "steps"));
        if (refused != null) {
            table.moveHeard(0);
        }
        return refused;
    }

    private static List<String> orEmpty(List<String> l) {
        return l == null ? List.of() : l;
    }

    @Override
    void closed() {
        table.leave(this);
    }
}
