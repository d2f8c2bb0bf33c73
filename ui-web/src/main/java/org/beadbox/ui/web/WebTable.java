package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicLong;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.online.Table;

/**
 * One online table: the match, its seats ({@link TableSeats}: tokens, kinds, presence) and the
 * connections watching it. Hears the match and tells every connection what changed; answers
 * what the connections ask ({@link TableConnection}, through {@link SeatActions}); greets each
 * ({@link TableWelcome}). Its seats are kept while the game goes on ({@link TableKeeping}: a file
 * beside the autosave, or the server's store), so the table reopens after a restart.
 */
final class WebTable implements Table, MatchListener {

    /** The shortest time between two {@code thinking} messages: at most five a second. */
    static final long THINKING_EVERY_NANOS = 200_000_000L;

    private final String id;
    private final Match match;
    private final TableSeats seats;
    private final URI base;
    private final PlayerCatalog players;
    private final TableKeeping file;
    private final java.util.function.BooleanSupplier quitting;
    private final Set<TableConnection> connections = new CopyOnWriteArraySet<>();
    private final UndoVote undo = new UndoVote();
    private final Rematch rematch = new Rematch(this);
    private final TableChat chat = new TableChat();
    private final TableReview review;
    private final SeatActions actions;
    private final DrawTalks draws;
    private final AtomicLong moveHeard = new AtomicLong(); // when the move being played was read, for ServerTimes
    private final AtomicLong lastThinking = new AtomicLong(System.nanoTime() - 1_000_000_000L);
    private volatile boolean closed;
    /** Why the match ended without a result (an abort), or null: told to every page that joins after. */
    private volatile String abandonedWhy;
    /** The host closed the table for now (its window), to reopen it on the same links. */
    private volatile boolean suspended;
    private final StateTexts states = new StateTexts();

    /**
     * @param file where the table's seats are kept to reopen it after a restart
     * @param quitting whether Beadbox is quitting (see {@link #close})
     */
    WebTable(String id, Match match, TableSeats seats, URI base, PlayerCatalog players, TableKeeping file,
            java.util.function.BooleanSupplier quitting) {
        this.quitting = quitting;
        this.id = id;
        this.match = match;
        this.seats = seats;
        this.base = base;
        this.players = players;
        this.file = file;
        this.actions = new SeatActions(this, match, seats, players, undo);
        this.draws = new DrawTalks(this, match);
        this.review = new TableReview(match, players);
    }

    /** The review with the computer, once the game is over. */
    TableReview review() {
        return review;
    }

    /** What the connections ask of the table. */
    SeatActions actions() {
        return actions;
    }

    /** The draw offers of the seats' people. */
    DrawTalks draws() {
        return draws;
    }

    /** The rematch offered once the game is over. */
    Rematch rematch() {
        return rematch;
    }

    TableChat chat() {
        return chat;
    }

    /** The connections at the table now. */
    Set<TableConnection> connections() {
        return connections;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Match match() {
        return match;
    }

    TableSeats seats() {
        return seats;
    }

    @Override
    public Optional<URI> seatLink(int seat) {
        // A seat played at the host's screen has a token kept for a restart, and no link until then.
        return seats.kind(seat) == TableSeats.Kind.HOST ? Optional.empty() : seats.token(seat).map(this::link);
    }

    @Override
    public URI spectatorLink() {
        return link(seats.spectatorToken());
    }

    private URI link(String token) {
        return base.resolve("table.html#" + id + "." + token);
    }

    /** The token of an invited seat, for the page that created the table. */
    Optional<String> seatToken(int seat) {
        return seats.kind(seat) == TableSeats.Kind.HOST ? Optional.empty() : seats.token(seat);
    }

    @Override
    public boolean connected(int seat) {
        for (TableConnection c : connections) {
            if (c.seats().contains(seat)) {
                return true;
            }
        }
        return false;
    }

    /** How many connections watch without a seat. */
    @Override
    public int spectators() {
        int n = 0;
        for (TableConnection c : connections) {
            n += c.seats().isEmpty() ? 1 : 0;
        }
        return n;
    }

    Optional<Set<Integer>> access(List<String> tokens) {
        return seats.access(tokens);
    }

    void join(TableConnection c) {
        connections.add(c);
        seats.joined(c.seats());
        for (int seat : c.seats()) {
            if (seats.handedOver(seat)) {
                actions.giveBack(seat); // its person came back: the seat is theirs again
            }
        }
        c.send(TableWelcome.of(this, c, players, this::computerName));
        sendState(c, true, null);
        if (undo.open()) {
            c.send(TableMessages.undoRequest("asked", undo.seat(), undo.waiting()));
        }
        match.drawOffer().ifPresent(d -> c.send(TableMessages.drawOffer(d)));
        chat.joined(c);
        rematch.joined(c);
        review.joined(c);
        presence();
        tellAbandoned(c);
    }

    /** A page that joins (or reloads) after the match was abandoned (aborted) hears why, as the others did. */
    private void tellAbandoned(TableConnection c) {
        String why = abandonedWhy;
        if (why != null) {
            c.send(closedMessage(why));
        }
    }

    private static JsonObject closedMessage(String reason) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "closed");
        o.addProperty("reason", reason);
        return o;
    }

    void leave(TableConnection c) {
        if (connections.remove(c)) {
            rematch.left(c);
            presence();
        }
    }

    boolean isClosed() {
        return closed;
    }

    /**
     * Closes the table for good: its file goes, its autosave stays (a local game to resume). But
     * a table already shut (the web front-end stopped first) or closed while Beadbox quits (Swing
     * closes its windows, a hosted table's too, as it stops) keeps its file, to reopen next time.
     */
    @Override
    public void close(String reason) {
        boolean keep = closed || quitting.getAsBoolean();
        shut(reason);
        if (!keep) {
            file.forget(id, reason);
        }
    }

    /** Closes the table but keeps its file: the host closed its window with the game going on (Swing). */
    @Override
    public void suspend(String reason) {
        suspended = true; // before the match closes: its pages are told the table comes back
        shut(reason);
    }

    /** Closes the table but keeps its file, to reopen it when the web front-end or the game comes back. */
    void shut(String reason) {
        closed = true;
        review.close();
        match.close(reason);
        for (TableConnection c : connections) {
            c.close(1001, reason);
        }
        connections.clear();
    }

    // ------------------------------------------------------------ its file

    /** Writes the table's file (when it has one), after its seats changed or a game was undone. */
    void save() {
        if (!closed) {
            file.save(id, match, seats);
        }
    }

    // ------------------------------------------------------------ what everyone hears

    private String computerName(int seat) {
        return TableWelcome.computerName(players, match.seatSpec(seat));
    }

    void presence() {
        JsonObject o = new JsonObject();
        o.addProperty("type", "presence");
        o.add("seats", seats.json(match, this::connected, this::computerName));
        o.addProperty("spectators", spectators());
        broadcast(o);
    }

    /** The state message for a connection holding {@code mine}, scene and all. */
    String stateText(Set<Integer> mine) {
        GameState s = match.state();
        return states.text(match, s, yourTurn(s, mine), true);
    }

    /**
     * Sends {@code c} the state: the position's scene only when {@code c} does not hold it yet,
     * or when {@code full} ({@link StateTexts}); {@code written} (or null) runs once it is written.
     */
    void sendState(TableConnection c, boolean full, Runnable written) {
        GameState s = match.state();
        states.send(c, match, s, yourTurn(s, c.seats()), full, written);
    }

    private boolean yourTurn(GameState s, Set<Integer> mine) {
        HumanPlayer h = seats.human(s.toMove());
        return mine.contains(s.toMove()) && h != null && h.isWaiting();
    }

    private void broadcastState() {
        broadcastState(0);
    }

    /** The same; a move heard at {@code heard} (a nanoTime, or 0) is timed until written: {@link ServerTimes}. */
    private void broadcastState(long heard) {
        if (heard == 0) {
            for (TableConnection c : connections) {
                sendState(c, false, null);
            }
            return;
        }
        java.util.concurrent.atomic.AtomicInteger left = new java.util.concurrent.atomic.AtomicInteger(connections.size());
        for (TableConnection c : connections) {
            sendState(c, false, () -> {
                if (left.decrementAndGet() == 0) {
                    ServerTimes.since(ServerTimes.Stage.MOVE_WRITTEN, match.info().id(), heard);
                }
            });
        }
        ServerTimes.since(ServerTimes.Stage.MOVE_SENT, heard);
    }

    /** A seat's move frame was read at {@code nanos} (0: it was refused), to time it: {@link ServerTimes}. */
    void moveHeard(long nanos) {
        if (ServerTimes.ON) {
            moveHeard.set(nanos);
        }
    }

    void broadcast(JsonObject o) {
        for (TableConnection c : connections) {
            c.send(o);
        }
    }

    private void cancelUndo() {
        int seat = undo.clear();
        if (seat >= 0) {
            broadcast(TableMessages.undoRequest("cancelled", seat, Set.of()));
        }
    }

    @Override
    public void turn(int seat, GameState state) {
        broadcastState();
    }

    @Override
    public void moved(int seat, Move move, GameState after) {
        long heard = moveHeard.getAndSet(0);
        if (match.isClosed()) {
            return; // the store's keeper could not commit it and closed the match: nobody hears of it
        }
        ServerTimes.since(ServerTimes.Stage.MOVE_PLAYED, heard);
        cancelUndo();
        broadcastState(heard); // a human seat's turn is announced again by turn(), once it waits
    }

    @Override
    public void undone(GameState now) {
        save(); // a game undone after its end goes on: its file comes back
        rematch.lapse();
        broadcastState();
    }

    @Override
    public void ended(Outcome outcome) {
        if (match.isClosed()) {
            return; // not committed (see moved): the table reopens at its last committed move
        }
        cancelUndo();
        file.forget(id, outcome.summary());
        broadcastState();
    }

    @Override
    public void thinking(int seat, Analysis analysis) {
        long now = System.nanoTime();
        long last = lastThinking.get();
        if (now - last >= THINKING_EVERY_NANOS && lastThinking.compareAndSet(last, now)) {
            broadcast(TableMessages.thinking(seat, analysis));
        }
    }

    @Override
    public void fault(int seat, String message) {
        JsonObject o = Protocol.error(message);
        o.addProperty("type", "fault");
        broadcast(o);
    }

    @Override
    public void drawOffer(org.beadbox.core.DrawOffer offer) {
        broadcast(TableMessages.drawOffer(offer));
    }

    @Override
    public void abandoned(String reason) {
        if (reason.startsWith("aborted")) {
            file.forget(id, reason); // nobody came: the table is not reopened after a restart (docs/clocks.md)
        }
        abandonedWhy = reason;
        JsonObject o = closedMessage(reason);
        if (suspended) {
            o.addProperty("reopens", true); // the page says the table comes back, not that it is over
        }
        broadcast(o);
    }
}
