package org.beadbox.server.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Device cookies: signed for one account, for 180 days")
class DeviceCookiesTest {

    private final AtomicReference<Instant> now = new AtomicReference<>(Instant.parse("2026-12-01T10:00:00Z"));
    private final Clock clock = new Clock() {
        @Override
        public ZoneOffset getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(java.time.ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now.get();
        }
    };
    private final DeviceCookies cookies = new DeviceCookies(new byte[32], clock);

    @Test
    @DisplayName("a cookie is known for its account until 180 days after it was issued, and for no other account")
    void lifetime() {
        String value = cookies.issue(7);
        DeviceCookies.Device d = cookies.check(7, value);
        assertTrue(d.known());
        assertEquals("known", d.state());
        assertEquals(value.substring(0, value.indexOf('.')), d.id(), "counted by its nonce");
        assertEquals("invalid", cookies.check(8, value).state(), "another account's");
        now.set(now.get().plus(DeviceCookies.LIFETIME).minus(Duration.ofMinutes(1)));
        assertTrue(cookies.check(7, value).known());
        now.set(now.get().plus(Duration.ofMinutes(2)));
        assertEquals("invalid", cookies.check(7, value).state(), "expired");
    }

    @Test
    @DisplayName("each cookie has its own nonce; another key, a future time, a changed byte or garbage is invalid; none is new")
    void forgeries() {
        String value = cookies.issue(7);
        assertNotEquals(value.substring(0, 22), cookies.issue(7).substring(0, 22));
        byte[] otherKey = new byte[32];
        otherKey[0] = 1;
        assertEquals("invalid", new DeviceCookies(otherKey, clock).check(7, value).state(), "signed with another key");
        now.set(now.get().minus(Duration.ofHours(1)));
        assertEquals("invalid", cookies.check(7, value).state(), "issued in the future");
        now.set(now.get().plus(Duration.ofHours(1)));
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            String changed = value.substring(0, i) + (c == 'A' ? 'B' : c == '.' ? '_' : 'A') + value.substring(i + 1);
            assertFalse(cookies.check(7, changed).known(), "byte " + i);
        }
        for (String junk : new String[] {"x", "x".repeat(500), value + "A", "..", value.replace('.', ',')}) {
            assertEquals("invalid", cookies.check(7, junk).state(), junk);
        }
        assertEquals("new", cookies.check(7, null).state());
        assertEquals("new", cookies.check(7, "").state());
    }

    @Test
    @DisplayName("the Set-Cookie is per account, HttpOnly, SameSite=Strict, for /api only, Secure when asked")
    void setCookie() {
        String c = DeviceCookies.setCookie(42, "v", false);
        assertEquals("beadbox_device_42=v; Path=/api; Max-Age=15552000; HttpOnly; SameSite=Strict", c);
        assertTrue(DeviceCookies.setCookie(42, "v", true).endsWith("; Secure"));
    }
}
