package org.beadbox.core.remote;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A link to one seat (or the spectators' view) of an online table:
 * {@code http://HOST:PORT/table.html#TABLE.TOKEN}. The token is a secret: {@link #toString()}
 * leaves it out, so a link can be named in a message or a log without giving the seat away.
 *
 * @param base the address the table page lives under, e.g. {@code http://127.0.0.1:8765/}
 * @param table the table's id
 * @param token the seat's (or the spectators') token
 */
public record TableLink(URI base, String table, String token) {

    /** What a link looks like, for messages. */
    public static final String SHAPE = "http://HOST:PORT/table.html#TABLE.TOKEN";

    private static final Pattern PART = Pattern.compile("[A-Za-z0-9_-]{1,200}");

    /** Checks the parts. */
    public TableLink {
        Objects.requireNonNull(base, "base");
        if (table == null || !PART.matcher(table).matches() || token == null || !PART.matcher(token).matches()) {
            throw new IllegalArgumentException("a table id and token are letters, digits, - and _");
        }
    }

    /**
     * Reads a link as a person pasted it (spaces around it are ignored).
     *
     * @throws IllegalArgumentException one line for the person, saying what a link looks like
     */
    public static TableLink parse(String text) {
        String s = text == null ? "" : text.strip();
        if (s.isEmpty()) {
            throw bad("the link is empty");
        }
        URI uri;
        try {
            uri = new URI(s);
        } catch (URISyntaxException e) {
            throw bad("that is not a web address");
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(java.util.Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https")) {
            throw bad("a link starts with http:// or https://");
        }
        if (uri.getHost() == null || uri.getRawAuthority() == null) {
            throw bad("the link names no host");
        }
        String path = uri.getRawPath() == null ? "" : uri.getRawPath();
        if (!path.endsWith("/table.html")) {
            throw bad("it is not a link to a table (the page must be table.html)");
        }
        String fragment = uri.getRawFragment();
        int dot = fragment == null ? -1 : fragment.indexOf('.');
        if (dot <= 0 || dot == fragment.length() - 1) {
            throw bad("the part after # must be the table and its token, TABLE.TOKEN");
        }
        String table = fragment.substring(0, dot);
        String token = fragment.substring(dot + 1);
        if (!PART.matcher(table).matches() || !PART.matcher(token).matches()) {
            throw bad("the table and token after # hold only letters, digits, - and _");
        }
        URI base = URI.create(scheme + "://" + uri.getRawAuthority() + path.substring(0, path.length() - "table.html".length()));
        return new TableLink(base, table, token);
    }

    private static IllegalArgumentException bad(String why) {
        return new IllegalArgumentException("Not a Beadbox table link: " + why + ". A link looks like " + SHAPE + ".");
    }

    /** The table's WebSocket: {@code ws://HOST:PORT/ws/table?id=TABLE&t=TOKEN}. */
    public URI socket() {
        String scheme = base.getScheme().equals("https") ? "wss" : "ws";
        return URI.create(scheme + "://" + base.getRawAuthority() + base.getRawPath() + "ws/table?id=" + table + "&t=" + token);
    }

    /** The Origin a page of this host would send: {@code http://HOST:PORT}. */
    public String origin() {
        return base.getScheme() + "://" + base.getRawAuthority();
    }

    /** The host as a person reads it: {@code HOST:PORT}. */
    public String host() {
        return base.getRawAuthority();
    }

    /** The whole link, token included: for the clipboard, never for a log. */
    public String text() {
        return base.resolve("table.html#" + table + "." + token).toString();
    }

    /** The table and host, without the token. */
    @Override
    public String toString() {
        return "table " + table + " at " + host();
    }
}
