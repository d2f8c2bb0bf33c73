package org.beadbox.ui.swing;

import java.awt.Color;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.datatransfer.StringSelection;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.Timer;
import javax.swing.WindowConstants;
import org.beadbox.api.SeatInfo;
import org.beadbox.core.online.Table;

/**
 * The links of a hosted table: one per invited seat with a Copy button and whether its player
 * has joined, and the spectators' link. A small window of the game window's, hidden when
 * closed and shown again from the game window's "Invite links" button.
 */
final class InvitePanel extends JDialog {

    private static final long serialVersionUID = 1L;

    private final transient Table table;
    private final List<JLabel> presence = new ArrayList<>();
    private final List<Integer> seats = new ArrayList<>();
    private final boolean[] seen;
    private final Timer poll;

    InvitePanel(GameWindow owner, Table table, List<SeatInfo> infos) {
        super(owner, "Invite links — " + owner.getTitle());
        this.table = table;
        this.seen = new boolean[infos.size()];
        setName("invites");
        setDefaultCloseOperation(WindowConstants.HIDE_ON_CLOSE);
        JPanel p = new JPanel(new GridBagLayout());
        p.setBorder(BorderFactory.createEmptyBorder(14, 16, 14, 16));
        GridBagConstraints c = new GridBagConstraints();
        c.gridx = 0;
        c.gridy = 0;
        c.gridwidth = 4;
        c.anchor = GridBagConstraints.WEST;
        c.insets = new Insets(0, 0, 10, 0);
        p.add(new JLabel("<html><div style='width:380px'>Send each invited player their seat's link (by mail, chat…)."
                + " Whoever opens it in a browser, or with <b>Join…</b> in their Beadbox, plays that seat."
                + " Keep the links to yourself otherwise: a link is the seat.</div></html>"), c);
        c.gridwidth = 1;
        for (int i = 0; i < infos.size(); i++) {
            Optional<URI> link = table.seatLink(i);
            if (link.isEmpty()) {
                continue;
            }
            c.gridy++;
            seats.add(i);
            JLabel state = new JLabel();
            state.setName("presence" + i);
            presence.add(state);
            row(p, c, new JLabel(infos.get(i).name(), new Swatch(Colors.parse(infos.get(i).color()), 14), JLabel.LEFT),
                    link.get().toString(), "link" + i, "copy" + i, state);
        }
        c.gridy++;
        JLabel watch = new JLabel("Spectators");
        watch.setForeground(Color.GRAY);
        row(p, c, watch, table.spectatorLink().toString(), "spectatorLink", "copySpectators", new JLabel("read only"));
        setContentPane(p);
        pack();
        Placement.beside(this, owner); // never off screen, never over the seats and clocks
        poll = new Timer(1000, e -> showPresence());
        showPresence();
        owner.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowClosed(java.awt.event.WindowEvent e) {
                poll.stop();
                dispose();
            }
        });
    }

    private void row(JPanel p, GridBagConstraints c, JLabel who, String link, String fieldName, String buttonName, JLabel state) {
        c.gridx = 0;
        c.weightx = 0;
        c.fill = GridBagConstraints.NONE;
        c.insets = new Insets(3, 0, 3, 10);
        p.add(who, c);
        JTextField field = new JTextField(link, 28); // narrow enough to sit beside the board: the link scrolls
        field.setName(fieldName);
        field.setEditable(false);
        field.setCaretPosition(0); // the host's address shows, the token runs on to the right
        c.gridx = 1;
        c.weightx = 1;
        c.fill = GridBagConstraints.HORIZONTAL;
        p.add(field, c);
        JButton copy = new JButton("Copy");
        copy.setName(buttonName);
        copy.addActionListener(e -> {
            Toolkit.getDefaultToolkit().getSystemClipboard().setContents(new StringSelection(link), null);
            copy.setText("Copied");
            Timer back = new Timer(1500, x -> copy.setText("Copy"));
            back.setRepeats(false);
            back.start();
        });
        c.gridx = 2;
        c.weightx = 0;
        c.fill = GridBagConstraints.NONE;
        p.add(copy, c);
        c.gridx = 3;
        c.insets = new Insets(3, 10, 3, 0);
        if (state.getText().isEmpty()) {
            state.setText("○ not joined yet");
        }
        state.setPreferredSize(new java.awt.Dimension(130, state.getPreferredSize().height));
        p.add(state, c);
    }

    /** Shows the panel (again) beside the game window. */
    void reveal() {
        if (!isVisible()) {
            Placement.beside(this, (Window) getOwner()); // where the game window is now, never over its board
        }
        poll.start();
        setVisible(true);
        toFront();
    }

    private void showPresence() {
        for (int k = 0; k < seats.size(); k++) {
            int seat = seats.get(k);
            boolean on = table.connected(seat);
            seen[seat] |= on;
            JLabel l = presence.get(k);
            l.setText(on ? "● joined" : seen[seat] ? "○ disconnected" : "○ not joined yet");
            l.setForeground(on ? new Color(0x2e8b57) : seen[seat] ? new Color(0xc0392b) : Color.GRAY);
        }
    }
}
