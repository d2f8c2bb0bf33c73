package org.beadbox.server.mail;

import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Function;
import org.beadbox.server.security.Limit;

/**
 * How the server sends mail ({@code ./beadbox server --smtp smtp://HOST:PORT --mail-from ADDRESS};
 * docs/deploy.md, "Mail"). The password is never an option: it comes from the environment
 * variable {@value #PASSWORD_ENV} or from a file readable by its owner only
 * ({@code --smtp-password-file}); the user from {@value #USER_ENV} or the address's user part.
 *
 * @param smtp      {@code smtp://HOST:PORT} (STARTTLS when the server offers it) or
 *                  {@code smtps://HOST:PORT}; empty: the site sends no mail
 * @param user      the SMTP user, empty for none
 * @param password  the SMTP password, empty for none
 * @param from      the sender address of every mail
 * @param backoff   the wait after the first failed attempt, doubled after each one up to an hour
 * @param giveUp    how long a mail is tried before it is marked failed
 * @param poll      how often the sender looks at the queue
 * @param forgot    reset mails per account ({@code --throttle-forgot})
 * @param verify    verification mails per account ({@code --throttle-verify})
 * @param forgotAddress forgot-password requests per client address ({@code --throttle-forgot-address})
 */
public record MailConfig(Optional<URI> smtp, String user, String password, String from, Duration backoff, Duration giveUp,
                         Duration poll, Limit forgot, Limit verify, Limit forgotAddress) {

    public static final String SMTP = "beadbox.server.smtp";
    public static final String PASSWORD_FILE = "beadbox.server.smtp-password-file";
    public static final String FROM = "beadbox.server.mail-from";
    public static final String FORGOT = "beadbox.server.throttle.forgot";
    public static final String VERIFY = "beadbox.server.throttle.verify";
    public static final String FORGOT_ADDRESS = "beadbox.server.throttle.forgot-address";
    /** Test tuning: the first retry's wait and the queue's poll, in milliseconds. */
    static final String BACKOFF_MILLIS = "beadbox.server.mail.backoff-ms";
    static final String POLL_MILLIS = "beadbox.server.mail.poll-ms";
    public static final String PASSWORD_ENV = "BEADBOX_SMTP_PASSWORD";
    public static final String USER_ENV = "BEADBOX_SMTP_USER";

    public static final Limit DEFAULT_FORGOT = new Limit(3, Duration.ofHours(1));
    public static final Limit DEFAULT_VERIFY = new Limit(5, Duration.ofDays(1));
    public static final Limit DEFAULT_FORGOT_ADDRESS = new Limit(30, Duration.ofHours(1));

    /** No mail: the site works without it. */
    public static final MailConfig NONE = new MailConfig(Optional.empty(), "", "", "", Duration.ofSeconds(30), Duration.ofDays(3),
            Duration.ofSeconds(2), DEFAULT_FORGOT, DEFAULT_VERIFY, DEFAULT_FORGOT_ADDRESS);

    /** A site sending through {@code smtp} as {@code from}, with the default limits. */
    public static MailConfig of(URI smtp, String from) {
        return new MailConfig(Optional.of(check(smtp)), "", "", address(from), NONE.backoff, NONE.giveUp, NONE.poll,
                DEFAULT_FORGOT, DEFAULT_VERIFY, DEFAULT_FORGOT_ADDRESS);
    }

    public MailConfig withTiming(Duration backoff, Duration poll) {
        return new MailConfig(smtp, user, password, from, backoff, giveUp, poll, forgot, verify, forgotAddress);
    }

    public MailConfig withLimits(Limit forgot, Limit verify, Limit forgotAddress) {
        return new MailConfig(smtp, user, password, from, backoff, giveUp, poll, forgot, verify, forgotAddress);
    }

    public MailConfig withLogin(String user, String password) {
        return new MailConfig(smtp, user, password, from, backoff, giveUp, poll, forgot, verify, forgotAddress);
    }

    /** Whether the site sends mail. */
    public boolean enabled() {
        return smtp.isPresent();
    }

    /**
     * The settings in framework properties and the environment (each answers null for an absent name).
     *
     * @throws IllegalArgumentException with one line for a person
     */
    public static MailConfig read(Function<String, String> property, Function<String, String> env) {
        String url = property.apply(SMTP);
        Limit forgot = limit(property, FORGOT, DEFAULT_FORGOT);
        Limit verify = limit(property, VERIFY, DEFAULT_VERIFY);
        Limit forgotAddress = limit(property, FORGOT_ADDRESS, DEFAULT_FORGOT_ADDRESS);
        if (url == null || url.isBlank()) {
            return NONE.withLimits(forgot, verify, forgotAddress);
        }
        URI smtp = check(URI.create(url.strip()));
        String from = property.apply(FROM);
        if (from == null || from.isBlank()) {
            throw new IllegalArgumentException("--smtp needs --mail-from ADDRESS too: the address mails are sent from, e.g. beads@example.org");
        }
        String user = Optional.ofNullable(env.apply(USER_ENV)).filter(s -> !s.isBlank())
                .orElse(smtp.getRawUserInfo() == null ? "" : smtp.getUserInfo());
        String password = Optional.ofNullable(env.apply(PASSWORD_ENV)).orElse("");
        String file = property.apply(PASSWORD_FILE);
        if (file != null && !file.isBlank()) {
            password = passwordFile(Path.of(file.strip()));
        }
        long backoff = Long.parseLong(Optional.ofNullable(property.apply(BACKOFF_MILLIS)).orElse("30000"));
        long poll = Long.parseLong(Optional.ofNullable(property.apply(POLL_MILLIS)).orElse("2000"));
        return new MailConfig(Optional.of(new URI_(smtp).withoutUser()), user, password, address(from),
                Duration.ofMillis(backoff), NONE.giveUp, Duration.ofMillis(poll), forgot, verify, forgotAddress);
    }

    private static Limit limit(Function<String, String> property, String name, Limit otherwise) {
        String value = property.apply(name);
        return value == null || value.isBlank() ? otherwise
                : Limit.parse("--throttle-" + name.substring(name.lastIndexOf('.') + 1), value);
    }

    /** An smtp or smtps address with a host and a port and no password in it. */
    static URI check(URI smtp) {
        if (!("smtp".equals(smtp.getScheme()) || "smtps".equals(smtp.getScheme())) || smtp.getHost() == null || smtp.getPort() < 1) {
            throw new IllegalArgumentException("--smtp needs smtp://HOST:PORT or smtps://HOST:PORT, e.g. smtp://127.0.0.1:25, not " + smtp);
        }
        if (smtp.getRawUserInfo() != null && smtp.getRawUserInfo().contains(":")) {
            throw new IllegalArgumentException("--smtp must not hold a password (it would show in ps): put it in " + PASSWORD_ENV
                    + " or a file given by --smtp-password-file");
        }
        return smtp;
    }

    /** The one sender address, checked as the recipients are. */
    private static String address(String from) {
        String problem = Addresses.problem(from);
        if (problem != null) {
            throw new IllegalArgumentException("--mail-from: " + problem);
        }
        return from.strip();
    }

    /** The first line of a file that only its owner may read or write (security.PrivateFiles' rule, as the database's). */
    static String passwordFile(Path file) {
        String problem = org.beadbox.server.security.PrivateFiles.problem(file);
        if (problem != null) {
            throw new IllegalArgumentException("--smtp-password-file: " + problem);
        }
        try {
            String text = Files.readString(file, StandardCharsets.UTF_8);
            int nl = text.indexOf('\n');
            return (nl < 0 ? text : text.substring(0, nl)).strip();
        } catch (IOException e) {
            throw new IllegalArgumentException("--smtp-password-file " + file + " cannot be read: " + e.getMessage());
        }
    }

    /** The address with its user part taken off (the user is kept apart). */
    private record URI_(URI uri) {
        URI withoutUser() {
            try {
                return new URI(uri.getScheme(), null, uri.getHost(), uri.getPort(), null, null, null);
            } catch (URISyntaxException e) {
                throw new IllegalArgumentException("--smtp " + uri + " is not an address", e);
            }
        }
    }

    @Override
    public String toString() {
        return "MailConfig[smtp=" + smtp.map(URI::toString).orElse("none") + ", user=" + user + ", from=" + from + "]";
    }
}
