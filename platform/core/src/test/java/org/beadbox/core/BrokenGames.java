package org.beadbox.core;

import java.util.List;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Outcome;
import org.beadbox.api.Scene;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;

/** Games with bugs, for tests of how the match runner contains them. */
public final class BrokenGames {

    private BrokenGames() {
    }

    /**
     * TakeAway whose {@code method} ("legalMoves", "play", "outcome", "parseMove", "toMove",
     * "score") throws from ply {@code atPly} on: an IllegalStateException naming the method, or,
     * with {@code error}, an AssertionError without a message.
     */
    public static Game failing(String method, int atPly, boolean error) {
        return new TakeAwayAlike() {
            @Override
            public GameState start(Setup setup) {
                return new Failing(super.start(setup), 0, method, atPly, error, "");
            }

            @Override
            public GameState parsePosition(String position) {
                return new Failing(super.parsePosition(position), 0, method, atPly, error, "");
            }
        };
    }

    /** TakeAway whose facts ({@code info()}) cannot be read: an IllegalStateException. */
    public static Game withoutInfo() {
        return new TakeAwayAlike() {
            @Override
            public GameInfo info() {
                throw new IllegalStateException("no facts");
            }
        };
    }

    /** What a hostile plugin puts in its words: ESC sequences, C1, DEL, NUL, a line break, bidi overrides. */
    public static final String CONTROL = "\u001b[2J\u009b31m\u007f\u0000\nline\u202eevil\u2066";

    /**
     * TakeAway whose name and summary hold {@link #CONTROL}, and whose {@code legalMoves} fails
     * from ply {@code atPly} on with a message that holds it too.
     */
    public static Game hostileWords(int atPly) {
        return new TakeAwayAlike() {
            @Override
            public GameInfo info() {
                GameInfo i = super.info();
                return new GameInfo(i.id(), "Take" + CONTROL, i.inventor(), i.year(), "sum" + CONTROL, i.minPlayers(), i.maxPlayers(),
                        i.rulesHtml());
            }

            @Override
            public GameState start(Setup setup) {
                return new Failing(super.start(setup), 0, "legalMoves", atPly, false, CONTROL);
            }
        };
    }

    /** TakeAway passed through: a base for games with one bug each. */
    private static class TakeAwayAlike implements Game {
        private final TakeAway inner = new TakeAway();

        @Override
        public GameInfo info() {
            return inner.info();
        }

        @Override
        public List<OptionSpec> options() {
            return inner.options();
        }

        @Override
        public List<SeatInfo> seats(int players) {
            return inner.seats(players);
        }

        @Override
        public Setup resolve(Setup setup) {
            return inner.resolve(setup);
        }

        @Override
        public GameState start(Setup setup) {
            return inner.start(setup);
        }

        @Override
        public GameState parsePosition(String position) {
            return inner.parsePosition(position);
        }
    }

    /** A state that fails in one method from a given ply on. */
    private record Failing(GameState inner, int ply, String method, int at, boolean error, String words) implements GameState {

        private void check(String m) {
            if (m.equals(method) && ply >= at) {
                if (error) {
                    throw new AssertionError();
                }
                throw new IllegalStateException("a bug in " + m + " at ply " + ply + words);
            }
        }

        @Override
        public int players() {
            return inner.players();
        }

        @Override
        public int toMove() {
            check("toMove");
            return inner.toMove();
        }

        @Override
        public List<Move> legalMoves() {
            check("legalMoves");
            return inner.legalMoves();
        }

        @Override
        public GameState play(Move move) {
            check("play");
            return new Failing(inner.play(move), ply + 1, method, at, error, words);
        }

        @Override
        public Optional<Outcome> outcome() {
            check("outcome");
            return inner.outcome();
        }

        @Override
        public double[] score() {
            check("score");
            return inner.score();
        }

        @Override
        public Move parseMove(String notation) {
            check("parseMove");
            return inner.parseMove(notation);
        }

        @Override
        public String position() {
            return inner.position();
        }

        @Override
        public String toText() {
            return inner.toText();
        }

        @Override
        public Scene draw(List<String> partialMove) {
            return inner.draw(partialMove);
        }
    }

    /** A two-seat game that never ends: each seat in turn plays "p" (or "q"), forever. */
    public static Game endless() {
        return new Game() {
            private final GameInfo info = new GameInfo("endless", "Endless", "", "", "A game without an end.", 2, 2, "");

            @Override
            public GameInfo info() {
                return info;
            }

            @Override
            public List<OptionSpec> options() {
                return List.of();
            }

            @Override
            public List<SeatInfo> seats(int players) {
                return new TakeAway().seats(players);
            }

            @Override
            public GameState start(Setup setup) {
                return new Endless(0);
            }

            @Override
            public GameState parsePosition(String position) {
                try {
                    return new Endless(Integer.parseInt(position.strip()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("an endless position is a ply count, not '" + position + "'");
                }
            }
        };
    }

    private record Endless(int ply) implements GameState {

        @Override
        public int players() {
            return 2;
        }

        @Override
        public int toMove() {
            return ply % 2;
        }

        @Override
        public List<Move> legalMoves() {
            return List.of(TestPlayers.notation("p"), TestPlayers.notation("q"));
        }

        @Override
        public GameState play(Move move) {
            parseMove(move.notation());
            return new Endless(ply + 1);
        }

        @Override
        public Optional<Outcome> outcome() {
            return Optional.empty();
        }

        @Override
        public double[] score() {
            return new double[] {ply, ply};
        }

        @Override
        public Move parseMove(String notation) {
            if (!notation.equals("p") && !notation.equals("q")) {
                throw new org.beadbox.api.IllegalMoveException(notation + " is not p or q");
            }
            return TestPlayers.notation(notation);
        }

        @Override
        public String position() {
            return Integer.toString(ply);
        }

        @Override
        public String toText() {
            return "ply " + ply;
        }

        @Override
        public Scene draw(List<String> partialMove) {
            return null;
        }
    }
}
