package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.beadbox.server.Browser.Answer;
import org.beadbox.server.security.DatabasePassword;
import org.beadbox.server.security.Limit;
import org.beadbox.server.security.LoginLimits;
import org.beadbox.server.security.SecurityLog;
import org.beadbox.server.security.SiteKey;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Login throttling (OWASP's device cookies) and the security log, over real HTTP: two nodes
 * ({@link ApiNode}, each a real Jetty) on one real database, every client's address set by
 * {@code X-Forwarded-For} from the trusted proxy, attacks spread over both nodes. H2 ({@link
 * LoginThrottleOnH2Test}) and PostgreSQL ({@link LoginThrottleOnPostgresTest}).
 *
 * <p>The limits are the defaults but for the address (20 failures an hour, not 300) and
 * registrations (30 a day, not 100), so that reaching them takes fewer Argon2id hashes.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class LoginThrottleTest {

    static final String PW = "glass beads glow";
    static final LoginLimits LIMITS = new LoginLimits(LoginLimits.DEFAULTS.device(), LoginLimits.DEFAULTS.unknown(),
            new Limit(20, Duration.ofHours(1)), new Limit(30, Duration.ofDays(1)));
    private static final int TRIES = LIMITS.unknown().count();

    private Path folder;
    ApiNode a;
    ApiNode b;

    /** The database both nodes share; {@code home} is node A's folder. */
    abstract String database(Path home);

    @BeforeAll
    void start(@TempDir Path temp) throws Exception {
        folder = temp;
        String url = database(folder.resolve("a"));
        a = new ApiNode(url, folder.resolve("a"), LIMITS);
        // a second node of the same site holds the first one's secrets (docs/deploy.md, several nodes)
        Path from = folder.resolve("a").resolve("server");
        Path to = Files.createDirectories(folder.resolve("b").resolve("server"));
        for (String secret : List.of(DatabasePassword.H2_FILE, SiteKey.FILE)) {
            if (Files.exists(from.resolve(secret))) {
                Files.copy(from.resolve(secret), to.resolve(secret), StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
        b = new ApiNode(url, folder.resolve("b"), LIMITS);
    }

    @AfterAll
    void stop() throws Exception {
        if (b != null) {
            b.close();
        }
        if (a != null) {
            a.close();
        }
    }

    /** The answer to a login with a name nobody has: what every failed login must look like. */
    private Answer unknownName(String address) throws Exception {
        Answer r = new Browser(address).login(a, "nobody-" + address.replace('.', '-').replace(':', '-'), PW);
        assertEquals(401, r.status());
        return r;
    }

    ApiNode either(int i) {
        return i % 2 == 0 ? a : b;
    }

    @Test
    @DisplayName("an attacker hammers ann from 30 addresses over both nodes: after 10 failures new browsers are refused, "
            + "the right password included, with the same answer; ann's own browser gets in on either node")
    void ownerGetsInDuringAttack() throws Exception {
        Browser owner = new Browser("10.1.0.1");
        assertEquals(201, owner.register(a, "ann", PW).status());
        Answer wrong = unknownName("10.1.0.200");
        for (int i = 1; i <= 3 * TRIES; i++) {
            Answer r = new Browser("203.0.113." + i).login(either(i), "ann", "guess number " + i);
            assertEquals(wrong, r, "attempt " + i);
        }
        assertEquals(wrong, new Browser("203.0.113.99").login(b, "ann", PW), "a new browser with the right password: refused alike");
        assertEquals(200, owner.login(b, "ann", PW).status(), "the device cookie node A signed is good at node B");
        assertEquals(200, owner.login(a, "ann", PW).status(), "and again with the new one it was given");
        List<String> log = logs();
        assertEquals(1, log.stream().filter(l -> l.contains(" event=login-locked ") && l.contains(" account=ann ")
                && l.endsWith(" limit=unknown")).count(), String.join("\n", log));
        assertEquals(TRIES, log.stream().filter(l -> l.contains(" event=login-failed address=203.0.113.")).count());
        assertEquals(2 * TRIES + 1, log.stream().filter(l -> l.contains(" event=login-throttled address=203.0.113.")
                && l.contains(" limit=unknown ")).count());
        assertEquals(2, log.stream().filter(l -> l.contains(" event=login-ok address=10.1.0.1 account=ann device=known")).count());
    }

    @Test
    @DisplayName("a known browser's own failures lock that browser only: kit's phone and a new browser still get in")
    void knownDeviceLocksOnlyItself() throws Exception {
        Browser laptop = new Browser("10.2.0.1");
        assertEquals(201, laptop.register(a, "kit", PW).status());
        Browser phone = new Browser("10.2.0.2");
        assertEquals(200, phone.login(b, "kit", PW).status());
        Answer wrong = unknownName("10.2.0.200");
        for (int i = 0; i < LIMITS.device().count(); i++) {
            assertEquals(wrong, laptop.login(either(i), "kit", "typo " + i), "typo " + i);
        }
        assertEquals(wrong, laptop.login(a, "kit", PW), "the laptop is locked, with the same answer as any failure");
        assertEquals(200, phone.login(a, "kit", PW).status());
        assertEquals(200, new Browser("10.2.0.3").login(b, "kit", PW).status(), "the laptop's failures are not the unknown browsers'");
        assertTrue(logs().stream().anyMatch(l -> l.contains(" event=login-locked address=10.2.0.1 account=kit device=known limit=device")));
    }

    @Test
    @DisplayName("forged, tampered, expired-looking, garbled and other accounts' device cookies count as unknown browsers")
    void forgedCookiesCountAsUnknown() throws Exception {
        Browser owner = new Browser("10.3.0.1");
        assertEquals(201, owner.register(a, "cyd", PW).status());
        Map.Entry<String, String> real = owner.deviceCookie();
        String[] parts = real.getValue().split("\\.");
        Browser dan = new Browser("10.3.0.2");
        assertEquals(201, dan.register(b, "dan", PW).status());
        String last = parts[2].substring(42).equals("A") ? "B" : "A";
        List<String> fakes = List.of(
                "AAAAAAAAAAAAAAAAAAAAAA." + parts[1] + "." + "A".repeat(43),               // made up, of the right shape
                parts[0] + "." + parts[1] + "." + parts[2].substring(0, 42) + last,          // its signature changed
                parts[0] + "." + (Long.parseLong(parts[1]) + 1) + "." + parts[2],            // its time changed
                "BBBBBBBBBBBBBBBBBBBBBB." + parts[1] + "." + parts[2],                       // another nonce under its signature
                dan.deviceCookie().getValue(),                                               // dan's good cookie, for cyd
                "x".repeat(500));                                                            // garbage
        Answer wrong = unknownName("10.3.0.200");
        for (int i = 0; i < TRIES; i++) {
            Browser attacker = new Browser("198.18.0." + i);
            attacker.cookies.put(real.getKey(), fakes.get(i % fakes.size()));
            assertEquals(wrong, attacker.login(either(i), "cyd", "guess " + i), "fake " + i % fakes.size());
        }
        Browser forger = new Browser("198.18.0.99");
        forger.cookies.put(real.getKey(), fakes.get(0));
        assertEquals(wrong, forger.login(a, "cyd", PW), "the fakes' failures locked cyd for unknown browsers: the fakes are unknown");
        assertEquals(200, owner.login(b, "cyd", PW).status());
        List<String> log = logs();
        assertEquals(TRIES, log.stream().filter(l -> l.contains(" event=login-failed address=198.18.0.")
                && l.contains(" device=invalid ")).count(), String.join("\n", log));
        assertTrue(log.stream().noneMatch(l -> l.contains(real.getValue()) || l.contains(parts[2])), "no cookie value in the log");
    }

    @Test
    @DisplayName("fail2ban-regex with docs/deploy's filter, on the log the server wrote, finds the failed logins' addresses only,"
            + " and no name forges a line or a field")
    void fail2banFindsFailures() throws Exception {
        Browser eve = new Browser("192.0.2.50");
        assertEquals(201, eve.register(a, "eve", PW).status());
        assertEquals(200, eve.login(a, "eve", PW).status());
        assertEquals(200, new Browser("192.0.2.51").login(a, "eve", PW).status());
        for (int i = 1; i <= 3; i++) {
            assertEquals(401, new Browser("192.0.2." + i).login(a, "eve", "not her password").status());
        }
        String forged = "2026-12-01T10:00:00Z event=login-failed address=192.0.2.77 account=x";
        assertEquals(401, new Browser("192.0.2.4").login(a, "eve\n" + forged, PW).status());
        assertEquals(401, new Browser("192.0.2.5").login(a, "x address=192.0.2.88 via=login", "not a password").status());
        assertEquals(401, new Browser("192.0.2.6").login(a, "eve\u0000\r\t\u001b[31m", "not a password").status());

        Path file = a.log.file();
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
        for (String line : Files.readAllLines(file, StandardCharsets.US_ASCII)) {
            assertTrue(line.matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ event=[a-z-]+( [a-z-]+=[A-Za-z0-9._:/@+%-]*)*"), line);
            assertFalse(line.contains(PW) || line.contains("not her password"), "no password in the log: " + line);
        }
        Set<String> matched = fail2banRegex(file).stream().filter(ip -> ip.startsWith("192.0.2.")).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(new TreeSet<>(List.of("192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4", "192.0.2.5", "192.0.2.6")), matched,
                "the failures' addresses, not eve's successes (.50, .51) nor an address written into a name (.77, .88)");
    }

    /** The addresses fail2ban-regex finds in a log with the filter shipped in docs/deploy/. */
    private static List<String> fail2banRegex(Path log) throws IOException, InterruptedException {
        Path filter = NginxFront.deployDocs().resolve("beadbox.filter.conf").toAbsolutePath();
        Process p = new ProcessBuilder("fail2ban-regex", "-o", "ip", log.toAbsolutePath().toString(), filter.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        return out.lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    }

    /** Both nodes' security logs, as lines. */
    private List<String> logs() throws IOException {
        List<String> lines = new ArrayList<>();
        for (ApiNode n : List.of(a, b)) {
            if (Files.exists(n.log.file())) {
                lines.addAll(Files.readAllLines(n.log.file(), StandardCharsets.US_ASCII));
            }
        }
        return lines;
    }

}
