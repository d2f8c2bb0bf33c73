package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.WindowConstants;

/**
 * A game window: the board drawn from the game's scene, the side panel, the toolbar and menus
 * with their shortcuts ({@link GameControls}), and a status line. Shows a {@link Table} and forwards what the person
 * does to it; asks the {@link Shell} for what reaches beyond one game (new, open, save, hints,
 * rules, theme).
 */
final class GameWindow extends JFrame {

    private static final long serialVersionUID = 1L;

    private final Table table;
    private final Shell shell;
    private final BoardView board = new BoardView();
    private final Lock lock = new Lock(board);
    private String paused = ""; // what the Computer panel says while the window is locked
    private final SidePanel side;
    private final JLabel status = new JLabel(" ");
    private final DrawBar drawBar = new DrawBar();
    private final GameControls controls;
    private Object lastScene;

    /** A window showing {@code table}. */
    GameWindow(Table table, List<String> players, Shell shell) {
        super(table.game().info().name() + " — Beadbox");
        this.table = table;
        this.shell = shell;
        this.controls = new GameControls(this, table, shell);
        setName("game:" + table.game().info().id());
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE); // closeAsked: a hosted table with a friend seated asks first
        this.side = new SidePanel(table.game().seats(table.match().seats()), players, table::view);
        setJMenuBar(controls.menus());
        setContentPane(content());
        board.onStep(table::step);
        board.onMiss(table.input()::explain);
        board.onIdle(this::clickedLookingBack);
        board.onBack(controls::stepBackOnBoard);
        controls.keys(getRootPane());
        table.addListener(this::refresh);
        // The clocks are read from the match ten times a second: its own figures each time, so nothing drifts.
        javax.swing.Timer clockTicks = new javax.swing.Timer(100, e -> {
            side.showClocks(table.clocks());
            if (table.match().firstMove().isPresent()) {
                status.setText(statusText()); // the first move's window counts down
            }
        });
        clockTicks.start(); // a joined table's clocks may come with the host's first message
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                closeAsked();
            }

            @Override
            public void windowOpened(WindowEvent e) {
                board.requestFocusInWindow(); // the arrow keys, Home and End work from the start
            }

            @Override
            public void windowClosed(WindowEvent e) {
                clockTicks.stop();
                shell.closed(GameWindow.this);
            }
        });
        pack();
        shell.settings().restore(this, "game");
        refresh();
    }

    /** The table shown. */
    Table table() {
        return table;
    }

    /**
     * Locks the window: the game's bundle went away. A banner says {@code title} and {@code
     * text}; the board is veiled and takes no clicks or hovers. (The game comes back in a new
     * window in this one's place: see {@link Shell#gamesChanged}.)
     */
    void lock(String title, String text) {
        lock(title, text, "Paused: the game is locked until its plugin is back");
    }

    /** As {@link #lock(String, String)}, the Computer panel saying {@code paused}. */
    void lock(String title, String text, String paused) {
        lock.lock(title, text);
        this.paused = paused;
        refresh();
    }

    /** The lock banner's text, empty while the window is not locked; for tests. */
    String lockText() {
        return lock.text();
    }

    /** The board, for tests. */
    BoardView board() {
        return board;
    }

    private JComponent content() {
        JPanel p = new JPanel(new BorderLayout());
        p.add(controls.toolbar(), BorderLayout.NORTH);
        JPanel center = new JPanel(new BorderLayout());
        center.add(lock, BorderLayout.CENTER);
        center.add(side, BorderLayout.EAST);
        p.add(center, BorderLayout.CENTER);
        status.setName("status");
        status.setBorder(BorderFactory.createEmptyBorder(4, 12, 6, 12));
        JPanel south = new JPanel(new BorderLayout());
        south.add(drawBar, BorderLayout.NORTH);
        south.add(status, BorderLayout.SOUTH);
        p.add(south, BorderLayout.SOUTH);
        return p;
    }

    /**
     * Adds a button for {@code run} to the toolbar, before Rules and Save (an online table's
     * invitations, a joined table's Reconnect).
     */
    JButton addTool(String name, String command, Runnable run) {
        return controls.addTool(name, command, run);
    }

    /**
     * Closes the window; a hosted online table whose game goes on while a friend is seated asks
     * first, naming who (issue 37 §3.1): closing ends the table for them.
     */
    void closeAsked() {
        List<String> seated = table.closed() || table.history().outcome().isPresent() ? List.of() : table.onlineState().seated();
        if (!seated.isEmpty()) {
            String who = String.join(" and ", seated);
            int answer = javax.swing.JOptionPane.showOptionDialog(this,
                    "<html><b>" + Html.escape(who) + (seated.size() == 1 ? " is" : " are") + " seated at this online table.</b><br>"
                            + "Closing it stops the game for " + (seated.size() == 1 ? "them" : "them all")
                            + " until you reopen it: the launcher offers it as “online table — reopen”, with the same links.</html>",
                    "Close the online table?", javax.swing.JOptionPane.YES_NO_OPTION, javax.swing.JOptionPane.WARNING_MESSAGE,
                    null, new Object[] {"Close the table", "Keep it open"}, "Keep it open");
            if (answer != 0) {
                return;
            }
        }
        dispose();
    }

    /** The review window, once opened; for tests. */
    ReviewWindow reviewWindow() {
        return controls.reviewWindow();
    }

    /** Shows the table as it stands now. */
    void refresh() {
        org.beadbox.api.Scene scene;
        try {
            scene = table.scene();
        } catch (RuntimeException | LinkageError e) {
            status.setText(table.closed() && !table.message().isEmpty() ? table.message()
                    : "The board cannot be drawn: " + e.getMessage());
            board.setInteractive(false);
            return;
        }
        if (lock.locked()) {
            scene = Lock.still(scene);
        }
        board.show(scene, lastScene != null && table.history().live());
        lastScene = scene;
        board.setInteractive(table.interactive() && !lock.locked());
        board.setHintStep(table.input().hintStep());
        side.paused(lock.locked() ? paused : null);
        side.update(table);
        side.showClocks(table.clocks());
        controls.update();
        drawBar.update(table.draws());
        status.setText(statusText());
    }

    /**
     * A click on the board while an earlier position is shown answers nothing about that position
     * (issue 46 §6): it says which position is shown and how to get back to the present.
     */
    private void clickedLookingBack() {
        if (!table.history().live()) {
            int shown = table.history().shownMove() + 1;
            String which = shown == 0 ? "the start" : "after move " + shown + " of " + table.history().moves().size();
            status.setText("This is an earlier position (" + which + "), not the game now: End or “Back to game” returns to the present.");
        }
    }

    private String statusText() {
        boolean ended = table.history().outcome().isPresent();
        if (table.stopped() != null) {
            return table.stopped(); // aborted, or over on the host: said whatever was said since
        }
        if (!table.history().live()) { // before any message, which is about the present position
            return "Viewing an earlier position: ← and → step through the game; End or “Back to game” plays on.";
        }
        if (!table.message().isEmpty() && !(ended && table.message().equals(table.history().outcome().get().summary()))) {
            return table.message();
        }
        if (ended) {
            return "Game over: " + table.history().outcome().get().summary()
                    + (table.onlineState().isOnline() ? "  —  R: review the game with the computer"
                            : "  —  New game (Ctrl+N), Rematch (Ctrl+R), or R to review it with the computer");
        }
        if (table.interactive()) {
            String seat = table.game().seats(table.match().seats()).get(table.history().shown().toMove()).name();
            if (table.entered().isEmpty()) {
                return seat + " to move: click a highlighted place on the board." + table.match().firstMove()
                        .map(f -> "  Your clock starts after this first move: make it within "
                                + org.beadbox.core.ClockReading.face(f.left()) + ", or the game is aborted.").orElse("");
            }
            return seat + ": " + String.join(" ", table.entered()) + " …  "
                    + (table.input().completeEntered() ? "(Enter plays it as it stands; Backspace takes a step back)"
                            : "(Backspace or right-click takes a step back)");
        }
        return " ";
    }

    @Override
    public void dispose() {
        if (isDisplayable()) {
            shell.settings().remember(this, "game");
        }
        table.close("the window was closed");
        super.dispose();
    }
}