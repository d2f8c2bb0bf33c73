package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import jakarta.mail.internet.MimeMessage;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.beadbox.server.mail.MailConfig;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

/**
 * Mail over a real SMTP server on loopback (GreenMail in this JVM) and a real site ({@link MailSite}:
 * Jetty, the server's components, a real database; H2 in {@link MailOnH2Test}, PostgreSQL in
 * {@link MailOnPostgresTest}): the messages GreenMail received are read for their links and headers.
 * Verification, reset and its attacks, forgot compared for known and unknown names, header
 * injection, flooding, the digest, challenges, one-click unsubscribe, and the SMTP server down and
 * back. The sender polls every 100 ms and waits 300 ms after a first failure.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class MailTest {

    static final String PW = "glass beads glow";
    
    private MailBox smtp;
    MailSite site;
    private int nextAddress = 1;

    abstract String database(Path home);

    @BeforeAll
    void start(@TempDir Path temp) throws Exception {
        smtp = new MailBox();
        MailConfig config = MailConfig.of(java.net.URI.create("smtp://127.0.0.1:" + smtp.port), "beads@example.org")
                .withTiming(Duration.ofMillis(300), Duration.ofMillis(100));
        site = new MailSite(database(temp), temp, config);
    }

    @AfterAll
    void stop() throws Exception {
        if (site != null) {
            site.close();
        }
        if (smtp != null) {
            smtp.close();
        }
    }

    /** A browser from an address of its own (registrations and forgot requests are counted per address). */
    MailSite.Client client() {
        int n = nextAddress++;
        return site.new Client("10.44." + (n / 250) + "." + (n % 250 + 1));
    }

    MailSite.Client register(String name) throws Exception {
        MailSite.Client c = client();
        MailSite.Answer a = c.post("/api/register", ApiClient.credentials(name, PW));
        assertEquals(201, a.status(), a.body());
        return c;
    }

    /** An account with a verified address. */
    MailSite.Client verified(String name, String address) throws Exception {
        MailSite.Client c = register(name);
        assertEquals(202, c.post("/api/email", "{\"email\": \"" + address + "\"}").status());
        String link = MailBox.link(smtp.await(address, 1), "verify");
        assertEquals(200, c.send(HttpRequest.newBuilder(site.local(link)).GET()).status());
        return c;
    }

    static String reset(String token, String password) {
        return "{\"token\": \"" + token + "\", \"password\": \"" + password + "\"}";
    }

    @Test
    @DisplayName("An address is verified by the link mailed to it, once; the token is stored as its SHA-256 digest only; /api/me shows it to its owner")
    void verification() throws Exception {
        MailSite.Client ann = register("ann");
        assertEquals(202, ann.post("/api/email", "{\"email\": \"Ann@Example.org\"}").status());
        MimeMessage m = smtp.await("Ann@Example.org", 1);
        assertEquals("Verify your e-mail address", m.getSubject());
        assertEquals("beads@example.org", m.getFrom()[0].toString());
        String link = MailBox.link(m, "verify");
        String token = MailBox.token(link);
        assertTrue(MailBox.body(m).contains("Hello ann,"), MailBox.body(m));
        assertEquals(0, site.count("SELECT COUNT(*) FROM mail_token WHERE digest = '" + token + "'"));
        assertEquals(1, site.count("SELECT COUNT(*) FROM mail_token WHERE digest = '" + sha256(token) + "'"));
        assertEquals(com.google.gson.JsonNull.INSTANCE, ann.get("/api/me").json().get("email"));
        assertEquals("Ann@Example.org", ann.get("/api/me").json().get("emailPending").getAsString(), "waiting for its link");

        MailSite.Answer first = ann.send(HttpRequest.newBuilder(site.local(link)).GET());
        assertEquals(200, first.status(), first.body());
        assertTrue(first.body().contains("Ann@Example.org"), first.body());
        assertEquals("Ann@Example.org", ann.get("/api/me").json().get("email").getAsString());
        assertEquals(com.google.gson.JsonNull.INSTANCE, ann.get("/api/me").json().get("emailPending"), "the link followed, nothing waits");

        MailSite.Answer again = client().send(HttpRequest.newBuilder(site.local(link)).GET());
        assertEquals(410, again.status());
        assertTrue(again.body().contains("used already"), again.body());

        // Another account cannot take the address: no mail goes out, the answer is the same.
        MailSite.Client bob = register("bob");
        int before = smtp.to("ann@example.org").size();
        MailSite.Answer taken = bob.post("/api/email", "{\"email\": \"ann@example.org\"}");
        assertEquals(202, taken.status());
        Thread.sleep(1000);
        assertEquals(before, smtp.to("ann@example.org").size());
        // Other players never see it: a profile is not /api/me, and bob's /api/me has no address.
        assertEquals(com.google.gson.JsonNull.INSTANCE, bob.get("/api/me").json().get("email"));
        // Nor learns that it is taken: it waits for its link on bob's settings as a free address would.
        assertEquals("ann@example.org", bob.get("/api/me").json().get("emailPending").getAsString());
    }

    @Test
    @DisplayName("Forgot, then reset: the new password works, every session ended; the token used twice, guessed, expired or after a password change is refused")
    void reset() throws Exception {
        MailSite.Client cid = verified("cid", "cid@example.org");
        MailSite.Client other = client();
        MailSite.Answer asked = other.post("/api/password/forgot", "{\"name\": \"CID\"}");
        assertEquals(202, asked.status());
        MimeMessage m = smtp.await("cid@example.org", 2);
        assertEquals("Set a new password", m.getSubject());
        String token = MailBox.token(MailBox.link(m, "reset"));

        // The page of the link, and a weak password that does not use the link up.
        assertEquals(200, other.send(HttpRequest.newBuilder(site.local(MailBox.link(m, "reset"))).GET()).status());
        assertEquals(400, other.post("/api/password/reset", reset(token, "short")).status());
        assertEquals(400, other.post("/api/password/reset", reset("A" + token.substring(1), "a new long password")).status());
        MailSite.Answer done = other.post("/api/password/reset", reset(token, "a new long password"));
        assertEquals(200, done.status(), done.body());
        assertEquals(401, cid.get("/api/me").status(), "the session from before the reset ended");
        assertEquals(200, client().post("/api/login", ApiClient.credentials("cid", "a new long password")).status());
        assertEquals(401, client().post("/api/login", ApiClient.credentials("cid", PW)).status());

        MailSite.Answer twice = other.post("/api/password/reset", reset(token, "yet another password"));
        assertEquals(410, twice.status());
        assertTrue(twice.json().get("error").getAsString().contains("used already"), twice.body());
        MailSite.Answer guessed = other.post("/api/password/reset", reset("x".repeat(43), "yet another password"));
        assertEquals(400, guessed.status());
        assertFalse(guessed.body().contains("\n") && guessed.body().strip().contains("\n"), "one line");

        // A token issued before a password change is worthless.
        assertEquals(202, other.post("/api/password/forgot", "{\"name\": \"cid\"}").status());
        String stale = MailBox.token(MailBox.link(smtp.await("cid@example.org", 3), "reset"));
        MailSite.Client owner = client();
        assertEquals(200, owner.post("/api/login", ApiClient.credentials("cid", "a new long password")).status());
        assertEquals(200, owner.post("/api/password", "{\"current\": \"a new long password\", \"password\": \"changed by its owner\"}").status());
        MailSite.Answer afterChange = other.post("/api/password/reset", reset(stale, "the attacker's password"));
        assertEquals(410, afterChange.status());
        assertTrue(afterChange.json().get("error").getAsString().contains("password was changed"), afterChange.body());

        // An expired one.
        assertEquals(202, other.post("/api/password/forgot", "{\"name\": \"cid\"}").status());
        String old = MailBox.token(MailBox.link(smtp.await("cid@example.org", 4), "reset"));
        String oldDigest = sha256(old);
        site.db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE mail_token SET expires_at = ? WHERE digest = ?")) {
                s.setObject(1, OffsetDateTime.now(ZoneOffset.UTC).minusSeconds(1));
                s.setString(2, oldDigest);
                return s.executeUpdate();
            }
        });
        MailSite.Answer expired = other.post("/api/password/reset", reset(old, "the attacker's password"));
        assertEquals(410, expired.status());
        assertTrue(expired.json().get("error").getAsString().contains("expired"), expired.body());
        assertEquals(200, client().post("/api/login", ApiClient.credentials("cid", "changed by its owner")).status());
        String log = Files.readString(site.log.file());
        assertTrue(log.contains("event=password-forgot "), log);
        assertTrue(log.contains("event=password-reset address=") && log.contains("account=cid"), log);
        assertFalse(log.contains(token), "no token in the security log");
    }

    @Test
    @DisplayName("forgot answers the same status and body, in the same time, for a known name with an address and for unknown names; a known name gets at most --throttle-forgot mails")
    void forgotTellsNothing() throws Exception {
        verified("dee", "dee@example.org");
        int before = smtp.to("dee@example.org").size();
        List<Long> known = new ArrayList<>();
        List<Long> unknown = new ArrayList<>();
        String knownBody = null;
        List<Boolean> order = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            order.add(i % 2 == 0);
        }
        java.util.Collections.shuffle(order.subList(4, 40), new java.util.Random(44)); // no pattern the server could lean on
        for (int i = 0; i < 40; i++) {
            boolean k = order.get(i);
            MailSite.Client c = client();
            long t0 = System.nanoTime();
            MailSite.Answer a = c.post("/api/password/forgot", "{\"name\": \"" + (k ? "dee" : "nobody" + i) + "\"}");
            long took = System.nanoTime() - t0;
            assertEquals(202, a.status());
            if (knownBody == null) {
                knownBody = a.body();
            }
            assertEquals(knownBody, a.body());
            if (i >= 4) { // the first few warm up the JIT and the pool
                (k ? known : unknown).add(took);
            }
        }
        long mk = median(known);
        long mu = median(unknown);
        System.out.println("forgot: median " + mk / 1000 + " µs for a known name, " + mu / 1000 + " µs for unknown names ("
                + known.size() + " each)");
        // The same work on the request path: the medians are within 15 ms plus half the larger of them.
        assertTrue(Math.abs(mk - mu) < 15_000_000 + Math.max(mk, mu) / 2,
                "median known " + mk / 1000 + " µs, unknown " + mu / 1000 + " µs");
        // 20 requests for dee, but the default --throttle-forgot 3/1h: three mails.
        smtp.await("dee@example.org", before + 3);
        Thread.sleep(1500);
        assertEquals(before + 3, smtp.to("dee@example.org").size());
        assertTrue(Files.readString(site.log.file()).contains("event=password-forgot-throttled account=dee limit=account"));
    }

    @Test
    @DisplayName("forgot from one address is refused after --throttle-forgot-address (30/1h), whatever the names")
    void forgotFromOneAddressIsThrottled() throws Exception {
        MailSite.Client c = client();
        for (int i = 0; i < MailConfig.DEFAULT_FORGOT_ADDRESS.count(); i++) {
            assertEquals(202, c.post("/api/password/forgot", "{\"name\": \"someone" + i + "\"}").status());
        }
        MailSite.Answer refused = c.post("/api/password/forgot", "{\"name\": \"someone\"}");
        assertEquals(429, refused.status());
        assertTrue(refused.json().get("error").getAsString().startsWith("too many password requests from your address"));
    }

    @Test
    @DisplayName("Verification mails are throttled per account (--throttle-verify 5/1d)")
    void verificationFlooding() throws Exception {
        MailSite.Client eve = register("eve");
        for (int i = 0; i < MailConfig.DEFAULT_VERIFY.count(); i++) {
            assertEquals(202, eve.post("/api/email", "{\"email\": \"victim@example.org\"}").status());
        }
        MailSite.Answer refused = eve.post("/api/email", "{\"email\": \"victim@example.org\"}");
        assertEquals(429, refused.status());
        smtp.await("victim@example.org", 5);
        Thread.sleep(1000);
        assertEquals(5, smtp.to("victim@example.org").size());
    }

    @Test
    @DisplayName("Header injection: CR/LF in an address is refused; in a forgot name it reaches no header and adds no recipient")
    void headerInjection() throws Exception {
        MailSite.Client fay = register("fay");
        for (String bad : new String[] {"fay@example.org\\r\\nBcc: evil@example.org", "fay@example.org\\nBcc: evil@example.org",
                "\\\"fay\\\" <fay@example.org>, evil@example.org", "fay@example.org%0d%0aBcc:evil@example.org"}) {
            MailSite.Answer a = fay.post("/api/email", "{\"email\": \"" + bad + "\"}");
            assertEquals(400, a.status(), bad);
            assertTrue(a.json().get("error").getAsString().contains("not an e-mail address"), a.body());
        }
        assertEquals(400, client().post("/api/register", ApiClient.credentials("fay\r\nBcc: evil@example.org", PW)).status());
        verified("gus", "gus@example.org");
        assertEquals(202, client().post("/api/password/forgot", "{\"name\": \"gus\\r\\nBcc: evil@example.org\"}").status());
        assertEquals(202, client().post("/api/password/forgot", "{\"name\": \"gus\"}").status());
        MimeMessage m = smtp.await("gus@example.org", 2);
        assertEquals(1, m.getAllRecipients().length);
        assertEquals(null, m.getHeader("Bcc"));
        Thread.sleep(500);
        assertTrue(smtp.to("evil@example.org").isEmpty());
        assertEquals(0, Arrays.stream(smtp.all()).filter(x -> {
            try {
                return Arrays.stream(x.getAllRecipients()).anyMatch(r -> r.toString().contains("evil"));
            } catch (jakarta.mail.MessagingException e) {
                throw new IllegalStateException(e);
            }
        }).count());
    }

    @Test
    @DisplayName("Your turn: one digest per interval listing the waiting correspondence games; a challenge mail; one-click unsubscribe without a login")
    void notifications() throws Exception {
        MailSite.Client hal = verified("hal", "hal@example.org");
        MailSite.Client ivy = verified("ivy", "ivy@example.org");
        long halId = site.accounts.find("hal").orElseThrow().id();
        long ivyId = site.accounts.find("ivy").orElseThrow().id();
        int halBefore = smtp.to("hal@example.org").size();
        site.table("t-hal-1", halId, ivyId, 0);
        site.table("t-hal-2", ivyId, halId, 1);
        MimeMessage digest = smtp.await("hal@example.org", halBefore + 1);
        assertEquals("Your move in 2 correspondence games", digest.getSubject());
        assertTrue(MailBox.body(digest).contains("t-hal-1") && MailBox.body(digest).contains("t-hal-2"), MailBox.body(digest));
        String unsubscribe = digest.getHeader("List-Unsubscribe")[0];
        assertEquals("List-Unsubscribe=One-Click", digest.getHeader("List-Unsubscribe-Post")[0]);
        assertTrue(unsubscribe.startsWith("<http://127.0.0.1:8765/mail/unsubscribe?token=" + halId + ".turn."), unsubscribe);

        // Another move within the interval (24 h by default): no second digest.
        site.turn("t-hal-1", 0);
        Thread.sleep(2500);
        assertEquals(halBefore + 1, smtp.to("hal@example.org").size());
        // Once the interval is over, the next one comes.
        site.db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE mail_settings SET last_digest_at = ? WHERE account_id = ?")) {
                s.setObject(1, OffsetDateTime.now(ZoneOffset.UTC).minusHours(25));
                s.setLong(2, halId);
                return s.executeUpdate();
            }
        });
        smtp.await("hal@example.org", halBefore + 2);

        // A challenge to ivy.
        int ivyBefore = smtp.to("ivy@example.org").size();
        site.db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO seek (account_id, game, options, seats, rated, days, for_account,"
                    + " state, created_at) VALUES (?, 'glassbead-challenge', '{}', 2, TRUE, 3, ?, 'open', ?)")) {
                s.setLong(1, halId);
                s.setLong(2, ivyId);
                s.setObject(3, OffsetDateTime.now(ZoneOffset.UTC));
                return s.executeUpdate();
            }
        });
        MimeMessage challenge = smtp.await("ivy@example.org", ivyBefore + 1);
        assertEquals("hal challenges you to glassbead-challenge", challenge.getSubject());

        // One click, as a mail client does it: a POST without login, cookie or Origin.
        String url = unsubscribe.substring(1, unsubscribe.length() - 1);
        // Opening the link (as a mail scanner does) only shows the button.
        HttpResponse<String> page = MailSite.raw(HttpRequest.newBuilder(site.local(url)).GET().build());
        assertEquals(200, page.statusCode());
        assertTrue(page.body().contains("<form method=\"post\""), page.body());
        assertTrue(hal.get("/api/me").json().getAsJsonObject("notifications").get("turn").getAsBoolean());
        HttpResponse<String> tampered = MailSite.raw(HttpRequest.newBuilder(site.local(url.replace(".turn.", ".challenge.")))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("List-Unsubscribe=One-Click")).build());
        assertEquals(400, tampered.statusCode());
        HttpResponse<String> one = MailSite.raw(HttpRequest.newBuilder(site.local(url))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("List-Unsubscribe=One-Click")).build());
        assertEquals(200, one.statusCode(), one.body());
        assertFalse(hal.get("/api/me").json().getAsJsonObject("notifications").get("turn").getAsBoolean());
        assertTrue(hal.get("/api/me").json().getAsJsonObject("notifications").get("challenge").getAsBoolean());
        // Nothing more about turns, even with the interval over.
        site.db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE mail_settings SET last_digest_at = ? WHERE account_id = ?")) {
                s.setObject(1, OffsetDateTime.now(ZoneOffset.UTC).minusHours(25));
                s.setLong(2, halId);
                return s.executeUpdate();
            }
        });
        site.turn("t-hal-2", 1);
        Thread.sleep(2500);
        assertEquals(halBefore + 2, smtp.to("hal@example.org").size());
        // The settings call turns it on again, and takes the interval.
        MailSite.Answer set = hal.post("/api/notifications", "{\"turn\": true, \"digestHours\": 6}");
        assertEquals(200, set.status(), set.body());
        assertEquals(6, set.json().get("digestHours").getAsInt());
        assertEquals(400, hal.post("/api/notifications", "{\"digestHours\": 0}").status());
        assertNotNull(ivy);
    }

    @Test
    @DisplayName("A tournament round paired: one mail per player naming the round and opponent; not again; not when off; a bye alone is no mail; one-click unsubscribe")
    void tournamentRound() throws Exception {
        MailSite.Client kit = verified("kit", "kit@example.org");
        MailSite.Client lou = verified("lou", "lou@example.org");
        long kitId = site.accounts.find("kit").orElseThrow().id();
        long louId = site.accounts.find("lou").orElseThrow().id();
        assertTrue(kit.get("/api/me").json().getAsJsonObject("notifications").get("tournament").getAsBoolean(), "on by default");
        // The rows the tournament's runner writes when it pairs (V12, V13): moe has no address.
        long id = site.db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO tournament (name, game, options, seats, format, swiss_rounds,"
                    + " rated, max_players, state, round, rounds, created_at) VALUES ('Spring cup', 'glassbead-challenge', '{}', 2,"
                    + " 'round-robin', 0, TRUE, 8, 'playing', 0, 3, ?)", java.sql.Statement.RETURN_GENERATED_KEYS)) {
                s.setObject(1, OffsetDateTime.now(ZoneOffset.UTC));
                s.executeUpdate();
                try (java.sql.ResultSet k = s.getGeneratedKeys()) {
                    k.next();
                    long t = k.getLong(1);
                    for (Object[] e : new Object[][] {{"kit", kitId}, {"lou", louId}, {"moe", null}}) {
                        try (PreparedStatement i = c.prepareStatement("INSERT INTO tournament_entrant (tournament_id, name, account_id,"
                                + " rating, joined_at) VALUES (?, ?, ?, 1500, ?)")) {
                            i.setLong(1, t);
                            i.setString(2, (String) e[0]);
                            if (e[1] == null) {
                                i.setNull(3, java.sql.Types.BIGINT);
                            } else {
                                i.setLong(3, (Long) e[1]);
                            }
                            i.setObject(4, OffsetDateTime.now(ZoneOffset.UTC));
                            i.executeUpdate();
                        }
                    }
                    return t;
                }
            }
        });
        int kitBefore = smtp.to("kit@example.org").size();
        int louBefore = smtp.to("lou@example.org").size();
        pair(id, 1, "[\"kit\", \"lou\"]", "[\"moe\"]");
        MimeMessage m = smtp.await("kit@example.org", kitBefore + 1);
        assertEquals("Round 1 of Spring cup is paired", m.getSubject());
        String body = MailBox.body(m);
        assertTrue(body.contains("Round 1 of the tournament Spring cup") && body.contains("you against lou")
                && body.contains("/tournament/" + id), body);
        String unsubscribe = m.getHeader("List-Unsubscribe")[0];
        assertTrue(unsubscribe.startsWith("<http://127.0.0.1:8765/mail/unsubscribe?token=" + kitId + ".tournament."), unsubscribe);
        assertTrue(MailBox.body(smtp.await("lou@example.org", louBefore + 1)).contains("you against kit"));

        // lou turns it off; kit is told round 2 and round 1 not again (the scans since said nothing more);
        // lou is told nothing and not marked as told. (The queue is written by the scan that read round 2.)
        MailSite.Answer off = lou.post("/api/notifications", "{\"tournament\": false}");
        assertEquals(200, off.status(), off.body());
        assertFalse(off.json().get("tournament").getAsBoolean());
        assertTrue(off.json().get("challenge").getAsBoolean(), "the others stay");
        pair(id, 2, "[\"lou\", \"kit\"]", "[\"moe\"]");
        assertTrue(MailBox.body(smtp.await("kit@example.org", kitBefore + 2)).contains("Round 2 of the tournament"));
        assertEquals(2, tournamentMails("kit@example.org"));
        assertEquals(1, tournamentMails("lou@example.org"));
        assertEquals(1, site.count("SELECT mailed_round FROM tournament_entrant WHERE name = 'lou' AND tournament_id = " + id));
        assertEquals(2, site.count("SELECT mailed_round FROM tournament_entrant WHERE name = 'kit' AND tournament_id = " + id));

        // lou on again, with a bye only in round 3: no mail, but the round is told.
        assertEquals(200, lou.post("/api/notifications", "{\"tournament\": true}").status());
        pair(id, 3, "[\"kit\", \"moe\"]", "[\"lou\"]");
        smtp.await("kit@example.org", kitBefore + 3);
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (site.count("SELECT mailed_round FROM tournament_entrant WHERE name = 'lou' AND tournament_id = " + id) != 3) {
            assertTrue(System.nanoTime() < end, "lou's bye was not marked as told");
            Thread.sleep(100);
        }
        assertEquals(1, tournamentMails("lou@example.org"));
        assertEquals(3, tournamentMails("kit@example.org"));

        // kit's one click turns tournament mail off, and only it.
        String url = unsubscribe.substring(1, unsubscribe.length() - 1);
        HttpResponse<String> one = MailSite.raw(HttpRequest.newBuilder(site.local(url))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("List-Unsubscribe=One-Click")).build());
        assertEquals(200, one.statusCode(), one.body());
        com.google.gson.JsonObject now = kit.get("/api/me").json().getAsJsonObject("notifications");
        assertFalse(now.get("tournament").getAsBoolean());
        assertTrue(now.get("turn").getAsBoolean() && now.get("challenge").getAsBoolean());
        pair(id, 4, "[\"lou\", \"kit\"]", "[\"moe\"]");
        assertTrue(MailBox.body(smtp.await("lou@example.org", louBefore + 2)).contains("Round 4 of the tournament"));
        assertEquals(3, tournamentMails("kit@example.org"), "kit unsubscribed: no round 4 (read by the scan that told lou)");
        assertEquals(kitBefore + 3, smtp.to("kit@example.org").size());
    }

    private long tournamentMails(String to) {
        return site.count("SELECT COUNT(*) FROM mail_outbox WHERE kind = 'tournament' AND recipient = '" + to + "'");
    }

    /** Pairs round {@code round} as the runner does: one UPDATE of the round, and the games (a bye has no table). */
    private void pair(long tournament, int round, String... games) {
        site.db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE tournament SET round = ? WHERE id = ?")) {
                s.setInt(1, round);
                s.setLong(2, tournament);
                s.executeUpdate();
            }
            for (int i = 0; i < games.length; i++) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO tournament_game (tournament_id, round, table_no, table_id,"
                        + " players, how, paired_at) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                    boolean bye = !games[i].contains(",");
                    s.setLong(1, tournament);
                    s.setInt(2, round);
                    s.setInt(3, i + 1);
                    s.setString(4, bye ? null : "tt-" + tournament + "-" + round + "-" + (i + 1));
                    s.setString(5, games[i]);
                    s.setString(6, bye ? "bye" : null);
                    s.setObject(7, OffsetDateTime.now(ZoneOffset.UTC));
                    s.executeUpdate();
                }
            }
            return null;
        });
    }

    @Test
    @DisplayName("The SMTP server down: requests answer at once, the mail waits in the queue and is sent once the server is back")
    void smtpDownAndBack() throws Exception {
        verified("jon", "jon@example.org");
        smtp.stop();
        try {
            MailSite.Client c = client();
            long t0 = System.nanoTime();
            assertEquals(202, c.post("/api/password/forgot", "{\"name\": \"jon\"}").status());
            assertTrue(System.nanoTime() - t0 < Duration.ofSeconds(2).toNanos(), "the request did not wait for the SMTP server");
            long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (site.count("SELECT COUNT(*) FROM mail_outbox WHERE kind = 'reset' AND state = 'pending' AND attempts >= 2"
                    + " AND last_error IS NOT NULL") == 0) {
                assertTrue(System.nanoTime() < end, "the reset mail was not tried twice while the server was down");
                Thread.sleep(100);
            }
        } finally {
            smtp.start();
        }
        MimeMessage m = smtp.await("jon@example.org", 1); // the restarted server holds only what came since
        assertEquals("Set a new password", m.getSubject());
        // The link's page and its form: refused without the site's Origin, then the password is set.
        java.net.URI form = site.local("http://127.0.0.1:8765/mail/reset");
        String fields = "token=" + MailBox.token(MailBox.link(m, "reset")) + "&password=a+fresh+long+secret";
        assertEquals(403, MailSite.raw(HttpRequest.newBuilder(form).header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString(fields)).build()).statusCode());
        HttpResponse<String> set = MailSite.raw(HttpRequest.newBuilder(form).header("Content-Type", "application/x-www-form-urlencoded")
                .header("Origin", site.db.settings().origin()).POST(HttpRequest.BodyPublishers.ofString(fields)).build());
        assertEquals(200, set.statusCode(), set.body());
        assertEquals(200, client().post("/api/login", ApiClient.credentials("jon", "a fresh long secret")).status());
        assertEquals(0, site.count("SELECT COUNT(*) FROM mail_outbox WHERE state <> 'sent'"
                + " AND kind <> 'forgot' AND recipient = 'jon@example.org'"));
    }

    @Test
    @DisplayName("Two nodes' senders on one database: each of 40 queued mails is sent once")
    void twoSendersSendEachMailOnce() throws Exception {
        MailConfig config = MailConfig.of(java.net.URI.create("smtp://127.0.0.1:" + smtp.port), "beads@example.org")
                .withTiming(Duration.ofMillis(300), Duration.ofMillis(20));
        try (org.beadbox.server.mail.MailService second = new org.beadbox.server.mail.MailService(site.db, site.accounts,
                site.log, config, java.time.Clock.systemUTC(), "second", true)) {
            site.db.inTransaction(c -> {
                for (int i = 0; i < 40; i++) {
                    try (PreparedStatement s = c.prepareStatement("INSERT INTO mail_outbox (kind, recipient, subject, body, state,"
                            + " attempts, next_attempt_at, created_at) VALUES ('challenge', ?, 'once', 'once', 'pending', 0, ?, ?)")) {
                        s.setString(1, "many-" + i + "@example.org");
                        s.setObject(2, OffsetDateTime.now(ZoneOffset.UTC));
                        s.setObject(3, OffsetDateTime.now(ZoneOffset.UTC));
                        s.executeUpdate();
                    }
                }
                return null;
            });
            for (int i = 0; i < 40; i++) {
                smtp.await("many-" + i + "@example.org", 1);
            }
            Thread.sleep(1000);
            for (int i = 0; i < 40; i++) {
                assertEquals(1, smtp.to("many-" + i + "@example.org").size(), "many-" + i);
            }
        }
    }

    static long median(List<Long> xs) {
        List<Long> sorted = new ArrayList<>(xs);
        sorted.sort(null);
        return sorted.get(sorted.size() / 2);
    }

    static String sha256(String s) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256")
                .digest(s.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
    }

}
