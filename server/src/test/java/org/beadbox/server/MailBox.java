package org.beadbox.server;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.Address;
import jakarta.mail.Message;
import jakarta.mail.internet.MimeMessage;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A real SMTP server on a loopback port of its own (GreenMail in this JVM), that can be stopped and
 * started again on the same port, and what it received: mails by recipient, their text and links.
 */
final class MailBox implements AutoCloseable {

    private static final Pattern LINK = Pattern.compile("http://127\\.0\\.0\\.1:8765/mail/(verify|reset|unsubscribe)\\?token=[A-Za-z0-9_.-]+");

    final int port;
    private GreenMail smtp;

    MailBox() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        start();
    }

    void start() {
        smtp = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        smtp.start();
    }

    void stop() {
        smtp.stop();
    }

    MimeMessage[] all() {
        return smtp.getReceivedMessages();
    }

    List<MimeMessage> to(String address) throws Exception {
        List<MimeMessage> out = new ArrayList<>();
        for (MimeMessage m : all()) {
            Address[] rcpt = m.getRecipients(Message.RecipientType.TO);
            if (rcpt != null && Arrays.stream(rcpt).anyMatch(a -> a.toString().equalsIgnoreCase(address))) {
                out.add(m);
            }
        }
        return out;
    }

    /** The {@code count}-th mail to {@code address}, waited for up to 20 s. */
    MimeMessage await(String address, int count) throws Exception {
        long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (System.nanoTime() < end) {
            List<MimeMessage> got = to(address);
            if (got.size() >= count) {
                return got.get(count - 1);
            }
            Thread.sleep(50);
        }
        throw new AssertionError("no mail number " + count + " to " + address + " within 20 s; got " + to(address).size());
    }

    static String body(MimeMessage m) throws Exception {
        return m.getContent().toString();
    }

    /** The link of that kind in the mail's text (made with the public address http://127.0.0.1:8765). */
    static String link(MimeMessage m, String kind) throws Exception {
        Matcher x = LINK.matcher(body(m));
        while (x.find()) {
            if (x.group(1).equals(kind)) {
                return x.group();
            }
        }
        throw new AssertionError("no " + kind + " link in: " + body(m));
    }

    static String token(String link) {
        return link.substring(link.indexOf("token=") + "token=".length());
    }

    @Override
    public void close() {
        smtp.stop();
    }
}
