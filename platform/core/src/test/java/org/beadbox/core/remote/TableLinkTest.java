package org.beadbox.core.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import org.junit.jupiter.api.Test;

class TableLinkTest {

    @Test
    void aLinkGivesTheSocketTheOriginAndHidesItsToken() {
        TableLink l = TableLink.parse("  http://192.168.1.20:8765/table.html#Ab3_x.Tok-en_123  ");
        assertEquals(URI.create("http://192.168.1.20:8765/"), l.base());
        assertEquals("Ab3_x", l.table());
        assertEquals("Tok-en_123", l.token());
        assertEquals(URI.create("ws://192.168.1.20:8765/ws/table?id=Ab3_x&t=Tok-en_123"), l.socket());
        assertEquals("http://192.168.1.20:8765", l.origin());
        assertEquals("http://192.168.1.20:8765/table.html#Ab3_x.Tok-en_123", l.text());
        assertFalse(l.toString().contains("Tok-en_123"), l.toString());
        assertTrue(l.toString().contains("192.168.1.20:8765"));
    }

    @Test
    void aLinkBehindAProxyKeepsItsPathAndHttpsGivesWss() {
        TableLink l = TableLink.parse("https://games.example.org/beadbox/table.html#t1.k2");
        assertEquals(URI.create("wss://games.example.org/beadbox/ws/table?id=t1&t=k2"), l.socket());
        assertEquals("https://games.example.org", l.origin());
        assertEquals(URI.create("ws://[::1]:9000/ws/table?id=a&t=b"), TableLink.parse("http://[::1]:9000/table.html#a.b").socket());
    }

    @Test
    void badLinksSayWhatALinkLooksLike() {
        for (String bad : new String[] {"", "   ", "hello", "ftp://h:1/table.html#a.b", "http://h:1/index.html#a.b",
                "http://h:1/table.html", "http://h:1/table.html#ab", "http://h:1/table.html#a.", "http://h:1/table.html#.b",
                "http://h:1/table.html#a.b<script>", "http://h:1/table.html#a.b c", "table.html#a.b"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TableLink.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("Not a Beadbox table link: "), e.getMessage());
            assertTrue(e.getMessage().endsWith("A link looks like http://HOST:PORT/table.html#TABLE.TOKEN."), e.getMessage());
        }
        assertTrue(assertThrows(IllegalArgumentException.class, () -> TableLink.parse("http://h:1/table.html#ab"))
                .getMessage().contains("TABLE.TOKEN"));
    }
}
