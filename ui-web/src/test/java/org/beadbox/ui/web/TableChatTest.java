package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A table's chat at a real table of Take Away, with connections that keep what they are sent. */
class TableChatTest extends AtTables {

    private WebTable t;
    private Fixture.Client ann;
    private Fixture.Client bob;

    @BeforeEach
    void open() throws InterruptedException {
        t = invited("Ann", "Bob");
        ann = Fixture.connect(t, false, 0);
        bob = Fixture.connect(t, false, 1);
        ann.next("welcome");
    }

    private static JsonObject line(Fixture.Client c) throws InterruptedException {
        JsonObject m = c.next(x -> "chat".equals(x.get("type").getAsString()) && !x.get("log").getAsBoolean(), "a chat line");
        return m.getAsJsonArray("lines").get(0).getAsJsonObject();
    }

    private static String say(String text) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "chat");
        o.addProperty("text", text);
        return o.toString();
    }

    @Test
    @DisplayName("a line reaches everybody at the table with its sender, its markup as plain text")
    void lineReachesEveryone() throws InterruptedException {
        Fixture.Client watcher = Fixture.connect(t, false);
        ann.ask(say("<script>alert(1)</script> good luck"));
        JsonObject l = line(bob);
        assertEquals("<script>alert(1)</script> good luck", l.get("text").getAsString());
        assertEquals("Ann", l.get("from").getAsString());
        assertEquals(0, l.get("seat").getAsInt());
        assertEquals("<script>alert(1)</script> good luck", line(watcher).get("text").getAsString());
        assertTrue(Protocol.text(l).contains("\\u003cscript"), "no raw markup on the wire");
    }

    @Test
    @DisplayName("control characters and direction overrides go, line breaks become spaces")
    void cleaned() throws InterruptedException {
        ann.ask(say("  gg\u0007\u202E\nwell\tplayed\u0000 "));
        assertEquals("gg well played", line(bob).get("text").getAsString());
    }

    @Test
    @DisplayName("an over-long, an empty line and a spectator's line are refused with a reason, nothing said")
    void refusals() throws InterruptedException {
        ann.ask(say("x".repeat(TableChat.MAX_CHARS + 1)));
        assertEquals("a chat message holds at most 300 characters; yours has 301: shorten it", ann.next("error").get("reason").getAsString());
        ann.ask(say("\u0001 \n"));
        assertEquals("an empty chat message is not sent", ann.next("error").get("reason").getAsString());
        Fixture.Client watcher = Fixture.connect(t, false);
        watcher.ask(say("hi"));
        assertEquals("spectators can read the chat but not write in it", watcher.next("error").get("reason").getAsString());
        ann.ask(say("x".repeat(TableChat.MAX_CHARS)));
        assertEquals(TableChat.MAX_CHARS, line(bob).get("text").getAsString().length(), "the first line Bob hears is the one allowed");
    }

    @Test
    @DisplayName("whoever joins gets the last lines kept, and a rematch keeps them")
    void logOnJoinAndRematch() throws InterruptedException {
        for (int i = 0; i < TableChat.KEPT + 5; i++) {
            ann.ask(say("line " + i));
        }
        Fixture.Client late = Fixture.connect(t, false);
        JsonObject log = late.next(x -> "chat".equals(x.get("type").getAsString()), "the chat log");
        assertTrue(log.get("log").getAsBoolean());
        assertEquals(TableChat.KEPT, log.getAsJsonArray("lines").size());
        assertEquals("line 5", log.getAsJsonArray("lines").get(0).getAsJsonObject().get("text").getAsString());
        ann.ask("{\"type\":\"resign\",\"seat\":0}");
        ann.next(m -> "state".equals(m.get("type").getAsString()) && m.get("over").getAsBoolean(), "the game over");
        ann.ask("{\"type\":\"rematch\"}");
        bob.ask("{\"type\":\"rematch\"}");
        JsonObject started = ann.next(m -> "rematch".equals(m.get("type").getAsString()) && m.has("table"), "the rematch");
        WebTable t2 = tables.webTable(started.get("table").getAsString()).orElseThrow();
        Fixture.Client there = Fixture.connect(t2, false);
        JsonObject carried = there.next(x -> "chat".equals(x.get("type").getAsString()), "the chat log");
        com.google.gson.JsonArray lines = carried.getAsJsonArray("lines");
        assertEquals(TableChat.KEPT, lines.size());
        assertEquals("line " + (TableChat.KEPT + 4), lines.get(TableChat.KEPT - 2).getAsJsonObject().get("text").getAsString());
        assertEquals("Rematch: the colours are swapped", lines.get(TableChat.KEPT - 1).getAsJsonObject().get("note").getAsString(),
                "the table's own note after the earlier lines");
    }
}
