package org.beadbox.server.lobby;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.server.security.SiteKey;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * Migration 9 (Java: SHA-256 reads differently in H2's and PostgreSQL's SQL): the seats' tokens
 * kept in clear become their digests, as sessions are kept (issue 42).
 * <ul>
 *   <li>{@code lobby_seat.link} (a seat's whole link, its token in it) is dropped for
 *   {@code token_digest}, the SHA-256 of the token;</li>
 *   <li>in {@code lobby_table.seats_json} (the web front-end's seats), each seat's {@code token}
 *   becomes {@code digest} and the spectators' {@code spectator} becomes {@code spectatorDigest}
 *   (SHA-256 in base64url, as the front-end writes them);</li>
 *   <li>{@code site_key} keeps the fingerprint of the key the nodes derive new tokens from
 *   ({@link SiteKey}), so that a node with another key is refused.</li>
 * </ul>
 * A table being played when the site is upgraded reopens at the upgraded server's start with new
 * tokens, derived from the site key, which the site gives its players from then on (their home
 * page, Play); a link of before the upgrade (a page left open) still opens its seat, its digest
 * kept as the seat's {@code former} one.
 */
public final class SeatTokenDigests implements JavaMigration {

    @Override
    public MigrationVersion getVersion() {
        return MigrationVersion.fromVersion("9");
    }

    @Override
    public String getDescription() {
        return "seat tokens as digests";
    }

    @Override
    public Integer getChecksum() {
        return 9_042;
    }

    @Override
    public boolean canExecuteInTransaction() {
        return true;
    }

    @Override
    public void migrate(Context context) throws SQLException {
        Connection c = context.getConnection();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE site_key (id INT PRIMARY KEY, fingerprint CHAR(64) NOT NULL)");
            s.execute("ALTER TABLE lobby_seat ADD COLUMN token_digest CHAR(64)");
        }
        List<String[]> seats = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT table_id, seat, link FROM lobby_seat WHERE link IS NOT NULL");
                ResultSet r = s.executeQuery()) {
            while (r.next()) {
                seats.add(new String[] {r.getString(1), Integer.toString(r.getInt(2)), r.getString(3)});
            }
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_seat SET token_digest = ? WHERE table_id = ? AND seat = ?")) {
            for (String[] seat : seats) {
                String link = seat[2];
                int dot = link.lastIndexOf('.');
                if (link.indexOf('#') < 0 || dot < link.indexOf('#')) {
                    continue; // no token in it: no link to keep
                }
                s.setString(1, SiteKey.digest(link.substring(dot + 1)));
                s.setString(2, seat[0]);
                s.setInt(3, Integer.parseInt(seat[1]));
                s.executeUpdate();
            }
        }
        try (Statement s = c.createStatement()) {
            s.execute("ALTER TABLE lobby_seat DROP COLUMN link");
        }
        List<String[]> tables = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT id, seats_json FROM lobby_table WHERE seats_json IS NOT NULL");
                ResultSet r = s.executeQuery()) {
            while (r.next()) {
                tables.add(new String[] {r.getString(1), r.getString(2)});
            }
        }
        try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET seats_json = ? WHERE id = ?")) {
            for (String[] t : tables) {
                String digested = digested(t[1]);
                if (digested != null) {
                    s.setString(1, digested);
                    s.setString(2, t[0]);
                    s.executeUpdate();
                }
            }
        }
    }

    /** The seats' JSON with every token replaced by its digest; null when it is not JSON (left as it is: it cannot reopen anyway). */
    static String digested(String json) {
        JsonObject o;
        try {
            o = JsonParser.parseString(json).getAsJsonObject();
        } catch (RuntimeException e) {
            return null;
        }
        move(o, "spectator", "spectatorDigest");
        JsonElement seats = o.get("seats");
        if (seats != null && seats.isJsonArray()) {
            for (JsonElement seat : seats.getAsJsonArray()) {
                if (seat.isJsonObject()) {
                    move(seat.getAsJsonObject(), "token", "digest");
                }
            }
        }
        return o.toString();
    }

    /** SHA-256 in base64url (43 characters), as the web front-end compares the tokens of a table's JSON. */
    static String jsonDigest(String token) {
        try {
            return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(
                    java.security.MessageDigest.getInstance("SHA-256").digest(token.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }

    private static void move(JsonObject o, String clear, String digest) {
        JsonElement token = o.remove(clear);
        if (token != null && token.isJsonPrimitive()) {
            o.addProperty(digest, jsonDigest(token.getAsString()));
        }
    }
}
