package org.beadbox.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Quoting input in a message")
class QuoteTest {

    @Test
    @DisplayName("short plain input is shown as it is")
    void plain() {
        assertEquals("e5", Quote.excerpt("e5"));
        assertEquals("unknown game 'x'", Quote.line("unknown game 'x'"));
    }

    @Test
    @DisplayName("an escape sequence is shown escaped, never sent to the terminal")
    void escapes() {
        assertEquals("a1\\u001b[2J\\n\\t", Quote.excerpt("a1\u001b[2J\n\t"));
        assertEquals("x\\u009by \\u202eevil", Quote.line("x\u009by \u202eevil"));
    }

    @Test
    @DisplayName("10 MB of input is cut to a short excerpt that says how long it was")
    void long_() {
        String id = "g".repeat(10 << 20);
        String e = Quote.excerpt(id);
        assertTrue(e.length() < 60, e);
        assertTrue(e.endsWith("… (10485760 characters)"), e);
        String l = Quote.line("unknown game '" + id + "'");
        assertTrue(l.length() <= Quote.LINE, "a line of " + l.length());
    }

    @Test
    @DisplayName("a cut never splits a character made of two chars")
    void surrogates() {
        String e = Quote.excerpt("😀".repeat(40));
        assertFalse(Character.isHighSurrogate(e.charAt(e.indexOf('…') - 1)), e);
    }
}
