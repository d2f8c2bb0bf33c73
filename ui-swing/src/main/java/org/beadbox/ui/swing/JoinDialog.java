package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.FlowLayout;
import java.awt.Window;
import javax.swing.BorderFactory;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import org.beadbox.core.remote.TableLink;

/**
 * Asks for the link of a table hosted elsewhere and joins it: a bad link, an unreachable host,
 * a refused link or a game not installed here is said in the dialog, which stays open to try
 * again. Connecting happens off the event thread.
 */
final class JoinDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final JTextField link = new JTextField(42);
    private final JLabel problem = new JLabel(" ");
    private final JButton join = new JButton("Join");

    JoinDialog(Window owner, OnlinePlay online) {
        super(owner, "Join an online table", ModalityType.MODELESS);
        setName("join");
        link.setName("joinLink");
        problem.setName("joinProblem");
        join.setName("joinButton");
        JPanel p = new JPanel();
        p.setLayout(new BoxLayout(p, BoxLayout.Y_AXIS));
        p.setBorder(BorderFactory.createEmptyBorder(14, 16, 10, 16));
        JLabel intro = new JLabel("<html><div style='width:420px'>Paste the link the host sent you. It looks like<br><tt>"
                + TableLink.SHAPE + "</tt></div></html>");
        intro.setAlignmentX(LEFT_ALIGNMENT);
        link.setAlignmentX(LEFT_ALIGNMENT);
        problem.setAlignmentX(LEFT_ALIGNMENT);
        problem.setForeground(new Color(0xc0392b));
        p.add(intro);
        p.add(javax.swing.Box.createVerticalStrut(8));
        p.add(link);
        p.add(javax.swing.Box.createVerticalStrut(6));
        p.add(problem);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 0));
        JButton cancel = new JButton("Cancel");
        cancel.addActionListener(e -> dispose());
        buttons.add(cancel);
        buttons.add(join);
        join.addActionListener(e -> join(online));
        getRootPane().setDefaultButton(join);
        JPanel outer = new JPanel(new BorderLayout());
        outer.add(p, BorderLayout.CENTER);
        buttons.setBorder(BorderFactory.createEmptyBorder(0, 16, 12, 16));
        outer.add(buttons, BorderLayout.SOUTH);
        setContentPane(outer);
        pack();
        setLocationRelativeTo(owner);
    }

    private void join(OnlinePlay online) {
        TableLink parsed;
        try {
            parsed = TableLink.parse(link.getText());
        } catch (IllegalArgumentException e) {
            say(e.getMessage());
            return;
        }
        join.setEnabled(false);
        link.setEditable(false);
        say("Connecting to " + parsed.host() + "…");
        problem.setForeground(Color.GRAY);
        online.connect(parsed, null, failure -> {
            if (failure == null) {
                dispose();
            } else {
                problem.setForeground(new Color(0xc0392b));
                say(failure);
                join.setEnabled(true);
                link.setEditable(true);
            }
        });
    }

    private void say(String text) {
        problem.setText("<html><div style='width:420px'>" + Html.escape(text) + "</div></html>");
        pack();
    }

    /** The message shown under the link, as plain text; for tests. */
    String problem() {
        return problem.getText().replaceAll("<[^>]+>", "");
    }
}
