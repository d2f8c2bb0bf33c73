package org.beadbox.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.Clock;
import org.beadbox.api.Evaluator;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.api.Scene;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract checks on deliberately broken games and players: each failure names the rule
 * that broke, the position and the move, not just the exception the broken code threw.
 */
class ContractFailuresTest {

    @Test
    @DisplayName("a legal move whose notation does not parse back names the rule, the position and the move")
    void notationThatDoesNotParse() {
        GameContract contract = NotationTwoRefused::new;
        AssertionError e = assertThrows(AssertionError.class, contract::randomPlayoutsKeepTheContract);
        String m = e.getMessage();
        assertTrue(m.startsWith("contract rule broken: the notation of every legal move parses back to that move"), m);
        assertTrue(m.contains("\n  position: '15 0 2'\n  move: '2', steps [2], from legalMoves()\n"
                + "  parseMove threw IllegalMoveException: '2' is refused by this broken game\n  where: take-away"), m);
        assertInstanceOf(IllegalMoveException.class, e.getCause());
    }

    @Test
    @DisplayName("an evaluation out of range names the rule and the position")
    void evaluationOutOfRange() {
        GameContract contract = new GameContract() {
            @Override
            public Game game() {
                return new TakeAway();
            }

            @Override
            public Optional<Evaluator> evaluator() {
                return Optional.of(state -> new double[] {1.5, 0});
            }
        };
        AssertionError e = assertThrows(AssertionError.class, contract::randomPlayoutsKeepTheContract);
        assertEquals("contract rule broken: each seat's estimate is from 0 to 1 (Evaluator.evaluate)\n  position: '15 0 2'\n"
                + "  it gave [1.5, 0.0]\n  where: take-away Setup[players=2, options={}, seed=1000] after []", e.getMessage());
    }

    @Test
    @DisplayName("a player that chooses an illegal move names the rule, the position, the move and the legal ones")
    void playerChoosingAnIllegalMove() {
        PlayerContract contract = () -> new Factory("four", (state, clock) -> new Move() {
            @Override
            public List<String> steps() {
                return List.of("4");
            }

            @Override
            public String notation() {
                return "4";
            }
        });
        AssertionError e = assertThrows(AssertionError.class, contract::playsOnlyLegalMoves);
        String m = e.getMessage();
        assertTrue(m.startsWith("contract rule broken: a player chooses only legal moves (Player.choose)\n"
                + "  position: '15 0 2'\n  move: '4'\n  four chose it; the legal moves are [1, 2, 3]; the game says: '4' is not a take"), m);
        assertTrue(m.contains("where: take-away, 2 seats, seat 0 to move, ply 1"), m);
    }

    @Test
    @DisplayName("a player that ignores interrupts names the rule and the position")
    void playerIgnoringInterrupts() {
        boolean[] released = {false};
        PlayerContract contract = new PlayerContract() {
            @Override
            public PlayerFactory factory() {
                return new Factory("deaf", (state, clock) -> {
                    while (!released[0]) {
                        try {
                            Thread.sleep(5);
                        } catch (InterruptedException ignored) {
                            // deliberately deaf to interrupts
                        }
                    }
                    return state.legalMoves().get(0);
                });
            }

            @Override
            public long interruptMillis() {
                return 300;
            }
        };
        try {
            AssertionError e = assertThrows(AssertionError.class, contract::stopsWhenInterrupted);
            assertEquals("contract rule broken: a player stops promptly when its thread is interrupted: it returns a move or throws"
                    + " InterruptedException (Player.choose)\n  position: '15 0 2'\n"
                    + "  deaf was interrupted 100 ms into a 60 s move and had not stopped 300 ms later\n  where: take-away", e.getMessage());
            assertNull(e.getCause());
        } finally {
            released[0] = true;
        }
    }

    /** How a broken test player chooses. */
    interface Choice {
        Move choose(GameState state, Clock clock) throws InterruptedException;
    }

    /** A player factory for Take Away whose players choose by {@code choice}. */
    static final class Factory extends AbstractPlayerFactory {
        private final Choice choice;

        Factory(String id, Choice choice) {
            super(id, id, "a deliberately broken player", 0, List.of());
            this.choice = choice;
        }

        @Override
        protected Player player(GameInfo game, Map<String, String> values) {
            return (state, clock, progress) -> choice.choose(state, clock);
        }
    }

    /** Take Away, except that parseMove refuses "2", which legalMoves offers. */
    static final class NotationTwoRefused implements Game {
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
        public GameState start(Setup setup) {
            return new Refusing(inner.start(setup));
        }

        @Override
        public GameState parsePosition(String position) {
            return new Refusing(inner.parsePosition(position));
        }
    }

    /** A Take Away position whose parseMove refuses "2". */
    record Refusing(GameState inner) implements GameState {
        @Override
        public int players() {
            return inner.players();
        }

        @Override
        public int toMove() {
            return inner.toMove();
        }

        @Override
        public List<Move> legalMoves() {
            return inner.legalMoves();
        }

        @Override
        public GameState play(Move move) {
            return new Refusing(inner.play(move));
        }

        @Override
        public Optional<Outcome> outcome() {
            return inner.outcome();
        }

        @Override
        public double[] score() {
            return inner.score();
        }

        @Override
        public Move parseMove(String notation) {
            if (notation.strip().equals("2")) {
                throw new IllegalMoveException("'2' is refused by this broken game");
            }
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
}
