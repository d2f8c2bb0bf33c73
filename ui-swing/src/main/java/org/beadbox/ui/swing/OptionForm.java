package org.beadbox.ui.swing;

import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import org.beadbox.api.OptionSpec;

/**
 * A form for a list of options, one sensible widget per option kind, defaults filled in: a
 * combo box for a choice (a check box for on/off), a spinner for a number, a text field for
 * text. Reads back the values that differ from the defaults, and says what is wrong with them.
 */
final class OptionForm extends JPanel {

    private static final long serialVersionUID = 1L;

    private final List<OptionSpec> specs;
    private final Map<String, Supplier<String>> readers = new LinkedHashMap<>();

    /**
     * A form for {@code specs}, showing {@code values} where given and defaults elsewhere; only the
     * first {@code shown} options are visible until the person asks for more settings.
     */
    OptionForm(List<OptionSpec> specs, Map<String, String> values, String namePrefix, int shown) {
        super(new GridBagLayout());
        this.specs = List.copyOf(specs);
        setOpaque(false);
        int row = 0;
        List<JComponent> hidden = new ArrayList<>();
        for (OptionSpec spec : specs) {
            String value = values.getOrDefault(spec.key(), spec.defaultValue());
            JComponent widget = widget(spec, value);
            widget.setName(namePrefix + spec.key());
            if (!spec.description().isEmpty()) {
                widget.setToolTipText(spec.description());
            }
            JLabel label = new JLabel(spec.label());
            label.setLabelFor(widget);
            label.setToolTipText(widget.getToolTipText());
            add(label, cell(0, row, 0));
            add(widget, cell(1, row, 1));
            if (row >= shown) {
                hidden.add(label);
                hidden.add(widget);
            }
            row++;
        }
        if (!hidden.isEmpty()) {
            hidden.forEach(c -> c.setVisible(false));
            JButton more = new JButton("More settings…");
            more.setName(namePrefix + "more");
            more.putClientProperty("JButton.buttonType", "borderless");
            more.addActionListener(e -> {
                hidden.forEach(c -> c.setVisible(true));
                more.setVisible(false);
                java.awt.Window w = javax.swing.SwingUtilities.getWindowAncestor(this);
                if (w != null) {
                    w.pack();
                }
            });
            add(more, cell(1, row, 0));
        }
    }

    private static GridBagConstraints cell(int x, int y, double weight) {
        GridBagConstraints c = new GridBagConstraints();
        c.gridx = x;
        c.gridy = y;
        c.weightx = weight;
        c.anchor = GridBagConstraints.WEST;
        c.fill = weight > 0 ? GridBagConstraints.HORIZONTAL : GridBagConstraints.NONE;
        c.insets = new Insets(3, x == 0 ? 0 : 10, 3, 0);
        return c;
    }

    private JComponent widget(OptionSpec spec, String value) {
        switch (spec.kind()) {
            case CHOICE:
                if (isSwitch(spec)) {
                    JCheckBox box = new JCheckBox("", value.equals("on"));
                    readers.put(spec.key(), () -> box.isSelected() ? "on" : "off");
                    return box;
                }
                JComboBox<String> combo = new JComboBox<>(spec.choices().toArray(String[]::new));
                combo.setSelectedItem(value);
                readers.put(spec.key(), () -> (String) combo.getSelectedItem());
                return combo;
            case INTEGER: {
                long v = parseLong(value, (long) spec.min());
                JSpinner spinner = new JSpinner(new SpinnerNumberModel(Long.valueOf(v), Long.valueOf((long) spec.min()),
                        Long.valueOf((long) spec.max()), Long.valueOf(1)));
                readers.put(spec.key(), () -> Long.toString(((Number) spinner.getValue()).longValue()));
                return spinner;
            }
            case NUMBER: {
                double v = parseDouble(value, spec.min());
                double step = spec.max() - spec.min() > 20 ? 1 : 0.1;
                JSpinner spinner = new JSpinner(new SpinnerNumberModel(v, spec.min(), spec.max(), step));
                readers.put(spec.key(), () -> number(((Number) spinner.getValue()).doubleValue()));
                return spinner;
            }
            default: {
                JTextField field = new JTextField(value, 14);
                readers.put(spec.key(), field::getText);
                return field;
            }
        }
    }

    /** Whether a choice is a plain on/off switch. */
    static boolean isSwitch(OptionSpec spec) {
        return spec.choices().size() == 2 && spec.choices().contains("on") && spec.choices().contains("off");
    }

    private static long parseLong(String s, long fallback) {
        try {
            return Long.parseLong(s.strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private static double parseDouble(String s, double fallback) {
        try {
            return Double.parseDouble(s.strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** A number as an option value: no ".0" on whole numbers, at most a few decimals. */
    static String number(double v) {
        if (v == Math.rint(v)) {
            return Long.toString((long) v);
        }
        return java.math.BigDecimal.valueOf(v).setScale(4, java.math.RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
    }

    /** Every option's value as shown now. */
    Map<String, String> values() {
        Map<String, String> out = new LinkedHashMap<>();
        readers.forEach((k, r) -> out.put(k, r.get()));
        return out;
    }

    /** Only the values that differ from their defaults: what a setup or a player spec needs. */
    Map<String, String> changed() {
        Map<String, String> all = values();
        Map<String, String> out = new LinkedHashMap<>();
        for (OptionSpec spec : specs) {
            String v = all.get(spec.key());
            if (v != null && !v.equals(spec.defaultValue())) {
                out.put(spec.key(), v);
            }
        }
        return out;
    }

    /** Sentences naming each value that its option does not take; empty when all are fine. */
    List<String> problems() {
        List<String> out = new ArrayList<>();
        Map<String, String> all = values();
        for (OptionSpec spec : specs) {
            String p = spec.problem(all.get(spec.key()));
            if (p != null) {
                out.add(p + " (it takes " + spec.values() + ")");
            }
        }
        return out;
    }
}
