package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The gate: client addresses, https, Origin and cookies")
class GateTest {

    private final Gate gate = new Gate(new ServerSettings(8080, Optional.empty(), Optional.of("https://beads.example.org/"),
            Optional.of("127.0.0.1")));

    private static java.util.function.Function<String, String> headers(Map<String, String> h) {
        return h::get;
    }

    @Test
    @DisplayName("X-Forwarded-For's last entry is believed from the trusted proxy only; a forged first entry is not")
    void forwardedFor() {
        var h = headers(Map.of("X-Forwarded-For", "6.6.6.6, 203.0.113.9", "X-Forwarded-Proto", "https"));
        assertEquals("203.0.113.9", gate.client("127.0.0.1", h));
        assertTrue(gate.https("127.0.0.1", h));
        assertEquals("192.0.2.1", gate.client("192.0.2.1", h));
        assertFalse(gate.https("192.0.2.1", h));
        assertEquals("127.0.0.1", gate.client("127.0.0.1", headers(Map.of("X-Forwarded-For", "not an address"))));
    }

    @Test
    @DisplayName("Origin must be the public address exactly, for every method but GET, HEAD and OPTIONS")
    void origin() {
        assertNull(gate.originProblem("GET", headers(Map.of())));
        assertNull(gate.originProblem("POST", headers(Map.of("Origin", "https://beads.example.org"))));
        assertTrue(gate.originProblem("POST", headers(Map.of())).contains("Origin: https://beads.example.org"));
        assertTrue(gate.originProblem("DELETE", headers(Map.of("Origin", "https://beads.example.org.evil"))).startsWith("requests from another site"));
    }

    @Test
    @DisplayName("cookies: Secure behind https, and the session id is found among others")
    void cookies() {
        assertTrue(gate.cookie("abc").endsWith("HttpOnly; SameSite=Lax; Secure"));
        assertTrue(gate.clearCookie().contains("Max-Age=0"));
        assertEquals(Optional.of("abc"), Gate.sessionId(headers(Map.of("Cookie", "a=b; beadbox_session=abc; c=d"))));
        assertEquals(Optional.empty(), Gate.sessionId(headers(Map.of("Cookie", "xbeadbox_session=abc"))));
    }
}
