package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.server.Browser.Answer;
import org.beadbox.testkit.Postgres;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Login throttling and the security log, two nodes on PostgreSQL")
class LoginThrottleOnPostgresTest extends LoginThrottleTest {

    @Override
    String database(Path home) {
        return Postgres.shared().newDatabase();
    }

    // On PostgreSQL only, the database of a public site: it takes some 110 Argon2id hashes, and
    // the counting it relies on is the same SQL on H2 (the other cases run on both).
    @Test
    @DisplayName("a club of 30 behind one address registers and logs in, some after a typo; a guesser behind the same router "
            + "gets the address refused, and the members' own browsers still get in")
    void clubBehindOneAddress() throws Exception {
        String nat = "198.51.100.7";
        List<Browser> members = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            Browser m = new Browser(nat);
            assertEquals(201, m.register(either(i), "member" + i, PW).status(), "member" + i);
            members.add(m);
        }
        Answer over = new Browser(nat).register(a, "member30", PW);
        assertEquals(429, over.status());
        assertTrue(over.body().contains("too many new accounts from your address: try again in "), over.body());
        assertEquals(201, new Browser("198.51.100.8").register(b, "neighbour", PW).status());
        for (int i = 0; i < 30; i++) {
            Browser clubPc = new Browser(nat);
            if (i % 3 == 0) {
                assertEquals(401, clubPc.login(either(i), "member" + i, "wrong beads " + i).status());
            }
            assertEquals(200, clubPc.login(either(i + 1), "member" + i, PW).status(), "member" + i);
        }
        int guesses = 0;
        Answer refused = null;
        for (int i = 0; i < 20 && refused == null; i++) {
            Answer r = new Browser(nat).login(either(i), "member" + i, "guess " + i);
            if (r.status() == 429) {
                refused = r;
            } else {
                assertEquals(401, r.status());
                guesses++;
            }
        }
        assertEquals(LIMITS.address().count() - 10, guesses, "10 typos and 10 guesses: the address is at its limit");
        assertTrue(refused.body().contains("too many failed logins from your address: try again in "), refused.body());
        assertEquals(429, new Browser(nat).login(b, "member3", PW).status(), "on the other node too");
        for (int i = 0; i < 30; i += 6) {
            assertEquals(200, members.get(i).login(either(i), "member" + i, PW).status(), "member" + i + "'s own browser");
        }
        assertEquals(401, new Browser("198.51.100.9").login(a, "member4", "another guess").status(), "another address is not refused");
    }
}
