package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Frame;
import java.awt.GraphicsEnvironment;
import java.awt.Window;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.SwingUtilities;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

/**
 * Shows in the window what went wrong with the plugins of the bundles folder: a jar that is not
 * a bundle, a second copy, an activator that failed, a plugin quarantined (safe mode). The
 * launcher hands each line to the services registered as {@code java.util.function.Consumer}
 * with {@code beadbox.notices=true} (a JDK type, since the launcher is not a bundle); this is
 * one. The lines gather in one small "Plugins folder" window, not one dialog each.
 *
 * <p>Immediate: the launcher gets and ungets this service around each line, and a delayed
 * component would be deactivated by each unget, closing the window the line had just opened
 * (which is how a second copy of a jar was once told on standard error only).
 */
@Component(immediate = true, service = Consumer.class, property = "beadbox.notices=true")
public final class DeployNoticeBoard implements Consumer<String> {

    static final String TITLE = "Plugins folder";

    private boolean showing;
    private JDialog dialog;
    private JTextArea lines;
    /** Lines told before the launcher's window showed (event thread only). */
    private final java.util.List<String> early = new java.util.ArrayList<>();
    private javax.swing.Timer waitForWindow;

    /** Made by Declarative Services. */
    public DeployNoticeBoard() {
    }

    @Activate
    void activate(BundleContext context) {
        showing = "swing".equals(context.getProperty("beadbox.ui")) && !GraphicsEnvironment.isHeadless();
    }

    /** Shows nothing: for a front-end that is not the window, or a test that turns it on. */
    void show(boolean on) {
        showing = on;
    }

    @Deactivate
    void deactivate() {
        showing = false;
        SwingUtilities.invokeLater(() -> {
            if (waitForWindow != null) {
                waitForWindow.stop();
                waitForWindow = null;
            }
            if (dialog != null) {
                dialog.dispose();
                dialog = null;
            }
        });
    }

    /** Adds {@code line} to the window, opening it if needed; any thread. */
    @Override
    public void accept(String line) {
        if (!showing || line == null) {
            return;
        }
        SwingUtilities.invokeLater(() -> add(line));
    }

    /**
     * Adds a line on the event thread. A line told while Beadbox starts (a second copy of a jar in
     * the bundles folder, say) waits until the launcher's window shows: a window opened before it
     * would end up behind it, unseen.
     */
    private void add(String line) {
        if (owner() == null) {
            early.add(line);
            if (waitForWindow == null) {
                waitForWindow = new javax.swing.Timer(200, e -> flushEarly());
                waitForWindow.start();
            }
            return;
        }
        append(line);
    }

    private void flushEarly() {
        if (!showing) {
            waitForWindow.stop();
            waitForWindow = null;
            early.clear();
        } else if (owner() != null) {
            waitForWindow.stop();
            waitForWindow = null;
            java.util.List<String> told = java.util.List.copyOf(early);
            early.clear();
            told.forEach(this::append);
        }
    }

    private void append(String line) {
        if (dialog == null || !dialog.isDisplayable()) {
            dialog = new JDialog(owner(), TITLE, false);
            dialog.setName("deployNotices");
            lines = new JTextArea(6, 60);
            lines.setName("deployNoticeLines");
            lines.setEditable(false);
            lines.setLineWrap(true);
            lines.setWrapStyleWord(true);
            JButton close = new JButton("Close");
            close.addActionListener(e -> dialog.dispose());
            JPanel buttons = new JPanel();
            buttons.add(close);
            JPanel content = new JPanel(new BorderLayout(0, 6));
            content.setBorder(BorderFactory.createEmptyBorder(8, 8, 8, 8));
            content.add(new JScrollPane(lines), BorderLayout.CENTER);
            content.add(buttons, BorderLayout.SOUTH);
            dialog.setContentPane(content);
            dialog.pack();
            dialog.setLocationRelativeTo(dialog.getOwner());
        }
        lines.append((lines.getDocument().getLength() == 0 ? "" : "\n") + line);
        dialog.setVisible(true);
        dialog.toFront();
    }

    private static Frame owner() {
        for (Window w : Window.getWindows()) {
            if (w instanceof Frame f && f.isShowing()) {
                return f;
            }
        }
        return null;
    }
}
