package org.beadbox.tools.webload;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * The fields of a server message a scripted seat needs, read without building the scene (most
 * of a {@code state} or {@code steps} message), so that the clients, which share the machine
 * with the server, spend little of it.
 *
 * @param type the message's type
 * @param plies how many moves the game has ({@code state}), else -1
 * @param yourTurn whether this connection's seat is to move ({@code state})
 * @param over whether the game is over ({@code state})
 * @param next the steps that may follow ({@code state} when it is your turn, {@code steps})
 * @param complete whether the steps entered make a whole move ({@code steps})
 * @param reason why ({@code error}, {@code fault}, {@code closed})
 * @param scene whether it carries a scene ({@code state}, {@code steps}); a state without one says {@code sameScene}
 */
record Message(String type, int plies, boolean yourTurn, boolean over, List<String> next, boolean complete, String reason,
        boolean scene) {

    static Message parse(String text) {
        String type = null;
        int plies = -1;
        boolean yourTurn = false;
        boolean over = false;
        List<String> next = List.of();
        boolean complete = false;
        String reason = null;
        boolean scene = false;
        try (JsonReader r = new JsonReader(new StringReader(text))) {
            r.beginObject();
            while (r.hasNext()) {
                String name = r.nextName();
                switch (name) {
                    case "type" -> type = r.nextString();
                    case "moves" -> plies = count(r);
                    case "yourTurn" -> yourTurn = r.nextBoolean();
                    case "over" -> over = r.nextBoolean();
                    case "complete" -> complete = r.nextBoolean();
                    case "reason" -> reason = r.nextString();
                    case "next" -> next = strings(r);
                    case "scene" -> {
                        scene = true;
                        r.skipValue();
                    }
                    default -> r.skipValue();
                }
            }
            r.endObject();
        } catch (IOException | IllegalStateException e) {
            throw new IllegalArgumentException("the server sent a message that is not a JSON object: " + e.getMessage(), e);
        }
        if (type == null) {
            throw new IllegalArgumentException("the server sent a message with no type");
        }
        return new Message(type, plies, yourTurn, over, next, complete, reason, scene);
    }

    private static int count(JsonReader r) throws IOException {
        int n = 0;
        r.beginArray();
        while (r.hasNext()) {
            r.skipValue();
            n++;
        }
        r.endArray();
        return n;
    }

    private static List<String> strings(JsonReader r) throws IOException {
        if (r.peek() == JsonToken.NULL) {
            r.nextNull();
            return List.of();
        }
        List<String> out = new ArrayList<>();
        r.beginArray();
        while (r.hasNext()) {
            out.add(r.nextString());
        }
        r.endArray();
        return out;
    }
}
