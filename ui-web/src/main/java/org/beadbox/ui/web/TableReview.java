package org.beadbox.ui.web;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.beadbox.api.GameState;
import org.beadbox.core.Match;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.review.Accuracy;
import org.beadbox.core.review.Ending;
import org.beadbox.core.review.Ghost;
import org.beadbox.core.review.MoveReview;
import org.beadbox.core.review.Review;
import org.beadbox.core.review.ReviewRecord;

/**
 * A table's review with the computer ({@link Review}), shared by everyone at the table: anyone
 * there (a watcher too) may start it once the game is over, never before (a review in play would
 * be the computer's help); it runs on the host, one at a time per table, and each budget (quick,
 * deep) at most once per game, since a finished review is kept and sent again instead. Every move
 * reviewed is broadcast as it comes ({@code reviewMove}); whoever joins gets what there is
 * ({@code review}). A seated person or the host may cancel it; a review cancelled goes on from
 * where it stopped when started again.
 */
final class TableReview {

    /** The two budgets a page may ask for. */
    enum Budget {
        QUICK(Review.QUICK), DEEP(Review.DEEP);

        final Duration time;

        Budget(Duration time) {
            this.time = time;
        }
    }

    private static final Gson GSON = new Gson();

    private final Match match;
    private final PlayerCatalog players;
    private final Map<Budget, ReviewRecord> kept = new EnumMap<>(Budget.class);
    private Review.Running running;
    private Budget budget;
    private String status = "none";
    private String player = "";
    private List<Double> start = List.of();
    private final List<MoveReview> moves = new ArrayList<>();
    private int total;

    TableReview(Match match, PlayerCatalog players) {
        this.match = match;
        this.players = players;
        ReviewRecord stored = match.review();
        if (stored != null && stored.covers(notations(), stored.player(), stored.seconds())) {
            Budget b = stored.seconds() >= Review.DEEP.toMillis() / 1000.0 ? Budget.DEEP : Budget.QUICK;
            kept.put(b, stored);
            show(stored, "done", b);
        }
    }

    private List<String> notations() {
        return match.moves().stream().map(org.beadbox.api.Move::notation).toList();
    }

    /** A page asks for a review at {@code which} budget: null when started or sent again, else an error. */
    JsonObject start(WebTable table, TableConnection c, String which) {
        Budget b = "deep".equals(which) ? Budget.DEEP : "quick".equals(which) || which == null ? Budget.QUICK : null;
        if (b == null) {
            return Protocol.error("a review is 'quick' or 'deep', not '" + org.beadbox.api.Quote.excerpt(which) + "'");
        }
        if (match.outcome().isEmpty()) {
            return Protocol.error("the review opens when the game is over");
        }
        Review review;
        synchronized (this) {
            if (running != null) {
                return Protocol.error("a review is already running at this table: wait for it, or cancel it");
            }
            ReviewRecord done = kept.get(b);
            if (done != null && done.moves().size() == match.moves().size()) {
                show(done, "done", b);
                c.send(snapshot());
                return null;
            }
            try {
                review = Review.of(match.game().info(), match.states(), match.moves(), players, null, b.time);
            } catch (IllegalArgumentException e) {
                return Protocol.error(e.getMessage());
            }
            budget = b;
            status = "running";
            player = review.player().toString();
            total = match.moves().size();
            moves.clear();
            running = review.start(kept.get(b), listener(table));
        }
        running.result().whenComplete((done, failure) -> finished(table, b, done));
        return null;
    }

    private Review.Listener listener(WebTable table) {
        return new Review.Listener() {
            @Override
            public void started(List<Double> chances, int count) {
                synchronized (TableReview.this) {
                    start = chances;
                }
                table.broadcast(snapshot());
            }

            @Override
            public void reviewed(MoveReview move) {
                JsonArray accuracy;
                synchronized (TableReview.this) {
                    moves.add(move);
                    accuracy = accuracy();
                }
                JsonObject o = new JsonObject();
                o.addProperty("type", "reviewMove");
                o.add("move", GSON.toJsonTree(move));
                o.add("accuracy", accuracy);
                table.broadcast(o);
            }
        };
    }

    private void finished(WebTable table, Budget b, ReviewRecord done) {
        synchronized (this) {
            running = null;
            if (done != null) {
                kept.put(b, done);
                show(done, "done", b);
            } else {
                status = "cancelled";
                if (!start.isEmpty()) {
                    kept.put(b, new ReviewRecord(player, b.time.toMillis() / 1000.0, start, List.copyOf(moves)));
                }
            }
        }
        if (done != null) {
            match.review(done);
        }
        table.broadcast(snapshot());
    }

    /** Cancels the running review, for a seated person or the host: null, or an error. */
    JsonObject cancel(TableConnection c) {
        if (c.seats().isEmpty() && !c.host()) {
            return Protocol.error("only the players or the host can cancel the review");
        }
        synchronized (this) {
            if (running == null) {
                return Protocol.error("no review is running");
            }
            running.cancel();
        }
        return null;
    }

    /**
     * The board for move {@code ply} reviewed: the position after the computer's preferred move,
     * the beads it placed marked ({@link Ghost}), or after the move played when that was the choice.
     */
    JsonObject board(int ply) {
        MoveReview m;
        synchronized (this) {
            if (ply < 1 || ply > moves.size()) {
                return Protocol.error("move " + ply + " has not been reviewed");
            }
            m = moves.get(ply - 1);
        }
        List<GameState> states = match.states();
        JsonObject o = new JsonObject();
        o.addProperty("type", "reviewBoard");
        o.addProperty("ply", ply);
        boolean other = !m.best().isEmpty() && !m.best().equals(m.move());
        o.add("scene", SceneJson.of(other ? Ghost.of(states.get(ply - 1), m.best()) : Ghost.plain(states.get(ply))));
        return o;
    }

    /** Sends what there is to a connection that has just joined. */
    void joined(TableConnection c) {
        synchronized (this) {
            if ("none".equals(status)) {
                return;
            }
        }
        c.send(snapshot());
    }

    /** Stops a running review: the table closes. */
    synchronized void close() {
        if (running != null) {
            running.cancel();
        }
    }

    private void show(ReviewRecord r, String now, Budget b) {
        status = now;
        budget = b;
        player = r.player();
        start = r.start();
        moves.clear();
        moves.addAll(r.moves());
        total = r.moves().size();
    }

    /** Each seat's accuracy (0 to 100, {@link Accuracy}) over the moves reviewed so far, null for a seat with none. */
    private synchronized JsonArray accuracy() {
        JsonArray a = new JsonArray();
        int seats = match.states().get(0).players();
        for (int s = 0; s < seats; s++) {
            OptionalDouble v = Accuracy.of(moves, s);
            if (v.isPresent()) {
                a.add(Math.round(v.getAsDouble()));
            } else {
                a.add(JsonNull.INSTANCE);
            }
        }
        return a;
    }

    /**
     * The {@code review} message: status (running, done, cancelled), the player, the budget, the
     * start's chances and the moves so far, each seat's {@code accuracy}; once done, the {@code
     * turn} (the move where the game turned, see {@link Accuracy#turningPoint}); and the {@code
     * ending} when the game ended off the board ("Red resigns", a draw by agreement: {@link Ending}).
     */
    synchronized JsonObject snapshot() {
        JsonObject o = new JsonObject();
        o.addProperty("type", "review");
        o.addProperty("status", status);
        o.addProperty("player", player);
        o.addProperty("budget", budget == null ? "quick" : budget.name().toLowerCase(java.util.Locale.ROOT));
        o.addProperty("total", total);
        o.add("start", GSON.toJsonTree(start));
        JsonArray a = new JsonArray();
        moves.forEach(m -> a.add(GSON.toJsonTree(m)));
        o.add("moves", a);
        o.add("accuracy", accuracy());
        List<GameState> states = match.states();
        if ("done".equals(status) && moves.size() == states.size() - 1) {
            int winner = match.outcome().map(x -> Accuracy.soleWinner(x.winners())).orElse(-1);
            Accuracy.turningPoint(start, moves, winner).ifPresent(n -> o.addProperty("turn", n));
        }
        Ending.of(states.get(states.size() - 1), match.outcome()).ifPresent(e -> o.addProperty("ending", e.label()));
        return o;
    }
}
