package org.beadbox.ui.swing;

import java.awt.FlowLayout;
import java.awt.Font;
import java.util.Optional;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import org.beadbox.core.TimeControl;

/**
 * The new-game dialog's clock: none (the default), a few common time controls, or any
 * {@code minutes+seconds} typed in the same box.
 */
final class ClockChoice extends JPanel {

    private static final long serialVersionUID = 1L;

    static final String NONE = "No clock";

    private final JComboBox<String> box = new JComboBox<>(new String[] {NONE, "1+0", "3+2", "5+3", "10+5", "15+10", "30+0"});

    ClockChoice() {
        super(new FlowLayout(FlowLayout.LEFT, 0, 0));
        setOpaque(false);
        JLabel heading = new JLabel("Clock  ");
        heading.setFont(heading.getFont().deriveFont(Font.BOLD));
        box.setName("clock");
        box.setEditable(true);
        box.setPrototypeDisplayValue("No clock, or 120+30");
        heading.setToolTipText("<html>Minutes each + seconds added after each move; type your own, e.g. 15+10.<br>"
                + "Each player's time runs only on their turn; whoever runs out loses.</html>");
        add(heading);
        add(box);
        add(new JLabel("  minutes + seconds a move"));
    }

    private String text() {
        Object v = box.isEditable() ? box.getEditor().getItem() : box.getSelectedItem();
        return v == null ? "" : v.toString().strip();
    }

    /** The control chosen, or empty for none (or one that does not read: see {@link #problem}). */
    Optional<TimeControl> control() {
        String t = text();
        if (t.isEmpty() || NONE.equals(t)) {
            return Optional.empty();
        }
        try {
            return Optional.of(TimeControl.parse(t));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Why the text typed is not a clock, for the dialog's refusal. */
    Optional<String> problem() {
        String t = text();
        if (t.isEmpty() || NONE.equals(t)) {
            return Optional.empty();
        }
        try {
            TimeControl.parse(t);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of("Clock: " + e.getMessage());
        }
    }
}
