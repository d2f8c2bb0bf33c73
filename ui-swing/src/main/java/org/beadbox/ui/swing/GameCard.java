package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Image;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.RoundRectangle2D;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.UIManager;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;

/**
 * One installed game on the launcher: a small picture of its starting position, its name,
 * inventor and year, one line on what it is about, how many play, and a button to start one.
 */
final class GameCard extends JPanel {

    private static final long serialVersionUID = 1L;
    static final int PICTURE_W = 150;
    static final int PICTURE_H = 112;

    private final Picture picture = new Picture();
    private boolean hover;

    /** A card for {@code game}; {@code onPlay} runs when it is chosen. */
    GameCard(Game game, Runnable onPlay) {
        super(new BorderLayout(14, 0));
        GameInfo info = game.info();
        setName("card:" + info.id());
        setOpaque(false);
        setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 14));
        add(picture, BorderLayout.WEST);
        String origin = origin(info);
        String seats = info.seatRange() + (info.maxPlayers() == 1 ? " player" : " players");
        JLabel text = new JLabel("<html><div style='width:250px'><b style='font-size:120%'>" + Html.escape(info.name())
                + "</b><br><span style='color:gray'>" + Html.escape(origin) + "</span><br><br>"
                + Html.escape(info.summary()) + "<br><br><span style='color:gray'>" + seats + "</span></div></html>");
        text.setVerticalAlignment(JLabel.TOP);
        add(text, BorderLayout.CENTER);
        JButton play = new JButton("New game…");
        play.setName("play:" + info.id());
        play.addActionListener(e -> onPlay.run());
        JPanel east = new JPanel(new BorderLayout());
        east.setOpaque(false);
        east.add(play, BorderLayout.SOUTH);
        add(east, BorderLayout.EAST);
        setCursor(Cursor.getPredefinedCursor(Cursor.HAND_CURSOR));
        addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                onPlay.run();
            }

            @Override
            public void mouseEntered(MouseEvent e) {
                hover = true;
                repaint();
            }

            @Override
            public void mouseExited(MouseEvent e) {
                hover = false;
                repaint();
            }
        });
    }

    /** Who made the game and when, as one line: "Milton Bradley, 1971", or empty when neither is known. */
    static String origin(GameInfo info) {
        return info.inventor() + (info.year().isEmpty() ? "" : (info.inventor().isEmpty() ? "" : ", ") + info.year());
    }

    /** Shows the picture of the starting position once it is drawn. */
    void setPicture(Image image) {
        picture.image = image;
        picture.repaint();
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            ScenePainter.hints(g);
            Color bg = UIManager.getColor("Panel.background");
            boolean dark = Colors.luminance(bg) < 0.5;
            Color card = Colors.mix(bg, dark ? Color.WHITE : Color.WHITE, dark ? 0.06 : 0.85);
            if (hover) {
                card = Colors.mix(card, ScenePainter.GLOW, 0.12);
            }
            RoundRectangle2D r = new RoundRectangle2D.Double(2, 2, getWidth() - 4, getHeight() - 4, 16, 16);
            g.setColor(new Color(0, 0, 0, dark ? 60 : 22));
            g.fill(new RoundRectangle2D.Double(2, 4, getWidth() - 4, getHeight() - 4, 16, 16));
            g.setColor(card);
            g.fill(r);
            g.setColor(hover ? ScenePainter.GLOW : Colors.mix(bg, Color.GRAY, 0.35));
            g.draw(r);
        } finally {
            g.dispose();
        }
    }

    /** The thumbnail, or a quiet placeholder while it is drawn. */
    private static final class Picture extends JComponent {
        private static final long serialVersionUID = 1L;
        private Image image;

        Picture() {
            setPreferredSize(new Dimension(PICTURE_W, PICTURE_H));
        }

        @Override
        protected void paintComponent(Graphics g) {
            if (image != null) {
                g.drawImage(image, 0, 0, null);
            }
        }
    }
}
