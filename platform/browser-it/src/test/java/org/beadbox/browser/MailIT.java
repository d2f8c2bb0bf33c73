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
 * loopback (GreenMail in this JVM): a player adds an address on Settings and follows the
 * verification link from the mail received; then, in another browser, forgets the password, asks
 * for a link on the login form, takes it from the mail received, sets a new password and logs in.
 * Then (issue 44, item 2) the player changes the password on Settings and deletes the account.
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
            WebDriverWait wait = new WebDriverWait(first, Duration.ofSeconds(30), Duration.ofMillis(50));
            // The header's Settings link leads to the page with the e-mail section.
            wait.withMessage("no Settings link in the header").until(d -> d.findElement(By.id("settings-link")).isDisplayed());
            first.findElement(By.id("settings-link")).click();
            wait.withMessage("no e-mail section on Settings").until(d -> d.findElement(By.id("mail-address")).isDisplayed());
            first.findElement(By.id("mail-address")).sendKeys("ann@example.org");
            first.findElement(By.id("mail-send")).click();
            wait.withMessage("no answer to adding the address").until(d -> d.findElement(By.id("mail-status")).getText().contains("on its way"));
            wait.withMessage("the address waiting for its link").until(d -> d.findElement(By.id("mail-pending")).getText()
                    .contains("Waiting for verification: ann@example.org"));
            assertTrue(smtp.waitForIncomingEmail(60_000, 1), "no verification mail");
            first.get(link(smtp.getReceivedMessages()[0], "verify"));
            wait.withMessage("the verification page").until(d -> d.findElement(By.tagName("h1")).getText().equals("E-mail address verified"));
            first.get(server.address() + "settings");
            wait.withMessage("the verified address on Settings").until(d -> d.findElement(By.id("mail-current")).getText()
                    .equals("Your address: ann@example.org"));
            assertTrue(first.findElements(By.id("mail-pending")).isEmpty(), "the link followed, nothing waits");
            settingsInBothThemes(first);

            second = Browsers.open();
            second.get(server.address() + "lobby");
            WebDriverWait wait2 = new WebDriverWait(second, Duration.ofSeconds(30), Duration.ofMillis(50));
            // a page that is replaced while it is read (the reset form's submit) leaves a stale element: read again
            wait2.ignoring(org.openqa.selenium.StaleElementReferenceException.class);
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

            changeThePasswordThenDeleteTheAccount(second, first, server.address());
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

    /**
     * Settings, dark (the site's default) and light (chosen on the page, kept by the browser
     * across a reload): screenshots {@code settings-dark} and {@code settings-light}.
     */
    private static void settingsInBothThemes(WebDriver browser) {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30), Duration.ofMillis(50));
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(1280, 1320)); // the whole page, deletion included
        assertEquals("dark", theme(browser));
        Browsers.screenshot(browser, "settings-dark");
        browser.findElement(By.id("theme-light")).click();
        assertEquals("light", theme(browser));
        browser.navigate().refresh();
        wait.withMessage("the settings page after a reload").until(d -> d.findElement(By.id("mail-current")).isDisplayed());
        assertEquals("light", theme(browser), "the theme is kept across a reload");
        assertTrue(browser.findElement(By.id("theme-light")).isSelected());
        Browsers.screenshot(browser, "settings-light");
        String settings = browser.getCurrentUrl();
        browser.get(settings.replace("/settings", "/lobby"));
        wait.withMessage("the lobby after the theme changed").until(d -> d.findElement(By.id("seek-form")).isDisplayed());
        assertEquals("light", theme(browser), "the other pages follow the theme");
        Browsers.screenshot(browser, "lobby-light");
        browser.get(settings);
        wait.withMessage("the settings page again").until(d -> d.findElement(By.id("theme-dark")).isDisplayed());
        browser.findElement(By.id("theme-dark")).click();
        assertEquals("dark", theme(browser));
    }

    private static String theme(WebDriver browser) {
        return (String) ((org.openqa.selenium.JavascriptExecutor) browser).executeScript(
                "return document.documentElement.getAttribute('data-theme');");
    }

    /**
     * On Settings: a wrong current password is refused and changes nothing; the right one sets the
     * new password, and the other browser logs in with it. Then the account is deleted, the
     * password asked again (a wrong one refused): its sessions end and its name no longer logs in.
     */
    private static void changeThePasswordThenDeleteTheAccount(WebDriver browser, WebDriver other, String address) {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30), Duration.ofMillis(50));
        browser.get(address + "settings");
        wait.withMessage("no password form on Settings").until(d -> d.findElement(By.id("password-current")).isDisplayed());
        changePassword(browser, "not my password", "the third secret", "the third secret");
        String refused = wait.withMessage("a wrong current password was not refused")
                .until(d -> d.findElement(By.id("password-status")).getText().isEmpty() ? null : d.findElement(By.id("password-status")).getText());
        assertTrue(refused.startsWith("wrong name or password"), refused);
        changePassword(browser, "a brand new secret", "the third secret", "the third secret");
        wait.withMessage("the password was not changed").until(d -> d.findElement(By.id("password-status")).getText().startsWith("Password changed"));
        SitePage.login(other, address, "ann", "the third secret");

        browser.findElement(By.id("delete-password")).sendKeys("a brand new secret");
        browser.findElement(By.id("delete-account")).click();
        String wrong = wait.withMessage("a wrong password deleted the account or said nothing")
                .until(d -> d.findElement(By.id("delete-status")).getText().isEmpty() ? null : d.findElement(By.id("delete-status")).getText());
        assertTrue(wrong.startsWith("wrong name or password"), wrong);
        browser.findElement(By.id("delete-password")).clear();
        browser.findElement(By.id("delete-password")).sendKeys("the third secret");
        browser.findElement(By.id("delete-account")).click();
        wait.withMessage("the account was not deleted").until(d -> !d.findElements(By.id("deleted")).isEmpty());
        assertTrue(browser.findElement(By.id("deleted")).getText().contains("\"deleted player\""), browser.findElement(By.id("deleted")).getText());
        other.get(address + "lobby");
        new WebDriverWait(other, Duration.ofSeconds(30)).withMessage("the deleted account's other session still lives")
                .until(d -> d.findElement(By.id("login")).isDisplayed());
        other.findElement(By.id("login-name")).sendKeys("ann");
        other.findElement(By.id("login-password")).sendKeys("the third secret");
        other.findElement(By.id("login-button")).click();
        new WebDriverWait(other, Duration.ofSeconds(30)).withMessage("the deleted account still logs in")
                .until(d -> d.findElement(By.id("login-error")).getText().startsWith("wrong name or password"));
    }

    private static void changePassword(WebDriver browser, String current, String next, String again) {
        for (String[] f : new String[][] {{"password-current", current}, {"password-new", next}, {"password-again", again}}) {
            browser.findElement(By.id(f[0])).clear();
            browser.findElement(By.id(f[0])).sendKeys(f[1]);
        }
        ((org.openqa.selenium.JavascriptExecutor) browser).executeScript("document.getElementById('password-status').textContent = '';");
        browser.findElement(By.id("password-change")).click();
    }

    private static String link(MimeMessage m, String kind) throws Exception {
        Matcher x = Pattern.compile("http://127\\.0\\.0\\.1:\\d+/mail/" + kind + "\\?token=[A-Za-z0-9_.-]+").matcher(m.getContent().toString());
        assertTrue(x.find(), m.getContent().toString());
        return x.group();
    }
}
