package org.beadbox.server.security;

import java.util.function.Function;

/** Reads one cookie of a request's {@code Cookie} header. */
public final class Cookies {

    /** The longest Cookie header read: anything past it is ignored. */
    private static final int MAX_HEADER = 8192;

    private Cookies() {
    }

    /** The value of the cookie {@code name} in the request's Cookie header ({@code header} by name), or null. */
    public static String value(Function<String, String> header, String name) {
        String cookies = header.apply("Cookie");
        if (cookies == null) {
            return null;
        }
        if (cookies.length() > MAX_HEADER) {
            cookies = cookies.substring(0, MAX_HEADER);
        }
        for (String part : cookies.split(";")) {
            String p = part.strip();
            if (p.length() > name.length() && p.startsWith(name) && p.charAt(name.length()) == '=') {
                return p.substring(name.length() + 1);
            }
        }
        return null;
    }
}
