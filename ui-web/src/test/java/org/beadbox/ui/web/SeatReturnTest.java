package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A seat the host handed to the computer goes back to its person: when they open their link
 * again, or when the host gives it back. The computer, thinking for the seat at that moment,
 * is stopped, and its late answer is dropped.
 */
@DisplayName("a seat handed to the computer")
class SeatReturnTest extends AtTables {

    private WebTable t;
    private Fixture.Client ann;
    private Fixture.Client host;

    @BeforeEach
    void bobLeavesOnHisTurnAndTheStubbornComputerThinksForHim() throws Exception {
        t = invited("Ann", "Bob");
        ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, 1);
        host = Fixture.connect(t, true);
        Fixture.await("Ann's turn", () -> t.seats().human(0).isWaiting());
        ann.ask("{\"type\":\"move\",\"notation\":\"2\"}");
        Fixture.await("Bob's turn", () -> t.match().moves().size() == 1 && t.seats().human(1).isWaiting());
        bob.closed();
        int before = Fixture.Stubborn.thinking.get();
        host.ask("{\"type\":\"handover\",\"seat\":1,\"spec\":\"stubborn\"}");
        presence(host, "computer");
        Fixture.await("the computer thinking for Bob", () -> Fixture.Stubborn.thinking.get() > before);
    }

    private static String status(JsonObject m, int seat) {
        return m.getAsJsonArray("seats").get(seat).getAsJsonObject().get("status").getAsString();
    }

    private static JsonObject presence(Fixture.Client c, String bobs) throws InterruptedException {
        return c.next(m -> "presence".equals(m.get("type").getAsString()) && bobs.equals(status(m, 1)), "Bob's seat " + bobs);
    }

    /** Bob's move 3 (13 beads to 10) is the second move, and nothing else was played. */
    private void bobPlaysOnAsHimself(Fixture.Client bob) throws InterruptedException {
        bob.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean(), "Bob's turn again");
        bob.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        Fixture.await("Bob's move", () -> t.match().moves().size() == 2);
        assertEquals(List.of("2", "3"), t.match().moves().stream().map(m -> m.notation()).toList(), "no move lost or doubled");
        assertEquals("10", t.match().state().position().split(" ")[0]);
        assertEquals("human", t.match().seatSpec(1), "the record names the person from now on");
        Fixture.await("the file says so", () -> "remote".equals(
                SavedTable.read(SavedTable.file(tables.store().autosaves(), t.id())).seats().get(1).kind()));
    }

    @Test
    @DisplayName("is its person's again when they open their link")
    void comesBackWhenItsPersonOpensTheLink() throws Exception {
        Set<Integer> seats = t.access(List.of(t.seatToken(1).orElseThrow())).orElseThrow();
        assertEquals(Set.of(1), seats, "the link still names Bob's seat");
        Fixture.Client bob = Fixture.connect(t, false, 1);
        JsonObject back = presence(ann, "here");
        assertFalse(back.getAsJsonArray("seats").get(1).getAsJsonObject().has("handedOver"));
        assertEquals(TableSeats.Kind.REMOTE, t.seats().kind(1));
        bobPlaysOnAsHimself(bob);
    }

    @Test
    @DisplayName("goes back when the host gives it back, and only the host may")
    void theHostGivesItBack() throws Exception {
        ann.ask("{\"type\":\"giveBack\",\"seat\":1}");
        assertTrue(ann.next("error").get("reason").getAsString().contains("only the host"));
        host.ask("{\"type\":\"giveBack\",\"seat\":0}");
        assertTrue(host.next("error").get("reason").getAsString().contains("not a seat handed to the computer"));
        host.ask("{\"type\":\"giveBack\",\"seat\":1}");
        presence(ann, "disconnected"); // Bob is away: the table waits for him, the computer stopped
        Fixture.await("the seat waits for Bob", () -> t.seats().human(1) != null && t.seats().human(1).isWaiting());
        assertEquals(1, t.match().moves().size(), "the computer's late answer was dropped");
        host.ask("{\"type\":\"giveBack\",\"seat\":1}");
        assertTrue(host.next("error").get("reason").getAsString().contains("not a seat handed"), "twice is once");
        Fixture.Client bob = Fixture.connect(t, false, 1);
        bobPlaysOnAsHimself(bob);
    }

    @Test
    @DisplayName("is given back over the restart too")
    void staysHandedOverInItsFileAndComesBackAfterARestart() throws Exception {
        Fixture.await("saved as the computer's", () -> "computer".equals(
                SavedTable.read(SavedTable.file(tables.store().autosaves(), t.id())).seats().get(1).kind()));
        String token = t.seatToken(1).orElseThrow();
        tables.deactivate();
        tables = new Fixture(home).tables();
        t = tables.webTable(t.id()).orElseThrow();
        assertTrue(t.seats().handedOver(1));
        ann = Fixture.connect(t, false, 0);
        Fixture.Client bob = Fixture.connect(t, false, t.access(List.of(token)).orElseThrow().toArray(Integer[]::new));
        bobPlaysOnAsHimself(bob);
    }
}
