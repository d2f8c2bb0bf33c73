package org.beadbox.server.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.Table;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.ServerSettings;
import org.beadbox.server.security.DatabasePassword;
import org.beadbox.testkit.TakeAway;
import org.beadbox.ui.web.ServerTables;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Migration 9 on a real H2 holding a table as a server before it kept it: its seats' links in
 * {@code lobby_seat.link} and random tokens in clear in {@code seats_json}. After the migration no
 * token is left in clear, the table reopens, and each account gets a link to its seat again.
 */
@DisplayName("Migration 9: the seats' tokens kept in clear become digests")
class SeatTokenDigestsTest {

    @TempDir
    Path home;

    private final GameCatalog games = GameCatalog.of(new TakeAway());
    private final SecureRandom random = new SecureRandom();

    private String token() {
        byte[] b = new byte[24];
        random.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    @Test
    @DisplayName("a table being played before the upgrade: no clear token after it; it reopens, the site gives new links, and the old ones still open their seats")
    void upgrade() throws Exception {
        ServerSettings h2 = new ServerSettings(0, Optional.empty(), Optional.empty(), Optional.empty());
        String id;
        Account ann;
        Account bob;
        List<String> old = new ArrayList<>();
        try (Database db = new Database(h2, home)) {
            Accounts accounts = new Accounts(db);
            ann = accounts.register("ann", "correct horse battery", "127.0.0.1");
            bob = accounts.register("bob", "correct horse battery", "127.0.0.1");
            DatabaseTableStore store = DatabaseTableStore.over(db, Clock.systemUTC(), null);
            try (ServerTables server = new ServerTables(games, home, store)) {
                Lobby lobby = Lobby.over(db, games, server.tables(), store, Clock.systemUTC());
                long seek = lobby.post(ann, new Seek.Offer(TakeAway.ID, Map.of("beads", "7"), 2, false, Optional.empty(), Optional.empty()), null);
                id = lobby.accept(bob, seek, null);
                Table t = server.tables().table(id).orElseThrow();
                assertTrue(server.play(id, t.match().state().toMove(), "1"));
            }
        }
        // As the table stood before version 9: the links in lobby_seat, random tokens in clear in seats_json.
        try (Connection c = oldConnection(); Statement s = c.createStatement()) {
            c.setAutoCommit(true);
            s.execute("ALTER TABLE lobby_seat ADD COLUMN link VARCHAR(400)");
            JsonObject seats;
            try (ResultSet r = s.executeQuery("SELECT seats_json FROM lobby_table WHERE id = '" + id + "'")) {
                r.next();
                seats = JsonParser.parseString(r.getString(1)).getAsJsonObject();
            }
            int i = 0;
            for (JsonElement seat : seats.getAsJsonArray("seats")) {
                String token = token();
                old.add(token);
                seat.getAsJsonObject().remove("digest");
                seat.getAsJsonObject().addProperty("token", token);
                try (PreparedStatement u = c.prepareStatement("UPDATE lobby_seat SET link = ? WHERE table_id = ? AND seat = ?")) {
                    u.setString(1, ServerTables.BASE + "table.html#" + id + "." + token);
                    u.setString(2, id);
                    u.setInt(3, i++);
                    u.executeUpdate();
                }
            }
            String watch = token();
            old.add(watch);
            seats.remove("spectatorDigest");
            seats.addProperty("spectator", watch);
            try (PreparedStatement u = c.prepareStatement("UPDATE lobby_table SET seats_json = ? WHERE id = ?")) {
                u.setString(1, seats.toString());
                u.setString(2, id);
                u.executeUpdate();
            }
            s.execute("ALTER TABLE lobby_seat DROP COLUMN token_digest");
            s.execute("DROP TABLE site_key");
            s.execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" = '9'");
            // a database from before migration 9 has none of the later ones either: undo them (11: mail;
            // 12, 13: tournaments; 15: the players' indexes), and forget every migration after 8
            for (String later : List.of("mail_outbox", "mail_settings", "mail_token", "account_email",
                    "tournament_game", "tournament_entrant", "tournament")) {
                s.execute("DROP TABLE IF EXISTS " + later);
            }
            s.execute("DROP INDEX IF EXISTS rating_pool_rank");
            s.execute("DROP INDEX IF EXISTS account_name_prefix");
            List<String> versions = new java.util.ArrayList<>();
            try (ResultSet r = s.executeQuery("SELECT \"version\" FROM \"flyway_schema_history\" WHERE \"version\" IS NOT NULL")) {
                while (r.next()) {
                    versions.add(r.getString(1));
                }
            }
            for (String v : versions) {
                if (Integer.parseInt(v) > 8) {
                    s.execute("DELETE FROM \"flyway_schema_history\" WHERE \"version\" = '" + v + "'");
                }
            }
        }
        try (Connection c = oldConnection(); Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT COUNT(*) FROM lobby_seat WHERE link LIKE '%" + old.get(0) + "'")) {
            r.next();
            assertEquals(1, r.getInt(1), "the old form is in place");
        }

        try (Database db = new Database(h2, home)) {
            assertEquals(List.of(), DatabaseScan.clearIn(db, old), "tokens left in clear by the migration");
            DatabaseTableStore store = DatabaseTableStore.over(db, Clock.systemUTC(), null);
            try (ServerTables server = new ServerTables(games, home, store)) {
                Lobby lobby = Lobby.over(db, games, server.tables(), store, Clock.systemUTC());
                Table t = server.tables().table(id).orElseThrow(() -> new AssertionError("the table did not reopen"));
                assertEquals(1, t.match().moves().size());
                List<Long> seated = db.inTransaction(c -> LobbyTables.accounts(c, id));
                String annLink = lobby.play(ann, id).orElseThrow();
                assertEquals(t.seatLink(seated.indexOf(ann.id())).orElseThrow().toString(), annLink);
                assertEquals(t.seatLink(seated.indexOf(bob.id())).orElseThrow().toString(), lobby.play(bob, id).orElseThrow());
                assertNotEquals(old.get(seated.indexOf(ann.id())), annLink.substring(annLink.lastIndexOf('.') + 1));
                assertEquals(List.of(), DatabaseScan.clearIn(db, List.of(annLink.substring(annLink.lastIndexOf('.') + 1),
                        t.spectatorLink().toString().substring(t.spectatorLink().toString().lastIndexOf('.') + 1))));
                String json = db.inTransaction(c -> {
                    try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT seats_json FROM lobby_table WHERE id = '" + id + "'")) {
                        r.next();
                        return r.getString(1);
                    }
                });
                assertFalse(json.contains("\"token\"") || json.contains("\"spectator\""), json);
                int annSeat = seated.indexOf(ann.id());
                String annNew = annLink.substring(annLink.lastIndexOf('.') + 1);
                assertEquals(Optional.of(java.util.Set.of(annSeat)), server.access(id, List.of(annNew)), "the new link");
                assertEquals(Optional.of(java.util.Set.of(annSeat)), server.access(id, List.of(old.get(annSeat))), "the link of before the upgrade");
                assertEquals(Optional.of(java.util.Set.of()), server.access(id, List.of(old.get(2))), "the old watch link");
                assertEquals(Optional.empty(), server.access(id, List.of(token())), "a made-up token");
            }
            // Reopened once more (a restart, a takeover): the old links still open their seats.
            try (ServerTables server = new ServerTables(games, home, DatabaseTableStore.over(db, Clock.systemUTC(), null))) {
                List<Long> seated = db.inTransaction(c -> LobbyTables.accounts(c, id));
                int bobSeat = seated.indexOf(bob.id());
                assertEquals(Optional.of(java.util.Set.of(bobSeat)), server.access(id, List.of(old.get(bobSeat))));
                assertEquals(List.of(), DatabaseScan.clearIn(db, old), "tokens in clear after the table was saved again");
            }
        }
    }

    @Test
    @DisplayName("the seats' JSON: tokens become digests, other fields stay, and what is not JSON is left alone")
    void json() {
        String digested = SeatTokenDigests.digested("{\"format\":1,\"seats\":[{\"kind\":\"remote\",\"token\":\"abc\"},"
                + "{\"kind\":\"computer\",\"spec\":\"mcts\"}],\"spectator\":\"xyz\"}");
        JsonObject o = JsonParser.parseString(digested).getAsJsonObject();
        assertEquals(SeatTokenDigests.jsonDigest("abc"), o.getAsJsonArray("seats").get(0).getAsJsonObject().get("digest").getAsString());
        assertEquals("mcts", o.getAsJsonArray("seats").get(1).getAsJsonObject().get("spec").getAsString());
        assertEquals(SeatTokenDigests.jsonDigest("xyz"), o.get("spectatorDigest").getAsString());
        assertFalse(digested.contains("abc") || digested.contains("xyz"), digested);
        assertEquals(43, SeatTokenDigests.jsonDigest("abc").length());
        assertEquals(null, SeatTokenDigests.digested("not json"));
    }

    private Connection oldConnection() throws Exception {
        org.h2.jdbcx.JdbcDataSource ds = new org.h2.jdbcx.JdbcDataSource();
        ds.setURL("jdbc:h2:file:" + Database.privateFolder(home).resolve("beadbox") + ";AUTO_SERVER=TRUE");
        ds.setUser("sa");
        ds.setPassword(DatabasePassword.h2(Database.privateFolder(home)).orElseThrow());
        return ds.getConnection();
    }
}
