package org.beadbox.ui.web;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.beadbox.core.RecordStore;

/**
 * What reopens an online table after the host restarts, beside its autosave: {@code
 * autosave/online-ID.tokens}, readable only by the user (POSIX 600 where the file system has
 * permissions). It holds the table's id, the game and setup (so a table with no move yet comes
 * back too), when the game began (which finds its autosave: a record is known by its game and
 * start time), each seat's kind, name, spec and token, and the spectators' token. The moves are
 * in the autosave, written after every move like a local game's, with the clocks' times left.
 *
 * @param format {@value #FORMAT}
 * <p>Kept by a server's {@link org.beadbox.core.online.TableStore} that derives the tokens
 * ({@link org.beadbox.core.online.TableStore#token}), the JSON holds no token: each seat's
 * {@code digest} and the {@code spectatorDigest} are their SHA-256 ({@link FinishedTables#digest}),
 * and the tokens are derived again when the table reopens.
 *
 * @param clock the table's time control ({@code 10+5}), or null (absent in the file) for none;
 *     a table reopened before its first move starts its clocks afresh
 * @param spectatorDigest the spectators' token's digest, instead of {@code spectator}, in a store's JSON
 * @param formerSpectator the digest of a former spectators' token that still opens the table, or null
 *     (a table from before the store derived its tokens: {@link TableSeats#formerSpectator})
 */
record SavedTable(int format, String table, String game, int players, Map<String, String> options, long seed,
        String started, List<SavedSeat> seats, String spectator, String clock, String spectatorDigest, String formerSpectator) {

    /** A table without clocks. */
    SavedTable(int format, String table, String game, int players, Map<String, String> options, long seed,
            String started, List<SavedSeat> seats, String spectator) {
        this(format, table, game, players, options, seed, started, seats, spectator, null, null, null);
    }

    static final int FORMAT = 1;
    static final String PREFIX = "online-";
    static final String SUFFIX = ".tokens";

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_-]{22,64}");
    static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{8,32}");
    /** A SHA-256 digest as {@link FinishedTables#digest} writes it: base64url, 43 characters. */
    private static final Pattern DIGEST = Pattern.compile("[A-Za-z0-9_-]{43}");

    /**
     * One seat.
     *
     * @param kind {@code remote}, {@code computer}, or {@code host} (played at the host's own
     *     screen, as Swing hosts: after a restart it is played through its link, like a remote seat)
     * @param token a remote or host seat's (or a seat handed to the computer's) link token, else null
     * @param digest instead of the token, in a store's JSON: its digest
     * @param former the digest of a former token that still opens the seat, or null ({@link TableSeats#former})
     */
    record SavedSeat(String kind, String name, String spec, String token, String digest, String former) {
    }

    /** The file for table {@code id} in the autosave folder. */
    static Path file(Path autosaves, String id) {
        return autosaves.resolve(PREFIX + id + SUFFIX);
    }

    /** Whether {@code file} is named like a table's file. */
    static boolean isTableFile(Path file) {
        String n = file.getFileName().toString();
        return n.startsWith(PREFIX) && n.endsWith(SUFFIX);
    }

    /** The table {@code id} as it stands now: its game, setup, start, seats and tokens. */
    static SavedTable of(String id, org.beadbox.core.Match match, TableSeats seats) {
        return of(id, match, seats, false);
    }

    /**
     * The table {@code id} as it stands now.
     *
     * @param digests whether to keep the tokens' digests instead of the tokens (for a store that derives them)
     */
    static SavedTable of(String id, org.beadbox.core.Match match, TableSeats seats, boolean digests) {
        List<SavedSeat> out = new java.util.ArrayList<>();
        for (int i = 0; i < match.seats(); i++) {
            String kind = switch (seats.kind(i)) {
                case REMOTE -> "remote";
                case HOST -> "host";
                case COMPUTER -> "computer";
            };
            String token = seats.token(i).orElse(null);
            String former = seats.former(i).orElse(null);
            out.add(digests ? new SavedSeat(kind, match.seatName(i), match.seatSpec(i), null, token == null ? null : FinishedTables.digest(token), former)
                    : new SavedSeat(kind, match.seatName(i), match.seatSpec(i), token, null, former));
        }
        return new SavedTable(FORMAT, id, match.info().id(), match.setup().players(), match.setup().options(),
                match.setup().seed(), match.started().toString(), out, digests ? null : seats.spectatorToken(),
                match.timeControl().map(Object::toString).orElse(null), digests ? FinishedTables.digest(seats.spectatorToken()) : null,
                seats.formerSpectator());
    }

    /** As JSON: a file's text, or what a {@link org.beadbox.core.online.TableStore} keeps of the table's seats. */
    String json() {
        return GSON.toJson(this) + "\n";
    }

    /** Writes it to {@code file} atomically, readable and writable by the user only ({@link PrivateFile}). */
    void write(Path file) {
        PrivateFile.write(file, json());
    }

    /**
     * Reads and checks a table's file.
     *
     * @throws IllegalArgumentException one line naming the file and what is wrong with it
     */
    static SavedTable read(Path file) {
        return parse(RecordStore.readText(file), file.getFileName().toString());
    }

    /**
     * Reads and checks a table's JSON ({@link #json}).
     *
     * @param name what the text is, for the message: a file's name, a table's id
     * @throws IllegalArgumentException one line naming it and what is wrong with it
     */
    static SavedTable parse(String json, String name) {
        SavedTable t;
        try {
            t = GSON.fromJson(json, SavedTable.class);
        } catch (JsonParseException | IllegalStateException e) {
            throw new IllegalArgumentException(name + " is not a readable online table: " + firstLine(e.getMessage()), e);
        }
        if (t == null) {
            throw new IllegalArgumentException(name + " is empty, not an online table");
        }
        String problem = t.problem();
        if (problem != null) {
            throw new IllegalArgumentException(name + " is not a readable online table: " + problem);
        }
        return t;
    }

    private String problem() {
        if (format != FORMAT) {
            return "format " + format + " is not " + FORMAT;
        }
        if (table == null || !ID.matcher(table).matches()) {
            return "the table id is missing or malformed";
        }
        if (game == null || game.isBlank()) {
            return "the game is missing";
        }
        if (seats == null || seats.isEmpty() || seats.size() != players) {
            return "it has " + (seats == null ? 0 : seats.size()) + " seats for " + players + " players";
        }
        if ((spectator == null || !TOKEN.matcher(spectator).matches()) && (spectatorDigest == null || !DIGEST.matcher(spectatorDigest).matches())) {
            return "the spectators' token is missing or malformed";
        }
        try {
            Instant.parse(String.valueOf(started));
        } catch (DateTimeParseException e) {
            return "the start time " + started + " is not a time";
        }
        if (clock != null) {
            try {
                org.beadbox.core.TimeControl.parse(clock);
            } catch (IllegalArgumentException e) {
                return "its clock: " + e.getMessage();
            }
        }
        for (int i = 0; i < seats.size(); i++) {
            SavedSeat s = seats.get(i);
            if (s == null || !("remote".equals(s.kind()) || "computer".equals(s.kind()) || "host".equals(s.kind()))) {
                return "seat " + i + " is neither remote, host nor computer";
            }
            if (!"computer".equals(s.kind()) && (s.token() == null || !TOKEN.matcher(s.token()).matches())
                    && (s.digest() == null || !DIGEST.matcher(s.digest()).matches())) {
                return "seat " + i + " has no token";
            }
            if ("computer".equals(s.kind()) && (s.spec() == null || s.spec().isBlank())) {
                return "seat " + i + " has no player spec";
            }
        }
        return null;
    }

    private static String firstLine(String s) {
        String m = s == null ? "not JSON" : s;
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
