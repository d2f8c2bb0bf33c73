package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.beadbox.api.Move;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class MoveEntryTest {

    @Nested
    @DisplayName("when a move takes several steps")
    class SeveralSteps {
        private final MoveEntry entry = new MoveEntry(Paths.of("a 1", "a 2", "b 1 x", "c", "c 9"));

        @Test
        @DisplayName("the first steps offered are the distinct first steps")
        void firstSteps() {
            assertThat(entry.next()).containsExactly("a", "b", "c");
        }

        @Test
        @DisplayName("a step that starts several moves waits for the next")
        void waits() {
            assertThat(entry.enter("a")).isEmpty();
            assertThat(entry.steps()).containsExactly("a");
            assertThat(entry.next()).containsExactly("1", "2");
            assertThat(entry.enter("2")).map(Move::notation).contains("a2");
        }

        @Test
        @DisplayName("forced steps are entered by themselves and the move completes")
        void forced() {
            assertThat(entry.enter("b")).map(Move::notation).contains("b1x");
        }

        @Test
        @DisplayName("a step back removes the choice and the steps it forced")
        void back() {
            Paths p = Paths.of("d 1 y", "d 1 z", "e");
            MoveEntry e = new MoveEntry(p);
            e.enter("d");
            assertThat(e.steps()).containsExactly("d", "1");
            assertThat(e.back()).isTrue();
            assertThat(e.steps()).isEmpty();
            assertThat(e.back()).isFalse();
        }

        @Test
        @DisplayName("a whole move that longer moves extend can be played as it stands")
        void complete() {
            assertThat(entry.enter("c")).isEmpty();
            assertThat(entry.complete()).map(Move::notation).contains("c");
            assertThat(entry.next()).containsExactly("9");
        }

        @Test
        @DisplayName("a step that is not offered is refused, naming what is")
        void refused() {
            assertThatThrownBy(() -> entry.enter("z")).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("[a, b, c]");
            assertThat(entry.steps()).isEqualTo(List.of());
        }
    }
}
