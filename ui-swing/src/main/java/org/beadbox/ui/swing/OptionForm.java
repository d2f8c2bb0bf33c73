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

    /** The options the person changed here (the others follow the defaults). */
    private final java.util.Set<String> touched = new java.util.HashSet<>();
    private final Map<String, java.util.function.Consumer<String>> writers = new LinkedHashMap<>();
    private final List<Runnable> choiceListeners = new ArrayList<>();
    private final Map<String, JSpinner> whole = new LinkedHashMap<>();
    private final Map<String, JLabel> labels = new LinkedHashMap<>();
    private boolean writing;

    /**
     * A form for {@code specs}, showing {@code values} where given and defaults elsewhere; only the
     * first {@code shown} options are visible until the person opens the advanced settings, which
     * show each option's description as plain help under it and fold away again.
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
            labels.put(spec.key(), label);
            label.setLabelFor(widget);
            label.setToolTipText(widget.getToolTipText());
            boolean advanced = specs.indexOf(spec) >= shown;
            add(label, cell(0, 2 * row, 0));
            add(widget, cell(1, 2 * row, 1));
            if (advanced) {
                hidden.add(label);
                hidden.add(widget);
                if (!spec.description().isEmpty()) {
                    JLabel help = help(spec.description());
                    GridBagConstraints c = cell(0, 2 * row + 1, 1);
                    c.gridwidth = 2;
                    c.insets = new Insets(0, 12, 6, 0);
                    add(help, c);
                    hidden.add(help);
                }
            }
            row++;
        }
        if (!hidden.isEmpty()) {
            advanced(hidden, namePrefix, 2 * row);
        }
    }

    /** The folding "Advanced settings" section: a toggle, an introduction, and the hidden rows. */
    private void advanced(List<JComponent> hidden, String namePrefix, int row) {
        JLabel intro = help("For experiments. The settings above choose all of these; "
                + "change one only to see what it does. Each says what it changes.");
        GridBagConstraints ci = cell(0, -1, 1);
        ci.gridy = row;
        ci.gridwidth = 2;
        ci.insets = new Insets(2, 0, 6, 0);
        JButton toggle = new JButton();
        toggle.setName(namePrefix + "more");
        toggle.putClientProperty("JButton.buttonType", "borderless");
        Runnable show = () -> {
            boolean open = !intro.isVisible();
            intro.setVisible(open);
            hidden.forEach(c -> c.setVisible(open));
            toggle.setText(open ? "Hide advanced settings ▴" : "Advanced settings… ▾");
        };
        intro.setVisible(true);
        show.run(); // closed to start with
        toggle.addActionListener(e -> {
            show.run();
            revalidate();
            java.awt.Window w = javax.swing.SwingUtilities.getWindowAncestor(this);
            if (w instanceof NewGameDialog d) {
                d.fit();
            } else if (w != null) {
                w.pack();
            }
        });
        GridBagConstraints ct = cell(0, -1, 0);
        ct.gridy = row + 1;
        ct.gridwidth = 2;
        add(toggle, ct);
        // the rows were added above the toggle; the introduction goes between toggle and rows
        ci.gridy = row + 2;
        add(intro, ci);
        GridBagLayout layout = (GridBagLayout) getLayout();
        for (JComponent c : hidden) {
            GridBagConstraints g = layout.getConstraints(c);
            g.gridy += row + 3;
            layout.setConstraints(c, g);
        }
    }

    private static JLabel help(String text) {
        JLabel help = new JLabel("<html><div style='width:300px'>" + Html.escape(text) + "</div></html>");
        help.setForeground(java.awt.Color.GRAY);
        help.setFont(help.getFont().deriveFont(help.getFont().getSize2D() * 0.92f));
        return help;
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
                    writers.put(spec.key(), v -> box.setSelected(v.equals("on")));
                    box.addActionListener(e -> changedByPerson(spec, true));
                    return box;
                }
                JComboBox<String> combo = new JComboBox<>(spec.choices().toArray(String[]::new));
                combo.setSelectedItem(value);
                readers.put(spec.key(), () -> (String) combo.getSelectedItem());
                writers.put(spec.key(), combo::setSelectedItem);
                combo.addActionListener(e -> changedByPerson(spec, true));
                return combo;
            case INTEGER: {
                long v = parseLong(value, (long) spec.min());
                JSpinner spinner = new JSpinner(new SpinnerNumberModel(Long.valueOf(v), Long.valueOf((long) spec.min()),
                        Long.valueOf((long) spec.max()), Long.valueOf(1)));
                readers.put(spec.key(), () -> Long.toString(((Number) spinner.getValue()).longValue()));
                writers.put(spec.key(), x -> spinner.setValue(Long.valueOf(parseLong(x, v))));
                whole.put(spec.key(), spinner);
                spinner.addChangeListener(e -> changedByPerson(spec, false));
                return spinner;
            }
            case NUMBER: {
                double v = parseDouble(value, spec.min());
                double step = spec.max() - spec.min() > 20 ? 1 : 0.1;
                JSpinner spinner = new JSpinner(new SpinnerNumberModel(v, spec.min(), spec.max(), step));
                readers.put(spec.key(), () -> number(((Number) spinner.getValue()).doubleValue()));
                writers.put(spec.key(), x -> spinner.setValue(parseDouble(x, v)));
                spinner.addChangeListener(e -> changedByPerson(spec, false));
                return spinner;
            }
            default: {
                JTextField field = new JTextField(value, 14);
                readers.put(spec.key(), field::getText);
                writers.put(spec.key(), field::setText);
                field.getDocument().addDocumentListener(new javax.swing.event.DocumentListener() {
                    @Override
                    public void insertUpdate(javax.swing.event.DocumentEvent e) {
                        changedByPerson(spec, false);
                    }

                    @Override
                    public void removeUpdate(javax.swing.event.DocumentEvent e) {
                        changedByPerson(spec, false);
                    }

                    @Override
                    public void changedUpdate(javax.swing.event.DocumentEvent e) {
                        changedByPerson(spec, false);
                    }
                });
                return field;
            }
        }
    }

    private void changedByPerson(OptionSpec spec, boolean choice) {
        if (writing) {
            return;
        }
        touched.add(spec.key());
        if (choice) {
            choiceListeners.forEach(Runnable::run);
        }
    }

    /** Runs {@code listener} whenever the person changes a choice (a variant that may change other defaults). */
    void onChoice(Runnable listener) {
        choiceListeners.add(listener);
    }

    /** The values the person set here, by key. */
    Map<String, String> touched() {
        Map<String, String> all = values();
        Map<String, String> out = new LinkedHashMap<>();
        for (String key : all.keySet()) {
            if (touched.contains(key)) {
                out.put(key, all.get(key));
            }
        }
        return out;
    }

    /** Shows {@code value} for {@code key} without counting it as the person's choice. */
    void show(String key, String value) {
        java.util.function.Consumer<String> w = writers.get(key);
        if (w != null && value != null) {
            writing = true;
            try {
                w.accept(value);
            } finally {
                writing = false;
            }
        }
    }

    /** The options of the form. */
    List<OptionSpec> specs() {
        return specs;
    }

    /**
     * Lets whole-number option {@code key} take only {@code lo} to {@code hi} (what the variant
     * chosen allows), moving its value inside, and names the range beside its label.
     */
    void range(String key, long lo, long hi) {
        JSpinner spinner = whole.get(key);
        OptionSpec spec = specs.stream().filter(o -> o.key().equals(key)).findFirst().orElse(null);
        if (spinner == null || spec == null) {
            return;
        }
        SpinnerNumberModel model = (SpinnerNumberModel) spinner.getModel();
        long now = ((Number) model.getValue()).longValue();
        writing = true;
        try {
            model.setMinimum(Long.valueOf(lo));
            model.setMaximum(Long.valueOf(hi));
            model.setValue(Long.valueOf(Math.max(lo, Math.min(hi, now))));
        } finally {
            writing = false;
        }
        labels.get(key).setText(spec.label() + "  (" + lo + "–" + hi + ")");
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
