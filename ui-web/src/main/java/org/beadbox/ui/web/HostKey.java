package org.beadbox.ui.web;

import java.util.function.Function;
import org.beadbox.core.online.Visitors;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * Who "the host" is: on the desktop ({@code ./beadbox --ui web}), whoever holds the secret the
 * launcher made ({@value #PROPERTY}), given to the host's browser as the cookie {@value #COOKIE}
 * by the link the launcher prints ({@code /?host=SECRET}, {@link StaticServlet}); never a
 * loopback address or a Host header, which any page on the machine, or anyone behind a proxy,
 * has. When a bundle registers a {@link Visitors} service (the server does), it decides, and the
 * server has no host. Without a secret (Swing's guests' pages, the server) nobody is the host.
 */
@Component(service = HostKey.class)
public final class HostKey {

    /** The framework property holding the launcher's secret. */
    public static final String PROPERTY = "beadbox.web.host-secret";
    /** The cookie holding it in the host's browser. */
    static final String COOKIE = "beadbox_host";
    /** The query parameter of the launcher's link that hands the browser its cookie. */
    static final String PARAMETER = "host";
    /** The shortest secret taken: shorter ones are no secret, and nobody is the host. */
    static final int MIN_LENGTH = 32;
    /** How long the host's browser keeps the cookie (400 days, the most a browser keeps one). */
    static final long MAX_AGE_SECONDS = 400L * 24 * 3600;

    private final String secret;

    /** Who a connection is, when a bundle (the server) decides it. */
    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    private volatile Visitors visitors;

    @Activate
    public HostKey(BundleContext context) {
        this(context.getProperty(PROPERTY));
    }

    /** A key of {@code secret}; null, blank or short: nobody is the host. */
    HostKey(String secret) {
        this.secret = secret == null || secret.strip().length() < MIN_LENGTH || !secret.strip().matches("[A-Za-z0-9_-]+")
                ? null : secret.strip();
    }

    /** Whether the request (or WebSocket upgrade) with these headers, from {@code remoteAddress}, is the host's. */
    boolean host(String remoteAddress, Function<String, String> header) {
        Visitors v = visitors;
        if (v != null) {
            return v.identify(remoteAddress == null ? "" : remoteAddress, header).host();
        }
        return holds(header);
    }

    /** Whether the request's Cookie header carries the secret. */
    boolean holds(Function<String, String> header) {
        if (secret == null) {
            return false;
        }
        String cookies = header.apply("Cookie");
        if (cookies == null || cookies.length() > 8192) {
            return false;
        }
        boolean found = false;
        for (String part : cookies.split(";")) {
            String p = part.strip();
            if (p.startsWith(COOKIE + "=")) {
                found |= matches(p.substring(COOKIE.length() + 1));
            }
        }
        return found;
    }

    /** Whether {@code given} is the secret (compared in constant time); false when there is none. */
    boolean matches(String given) {
        return secret != null && given != null && given.length() == secret.length() && Tokens.same(secret, given);
    }

    /** Whether this front-end has a host at all (a secret, and no {@link Visitors} deciding otherwise). */
    boolean hasHost() {
        return secret != null && visitors == null;
    }

    /** The Set-Cookie value that makes a browser the host's: HttpOnly, SameSite=Strict, for {@link #MAX_AGE_SECONDS}. */
    String cookie() {
        return COOKIE + "=" + secret + "; Path=/; Max-Age=" + MAX_AGE_SECONDS + "; HttpOnly; SameSite=Strict";
    }
}
