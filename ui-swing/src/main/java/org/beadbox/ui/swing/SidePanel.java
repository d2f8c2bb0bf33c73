package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.SeatInfo;
import org.beadbox.core.ClockReading;

/**
 * Beside the board: the seats with their colours, players and scores and whose turn it is; the
 * thinking computer's progress, best move and estimate; the move list, where clicking a move
 * shows that position.
 */
final class SidePanel extends JPanel {

    private static final long serialVersionUID = 1L;

    private final List<SeatInfo> seats;
    private final JLabel[] names;
    private final JLabel[] scores;
    private final JLabel[] clocks;
    private final JLabel[] turns;
    private final JProgressBar progress = new JProgressBar(0, 1000);
    private final JLabel thinking = new JLabel(" ");
    private String paused; // the window is locked: what the Computer panel says instead (null: not locked)
    private final JLabel estimate = new JLabel(" ");
    private final DefaultListModel<String> moveModel = new DefaultListModel<>();
    private final JList<String> moveList = new JList<>(moveModel);
    private static final String TWO_BLANK_LINES = "<html>&nbsp;<br>&nbsp;</html>";
    private boolean updating;
    private List<String> listed = List.of("-");

    /** A panel for a game with these seats and players; {@code onView} hears a clicked move index. */
    SidePanel(List<SeatInfo> seats, List<String> players, IntConsumer onView) {
        super(new BorderLayout(0, 10));
        this.seats = List.copyOf(seats);
        this.names = new JLabel[seats.size()];
        this.scores = new JLabel[seats.size()];
        this.clocks = new JLabel[seats.size()];
        this.turns = new JLabel[seats.size()];
        setBorder(BorderFactory.createEmptyBorder(12, 4, 12, 12));
        setPreferredSize(new Dimension(270, 400));
        JPanel top = new JPanel();
        top.setLayout(new BoxLayout(top, BoxLayout.Y_AXIS));
        top.add(seatTable(players));
        top.add(Box.createVerticalStrut(10));
        top.add(thinkingBox());
        add(top, BorderLayout.NORTH);
        add(moveBox(onView), BorderLayout.CENTER);
    }

    private JComponent seatTable(List<String> players) {
        JPanel p = new JPanel(new GridBagLayout());
        p.setAlignmentX(Component.LEFT_ALIGNMENT);
        p.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createTitledBorder("Seats"),
                BorderFactory.createEmptyBorder(2, 6, 4, 6)));
        for (int i = 0; i < seats.size(); i++) {
            GridBagConstraints c = new GridBagConstraints();
            c.gridy = i;
            c.insets = new Insets(3, 0, 3, 6);
            c.anchor = GridBagConstraints.WEST;
            turns[i] = new JLabel("▶");
            turns[i].setForeground(ScenePainter.GLOW.darker());
            turns[i].setVisible(false);
            turns[i].setPreferredSize(new Dimension(14, 16));
            p.add(turns[i], c);
            c.gridx = 1;
            c.weightx = 1;
            c.fill = GridBagConstraints.HORIZONTAL;
            names[i] = new JLabel("<html><b>" + Html.escape(seats.get(i).name()) + "</b><br><small>"
                    + playerLines(players.get(i)) + "</small></html>", new Swatch(Colors.parse(seats.get(i).color()), 22), JLabel.LEFT);
            names[i].setIconTextGap(8);
            names[i].setName("seat" + i);
            p.add(names[i], c);
            c.gridx = 2;
            c.weightx = 0;
            c.fill = GridBagConstraints.NONE;
            c.anchor = GridBagConstraints.EAST;
            scores[i] = new JLabel("0");
            scores[i].setName("score" + i);
            scores[i].setFont(scores[i].getFont().deriveFont(Font.BOLD, scores[i].getFont().getSize2D() * 1.4f));
            p.add(scores[i], c);
            c.gridx = 3;
            c.insets = new Insets(3, 8, 3, 0);
            clocks[i] = clockLabel(i);
            p.add(clocks[i], c);
        }
        return p;
    }

    private static JLabel clockLabel(int seat) {
        JLabel l = new JLabel("0:00", JLabel.RIGHT);
        l.setName("clock" + seat);
        l.setFont(new Font(Font.MONOSPACED, Font.BOLD, Math.round(l.getFont().getSize2D() * 1.15f)));
        l.setOpaque(true);
        l.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
        l.setPreferredSize(new Dimension(l.getFontMetrics(l.getFont()).stringWidth("0:00:00") + 14, l.getPreferredSize().height));
        l.setVisible(false);
        return l;
    }

    /**
     * Shows each seat's time left (hidden when the game has no clock): the running clock lit in
     * gold, any under ten seconds in red with tenths.
     */
    /** Says the window is locked (not ended) in the Computer panel as {@code paused}, from the next {@link #update}; null: not locked. */
    void paused(String paused) {
        this.paused = paused;
    }

    void showClocks(java.util.Optional<org.beadbox.core.ClockReading> reading) {
        for (int i = 0; i < clocks.length; i++) {
            JLabel l = clocks[i];
            l.setVisible(reading.isPresent());
            if (reading.isEmpty()) {
                continue;
            }
            long ms = reading.get().remaining().get(i).toMillis();
            boolean running = reading.get().running() == i;
            l.setText(ClockReading.face(java.time.Duration.ofMillis(ms)));
            l.setToolTipText("Clock " + reading.get().control() + ": minutes each + seconds a move");
            l.setOpaque(ms < 10_000 || running);
            l.setBackground(ms < 10_000 ? LOW : RUNNING);
            l.setForeground(ms < 10_000 ? Color.WHITE : running ? RUNNING_INK : UIManager.getColor("Label.foreground"));
        }
    }

    private static final Color LOW = new Color(0xb3261e);
    private static final Color RUNNING = new Color(0xe9b949);
    private static final Color RUNNING_INK = new Color(0x1e1a10);

    /**
     * A player's label ("Monte Carlo search · level casual") as lines that break only between
     * its parts, never inside one.
     */
    static String playerLines(String player) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        for (String part : player.split(" · ")) {
            lines.add(Html.escape(part).replace(" ", "&nbsp;"));
        }
        return String.join("<br>", lines);
    }

    private JComponent thinkingBox() {
        JPanel p = new JPanel();
        p.setLayout(new BoxLayout(p, BoxLayout.Y_AXIS));
        p.setAlignmentX(Component.LEFT_ALIGNMENT);
        p.setBorder(BorderFactory.createCompoundBorder(BorderFactory.createTitledBorder("Computer"),
                BorderFactory.createEmptyBorder(2, 6, 6, 6)));
        progress.setName("progress");
        progress.setAlignmentX(Component.LEFT_ALIGNMENT);
        thinking.setAlignmentX(Component.LEFT_ALIGNMENT);
        thinking.setName("thinking");
        estimate.setAlignmentX(Component.LEFT_ALIGNMENT);
        estimate.setForeground(UIManager.getColor("Label.disabledForeground"));
        estimate.setText(TWO_BLANK_LINES);
        reserveHeight(estimate);
        p.add(thinking);
        p.add(Box.createVerticalStrut(4));
        p.add(progress);
        p.add(Box.createVerticalStrut(4));
        p.add(estimate);
        return p;
    }

    private JComponent moveBox(IntConsumer onView) {
        moveList.setName("moves");
        moveList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        moveList.setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean sel, boolean focus) {
                JLabel l = (JLabel) super.getListCellRendererComponent(list, value, index, sel, focus);
                l.setBorder(BorderFactory.createEmptyBorder(2, 6, 2, 6));
                return l;
            }
        });
        moveList.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && moveList.getSelectedIndex() >= 0) {
                onView.accept(moveList.getSelectedIndex() - 1);
            }
        });
        JScrollPane scroll = new JScrollPane(moveList);
        // whatever changes the list's height (the panel above it, the window) keeps the shown move in view
        scroll.getViewport().addComponentListener(new java.awt.event.ComponentAdapter() {
            @Override
            public void componentResized(java.awt.event.ComponentEvent e) {
                moveList.ensureIndexIsVisible(moveList.getSelectedIndex());
            }
        });
        JPanel p = new JPanel(new BorderLayout());
        p.setBorder(BorderFactory.createTitledBorder("Moves"));
        p.add(scroll);
        return p;
    }

    /** Shows the table as it stands. */
    void update(Table table) {
        GameState shown = table.history().shown();
        double[] score = shown.score();
        boolean over = table.history().outcome().isPresent();
        List<Integer> winners = over ? table.history().outcome().get().winners() : List.of();
        for (int i = 0; i < seats.size(); i++) {
            scores[i].setText(i < score.length ? OptionForm.number(score[i]) : "");
            turns[i].setText(over ? "★" : "▶");
            turns[i].setVisible(over ? winners.contains(i) : shown.toMove() == i && table.stopped() == null);
        }
        updateThinking(table);
        updateMoves(table);
    }

    private void updateThinking(Table table) {
        int seat = table.thinkingSeat();
        Analysis a = table.analysis();
        boolean thinkingNow = seat >= 0 && table.history().live();
        progress.setIndeterminate(thinkingNow && a == null);
        progress.setValue(thinkingNow && a != null ? (int) Math.round(a.done() * 1000) : 0);
        if (thinkingNow) {
            String who = seats.get(seat).name();
            thinking.setText(table.onlineState().elsewhere(seat) ? "Waiting for " + who + " (playing online)…"
                    : who + " is thinking…" + (a == null || a.bestMove() == null ? "" : "  best: " + a.bestMove()));
        } else if (table.history().outcome().isPresent()) {
            thinking.setText("Game over");
        } else if (table.interactive()) {
            thinking.setText("Waiting for your move");
        } else {
            thinking.setText(table.closed() ? "Match ended" : "Idle");
        }
        if (paused != null) {
            thinking.setText(paused);
        }
        if (a == null || table.analysisSeat() < 0) {
            estimate.setText(TWO_BLANK_LINES);
            return;
        }
        String prefix = thinkingNow ? "Estimate so far:<br>" : Html.escape(seats.get(table.analysisSeat()).name()) + "'s last search:<br>";
        String win = Double.isNaN(a.winEstimate()) ? "" : String.format(Locale.ROOT, "win %.0f%%  ·  ", a.winEstimate() * 100);
        estimate.setText("<html>" + prefix + win + String.format(Locale.ROOT, "%,d iterations", a.iterations()) + "</html>");
    }

    /**
     * Keeps {@code label} two lines high whatever it shows, so the move list below does not
     * change height (and hide its last row) each time the computer starts or stops thinking.
     */
    private static void reserveHeight(JLabel label) {
        int h = label.getPreferredSize().height;
        label.setMinimumSize(new Dimension(0, h));
        label.setPreferredSize(new Dimension(label.getPreferredSize().width, h));
        label.setMaximumSize(new Dimension(Integer.MAX_VALUE, h));
    }

    private void updateMoves(Table table) {
        updating = true;
        try {
            List<String> notations = table.history().notations();
            List<GameState> states = table.history().states();
            if (!notations.equals(listed)) {
                listed = notations;
                moveModel.clear();
                moveModel.addElement("Start");
                for (int i = 0; i < notations.size(); i++) {
                    String mover = i < states.size() ? seats.get(states.get(i).toMove()).name() : "";
                    moveModel.addElement((i + 1) + ".  " + notations.get(i) + "   " + mover);
                }
            }
            int selected = table.history().shownMove() + 1;
            moveList.setSelectedIndex(selected);
            moveList.ensureIndexIsVisible(selected);
            // a list that just grew is laid out later: scroll again once it has its new height
            javax.swing.SwingUtilities.invokeLater(() -> moveList.ensureIndexIsVisible(moveList.getSelectedIndex()));
        } finally {
            updating = false;
        }
    }
}
