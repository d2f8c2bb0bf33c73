package org.beadbox.core.remote;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.IntFunction;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;

/**
 * A table served elsewhere, mirrored here: a local {@link Match} of the locally installed game
 * that replays the host's moves by their notation. The seats this link plays are played by a
 * local player (a person at this screen, or an AI) whose moves go to the host; the other seats
 * are stand-ins whose moves arrive from the host. The host referees: a move of ours enters the
 * local match only once the host has played it, and a refusal goes back to the local player.
 */
public final class RemoteGame implements RemoteTable.Listener {

    private final GameCatalog games;
    private final RemoteTable.Listener listener;
    private final Object lock = new Object();
    private final CompletableFuture<RemoteGame> ready = new CompletableFuture<>();
    private volatile RemoteTable table;
    private volatile RemoteTable.Welcome welcome;
    private volatile Game game;
    private volatile Match match;
    private List<String> moves = List.of(); // the host's, guarded by lock
    private RemoteTable.State last; // guarded by lock
    private String refusal; // guarded by lock
    private long lastSent = System.nanoTime() - MOVE_GAP_NANOS; // guarded by lock
    private volatile boolean diverged;

    /**
     * The shortest time between two moves this mirror sends: at most 16 a second, under the
     * host's limit of 20 (ui-web closes a connection that sends faster). A person never comes
     * near it; a computer playing a remote seat would, in a fast game on a quick machine.
     */
    static final long MOVE_GAP_NANOS = 60_000_000L;

    private RemoteGame(GameCatalog games, RemoteTable.Listener listener) {
        this.games = games;
        this.listener = listener;
    }

    /**
     * Connects to the table of {@code link} and waits, without blocking the caller, for its
     * game and position. The future fails with a {@link RemoteTable.ConnectFailure} or an
     * {@link IllegalStateException} whose message is one line for a person: the host cannot be
     * reached, it refused the link, the table's game is not installed here, the host did not
     * answer in time.
     *
     * @param listener hears the host's messages after the mirror has taken them in
     */
    public static CompletableFuture<RemoteGame> join(TableLink link, GameCatalog games, RemoteTable.Listener listener,
            Duration timeout) {
        RemoteGame g = new RemoteGame(games, listener);
        return g.joining(RemoteTable.connect(link, g, timeout), link, timeout);
    }

    /**
     * The mirror once both are in: the connection ({@code connecting}) and the table's game and
     * position. Either can come first: the host's first messages are read on the socket's thread
     * and may make the mirror ready before the connecting future's callbacks have run.
     */
    CompletableFuture<RemoteGame> joining(CompletableFuture<RemoteTable> connecting, TableLink link, Duration timeout) {
        CompletableFuture<RemoteTable> connected = connecting.whenComplete((t, e) -> {
            if (e != null) {
                ready.completeExceptionally(e instanceof CompletionException && e.getCause() != null ? e.getCause() : e);
            } else {
                table = t;
                if (ready.isCompletedExceptionally()) {
                    t.close(); // refused while connecting (game not installed)
                }
            }
        });
        return ready.thenCombine(connected, (mirror, t) -> mirror)
                .orTimeout(timeout.toMillis() * 2, java.util.concurrent.TimeUnit.MILLISECONDS).whenComplete((x, e) -> {
            if (e != null && table != null) {
                table.close();
            }
        }).exceptionallyCompose(e -> {
            Throwable c = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
            if (c instanceof java.util.concurrent.TimeoutException) {
                c = new IllegalStateException("The host at " + link.host() + " accepted the link but sent no table in time: try again.");
            }
            return CompletableFuture.failedFuture(c);
        });
    }

    /** A mirror not yet connected, for tests of joining. */
    static RemoteGame unconnected(GameCatalog games, RemoteTable.Listener listener) {
        return new RemoteGame(games, listener);
    }

    /** A mirror over an existing connection's messages, for tests of the message handling. */
    static RemoteGame over(RemoteTable table, GameCatalog games, RemoteTable.Listener listener) {
        RemoteGame g = new RemoteGame(games, listener);
        g.table = table;
        return g;
    }

    CompletableFuture<RemoteGame> ready() {
        return ready;
    }

    /** The table's first message. */
    public RemoteTable.Welcome welcome() {
        return welcome;
    }

    /** The locally installed game the table plays. */
    public Game game() {
        return game;
    }

    /** The connection. */
    public RemoteTable connection() {
        return table;
    }

    /** The link joined. */
    public TableLink link() {
        return table.link();
    }

    /** The moves the host has played, as it last said. */
    public List<String> hostMoves() {
        synchronized (lock) {
            return moves;
        }
    }

    /** Whether the host's game went where this mirror cannot follow (moves taken back): reconnect to follow it. */
    public boolean diverged() {
        return diverged;
    }

    /**
     * Builds the local match at the host's position: not started, the seats this link plays
     * taken by {@code local.apply(seat)}, the others by stand-ins for the host's moves.
     *
     * @throws IllegalStateException naming why the host's moves cannot be replayed here (another
     *     version of the game)
     */
    public Match build(IntFunction<Player> local) {
        RemoteTable.Welcome w = welcome;
        int n = w.seats().size();
        Setup setup = w.setup().orElseGet(() -> game.resolve(Setup.of(n, 0)));
        MatchBuilder b = Match.builder(game).setup(setup).moves(hostMoves());
        for (int i = 0; i < n; i++) {
            if (w.you().contains(i)) {
                b.seat(i, new Relay(i, Objects.requireNonNull(local.apply(i), "local player")), "human");
            } else {
                b.seat(i, new StandIn(), "remote");
            }
            String name = w.seats().get(i).name();
            if (!name.isBlank()) {
                b.seatName(i, name);
            }
        }
        try {
            match = b.build();
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("This Beadbox's " + game.info().name() + " cannot replay the host's moves ("
                    + e.getMessage() + "): the host may have another version of the game.", e);
        }
        return match;
    }

    /** Gives up the seat this link plays (the first, when it plays several). */
    public void resign() {
        if (!welcome.you().isEmpty()) {
            table.resign(welcome.you().iterator().next());
        }
    }

    /** Offers a draw for {@code seat}, which this link plays. */
    public void offerDraw(int seat) {
        table.offerDraw(seat);
    }

    /** Accepts or declines the draw offered to the seats this link plays. */
    public void answerDraw(boolean accept) {
        table.answerDraw(accept);
    }

    /** Closes the connection. */
    public void close() {
        RemoteTable t = table;
        if (t != null) {
            t.close();
        }
    }

    // ------------------------------------------------------------------ the host's messages

    @Override
    public void welcome(RemoteTable.Welcome w) {
        welcome = w;
        game = games.find(w.game()).orElse(null);
        if (game == null) {
            String name = w.gameName().isBlank() ? w.game() : w.gameName() + " (" + w.game() + ")";
            ready.completeExceptionally(new IllegalStateException("This table plays " + name
                    + ", which is not installed here: install the game's plugin, then join again."));
            return;
        }
        listener.welcome(w);
    }

    @Override
    public void state(RemoteTable.State s) {
        if (game == null) {
            return;
        }
        synchronized (lock) {
            List<String> before = moves;
            if (s.moves().size() < before.size() || !s.moves().subList(0, before.size()).equals(before)) {
                diverged = match != null;
            }
            moves = s.moves();
            last = s;
            lock.notifyAll();
        }
        if (!ready.isDone()) {
            ready.complete(this);
        }
        if (diverged) {
            listener.dropped("the host took moves back");
        }
        listener.state(s);
    }

    @Override
    public void presence(List<RemoteTable.Seat> seats) {
        listener.presence(seats);
    }

    @Override
    public void drawOffer(org.beadbox.core.DrawOffer offer) {
        listener.drawOffer(offer);
    }

    @Override
    public void refused(String reason) {
        synchronized (lock) {
            refusal = reason;
            lock.notifyAll();
        }
        listener.refused(reason);
    }

    @Override
    public void closed(String reason) {
        ready.completeExceptionally(new IllegalStateException("The host closed the table: " + reason));
        listener.closed(reason);
    }

    @Override
    public void dropped(String reason) {
        ready.completeExceptionally(new IllegalStateException("The connection was lost: " + reason));
        listener.dropped(reason);
    }

    // ------------------------------------------------------------------ the seats

    private int plies() {
        return match.moves().size();
    }

    /** The host's move number {@code k} (0-based), once it has been played there. */
    private String hostMove(int k) throws InterruptedException {
        synchronized (lock) {
            while (moves.size() <= k) {
                lock.wait();
            }
            return moves.get(k);
        }
    }

    /** A seat played on the host (or by another guest): its moves come from the host. */
    private final class StandIn implements Player {
        @Override
        public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
            return state.parseMove(hostMove(plies()));
        }
    }

    /** A seat this link plays: the local player chooses, the host referees. */
    private final class Relay implements Player {
        private final int seat;
        private final Player inner;

        Relay(int seat, Player inner) {
            this.seat = seat;
            this.inner = inner;
        }

        @Override
        public void begin(GameInfo info, Setup setup, GameState start, int s) {
            inner.begin(info, setup, start, s);
        }

        @Override
        public void played(Move move, GameState after) {
            inner.played(move, after);
        }

        @Override
        public void undone(GameState now) {
            inner.undone(now);
        }

        @Override
        public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
            int k = plies();
            while (true) {
                Move m = inner.choose(state, clock, progress);
                long wait;
                synchronized (lock) {
                    wait = lastSent + MOVE_GAP_NANOS - System.nanoTime();
                }
                if (wait > 0) {
                    java.util.concurrent.TimeUnit.NANOSECONDS.sleep(wait); // outside the lock: the host's messages go on
                }
                synchronized (lock) {
                    // the host takes a move only once it waits for it: its state says so
                    while (moves.size() <= k && !(last != null && last.yourTurn() && last.moves().size() == k)) {
                        lock.wait();
                    }
                    if (moves.size() <= k) {
                        refusal = null;
                        lastSent = System.nanoTime();
                        table.move(seat, m.notation());
                        while (moves.size() <= k && refusal == null) {
                            lock.wait();
                        }
                    }
                    if (moves.size() > k) {
                        return state.parseMove(moves.get(k));
                    }
                }
                // refused: the listener heard why; the local player is asked again
            }
        }

        @Override
        public void close() {
            inner.close();
        }
    }
}
