package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Analysis;
import org.beadbox.api.Setup;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;

/** Online tables without sockets: real matches of Take Away, connections that keep what they are sent. */
class WebTableTest extends AtTables {

    private static String status(JsonObject presenceOrWelcome, int seat) {
        return presenceOrWelcome.getAsJsonArray("seats").get(seat).getAsJsonObject().get("status").getAsString();
    }

    @Test
    void presenceTellsNotYetJoinedFromDisconnected() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        JsonObject welcome = ann.next("welcome");
        assertEquals("here", status(welcome, 0));
        assertEquals("waiting", status(welcome, 1), "Bob never came");
        JsonObject setup = welcome.getAsJsonObject("setup");
        assertEquals(2, setup.get("players").getAsInt(), "the setup goes out for a mirroring client");
        assertEquals("15", setup.getAsJsonObject("options").get("beads").getAsString());
        assertEquals("1", setup.get("seed").getAsString());
        Fixture.Client bob = Fixture.connect(t, false, 1);
        assertEquals("here", status(ann.next(m -> "presence".equals(m.get("type").getAsString()) && "here".equals(status(m, 1)), "Bob here"), 1));
        bob.closed();
        JsonObject gone = ann.next(m -> "presence".equals(m.get("type").getAsString()) && !"here".equals(status(m, 1)), "Bob gone");
        assertEquals("disconnected", status(gone, 1));
        assertFalse(gone.getAsJsonArray("seats").get(1).getAsJsonObject().get("connected").getAsBoolean());
    }

    @Test
    void everyoneIsToldHowManyWatch() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        assertEquals(0, ann.next("welcome").get("spectators").getAsInt());
        Fixture.Client one = Fixture.connect(t, false);
        Fixture.connect(t, true);
        assertEquals(2, ann.next(m -> "presence".equals(m.get("type").getAsString()) && m.get("spectators").getAsInt() == 2, "two watching")
                .get("spectators").getAsInt());
        one.closed();
        ann.next(m -> "presence".equals(m.get("type").getAsString()) && m.get("spectators").getAsInt() == 1, "one watching");
    }

    @Test
    void theStateSentAsTextWithItsSceneSplicedInIsTheStateMessage() throws Exception {
        WebTable t = invited("Ann", "<b>Bob</b>");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        ann.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean(), "Ann's turn");
        for (java.util.Set<Integer> mine : List.of(java.util.Set.of(0), java.util.Set.of(1), java.util.Set.<Integer>of())) {
            String text = t.stateText(mine);
            assertEquals(stateTree(t, mine), com.google.gson.JsonParser.parseString(text), "the same message for " + mine);
            assertFalse(text.contains("<"), "written HTML-safe like every message: " + text);
        }
        assertTrue(com.google.gson.JsonParser.parseString(t.stateText(java.util.Set.of(0))).getAsJsonObject().get("yourTurn").getAsBoolean());
    }

    /** The state message built as a tree, scene and all: what the spliced text must read as. */
    private static com.google.gson.JsonObject stateTree(WebTable t, java.util.Set<Integer> mine) {
        org.beadbox.api.GameState s = t.match().state();
        org.beadbox.core.HumanPlayer h = t.seats().human(s.toMove());
        return TableMessages.state(t.match(), SceneJson.of(s.draw(List.of())), mine.contains(s.toMove()) && h != null && h.isWaiting());
    }

    @Test
    void aSeatComesBackWithItsLinkAtTheSamePosition() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        ann.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean(), "Ann's turn");
        ann.ask("{\"type\":\"move\",\"notation\":\"2\"}");
        bob.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean(), "Bob's turn");
        bob.closed(); // Bob's browser closes on his turn
        Fixture.Client again = Fixture.connect(t, false, t.access(List.of(t.seatToken(1).orElseThrow())).orElseThrow().toArray(Integer[]::new));
        JsonObject state = again.next("state");
        assertEquals(1, state.getAsJsonArray("moves").size());
        assertTrue(state.get("yourTurn").getAsBoolean(), "the seat is his again, on his turn");
        again.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        Fixture.await("Bob's move", () -> t.match().moves().size() == 2);
        assertEquals(10, Integer.parseInt(t.match().state().position().split(" ")[0]));
    }

    @Test
    void theHostHandsAnAbsentSeatToTheComputerAndNobodyElseMay() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        Fixture.Client host = Fixture.connect(t, true);
        JsonObject welcome = host.next("welcome");
        assertTrue(welcome.get("host").getAsBoolean());
        assertEquals("first", welcome.getAsJsonArray("players").get(0).getAsJsonObject().get("id").getAsString());
        ann.ask("{\"type\":\"handover\",\"seat\":1,\"spec\":\"first\"}");
        assertTrue(ann.next("error").get("reason").getAsString().contains("only the host"));
        host.ask("{\"type\":\"handover\",\"seat\":1,\"spec\":\"first\"}");
        assertTrue(host.next("error").get("reason").getAsString().contains("is connected"));
        bob.closed();
        host.ask("{\"type\":\"handover\",\"seat\":1,\"spec\":\"nosuchplayer\"}");
        assertTrue(host.next("error").get("reason").getAsString().contains("nosuchplayer"));
        host.ask("{\"type\":\"handover\",\"seat\":1,\"spec\":\"first\"}");
        JsonObject p = host.next(m -> "presence".equals(m.get("type").getAsString()) && "computer".equals(status(m, 1)), "Bob's seat to the computer");
        assertEquals("First Move (computer)", p.getAsJsonArray("seats").get(1).getAsJsonObject().get("computer").getAsString());
        assertEquals("first", t.match().seatSpec(1));
        // Ann moves; the computer answers for seat 1.
        ann.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        Fixture.await("the computer's answer", () -> t.match().moves().size() == 2);
        assertEquals("1", t.match().moves().get(1).notation());
        // Bob's link still names his seat: opening it gives the seat back (SeatReturnTest).
        assertEquals(java.util.Set.of(1), t.access(List.of(t.seatToken(1).orElseThrow())).orElseThrow());
        assertTrue(p.getAsJsonArray("seats").get(1).getAsJsonObject().get("handedOver").getAsBoolean());
        assertTrue(SavedTable.read(SavedTable.file(tables.store().autosaves(), t.id())).seats().get(1).kind().equals("computer"));
    }

    @Test
    void aTableWithAllItsPeopleInOneBrowserTakesBackAtOnce() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client both = Fixture.connect(t, false, 0, 1);
        both.ask("{\"type\":\"undo\"}");
        assertTrue(both.next("error").get("reason").getAsString().contains("no move to take back"));
        Fixture.await("Ann's turn", () -> t.match().state().toMove() == 0 && t.seats().human(0).isWaiting());
        both.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        Fixture.await("Bob's turn", () -> t.match().moves().size() == 1 && t.seats().human(1).isWaiting());
        both.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        Fixture.await("two moves", () -> t.match().moves().size() == 2);
        both.ask("{\"type\":\"undo\"}");
        Fixture.await("one taken back", () -> t.match().moves().size() == 1);
    }

    @Test
    void aRemoteSeatAcceptsOrDeclinesATakeBack() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        Fixture.await("Ann's turn", () -> t.seats().human(0) != null && t.seats().human(0).isWaiting());
        ann.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        Fixture.await("Bob's turn", () -> t.match().moves().size() == 1 && t.seats().human(1).isWaiting());
        bob.ask("{\"type\":\"undo\"}");
        assertTrue(bob.next("error").get("reason").getAsString().contains("no move to take back"), "Bob has not moved");
        ann.ask("{\"type\":\"undo\"}");
        JsonObject asked = bob.next("undoRequest");
        assertEquals("asked", asked.get("status").getAsString());
        assertEquals(0, asked.get("seat").getAsInt());
        assertEquals(List.of(1), List.of(asked.getAsJsonArray("waiting").get(0).getAsInt()));
        ann.ask("{\"type\":\"undoReply\",\"accept\":true}");
        assertTrue(ann.next("error").get("reason").getAsString().contains("not asked"), "the asker does not answer herself");
        bob.ask("{\"type\":\"undoReply\",\"accept\":false}");
        assertEquals("declined", ann.next(m -> "undoRequest".equals(m.get("type").getAsString()) && !"asked".equals(m.get("status").getAsString()), "answer").get("status").getAsString());
        assertEquals(1, t.match().moves().size(), "declined: nothing changed");
        ann.ask("{\"type\":\"undo\"}");
        bob.next(m -> "undoRequest".equals(m.get("type").getAsString()) && "asked".equals(m.get("status").getAsString()), "asked again");
        bob.ask("{\"type\":\"undoReply\",\"accept\":true}");
        Fixture.await("taken back", () -> t.match().moves().isEmpty());
        ann.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean() && m.getAsJsonArray("moves").isEmpty(), "Ann to move again");
    }

    @Test
    void twoSeatsAgreeADrawAndNobodyElseCanOfferOrAnswerForThem() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        Fixture.Client watcher = Fixture.connect(t, false);
        Fixture.await("Ann's turn", () -> Fixture.waitsNow(t, 0));
        watcher.ask("{\"type\":\"draw\"}");
        assertEquals("spectators cannot offer a draw", watcher.next("error").get("reason").getAsString());
        bob.ask("{\"type\":\"draw\",\"seat\":0}");
        assertEquals("you do not hold seat 0", bob.next("error").get("reason").getAsString(), "no offer in another seat's name");
        bob.ask("{\"type\":\"drawReply\",\"accept\":true}");
        assertEquals("no draw is offered", bob.next("error").get("reason").getAsString());

        ann.ask("{\"type\":\"draw\"}");
        JsonObject offered = bob.next("drawOffer");
        assertEquals("offered", offered.get("status").getAsString());
        assertEquals(0, offered.get("seat").getAsInt());
        assertEquals(1, offered.getAsJsonArray("waiting").get(0).getAsInt());
        ann.ask("{\"type\":\"draw\"}");
        assertTrue(ann.next("error").get("reason").getAsString().contains("offered a draw already"), "no second offer while one is open");
        ann.ask("{\"type\":\"drawReply\",\"accept\":true}");
        assertEquals("you offered this draw: the others answer it", ann.next("error").get("reason").getAsString(),
                "the one who offers cannot accept for the other seat");
        watcher.ask("{\"type\":\"drawReply\",\"accept\":true}");
        assertEquals("spectators cannot answer a draw offer", watcher.next("error").get("reason").getAsString());
        bob.ask("{\"type\":\"drawReply\",\"accept\":false}");
        JsonObject declined = ann.next(m -> "drawOffer".equals(m.get("type").getAsString()) && "declined".equals(m.get("status").getAsString()), "declined");
        assertEquals(1, declined.get("by").getAsInt());
        ann.ask("{\"type\":\"draw\"}");
        assertTrue(ann.next("error").get("reason").getAsString().contains("at this move already"), "one offer per player per move");
        assertFalse(t.match().isOver());

        ann.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        Fixture.await("Bob's turn", () -> Fixture.waitsNow(t, 1));
        bob.ask("{\"type\":\"draw\"}");
        Fixture.Client late = Fixture.connect(t, false);
        assertEquals("offered", late.next("drawOffer").get("status").getAsString(), "who joins hears the open offer");
        ann.ask("{\"type\":\"drawReply\",\"accept\":true}");
        assertEquals("agreed", watcher.next(m -> "drawOffer".equals(m.get("type").getAsString()) && "agreed".equals(m.get("status").getAsString()), "agreed").get("status").getAsString());
        JsonObject over = watcher.next(m -> "state".equals(m.get("type").getAsString()) && m.get("over").getAsBoolean(), "the end");
        assertEquals("Drawn by agreement", over.getAsJsonObject("result").get("summary").getAsString());
        assertTrue(t.match().record().result().agreedDraw());
        assertTrue(MessageRules.TABLE.problem("drawReply", com.google.gson.JsonParser.parseString("{\"accept\":\"yes\"}").getAsJsonObject()) != null,
                "a reply that is not true or false is refused");
    }

    @Test
    void withThreeSeatsAGuestAnswersForItsOwnSeatOnlyAndEveryOtherSeatMustAccept() throws Exception {
        WebTable t = tables.openTable(org.beadbox.testkit.TakeAway.ID, new Setup(3, Map.of("beads", "15"), 1),
                List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob"), SeatRequest.invite("Cy")));
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        Fixture.Client cy = Fixture.connect(t, false, 2);
        Fixture.await("Ann's turn", () -> Fixture.waitsNow(t, 0));
        ann.ask("{\"type\":\"draw\"}");
        cy.next("drawOffer");
        cy.ask("{\"type\":\"drawReply\",\"accept\":true}");
        cy.ask("{\"type\":\"drawReply\",\"accept\":true}");
        JsonObject still = ann.next(m -> "drawOffer".equals(m.get("type").getAsString()) && m.getAsJsonArray("waiting").size() == 1, "Cy's acceptance");
        assertEquals(1, still.getAsJsonArray("waiting").get(0).getAsInt(), "Cy's link answers for Cy alone: Bob is still asked");
        String again = cy.next("error").get("reason").getAsString();
        assertTrue(again.equals("your seat is not asked") || again.equals("your answer to this offer is in already"),
                "no second answer, and none for Bob: " + again);
        assertFalse(t.match().isOver(), "two of three is not enough");
        bob.ask("{\"type\":\"drawReply\",\"accept\":true}");
        Fixture.await("drawn", () -> t.match().isOver());
        assertEquals(List.of(0, 1, 2), t.match().outcome().orElseThrow().winners());
    }

    @Test
    void earlierPositionsCanBeViewed() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client both = Fixture.connect(t, false, 0, 1);
        Fixture.await("Ann's turn", () -> t.seats().human(0).isWaiting());
        both.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        Fixture.await("Bob's turn", () -> t.match().moves().size() == 1 && t.seats().human(1).isWaiting());
        Fixture.Client watcher = Fixture.connect(t, false);
        watcher.ask("{\"type\":\"view\",\"ply\":0}");
        JsonObject start = watcher.next("viewed");
        assertEquals(0, start.get("ply").getAsInt());
        assertEquals(1, start.get("plies").getAsInt());
        assertFalse(start.has("move"));
        watcher.ask("{\"type\":\"view\",\"ply\":1}");
        JsonObject after = watcher.next("viewed");
        assertEquals("3", after.get("move").getAsString());
        assertEquals(1, after.get("toMove").getAsInt());
        assertFalse(start.getAsJsonObject("scene").equals(after.getAsJsonObject("scene")), "two positions, two pictures");
        watcher.ask("{\"type\":\"view\",\"ply\":5}");
        assertTrue(watcher.next("error").get("reason").getAsString().contains("no position after 5"));
    }

    @Test
    void thinkingGoesOutAtMostFiveTimesASecond() throws Exception {
        WebTable t = invited("Ann", "Bob");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        ann.next("welcome");
        Analysis a = new Analysis(100, 50, 0.5, "2", 0.75, List.of("2", "1"));
        long start = System.nanoTime();
        for (int i = 0; i < 200; i++) {
            t.thinking(1, a);
        }
        long took = System.nanoTime() - start;
        int sent = (int) ann.sent.stream().filter(m -> "thinking".equals(m.get("type").getAsString())).count();
        assertTrue(sent >= 1 && sent <= 1 + took / WebTable.THINKING_EVERY_NANOS, sent + " in " + took / 1e6 + " ms");
        JsonObject m = ann.next("thinking");
        assertEquals(1, m.get("seat").getAsInt());
        assertEquals(0.75, m.get("winEstimate").getAsDouble());
        assertEquals("2", m.get("bestMove").getAsString());
        Thread.sleep(WebTable.THINKING_EVERY_NANOS / 1_000_000 + 20);
        t.thinking(1, new Analysis(1, 1, 0.1, null, Double.NaN, List.of()));
        JsonObject later = ann.next("thinking");
        assertFalse(later.has("winEstimate"), "no estimate: none sent");
    }

    @Test
    void aNameHoldingMarkupArrivesAsTheSameTextAndNeverAsRawMarkup() throws Exception {
        String evil = "<script>alert(1)</script>\"onload=alert(2) <img src=x onerror=alert(3)>";
        WebTable t = tables.openTable(TakeAway.ID, new Setup(2, Map.of(), 1),
                List.of(SeatRequest.invite(evil.substring(0, 40)), SeatRequest.invite("Bob")));
        Fixture.Client bob = Fixture.connect(t, false, 1);
        JsonObject welcome = bob.next("welcome");
        JsonArray seats = welcome.getAsJsonArray("seats");
        assertEquals(evil.substring(0, 40), seats.get(0).getAsJsonObject().get("name").getAsString(), "the very text, to be shown as text");
        String wire = Protocol.text(welcome);
        assertFalse(wire.contains("<script"), "on the wire the markup characters are escaped: " + wire);
        assertFalse(wire.contains("onload="), wire);
    }

    @Test
    void thePagesPutTextInAsTextOnly() throws IOException {
        for (String page : List.of("table.js", "lobby.js", "scene.js")) {
            try (InputStream in = WebTableTest.class.getResourceAsStream("/web/" + page)) {
                String js = new String(in.readAllBytes(), StandardCharsets.UTF_8);
                for (String sink : List.of("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function")) {
                    assertFalse(js.contains(sink), page + " uses " + sink);
                }
                assertTrue(js.contains("textContent"), page + " puts text in with textContent");
            }
        }
    }

    @Test
    void onlyTheHostsOwnBrowserOpensTables() {
        LobbyConnection guest = new LobbyConnection(tables, false);
        JsonObject create = com.google.gson.JsonParser.parseString(
                "{\"type\":\"create\",\"game\":\"take-away\",\"seats\":[{\"kind\":\"invite\"},{\"kind\":\"invite\"}]}").getAsJsonObject();
        JsonObject answer = guest.handle("create", create);
        assertEquals("error", answer.get("type").getAsString());
        assertTrue(answer.get("reason").getAsString().contains("only the host"));
        assertTrue(tables.tables().isEmpty());
        JsonObject made = new LobbyConnection(tables, true).handle("create", create);
        assertEquals("created", made.get("type").getAsString());
        assertEquals(1, tables.tables().size());
    }

    /**
     * Issue 46, item 25: a table with the computer at every seat sent the lobby no token, so its
     * page's link ended in "." and every upgrade was refused ("disconnected: reload the page").
     * The lobby now gets the spectators' token, which opens the table while it plays and once it
     * is over; an empty token opens nothing.
     */
    @Test
    void aTableOfComputersOnlyOpensToItsHostAsAWatcherWhilePlayingAndOver() throws InterruptedException {
        JsonObject create = com.google.gson.JsonParser.parseString("{\"type\":\"create\",\"game\":\"take-away\","
                + "\"seats\":[{\"kind\":\"ai\",\"spec\":\"first\"},{\"kind\":\"ai\",\"spec\":\"first\"}]}").getAsJsonObject();
        JsonObject made = new LobbyConnection(tables, true).handle("create", create);
        assertEquals("created", made.get("type").getAsString(), made.toString());
        assertEquals(0, made.getAsJsonArray("tokens").size(), "no seat is this browser's");
        String id = made.get("table").getAsString();
        String watch = made.get("watch").getAsString();
        assertTrue(watch.length() >= 16, "a spectators' token: " + watch);
        assertTrue(made.get("spectator").getAsString().endsWith("#" + id + "." + watch), made.toString());
        assertTrue(tables.webTable(id).orElseThrow().access(List.of(watch)).isPresent(), "let in while it plays");
        assertFalse(tables.webTable(id).orElseThrow().access(List.of("")).isPresent(), "an empty token lets nobody in");
        WebTable t = tables.webTable(id).orElseThrow();
        long until = System.nanoTime() + 10_000_000_000L;
        while (!t.match().isOver() && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        assertTrue(t.match().isOver(), "the computers played the game out");
        boolean open = tables.webTable(id).map(w -> w.access(List.of(watch)).isPresent()).orElse(false);
        assertTrue(open || tables.finished(id, List.of(watch)).isPresent(), "the watch link still opens the game once it is over");
        try (InputStream in = WebTableTest.class.getResourceAsStream("/web/lobby.js")) {
            String js = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(js.contains("${mine || m.watch}"), "the lobby goes to the table with the watch token when it holds no seat");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
