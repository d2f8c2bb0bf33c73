package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.Player;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.testkit.TakeAway;

/** Real tables of Take Away on a real Beadbox home, and connections that keep what they are sent. */
final class Fixture {

    static final URI BASE = URI.create("http://127.0.0.1:8765/");

    final GameCatalog games = GameCatalog.of(new TakeAway());
    final PlayerCatalog players = PlayerCatalog.of(new FirstMove(), new Stubborn());
    final RecordStore store;

    Fixture(Path home) {
        store = new RecordStore(home);
    }

    WebTables tables() {
        return new WebTables(games, players, store, BASE);
    }

    /** A connection to {@code table} holding {@code seats}, opened. */
    static Client connect(WebTable table, boolean host, Integer... seats) {
        Client c = new Client(table, Set.of(seats), host);
        c.opened();
        return c;
    }

    /** A connection that keeps every message it is sent instead of writing to a socket. */
    static final class Client extends TableConnection {

        final BlockingQueue<JsonObject> sent = new LinkedBlockingQueue<>();

        Client(WebTable table, Set<Integer> seats, boolean host) {
            super(table, seats, host);
        }

        @Override
        void send(JsonObject o) {
            sent.add(o);
        }

        @Override
        void sendText(String text) {
            sent.add(com.google.gson.JsonParser.parseString(text).getAsJsonObject());
        }

        /** Handles a message as if it came over the socket; its answer, if any, is kept too. */
        void ask(String json) {
            JsonObject o = com.google.gson.JsonParser.parseString(json).getAsJsonObject();
            JsonObject answer = handle(o.get("type").getAsString(), o);
            if (answer != null) {
                sent.add(answer);
            }
        }

        JsonObject next(String type) throws InterruptedException {
            return next(m -> type.equals(m.get("type").getAsString()), type);
        }

        JsonObject next(Predicate<JsonObject> wanted, String what) throws InterruptedException {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (true) {
                JsonObject m = sent.poll(Math.max(0, end - System.nanoTime()), TimeUnit.NANOSECONDS);
                if (m == null) {
                    throw new AssertionError("no " + what + " within 10 s");
                }
                if (wanted.test(m)) {
                    return m;
                }
            }
        }
    }

    /**
     * Whether {@code seat} of {@code t} waits for a move in the match's position now. (Not just
     * {@link org.beadbox.core.HumanPlayer#isWaiting}: a seat that just moved still reads as waiting,
     * on its old position, for a moment after the match has played its move.)
     */
    static boolean waitsNow(WebTable t, int seat) {
        org.beadbox.core.HumanPlayer h = t.seats().human(seat);
        return h != null && h.waitingOn().orElse(null) == t.match().state();
    }

    static void await(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("not within 10 s: " + what);
            }
            Thread.sleep(10);
        }
    }

    /** A computer player that takes the first legal move. */
    static final class FirstMove extends AbstractPlayerFactory {
        FirstMove() {
            super("first", "First Move", "plays the first legal move", 0, List.of());
        }

        @Override
        protected Player player(GameInfo game, Map<String, String> values) {
            return (state, clock, progress) -> state.legalMoves().get(0);
        }
    }

    /**
     * A computer player that thinks until it is interrupted, and then answers anyway with the
     * first legal move: a late move the match must drop. {@link #thinking} counts its turns.
     */
    static final class Stubborn extends AbstractPlayerFactory {

        static final java.util.concurrent.atomic.AtomicInteger thinking = new java.util.concurrent.atomic.AtomicInteger();

        Stubborn() {
            super("stubborn", "Stubborn", "thinks until interrupted, then answers anyway", 0, List.of());
        }

        @Override
        protected Player player(GameInfo game, Map<String, String> values) {
            return (state, clock, progress) -> {
                thinking.incrementAndGet();
                try {
                    new java.util.concurrent.CountDownLatch(1).await();
                } catch (InterruptedException stopped) {
                    // answers all the same, too late
                }
                return state.legalMoves().get(0);
            };
        }
    }
}
