package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.beadbox.api.Game;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.PlayerSpec;

/**
 * A rematch at a table whose game is over, as on lichess: any person seated offers it, the
 * others accept or decline, and once every person seated has accepted (computer seats accept by
 * themselves; the host may start it at once) a new table starts with the same game, options and
 * time control, a new seed, and the seats rotated: whoever sat at seat {@code i} sits at
 * {@code i + 1} (two seats swap colours). A seat handed to the computer stays the computer's
 * (its person may come back to it through the new link). Each connection then hears of its own
 * new seats' tokens only; one that comes back to the old table later is sent on too. An offer
 * whose maker leaves is withdrawn. A table with a seat played at the Beadbox window has none.
 */
final class Rematch {

    private final WebTable table;
    private volatile WebTables home; // where the next table opens: set as the table starts
    private final Set<Integer> accepted = new TreeSet<>(); // the seats that accepted the open offer
    private Next next; // the table started, or null

    /** The table started: its id, and per old seat the token of the new seat its person holds. */
    private record Next(WebTable table, String[] tokens) {
    }

    Rematch(WebTable table) {
        this.table = table;
    }

    /** The tables a rematch opens among. */
    void home(WebTables tables) {
        this.home = tables;
    }

    /** Whether a table with these seats can have a rematch: none is played at the Beadbox window. */
    static boolean possible(TableSeats seats) {
        for (int i = 0; i < seats.size(); i++) {
            if (seats.kind(i) == TableSeats.Kind.HOST) {
                return false;
            }
        }
        return true;
    }

    /** Offers a rematch, or accepts the one offered; the host may {@code start} it without waiting. */
    JsonObject offer(TableConnection c, boolean asked) {
        boolean start = asked || c.seats().isEmpty(); // the host watching has nobody to wait for but the players
        String refusal = refusal(c, start);
        if (refusal != null) {
            return Protocol.error(refusal);
        }
        Next started;
        JsonObject offered = null;
        boolean fresh = false;
        synchronized (this) {
            if (next == null) {
                accepted.addAll(c.seats());
                Set<Integer> waiting = waiting();
                if (start || waiting.isEmpty()) {
                    try {
                        next = open();
                    } catch (IllegalArgumentException e) {
                        accepted.clear();
                        return Protocol.error("the rematch cannot start: " + e.getMessage());
                    }
                    accepted.clear();
                    fresh = true;
                } else {
                    offered = status("offered", accepted, waiting);
                }
            }
            started = next;
        }
        if (offered != null) {
            table.broadcast(offered);
        } else if (fresh) {
            for (TableConnection each : table.connections()) {
                each.send(started(started, each));
            }
        } else { // started already: this connection is told again, and goes
            c.send(started(started, c));
        }
        return null;
    }

    private String refusal(TableConnection c, boolean start) {
        if (c.seats().isEmpty() && !c.host()) {
            return "spectators cannot offer a rematch";
        }
        if (start && !c.host()) {
            return "only the host can start a rematch without waiting";
        }
        if (!table.match().isOver() || table.isClosed()) {
            return table.isClosed() ? "the table is closed" : "the game is not over yet";
        }
        if (!possible(table.seats())) {
            return "this table is played at the Beadbox window: start the next game there";
        }
        if (home == null) {
            return "this table cannot open another";
        }
        return null;
    }

    /** Declines the offer (a seat asked) or withdraws it (a seat that had accepted). */
    JsonObject decline(TableConnection c) {
        JsonObject said;
        synchronized (this) {
            if (accepted.isEmpty() || next != null) {
                return Protocol.error("no rematch is offered");
            }
            if (c.seats().isEmpty()) {
                return Protocol.error("spectators cannot answer a rematch");
            }
            boolean mine = c.seats().stream().anyMatch(accepted::contains);
            said = status(mine ? "cancelled" : "declined", c.seats(), Set.of());
            if (mine) {
                said.addProperty("reason", "withdrawn");
            }
            accepted.clear();
        }
        table.broadcast(said);
        return null;
    }

    /** A connection came: it hears of the open offer, or of the table started (its own tokens). */
    void joined(TableConnection c) {
        JsonObject o = null;
        synchronized (this) {
            if (next != null) {
                o = started(next, c);
                o.addProperty("earlier", true); // started before this connection came: its page offers to go
            } else if (!accepted.isEmpty()) {
                o = status("offered", accepted, waiting());
            }
        }
        if (o != null) {
            c.send(o);
        }
    }

    /** A connection went: an offer made or accepted by seats nobody holds any more is withdrawn. */
    void left(TableConnection c) {
        JsonObject said = null;
        synchronized (this) {
            Set<Integer> gone = new TreeSet<>(c.seats());
            gone.retainAll(accepted);
            gone.removeIf(table::connected);
            if (next == null && !gone.isEmpty()) {
                said = status("cancelled", gone, Set.of());
                said.addProperty("reason", "left");
                accepted.clear();
            }
        }
        if (said != null) {
            table.broadcast(said);
        }
    }

    /** The game goes on (a move taken back after the end): an open offer lapses. */
    void lapse() {
        boolean was;
        synchronized (this) {
            was = !accepted.isEmpty() && next == null;
            accepted.clear();
        }
        if (was) {
            JsonObject o = status("cancelled", Set.of(), Set.of());
            o.addProperty("reason", "the game goes on");
            table.broadcast(o);
        }
    }

    /** The remote seats (people) that have not accepted. */
    private Set<Integer> waiting() {
        Set<Integer> w = new TreeSet<>();
        for (int i = 0; i < table.seats().size(); i++) {
            if (table.seats().kind(i) == TableSeats.Kind.REMOTE && !accepted.contains(i)) {
                w.add(i);
            }
        }
        return w;
    }

    private static JsonObject status(String status, Set<Integer> seats, Set<Integer> waiting) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "rematch");
        o.addProperty("status", status);
        o.add("seats", Protocol.ints(seats));
        o.add("waiting", Protocol.ints(waiting));
        return o;
    }

    /** The {@code started} message for one connection: the new table and the tokens of its own new seats. */
    private JsonObject started(Next n, TableConnection c) {
        JsonObject o = status("started", Set.of(), Set.of());
        o.addProperty("table", n.table().id());
        JsonArray tokens = new JsonArray();
        JsonArray seats = new JsonArray();
        int size = n.tokens().length;
        for (int old : c.seats()) {
            if (n.tokens()[old] != null) {
                tokens.add(n.tokens()[old]);
                seats.add((old + 1) % size);
            }
        }
        if (c.seats().isEmpty()) {
            tokens.add(n.table().seats().spectatorToken());
        }
        o.add("tokens", tokens);
        o.add("seats", seats);
        if (c.host()) {
            JsonArray links = new JsonArray();
            for (int i = 0; i < size; i++) {
                links.add(n.table().seatLink(i).map(Object::toString).orElse(null));
            }
            o.add("links", links);
            o.addProperty("watch", n.table().spectatorLink().toString());
        }
        return o;
    }

    /** Opens the next table: the same game and options, a new seed, the seats rotated by one. */
    private Next open() {
        WebTables tables = home;
        Match old = table.match();
        TableSeats seats = table.seats();
        String gameId = old.info().id();
        Game game = tables.games().find(gameId).orElseThrow(() -> new IllegalArgumentException(
                "the game " + old.info().name() + " is no longer installed"));
        int n = old.seats();
        Setup was = old.setup();
        Setup setup = game.resolve(new Setup(was.players(), was.options(), new SplittableRandom().nextLong()));
        MatchBuilder b = Match.builder(game).setup(setup).gameVersion(tables.games().version(gameId))
                .timeControl(old.timeControl().orElse(null));
        TableSeats.Kind[] kinds = new TableSeats.Kind[n];
        String[] tokens = new String[n];
        String[] carried = new String[n]; // per old seat
        String id = Tokens.id();
        HumanPlayer[] humans = new HumanPlayer[n];
        List<Player> made = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                int j = (i + 1) % n;
                if (seats.kind(i) == TableSeats.Kind.COMPUTER) {
                    String spec = old.seatSpec(i);
                    Player p = tables.players().create(PlayerSpec.parse(spec), game.info());
                    made.add(p);
                    kinds[j] = TableSeats.Kind.COMPUTER;
                    b.seat(j, p, spec);
                    if (seats.handedOver(i)) { // stays the computer's; its person may come back to it
                        tokens[j] = tables.token(id, "seat-" + j);
                        carried[i] = tokens[j];
                    }
                } else {
                    kinds[j] = TableSeats.Kind.REMOTE;
                    humans[j] = new HumanPlayer();
                    tokens[j] = tables.token(id, "seat-" + j);
                    carried[i] = tokens[j];
                    b.seat(j, humans[j], "human");
                }
                String name = old.seatName(i);
                if (!name.equals(game.seats(n).get(i).name())) { // a person's own name goes with them; a colour's stays
                    b.seatName(j, name);
                }
            }
            WebTable started = tables.start(id, b.build(), new TableSeats(kinds, tokens, humans, tables.token(id, WebTables.WATCH)), null);
            started.chat().carry(table.chat(), n == 2 ? "Rematch: the colours are swapped" : "Rematch: everyone moved one seat on");
            return new Next(started, carried);
        } catch (RuntimeException e) {
            made.forEach(Player::close);
            throw e instanceof IllegalArgumentException iae ? iae : new IllegalArgumentException(String.valueOf(e.getMessage()), e);
        }
    }
}
