package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import jakarta.mail.internet.MimeMessage;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.By;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Mail in real Chromium on the real {@code ./beadbox server --smtp} with a real SMTP server on
 * loopback (GreenMail in this JVM): a player adds an address on "Your games" and follows the
 * verification link from the mail received; then, in another browser, forgets the password, asks
 * for a link on the login form, takes it from the mail received, sets a new password and logs in.
 */
@Timeout(value = 300)
class MailIT {

    @Test
    void aPlayerVerifiesAnAddressThenForgetsThePasswordAndGetsBackInByTheMailedLink() throws Exception {
        Browsers.requireInstalled();
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        GreenMail smtp = new GreenMail(new ServerSetup(port, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
        smtp.start();
        BeadboxProcess server = null;
        WebDriver first = null;
        WebDriver second = null;
        try {
            server = BeadboxProcess.startServer(List.of("--smtp", "smtp://127.0.0.1:" + port, "--mail-from", "beads@example.org"));
            first = Browsers.open();
            SitePage.register(first, server.address(), "ann", WithServer.PASSWORD);
            first.get(server.address() + "home");
            WebDriverWait wait = new WebDriverWait(first, Duration.ofSeconds(30), Duration.ofMillis(50));
            wait.withMessage("no e-mail section on Your games").until(d -> d.findElement(By.id("mail-address")).isDisplayed());
            first.findElement(By.id("mail-address")).sendKeys("ann@example.org");
            first.findElement(By.id("mail-send")).click();
            wait.withMessage("no answer to adding the address").until(d -> d.findElement(By.id("mail-status")).getText().contains("on its way"));
            assertTrue(smtp.waitForIncomingEmail(60_000, 1), "no verification mail");
            first.get(link(smtp.getReceivedMessages()[0], "verify"));
            wait.withMessage("the verification page").until(d -> d.findElement(By.tagName("h1")).getText().equals("E-mail address verified"));
            first.get(server.address() + "home");
            wait.withMessage("the verified address on Your games").until(d -> d.findElement(By.id("mail-current")).getText()
                    .equals("Your address: ann@example.org"));
            Browsers.screenshot(first, "mail-settings");

            second = Browsers.open();
            second.get(server.address() + "lobby");
            WebDriverWait wait2 = new WebDriverWait(second, Duration.ofSeconds(30), Duration.ofMillis(50));
            wait2.withMessage("no 'Forgot your password?' on a site that sends mail")
                    .until(d -> d.findElement(By.id("forgot-button")).isDisplayed());
            second.findElement(By.id("login-name")).sendKeys("ann");
            second.findElement(By.id("forgot-button")).click();
            wait2.withMessage("no answer to forgot").until(d -> d.findElement(By.id("login-error")).getText().contains("on its way"));
            assertTrue(smtp.waitForIncomingEmail(60_000, 2), "no reset mail");
            MimeMessage reset = smtp.getReceivedMessages()[1];
            assertEquals("Set a new password", reset.getSubject());
            second.get(link(reset, "reset"));
            wait2.withMessage("the reset page").until(d -> d.findElement(By.name("password")).isDisplayed());
            second.findElement(By.name("password")).sendKeys("a brand new secret");
            second.findElement(By.cssSelector("button[type=submit]")).click();
            wait2.withMessage("the password was not set").until(d -> d.findElement(By.tagName("h1")).getText().equals("Password set"));
            SitePage.login(second, server.address(), "ann", "a brand new secret");
            // The first browser's session ended with the reset.
            first.get(server.address() + "lobby");
            new WebDriverWait(first, Duration.ofSeconds(30)).withMessage("the old session still lives")
                    .until(d -> d.findElement(By.id("login")).isDisplayed());
        } finally {
            if (first != null) {
                Browsers.quit(first);
            }
            if (second != null) {
                Browsers.quit(second);
            }
            if (server != null) {
                server.close();
            }
            smtp.stop();
        }
    }

    private static String link(MimeMessage m, String kind) throws Exception {
        Matcher x = Pattern.compile("http://127\\.0\\.0\\.1:\\d+/mail/" + kind + "\\?token=[A-Za-z0-9_.-]+").matcher(m.getContent().toString());
        assertTrue(x.find(), m.getContent().toString());
        return x.group();
    }
}
