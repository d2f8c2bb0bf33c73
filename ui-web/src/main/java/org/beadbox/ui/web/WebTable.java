package org.beadbox.ui.web;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.URI;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CopyOnWriteArraySet;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchListener;
import org.beadbox.core.online.Table;

/**
 * One online table: the match, a token per invited seat and one for spectators, and the
 * connections watching it. Hears the match and tells every connection what changed.
 */
final class WebTable implements Table, MatchListener {

    private final String id;
    private final Match match;
    private final String[] seatTokens;
    private final HumanPlayer[] humans;
    private final String spectatorToken = Tokens.token();
    private final URI base;
    private final Set<TableConnection> connections = new CopyOnWriteArraySet<>();
    private volatile boolean closed;
    private GameState drawn; // the position last drawn by scene(), and its drawing: never changed once made
    private JsonObject drawnScene;

    /**
     * @param humans per seat, the remote seat's player, or null for a seat played on the host
     */
    WebTable(String id, Match match, HumanPlayer[] humans, URI base) {
        this.id = id;
        this.match = match;
        this.humans = humans.clone();
        this.base = base;
        this.seatTokens = new String[humans.length];
        for (int i = 0; i < humans.length; i++) {
            seatTokens[i] = humans[i] == null ? null : Tokens.token();
        }
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Match match() {
        return match;
    }

    @Override
    public Optional<URI> seatLink(int seat) {
        String t = seatTokens[seat];
        return t == null ? Optional.empty() : Optional.of(link(t));
    }

    @Override
    public URI spectatorLink() {
        return link(spectatorToken);
    }

    private URI link(String token) {
        return base.resolve("table.html#" + id + "." + token);
    }

    /** The token of an invited seat, for the page that created the table. */
    Optional<String> seatToken(int seat) {
        return Optional.ofNullable(seatTokens[seat]);
    }

    String spectatorToken() {
        return spectatorToken;
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

    /**
     * The seats these tokens give, or empty when any token is wrong. Every token is compared
     * with every secret of the table, in constant time, whatever matches.
     *
     * @return the seats (empty set: a spectator)
     */
    Optional<Set<Integer>> access(List<String> tokens) {
        Set<Integer> seats = new TreeSet<>();
        boolean allKnown = !tokens.isEmpty();
        for (String t : tokens) {
            boolean known = Tokens.same(spectatorToken, t);
            for (int i = 0; i < seatTokens.length; i++) {
                if (Tokens.same(seatTokens[i], t)) {
                    seats.add(i);
                    known = true;
                }
            }
            allKnown &= known;
        }
        return allKnown ? Optional.of(seats) : Optional.empty();
    }

    void join(TableConnection c) {
        connections.add(c);
        c.send(welcome(c));
        c.send(state(c.seats()));
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

    @Override
    public void close(String reason) {
        closed = true;
        match.close(reason);
        for (TableConnection c : connections) {
            c.close(1001, reason);
        }
        connections.clear();
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
        HumanPlayer h = humans[s.toMove()];
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
            if (h.waitingOn().orElse(null) != s || !h.offer(m)) {
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
        if (humans[toMove] == null || !humans[toMove].isWaiting()) {
            return "the table is not waiting for a move yet";
        }
        return null;
    }

    // ------------------------------------------------------------ what everyone hears

    private JsonObject welcome(TableConnection c) {
        JsonObject o = new JsonObject();
        o.addProperty("type", "welcome");
        o.addProperty("table", id);
        o.addProperty("game", match.info().id());
        o.addProperty("gameName", match.info().name());
        o.addProperty("rulesHtml", match.info().rulesHtml());
        o.add("you", Protocol.ints(c.seats()));
        o.add("seats", seats());
        return o;
    }

    private JsonArray seats() {
        JsonArray seats = new JsonArray();
        for (int i = 0; i < match.seats(); i++) {
            JsonObject s = new JsonObject();
            s.addProperty("name", match.seatName(i));
            s.addProperty("player", humans[i] != null ? "remote" : match.seatSpec(i));
            s.addProperty("color", match.game().seats(match.seats()).get(i).color());
            s.addProperty("connected", humans[i] == null || connected(i));
            seats.add(s);
        }
        return seats;
    }

    private void presence() {
        JsonObject o = new JsonObject();
        o.addProperty("type", "presence");
        o.add("seats", seats());
        broadcast(o);
    }

    JsonObject state(Set<Integer> mine) {
        GameState s = match.state();
        JsonObject o = new JsonObject();
        o.addProperty("type", "state");
        o.add("scene", scene(s));
        o.addProperty("toMove", s.toMove());
        JsonArray moves = new JsonArray();
        for (Move m : match.moves()) {
            moves.add(m.notation());
        }
        o.add("moves", moves);
        JsonArray score = new JsonArray();
        for (double d : s.score()) {
            score.add(d);
        }
        o.add("score", score);
        Optional<Outcome> outcome = match.outcome();
        o.addProperty("over", outcome.isPresent());
        outcome.ifPresent(out -> {
            JsonObject r = new JsonObject();
            r.add("ranks", Protocol.ints(out.ranks()));
            r.addProperty("summary", out.summary());
            o.add("result", r);
        });
        boolean yours = outcome.isEmpty() && mine.contains(s.toMove()) && humans[s.toMove()] != null
                && humans[s.toMove()].isWaiting();
        o.addProperty("yourTurn", yours);
        if (yours) {
            o.add("next", Protocol.strings(s.nextSteps(List.of())));
        }
        return o;
    }

    /**
     * The position drawn as JSON, drawn once and shared by every connection's state message: a
     * move is announced twice (moved, then the next turn) to each connection, and drawing and
     * converting the scene was most of the host's work under load (docs/web-load.md).
     */
    private synchronized JsonObject scene(GameState s) {
        if (s != drawn) {
            drawnScene = SceneJson.of(s.draw(List.of()));
            drawn = s;
        }
        return drawnScene;
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
        broadcastState(); // a human seat's turn is announced again by turn(), once it waits
    }

    @Override
    public void undone(GameState now) {
        broadcastState();
    }

    @Override
    public void ended(Outcome outcome) {
        broadcastState();
    }

    @Override
    public void thinking(int seat, Analysis analysis) {
        // Progress goes out with the next state; a throttled "thinking" message is a later step.
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
