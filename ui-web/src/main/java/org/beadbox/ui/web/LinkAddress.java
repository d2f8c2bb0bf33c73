package org.beadbox.ui.web;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The address links are made of. Bound to one address, that address. Bound to the wildcard
 * ({@code 0.0.0.0}, {@code ::}), which no browser can open, the host's first non-loopback
 * address: IPv4 before IPv6, a site-local (LAN) address before a public one, link-local last;
 * the loopback address when the host has no other.
 */
final class LinkAddress {

    /** Where the web front-end listens by default. */
    static final int DEFAULT_PORT = 8765;

    private LinkAddress() {
    }

    /** The base URI of links for the HTTP service bound to {@code host} (null: loopback) on {@code port}. */
    static URI of(String host, String port) {
        String h = host == null || host.isBlank() ? "127.0.0.1" : host.strip();
        if (isWildcard(h)) {
            h = pick(interfaceAddresses()).getHostAddress();
            int zone = h.indexOf('%');
            if (zone >= 0) {
                h = h.substring(0, zone);
            }
        }
        if (h.contains(":") && !h.startsWith("[")) {
            h = "[" + h + "]";
        }
        int p = port == null || port.isBlank() ? DEFAULT_PORT : Integer.parseInt(port.strip());
        return URI.create("http://" + h + ":" + p + "/");
    }

    /**
     * The base URI of links: the server's public address ({@code --public-url}, where people
     * reach it through a proxy) when there is one, else as {@link #of(String, String)}.
     */
    static URI of(String publicUrl, String host, String port) {
        if (publicUrl != null && !publicUrl.isBlank()) {
            return URI.create(publicUrl.strip().replaceAll("/+$", "") + "/");
        }
        return of(host, port);
    }

    static boolean isWildcard(String host) {
        String h = host.replace("[", "").replace("]", "");
        return h.equals("0.0.0.0") || h.equals("::") || h.equals("0:0:0:0:0:0:0:0") || h.equals("*");
    }

    /** The best of {@code candidates} for others to reach this host (see the class comment). */
    static InetAddress pick(List<InetAddress> candidates) {
        return candidates.stream()
                .filter(a -> !a.isLoopbackAddress() && !a.isAnyLocalAddress() && !a.isMulticastAddress())
                .min(Comparator.comparingInt(LinkAddress::rank))
                .orElse(InetAddress.getLoopbackAddress());
    }

    private static int rank(InetAddress a) {
        int r = a instanceof Inet4Address ? 0 : 10;
        if (a.isLinkLocalAddress()) {
            r += 5;
        } else if (!a.isSiteLocalAddress()) {
            r += 1;
        }
        return r;
    }

    /** The addresses of the interfaces that are up, in the system's order. */
    static List<InetAddress> interfaceAddresses() {
        List<InetAddress> out = new ArrayList<>();
        try {
            for (NetworkInterface n : NetworkInterface.networkInterfaces().toList()) {
                if (n.isUp() && !n.isLoopback()) {
                    out.addAll(n.inetAddresses().toList());
                }
            }
        } catch (SocketException e) {
            System.err.println("beadbox web: cannot list this machine's addresses (" + e.getMessage() + "): links use the loopback address");
        }
        return out;
    }
}
