package org.beadbox.server.mail;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.security.SecurityLog;
import org.beadbox.server.security.ThrottleCounts;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * The site's mail (docs/server-api.md, "Mail"; docs/deploy.md, "Mail"): e-mail addresses and their
 * verification, forgot password and reset, notifications, and the sender that works through the
 * queue in the database. Without {@code --smtp} it is off ({@link #enabled}): nothing is queued
 * and the calls that need mail answer 501.
 *
 * <p>The sender is one thread per node: every {@link MailConfig#poll} it claims due rows of the
 * queue, looks at forgot-password requests, sends mails (a failure is tried again after
 * {@link MailConfig#backoff}, doubled each time up to an hour, for {@link MailConfig#giveUp}), and
 * every 15 polls looks for notifications to send. Requests never wait for the SMTP server.
 */
@Component(service = MailService.class)
public final class MailService implements AutoCloseable {

    /** How long a claimed row is a node's: longer than the SMTP timeouts of one send. */
    static final Duration LEASE = Duration.ofMinutes(2);
    /** How long sent rows (without their bodies) and failed ones stay in the queue for the operator. */
    static final Duration KEEP_SENT = Duration.ofDays(30);

    private final MailConfig config;
    private final Clock clock;
    private final SecurityLog log;
    private final Mails mails;
    private final MailQueue queue;
    private final EmailAddresses addresses;
    private final PasswordResets resets;
    private final Notifier notifier;
    private final SmtpSender sender;
    private final String owner;
    private final ScheduledExecutorService worker;
    private Instant lastScan = Instant.EPOCH;

    @Activate
    public MailService(@Reference Database db, @Reference Accounts accounts, @Reference SecurityLog log, BundleContext context) {
        this(db, accounts, log, MailConfig.read(context::getProperty, System::getenv), Clock.systemUTC(),
                Optional.ofNullable(context.getProperty("beadbox.server.node")).orElse("node"), true);
    }

    /**
     * A mail service over {@code db} sending as {@code config} says; with {@code start}, its sender
     * thread runs (else {@link #runOnce} is called by the caller).
     */
    public MailService(Database db, Accounts accounts, SecurityLog log, MailConfig config, Clock clock, String node, boolean start) {
        this.config = config;
        this.clock = clock;
        this.log = log;
        byte[] r = new byte[4];
        new SecureRandom().nextBytes(r);
        this.owner = (node.length() > 30 ? node.substring(0, 30) : node) + "-" + HexFormat.of().formatHex(r);
        this.mails = new Mails(db.settings().origin(), Unsubscribe.open(db));
        this.queue = new MailQueue(db);
        Duration keep = config.verify().window().compareTo(Duration.ofDays(1)) > 0 ? config.verify().window() : Duration.ofDays(1);
        ThrottleCounts counts = new ThrottleCounts(db, clock, keep);
        this.addresses = new EmailAddresses(db, log, counts, config, mails, clock);
        this.resets = new PasswordResets(db, accounts, log, counts, config, mails, clock);
        this.notifier = new Notifier(db, mails);
        this.sender = config.enabled() ? new SmtpSender(config) : null;
        if (config.enabled() && start) {
            worker = Executors.newSingleThreadScheduledExecutor(task -> {
                Thread t = new Thread(task, "beadbox-mail");
                t.setDaemon(true);
                return t;
            });
            worker.scheduleWithFixedDelay(this::runQuietly, config.poll().toMillis(), config.poll().toMillis(), TimeUnit.MILLISECONDS);
        } else {
            worker = null;
        }
    }

    /** Whether the site sends mail (it was started with {@code --smtp}). */
    public boolean enabled() {
        return config.enabled();
    }

    private void need() {
        if (!enabled()) {
            throw new MailException(501, "this site sends no mail (it was started without --smtp):"
                    + " to get back into an account, ask the site's administrator");
        }
    }

    /** {@code POST /api/email}: mails a verification link to {@code email}. */
    public void addEmail(Account account, String email, String clientAddress) {
        need();
        addresses.add(account, email, clientAddress);
    }

    /** Following a verification link: the address verified. */
    public String verify(String token) {
        need();
        return addresses.verify(token);
    }

    public void removeEmail(Account account) {
        addresses.remove(account);
    }

    /** The account's verified address (shown to that account only). */
    public Optional<String> email(Account account) {
        return addresses.of(account);
    }

    /** The address a verification link was sent to and not yet followed (shown to that account only). */
    public Optional<String> pendingEmail(Account account) {
        return addresses.pending(account);
    }

    /** {@code POST /api/password/forgot}: the same work and answer for every name. */
    public void forgot(String name, String clientAddress) {
        need();
        resets.forgot(name, clientAddress);
    }

    /** {@code POST /api/password/reset}. */
    public void reset(String token, String password, String clientAddress) {
        need();
        resets.reset(token, password, clientAddress);
    }

    public Notifier.Settings notifications(Account account) {
        return notifier.settings(account.id());
    }

    public void setNotifications(Account account, Notifier.Settings settings) {
        if (settings.digestHours() < Notifier.Settings.MIN_HOURS || settings.digestHours() > Notifier.Settings.MAX_HOURS) {
            throw new MailException(400, "\"digestHours\" must be from " + Notifier.Settings.MIN_HOURS + " to "
                    + Notifier.Settings.MAX_HOURS + " (a week)");
        }
        notifier.set(account.id(), settings);
    }

    /**
     * One-click unsubscribe (RFC 8058): turns off the notification the token names.
     *
     * @return what was turned off ("turn", "challenge" or "tournament")
     * @throws MailException 400 for a token that is not one of ours
     */
    public String unsubscribe(String token) {
        Unsubscribe.Target t = mails.unsubscribe().check(token)
                .orElseThrow(() -> new MailException(400, "this unsubscribe link is not one this site sent: copy the whole link,"
                        + " or change your notifications in your settings"));
        try {
            notifier.off(t.accountId(), t.kind());
        } catch (org.beadbox.server.DatabaseException e) {
            if (!(e.getCause() instanceof java.sql.SQLException s && s.getSQLState() != null && s.getSQLState().startsWith("23"))) {
                throw e;
            }
            throw new MailException(410, "this account is gone: no more mail goes to it");
        }
        log.event("mail-unsubscribed", java.util.Map.of("kind", t.kind(), "id", Long.toString(t.accountId())));
        return t.kind();
    }

    private void runQuietly() {
        try {
            runOnce();
        } catch (RuntimeException e) {
            System.err.println("beadbox server: mail: " + SmtpSender.oneLine(e));
        }
    }

    /** One round of the sender: due requests and mails, and notifications every 15 polls. */
    public void runOnce() {
        Instant now = clock.instant();
        String down = null; // the SMTP server's failure in this round: the rest of the round waits too
        for (MailQueue.Row row : queue.claim(owner, now, 20, LEASE)) {
            if (row.kind().equals(MailQueue.FORGOT)) {
                resets.look(row);
                continue;
            }
            if (sender == null) {
                continue;
            }
            if (down != null || clock.instant().isAfter(now.plus(LEASE.dividedBy(2)))) {
                // not tried: the server failed a moment ago, or the round took so long that the lease may lapse
                queue.failed(row.id(), down == null ? "not tried in time: the lease was running out" : down,
                        clock.instant().plus(MailQueue.backoff(config.backoff(), row.attempts())));
                continue;
            }
            try {
                sender.send(new SmtpSender.Outgoing(row.recipient(), row.subject(), row.body(), row.unsubscribe()));
                queue.sent(row.id(), clock.instant());
            } catch (SmtpSender.Failure f) {
                Instant at = clock.instant();
                boolean giveUp = f.permanent || at.isAfter(row.created().plus(config.giveUp()));
                queue.failed(row.id(), f.getMessage(), giveUp ? null : at.plus(MailQueue.backoff(config.backoff(), row.attempts())));
                if (!f.permanent) {
                    down = f.getMessage();
                }
                if (giveUp) { // the error stays in the row (it may name the address): the log says which row
                    log.event("mail-failed", java.util.Map.of("kind", row.kind(), "id", Long.toString(row.id())));
                }
            }
        }
        if (!now.isBefore(lastScan.plus(config.poll().multipliedBy(15)))) {
            lastScan = now;
            notifier.scan(now);
            queue.purge(now.minus(KEEP_SENT));
        }
    }

    /** Forces the next {@link #runOnce} to look for notifications (tests). */
    void scanNext() {
        lastScan = Instant.EPOCH;
    }

    @Deactivate
    @Override
    public void close() {
        if (worker != null) {
            worker.shutdownNow();
            try {
                worker.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
