package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.URI;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Links made of an address a browser elsewhere can open, also when bound to the wildcard. */
class LinkAddressTest {

    private static InetAddress ip(String literal) throws Exception {
        return InetAddress.getByName(literal);
    }

    @Test
    void theWildcardGivesTheFirstLanAddressIpv4First() throws Exception {
        assertEquals(ip("192.168.1.20"), LinkAddress.pick(List.of(ip("127.0.0.1"), ip("fe80::1"), ip("2001:db8::5"),
                ip("169.254.3.3"), ip("192.168.1.20"), ip("10.0.0.9"))));
        assertEquals(ip("203.0.113.4"), LinkAddress.pick(List.of(ip("fe80::1"), ip("2001:db8::5"), ip("203.0.113.4"))));
        assertEquals(ip("2001:db8::5"), LinkAddress.pick(List.of(ip("fe80::1"), ip("::1"), ip("2001:db8::5"))));
        assertEquals(InetAddress.getLoopbackAddress(), LinkAddress.pick(List.of(ip("127.0.0.1"), ip("::1"))), "nothing else: loopback");
    }

    @Test
    void boundToTheWildcardTheLinksUseThisMachinesAddress() {
        URI u = LinkAddress.of("0.0.0.0", "9000");
        assertFalse(u.getHost().equals("0.0.0.0"), u.toString());
        assertEquals(9000, u.getPort());
        boolean lan = LinkAddress.interfaceAddresses().stream().anyMatch(a -> a instanceof Inet4Address && !a.isLoopbackAddress());
        if (lan) {
            assertFalse(u.getHost().startsWith("127."), "this machine has a non-loopback address: " + u);
        }
        assertTrue(LinkAddress.isWildcard("::") && LinkAddress.isWildcard("[::]") && !LinkAddress.isWildcard("192.0.2.1"));
        assertFalse(LinkAddress.of("::", "9000").getHost().equals("[::]"));
    }

    @Test
    void boundToOneAddressTheLinksUseIt() {
        assertEquals("http://192.0.2.7:8765/", LinkAddress.of("192.0.2.7", null).toString());
        assertEquals("http://127.0.0.1:8765/", LinkAddress.of(null, null).toString());
    }

    @Test
    void aServersPublicAddressIsTheLinksBaseWhenGiven() {
        assertEquals(URI.create("https://beads.example.org/"), LinkAddress.of("https://beads.example.org", "127.0.0.1", "8765"));
        assertEquals(URI.create("https://beads.example.org/"), LinkAddress.of("https://beads.example.org/", "127.0.0.1", "8765"));
        assertEquals(URI.create("http://127.0.0.1:8765/"), LinkAddress.of("", "127.0.0.1", "8765"), "none: as the desktop");
        assertEquals(URI.create("http://127.0.0.1:8765/"), LinkAddress.of(null, "127.0.0.1", "8765"));
    }
}
