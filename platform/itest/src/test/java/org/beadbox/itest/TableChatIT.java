package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.inject.Inject;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;

/**
 * A table's chat attacked by its guests, over the real WebSocket in a real Felix bound to every
 * interface, every client coming by this machine's network address as a guest elsewhere would
 * (none of them the host): markup goes through as text, an over-long line and a spectator's are
 * refused with a reason, a flood closes the flooding connection while the table goes on.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class TableChatIT {

    @Inject
    private OnlineTables online;

    @Inject
    private GameCatalog games;

    private Table table;

    /** The platform, the games, the AI players, the web stack on 0.0.0.0 and ui-web. */
    @Configuration
    public Option[] config() {
        return WebOptions.runtime(TableChatIT.class, "0.0.0.0");
    }

    @Before
    public void open() throws InterruptedException {
        Eventually.await("the game", () -> games.find("glassbead-challenge").isPresent(), games::ids);
        table = online.open("glassbead-challenge", Setup.of(2, 3), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
    }

    @After
    public void close() {
        table.close("test over");
    }

    private WsClient seat(int seat) throws Exception {
        WsClient c = WsClient.connect(WebSeats.socket(table.seatLink(seat).orElseThrow(), table.id()), null);
        assertFalse("a guest elsewhere is not the host", c.next("welcome").get("host").getAsBoolean());
        return c;
    }

    private WsClient spectator() throws Exception {
        WsClient c = WsClient.connect(WebSeats.socket(table.spectatorLink(), table.id()), null);
        c.next("welcome");
        return c;
    }

    private static String say(String text) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "chat");
        o.addProperty("text", text);
        return o.toString();
    }

    /** The next chat line said (not the log sent on joining). */
    private static JsonObject line(WsClient c) throws InterruptedException {
        return c.next(m -> "chat".equals(m.get("type").getAsString()) && !m.get("log").getAsBoolean(), "a chat line")
                .getAsJsonArray("lines").get(0).getAsJsonObject();
    }

    @Test
    public void markupGoesThroughAsTextAndWhoeverJoinsGetsTheLog() throws Exception {
        String markup = "<script>alert('gotcha')</script><img src=x onerror=alert(1)>";
        try (WsClient ann = seat(0); WsClient bob = seat(1)) {
            ann.send(say(markup));
            JsonObject l = line(bob);
            assertEquals("the very text, for the page to show as text", markup, l.get("text").getAsString());
            assertEquals("Ann", l.get("from").getAsString());
            try (WsClient late = spectator()) {
                JsonArray log = late.next("chat").getAsJsonArray("lines");
                assertEquals(1, log.size());
                assertEquals(markup, log.get(0).getAsJsonObject().get("text").getAsString());
            }
        }
    }

    @Test
    public void anOverLongLineAndASpectatorsAreRefusedWithAReasonAndNothingIsSaid() throws Exception {
        try (WsClient ann = seat(0); WsClient bob = seat(1); WsClient watcher = spectator()) {
            ann.send(say("a".repeat(301)));
            assertEquals("a chat message holds at most 300 characters; yours has 301: shorten it", ann.next("error").get("reason").getAsString());
            watcher.send(say("let me in"));
            assertEquals("spectators can read the chat but not write in it", watcher.next("error").get("reason").getAsString());
            ann.send(say("short"));
            assertEquals("the first line anyone hears is the one allowed", "short", line(bob).get("text").getAsString());
            assertEquals("short", line(watcher).get("text").getAsString());
        }
    }

    @Test
    public void aFloodClosesTheFloodingConnectionAndTheTableGoesOn() throws Exception {
        try (WsClient ann = seat(0); WsClient bob = seat(1)) {
            ann.next("chat"); // the (empty) log
            // Each line said once the one before is heard, as a page would, yet faster than the
            // limit: past the burst of 40 (the rate refills 20 a second) Bob is closed, with the reason.
            int sent = 0;
            while (sent < 1000 && bob.sendInTurn(say("spam " + sent))) {
                sent++;
            }
            String closed = bob.closed.get(30, TimeUnit.SECONDS);
            assertTrue(closed, closed.startsWith("1008") && closed.contains("too many messages"));
            assertTrue("said " + sent + " lines before the close: the burst is 40", sent >= 40);
            Eventually.await("Bob's seat free again", () -> !table.connected(1), () -> table.connected(1));
            // The table goes on: Ann chats and moves, Bob comes back and finds the lines kept.
            ann.send(say("still here?"));
            int[] spam = {0}; // the lines Ann heard before her own
            ann.next(m -> {
                if (!"chat".equals(m.get("type").getAsString())) {
                    return false;
                }
                if (m.toString().contains("still here?")) {
                    return true;
                }
                spam[0]++;
                return false;
            }, "Ann's own line");
            int heard = spam[0];
            assertEquals("Ann hears every line Bob heard, and not the one that closed him", sent, heard);
            try (WsClient back = seat(1)) {
                JsonArray log = back.next("chat").getAsJsonArray("lines");
                assertEquals("the lines that got through, and Ann's (the last 100 are kept)", Math.min(heard + 1, 100), log.size());
                assertEquals("still here?", log.get(log.size() - 1).getAsJsonObject().get("text").getAsString());
                // and whoever is to move moves
                WsClient mover = table.match().state().toMove() == 0 ? ann : back;
                mover.send("{\"type\":\"state\"}");
                mover.next(x -> "state".equals(x.get("type").getAsString()) && x.get("yourTurn").getAsBoolean(), "the mover's turn");
                JsonObject move = new JsonObject();
                move.addProperty("type", "move");
                move.addProperty("notation", table.match().state().legalMoves().get(0).notation());
                mover.send(move);
                Eventually.await("a move", () -> table.match().moves().size() == 1, () -> table.match().moves());
            }
        }
    }
}
