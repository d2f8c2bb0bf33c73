package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.beadbox.ui.swing.GuiBench.onEdt;

import java.util.concurrent.Callable;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class TableTest {

    /** A computer seat that always takes one bead. */
    private static final Player TAKE_ONE = (state, clock, progress) -> state.parseMove("1");

    private Table table;

    @BeforeEach
    void start() throws Exception {
        HumanPlayer person = new HumanPlayer();
        Match match = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "9"))
                .seat(0, person, "human").seat(1, TAKE_ONE, "take-one").build();
        table = onEdt(() -> new Table(match, new HumanPlayer[] {person, null}));
        onEdt(() -> {
            table.start();
            return null;
        });
        await(() -> table.interactive());
    }

    @AfterEach
    void close() throws Exception {
        onEdt(() -> {
            table.close("test over");
            return null;
        });
    }

    static void await(Callable<Boolean> condition) throws Exception {
        long until = System.nanoTime() + 10_000_000_000L;
        while (!onEdt(condition)) {
            if (System.nanoTime() > until) {
                throw new AssertionError("the table never reached the expected state");
            }
            Thread.sleep(10);
        }
    }

    private void step(String s) throws Exception {
        onEdt(() -> {
            table.step(s);
            return null;
        });
    }

    @Test
    @DisplayName("at the start the person may click the steps the scene offers")
    void opening() throws Exception {
        assertThat(onEdt(() -> table.scene().steps())).containsExactlyInAnyOrder("1", "2", "3");
        assertThat(onEdt(() -> table.canUndo())).isFalse();
    }

    @Test
    @DisplayName("a game aborted for want of a first move says so and shows nobody to move (issue 46 §1)")
    void aborted() throws Exception {
        HumanPlayer person = new HumanPlayer();
        Match match = Match.builder(new TakeAway()).setup(Setup.of(2, 1).with("beads", "9"))
                .timeControl(org.beadbox.core.TimeControl.of(5, 3)).firstMoveWindow(java.time.Duration.ofMillis(300))
                .seat(0, person, "human").seat(1, TAKE_ONE, "take-one").build();
        Table t = onEdt(() -> new Table(match, new HumanPlayer[] {person, null}));
        onEdt(() -> {
            t.start();
            return null;
        });
        await(() -> t.stopped() != null);
        assertThat(onEdt(t::stopped)).startsWith("Game aborted: ").contains("made no first move");
        assertThat(onEdt(t::interactive)).isFalse();
        assertThat(onEdt(() -> t.scene().steps())).isEmpty();
        onEdt(() -> {
            t.say("");
            return null;
        });
        assertThat(onEdt(t::stopped)).as("still said after another message").startsWith("Game aborted: ");
        onEdt(() -> {
            t.close("test over");
            return null;
        });
    }

    @Nested
    @DisplayName("after the person and the computer have moved")
    class AfterMoves {
        @BeforeEach
        void play() throws Exception {
            step("3");
            await(() -> table.history().moves().size() == 2 && table.interactive());
        }

        @Test
        @DisplayName("the move list holds both moves in notation")
        void moveList() throws Exception {
            assertThat(onEdt(() -> table.history().notations())).containsExactly("3", "1");
            assertThat(onEdt(() -> table.history().shown().position())).isEqualTo("5 0 2");
        }

        @Test
        @DisplayName("undo goes back to the person's own last move, and redo brings both moves back")
        void undoRedo() throws Exception {
            onEdt(() -> {
                table.undo();
                return null;
            });
            await(() -> table.history().moves().isEmpty() && table.interactive());
            assertThat(onEdt(() -> table.canRedo())).isTrue();
            onEdt(() -> {
                table.redo();
                return null;
            });
            await(() -> table.history().moves().size() == 2 && table.interactive());
            assertThat(onEdt(() -> table.history().notations())).containsExactly("3", "1");
        }

        @Test
        @DisplayName("viewing an earlier position shows it and takes no clicks until back at the end")
        void viewing() throws Exception {
            onEdt(() -> {
                table.view(0);
                return null;
            });
            assertThat(onEdt(() -> table.history().shown().position())).isEqualTo("6 1 2");
            assertThat(onEdt(() -> table.interactive())).isFalse();
            onEdt(() -> {
                table.view(1);
                return null;
            });
            assertThat(onEdt(() -> table.history().live() && table.interactive())).isTrue();
        }

        @Test
        @DisplayName("resigning ends the game with the computer as winner")
        void resign() throws Exception {
            onEdt(() -> {
                table.resign();
                return null;
            });
            await(() -> table.history().outcome().isPresent());
            assertThat(onEdt(() -> table.history().outcome().get().winners())).containsExactly(1);
            assertThat(onEdt(() -> table.interactive())).isFalse();
            assertThat(onEdt(() -> table.canUndo())).as("no undo after a resignation").isFalse();
            assertThat(onEdt(() -> table.resigned())).isTrue();
            assertThat(onEdt(() -> table.scene().steps())).as("nothing to click on the ended board").isEmpty();
        }

        @Test
        @DisplayName("an earlier position looked at shows no previews and takes no click")
        void earlierStill() throws Exception {
            onEdt(() -> {
                table.view(0);
                return null;
            });
            assertThat(onEdt(() -> table.scene().steps())).isEmpty();
            assertThat(onEdt(() -> table.scene().shapes().stream().noneMatch(s -> s.on().revealedBy() != null))).isTrue();
        }
    }

    @Test
    @DisplayName("a hint for a position that has moved on is dropped")
    void staleHint() throws Exception {
        var before = onEdt(() -> table.history().shown());
        step("1");
        await(() -> table.history().moves().size() == 2 && table.interactive());
        onEdt(() -> {
            table.showHint(before, before.parseMove("3"), "test");
            return null;
        });
        assertThat(onEdt(() -> table.hint())).isEmpty();
    }

    @Test
    @DisplayName("closing the table ends the match and the board takes no more clicks")
    void closing() throws Exception {
        onEdt(() -> {
            table.close("the game was uninstalled");
            return null;
        });
        assertThat(onEdt(() -> table.closed() && !table.interactive())).isTrue();
        step("1");
        assertThat(onEdt(() -> table.history().moves())).isEmpty();
    }
}
