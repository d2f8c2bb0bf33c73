package org.beadbox.server.security;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.time.Clock;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.beadbox.server.Database;
import org.beadbox.server.security.DeviceCookies.Device;

/**
 * Login throttling after OWASP's device-cookie scheme, so that no stranger can lock an owner out:
 * <ol>
 * <li>A browser with a good device cookie for the account (a <em>known</em> device) is refused
 *     only after {@link LoginLimits#device} failures of its own; nobody else's failures count
 *     against it, not even those from its own address.</li>
 * <li>Any other browser is refused for that account name once browsers not known to it failed
 *     {@link LoginLimits#unknown} times (whether the name exists or not, so the refusal says
 *     nothing about it), and from an address whose unknown browsers failed
 *     {@link LoginLimits#address} times, whatever name they try.</li>
 * </ol>
 * A refused attempt checks no password and counts no failure: the lock ends when the window has
 * passed since the failures that made it. Counts are kept in the database ({@link ThrottleCounts}),
 * shared by every node.
 */
public final class LoginThrottle {

    /** Which limit refused an attempt: its name in the security log. */
    public enum Scope {
        DEVICE("device"), UNKNOWN("unknown"), ADDRESS("address"), REGISTRATIONS("register");

        final String kind;

        Scope(String kind) {
            this.kind = kind;
        }

        /** The name the log and the table use. */
        public String kind() {
            return kind;
        }
    }

    /** An attempt refused by {@code scope}'s limit, which lets it through again in {@code millis}. */
    public record Refusal(Scope scope, long millis) {

        /** "N minutes", rounded up. */
        public String minutes() {
            long minutes = Math.max(1, (millis + 59_999) / 60_000);
            return minutes + (minutes == 1 ? " minute" : " minutes");
        }
    }

    private static final Pattern IP_LITERAL = Pattern.compile("[0-9A-Fa-f:.]{2,45}");
    private static final Pattern NAME_KEY = Pattern.compile("[a-z0-9_-]{0,21}");

    private final LoginLimits limits;
    private final ThrottleCounts counts;
    private final DeviceCookies devices;

    public LoginThrottle(Database db, LoginLimits limits, Clock clock) {
        this.limits = limits;
        this.counts = new ThrottleCounts(db, clock, limits.longest());
        this.devices = DeviceCookies.open(db, clock);
    }

    public LoginLimits limits() {
        return limits;
    }

    /**
     * The browser trying an account: {@code accountId} null for a name that is no account (no
     * cookie can be good for it); {@code cookie} gives a cookie's value by name, null when absent.
     */
    public Device device(Long accountId, Function<String, String> cookie) {
        if (accountId == null) {
            return Device.NEW;
        }
        return devices.check(accountId, cookie.apply(DeviceCookies.name(accountId)));
    }

    /** Null when the password may be checked; else which limit refuses the attempt. */
    public Refusal refusal(String nameKey, String address, Device device) {
        if (device.known()) {
            return refused(Scope.DEVICE, device.id(), limits.device());
        }
        Refusal byAddress = refused(Scope.ADDRESS, addressKey(address), limits.address());
        return byAddress != null ? byAddress : refused(Scope.UNKNOWN, nameSubject(nameKey), limits.unknown());
    }

    /**
     * Counts a wrong password (or unknown name) tried by {@code device}; the scope whose lock this
     * failure started, or null when it started none.
     */
    public Scope failed(String nameKey, String address, Device device) {
        if (device.known()) {
            counts.add(Scope.DEVICE.kind, device.id());
            return refused(Scope.DEVICE, device.id(), limits.device()) != null ? Scope.DEVICE : null;
        }
        String where = addressKey(address);
        counts.add(Scope.ADDRESS.kind, where);
        counts.add(Scope.UNKNOWN.kind, nameSubject(nameKey));
        if (refused(Scope.UNKNOWN, nameSubject(nameKey), limits.unknown()) != null) {
            return Scope.UNKNOWN;
        }
        return refused(Scope.ADDRESS, where, limits.address()) != null ? Scope.ADDRESS : null;
    }

    /** A new device cookie for a browser that just proved the account's password: the Set-Cookie value. */
    public String deviceCookie(long accountId, boolean secure) {
        return DeviceCookies.setCookie(accountId, devices.issue(accountId), secure);
    }

    /** Null when {@code address} may register an account now (and counts it); else the refusal. */
    public Refusal registration(String address) {
        String where = addressKey(address);
        Refusal r = refused(Scope.REGISTRATIONS, where, limits.registrations());
        if (r == null) {
            counts.add(Scope.REGISTRATIONS.kind, where);
        }
        return r;
    }

    private Refusal refused(Scope scope, String subject, Limit limit) {
        long millis = counts.wait(scope.kind, subject, limit);
        return millis > 0 ? new Refusal(scope, millis) : null;
    }

    /**
     * What a name is counted by: its key, or for text that can be no name (any character, a NUL
     * that PostgreSQL would refuse, any length) a digest of it.
     */
    static String nameSubject(String nameKey) {
        String k = nameKey == null ? "" : nameKey;
        if (NAME_KEY.matcher(k).matches()) {
            return k;
        }
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(k.getBytes(StandardCharsets.UTF_8));
            return "~" + HexFormat.of().formatHex(d, 0, 20);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    /**
     * What an address is counted by: itself, or for IPv6 its /64, since one subscriber commonly
     * holds a whole /64 and could otherwise take a new address for each attempt.
     */
    static String addressKey(String address) {
        String a = address == null ? "" : address.strip();
        if (a.indexOf(':') < 0 || !IP_LITERAL.matcher(a).matches()) {
            return a.length() > 64 ? a.substring(0, 64) : a;
        }
        try {
            byte[] bytes = InetAddress.getByName(a).getAddress();
            if (bytes.length != 16) {
                return InetAddress.getByAddress(bytes).getHostAddress(); // an IPv4-mapped one: the IPv4 address
            }
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 8; i += 2) {
                b.append(Integer.toHexString(((bytes[i] & 0xff) << 8) | (bytes[i + 1] & 0xff))).append(':');
            }
            return b.append(":/64").toString();
        } catch (UnknownHostException e) {
            return a;
        }
    }
}
