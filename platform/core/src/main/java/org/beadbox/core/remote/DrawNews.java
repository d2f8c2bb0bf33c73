package org.beadbox.core.remote;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.Set;
import java.util.TreeSet;
import org.beadbox.core.DrawOffer;

/**
 * A host's {@code drawOffer} message read into a {@link DrawOffer} (docs/web-protocol.md), and
 * the guest's {@code draw} and {@code drawReply} messages written.
 */
final class DrawNews {

    private DrawNews() {
    }

    /** The offer a {@code drawOffer} message tells of; an unknown status is refused (the message is skipped). */
    static DrawOffer read(JsonObject m) {
        DrawOffer.Status status = switch (m.get("status").getAsString()) {
            case "offered" -> DrawOffer.Status.OPEN;
            case "declined" -> DrawOffer.Status.DECLINED;
            case "lapsed" -> DrawOffer.Status.LAPSED;
            case "agreed" -> DrawOffer.Status.AGREED;
            default -> throw new IllegalArgumentException("a draw offer's status this client does not know");
        };
        Set<Integer> waiting = new TreeSet<>();
        if (m.get("waiting") instanceof JsonArray a) {
            a.forEach(x -> waiting.add(x.getAsInt()));
        }
        return new DrawOffer(m.get("seat").getAsInt(), -1, waiting, status, m.has("by") ? m.get("by").getAsInt() : -1);
    }

    static JsonObject offer(int seat) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "draw");
        o.addProperty("seat", seat);
        return o;
    }

    static JsonObject answer(boolean accept) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "drawReply");
        o.addProperty("accept", accept);
        return o;
    }
}
