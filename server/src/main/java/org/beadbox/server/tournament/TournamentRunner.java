package org.beadbox.server.tournament;

import java.net.URI;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.server.lobby.LobbyTableCloser;
import org.beadbox.server.lobby.LobbyTables;
import org.beadbox.server.node.TableOwnership;
import org.beadbox.server.tournament.format.Entrant;
import org.beadbox.server.tournament.format.Format;

/**
 * Runs the tournaments on the node that holds each one's lease ({@link Tournament#leaseKey}, the
 * tables' lease scheme): starts those whose time came, settles the games decided without a
 * result from their table (a forfeit: no first move, a withdrawal), opens each round's tables,
 * and pairs the next round once every game of the round has its result, in ONE transaction that
 * checks the lease, moves the tournament's round by a conditional UPDATE, and inserts the
 * round's games with their lobby tables' rows (the format's pairing computed just before, from
 * what the transaction checks is unchanged). So a round is paired once whichever node tries:
 * a node that lost the lease rolls back, and of two pairings of one round one moves the round.
 * When the node dies its lease runs out and the next node's look takes the tournament over;
 * a table paired but not opened yet is opened by it (or reopened from the database, when it
 * was opened and its seats not written).
 */
public final class TournamentRunner {

    private final Tournaments tournaments;
    private final OnlineTables tables;
    private final TableOwnership ownership;
    private volatile Tournaments.BotSeats bots = (name, game) -> Optional.empty();
    private final SecureRandom random = new SecureRandom();
    private final Map<Long, TableOwnership.Held> held = new ConcurrentHashMap<>();
    /** Each pairing's time in nanoseconds, the format's computation then the writing transaction (for the benchmark). */
    private final List<long[]> pairings = new CopyOnWriteArrayList<>();

    public TournamentRunner(Tournaments tournaments, OnlineTables tables, TableOwnership ownership) {
        this.tournaments = tournaments;
        this.tables = tables;
        this.ownership = ownership;
    }

    /** Seats bot entrants through {@code b}. */
    public void bots(Tournaments.BotSeats b) {
        this.bots = b;
    }

    /** The pairings so far: for each, the format's computation and the writing transaction, in nanoseconds. */
    public List<long[]> pairingNanos() {
        return List.copyOf(pairings);
    }

    /** One look at every tournament due; a failure of one is said and the others go on. */
    public synchronized void tick() {
        List<Long> due = tournaments.db().inTransaction(c -> TournamentRows.due(c, tournaments.clock().instant()));
        for (Long gone : new ArrayList<>(held.keySet())) {
            if (!due.contains(gone)) { // ended meanwhile (cancelled by an administrator, finished on another node)
                held.remove(gone);
                ownership.release(Tournament.leaseKey(gone));
            }
        }
        for (long id : due) {
            try {
                run(id);
            } catch (RuntimeException e) {
                System.err.println("Beadbox server: tournament " + id + ": " + org.beadbox.api.Quote.line(String.valueOf(e.getMessage()))
                        + "; tried again shortly");
            }
        }
    }

    /** Runs tournament {@code id} one step, if this node holds it (or takes it: its holder's lease ran out). */
    void run(long id) {
        TableOwnership.Held h = ownership.claim(Tournament.leaseKey(id));
        if (h == null) {
            held.remove(id);
            return;
        }
        held.put(id, h);
        Tournament t = tournaments.find(id);
        if (t.state().equals(Tournament.OPEN)) {
            startByTime(t, h);
            t = tournaments.find(id);
        }
        if (!t.state().equals(Tournament.PLAYING)) {
            release(t);
            return;
        }
        settle(t);
        openTables(t);
        if (pair(t, h)) {
            Tournament now = tournaments.find(id);
            openTables(now);
            release(now);
        }
    }

    /** Lets an ended tournament's lease go (the heartbeat would renew it for ever). */
    private void release(Tournament t) {
        if (!t.state().equals(Tournament.PLAYING) && !t.state().equals(Tournament.OPEN)) {
            held.remove(t.id());
            ownership.release(Tournament.leaseKey(t.id()));
        }
    }

    private void startByTime(Tournament t, TableOwnership.Held h) {
        tournaments.db().inTransaction(c -> {
            ownership.check(c, Tournament.leaseKey(t.id()), h);
            try {
                tournaments.start(c, t.id());
            } catch (IllegalArgumentException e) { // too few players came
                TournamentRows.state(c, t.id(), Tournament.OPEN, Tournament.CANCELLED, "too few players joined by its start",
                        tournaments.clock().instant());
                tournaments.tell(c, t.id());
            }
            return null;
        });
    }

    /** The pairing logic's entrants. */
    static List<Entrant> entrants(List<TournamentRows.EntrantRow> rows) {
        return rows.stream().map(e -> new Entrant(e.name(), e.rating(), e.withdrawn())).toList();
    }

    /**
     * Pairs the next round when every game has its result; finishes the tournament when the
     * format has no more. The format's pairing (a Swiss one of 64 players takes a second on a busy
     * machine) is computed from what was read first; then ONE transaction, under the lease, checks
     * that nothing it was computed from changed (the round, the results, the withdrawals), moves the
     * round and writes the games with their tables' rows. Whether it paired or finished.
     */
    boolean pair(Tournament t, TableOwnership.Held h) {
        record Read(Tournament t, List<TournamentRows.EntrantRow> entrants, List<TournamentRows.GameRow> games) {
        }
        Read read = tournaments.db().inTransaction(c -> new Read(TournamentRows.find(c, t.id(), false).orElseThrow(),
                TournamentRows.entrants(c, t.id()), TournamentRows.games(c, t.id())));
        if (!read.t().state().equals(Tournament.PLAYING) || read.t().round() != t.round()
                || read.games().stream().anyMatch(g -> g.points() == null)) {
            return false;
        }
        long start = System.nanoTime();
        Format f = tournaments.formats().apply(read.t());
        List<org.beadbox.server.tournament.format.Game> next = f.next(read.t().round() + 1, entrants(read.entrants()),
                read.games().stream().map(TournamentRows.GameRow::game).toList());
        long computed = System.nanoTime();
        Instant now = tournaments.clock().instant();
        boolean done = tournaments.db().inTransaction(c -> {
            ownership.check(c, Tournament.leaseKey(t.id()), h);
            Tournament locked = TournamentRows.find(c, t.id(), true).orElseThrow();
            List<TournamentRows.EntrantRow> es = TournamentRows.entrants(c, t.id());
            if (!locked.state().equals(Tournament.PLAYING) || locked.round() != read.t().round() || !es.equals(read.entrants())
                    || TournamentRows.games(c, t.id()).size() != read.games().size()) {
                return false; // changed meanwhile: the next look pairs from what is there then
            }
            if (next.isEmpty()) {
                TournamentRows.state(c, t.id(), Tournament.PLAYING, Tournament.FINISHED, null, now);
                tournaments.tell(c, t.id());
                return true;
            }
            int to = next.stream().mapToInt(org.beadbox.server.tournament.format.Game::round).max().orElseThrow();
            if (!TournamentRows.advance(c, t.id(), locked.round(), to, Math.max(to, f.rounds(es.size())), now)) {
                return false;
            }
            Set<String> out = new HashSet<>();
            es.stream().filter(TournamentRows.EntrantRow::withdrawn).forEach(e -> out.add(e.name()));
            for (org.beadbox.server.tournament.format.Game g : next) {
                TournamentRows.insertGame(c, paired(c, locked, g, out, now), now);
            }
            tournaments.tell(c, t.id());
            return true;
        });
        if (done) {
            pairings.add(new long[] {computed - start, System.nanoTime() - computed});
        }
        return done;
    }

    /** A game as paired: a bye, a forfeit of a withdrawn player, or a table (its lobby row inserted now). */
    private TournamentRows.GameRow paired(Connection c, Tournament t, org.beadbox.server.tournament.format.Game g, Set<String> out,
                                          Instant now) throws SQLException {
        if (g.players().size() == 1 || g.points() != null) {
            double[] points = g.points() != null ? g.points() : new double[] {1.0};
            return new TournamentRows.GameRow(t.id(), g.round(), g.table(), null, g.players(), points, "bye");
        }
        Set<Integer> gone = new HashSet<>();
        for (int i = 0; i < g.players().size(); i++) {
            if (out.contains(g.players().get(i))) {
                gone.add(i);
            }
        }
        if (!gone.isEmpty()) {
            return new TournamentRows.GameRow(t.id(), g.round(), g.table(), null, g.players(),
                    TournamentGames.forfeit(g.players().size(), gone), "withdrawn");
        }
        String table = tableId();
        LobbyTables.open(c, table, t.offer(), random.nextLong(), now, List.of(), null);
        return new TournamentRows.GameRow(t.id(), g.round(), g.table(), table, g.players(), null, null);
    }

    private String tableId() {
        byte[] b = new byte[9];
        random.nextBytes(b);
        return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    /**
     * Settles the games of the round that ended without a result from their table: a table
     * aborted for want of a first move is a loss for that seat; a withdrawn player's game is
     * resigned at its table (or, served elsewhere, settled here and its table closed).
     */
    private void settle(Tournament t) {
        Set<String> out = new HashSet<>();
        List<TournamentRows.GameRow> unplayed = tournaments.db().inTransaction(c -> {
            TournamentRows.entrants(c, t.id()).stream().filter(TournamentRows.EntrantRow::withdrawn).forEach(e -> out.add(e.name()));
            return TournamentRows.unplayed(c, t.id());
        });
        for (TournamentRows.GameRow g : unplayed) {
            if (g.tableId() == null) {
                continue;
            }
            Set<Integer> gone = new HashSet<>();
            for (int i = 0; i < g.players().size(); i++) {
                if (out.contains(g.players().get(i))) {
                    gone.add(i);
                }
            }
            Optional<TournamentGames.TableEnd> end = tournaments.db().inTransaction(c -> TournamentGames.table(c, g.tableId()));
            if (end.isEmpty()) {
                continue;
            }
            if (!gone.isEmpty() && end.get().state().equals("playing")) {
                withdrawn(t, g, gone);
            } else if (end.get().state().equals("finished")) { // its end written without the hook (should not happen)
                result(t, g, TournamentGames.fromWinners(end.get()), "played");
            } else if (end.get().aborted()) {
                result(t, g, TournamentGames.forfeit(g.players().size(), Set.of(awaited(t, g))), "forfeit");
            }
        }
    }

    private void withdrawn(Tournament t, TournamentRows.GameRow g, Set<Integer> gone) {
        Optional<Table> here = tables.table(g.tableId());
        if (here.isPresent() && !here.get().match().isOver() && !here.get().match().isClosed()) {
            gone.forEach(seat -> here.get().match().resign(seat)); // its end writes the result, as any game's
            return;
        }
        tournaments.db().inTransaction(c -> {
            if (TournamentRows.result(c, t.id(), g.round(), g.tableNo(), TournamentGames.forfeit(g.players().size(), gone), "withdrawn",
                    tournaments.clock().instant())) {
                try (PreparedStatement s = c.prepareStatement("UPDATE lobby_table SET state = 'closed', to_move = -1, result = ?,"
                        + " finished_at = ? WHERE id = ? AND state = 'playing'")) {
                    s.setString(1, LobbyTableCloser.REASON); // the node serving it closes it within 10 s
                    s.setObject(2, tournaments.clock().instant().atOffset(ZoneOffset.UTC));
                    s.setString(3, g.tableId());
                    s.executeUpdate();
                }
                tournaments.tell(c, t.id());
            }
            return null;
        });
    }

    private void result(Tournament t, TournamentRows.GameRow g, double[] points, String how) {
        tournaments.db().inTransaction(c -> {
            if (TournamentRows.result(c, t.id(), g.round(), g.tableNo(), points, how, tournaments.clock().instant())) {
                tournaments.tell(c, t.id());
            }
            return null;
        });
    }

    /** The seat whose first move an aborted table awaited: the seat to move after its committed moves. */
    private int awaited(Tournament t, TournamentRows.GameRow g) {
        Game game = tournaments.games().find(t.game()).orElseThrow();
        long seed = tournaments.db().inTransaction(c -> TournamentGames.seed(c, g.tableId()));
        GameState s = game.start(setup(t, seed));
        for (String notation : tournaments.db().inTransaction(c -> TournamentGames.moves(c, g.tableId()))) {
            s = s.play(s.parseMove(notation));
        }
        return s.isOver() ? 0 : s.toMove();
    }

    private static Setup setup(Tournament t, long seed) {
        Setup s = Setup.of(t.seats(), seed);
        for (Map.Entry<String, String> e : t.options().entrySet()) {
            s = s.with(e.getKey(), e.getValue());
        }
        return s;
    }

    /** Opens the tables of the current round not opened yet, each with its players seated by their links. */
    private void openTables(Tournament t) {
        List<TournamentRows.GameRow> toOpen = tournaments.db().inTransaction(c -> {
            List<TournamentRows.GameRow> out = new ArrayList<>();
            for (TournamentRows.GameRow g : TournamentRows.unplayed(c, t.id())) {
                if (g.tableId() != null && !TournamentGames.seated(c, g.tableId())) {
                    out.add(g);
                }
            }
            return out;
        });
        for (TournamentRows.GameRow g : toOpen) {
            try {
                open(t, g);
            } catch (RuntimeException e) {
                System.err.println("Beadbox server: tournament " + t.id() + "'s table " + g.tableId() + " did not open ("
                        + org.beadbox.api.Quote.line(String.valueOf(e.getMessage())) + "); tried again shortly");
            }
        }
    }

    private void open(Tournament t, TournamentRows.GameRow g) {
        Game game = tournaments.games().find(t.game()).orElseThrow(() -> new IllegalStateException("game " + t.game() + " is not installed here"));
        Map<String, Long> accounts = new java.util.HashMap<>();
        long seed = tournaments.db().inTransaction(c -> {
            TournamentRows.entrants(c, t.id()).forEach(e -> accounts.put(e.name(), e.account()));
            return TournamentGames.seed(c, g.tableId());
        });
        Table table;
        if (tournaments.db().inTransaction(c -> TournamentGames.opened(c, g.tableId()))) {
            // opened by a node that died before it wrote the seats: reopened from the database here
            Optional<Table> reopened = tables.table(g.tableId());
            if (reopened.isEmpty()) {
                return;
            }
            table = reopened.get();
        } else {
            List<SeatRequest> seats = new ArrayList<>();
            for (String name : g.players()) {
                seats.add(bots.seat(name, game).orElse(SeatRequest.invite(name)));
            }
            table = tables.open(g.tableId(), t.game(), setup(t, seed), seats, t.live().orElse(null));
        }
        List<LobbyTables.Sitter> linked = new ArrayList<>();
        for (int i = 0; i < g.players().size(); i++) {
            String name = g.players().get(i);
            linked.add(new LobbyTables.Sitter(accounts.get(name), name, table.seatLink(i).map(URI::toString).orElse(null)));
        }
        tournaments.db().inTransaction(c -> {
            if (!TournamentGames.seated(c, g.tableId())) {
                LobbyTables.seat(c, g.tableId(), linked);
                tournaments.tell(c, t.id());
                tournaments.tellTable(c, g.tableId());
            }
            return null;
        });
    }
}
