package org.beadbox.ui.swing;

import java.awt.Dimension;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.AbstractAction;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JEditorPane;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ScrollPaneConstants;
import javax.swing.WindowConstants;
import org.beadbox.api.GameInfo;

/**
 * The rules of a game: its HTML in a read-only editor pane, in a window beside the game. The
 * text wraps to the window's width (preformatted lines too), the game's name is shown once, and
 * Escape closes the window.
 */
final class RulesDialog {

    private static final Pattern HEADING = Pattern.compile("(?is)^<h[12][^>]*>.*?</h[12]>");
    private static final Pattern PRE = Pattern.compile("(?is)<pre>(.*?)</pre>");

    private RulesDialog() {
    }

    /** Opens the rules of {@code game} next to {@code owner}. */
    static JDialog show(Window owner, GameInfo game) {
        JDialog dialog = new JDialog(owner, "Rules of " + game.name());
        dialog.setName("rules");
        dialog.setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        JEditorPane pane = new JEditorPane("text/html", document(game)) {
            private static final long serialVersionUID = 1L;

            @Override
            public boolean getScrollableTracksViewportWidth() {
                return true;
            }
        };
        pane.setName("rulesText");
        pane.setEditable(false);
        pane.putClientProperty(JEditorPane.HONOR_DISPLAY_PROPERTIES, Boolean.TRUE);
        pane.setCaretPosition(0);
        JScrollPane scroll = new JScrollPane(pane, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(BorderFactory.createEmptyBorder());
        dialog.setContentPane(scroll);
        dialog.getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "close");
        dialog.getRootPane().getActionMap().put("close", new AbstractAction() {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                dialog.dispose();
            }
        });
        dialog.setSize(new Dimension(620, 680));
        dialog.setLocationRelativeTo(owner);
        dialog.setVisible(true);
        return dialog;
    }

    /**
     * The page: the rules' own heading (or the game's name when they have none), who made the
     * game and when, then the rules, with preformatted blocks turned into wrapping monospace.
     */
    static String document(GameInfo game) {
        String rules = wrapPreformatted(game.rulesHtml().strip());
        String origin = GameCard.origin(game);
        String line = origin.isEmpty() ? "" : "<p><i>" + Html.escape(origin) + "</i></p>";
        Matcher heading = HEADING.matcher(rules);
        String body = heading.find() ? heading.group() + line + rules.substring(heading.end())
                : "<h2>" + Html.escape(game.name()) + "</h2>" + line + rules;
        return "<html><body style='font-family:sans-serif; margin:10px'>" + body + "</body></html>";
    }

    private static String wrapPreformatted(String html) {
        return PRE.matcher(html).replaceAll(m -> Matcher.quoteReplacement(
                "<p><tt>" + m.group(1).strip().replace("\n", "<br>") + "</tt></p>"));
    }
}
