package org.beadbox.ui.swing;

import java.awt.event.ActionEvent;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.Action;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JMenu;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JRootPane;
import javax.swing.JToolBar;
import javax.swing.KeyStroke;

/**
 * A game window's controls: its actions with their shortcuts, the toolbar and menus built from
 * them, what each does to the {@link Table}, and which are enabled as the table stands. Split
 * from {@link GameWindow}, which lays out the board and side panel and shows the status.
 */
final class GameControls {

    private final GameWindow window;
    private final Table table;
    private final Shell shell;
    private final Action undo = action("Undo", "undo", KeyStroke.getKeyStroke(KeyEvent.VK_Z, InputEvent.CTRL_DOWN_MASK), this::undo);
    private final Action redo = action("Redo", "redo", KeyStroke.getKeyStroke(KeyEvent.VK_Y, InputEvent.CTRL_DOWN_MASK), this::redo);
    private final Action back = action("Step back", "back", KeyStroke.getKeyStroke(KeyEvent.VK_BACK_SPACE, 0), this::back);
    private final Action forward = action("Step forward", "forward", KeyStroke.getKeyStroke(KeyEvent.VK_RIGHT, 0), this::forward);
    private final Action first = action("Start position", "first", KeyStroke.getKeyStroke(KeyEvent.VK_HOME, 0), this::first);
    private final Action playNow = action("Play the steps entered", "playEntered", null, this::playNow);
    private final Action hint = action("Hint", "hint", KeyStroke.getKeyStroke(KeyEvent.VK_H, 0), this::hint);
    private final Action resign = action("Resign", "resign", null, this::resign);
    private final Action offerDraw = action("Offer draw", "draw", null, () -> table().draws().offer());
    private final Action live = action("Back to game", "live", KeyStroke.getKeyStroke(KeyEvent.VK_END, 0), this::backToGame);
    private final Action newGame = action("New game", "new", KeyStroke.getKeyStroke(KeyEvent.VK_N, InputEvent.CTRL_DOWN_MASK),
            () -> shell().newGame(table().game(), window()));
    private final Action rematch = action("Rematch", "rematch", KeyStroke.getKeyStroke(KeyEvent.VK_R, InputEvent.CTRL_DOWN_MASK),
            () -> shell().rematch(table(), window()));
    private final Action review = action("Review with the computer…", "review", KeyStroke.getKeyStroke(KeyEvent.VK_R, 0), this::review);
    private ReviewWindow reviewWindow;
    private JToolBar toolbar;

    GameControls(GameWindow window, Table table, Shell shell) {
        this.window = window;
        this.table = table;
        this.shell = shell;
    }

    private Table table() {
        return table;
    }

    private Shell shell() {
        return shell;
    }

    private GameWindow window() {
        return window;
    }

    /**
     * Adds a button for {@code run} to the toolbar, before Rules and Save (an online table's
     * invitations, a joined table's Reconnect).
     */
    JButton addTool(String name, String command, Runnable run) {
        Action a = action(name, command, null, run);
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

    JToolBar toolbar() {
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
        bar.add(button(action("Rules", "rules", null, () -> shell.rules(table.game(), window))));
        bar.add(button(action("Save", "save", null, () -> shell.save(table, window))));
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

    JMenuBar menus() {
        JMenuBar bar = new JMenuBar();
        JMenu game = new JMenu("Game");
        game.add(item(newGame));
        game.add(item(rematch));
        game.add(item(action("Open…", "open", KeyStroke.getKeyStroke(KeyEvent.VK_O, InputEvent.CTRL_DOWN_MASK),
                () -> shell.open(window))));
        game.add(item(action("Join an online table…", "join", KeyStroke.getKeyStroke(KeyEvent.VK_J, InputEvent.CTRL_DOWN_MASK),
                () -> shell.onlinePlay().join(window))));
        game.add(item(action("Save…", "saveAs", KeyStroke.getKeyStroke(KeyEvent.VK_S, InputEvent.CTRL_DOWN_MASK),
                () -> shell.save(table, window))));
        game.addSeparator();
        game.add(item(action("Games and plugins", "launcher", KeyStroke.getKeyStroke(KeyEvent.VK_L, InputEvent.CTRL_DOWN_MASK),
                shell::showLauncher)));
        game.add(item(action("Close", "close", KeyStroke.getKeyStroke(KeyEvent.VK_W, InputEvent.CTRL_DOWN_MASK), window::closeAsked)));
        JMenu move = new JMenu("Move");
        for (Action a : List.of(undo, redo, back, forward, first, live, hint, offerDraw, resign, review)) {
            move.add(item(a));
        }
        JMenu view = new JMenu("View");
        view.add(item(action("Light or dark theme", "theme", KeyStroke.getKeyStroke(KeyEvent.VK_T, InputEvent.CTRL_DOWN_MASK),
                shell::toggleTheme)));
        JMenu help = new JMenu("Help");
        help.add(item(action("Rules of " + table.game().info().name(), "help", KeyStroke.getKeyStroke(KeyEvent.VK_F1, 0),
                () -> shell.rules(table.game(), window))));
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
    void keys(JRootPane root) {
        javax.swing.InputMap in = root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW);
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_LEFT, 0), "back");
        in.put(KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "playEntered");
        root.getActionMap().put("back", back);
        root.getActionMap().put("playEntered", playNow);
    }

    private static JMenuItem item(Action a) {
        JMenuItem item = new JMenuItem(a);
        item.setName("menu." + a.getValue(Action.ACTION_COMMAND_KEY));
        return item;
    }

    private static Action action(String name, String command, KeyStroke key, Runnable run) {
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
        return a;
    }

    /** Enables the actions that apply to the table as it stands. */
    void update() {
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
        rematch.setEnabled(table.history().outcome().isPresent() && !table.onlineState().isOnline());
        live.setEnabled(!table.history().live());
    }

    private void undo() {
        table.undo();
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
    void stepBackOnBoard() {
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
        shell.hint(table, window);
    }

    private void resign() {
        if (javax.swing.JOptionPane.showConfirmDialog(window, "Give up this game?", "Resign",
                javax.swing.JOptionPane.YES_NO_OPTION) == javax.swing.JOptionPane.YES_OPTION) {
            table.resign();
        }
    }

    /** Opens the game's review window (one per game window), or brings it to the front. */
    private void review() {
        if (reviewWindow == null || !reviewWindow.isDisplayable()) {
            reviewWindow = new ReviewWindow(window, table, shell.players());
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
}
