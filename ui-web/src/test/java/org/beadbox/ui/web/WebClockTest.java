package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Setup;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;

/** Clocks over the table protocol: the lobby's choice, the state messages' times, a loss on time, a reopened table's clocks. */
class WebClockTest extends AtTables {

    private WebTable clocked(String control) {
        return tables.openTable(TakeAway.ID, new Setup(2, Map.of("beads", "15"), 1),
                List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")), TimeControl.parse(control));
    }

    private static boolean isState(JsonObject m) {
        return "state".equals(m.get("type").getAsString());
    }

    private static JsonObject create(WebTables tables, String clock) {
        LobbyConnection lobby = new LobbyConnection(tables, true);
        return lobby.handle("create", JsonParser.parseString("{\"type\":\"create\",\"game\":\"" + TakeAway.ID
                + "\",\"players\":2,\"options\":{},\"clock\":\"" + clock + "\",\"seats\":[{\"kind\":\"invite\"},{\"kind\":\"invite\"}]}")
                .getAsJsonObject());
    }

    @Test
    void theLobbyOpensATableWithTheClockChosenAndRefusesOneThatDoesNotRead() {
        JsonObject created = create(tables, "5+3");
        assertEquals("created", created.get("type").getAsString(), created.toString());
        WebTable t = tables.webTable(created.get("table").getAsString()).orElseThrow();
        assertEquals(TimeControl.of(5, 3), t.match().timeControl().orElseThrow());
        JsonObject none = create(tables, "");
        assertTrue(tables.webTable(none.get("table").getAsString()).orElseThrow().match().timeControl().isEmpty(), "no clock");
        JsonObject bad = create(tables, "five minutes");
        assertEquals("error", bad.get("type").getAsString());
        assertTrue(bad.get("reason").getAsString().contains("write minutes+seconds, such as 10+5"), bad.toString());
    }

    @Test
    void everyStateCarriesTheTimesLeftAndTheRunningSeatAndTheIncrementComesAfterAMove() throws Exception {
        WebTable t = clocked("10+60");
        Fixture.Client ann = Fixture.connect(t, false, 0);
        JsonObject first = ann.next(m -> isState(m) && m.get("yourTurn").getAsBoolean(), "Ann's turn");
        JsonObject clocks = first.getAsJsonObject("clocks");
        assertEquals("10+60", clocks.get("control").getAsString());
        assertEquals(-1, clocks.get("running").getAsInt(), "no clock runs before Ann's first move");
        JsonObject awaited = clocks.getAsJsonObject("firstMove");
        assertEquals(0, awaited.get("seat").getAsInt());
        long window = awaited.get("leftMillis").getAsLong();
        assertTrue(window <= 180_000 && window > 120_000, "about three minutes for the first move: " + window);
        assertEquals(600_000, clocks.getAsJsonArray("remainingMillis").get(0).getAsLong(), "Ann's has not run");
        ann.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        JsonObject bobsFirst = ann.next(m -> isState(m) && m.get("toMove").getAsInt() == 1
                && m.getAsJsonObject("clocks").has("firstMove"), "Bob's first turn");
        assertEquals(1, bobsFirst.getAsJsonObject("clocks").getAsJsonObject("firstMove").get("seat").getAsInt());
        assertEquals(-1, bobsFirst.getAsJsonObject("clocks").get("running").getAsInt(), "Bob invited, not come yet: no clock");
        Fixture.Client bob = Fixture.connect(t, false, 1);
        bob.next(m -> isState(m) && m.get("yourTurn").getAsBoolean(), "Bob's turn");
        bob.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        JsonObject annsSecond = ann.next(m -> isState(m) && m.get("yourTurn").getAsBoolean(), "Ann's second turn");
        assertEquals(0, annsSecond.getAsJsonObject("clocks").get("running").getAsInt(), "Ann's clock runs from her second turn");
        assertFalse(annsSecond.getAsJsonObject("clocks").has("firstMove"));
        ann.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        JsonObject bobs = ann.next(m -> isState(m) && m.get("toMove").getAsInt() == 1
                && m.getAsJsonObject("clocks").get("running").getAsInt() == 1, "Bob's clock running");
        long ann1 = bobs.getAsJsonObject("clocks").getAsJsonArray("remainingMillis").get(0).getAsLong();
        assertTrue(ann1 > 600_000, "Ann's move took less than her increment of 60 s: " + ann1);
    }

    @Test
    void aSeatWhoseTimeRunsOutLosesOnTimeAndEveryoneIsTold() throws Exception {
        WebTable t = clocked("0.01+0"); // 0.6 s each
        Fixture.Client watcher = Fixture.connect(t, false);
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        ann.next(m -> isState(m) && m.get("yourTurn").getAsBoolean(), "Ann's turn");
        ann.ask("{\"type\":\"move\",\"notation\":\"1\"}"); // the first moves: no clock runs before them
        bob.next(m -> isState(m) && m.get("yourTurn").getAsBoolean(), "Bob's turn");
        bob.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        JsonObject over = watcher.next(m -> isState(m) && m.get("over").getAsBoolean(), "the end of the game");
        assertEquals("Ann loses on time: Bob wins", over.getAsJsonObject("result").get("summary").getAsString());
        assertEquals(List.of(1, 0), List.of(over.getAsJsonObject("result").getAsJsonArray("ranks").get(0).getAsInt(),
                over.getAsJsonObject("result").getAsJsonArray("ranks").get(1).getAsInt()));
        JsonObject clocks = over.getAsJsonObject("clocks");
        assertEquals(0, clocks.getAsJsonArray("remainingMillis").get(0).getAsLong());
        assertEquals(-1, clocks.get("running").getAsInt(), "no clock runs once the game is over");
        ann.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        assertEquals(2, t.match().moves().size(), "a move after the flag is not played");
    }

    @Test
    void aTableWithoutAClockSendsNoClocks() throws Exception {
        WebTable t = tables.openTable(TakeAway.ID, new Setup(2, Map.of(), 1), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        Fixture.Client ann = Fixture.connect(t, false, 0);
        assertFalse(ann.next("state").has("clocks"));
    }

    @Test
    void aReopenedTableKeepsItsClockAndGoesOnFromTheSavedTimes() throws Exception {
        WebTable t = clocked("10+5");
        String id = t.id();
        Fixture.Client ann = Fixture.connect(t, false, 0);
        ann.next(m -> isState(m) && m.get("yourTurn").getAsBoolean(), "Ann's turn");
        assertEquals("10+5", SavedTable.read(SavedTable.file(tables.store().autosaves(), id)).clock());
        ann.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        Fixture.await("Bob's turn", () -> t.match().moves().size() == 1 && t.seats().human(1).isWaiting());
        Fixture.await("the autosave of the move", () -> tables.store().unfinished().stream()
                .anyMatch(u -> u.record().moves().size() == 1));
        List<Long> saved = tables.store().unfinished().get(0).record().clocks().remainingMillis();
        tables.deactivate(); // the host stops
        tables = new Fixture(home).tables(); // and starts again: the table reopens
        WebTable again = tables.webTable(id).orElseThrow();
        assertEquals(TimeControl.of(10, 5), again.match().timeControl().orElseThrow());
        Fixture.await("Bob's turn again", () -> again.seats().human(1) != null && again.seats().human(1).isWaiting());
        List<java.time.Duration> left = again.match().clocks().orElseThrow().remaining();
        assertEquals(saved.get(0), left.get(0).toMillis(), "Ann's time as saved");
        assertEquals(saved.get(1), left.get(1).toMillis(), "Bob's waits: no clock runs before the first move after a restart");
        assertEquals(-1, again.match().clocks().orElseThrow().running());
    }

    @Test
    void anAbortIsToldToEveryoneAndTheTableIsNotServedAsPlayingAfterIt() throws Exception {
        tables.firstMoveWindow = java.time.Duration.ofMillis(400);
        WebTable t = clocked("5+3");
        Fixture.Client bob = Fixture.connect(t, false, 1);
        JsonObject closed = bob.next("closed");
        assertTrue(closed.get("reason").getAsString().startsWith("aborted: Ann made no first move"), closed.toString());
        // the guest's page reconnecting (or reloaded) hears of the abort again, not a game to play
        Fixture.Client again = Fixture.connect(tables.webTable(t.id()).orElse(t), false, 1);
        assertTrue(again.next("closed").get("reason").getAsString().startsWith("aborted: "), "told after the welcome");
    }
}
