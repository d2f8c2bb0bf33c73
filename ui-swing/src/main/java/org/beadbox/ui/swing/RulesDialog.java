package org.beadbox.ui.swing;

import java.awt.Dimension;
import java.awt.Window;
import javax.swing.BorderFactory;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.WindowConstants;
import org.beadbox.api.GameInfo;

/** The rules of a game: its HTML in a read-only editor pane, in a window beside the game. */
final class RulesDialog {

    private RulesDialog() {
    }

    /** Opens the rules of {@code game} next to {@code owner}. */
    static JDialog show(Window owner, GameInfo game) {
        JDialog dialog = new JDialog(owner, "Rules of " + game.name());
        dialog.setName("rules");
        dialog.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        JEditorPane pane = new JEditorPane("text/html", "<html><body style='font-family:sans-serif; margin:10px'><h2>"
                + Html.escape(game.name()) + "</h2><p><i>" + Html.escape(game.inventor() + " " + game.year()).strip()
                + "</i></p>" + game.rulesHtml() + "</body></html>");
        pane.setEditable(false);
        pane.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        pane.setCaretPosition(0);
        JScrollPane scroll = new JScrollPane(pane);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        dialog.setContentPane(scroll);
        dialog.setSize(new Dimension(620, 680));
        dialog.setLocationRelativeTo(owner);
        dialog.setVisible(true);
        return dialog;
    }
}
