package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.event.MouseAdapter;
import javax.swing.BorderFactory;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import org.beadbox.api.Scene;

/**
 * The board's frame for a game whose bundle went away: unlocked it is just the board; locked,
 * a banner above says why and how the game comes back, and a veil over the board dims it and
 * takes every click, hover and wheel turn, so nothing there seems to work and does not (the
 * window draws the board {@link #still}, without its arrows and places to click).
 */
final class Lock extends JPanel {

    private static final long serialVersionUID = 1L;

    private final Banner banner = new Banner();
    private final Veil veil = new Veil();

    /** A frame around {@code board}, unlocked. */
    Lock(JComponent board) {
        super(new BorderLayout());
        JPanel stack = new JPanel(null) {
            private static final long serialVersionUID = 1L;

            @Override
            public void doLayout() {
                for (Component c : getComponents()) {
                    c.setBounds(0, 0, getWidth(), getHeight());
                }
            }

            @Override
            public Dimension getPreferredSize() {
                return board.getPreferredSize();
            }

            @Override
            public Dimension getMinimumSize() {
                return board.getMinimumSize();
            }

            @Override
            public boolean isOptimizedDrawingEnabled() {
                return false; // the veil overlaps the board
            }
        };
        stack.add(veil); // first is on top
        stack.add(board);
        banner.setVisible(false);
        veil.setVisible(false);
        add(banner, BorderLayout.NORTH);
        add(stack, BorderLayout.CENTER);
    }

    /** Shows the banner with {@code title} and {@code text}, and veils the board. */
    void lock(String title, String text) {
        banner.setText("<html><b>" + Html.escape(title) + "</b><br>" + Html.escape(text) + "</html>");
        banner.setVisible(true);
        veil.setVisible(true);
        revalidate();
        repaint();
    }

    /** Whether the board is locked. */
    boolean locked() {
        return veil.isVisible();
    }

    /**
     * {@code scene} as a picture: every bead and pit still drawn, none clickable, no arrows and no
     * hover previews: what a locked board shows ({@link org.beadbox.core.EndedScene#still}).
     */
    static Scene still(Scene scene) {
        return org.beadbox.core.EndedScene.still(scene);
    }

    /** The banner's text, for tests. */
    String text() {
        return banner.isVisible() ? banner.getText() : "";
    }

    /** The banner: amber, light or dark with the theme. */
    private static final class Banner extends JLabel {
        private static final long serialVersionUID = 1L;

        Banner() {
            setName("lockBanner");
            setOpaque(true);
            setIcon(new Swatch(new Color(0xE0A526), 14));
            setIconTextGap(10);
        }

        @Override
        public void updateUI() {
            super.updateUI();
            boolean dark = Theme.isDark();
            setBackground(dark ? new Color(0x4A3A12) : new Color(0xFFF1C9));
            setForeground(dark ? new Color(0xFFE2A0) : new Color(0x5C4200));
            Color edge = dark ? new Color(0x8A6A1C) : new Color(0xE7C66B);
            setBorder(BorderFactory.createCompoundBorder(BorderFactory.createMatteBorder(1, 0, 1, 0, edge),
                    BorderFactory.createEmptyBorder(8, 14, 8, 14)));
        }
    }

    /** Dims what is under it and keeps the mouse from it. */
    private static final class Veil extends JComponent {
        private static final long serialVersionUID = 1L;

        Veil() {
            setName("veil");
            MouseAdapter nothing = new MouseAdapter() {
            };
            addMouseListener(nothing);
            addMouseMotionListener(nothing);
            addMouseWheelListener(nothing);
        }

        @Override
        protected void paintComponent(Graphics g) {
            Color bg = UIManager.getColor("Panel.background");
            g.setColor(new Color(bg.getRed(), bg.getGreen(), bg.getBlue(), 170)); // the board stays readable, plainly out of play
            g.fillRect(0, 0, getWidth(), getHeight());
        }
    }
}
