package org.beadbox.tools.webload;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.eclipse.jetty.websocket.client.WebSocketClient;

/**
 * A connection to {@code /ws/lobby} that opens tables with both seats invited, as the host's
 * own browser does (only a connection with the host's cookie may: the secret of the link the
 * server printed).
 */
public final class Lobby implements Session.Listener.AutoDemanding, AutoCloseable { // public: Jetty calls it through method handles

    /** Tables opened through one lobby connection: within the server's burst of 40 messages. */
    static final int TABLES_PER_CONNECTION = 30;

    /** A table opened: its id and the token of each seat. */
    record Created(String id, String[] tokens) {
    }

    private final BlockingQueue<JsonObject> received = new LinkedBlockingQueue<>();
    private final Session socket;

    Lobby(WebSocketClient client, URI uri, String hostCookie) throws IOException, InterruptedException {
        try {
            org.eclipse.jetty.websocket.client.ClientUpgradeRequest request = new org.eclipse.jetty.websocket.client.ClientUpgradeRequest();
            request.setHeader("Cookie", hostCookie);
            socket = client.connect(this, uri, request).get(60, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IOException("cannot open the lobby at " + uri + ": " + e.getMessage(), e);
        }
    }

    /** The installed games' ids, from the list the server sends first; checks this host may open tables. */
    List<String> games() throws IOException, InterruptedException {
        JsonObject m = next("games");
        if (!m.get("host").getAsBoolean()) {
            throw new IOException("the server does not take this connection for the host's own: it may not open tables");
        }
        List<String> ids = new ArrayList<>();
        for (JsonElement g : m.getAsJsonArray("games")) {
            ids.add(g.getAsJsonObject().get("id").getAsString());
        }
        return ids;
    }

    /** Opens a two-seat table of {@code game}, both seats invited and named {@code NAMEa}, {@code NAMEb}. */
    Created create(String game, String name) throws IOException, InterruptedException {
        JsonObject o = new JsonObject();
        o.addProperty("type", "create");
        o.addProperty("game", game);
        o.addProperty("players", 2);
        JsonArray seats = new JsonArray();
        for (String s : List.of("a", "b")) {
            JsonObject seat = new JsonObject();
            seat.addProperty("kind", "invite");
            seat.addProperty("name", name + s);
            seats.add(seat);
        }
        o.add("seats", seats);
        try {
            Callback.Completable sent = new Callback.Completable();
            socket.sendText(o.toString(), sent);
            sent.get(30, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IOException("cannot send to the lobby: " + e.getMessage(), e);
        }
        JsonObject created = next("created");
        JsonArray links = created.getAsJsonArray("links");
        String[] tokens = new String[links.size()];
        for (int i = 0; i < tokens.length; i++) {
            String fragment = URI.create(links.get(i).getAsString()).getFragment(); // TABLE.TOKEN
            tokens[i] = fragment.substring(fragment.indexOf('.') + 1);
        }
        return new Created(created.get("table").getAsString(), tokens);
    }

    /** The next message of {@code type}; an {@code error} or 60 s of silence is an exception. */
    private JsonObject next(String type) throws IOException, InterruptedException {
        while (true) {
            JsonObject m = received.poll(60, TimeUnit.SECONDS);
            if (m == null) {
                throw new IOException("the lobby sent no " + type + " message within 60 s");
            }
            String t = m.get("type").getAsString();
            if (t.equals(type)) {
                return m;
            }
            if (t.equals("error")) {
                throw new IOException("the lobby refused: " + m.get("reason").getAsString());
            }
        }
    }

    @Override
    public void onWebSocketText(String text) {
        received.add(JsonParser.parseString(text).getAsJsonObject());
    }

    @Override
    public void close() {
        socket.close(StatusCode.NORMAL, "done", Callback.NOOP);
    }
}
