package org.beadbox.ui.web;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.RecordStore;

/**
 * The links of the online tables whose game is over, so that a seat's (or a watcher's) link
 * followed after the host restarted shows the finished game instead of nothing: the table is
 * not reopened (its game is filed in {@code records/}), but its link still names it. {@code
 * online-finished.tokens} in the Beadbox folder, readable by the user only, holds for each table
 * its id, its game's identity (the game id and start time, which find its record) and when it
 * ended, and its seats' and spectators' tokens as SHA-256 digests only: the file gives no link
 * to whoever reads it. An entry is added as the game ends (before the table's own file goes, so
 * a host killed in between still has one of the two), dropped when the game is undone and goes
 * on, and kept {@value #KEEP_DAYS} days, at most {@value #KEEP} tables (the newest).
 */
final class FinishedTables {

    /** The file's name in the Beadbox folder. */
    static final String FILE = "online-finished.tokens";

    /** The most tables kept: the newest. */
    static final int KEEP = 200;

    /** How long a finished table's links show its game. */
    static final int KEEP_DAYS = 30;

    static final int FORMAT = 1;

    private static final Gson GSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    /**
     * One finished table.
     *
     * @param seats each seat's token digest, null for a seat without a link (the computer's)
     */
    record Entry(String table, String game, String started, String ended, List<String> seats, String spectator) {

        /** The record identity of its game ({@link RecordStore#identity}). */
        String identity() {
            return game + "@" + started;
        }
    }

    private record Index(int format, List<Entry> tables) {
    }

    /** A finished table a link gives, and the seats it holds (none: a watcher). */
    record Found(Entry entry, Set<Integer> seats) {
    }

    private final Path file;
    private final Supplier<Instant> now;
    private List<Entry> entries; // null until read

    FinishedTables(Path file, Supplier<Instant> now) {
        this.file = file;
        this.now = now;
    }

    /** The index in the Beadbox folder of {@code store}. */
    static FinishedTables in(RecordStore store) {
        return new FinishedTables(store.home().resolve(FILE), Instant::now);
    }

    /**
     * Hears a table's match: its links are kept once its game is over, forgotten when it is
     * undone. Add it before the listener that deletes the table's own file.
     */
    MatchListener listener(String table, Match match, TableSeats seats) {
        return new MatchListener() {
            @Override
            public void ended(org.beadbox.api.Outcome outcome) {
                List<String> tokens = new ArrayList<>();
                for (int i = 0; i < seats.size(); i++) {
                    tokens.add(seats.token(i).orElse(null));
                }
                add(table, match.info().id(), match.started().toString(), tokens, seats.spectatorToken());
            }

            @Override
            public void undone(org.beadbox.api.GameState now) {
                remove(table);
            }
        };
    }

    /** Keeps the links of a table whose game is over (replacing what was kept of the same table). */
    synchronized void add(String table, String game, String started, List<String> seatTokens, String spectatorToken) {
        List<Entry> list = new ArrayList<>(read());
        list.removeIf(e -> e.table().equals(table));
        list.add(new Entry(table, game, started, now.get().toString(),
                seatTokens.stream().map(t -> t == null ? null : digest(t)).toList(), digest(spectatorToken)));
        entries = prune(list);
        write();
    }

    /** Forgets a table (its game was undone and goes on). */
    synchronized void remove(String table) {
        List<Entry> list = new ArrayList<>(read());
        if (list.removeIf(e -> e.table().equals(table))) {
            entries = List.copyOf(list);
            write();
        }
    }

    /**
     * The finished table {@code table} whose secrets {@code tokens} all are, as {@link
     * TableSeats#access}: every token given is compared with every secret of the table, in
     * constant time, and one unknown token refuses them all.
     */
    synchronized Optional<Found> find(String table, List<String> tokens) {
        if (table == null || tokens.isEmpty()) {
            return Optional.empty();
        }
        Optional<Entry> entry = read().stream().filter(e -> e.table().equals(table)).findFirst();
        if (entry.isEmpty()) {
            return Optional.empty();
        }
        return match(entry.get(), tokens);
    }

    /**
     * Whether {@code tokens} are all secrets of the finished table {@code e} (as {@link #find}), and
     * which seats they hold.
     */
    static Optional<Found> match(Entry e, List<String> tokens) {
        if (tokens.isEmpty()) {
            return Optional.empty();
        }
        Set<Integer> seats = new TreeSet<>();
        boolean allKnown = true;
        for (String t : tokens) {
            String d = digest(t);
            boolean known = Tokens.same(e.spectator(), d);
            for (int i = 0; i < e.seats().size(); i++) {
                if (Tokens.same(e.seats().get(i), d)) {
                    seats.add(i);
                    known = true;
                }
            }
            allKnown &= known;
        }
        return allKnown ? Optional.of(new Found(e, seats)) : Optional.empty();
    }

    /** The tables kept, oldest first (for tests). */
    synchronized List<Entry> entries() {
        return read();
    }

    /** Drops what is older than {@value #KEEP_DAYS} days, then all but the newest {@value #KEEP}. */
    private List<Entry> prune(List<Entry> list) {
        Instant oldest = now.get().minus(Duration.ofDays(KEEP_DAYS));
        List<Entry> kept = list.stream().filter(e -> !ended(e).isBefore(oldest))
                .sorted(Comparator.comparing(FinishedTables::ended)).toList();
        return List.copyOf(kept.subList(Math.max(0, kept.size() - KEEP), kept.size()));
    }

    private static Instant ended(Entry e) {
        try {
            return Instant.parse(e.ended());
        } catch (RuntimeException bad) {
            return Instant.MIN;
        }
    }

    private List<Entry> read() {
        if (entries == null) {
            entries = load();
        }
        return entries;
    }

    private List<Entry> load() {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            Index index = GSON.fromJson(RecordStore.readText(file), Index.class);
            if (index == null || index.format() != FORMAT || index.tables() == null) {
                throw new JsonParseException("not an index of format " + FORMAT);
            }
            return prune(index.tables().stream().filter(FinishedTables::wellFormed).toList());
        } catch (JsonParseException | IllegalStateException | java.io.UncheckedIOException e) {
            Path aside = file.resolveSibling(file.getFileName() + ".unreadable");
            try {
                Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
                System.err.println("beadbox web: " + file.getFileName() + " is not readable (" + e.getMessage()
                        + "): the links of finished online tables show nothing; the file is kept as " + aside.getFileName());
            } catch (IOException moved) {
                System.err.println("beadbox web: " + file + " is not readable: delete it to keep the links of finished tables again");
            }
            return List.of();
        }
    }

    private static boolean wellFormed(Entry e) {
        return e != null && e.table() != null && e.game() != null && e.started() != null && e.seats() != null
                && e.spectator() != null;
    }

    private void write() {
        try {
            // Not forced: written on the match's thread as its game ends, which must not wait for
            // the disk (Autosaves); a process killed next still finds it, only a machine's crash may not.
            PrivateFile.write(file, GSON.toJson(new Index(FORMAT, entries)) + "\n", false);
        } catch (java.io.UncheckedIOException e) {
            System.err.println("beadbox web: " + e.getMessage() + ": a finished table's links will show nothing after a restart");
        }
    }

    /** A token's SHA-256 digest, base64url: what is kept of it. */
    static String digest(String token) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(d);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }
}
