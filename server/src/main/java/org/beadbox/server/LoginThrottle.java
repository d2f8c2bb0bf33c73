package org.beadbox.server;

import java.time.Clock;
import java.time.Duration;

/**
 * Counts failed logins per account name and per address over a sliding window and refuses
 * further attempts when either has too many: {@value #PER_NAME} failures for one name (known or
 * not, so the answer does not tell them apart) or {@value #PER_ADDRESS} from one address within
 * {@link #WINDOW}. A success clears the name's count, not the address's (a guessing script would
 * interleave its own account). Also limits registrations to {@value #REGISTRATIONS} an hour per
 * address.
 *
 * <p>Kept in this node's memory: a restart forgets it, and each node of a cluster counts its own.
 */
final class LoginThrottle {

    static final int PER_NAME = 5;
    static final int PER_ADDRESS = 20;
    static final int REGISTRATIONS = 10;
    static final Duration WINDOW = Duration.ofMinutes(15);

    private final SlidingLimit names;
    private final SlidingLimit addresses;
    private final SlidingLimit registrations;

    LoginThrottle(Clock clock) {
        names = new SlidingLimit(PER_NAME, WINDOW, clock);
        addresses = new SlidingLimit(PER_ADDRESS, WINDOW, clock);
        registrations = new SlidingLimit(REGISTRATIONS, Duration.ofHours(1), clock);
    }

    /** Null when a login for {@code nameKey} from {@code address} may be tried now; else one line saying when. */
    String refusal(String nameKey, String address) {
        long millis = Math.max(names.wait(nameKey), addresses.wait(address));
        return millis <= 0 ? null : "too many failed logins: try again in " + SlidingLimit.minutes(millis);
    }

    void failed(String nameKey, String address) {
        names.add(nameKey);
        addresses.add(address);
    }

    void succeeded(String nameKey) {
        names.clear(nameKey);
    }

    /** Null when {@code address} may register an account now (and counts it); else one line saying when. */
    String registration(String address) {
        long millis = registrations.wait(address);
        if (millis > 0) {
            return "too many new accounts from your address: try again in " + SlidingLimit.minutes(millis);
        }
        registrations.add(address);
        return null;
    }
}
