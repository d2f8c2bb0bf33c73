package org.beadbox.server.mail;

import jakarta.mail.internet.AddressException;
import jakarta.mail.internet.InternetAddress;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What an e-mail address may be: a plain {@code local@domain} of at most {@value #MAX} characters,
 * of printable ASCII without spaces, quotes, angle brackets, commas or any control character
 * (so no CR or LF can reach a header), that Jakarta Mail also reads as one strict address.
 */
public final class Addresses {

    public static final int MAX = 254;
    private static final Pattern PLAIN = Pattern.compile(
            "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+");

    private Addresses() {
    }

    /** Null when {@code address} is one, else one line saying what is wrong with it. */
    public static String problem(String address) {
        if (address == null || address.isBlank()) {
            return "an e-mail address is needed, e.g. ann@example.org";
        }
        if (address.length() > MAX) {
            return "an e-mail address has at most " + MAX + " characters";
        }
        if (!PLAIN.matcher(address).matches()) {
            return "that is not an e-mail address Beadbox can send to: write it as name@example.org"
                    + " (letters, digits and . _ + - only, no spaces or line breaks)";
        }
        try {
            new InternetAddress(address, true).validate();
        } catch (AddressException e) {
            return "that is not an e-mail address Beadbox can send to: write it as name@example.org";
        }
        return null;
    }

    /** The key that makes addresses differing only in case the same address. */
    public static String key(String address) {
        return address.toLowerCase(Locale.ROOT);
    }
}
