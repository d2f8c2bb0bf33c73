package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.SwingUtilities;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.SeatInfo;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.review.Accuracy;
import org.beadbox.core.review.Ending;
import org.beadbox.core.review.Ghost;
import org.beadbox.core.review.MoveReview;
import org.beadbox.core.review.Review;
import org.beadbox.core.review.ReviewRecord;
import org.beadbox.core.review.Tally;

/**
 * <i>Review with the computer</i> for one game window: the computer and its time (quick or deep),
 * Start and Cancel, a progress bar, the graph of winning chances, the moves with their marks,
 * each seat's count of marks and accuracy, the move where the game turned, and a board showing
 * the position after the computer's preferred move (the beads it places marked, with a legend)
 * and the line that follows. The review runs on a thread of its own ({@link Review}); what it
 * finds comes to the event thread one move at a time, and a result from a review cancelled or
 * started again is dropped. A click on the graph or a move shows that position in the game
 * window too.
 */
final class ReviewWindow extends JDialog {

    private static final long serialVersionUID = 1L;

    private final Table table;
    private final PlayerCatalog players;
    private final List<SeatInfo> seats;
    private final JComboBox<String> computer = new JComboBox<>();
    private final JRadioButton quick = new JRadioButton("Quick (0.2 s a move)", true);
    private final JRadioButton deep = new JRadioButton("Deep (2 s a move)");
    private final JButton start = new JButton("Start review");
    private final JButton cancel = new JButton("Cancel");
    private final JProgressBar progress = new JProgressBar();
    private final JLabel status = new JLabel(" ");
    private final JLabel tally = new JLabel(" ");
    private final JLabel caption = new JLabel(" ");
    private final JLabel legend = new JLabel(" ");
    private final BoardView preview = new BoardView();
    private final ChancesGraph graph;
    private final ReviewMoves list;
    private List<GameState> states = List.of();
    private List<Double> startChances = List.of();
    private final List<MoveReview> reviewed = new ArrayList<>();
    private ReviewRecord kept;
    private Review.Running running;
    private Review current;
    private int generation;

    /** The review window of {@code table}'s game, owned by its window. */
    ReviewWindow(GameWindow owner, Table table, PlayerCatalog players) {
        super(owner, "Review with the computer — " + table.game().info().name(), false);
        this.table = table;
        this.players = players;
        this.seats = table.game().seats(table.match().seats());
        setName("review");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        graph = new ChancesGraph(seats.stream().map(s -> Colors.parse(s.color())).toList());
        list = new ReviewMoves(seats);
        graph.onPick(this::show);
        list.onPick(this::show);
        setContentPane(content());
        computers();
        kept = table.match().review();
        if (kept != null && kept.agreeingWith(table.history().notations()).size() > 0) {
            showStored(kept);
        }
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                stop();
            }
        });
        pack();
        setLocationRelativeTo(owner);
    }

    private JPanel content() {
        JPanel controls = new JPanel(new FlowLayout(FlowLayout.LEFT, 8, 4));
        computer.setName("review.player");
        quick.setName("review.quick");
        deep.setName("review.deep");
        start.setName("review.start");
        cancel.setName("review.cancel");
        ButtonGroup budget = new ButtonGroup();
        budget.add(quick);
        budget.add(deep);
        controls.add(new JLabel("Computer:"));
        controls.add(computer);
        controls.add(quick);
        controls.add(deep);
        controls.add(start);
        controls.add(cancel);
        start.addActionListener(e -> begin());
        cancel.addActionListener(e -> cancelled());
        cancel.setEnabled(false);
        progress.setName("review.progress");
        progress.setStringPainted(true);
        progress.setString("Not started");
        status.setName("review.status");
        tally.setName("review.tally");
        caption.setName("review.best");
        preview.setName("review.board");
        preview.setPreferredSize(new Dimension(360, 320));
        JPanel side = new JPanel(new BorderLayout(0, 6));
        side.add(preview, BorderLayout.CENTER);
        legend.setName("review.legend");
        legend.setFont(legend.getFont().deriveFont(legend.getFont().getSize2D() - 1f));
        JPanel under = new JPanel(new BorderLayout(0, 4));
        under.add(caption, BorderLayout.NORTH);
        under.add(legend, BorderLayout.SOUTH);
        side.add(under, BorderLayout.SOUTH);
        JScrollPane rows = new JScrollPane(list);
        rows.setPreferredSize(new Dimension(480, 320));
        JSplitPane middle = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, rows, side);
        middle.setResizeWeight(0.5);
        JPanel top = new JPanel(new BorderLayout(0, 4));
        top.add(controls, BorderLayout.NORTH);
        top.add(graph, BorderLayout.CENTER);
        JPanel bottom = new JPanel(new BorderLayout(8, 4));
        bottom.add(tally, BorderLayout.NORTH);
        bottom.add(progress, BorderLayout.CENTER);
        bottom.add(status, BorderLayout.SOUTH);
        JPanel p = new JPanel(new BorderLayout(0, 8));
        p.setBorder(BorderFactory.createEmptyBorder(8, 10, 8, 10));
        p.add(top, BorderLayout.NORTH);
        p.add(middle, BorderLayout.CENTER);
        p.add(bottom, BorderLayout.SOUTH);
        return p;
    }

    /** The installed players of this game, strongest first, the strongest chosen. */
    private void computers() {
        for (PlayerFactory f : players.forGame(table.game().info())) {
            computer.addItem(f.id());
        }
        if (computer.getItemCount() == 0) {
            start.setEnabled(false);
            status.setText("No installed AI plays " + table.game().info().name() + ": install one (mcts) to review a game.");
        }
    }

    /** Starts a review of the game as it stands; the moves already reviewed by the same computer are kept. */
    void begin() {
        stop();
        states = table.history().states();
        List<Move> moves = table.history().moves();
        if (moves.isEmpty()) {
            status.setText("No move has been played yet: there is nothing to review.");
            return;
        }
        Review review;
        try {
            review = Review.of(table.game().info(), states, moves, players, PlayerSpec.of((String) computer.getSelectedItem()),
                    deep.isSelected() ? Review.DEEP : Review.QUICK);
        } catch (IllegalArgumentException e) {
            status.setText(e.getMessage());
            return;
        }
        int run = ++generation;
        current = review;
        reviewed.clear();
        list.clear();
        progress.setMaximum(moves.size());
        progress.setValue(0);
        progress.setString("Reviewing…");
        status.setText("Reviewing " + moves(moves.size()) + " with " + review.player() + ".");
        start.setEnabled(false);
        cancel.setEnabled(true);
        running = review.start(kept, new Review.Listener() {
            @Override
            public void started(List<Double> chances, int count) {
                later(run, () -> {
                    startChances = chances;
                    graph.start(chances, count);
                    ending();
                });
            }

            @Override
            public void reviewed(MoveReview move) {
                later(run, () -> arrived(move));
            }
        });
        running.result().whenComplete((done, failure) -> {
            if (done != null) {
                table.match().review(done); // written by the game's autosaver, on this thread, not the event thread
            }
            later(run, () -> finished(done, failure));
        });
    }

    private void later(int run, Runnable r) {
        SwingUtilities.invokeLater(() -> {
            if (run == generation && isDisplayable()) {
                r.run();
            }
        });
    }

    private void arrived(MoveReview move) {
        reviewed.add(move);
        graph.add(move);
        list.add(move);
        progress.setValue(reviewed.size());
        progress.setString("Move " + reviewed.size() + " of " + progress.getMaximum());
        tally();
    }

    private void finished(ReviewRecord done, Throwable failure) {
        start.setEnabled(computer.getItemCount() > 0);
        cancel.setEnabled(false);
        running = null;
        if (done != null) {
            kept = done;
            progress.setString("Done");
            status.setText("Reviewed " + moves(done.moves().size()) + " with " + done.player()
                    + ". Click the graph or a move to see it; marked moves show the computer's choice.");
            list.selectFirstMarked();
        } else if (failure instanceof java.util.concurrent.CancellationException) {
            keepPartial();
        } else if (failure != null) {
            Throwable t = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null ? failure.getCause() : failure;
            status.setText("The review stopped: " + t.getMessage());
            progress.setString("Stopped");
        }
    }

    /** "1 move", "2 moves": a count of moves with the noun agreeing, for the status line. */
    static String moves(int count) {
        return count + (count == 1 ? " move" : " moves");
    }

    /** After a cancel: what was reviewed stays shown, and a new Start goes on from there. */
    private void keepPartial() {
        progress.setString("Cancelled");
        status.setText("Cancelled after " + reviewed.size() + " of " + moves(progress.getMaximum())
                + ". Start review goes on from there.");
        if (!startChances.isEmpty() && current != null) {
            kept = new ReviewRecord(current.player().toString(), current.budget().toMillis() / 1000.0, startChances,
                    List.copyOf(reviewed));
        }
    }

    private void cancelled() {
        if (running != null) {
            running.cancel();
            cancel.setEnabled(false);
            progress.setString("Cancelling…");
        }
    }

    private void stop() {
        if (running != null) {
            running.cancel();
        }
    }

    private void showStored(ReviewRecord r) {
        states = table.history().states();
        List<MoveReview> usable = r.agreeingWith(table.history().notations());
        startChances = r.start();
        graph.start(r.start(), table.history().moves().size());
        ending();
        progress.setMaximum(table.history().moves().size());
        usable.forEach(this::arrived);
        progress.setString(usable.size() == progress.getMaximum() ? "Done" : "Stored");
        status.setText("The review stored with this game (" + r.player() + ").");
        list.selectFirstMarked();
    }

    /** The flag at the graph's end when the game ended off the board (a resignation, a draw by agreement). */
    private void ending() {
        graph.ending(states.isEmpty() ? null
                : Ending.of(states.get(states.size() - 1), table.match().outcome()).map(Ending::label)
                        .or(() -> table.endedAsRecorded().map(r -> r.summary().isBlank() ? "resigned" : r.summary())).orElse(null));
    }

    /** The game's sole winner, by its outcome or (opened from a resigned record) its record; -1 for none. */
    private int winner() {
        return table.match().outcome().map(o -> Accuracy.soleWinner(o.winners()))
                .orElseGet(() -> table.endedAsRecorded().map(r -> Accuracy.soleWinner(r.winners())).orElse(-1));
    }

    /** Each seat's marks and accuracy; once every move is reviewed, the move where the game turned. */
    private void tally() {
        Tally t = Tally.of(reviewed, seats.size());
        StringBuilder b = new StringBuilder("<html>");
        for (int s = 0; s < seats.size(); s++) {
            b.append(s == 0 ? "" : " &nbsp; ").append("<font color='").append(seats.get(s).color()).append("'>●</font> ")
                    .append(Html.escape(t.line(s, seats.get(s).name()) + "; " + Accuracy.describe(reviewed, s)));
        }
        int turn = -1;
        if (reviewed.size() == states.size() - 1) {
            int winner = winner();
            turn = Accuracy.turningPoint(startChances, reviewed, winner).orElse(-1);
            if (turn >= 1) {
                MoveReview m = reviewed.get(turn - 1);
                b.append("<br>The game turned at move ").append(turn).append(" (").append(Html.escape(m.move())).append(" by ")
                        .append(Html.escape(seats.get(m.seat()).name())).append("), toward ")
                        .append(Html.escape(seats.get(winner).name())).append(".");
            }
        }
        graph.turn(turn);
        list.turn(turn);
        tally.setText(b.append("</html>").toString());
    }

    /** Shows position {@code p} (0 the start): in the game window, on the graph, and with the preferred move. */
    void show(int p) {
        if (p < 0 || p >= states.size()) {
            return;
        }
        graph.select(p);
        table.view(p - 1);
        list.select(p);
        MoveReview m = p >= 1 && p <= reviewed.size() ? reviewed.get(p - 1) : null;
        try {
            if (m != null && !m.best().isEmpty() && !m.best().equals(m.move())) {
                preview.show(Ghost.of(states.get(p - 1), m.best()), false);
                caption.setText(ReviewMoves.caption(m, seats));
                legend.setText("<html><div style='width:250px'><font color='" + Ghost.GOLD + "'>◯</font> "
                        + Html.escape(Ghost.LEGEND) + "</div></html>");
            } else {
                preview.show(Ghost.plain(states.get(p)), false);
                caption.setText(m == null ? "The start." : ReviewMoves.caption(m, seats));
                legend.setText(m == null ? " " : "The position after the move played.");
            }
        } catch (RuntimeException e) {
            caption.setText("This position cannot be drawn: " + e.getMessage());
        }
    }

    /** The moves reviewed so far; for tests. */
    List<MoveReview> reviewed() {
        return List.copyOf(reviewed);
    }

    /** The graph; for tests. */
    ChancesGraph graph() {
        return graph;
    }

    /** The seat colours, for tests and the tally. */
    List<Color> colors() {
        return seats.stream().map(s -> Colors.parse(s.color())).toList();
    }
}
