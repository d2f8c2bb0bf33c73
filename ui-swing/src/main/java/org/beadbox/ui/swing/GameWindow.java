package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;
import javax.swing.WindowConstants;

/**
 * A game window: the board drawn from the game's scene, the side panel, the toolbar and menus
 * with their shortcuts, and a status line. Shows a {@link Table} and forwards what the person
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
    private final List<Action> whileOpen = new ArrayList<>();
    private final Action undo = action("Undo", "undo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK), this::undo);
    private final Action redo = action("Redo", "redo", KeyStroke.getKeyStroke(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK), this::redo);
    private final Action back = action("Step back", "back", KeyStroke.getKeyStroke(KeyEvent.VK_BACK_SPACE, 0), this::back);
    private final Action forward = action("Step forward", "forward", KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, 0), this::forward);
    private final Action first = action("Start position", "first", KeyStroke.getKeyStroke(KeyEvent.VK_HOME, 0), this::first);
    private final Action playNow = action("Play the steps entered", "playEntered", null, this::playNow);
    private final Action hint = action("Hint", "hint", KeyStroke.getKeyStroke(KeyEvent.VK_H, 0), this::hint);
    private final Action resign = action("Resign", "resign", null, this::resign);
    private final Action offerDraw = action("Offer draw", "draw", null, () -> table().draws().offer());
    private final DrawBar drawBar = new DrawBar();
    private final Action live = action("Back to game", "live", KeyStroke.getKeyStroke(KeyEvent.VK_END, 0), this::backToGame);
    private final Action newGame = action("New game", "new", KeyStroke.getKeyStroke(KeyEvent.VK_N, InputEvent.CTRL_DOWN_MASK),
            () -> shell().newGame(table().game(), this));
    private final Action rematch = action("Rematch", "rematch", KeyStroke.getKeyStroke(KeyEvent.VK_R, InputEvent.CTRL_DOWN_MASK),
            () -> shell().rematch(table(), this));
    private final Action review = action("Review with the computer…", "review", KeyStroke.getKeyStroke(KeyEvent.VK_R, 0), this::review);
    private ReviewWindow reviewWindow;
    private Object lastScene;
    private JToolBar toolbar;

    /** A window showing {@code table}. */
    GameWindow(Table table, List<String> players, Shell shell) {
        super(table.game().info().name() + " — Beadbox");
        this.table = table;
        this.shell = shell;
        setName("game:" + table.game().info().id());
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE); // closeAsked: a hosted table with a friend seated asks first
        this.side = new SidePanel(table.game().seats(table.match().seats()), players, table::view);
        setJMenuBar(menus());
        setContentPane(content());
        board.onStep(table::step);
        board.onMiss(table.input()::explain);
        board.onIdle(this::clickedLookingBack);
        board.onBack(this::stepBackOnBoard);
        keys();
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

    private Shell shell() {
        return shell;
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
        p.add(toolbar(), BorderLayout.NORTH);
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
        Action a = action(name, command, null, run);
        whileOpen.remove(a);
        JButton b = button(a);
        int at = 0;
        for (java.awt.Component c : toolbar.getComponents()) {
            if (c instanceof javax.swing.Box.Filler) {
                break;
            }
            at++;
        }
        toolbar.add(b, at);
        toolbar.revalidate();
        return b;
    }

    private JToolBar toolbar() {
        JToolBar bar = new JToolBar();
        toolbar = bar;
        bar.setFloatable(false);
        bar.setBorder(BorderFactory.createCompoundBorder(
                BorderFactory.createMatteBorder(0, 0, 1, 0, javax.swing.UIManager.getColor("Separator.foreground")),
                BorderFactory.createEmptyBorder(3, 6, 3, 6)));
        bar.add(button(newGame));
        bar.add(button(rematch));
        bar.addSeparator();
        for (Action a : List.of(undo, redo)) {
            bar.add(button(a));
        }
        bar.addSeparator();
        for (Action a : List.of(back, forward, hint, offerDraw, resign)) {
            JButton b = button(a);
            if (a == offerDraw) { // short in the toolbar, which is wide already; the menu says "Offer draw"
                b.setText("Draw");
                b.setToolTipText("Offer the other players a draw: it lapses with the next move");
            }
            bar.add(b);
        }
        bar.addSeparator();
        bar.add(button(live));
        bar.add(button(review));
        bar.add(javax.swing.Box.createHorizontalGlue());
        bar.add(button(action("Rules", "rules", null, () -> shell.rules(table.game(), this))));
        bar.add(button(action("Save", "save", null, () -> shell.save(table, this))));
        return bar;
    }

    private static JButton button(Action a) {
        JButton b = new JButton(a);
        b.setName((String) a.getValue(Action.ACTION_COMMAND_KEY));
        b.setFocusable(false);
        b.setIcon(ToolIcons.of(b.getName()));
        b.setIconTextGap(5);
        String key = a.getValue(Action.ACCELERATOR_KEY) instanceof KeyStroke k ? KeyEvent.getKeyText(k.getKeyCode()) : null;
        if (key != null) {
            String mod = ((KeyStroke) a.getValue(Action.ACCELERATOR_KEY)).getModifiers() != 0 ? "Ctrl+" : "";
            b.setToolTipText(a.getValue(Action.NAME) + " (" + mod + key + ")");
        }
        return b;
    }

    private JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        JMenu game = new JMenu("Game");
        game.add(item(newGame));
        game.add(item(rematch));
        game.add(item(action("Open…", "open", KeyStroke.getKeyStroke(KeyEvent.VK_O, InputEvent.CTRL_DOWN_MASK),
                () -> shell.open(this))));
        game.add(item(action("Join an online table…", "join", KeyStroke.getKeyStroke(KeyEvent.VK_J, InputEvent.CTRL_DOWN_MASK),
                () -> shell.onlinePlay().join(this))));
        game.add(item(action("Save…", "saveAs", KeyStroke.getKeyStroke(KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK),
                () -> shell.save(table, this))));
        game.addSeparator();
        game.add(item(action("Games and plugins", "launcher", KeyStroke.getKeyStroke(KeyEvent.VK_L, InputEvent.CTRL_DOWN_MASK),
                shell::showLauncher)));
        game.add(item(action("Close", "close", KeyStroke.getKeyStroke(KeyEvent.VK_W, InputEvent.CTRL_DOWN_MASK), this::closeAsked)));
        JMenu move = new JMenu("Move");
        for (Action a : List.of(undo, redo, back, forward, first, live, hint, offerDraw, resign, review)) {
            move.add(item(a));
        }
        JMenu view = new JMenu("View");
        view.add(item(action("Light or dark theme", "theme", KeyStroke.getKeyStroke(KeyEvent.VK_T, InputEvent.CTRL_DOWN_MASK),
                shell::toggleTheme)));
        JMenu help = new JMenu("Help");
        help.add(item(action("Rules of " + table.game().info().name(), "help", KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0),
                () -> shell.rules(table.game(), this))));
        bar.add(game);
        bar.add(move);
        bar.add(view);
        bar.add(help);
        return bar;
    }

    /**
     * Keys that work wherever the focus is in the window, the board included: Left steps back
     * like Backspace (menus show one key per item), Enter plays steps that already make a move
     * although longer moves start with them (the status says so when it applies).
     */
    private void keys() {
        javax.swing.InputMap in = getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, 0), "back");
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "playEntered");
        getRootPane().getActionMap().put("back", back);
        getRootPane().getActionMap().put("playEntered", playNow);
    }

    private static JMenuItem item(Action a) {
        JMenuItem item = new JMenuItem(a);
        item.setName("menu." + a.getValue(Action.ACTION_COMMAND_KEY));
        return item;
    }

    private Action action(String name, String command, KeyStroke key, Runnable run) {
        Action a = new AbstractAction(name) {
            private static final long serialVersionUID = 1L;

            @Override
            public void actionPerformed(ActionEvent e) {
                run.run();
            }
        };
        a.putValue(Action.ACTION_COMMAND_KEY, command);
        if (key != null) {
            a.putValue(Action.ACCELERATOR_KEY, key);
        }
        whileOpen.add(a);
        return a;
    }

    private void undo() {
        table.undo();
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

    private void redo() {
        table.redo();
    }

    /** Takes back a step entered, else shows the position one move earlier. */
    private void back() {
        if (!table.input().back() && table.history().shownMove() >= 0) {
            table.view(table.history().shownMove() - 1);
        }
    }

    /** A right click on the board: takes back a step entered, or steps back while viewing. */
    private void stepBackOnBoard() {
        if (!table.input().back() && !table.history().live()) {
            table.view(table.history().shownMove() - 1);
        }
    }

    private void forward() {
        if (!table.history().live()) {
            table.view(table.history().shownMove() + 1);
        }
    }

    private void first() {
        table.view(-1);
    }

    private void playNow() {
        table.input().playEntered();
    }

    private void hint() {
        shell.hint(table, this);
    }

    private void resign() {
        if (javax.swing.JOptionPane.showConfirmDialog(this, "Give up this game?", "Resign",
                javax.swing.JOptionPane.YES_NO_OPTION) == javax.swing.JOptionPane.YES_OPTION) {
            table.resign();
        }
    }

    /** Opens the game's review window (one per game window), or brings it to the front. */
    private void review() {
        if (reviewWindow == null || !reviewWindow.isDisplayable()) {
            reviewWindow = new ReviewWindow(this, table, shell.players());
        }
        reviewWindow.setVisible(true);
        reviewWindow.toFront();
    }

    /** The review window, once opened; for tests. */
    ReviewWindow reviewWindow() {
        return reviewWindow;
    }

    private void backToGame() {
        table.view(Integer.MAX_VALUE - 1);
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
        boolean open = !table.closed();
        undo.setEnabled(table.canUndo());
        redo.setEnabled(table.canRedo());
        back.setEnabled(table.interactive() && !table.entered().isEmpty() || table.history().shownMove() >= 0);
        forward.setEnabled(!table.history().live());
        first.setEnabled(table.history().shownMove() >= 0);
        playNow.setEnabled(table.interactive() && table.input().completeEntered());
        hint.setEnabled(open && table.interactive());
        resign.setEnabled(open && table.history().outcome().isEmpty() && table.stopped() == null);
        offerDraw.setEnabled(table.draws().mayOffer() && table.stopped() == null);
        drawBar.update(table.draws());
        rematch.setEnabled(table.history().outcome().isPresent() && !table.onlineState().isOnline());
        live.setEnabled(!table.history().live());
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
