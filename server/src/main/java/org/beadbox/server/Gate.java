package org.beadbox.server;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * What the server believes about a request before it reads it: the client's address (the
 * connection's own, or {@code X-Forwarded-For}'s last entry when, and only when, the connection
 * comes from {@code --trusted-proxy}), whether it arrived over https, whether a state-changing
 * request carries the Origin of the public address, and its session cookie.
 */
final class Gate {

    /** The session cookie's name. */
    static final String COOKIE = "beadbox_session";
    private static final Pattern IP_LITERAL = Pattern.compile("[0-9A-Fa-f:.]{2,45}");

    private final ServerSettings settings;
    private final Optional<InetAddress> proxy;

    Gate(ServerSettings settings) {
        this.settings = settings;
        this.proxy = settings.trustedProxy().map(Gate::resolve);
    }

    private static InetAddress resolve(String address) {
        try {
            return InetAddress.getByName(address);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("--trusted-proxy " + address + " is not an address: give the proxy's IP address");
        }
    }

    /** Whether the connection itself comes from the trusted proxy. */
    boolean fromProxy(String remoteAddress) {
        if (proxy.isEmpty() || remoteAddress == null || !IP_LITERAL.matcher(remoteAddress).matches()) {
            return false;
        }
        try {
            return InetAddress.getByName(remoteAddress).equals(proxy.get());
        } catch (UnknownHostException e) {
            return false;
        }
    }

    /** The client's address: the proxy's word for it when the connection is the trusted proxy's, else the connection's. */
    String client(String remoteAddress, Function<String, String> header) {
        String forwarded = header.apply("X-Forwarded-For");
        if (forwarded != null && fromProxy(remoteAddress)) {
            String last = forwarded.substring(forwarded.lastIndexOf(',') + 1).strip();
            if (IP_LITERAL.matcher(last).matches()) {
                return last;
            }
        }
        return remoteAddress == null ? "" : remoteAddress;
    }

    /** Whether the client reached us over https: only a trusted proxy can say so. */
    boolean https(String remoteAddress, Function<String, String> header) {
        String proto = header.apply("X-Forwarded-Proto");
        return proto != null && fromProxy(remoteAddress) && proto.strip().equalsIgnoreCase("https");
    }

    /**
     * Null when the request may change state: a GET, HEAD or OPTIONS, or any other method whose
     * Origin is exactly the public address; else one line for the refusal.
     */
    String originProblem(String method, Function<String, String> header) {
        String m = method.toUpperCase(Locale.ROOT);
        if (m.equals("GET") || m.equals("HEAD") || m.equals("OPTIONS")) {
            return null;
        }
        String origin = header.apply("Origin");
        if (origin == null) {
            return "this request changes something and needs the header Origin: " + settings.origin();
        }
        if (!origin.equals(settings.origin())) {
            return "requests from another site are refused (Origin must be " + settings.origin() + ")";
        }
        return null;
    }

    /** The session id in the request's Cookie header, if there is one. */
    static Optional<String> sessionId(Function<String, String> header) {
        String cookies = header.apply("Cookie");
        if (cookies == null) {
            return Optional.empty();
        }
        for (String part : cookies.split(";")) {
            String p = part.strip();
            if (p.startsWith(COOKIE + "=")) {
                return Optional.of(p.substring(COOKIE.length() + 1));
            }
        }
        return Optional.empty();
    }

    /** The Set-Cookie value that hands a browser its session id: Secure when the public address is https. */
    String cookie(String id) {
        return cookie(id, false);
    }

    /** The same, Secure also when a trusted proxy says the request came over https ({@link #https}). */
    String cookie(String id, boolean httpsRequest) {
        return COOKIE + "=" + id + "; Path=/; Max-Age=" + Sessions.LIFETIME.toSeconds() + "; HttpOnly; SameSite=Lax"
                + (settings.secure() || httpsRequest ? "; Secure" : "");
    }

    /** The Set-Cookie value that makes a browser forget its session id. */
    String clearCookie() {
        return COOKIE + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax" + (settings.secure() ? "; Secure" : "");
    }
}
