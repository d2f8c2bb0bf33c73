package org.beadbox.core.review;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.Replay;

/**
 * Reviews a game with the computer: walks its positions from the start, lets a search player
 * think about each for the budget, and hands each move's {@link MoveReview} to a {@link Listener}
 * as soon as the position after it is judged. Front-end neutral: Swing, the web and the headless
 * {@code review} command all use it.
 *
 * <p>A review is cancelled by interrupting the thread that runs {@link #run} (or {@link
 * Running#cancel()}): the search stops within some tens of milliseconds and {@code run} throws
 * {@link InterruptedException}; what was handed to the listener stays valid.
 */
public final class Review {

    /** The quick budget: about 0.2 s a position. */
    public static final Duration QUICK = Duration.ofMillis(200);
    /** The deep budget: about 2 s a position. */
    public static final Duration DEEP = Duration.ofSeconds(2);

    /** Hears a review as it goes; called on the review's thread. */
    public interface Listener {

        /** The review begins: each seat's chances at the start, and how many moves it covers. */
        default void started(List<Double> start, int moves) {
        }

        /** The computer starts on position {@code position} (0 the start) of {@code positions}. */
        default void searching(int position, int positions) {
        }

        /** One move is reviewed (moves arrive in order, numbered from 1). */
        void reviewed(MoveReview move);
    }

    private final List<GameState> states;
    private final List<Move> moves;
    private final PlayerSpec spec;
    private final Supplier<Player> players;
    private final Duration budget;

    /**
     * A review of the game whose positions are {@code states} ({@code states.get(i + 1)} after
     * {@code moves.get(i)}).
     *
     * @param spec the player that searches, as it is written in the stored review
     * @param players makes that player (called once per run)
     * @param budget the search time per position
     */
    public Review(List<GameState> states, List<Move> moves, PlayerSpec spec, Supplier<Player> players, Duration budget) {
        this.states = List.copyOf(states);
        this.moves = List.copyOf(moves);
        if (this.states.size() != this.moves.size() + 1) {
            throw new IllegalArgumentException("a review needs one position more than moves");
        }
        this.spec = Objects.requireNonNull(spec);
        this.players = Objects.requireNonNull(players);
        this.budget = Objects.requireNonNull(budget);
        if (budget.isNegative() || budget.isZero()) {
            throw new IllegalArgumentException("the review's time per position must be more than 0");
        }
    }

    /**
     * A review of {@code replay} with the player {@code spec} (or, when null, the strongest
     * installed player of the game), given {@code budget} a position.
     *
     * @throws IllegalArgumentException when no player plays the game, or the spec names an
     *     unknown player or bad options (the message says which)
     */
    public static Review of(Replay replay, PlayerCatalog catalog, PlayerSpec spec, Duration budget) {
        return of(replay.game().info(), replay.states(), replay.moves(), catalog, spec, budget);
    }

    /**
     * A review of the game of {@code game} whose positions are {@code states}, as {@link
     * #of(Replay, PlayerCatalog, PlayerSpec, Duration)}.
     */
    public static Review of(GameInfo game, List<GameState> states, List<Move> moves, PlayerCatalog catalog, PlayerSpec spec,
            Duration budget) {
        PlayerSpec chosen = spec != null ? spec : strongest(catalog, game);
        PlayerSpec timed = timed(chosen, catalog.require(chosen.id()), budget);
        catalog.create(timed, game).close();
        return new Review(states, moves, timed, () -> catalog.create(timed, game), budget);
    }

    /** The strongest installed player of {@code game}: the highest {@link PlayerFactory#strength()}. */
    public static PlayerSpec strongest(PlayerCatalog catalog, GameInfo game) {
        return catalog.strongest(game).map(f -> PlayerSpec.of(f.id())).orElseThrow(() -> new IllegalArgumentException(
                "no installed player plays " + game.name() + ": install an AI plugin (mcts) to review a game"));
    }

    /** {@code spec} with its time set to {@code budget} when its factory has a {@code time} option the spec leaves out. */
    static PlayerSpec timed(PlayerSpec spec, PlayerFactory factory, Duration budget) {
        boolean hasTime = factory.options().stream().map(OptionSpec::key).anyMatch("time"::equals);
        if (!hasTime || spec.options().containsKey("time")) {
            return spec;
        }
        Map<String, String> options = new LinkedHashMap<>(spec.options());
        options.put("time", seconds(budget));
        return new PlayerSpec(spec.id(), options);
    }

    private static String seconds(Duration d) {
        double s = d.toMillis() / 1000.0;
        return s == Math.rint(s) ? Long.toString((long) s) : Double.toString(s);
    }

    /** The player that searches, as the stored review names it. */
    public PlayerSpec player() {
        return spec;
    }

    /** The search time per position. */
    public Duration budget() {
        return budget;
    }

    /** How many moves the review covers. */
    public int size() {
        return moves.size();
    }

    /**
     * Reviews every move on this thread, reusing the moves of {@code previous} that agree with
     * this game when it was searched by the same player with the same budget.
     *
     * @param previous a stored review of this game, or null
     * @return the whole review, to store in the record
     * @throws InterruptedException when the thread is interrupted (the review is cancelled)
     */
    public ReviewRecord run(ReviewRecord previous, Listener listener) throws InterruptedException {
        double secs = budget.toMillis() / 1000.0;
        List<String> notations = moves.stream().map(Move::notation).toList();
        boolean same = previous != null && previous.player().equals(spec.toString()) && Math.abs(previous.seconds() - secs) < 1e-9
                && previous.start().size() == states.get(0).players();
        List<MoveReview> reused = same ? sound(previous.agreeingWith(notations)) : List.of();
        try (Player player = players.get()) {
            int k = reused.size();
            List<Double> before = k == 0 ? Estimate.even(states.get(0).players()) : reused.get(k - 1).chances();
            if (k > 0) {
                listener.started(previous.start(), moves.size());
            }
            List<MoveReview> out = new ArrayList<>();
            for (MoveReview m : reused) {
                out.add(m);
                listener.reviewed(m);
            }
            if (k > 0 && k == moves.size()) {
                return new ReviewRecord(spec.toString(), secs, previous.start(), out);
            }
            Estimate current = judge(player, k, before, listener);
            List<Double> start = k == 0 ? current.chances() : previous.start();
            if (k == 0) {
                listener.started(start, moves.size());
            }
            for (int i = k; i < moves.size(); i++) {
                player.played(moves.get(i), GameCatalog.pluginState(states.get(i + 1)));
                Estimate next = judge(player, i + 1, current.chances(), listener);
                MoveReview m = verdict(i, current, next, alternative(player, i, current));
                out.add(m);
                listener.reviewed(m);
                current = next;
            }
            return new ReviewRecord(spec.toString(), secs, start, out);
        }
    }

    /**
     * {@code stored} up to its first move rated below the computer's preference ({@code before <
     * after}: a review stored before "best" was the better of the two), which is searched again.
     */
    private static List<MoveReview> sound(List<MoveReview> stored) {
        int k = 0;
        while (k < stored.size() && stored.get(k).before() >= stored.get(k).after()) {
            k++;
        }
        return stored.subList(0, k);
    }

    /**
     * The estimate of position {@code i}: the outcome's points when it is over, else a search;
     * where the game knows the result exactly ({@link GameState#solved()}, an endgame table) the
     * chances are that result's points and the search gives only the preferred move and line.
     */
    private Estimate judge(Player player, int i, List<Double> before, Listener listener) throws InterruptedException {
        if (states.get(i).outcome().isEmpty()) {
            listener.searching(i, states.size());
        }
        return judge(player, states.get(i), before);
    }

    private Estimate judge(Player player, GameState state, List<Double> before) throws InterruptedException {
        if (state.outcome().isPresent()) {
            return Estimate.of(state.outcome().get());
        }
        if (Thread.interrupted()) {
            throw new InterruptedException("review cancelled");
        }
        AtomicReference<Analysis> last = new AtomicReference<>();
        Move chosen = GameCatalog.search(player, state, budget, last::set);
        Analysis a = last.get();
        if (a == null || a.bestMove() == null) {
            a = new Analysis(0, 0, 1, chosen.notation(), a == null ? Double.NaN : a.winEstimate(), List.of(chosen.notation()));
        }
        Estimate searched = Estimate.of(state, a, before);
        return state.solved().map(o -> searched.exact(o, state.toMove())).orElse(searched);
    }

    /**
     * The position after the computer's preferred move instead of the move played, judged the way
     * the position after the move played is (by a search for the seat to move next), or null when
     * the move played was the preferred one, forced, or the search preferred none. Judging both
     * from the same side cancels what a short search gets wrong the same way in both: a Monte
     * Carlo search rates the side to move too high, so comparing the mover's own rating before
     * the move with the next seat's rating after it would mark nearly every move.
     */
    private Estimate alternative(Player player, int i, Estimate current) throws InterruptedException {
        GameState state = states.get(i);
        if (!current.judged() || current.best().isEmpty() || current.best().equals(moves.get(i).notation())
                || state.legalMoves().size() < 2) {
            return null;
        }
        Move best;
        try {
            best = state.parseMove(current.best());
        } catch (RuntimeException e) {
            return null;
        }
        return judge(player, state.play(best), current.chances());
    }

    /**
     * The verdict on move {@code i}. The position after the move played and the position after the
     * computer's preferred move are searched by the same player with the same budget, each from
     * the side of the seat to move next; the better of the two is the review's "best", so "best"
     * is never rated below the move played: when the move played comes out at least as well, it is
     * the best the review knows (its line the move and the search's reply). A mark needs the loss
     * to exceed the margin within which the two searches cannot tell the moves apart.
     */
    private MoveReview verdict(int i, Estimate current, Estimate next, Estimate alternative) {
        GameState state = states.get(i);
        int mover = state.toMove();
        String played = moves.get(i).notation();
        double after = clamp(next.chances().get(mover));
        boolean judged = alternative != null && alternative.judged() && next.judged();
        double margin = 2 * Math.hypot(next.error(), judged ? alternative.error() : 0);
        String best = current.best();
        List<String> line = current.line();
        double before = after;
        if (judged && clamp(alternative.chances().get(mover)) > after) {
            before = clamp(alternative.chances().get(mover));
        } else if (judged) {
            best = played;
            line = new ArrayList<>(List.of(played));
            line.addAll(next.line());
        }
        String mark = judged && before - after >= margin ? Mark.of(before - after).map(Mark::word).orElse("") : "";
        return new MoveReview(i + 1, mover, played, before, after, next.chances(), mark, best, line, Math.min(1, margin));
    }

    private static double clamp(double p) {
        return Double.isNaN(p) ? 0.5 : Math.max(0, Math.min(1, p));
    }

    /**
     * Starts {@link #run} on a daemon thread of its own.
     *
     * @return the running review: its result, and a way to cancel it
     */
    public Running start(ReviewRecord previous, Listener listener) {
        CompletableFuture<ReviewRecord> result = new CompletableFuture<>();
        Thread t = new Thread(() -> {
            try {
                result.complete(run(previous, listener));
            } catch (InterruptedException e) {
                result.cancel(false);
            } catch (RuntimeException e) {
                result.completeExceptionally(e);
            }
        }, "beadbox-review");
        t.setDaemon(true);
        t.start();
        return new Running(t, result);
    }

    /**
     * A review running on its own thread.
     *
     * @param thread the thread it runs on
     * @param result completes with the whole review, is cancelled when the review is, or
     *     completes exceptionally with the player's failure (its message written for a person)
     */
    public record Running(Thread thread, CompletableFuture<ReviewRecord> result) {

        /** Stops the review; it ends within some tens of milliseconds. Idempotent. */
        public void cancel() {
            thread.interrupt();
        }
    }
}
