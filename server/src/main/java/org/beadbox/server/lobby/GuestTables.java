package org.beadbox.server.lobby;

import java.net.URI;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.beadbox.api.Game;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.server.Account;
import org.beadbox.server.Database;

/**
 * Tables a logged-in player opens for friends without an account, as the desktop's invite links
 * do: the player's own seat and one invite link per other seat, to send; whoever opens a guest's
 * link plays that seat without logging in. Casual (never rated), live or untimed (a guest has no
 * account to come back to for a correspondence game). The table is the host's: it is listed on
 * their home page with the guests' links, its moves are committed like every lobby table's, and
 * it is never listed for watching. An account has at most {@link #MOST_OPEN} such tables being
 * played at once. Thread-safe.
 */
public final class GuestTables {

    /** The most tables for guests one account may have being played at once. */
    public static final int MOST_OPEN = 5;

    /** The name a guest's seat shows until the guest says theirs. */
    static final String GUEST = "Guest";

    /**
     * A table opened for guests.
     *
     * @param table its id
     * @param guests the guests' links, to send them (the host's own seat is reached by {@code /api/tables/ID/play})
     */
    public record Opened(String table, List<String> guests) {
    }

    private final Lobby lobby;
    private final Database db;
    private final GameCatalog games;
    private final OnlineTables tables;
    private final Clock clock;
    private final Random random;

    GuestTables(Lobby lobby, Database db, GameCatalog games, OnlineTables tables, Clock clock, Random random) {
        this.lobby = lobby;
        this.db = db;
        this.games = games;
        this.tables = tables;
        this.clock = clock;
        this.random = random;
    }

    /**
     * Opens a table for {@code host} and guests: the host's seat drawn at random, every other
     * seat an invite link.
     *
     * @param offer the game, its options and seats, and a live clock or none; casual
     * @throws IllegalArgumentException with one line for a person: a rated or correspondence
     *     offer, an unknown game or option, the cap of open guest tables reached
     */
    public Opened open(Account host, Seek.Offer offer) {
        if (offer.rated()) {
            throw new IllegalArgumentException("a table with guests is casual: guests have no rating");
        }
        if (offer.correspondence().isPresent()) {
            throw new IllegalArgumentException("a table with guests is live or untimed: a guest has no account to come back to"
                    + " for a correspondence game");
        }
        Game game = games.find(offer.game()).orElseThrow(() -> new IllegalArgumentException(
                "there is no game '" + org.beadbox.api.Quote.excerpt(offer.game()) + "' on this server: choose one of " + games.ids()));
        Lobby.check(game, offer);
        long seed = random.nextLong();
        int hostSeat = random.nextInt(offer.seats());
        String id = Offers.tableId(random);
        List<LobbyTables.Sitter> seated = new ArrayList<>();
        for (int i = 0; i < offer.seats(); i++) {
            seated.add(i == hostSeat ? new LobbyTables.Sitter(host.id(), host.name(), null)
                    : new LobbyTables.Sitter(null, guestName(i, hostSeat, offer.seats()), null));
        }
        // The row first (the keeper commits the first move into it), counted under a lock of the host's row; the
        // seats once the table made their links, with them (as Lobby's tables: listed only once seated).
        db.inTransaction(c -> {
            try (var s = c.prepareStatement("UPDATE account SET name = name WHERE id = ?")) {
                s.setLong(1, host.id());
                s.executeUpdate();
            }
            if (LobbyTables.openGuestTables(c, host.id()) >= MOST_OPEN) {
                throw new IllegalArgumentException("you have " + MOST_OPEN + " tables with guests being played already:"
                        + " finish one (or resign it) first");
            }
            LobbyTables.open(c, id, offer, seed, clock.instant(), List.of(), host.id());
            return null;
        });
        Table table;
        try {
            table = tables.open(id, offer.game(), Offers.setup(offer, seed), requests(host, offer.seats(), hostSeat),
                    offer.live().orElse(null));
        } catch (RuntimeException e) {
            db.inTransaction(c -> LobbyTables.drop(c, id));
            throw e;
        }
        List<LobbyTables.Sitter> linked = new ArrayList<>();
        List<String> guests = new ArrayList<>();
        for (int i = 0; i < offer.seats(); i++) {
            String link = table.seatLink(i).map(URI::toString).orElse(null);
            linked.add(new LobbyTables.Sitter(seated.get(i).account(), seated.get(i).name(), link));
            if (i != hostSeat) {
                guests.add(link);
            }
        }
        db.inTransaction(c -> {
            LobbyTables.seat(c, id, linked);
            return null;
        });
        return new Opened(id, guests);
    }

    private static List<SeatRequest> requests(Account host, int seats, int hostSeat) {
        List<SeatRequest> out = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            out.add(SeatRequest.invite(i == hostSeat ? host.name() : guestName(i, hostSeat, seats)));
        }
        return out;
    }

    /** "Guest", or "Guest 1", "Guest 2"... when there are several. */
    private static String guestName(int seat, int hostSeat, int seats) {
        return seats == 2 ? GUEST : GUEST + " " + (seat < hostSeat ? seat + 1 : seat);
    }

    /** The guests' links of the host's tables for guests still being played, by table. */
    public Map<String, List<String>> links(Account host) {
        Map<String, List<String>> out = new java.util.LinkedHashMap<>();
        db.inTransaction(c -> LobbyTables.guestSeats(c, host.id())).forEach((table, seats) ->
                out.put(table, seats.stream().map(seat -> lobby.link(table, "seat-" + seat)).toList()));
        return out;
    }
}
