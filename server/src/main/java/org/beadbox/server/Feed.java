package org.beadbox.server;

import java.io.StringWriter;
import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Instant;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;
import org.beadbox.server.lobby.LobbyTables;

/**
 * Each account's Atom feed of the games where it is to move, for a feed reader that carries no
 * cookie: its address holds a random token of 256 bits, kept only as its SHA-256 digest, and
 * asking for a new address ({@link #renew}) makes the old one stop working.
 */
final class Feed {

    private static final SecureRandom RANDOM = new SecureRandom();
    private final Database db;

    Feed(Database db) {
        this.db = db;
    }

    /** A new token for the account's feed; the previous one no longer works. */
    String renew(Account account) {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("DELETE FROM feed_token WHERE account_id = ?")) {
                s.setLong(1, account.id());
                s.executeUpdate();
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO feed_token (account_id, digest) VALUES (?, ?)")) {
                s.setLong(1, account.id());
                s.setString(2, Sessions.digest(token));
                s.executeUpdate();
            }
            return null;
        });
        return token;
    }

    /** The account whose feed this token opens, if any (a disabled account's feed is closed). */
    Optional<Account> account(String token) {
        if (token == null || token.isEmpty() || token.length() > 64) {
            return Optional.empty();
        }
        return db.inTransaction(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT a.id, a.name, a.disabled, a.created_at FROM feed_token f"
                    + " JOIN account a ON a.id = f.account_id WHERE f.digest = ? AND a.disabled = FALSE")) {
                s.setString(1, Sessions.digest(token));
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? Optional.of(Accounts.account(r)) : Optional.empty();
                }
            }
        });
    }

    /** The Atom document: one entry per game where the account is to move, the oldest turn first. */
    static String atom(Account account, List<LobbyTables.Entry> tables, String origin, Instant now) {
        StringWriter out = new StringWriter();
        try {
            XMLStreamWriter w = XMLOutputFactory.newFactory().createXMLStreamWriter(out);
            w.writeStartDocument("utf-8", "1.0");
            w.writeStartElement("feed");
            w.writeDefaultNamespace("http://www.w3.org/2005/Atom");
            text(w, "title", "Beadbox: your turn, " + account.name());
            text(w, "id", origin + "/feed/account/" + account.id());
            link(w, origin + "/home");
            Instant updated = tables.stream().filter(LobbyTables.Entry::yourTurn).map(LobbyTables.Entry::turnStarted)
                    .max(Instant::compareTo).orElse(now);
            text(w, "updated", updated.toString());
            w.writeStartElement("author");
            text(w, "name", "Beadbox");
            w.writeEndElement();
            for (LobbyTables.Entry e : tables) {
                if (e.yourTurn()) {
                    entry(w, e, origin);
                }
            }
            w.writeEndElement();
            w.writeEndDocument();
            w.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("cannot write the feed: " + e.getMessage(), e);
        }
        return out.toString();
    }

    private static void entry(XMLStreamWriter w, LobbyTables.Entry e, String origin) throws XMLStreamException {
        String own = e.names().get(e.seat());
        String against = String.join(", ", e.names().stream().filter(n -> !n.equals(own)).toList());
        w.writeStartElement("entry");
        text(w, "title", "Your turn: " + e.game() + " against " + against);
        text(w, "id", "urn:beadbox:" + e.table() + ":" + e.turnStarted().toEpochMilli());
        link(w, origin + "/api/tables/" + e.table() + "/play");
        text(w, "updated", e.turnStarted().toString());
        text(w, "summary", e.due().map(d -> "Your move is due by " + d + ".").orElse("It is your move."));
        w.writeEndElement();
    }

    private static void text(XMLStreamWriter w, String element, String text) throws XMLStreamException {
        w.writeStartElement(element);
        w.writeCharacters(text);
        w.writeEndElement();
    }

    private static void link(XMLStreamWriter w, String href) throws XMLStreamException {
        w.writeEmptyElement("link");
        w.writeAttribute("href", href);
    }
}
