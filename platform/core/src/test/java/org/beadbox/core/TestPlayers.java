package org.beadbox.core;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.Clock;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;

/** Small players for tests: well-behaved and badly-behaved ones, and a factory for them. */
public final class TestPlayers {

    private TestPlayers() {
    }

    /** Always plays the first legal move; counts its notifications. */
    static final class First implements Player {
        final AtomicInteger played = new AtomicInteger();
        final AtomicInteger undone = new AtomicInteger();
        final AtomicBoolean begun = new AtomicBoolean();
        final AtomicBoolean closed = new AtomicBoolean();

        @Override
        public Move choose(GameState state, Clock clock, Progress progress) {
            return state.legalMoves().get(0);
        }

        @Override
        public void begin(GameInfo game, org.beadbox.api.Setup setup, GameState start, int seat) {
            begun.set(true);
        }

        @Override
        public void played(Move move, GameState after) {
            played.incrementAndGet();
        }

        @Override
        public void undone(GameState now) {
            undone.incrementAndGet();
        }

        @Override
        public void close() {
            closed.set(true);
        }
    }

    /** Plays the first legal move: a base for players a test listens to. */
    abstract static class FirstLegal implements Player {
        @Override
        public Move choose(GameState state, Clock clock, Progress progress) {
            return state.legalMoves().get(0);
        }
    }

    /** Plays uniformly at random from a seed. */
    public static Player random(long seed) {
        java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
        return (state, clock, progress) -> state.randomMove(r);
    }

    /** Throws on every move. */
    static Player throwing() {
        return (state, clock, progress) -> {
            throw new IllegalStateException("the engine crashed");
        };
    }

    /** Returns null. */
    static Player silent() {
        return (state, clock, progress) -> null;
    }

    /** Answers a move that is never legal in TakeAway. */
    static Player illegal() {
        return (state, clock, progress) -> notation("9");
    }

    /** Sleeps far past any clock, ignoring interrupts. */
    static Player hanging() {
        return (state, clock, progress) -> {
            long until = System.nanoTime() + 3_000_000_000L;
            while (System.nanoTime() < until) {
                try {
                    Thread.sleep(50);
                } catch (InterruptedException e) {
                    // a badly behaved player: it ignores the interrupt
                }
            }
            return state.legalMoves().get(0);
        };
    }

    /** A move that only has a notation. */
    static Move notation(String n) {
        return new Move() {
            @Override
            public List<String> steps() {
                return List.of(n);
            }

            @Override
            public String notation() {
                return n;
            }
        };
    }

    /**
     * A factory of a player kind, for catalogue and command tests: one option, {@code time}; an
     * unknown option or a bad value is refused in the catalogue's words ("unknown option 'depth'").
     */
    public static PlayerFactory factory(String id, Supplier<Player> make) {
        return new AbstractPlayerFactory(id, "Test " + id, "A test player.", 0,
                List.of(OptionSpec.number("time", "Time", "Seconds per move.", 1, 0.01, 60))) {
            @Override
            public Player create(GameInfo game, Map<String, String> options) {
                for (Map.Entry<String, String> e : options.entrySet()) {
                    OptionSpec spec = options().stream().filter(o -> o.key().equals(e.getKey())).findFirst()
                            .orElseThrow(() -> new IllegalArgumentException("unknown option '" + e.getKey() + "'"));
                    String problem = spec.problem(e.getValue());
                    if (problem != null) {
                        throw new IllegalArgumentException(problem);
                    }
                }
                return player(game, options);
            }

            @Override
            protected Player player(GameInfo game, Map<String, String> values) {
                return make.get();
            }
        };
    }
}
