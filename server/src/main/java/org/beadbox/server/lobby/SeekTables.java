package org.beadbox.server.lobby;

import java.net.URI;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.server.Account;
import org.beadbox.server.Database;
import org.beadbox.server.rating.Rating;

/**
 * Opens the table of a full seek (for {@link Lobby}): its row, the web front-end's table with
 * every account seated in an order drawn at random, then the seats' links and the seek's table.
 */
final class SeekTables {

    /** Publishes a topic on a transaction (the lobby's events, when sent). */
    @FunctionalInterface
    interface Teller {
        void tell(java.sql.Connection c, String topic, Object payload) throws java.sql.SQLException;
    }

    private final Database db;
    private final OnlineTables tables;
    private final Clock clock;
    private final SecureRandom random;
    private final Teller teller;
    private final BiFunction<Long, String, Rating> ratings;

    /** @param ratings an account's rating in a pool */
    SeekTables(Database db, OnlineTables tables, Clock clock, SecureRandom random, Teller teller,
               BiFunction<Long, String, Rating> ratings) {
        this.db = db;
        this.tables = tables;
        this.clock = clock;
        this.random = random;
        this.teller = teller;
        this.ratings = ratings;
    }

    /** Opens the table of {@code seek}, filled by {@code taker}; its seat played by {@code bot} unless null. */
    String open(Seek seek, Account taker, SeatRequest bot) {
        long seed = random.nextLong();
        Seek.Offer o = seek.offer();
        List<Seek.Taker> sitters = seating(seek);
        List<SeatRequest> seats = new ArrayList<>();
        List<LobbyTables.Sitter> seated = new ArrayList<>();
        for (Seek.Taker t : sitters) {
            seats.add(bot != null && t.account() == taker.id() ? bot : SeatRequest.invite(shown(t.name(), t.account(), o)));
            seated.add(new LobbyTables.Sitter(t.account(), t.name(), null));
        }
        String id = Offers.tableId(random);
        // The table's row first, so that the keeper commits the first move into it; its seats only once the
        // table made their links, with them. A table is listed to its players (their /api/home) by its seats:
        // so whoever sees it there, on any node, asks for its play link after its own seat's link is
        // committed, and is never sent to the watch link of a table it sits at.
        db.inTransaction(c -> {
            LobbyTables.open(c, id, o, seed, clock.instant(), List.of(), null);
            return null;
        });
        Table table;
        try {
            table = tables.open(id, o.game(), Offers.setup(o, seed), seats, o.live().orElse(null));
        } catch (RuntimeException e) {
            db.inTransaction(c -> LobbyTables.drop(c, id));
            throw e;
        }
        List<LobbyTables.Sitter> linked = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            linked.add(new LobbyTables.Sitter(seated.get(i).account(), seated.get(i).name(),
                    table.seatLink(i).map(URI::toString).orElse(null)));
        }
        db.inTransaction(c -> {
            LobbyTables.seat(c, id, linked);
            try (var s = c.prepareStatement("UPDATE seek SET table_id = ? WHERE id = ?")) {
                s.setString(1, id);
                s.setLong(2, seek.id());
                s.executeUpdate();
            }
            teller.tell(c, Lobby.TABLES, id);
            return null;
        });
        return id;
    }

    /** The seats of the table a full seek opens: its poster and every taker, in an order drawn at random. */
    private List<Seek.Taker> seating(Seek seek) {
        List<Seek.Taker> sitters = new ArrayList<>();
        sitters.add(new Seek.Taker(seek.poster(), seek.posterName()));
        sitters.addAll(seek.takers());
        java.util.Collections.shuffle(sitters, random);
        return sitters;
    }

    /** A seat's name on the table page: the account's name, and its rating in a rated game ("ann (1523?)"). */
    private String shown(String name, long account, Seek.Offer offer) {
        return offer.pool().map(pool -> name + " (" + ratings.apply(account, pool).shown() + ")").orElse(name);
    }
}
