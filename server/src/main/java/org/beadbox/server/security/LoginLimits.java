package org.beadbox.server.security;

import java.time.Duration;
import java.util.function.Function;

/**
 * The throttling limits of a server (docs/server-api.md, "Throttling"), each set by an option of
 * {@code ./beadbox server} that the launcher passes on as the framework property named here.
 *
 * @param device        failed logins from one known browser (a valid device cookie) for its
 *                      account, after which that browser alone is refused for that account
 * @param unknown       failed logins for one account name from browsers not known to it, after
 *                      which every such browser is refused for that name (known ones still get in)
 * @param address       failed logins from one client address (an IPv6 one counted by its /64) by
 *                      browsers not known to the account tried, after which that address is refused
 * @param registrations new accounts from one client address
 */
public record LoginLimits(Limit device, Limit unknown, Limit address, Limit registrations) {

    /** The defaults: see docs/server-api.md for why these numbers. */
    public static final LoginLimits DEFAULTS = new LoginLimits(
            new Limit(10, Duration.ofHours(1)),
            new Limit(10, Duration.ofHours(1)),
            new Limit(300, Duration.ofHours(1)),
            new Limit(100, Duration.ofDays(1)));

    /** The framework properties, and the options' names for messages. */
    public static final String DEVICE = "beadbox.server.throttle.device";
    public static final String UNKNOWN = "beadbox.server.throttle.unknown";
    public static final String ADDRESS = "beadbox.server.throttle.address";
    public static final String REGISTRATIONS = "beadbox.server.throttle.registrations";

    /**
     * The limits in framework properties ({@code property} answers null for an absent one, which
     * keeps its default).
     *
     * @throws IllegalArgumentException with one line for a bad value
     */
    public static LoginLimits read(Function<String, String> property) {
        return new LoginLimits(
                one(property, DEVICE, DEFAULTS.device),
                one(property, UNKNOWN, DEFAULTS.unknown),
                one(property, ADDRESS, DEFAULTS.address),
                one(property, REGISTRATIONS, DEFAULTS.registrations));
    }

    private static Limit one(Function<String, String> property, String name, Limit otherwise) {
        String value = property.apply(name);
        if (value == null || value.isBlank()) {
            return otherwise;
        }
        return Limit.parse("--throttle-" + name.substring(name.lastIndexOf('.') + 1), value);
    }

    /** The longest window: older events count for nothing. */
    Duration longest() {
        Duration d = device.window();
        for (Limit l : new Limit[] {unknown, address, registrations}) {
            d = l.window().compareTo(d) > 0 ? l.window() : d;
        }
        return d;
    }
}
