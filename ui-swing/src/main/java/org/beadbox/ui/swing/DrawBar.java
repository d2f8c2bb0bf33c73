package org.beadbox.ui.swing;

import java.awt.FlowLayout;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;

/**
 * The line above a game window's status bar about a draw offer: who offers it, with Accept draw
 * and Decline for a person here who is asked; whom it waits for; declined, lapsed or agreed.
 * Hidden while there is nothing to say.
 */
final class DrawBar extends JPanel {

    private static final long serialVersionUID = 1L;

    private final JLabel text = new JLabel();
    private final JButton accept = new JButton("Accept draw");
    private final JButton decline = new JButton("Decline");
    private transient DrawState draws;

    DrawBar() {
        super(new FlowLayout(FlowLayout.LEADING, 8, 2));
        setName("drawBar");
        text.setName("drawText");
        accept.setName("drawAccept");
        decline.setName("drawDecline");
        setBorder(BorderFactory.createEmptyBorder(4, 6, 0, 6));
        add(text);
        add(accept);
        add(decline);
        accept.addActionListener(e -> draws.answer(true));
        decline.addActionListener(e -> draws.answer(false));
        setVisible(false);
    }

    /** Shows what {@code state} says now. */
    void update(DrawState state) {
        draws = state;
        String line = state.text();
        boolean asked = !state.askedHere().isEmpty();
        text.setText(line);
        accept.setVisible(asked);
        decline.setVisible(asked);
        setVisible(!line.isEmpty());
    }
}
