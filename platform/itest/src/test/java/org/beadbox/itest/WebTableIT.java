package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import javax.inject.Inject;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.eclipse.jetty.websocket.api.exceptions.UpgradeException;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.BundleContext;

/**
 * The web front-end in a real Felix on Felix HTTP Jetty 12: pages from the bundle, the lobby's
 * WebSocket, and online tables played by Java WebSocket clients as remote seats, with every
 * kind of refused action leaving the board as it was.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebTableIT {

    private static final String GAME = "glassbead-challenge";

    /** A message the host refuses at once when its sender is not to move. */
    private static final String CHEAP = "{\"type\":\"steps\",\"partial\":[]}";

    @Inject
    private OnlineTables online;

    @Inject
    private GameCatalog games;

    @Inject
    private BundleContext context;

    /** The platform, the games, the AI players, the web stack and ui-web. */
    @Configuration
    public Option[] config() {
        return WebOptions.runtime(WebTableIT.class);
    }

    private URI http(String path) {
        return URI.create("http://127.0.0.1:" + context.getProperty("org.osgi.service.http.port") + path);
    }

    private URI ws(String path) {
        return URI.create("ws://127.0.0.1:" + context.getProperty("org.osgi.service.http.port") + path);
    }

    private HttpResponse<String> get(String rawPath) throws Exception {
        HttpClient c = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
        return c.send(HttpRequest.newBuilder(URI.create(http("/") + rawPath.substring(1))).timeout(Duration.ofSeconds(20)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private Table openInvited() throws InterruptedException {
        Eventually.await("the game " + GAME, () -> games.find(GAME).isPresent(), games::ids);
        return online.open(GAME, Setup.of(2, 5), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
    }

    /** The token in a link: the part after "#ID.". */
    private static String token(URI link) {
        String f = link.getFragment();
        return f.substring(f.indexOf('.') + 1);
    }

    private WsClient seat(Table t, int seat) throws Exception {
        return WsClient.connect(ws("/ws/table?id=" + t.id() + "&t=" + token(t.seatLink(seat).orElseThrow())), null);
    }

    @Test
    public void pagesComeFromTheBundleOnlyAndTheAddressIsLoopback() throws Exception {
        assertEquals("http://127.0.0.1:" + context.getProperty("org.osgi.service.http.port") + "/", online.address().toString());
        HttpResponse<String> index = get("/");
        assertEquals(200, index.statusCode());
        assertTrue(index.body(), index.body().contains("Beadbox"));
        HttpResponse<String> js = get("/lobby.js");
        assertEquals(200, js.statusCode());
        assertTrue(js.headers().firstValue("Content-Type").orElse("").startsWith("text/javascript"));
        for (String bad : List.of("/../pom.xml", "/%2e%2e/%2e%2e/etc/passwd", "/web/index.html", "/OSGI-INF/",
                "/org/beadbox/ui/web/Tokens.class", "/index.html%00.js")) {
            int code = get(bad).statusCode();
            assertTrue(bad + " answered " + code, code == 404 || code == 400);
        }
    }

    @Test
    public void theNewGameFormAsksTheGameWhichSizesEachBoardTakes() throws Exception {
        Eventually.await("the game " + GAME, () -> games.find(GAME).isPresent(), games::ids);
        try (WsClient lobby = WsClient.connect(ws("/ws/lobby"), http("/").toString().replaceAll("/$", ""), WebOptions.HOST_COOKIE)) {
            lobby.next("games");
            JsonObject square = check(lobby, "{\"board\":\"square\"}");
            assertFalse(square.toString(), square.has("problem"));
            assertEquals("[8,11]", square.getAsJsonObject("ranges").get("size").toString());
            assertEquals("10", square.getAsJsonObject("options").get("size").getAsString());
            JsonObject hex = check(lobby, "{\"board\":\"hex\"}");
            assertEquals("[3,7]", hex.getAsJsonObject("ranges").get("size").toString());
            assertEquals("the hex board's own default", "6", hex.getAsJsonObject("options").get("size").getAsString());
            JsonObject three = check(lobby, "{\"board\":\"square\",\"size\":\"3\"}");
            assertEquals("option size: the square board has 8, 9, 10 or 11 squares a side, not 3", three.get("problem").getAsString());
            int before = online.tables().size();
            lobby.send("{\"type\":\"create\",\"game\":\"" + GAME + "\",\"options\":{\"board\":\"square\",\"size\":\"3\"},"
                    + "\"seats\":[{\"kind\":\"invite\"},{\"kind\":\"ai\",\"spec\":\"random\"}]}");
            assertEquals(three.get("problem").getAsString(), lobby.next("error").get("reason").getAsString());
            assertEquals("no dead table", before, online.tables().size());
        }
    }

    private static JsonObject check(WsClient lobby, String options) throws Exception {
        lobby.send("{\"type\":\"check\",\"game\":\"" + GAME + "\",\"players\":2,\"options\":" + options + "}");
        return lobby.next("checked");
    }

    @Test
    public void theLobbyListsTheInstalledGamesWithTheirOptionsAndPlayers() throws Exception {
        Eventually.await("the games", () -> games.ids().size() >= 3, games::ids);
        try (WsClient lobby = WsClient.connect(ws("/ws/lobby"), http("/").toString().replaceAll("/$", ""), WebOptions.HOST_COOKIE)) {
            JsonObject m = lobby.next(x -> "games".equals(x.get("type").getAsString()) && x.getAsJsonArray("games").size() >= 3, "games");
            List<String> ids = new ArrayList<>();
            for (JsonElement g : m.getAsJsonArray("games")) {
                ids.add(g.getAsJsonObject().get("id").getAsString());
            }
            assertTrue(ids.toString(), ids.containsAll(List.of(GAME, "glassbead-mancala", "beadmaster")));
            JsonObject challenge = m.getAsJsonArray("games").get(ids.indexOf(GAME)).getAsJsonObject();
            assertTrue(challenge.getAsJsonArray("players").size() > 0);
            assertTrue(challenge.getAsJsonObject("picture").getAsJsonArray("shapes").size() > 0);
            assertTrue("the host's own browser may open tables", m.get("host").getAsBoolean());

            // The host opens a table with one seat for itself and one AI: it gets its seat's token only.
            JsonObject create = new JsonObject();
            create.addProperty("type", "create");
            create.addProperty("game", GAME);
            JsonArray seats = new JsonArray();
            JsonObject me = new JsonObject();
            me.addProperty("kind", "human");
            me.addProperty("name", "<script>alert(1)</script>");
            seats.add(me);
            JsonObject ai = new JsonObject();
            ai.addProperty("kind", "ai");
            ai.addProperty("spec", "random");
            seats.add(ai);
            create.add("seats", seats);
            lobby.send(create);
            JsonObject created = lobby.next("created");
            assertEquals(1, created.getAsJsonArray("tokens").size());
            Table t = online.table(created.get("table").getAsString()).orElseThrow();
            assertEquals("<script>alert(1)</script>", t.match().seatName(0));
            t.close("test over");
        }
    }

    @Test
    public void twoRemoteSeatsPlayAWholeGameStepByStepAndItIsAutosaved() throws Exception {
        Table t = openInvited();
        try (WsClient ann = seat(t, 0); WsClient bob = seat(t, 1)) {
            assertEquals(0, ann.next("welcome").getAsJsonArray("you").get(0).getAsInt());
            assertEquals(1, bob.next("welcome").getAsJsonArray("you").get(0).getAsInt());
            WsClient[] clients = {ann, bob};
            int plies = 0;
            while (!t.match().isOver()) {
                int toMove = t.match().state().toMove();
                WsClient c = clients[toMove];
                int played = plies;
                JsonObject state = c.next(x -> "state".equals(x.get("type").getAsString())
                        && x.getAsJsonArray("moves").size() == played
                        && (x.get("yourTurn").getAsBoolean() || x.get("over").getAsBoolean()), "state with my turn");
                if (state.get("over").getAsBoolean()) {
                    break;
                }
                List<String> partial = new ArrayList<>();
                JsonArray next = state.getAsJsonArray("next");
                while (true) {
                    partial.add(next.get(0).getAsString());
                    JsonObject ask = new JsonObject();
                    ask.addProperty("type", "steps");
                    ask.add("partial", strings(partial));
                    c.send(ask);
                    JsonObject steps = c.next("steps");
                    next = steps.getAsJsonArray("next");
                    if (steps.get("complete").getAsBoolean() && next.isEmpty()) {
                        break;
                    }
                    assertFalse("the steps " + partial + " lead nowhere", next.isEmpty());
                }
                JsonObject move = new JsonObject();
                move.addProperty("type", "move");
                move.add("steps", strings(partial));
                c.send(move);
                plies++;
                int count = plies;
                Eventually.await("move " + plies + " played", () -> t.match().moves().size() >= count, () -> t.match().moves());
            }
            assertTrue("the game ended", t.match().isOver());
            JsonObject last = ann.next(x -> "state".equals(x.get("type").getAsString()) && x.get("over").getAsBoolean(), "final state");
            assertEquals(t.match().moves().size(), last.getAsJsonArray("moves").size());
            RecordStore store = new RecordStore(RecordStore.home(context.getProperty("beadbox.home")));
            int played = t.match().moves().size();
            // Like a local game: autosaved after each move, and once it ends filed into records/
            // with every move, its autosave gone.
            String game = RecordStore.identity(t.match().record());
            Eventually.await("the finished game filed into records/", () -> store.recent(50).stream()
                    .map(RecordStore::load)
                    .anyMatch(r -> RecordStore.identity(r).equals(game) && r.moves().size() == played),
                    () -> store.recent(50));
        } finally {
            t.close("test over");
        }
    }

    @Test
    public void refusedActionsLeaveTheBoardAsItWas() throws Exception {
        Table t = openInvited();
        String spectatorToken = token(t.spectatorLink());
        try (WsClient ann = seat(t, 0); WsClient bob = seat(t, 1);
                WsClient watcher = WsClient.connect(ws("/ws/table?id=" + t.id() + "&t=" + spectatorToken), null)) {
            JsonObject welcome = watcher.next("welcome");
            assertEquals(0, welcome.getAsJsonArray("you").size());
            JsonObject state = ann.next(x -> "state".equals(x.get("type").getAsString()) && x.get("yourTurn").getAsBoolean(), "my turn");
            String legal = t.match().state().legalMoves().get(0).notation();
            String position = t.match().state().position();

            assertRefused(watcher, move(-1, legal), "spectators cannot move");
            assertRefused(bob, move(-1, legal), "it is not your turn");
            assertRefused(bob, move(0, legal), "you do not hold seat 0");
            assertRefused(ann, move(-1, "zz99"), "illegal move");
            JsonObject badSteps = new JsonObject();
            badSteps.addProperty("type", "move");
            badSteps.add("steps", strings(List.of("no-such-step")));
            assertRefused(ann, badSteps, "not a legal move");
            assertEquals(position, t.match().state().position());
            assertEquals(0, t.match().moves().size());
            assertTrue(state.getAsJsonArray("next").size() > 0);

            // The right seat, in turn, with a legal move: played.
            ann.send(move(0, legal));
            Eventually.await("the legal move", () -> t.match().moves().size() == 1, () -> t.match().moves());
        } finally {
            t.close("test over");
        }
    }

    @Test
    public void wrongGuessedAndForeignLinksAreRefusedAtTheUpgrade() throws Exception {
        Table t = openInvited();
        try {
            String real = token(t.seatLink(0).orElseThrow());
            String guessed = real.substring(0, real.length() - 1) + (real.endsWith("A") ? "B" : "A");
            assertRefusedUpgrade(ws("/ws/table?id=" + t.id() + "&t=" + guessed), null);
            assertRefusedUpgrade(ws("/ws/table?id=" + t.id() + "&t="), null);
            assertRefusedUpgrade(ws("/ws/table?id=nosuchtable&t=" + real), null);
            assertRefusedUpgrade(ws("/ws/table?id=" + t.id() + "&t=" + real), "http://evil.example");
            assertRefusedUpgrade(ws("/ws/lobby"), "http://127.0.0.1:1");
            // The same token with the host's own origin is let in.
            try (WsClient ok = WsClient.connect(ws("/ws/table?id=" + t.id() + "&t=" + real),
                    http("/").toString().replaceAll("/$", ""))) {
                ok.next("welcome");
            }
        } finally {
            t.close("test over");
        }
    }

    @Test
    public void anOversizeMessageOrAFloodClosesThatConnectionAndTheTableGoesOn() throws Exception {
        Table t = openInvited();
        try (WsClient ann = seat(t, 0); WsClient bob = seat(t, 1)) {
            ann.next("welcome");
            try {
                ann.send("{\"type\":\"steps\",\"partial\":[\"" + "x".repeat(10 * 1024 * 1024) + "\"]}");
            } catch (ExecutionException e) {
                // the server may close before the whole message is written
            }
            String closed = ann.closed.get(20, TimeUnit.SECONDS);
            assertTrue(closed, closed.startsWith("1009") || closed.startsWith("error"));

            bob.next("welcome");
            // Cheap messages (Bob is not to move: each is refused at once), each sent once the one
            // before is answered, as a page would, yet faster than the limit: past the burst of 40
            // (the rate refills 20 a second) Bob is closed, with the reason.
            int answered = 0;
            while (answered < 1000 && bob.sendInTurn(CHEAP)) {
                answered++;
            }
            String flooded = bob.closed.get(20, TimeUnit.SECONDS);
            assertTrue(flooded, flooded.startsWith("1008") && flooded.contains("too many messages"));
            assertTrue("answered " + answered + " before the close: the burst is 40", answered >= 40);

            // 1,000 at once: closed too. The reason may be lost: the host drops a flooding connection
            // at once, and what it did not read of the flood makes its system reset the connection.
            try (WsClient flood = seat(t, 1)) {
                flood.next("welcome");
                try {
                    for (int i = 0; i < 1000; i++) {
                        flood.send(CHEAP);
                    }
                } catch (ExecutionException e) {
                    // closed while flooding
                }
                String c = flood.closed.get(20, TimeUnit.SECONDS);
                assertTrue(c, c.startsWith("1008") || c.startsWith("error"));
                // The rate is 20 a second with bursts of 40: far fewer than 1000 answers.
                assertTrue("answered " + flood.count("error") + " of 1000", flood.count("error") <= 60);
            }

            // The table goes on: Ann comes back with her link and moves.
            try (WsClient again = seat(t, 0)) {
                again.next(x -> "state".equals(x.get("type").getAsString()) && x.get("yourTurn").getAsBoolean(), "my turn");
                again.send(move(0, t.match().state().legalMoves().get(0).notation()));
                Eventually.await("Ann's move", () -> t.match().moves().size() == 1, () -> t.match().moves());
            }
            try (WsClient mal = seat(t, 1)) {
                mal.send("this is not JSON");
                String c = mal.closed.get(20, TimeUnit.SECONDS);
                assertTrue(c, c.startsWith("1003") && c.contains("JSON object with a type"));
            }
        } finally {
            t.close("test over");
        }
    }

    @Test
    public void aGameThatGoesAwayLeavesTheLobbyAndClosesItsTablesThenComesBack() throws Exception {
        String mancala = "glassbead-mancala";
        Eventually.await("mancala", () -> games.find(mancala).isPresent(), games::ids);
        Table t = online.open(mancala, Setup.of(2, 3), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        org.osgi.framework.Bundle bundle = null;
        for (org.osgi.framework.Bundle b : context.getBundles()) {
            if ("org.beadbox.game.mancala".equals(b.getSymbolicName())) {
                bundle = b;
            }
        }
        try (WsClient lobby = WsClient.connect(ws("/ws/lobby"), null); WsClient ann = seat(t, 0)) {
            lobby.next(m -> "games".equals(m.get("type").getAsString()) && m.toString().contains("\"" + mancala + "\""), "games with mancala");
            ann.next("welcome");
            bundle.stop();
            lobby.next(m -> "games".equals(m.get("type").getAsString()) && !m.toString().contains("\"id\":\"" + mancala + "\""),
                    "games without mancala");
            JsonObject closed = ann.next("closed");
            assertTrue(closed.toString(), closed.get("reason").getAsString().contains("uninstalled"));
            assertTrue(t.match().isClosed());
            assertTrue(online.table(t.id()).isEmpty());
            bundle.start();
            lobby.next(m -> "games".equals(m.get("type").getAsString()) && m.toString().contains("\"id\":\"" + mancala + "\""),
                    "games with mancala again");
            // Its table comes back with the same links.
            Eventually.await("the table reopened", () -> online.table(t.id()).isPresent(), online::tables);
            assertEquals(t.seatLink(0), online.table(t.id()).orElseThrow().seatLink(0));
        } finally {
            if (bundle.getState() != org.osgi.framework.Bundle.ACTIVE) {
                bundle.start();
            }
            t.close("test over");
            online.table(t.id()).ifPresent(x -> x.close("test over"));
        }
    }

    private static void assertRefused(WsClient c, JsonObject message, String reason) throws Exception {
        c.send(message);
        JsonObject error = c.next("error");
        assertTrue(error.toString(), error.get("reason").getAsString().contains(reason));
    }

    private void assertRefusedUpgrade(URI uri, String origin) throws Exception {
        try (WsClient c = WsClient.connect(uri, origin)) {
            fail("the upgrade to " + uri.getPath() + " was let in");
        } catch (ExecutionException e) {
            assertTrue(String.valueOf(e.getCause()), e.getCause() instanceof UpgradeException);
            assertEquals(403, ((UpgradeException) e.getCause()).getResponseStatusCode());
        }
    }

    private static JsonObject move(int seat, String notation) {
        JsonObject m = new JsonObject();
        m.addProperty("type", "move");
        if (seat >= 0) {
            m.addProperty("seat", seat);
        }
        m.addProperty("notation", notation);
        return m;
    }

    private static JsonArray strings(List<String> values) {
        JsonArray a = new JsonArray();
        values.forEach(a::add);
        return a;
    }
}
