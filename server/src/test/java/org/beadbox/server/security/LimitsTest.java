package org.beadbox.server.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Login limits: their text, their defaults, and what addresses and names are counted by")
class LimitsTest {

    @Test
    @DisplayName("COUNT/WINDOW reads and writes back; a bad one gets one line naming the option")
    void parse() {
        assertEquals(new Limit(10, Duration.ofHours(1)), Limit.parse("--throttle-device", "10/1h"));
        assertEquals(new Limit(5, Duration.ofMinutes(15)), Limit.parse("--throttle-device", " 5/15m "));
        assertEquals("100/1d", Limit.parse("x", "100/24h").toString());
        assertEquals("90/90s", Limit.parse("x", "90/90s").toString());
        for (String bad : new String[] {"", "10", "0/1h", "10/0h", "10/1w", "10/31d", "-1/1h", "ten/1h", null}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Limit.parse("--throttle-unknown", bad), bad);
            assertTrue(e.getMessage().startsWith("--throttle-unknown needs COUNT/WINDOW"), e.getMessage());
        }
    }

    @Test
    @DisplayName("the defaults are docs/server-api.md's; each framework property overrides its own limit only")
    void defaultsAndProperties() {
        assertEquals("10/1h 10/1h 300/1h 100/1d", LoginLimits.DEFAULTS.device() + " " + LoginLimits.DEFAULTS.unknown() + " "
                + LoginLimits.DEFAULTS.address() + " " + LoginLimits.DEFAULTS.registrations());
        assertEquals(LoginLimits.DEFAULTS, LoginLimits.read(k -> null));
        LoginLimits l = LoginLimits.read(Map.of(LoginLimits.ADDRESS, "1000/1h", LoginLimits.REGISTRATIONS, "")::get);
        assertEquals(new Limit(1000, Duration.ofHours(1)), l.address());
        assertEquals(LoginLimits.DEFAULTS.registrations(), l.registrations());
        assertEquals(Duration.ofDays(1), l.longest());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> LoginLimits.read(Map.of(LoginLimits.DEVICE, "often")::get));
        assertTrue(e.getMessage().startsWith("--throttle-device needs COUNT/WINDOW"), e.getMessage());
    }

    @Test
    @DisplayName("an IPv6 address is counted by its /64, an IPv4 one (also IPv4-mapped) by itself")
    void addresses() {
        assertEquals("2001:db8:1:2::/64", LoginThrottle.addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd"));
        assertEquals("2001:db8:1:2::/64", LoginThrottle.addressKey("2001:db8:1:2::1"));
        assertEquals("10.0.0.66", LoginThrottle.addressKey("10.0.0.66"));
        assertEquals("10.0.0.66", LoginThrottle.addressKey("::ffff:10.0.0.66"));
        assertEquals("bot", LoginThrottle.addressKey("bot"));
    }

    @Test
    @DisplayName("a name is counted by its key; text that can be no name by a digest (no NUL reaches the database)")
    void names() {
        assertEquals("ann", LoginThrottle.nameSubject("ann"));
        String odd = LoginThrottle.nameSubject("ann\u0000\n");
        assertTrue(odd.matches("~[0-9a-f]{40}"), odd);
        assertEquals(odd, LoginThrottle.nameSubject("ann\u0000\n"));
    }
}
