package org.beadbox.ui.swing;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Path2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import javax.swing.JComponent;
import javax.swing.UIManager;
import org.beadbox.core.review.Mark;
import org.beadbox.core.review.MoveReview;

/**
 * The review's graph: each seat's winning chance over the positions of the game, a line per seat
 * in its colour, the marked moves as dots on the mover's line (yellow an inaccuracy, orange a
 * mistake, red a blunder), the position shown as a vertical bar, the move where the game turned
 * as a dashed gold bar marked "turned", and a game that ended off the board (a resignation, a
 * draw by agreement) a flag at its end with how it ended. A click picks the nearest position.
 * Event thread only.
 */
final class ChancesGraph extends JComponent {

    private static final long serialVersionUID = 1L;
    private static final int PAD = 8;

    private final List<Color> colors;
    private final List<List<Double>> chances = new ArrayList<>();
    private final List<MoveReview> moves = new ArrayList<>();
    private int positions = 1;
    private int selected = -1;
    private int turn = -1;
    private String ending;
    private IntConsumer onPick = p -> { };

    /** An empty graph for seats of these colours. */
    ChancesGraph(List<Color> colors) {
        this.colors = List.copyOf(colors);
        setName("review.graph");
        setPreferredSize(new Dimension(520, 150));
        setToolTipText("Each seat's winning chance after every move; click to see that position");
        addMouseListener(new MouseAdapter() {
            @Override
            public void mousePressed(MouseEvent e) {
                int p = positionAt(e.getX());
                if (p >= 0) {
                    onPick.accept(p);
                }
            }
        });
    }

    /** What a click does: hears the position picked (0 the start, n after move n). */
    void onPick(IntConsumer handler) {
        onPick = handler;
    }

    /** Starts again: the start's chances, and how many moves will come. */
    void start(List<Double> start, int moveCount) {
        chances.clear();
        moves.clear();
        chances.add(start);
        positions = moveCount + 1;
        repaint();
    }

    /** The move where the game turned (-1: none). */
    void turn(int move) {
        turn = move;
        repaint();
    }

    /** How the game ended off the board ("Red resigns"), drawn as a flag at its end; null: by the rules. */
    void ending(String label) {
        ending = label;
        repaint();
    }

    /** The ending's label, or null; for tests. */
    String ending() {
        return ending;
    }

    /** The turning move, or -1; for tests. */
    int turn() {
        return turn;
    }

    /** Adds the next move reviewed. */
    void add(MoveReview move) {
        moves.add(move);
        chances.add(move.chances());
        repaint();
    }

    /** Marks position {@code p} as the one shown (-1: none). */
    void select(int p) {
        selected = p;
        repaint();
    }

    /** How many positions are drawn so far; for tests. */
    int drawn() {
        return chances.size();
    }

    /** The x of position {@code p}. */
    int xOf(int p) {
        int w = getWidth() - 2 * PAD;
        return PAD + (positions <= 1 ? 0 : (int) Math.round((double) w * p / (positions - 1)));
    }

    private int yOf(double chance) {
        int h = getHeight() - 2 * PAD;
        return PAD + (int) Math.round(h * (1 - chance));
    }

    /** The position nearest {@code x}, or -1 outside what is drawn. */
    int positionAt(int x) {
        if (chances.isEmpty()) {
            return -1;
        }
        double w = Math.max(1, getWidth() - 2 * PAD);
        int p = (int) Math.round((x - PAD) / w * Math.max(1, positions - 1));
        return Math.max(0, Math.min(chances.size() - 1, p));
    }

    @Override
    protected void paintComponent(Graphics g0) {
        Graphics2D g = (Graphics2D) g0.create();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        Color bg = UIManager.getColor("Panel.background");
        g.setColor(bg == null ? Color.WHITE : Colors.mix(bg, Color.GRAY, 0.12));
        g.fillRect(0, 0, getWidth(), getHeight());
        g.setColor(Color.GRAY);
        g.setStroke(new BasicStroke(1, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {4, 4}, 0));
        g.drawLine(PAD, yOf(0.5), getWidth() - PAD, yOf(0.5));
        if (selected >= 0) {
            g.setStroke(new BasicStroke(2));
            g.setColor(new Color(128, 128, 128, 140));
            g.drawLine(xOf(selected), PAD, xOf(selected), getHeight() - PAD);
        }
        for (int seat = 0; seat < colors.size(); seat++) {
            drawLine(g, seat);
        }
        for (MoveReview m : moves) {
            m.marked().ifPresent(mark -> dot(g, m, mark));
        }
        if (turn >= 1 && turn < chances.size()) {
            turning(g);
        }
        if (ending != null && chances.size() == positions) {
            flag(g);
        }
        g.dispose();
    }

    private void drawLine(Graphics2D g, int seat) {
        Path2D path = new Path2D.Double();
        for (int p = 0; p < chances.size(); p++) {
            List<Double> c = chances.get(p);
            double v = seat < c.size() ? c.get(seat) : 0;
            if (p == 0) {
                path.moveTo(xOf(p), yOf(v));
            } else {
                path.lineTo(xOf(p), yOf(v));
            }
        }
        g.setStroke(new BasicStroke(4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(new Color(0, 0, 0, 70)); // an outline, so a pale seat colour shows on a pale background
        g.draw(path);
        g.setStroke(new BasicStroke(2.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.setColor(colors.get(seat));
        g.draw(path);
    }

    private void turning(Graphics2D g) {
        int x = xOf(turn);
        g.setColor(GOLD);
        g.setStroke(new BasicStroke(2, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10, new float[] {5, 3}, 0));
        g.drawLine(x, PAD, x, getHeight() - PAD);
        g.setFont(getFont().deriveFont(java.awt.Font.BOLD, 11f));
        String text = "turned";
        int w = g.getFontMetrics().stringWidth(text);
        g.setColor(GOLD.darker());
        boolean underFlag = ending != null && x + w + 6 > getWidth(); // the flag's cloth and label are at the top there
        g.drawString(text, x + w + 6 > getWidth() ? x - w - 4 : x + 4, underFlag ? getHeight() - PAD - 4 : PAD + 11);
    }

    /** A flag on the end of the graph, and how the game ended beside it (left of it: the end is at the right edge). */
    private void flag(Graphics2D g) {
        int x = xOf(positions - 1);
        int top = PAD + 2;
        g.setStroke(new BasicStroke(2));
        g.setColor(Color.DARK_GRAY);
        g.drawLine(x, top, x, getHeight() - PAD);
        java.awt.Polygon cloth = new java.awt.Polygon(new int[] {x, x - 14, x}, new int[] {top, top + 6, top + 12}, 3);
        g.setColor(Color.WHITE);
        g.fill(cloth);
        g.setColor(Color.DARK_GRAY);
        g.draw(cloth);
        g.setFont(getFont().deriveFont(java.awt.Font.BOLD, 11f));
        int w = g.getFontMetrics().stringWidth(ending);
        int y = top + 26;
        g.setColor(new Color(255, 255, 255, 200));
        g.fillRect(x - w - 8, y - 11, w + 6, 14);
        g.setColor(Color.DARK_GRAY);
        g.drawString(ending, x - w - 5, y);
    }

    private static final Color GOLD = new Color(0xd9a21b);

    private void dot(Graphics2D g, MoveReview m, Mark mark) {
        int x = xOf(m.number());
        int y = yOf(m.chances().get(m.seat()));
        g.setColor(colorOf(mark));
        g.fillOval(x - 5, y - 5, 10, 10);
        g.setColor(Color.DARK_GRAY);
        g.setStroke(new BasicStroke(1));
        g.drawOval(x - 5, y - 5, 10, 10);
    }

    /** The colour of a mark: yellow, orange, red, as lichess shows them. */
    static Color colorOf(Mark mark) {
        return switch (mark) {
            case INACCURACY -> new Color(0xe6c229);
            case MISTAKE -> new Color(0xe8832a);
            case BLUNDER -> new Color(0xd8342c);
        };
    }
}
