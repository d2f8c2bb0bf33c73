package org.beadbox.tools.webload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class MessageTest {

    @Test
    void aStateIsReadWithoutItsScene() {
        Message m = Message.parse("{\"type\":\"state\",\"scene\":{\"width\":3,\"shapes\":[{\"kind\":\"rect\"}]},\"toMove\":1,"
                + "\"moves\":[\"e5\",\"f6\",\"g7\"],\"score\":[1,2],\"over\":false,\"yourTurn\":true,\"next\":[\"a1\",\"b2\"]}");
        assertEquals("state", m.type());
        assertEquals(3, m.plies());
        assertTrue(m.yourTurn());
        assertFalse(m.over());
        assertEquals(List.of("a1", "b2"), m.next());
        assertTrue(m.scene());
    }

    @Test
    void aStateForTheSamePositionHasNoSceneAndTheTrafficCountsIt() {
        Message same = Message.parse("{\"type\":\"state\",\"sameScene\":true,\"toMove\":1,\"moves\":[\"e5\"],\"over\":false,"
                + "\"yourTurn\":true,\"next\":[\"a1\"]}");
        assertFalse(same.scene());
        assertEquals(1, same.plies());
        Traffic t = new Traffic();
        t.add(Message.parse("{\"type\":\"state\",\"scene\":{},\"moves\":[]}"), 2048);
        t.add(same, 512);
        t.add(same, 512);
        t.add(Message.parse("{\"type\":\"steps\",\"scene\":{},\"next\":[]}"), 1024);
        assertEquals("2.0 KB a move; a state 2.0 KB with its scene (1), 0.5 KB without (2); a steps answer 1.0 KB (1)", t.describe(2));
    }

    @Test
    void stepsAndErrors() {
        Message s = Message.parse("{\"type\":\"steps\",\"partial\":[\"A\"],\"next\":[],\"complete\":true,\"scene\":{}}");
        assertTrue(s.complete());
        assertEquals(List.of(), s.next());
        assertEquals("nope", Message.parse("{\"type\":\"error\",\"reason\":\"nope\"}").reason());
        assertThrows(IllegalArgumentException.class, () -> Message.parse("[1]"));
        assertThrows(IllegalArgumentException.class, () -> Message.parse("{\"moves\":[]}"));
    }

    @Test
    void percentilesAreNearestRank() {
        Latencies l = new Latencies();
        for (int i = 1; i <= 100; i++) {
            l.add(i * 1_000_000L);
        }
        assertEquals(50.0, l.percentileMillis(50));
        assertEquals(99.0, l.percentileMillis(99));
        assertEquals(100.0, l.maxMillis());
    }
}
