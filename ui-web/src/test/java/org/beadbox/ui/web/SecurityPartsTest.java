package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Base64;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The small parts the web front-end's security rests on. */
class SecurityPartsTest {

    @Test
    void tokensCarryAtLeast128RandomBitsAndDoNotRepeat() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 1000; i++) {
            String t = Tokens.token();
            assertTrue(Base64.getUrlDecoder().decode(t).length * 8 >= 128, t);
            assertTrue(t.matches("[A-Za-z0-9_-]+"), t);
            assertTrue(seen.add(t), "a token came twice");
        }
    }

    @Test
    void tokensCompareWhole() {
        String t = Tokens.token();
        assertTrue(Tokens.same(t, new String(t.toCharArray())));
        assertFalse(Tokens.same(t, t.substring(1)));
        assertFalse(Tokens.same(t, t + "A"));
        assertFalse(Tokens.same(t, ""));
        assertFalse(Tokens.same(t, null));
        assertFalse(Tokens.same(null, t));
    }

    @Test
    void onlyThisHostsOwnPagesOrNoBrowserMayOpenTheSocket() {
        assertTrue(SocketServlet.sameOrigin(null, "127.0.0.1:8765"));
        assertTrue(SocketServlet.sameOrigin("http://127.0.0.1:8765", "127.0.0.1:8765"));
        assertFalse(SocketServlet.sameOrigin("http://evil.example", "127.0.0.1:8765"));
        assertFalse(SocketServlet.sameOrigin("http://127.0.0.1:8766", "127.0.0.1:8765"));
        assertFalse(SocketServlet.sameOrigin("http://127.0.0.1:8765.evil.example", "127.0.0.1:8765"));
        assertFalse(SocketServlet.sameOrigin("null", "127.0.0.1:8765"));
        assertFalse(SocketServlet.sameOrigin("file://127.0.0.1:8765", "127.0.0.1:8765"));
        assertFalse(SocketServlet.sameOrigin("http://127.0.0.1:8765", null));
    }

    @Test
    void onlyTheHoldersOfTheLaunchersSecretAreTheHostNeverAnAddressOrAHostHeader() {
        String secret = Tokens.token() + Tokens.token();
        HostKey key = new HostKey(secret);
        Map<String, String> loopbackLocalhost = Map.of("Host", "localhost", "X-Beadbox", "plugins");
        assertFalse(key.host("127.0.0.1", loopbackLocalhost::get), "loopback and Host: localhost, without the cookie");
        assertFalse(key.host("::1", Map.of("Host", "[::1]")::get));
        assertFalse(key.holds(Map.of("Cookie", HostKey.COOKIE + "=" + secret.substring(1))::get), "a part of it");
        assertFalse(key.holds(Map.of("Cookie", HostKey.COOKIE + "=" + secret + "A")::get), "more than it");
        assertFalse(key.holds(Map.of("Cookie", "other=" + secret)::get), "in another cookie");
        assertTrue(key.host("192.0.2.7", Map.of("Cookie", "a=b; " + HostKey.COOKIE + "=" + secret + "; c=d")::get),
                "the cookie, from any address");
        assertTrue(key.matches(secret));
        String cookie = key.cookie();
        assertTrue(cookie.startsWith(HostKey.COOKIE + "=" + secret + ";") && cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), cookie);
        for (String none : new String[] {null, "", "short", "x".repeat(31), "not a token but long enough ....."}) {
            HostKey nobody = new HostKey(none);
            assertFalse(nobody.hasHost(), "no host for the secret " + none);
            assertFalse(nobody.matches(none), "no secret for " + none);
            assertFalse(nobody.holds(Map.of("Cookie", HostKey.COOKIE + "=" + none)::get));
        }
    }

    @Test
    void theRateLimitLetsABurstThroughThenRefuses() {
        RateLimit r = new RateLimit(1, 5);
        int taken = 0;
        for (int i = 0; i < 100; i++) {
            if (r.take()) {
                taken++;
            }
        }
        assertEquals(5, taken, "a burst of 5, then next to nothing within the same instant");
    }

    @Test
    void theAddressIsLoopbackOnThePortByDefault() {
        assertEquals("http://127.0.0.1:8765/", WebTables.address(null, null).toString());
        assertEquals("http://[::1]:9000/", WebTables.address("::1", "9000").toString());
    }
}
