package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Component;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import org.beadbox.api.OptionSpec;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class OptionFormTest {

    private final List<OptionSpec> specs = List.of(
            OptionSpec.choice("size", "Board size", "", "10", "8", "9", "10", "11"),
            OptionSpec.integer("handicap", "Handicap", "", 0, 0, 3),
            OptionSpec.number("komi", "Komi", "", 0, 0, 10),
            OptionSpec.choice("swap", "Swap", "", "off", "off", "on"),
            OptionSpec.text("stakes", "Stakes", "", ""));

    private Component widget(OptionForm form, String name) {
        return Arrays.stream(form.getComponents()).filter(c -> name.equals(c.getName())).findFirst().orElseThrow();
    }

    @Nested
    @DisplayName("a new form")
    class Fresh {
        private final OptionForm form = new OptionForm(specs, Map.of(), "o.", Integer.MAX_VALUE);

        @Test
        @DisplayName("shows a sensible widget for each kind of option")
        void widgets() {
            assertThat(widget(form, "o.size")).isInstanceOf(JComboBox.class);
            assertThat(widget(form, "o.handicap")).isInstanceOf(JSpinner.class);
            assertThat(widget(form, "o.komi")).isInstanceOf(JSpinner.class);
            assertThat(widget(form, "o.swap")).isInstanceOf(JCheckBox.class);
            assertThat(widget(form, "o.stakes")).isInstanceOf(JTextField.class);
        }

        @Test
        @DisplayName("has every default filled in and nothing changed")
        void defaults() {
            assertThat(form.values()).containsEntry("size", "10").containsEntry("handicap", "0").containsEntry("komi", "0")
                    .containsEntry("swap", "off").containsEntry("stakes", "");
            assertThat(form.changed()).isEmpty();
            assertThat(form.problems()).isEmpty();
        }

        @Test
        @DisplayName("reports only the values a person changed")
        void changed() {
            ((JComboBox<?>) widget(form, "o.size")).setSelectedItem("9");
            ((JSpinner) widget(form, "o.komi")).setValue(2.5);
            ((JCheckBox) widget(form, "o.swap")).setSelected(true);
            assertThat(form.changed()).containsExactly(Map.entry("size", "9"), Map.entry("komi", "2.5"), Map.entry("swap", "on"));
        }
    }

    @Test
    @DisplayName("shows given values instead of defaults")
    void given() {
        OptionForm form = new OptionForm(specs, Map.of("handicap", "2"), "o.", Integer.MAX_VALUE);
        assertThat(form.changed()).containsExactly(Map.entry("handicap", "2"));
    }

    @Test
    @DisplayName("hides all but the first options until more settings are asked for")
    void fewFirst() {
        OptionForm form = new OptionForm(specs, Map.of(), "o.", 1);
        assertThat(widget(form, "o.size").isVisible()).isTrue();
        assertThat(widget(form, "o.komi").isVisible()).isFalse();
        assertThat(widget(form, "o.more").isVisible()).isTrue();
    }

    @Test
    @DisplayName("writes numbers as option values without needless decimals")
    void numbers() {
        assertThat(OptionForm.number(3.0)).isEqualTo("3");
        assertThat(OptionForm.number(0.25)).isEqualTo("0.25");
        assertThat(OptionForm.number(0.1 + 0.2)).isEqualTo("0.3");
    }
}
