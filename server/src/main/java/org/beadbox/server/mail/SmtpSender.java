package org.beadbox.server.mail;

import jakarta.mail.Address;
import jakarta.mail.MessagingException;
import jakarta.mail.SendFailedException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.URLName;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import java.io.UnsupportedEncodingException;
import java.net.URI;
import java.util.Date;
import java.util.Properties;
import org.eclipse.angus.mail.smtp.SMTPSSLTransport;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;
import org.eclipse.angus.mail.smtp.SMTPTransport;

/**
 * Sends one mail through the configured SMTP server with Jakarta Mail (Eclipse Angus): plain text
 * in UTF-8, {@code From} the site's address, and for notifications the RFC 8058 one-click
 * unsubscribe headers.
 *
 * <p>In OSGi, Jakarta Mail finds its transports and stream providers through {@code ServiceLoader}
 * and mailcap files, which a bundle's class loader does not see. The transport is therefore made
 * directly (Angus' {@link SMTPTransport}), and the thread's context class loader is Angus' own
 * bundle (which imports anything exported: {@code DynamicImport-Package: *}) while a mail is made
 * and sent.
 */
final class SmtpSender {

    /** A mail that could not be sent: {@code permanent} when trying again cannot help (a 5xx answer). */
    static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;
        final boolean permanent;

        Failure(String message, boolean permanent, Throwable cause) {
            super(message, cause);
            this.permanent = permanent;
        }
    }

    private final MailConfig config;
    private final Session session;

    SmtpSender(MailConfig config) {
        this.config = config;
        URI smtp = config.smtp().orElseThrow();
        String protocol = smtp.getScheme();
        Properties p = new Properties();
        p.put("mail." + protocol + ".host", smtp.getHost());
        p.put("mail." + protocol + ".port", Integer.toString(smtp.getPort()));
        p.put("mail." + protocol + ".connectiontimeout", "15000");
        p.put("mail." + protocol + ".timeout", "30000");
        p.put("mail." + protocol + ".writetimeout", "30000");
        p.put("mail." + protocol + ".from", config.from());
        p.put("mail." + protocol + ".auth", Boolean.toString(!config.user().isEmpty()));
        p.put("mail.smtp.starttls.enable", "true");
        p.put("mail." + protocol + ".ssl.checkserveridentity", "true");
        this.session = inAngus(() -> Session.getInstance(p));
    }

    /** Sends one mail; returns when the SMTP server took it. */
    void send(Outgoing mail) throws Failure {
        try {
            withAngus(() -> {
                MimeMessage m = new MimeMessage(session);
                m.setFrom(new InternetAddress(config.from()));
                m.setRecipients(jakarta.mail.Message.RecipientType.TO, new Address[] {new InternetAddress(mail.to(), true)});
                m.setSubject(mail.subject(), "UTF-8");
                m.setSentDate(new Date());
                m.setText(mail.body(), "UTF-8");
                m.setHeader("Auto-Submitted", "auto-generated");
                if (mail.unsubscribe() != null) {
                    m.setHeader("List-Unsubscribe", "<" + mail.unsubscribe() + ">");
                    m.setHeader("List-Unsubscribe-Post", "List-Unsubscribe=One-Click");
                }
                m.saveChanges();
                URI smtp = config.smtp().orElseThrow();
                URLName url = new URLName(smtp.getScheme(), smtp.getHost(), smtp.getPort(), null,
                        config.user().isEmpty() ? null : config.user(), config.password().isEmpty() ? null : config.password());
                try (Transport t = smtp.getScheme().equals("smtps") ? new SMTPSSLTransport(session, url) : new SMTPTransport(session, url)) {
                    t.connect(smtp.getHost(), smtp.getPort(), config.user().isEmpty() ? null : config.user(),
                            config.password().isEmpty() ? null : config.password());
                    t.sendMessage(m, m.getAllRecipients());
                }
                return null;
            });
        } catch (SMTPSendFailedException e) {
            throw new Failure(oneLine(e), e.getReturnCode() >= 500, e);
        } catch (SendFailedException e) {
            throw new Failure(oneLine(e), e.getValidSentAddresses() == null && e.getInvalidAddresses() != null
                    && e.getInvalidAddresses().length > 0, e);
        } catch (MessagingException | UnsupportedEncodingException | RuntimeException e) {
            throw new Failure(oneLine(e), false, e);
        }
    }

    /** A mail to send. */
    record Outgoing(String to, String subject, String body, String unsubscribe) {
    }

    @FunctionalInterface
    private interface Work<T> {
        T run() throws MessagingException, UnsupportedEncodingException;
    }

    private static <T> T withAngus(Work<T> work) throws MessagingException, UnsupportedEncodingException {
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        t.setContextClassLoader(SMTPTransport.class.getClassLoader());
        try {
            return work.run();
        } finally {
            t.setContextClassLoader(before);
        }
    }

    private static <T> T inAngus(java.util.function.Supplier<T> work) {
        Thread t = Thread.currentThread();
        ClassLoader before = t.getContextClassLoader();
        t.setContextClassLoader(SMTPTransport.class.getClassLoader());
        try {
            return work.get();
        } finally {
            t.setContextClassLoader(before);
        }
    }

    static String oneLine(Throwable e) {
        Throwable t = e;
        String m = null;
        while (t != null) {
            if (t.getMessage() != null) {
                m = t.getClass().getSimpleName() + ": " + t.getMessage();
            }
            t = t.getCause() == t ? null : t.getCause();
        }
        m = m == null ? e.getClass().getSimpleName() : m;
        m = m.replaceAll("[\\r\\n]+", " ").strip();
        return m.length() > 380 ? m.substring(0, 380) : m;
    }
}
