package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicLong;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.online.Table;

/**
 * One online table: the match, its seats ({@link TableSeats}: tokens, kinds, presence) and the
 * connections watching it. Hears the match and tells every connection what changed; answers
 * what the connections ask ({@link TableConnection}). Its file ({@link SavedTable}) is kept
 * beside the autosave while the game goes on, so the table reopens after a restart.
 */
final class WebTable implements Table, MatchListener {

    /** The shortest time between two {@code thinking} messages: at most five a second. */
    static final long THINKING_EVERY_NANOS = 200_000_000L;

    private final String id;
    private final Match match;
    private final TableSeats seats;
    private final URI base;
    private final PlayerCatalog players;
    private final Path file;
    private final Set<TableConnection> connections = new CopyOnWriteArraySet<>();
    private final UndoVote undo = new UndoVote();
    private final AtomicLong lastThinking = new AtomicLong(System.nanoTime() - 1_000_000_000L);
    private volatile boolean closed;

    /**
     * @param file where the table is saved to reopen after a restart, or null when it is not
     *     (a seat played at the host's screen cannot be reopened by the web front-end)
     */
    WebTable(String id, Match match, TableSeats seats, URI base, PlayerCatalog players, Path file) {
        this.id = id;
        this.match = match;
        this.seats = seats;
        this.base = base;
        this.players = players;
        this.file = file;
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
        return seats.token(seat).map(this::link);
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
        return seats.token(seat);
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

    Optional<Set<Integer>> access(List<String> tokens) {
        return seats.access(tokens);
    }

    void join(TableConnection c) {
        connections.add(c);
        seats.joined(c.seats());
        c.send(welcome(c));
        c.send(state(c.seats()));
        if (undo.open()) {
            c.send(TableMessages.undoRequest("asked", undo.seat(), undo.waiting()));
        }
        presence();
    }

    void leave(TableConnection c) {
        if (connections.remove(c)) {
            presence();
        }
    }

    boolean isClosed() {
        return closed;
    }

    /** Closes the table for good: its file goes, its autosave stays (a local game to resume). */
    @Override
    public void close(String reason) {
        shut(reason);
        forget();
    }

    /** Closes the table but keeps its file, to reopen it when the web front-end or the game comes back. */
    void shut(String reason) {
        closed = true;
        match.close(reason);
        for (TableConnection c : connections) {
            c.close(1001, reason);
        }
        connections.clear();
    }

    // ------------------------------------------------------------ its file

    /** Writes the table's file (when it has one), after its seats changed or a game was undone. */
    void save() {
        if (file == null || closed) {
            return;
        }
        List<SavedTable.SavedSeat> out = new ArrayList<>();
        for (int i = 0; i < match.seats(); i++) {
            String kind = seats.kind(i) == TableSeats.Kind.REMOTE ? "remote" : "computer";
            out.add(new SavedTable.SavedSeat(kind, match.seatName(i), match.seatSpec(i), seats.token(i).orElse(null)));
        }
        try {
            new SavedTable(SavedTable.FORMAT, id, match.info().id(), match.setup().players(), match.setup().options(),
                    match.setup().seed(), match.started().toString(), out, seats.spectatorToken()).write(file);
        } catch (java.io.UncheckedIOException e) {
            System.err.println("beadbox web: " + e.getMessage() + ": the table will not reopen after a restart");
        }
    }

    private void forget() {
        if (file != null) {
            try {
                Files.deleteIfExists(file);
            } catch (java.io.IOException e) {
                System.err.println("beadbox web: cannot delete " + file + ": " + e.getMessage());
            }
        }
    }

    // ------------------------------------------------------------ what a seat asks

    /** The next steps after {@code partial} for the seat to move, which {@code c} must hold. */
    JsonObject steps(TableConnection c, List<String> partial) {
        GameState s = match.state();
        String refusal = refusal(c, s, -1);
        if (refusal != null) {
            return Protocol.error(refusal);
        }
        try {
            JsonObject o = new JsonObject();
            o.addProperty("type", "steps");
            o.add("partial", Protocol.strings(partial));
            o.add("next", Protocol.strings(s.nextSteps(partial)));
            o.addProperty("complete", s.moveOf(partial).isPresent());
            o.add("scene", SceneJson.of(s.draw(partial)));
            return o;
        } catch (IllegalArgumentException e) {
            return Protocol.error("those steps start no legal move: " + e.getMessage());
        }
    }

    /** Plays a move for the seat to move: by its notation, or by its steps. Null when taken. */
    JsonObject move(TableConnection c, int seat, String notation, List<String> steps) {
        GameState s = match.state();
        String refusal = refusal(c, s, seat);
        if (refusal != null) {
            return Protocol.error(refusal);
        }
        HumanPlayer h = seats.human(s.toMove());
        try {
            Move m;
            if (steps != null) {
                m = s.moveOf(steps).orElse(null);
                if (m == null) {
                    return Protocol.error("the steps " + String.join(" ", steps) + " are not a legal move here");
                }
            } else {
                m = s.parseMove(notation);
            }
            if (h == null || h.waitingOn().orElse(null) != s || !h.offer(m)) {
                return Protocol.error("the position changed: try again");
            }
            return null;
        } catch (RuntimeException e) {
            return Protocol.error("illegal move: " + e.getMessage());
        }
    }

    JsonObject resign(TableConnection c, int seat) {
        if (!c.seats().contains(seat)) {
            return Protocol.error("you do not hold seat " + seat);
        }
        if (match.isOver() || closed) {
            return Protocol.error("the game is over");
        }
        match.resign(seat);
        return null;
    }

    /** Why {@code c} may not move now (for {@code seat}, or -1 for the seat to move), or null. */
    private String refusal(TableConnection c, GameState s, int seat) {
        if (c.seats().isEmpty()) {
            return "spectators cannot move";
        }
        if (seat >= 0 && !c.seats().contains(seat)) {
            return "you do not hold seat " + seat;
        }
        if (match.isOver() || closed) {
            return "the game is over";
        }
        int toMove = s.toMove();
        if (!c.seats().contains(toMove) || (seat >= 0 && seat != toMove)) {
            return "it is not your turn: " + match.seatName(toMove) + " is to move";
        }
        HumanPlayer h = seats.human(toMove);
        if (h == null) {
            return "seat " + toMove + " is played by the computer now";
        }
        if (!h.isWaiting()) {
            return "the table is not waiting for a move yet";
        }
        return null;
    }

    /** The position after {@code ply} moves, to look at: anyone at the table may ask. */
    JsonObject view(int ply) {
        try {
            return TableMessages.viewed(match, ply);
        } catch (IllegalArgumentException e) {
            return Protocol.error(e.getMessage());
        }
    }

    /**
     * Takes back moves until the asking connection's last seat to move is to move again: at
     * once when no other person holds a seat, else once every other remote seat accepts.
     */
    JsonObject askUndo(TableConnection c) {
        if (c.seats().isEmpty()) {
            return Protocol.error("spectators cannot take back moves");
        }
        if (match.isOver() || closed) {
            return Protocol.error("the game is over");
        }
        List<Move> moves = match.moves();
        List<GameState> states = match.states();
        int target = -1;
        for (int i = moves.size() - 1; i >= 0 && target < 0; i--) {
            int mover = states.get(i).toMove();
            if (c.seats().contains(mover) && seats.human(mover) != null) {
                target = mover;
            }
        }
        if (target < 0) {
            return Protocol.error("you have no move to take back");
        }
        Set<Integer> others = new TreeSet<>();
        for (int i = 0; i < seats.size(); i++) {
            if (seats.kind(i) == TableSeats.Kind.REMOTE && !c.seats().contains(i)) {
                others.add(i);
            }
        }
        if (others.isEmpty()) {
            match.undo(target);
            return null;
        }
        if (!undo.ask(target, moves.size(), others)) {
            return Protocol.error("a take-back is already asked: wait for the answer");
        }
        broadcast(TableMessages.undoRequest("asked", target, others));
        return null;
    }

    /** The answer of a seat asked to accept a take-back. */
    JsonObject answerUndo(TableConnection c, boolean accept) {
        Set<Integer> mine = undo.asked(c.seats());
        if (mine.isEmpty()) {
            return Protocol.error(undo.open() ? "your seat is not asked" : "no take-back is asked");
        }
        if (!accept) {
            int seat = undo.clear();
            broadcast(TableMessages.undoRequest("declined", seat, mine));
            return null;
        }
        int asker = undo.seat();
        int target = undo.accept(mine, match.moves().size());
        if (target >= 0) {
            broadcast(TableMessages.undoRequest("accepted", target, Set.of()));
            match.undo(target);
        } else if (!undo.open()) {
            broadcast(TableMessages.undoRequest("cancelled", asker, Set.of()));
        }
        return null;
    }

    private void cancelUndo() {
        int seat = undo.clear();
        if (seat >= 0) {
            broadcast(TableMessages.undoRequest("cancelled", seat, Set.of()));
        }
    }

    /**
     * The host hands a remote seat nobody holds now (never joined, or disconnected) to a
     * computer player: {@code spec} as in {@code mcts:time=1}.
     */
    JsonObject handover(TableConnection c, int seat, String spec) {
        if (!c.host()) {
            return Protocol.error("only the host can hand a seat to the computer");
        }
        if (seat < 0 || seat >= seats.size()) {
            return Protocol.error("there is no seat " + seat);
        }
        if (seats.kind(seat) != TableSeats.Kind.REMOTE) {
            return Protocol.error(match.seatName(seat) + " is not a remote seat");
        }
        if (connected(seat)) {
            return Protocol.error(match.seatName(seat) + " is connected: only an absent player's seat can be handed over");
        }
        if (match.isOver() || closed) {
            return Protocol.error("the game is over");
        }
        Player p;
        try {
            p = players.create(PlayerSpec.parse(spec == null ? "" : spec), match.info());
        } catch (IllegalArgumentException e) {
            return Protocol.error(e.getMessage());
        }
        seats.toComputer(seat);
        match.replacePlayer(seat, p, spec.strip()).thenRun(() -> {
            save();
            presence();
        });
        return null;
    }

    // ------------------------------------------------------------ what everyone hears

    private String computerName(int seat) {
        String spec = match.seatSpec(seat);
        try {
            String pid = PlayerSpec.parse(spec).id();
            return players.find(pid).map(f -> f.name()).orElse(pid) + " (computer)";
        } catch (IllegalArgumentException e) {
            return spec + " (computer)";
        }
    }

    private JsonObject welcome(TableConnection c) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "welcome");
        o.addProperty("table", id);
        o.addProperty("game", match.info().id());
        o.addProperty("gameName", match.info().name());
        o.addProperty("rulesHtml", match.info().rulesHtml());
        o.add("you", Protocol.ints(c.seats()));
        o.add("seats", seats.json(match, this::connected, this::computerName));
        o.addProperty("host", c.host());
        if (c.host()) {
            com.google.gson.JsonArray ps = new com.google.gson.JsonArray();
            players.forGame(match.info()).forEach(f -> {
                JsonObject p = new JsonObject();
                p.addProperty("id", f.id());
                p.addProperty("name", f.name());
                ps.add(p);
            });
            o.add("players", ps);
        }
        return o;
    }

    private void presence() {
        JsonObject o = new JsonObject();
        o.addProperty("type", "presence");
        o.add("seats", seats.json(match, this::connected, this::computerName));
        broadcast(o);
    }

    JsonObject state(Set<Integer> mine) {
        int toMove = match.state().toMove();
        HumanPlayer h = seats.human(toMove);
        return TableMessages.state(match, mine.contains(toMove) && h != null && h.isWaiting());
    }

    private void broadcastState() {
        for (TableConnection c : connections) {
            c.send(state(c.seats()));
        }
    }

    private void broadcast(JsonObject o) {
        for (TableConnection c : connections) {
            c.send(o);
        }
    }

    @Override
    public void turn(int seat, GameState state) {
        broadcastState();
    }

    @Override
    public void moved(int seat, Move move, GameState after) {
        cancelUndo();
        broadcastState(); // a human seat's turn is announced again by turn(), once it waits
    }

    @Override
    public void undone(GameState now) {
        save(); // a game undone after its end goes on: its file comes back
        broadcastState();
    }

    @Override
    public void ended(Outcome outcome) {
        cancelUndo();
        forget();
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
    public void abandoned(String reason) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "closed");
        o.addProperty("reason", reason);
        broadcast(o);
    }
}
