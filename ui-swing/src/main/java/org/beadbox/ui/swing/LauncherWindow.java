package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GridLayout;
import java.awt.Image;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.SwingConstants;
import javax.swing.WindowConstants;
import org.beadbox.api.Game;

/**
 * The first window: the installed games as cards (updated live as game bundles come and go),
 * the games to resume (autosaved and recent), and the way to the plugins and the theme.
 */
final class LauncherWindow extends JFrame {

    private static final long serialVersionUID = 1L;

    private final Shell shell;
    private final JPanel cards = new JPanel();
    private final DefaultListModel<Resumable> resumeModel = new DefaultListModel<>();
    private final JList<Resumable> resumeList = new JList<>(resumeModel);
    private final JScrollPane resumeScroll = new JScrollPane();
    private final JLabel noneToResume = new JLabel("<html><div style='width:180px'>No saved games yet.<br><br>"
            + "Games in progress are saved after every move and appear here, to be resumed.</div></html>");
    private final Map<Game, Image> pictures = new HashMap<>();
    private final JLabel empty = new JLabel("No games are installed. Add a game bundle in the plugins window.");

    /** The launcher of {@code shell}. */
    LauncherWindow(Shell shell) {
        super("Beadbox");
        this.shell = shell;
        setName("launcher");
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        setContentPane(content());
        keys();
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                shell.closed(LauncherWindow.this);
            }
        });
        setMinimumSize(new Dimension(760, 520));
        setPreferredSize(new Dimension(980, 660));
        pack();
        shell.settings().restore(this, "launcher");
    }

    private JComponent content() {
        JPanel p = new JPanel(new BorderLayout(0, 0));
        p.add(header(), BorderLayout.NORTH);
        cards.setLayout(new BoxLayout(cards, BoxLayout.Y_AXIS));
        cards.setName("cards");
        cards.setBorder(BorderFactory.createEmptyBorder(4, 16, 16, 8));
        JScrollPane scroll = new JScrollPane(cards);
        scroll.setBorder(null);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        p.add(scroll, BorderLayout.CENTER);
        p.add(resumePanel(), BorderLayout.EAST);
        return p;
    }

    private JComponent header() {
        JPanel p = new JPanel(new BorderLayout());
        p.setBorder(BorderFactory.createEmptyBorder(16, 20, 10, 16));
        JLabel title = new JLabel("Beadbox", new Swatch(ScenePainter.GLOW, 30), SwingConstants.LEFT);
        title.setIconTextGap(10);
        title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() * 2f));
        JLabel sub = new JLabel("Glass bead games. Choose a game to play, or resume one.");
        JPanel left = new JPanel(new GridLayout(2, 1));
        left.add(title);
        left.add(sub);
        p.add(left, BorderLayout.WEST);
        JPanel buttons = new JPanel();
        buttons.add(button("Open…", "open", () -> shell.open(this)));
        buttons.add(button("Plugins…", "plugins", shell::showPlugins));
        buttons.add(button("Theme", "theme", shell::toggleTheme));
        p.add(buttons, BorderLayout.EAST);
        return p;
    }

    private static JButton button(String text, String name, Runnable run) {
        JButton b = new JButton(text);
        b.setName(name);
        b.addActionListener(e -> run.run());
        return b;
    }

    private JComponent resumePanel() {
        JPanel p = new JPanel(new BorderLayout(0, 6));
        p.setBorder(BorderFactory.createEmptyBorder(4, 8, 16, 16));
        p.setPreferredSize(new Dimension(300, 200));
        JLabel title = new JLabel("Resume");
        title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() * 1.2f));
        p.add(title, BorderLayout.NORTH);
        resumeList.setName("resume");
        resumeList.setCellRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int i, boolean sel, boolean focus) {
                Resumable r = (Resumable) value;
                JLabel l = (JLabel) super.getListCellRendererComponent(list, "<html><b>" + Html.escape(r.title())
                        + "</b><br><small>" + Html.escape(r.detail()) + "</small></html>", i, sel, focus);
                l.setBorder(BorderFactory.createEmptyBorder(5, 8, 5, 8));
                return l;
            }
        });
        resumeList.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2 && resumeList.getSelectedValue() != null) {
                    shell.resume(resumeList.getSelectedValue().file(), LauncherWindow.this);
                }
            }
        });
        resumeScroll.setViewportView(noneToResume);
        noneToResume.setVerticalAlignment(SwingConstants.TOP);
        noneToResume.setBorder(BorderFactory.createEmptyBorder(10, 10, 10, 10));
        p.add(resumeScroll, BorderLayout.CENTER);
        JButton resume = button("Resume", "resumeButton", () -> {
            if (resumeList.getSelectedValue() != null) {
                shell.resume(resumeList.getSelectedValue().file(), this);
            }
        });
        resume.setEnabled(false); // until a game is chosen in the list
        resumeList.addListSelectionListener(e -> resume.setEnabled(resumeList.getSelectedValue() != null));
        p.add(resume, BorderLayout.SOUTH);
        return p;
    }

    private void keys() {
        getRootPane().registerKeyboardAction(e -> shell.open(this), KeyStroke.getKeyStroke(KeyEvent.VK_O, InputEvent.CTRL_DOWN_MASK),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        getRootPane().registerKeyboardAction(e -> newFirstGame(), KeyStroke.getKeyStroke(KeyEvent.VK_N, InputEvent.CTRL_DOWN_MASK),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    private void newFirstGame() {
        List<Game> games = shell.games().games();
        if (!games.isEmpty()) {
            shell.newGame(games.get(0), this);
        }
    }

    /** Shows the installed games as they are now; pictures are drawn in the background. */
    void showGames(List<Game> games) {
        cards.removeAll();
        pictures.keySet().retainAll(games);
        if (games.isEmpty()) {
            empty.setAlignmentX(Component.LEFT_ALIGNMENT);
            cards.add(empty);
        }
        for (Game g : games) {
            GameCard card = new GameCard(g, () -> shell.newGame(g, this));
            card.setAlignmentX(Component.LEFT_ALIGNMENT);
            card.setMaximumSize(new Dimension(Integer.MAX_VALUE, 170));
            cards.add(card);
            cards.add(Box.createVerticalStrut(10));
            Image known = pictures.get(g);
            if (known != null) {
                card.setPicture(known);
            } else {
                shell.background(() -> Thumbnails.of(g), image -> {
                    pictures.put(g, image);
                    card.setPicture(image);
                });
            }
        }
        cards.revalidate();
        cards.repaint();
    }

    /** Shows the games that can be resumed. */
    void showResumable(List<Resumable> items) {
        resumeModel.clear();
        items.forEach(resumeModel::addElement);
        resumeScroll.setViewportView(items.isEmpty() ? noneToResume : resumeList);
    }

    /** The games offered to resume, for tests. */
    List<Resumable> resumable() {
        return java.util.Collections.list(resumeModel.elements());
    }

    /** The game cards' names, for tests: {@code card:<id>}. */
    List<String> cardNames() {
        return java.util.Arrays.stream(cards.getComponents()).map(Component::getName).filter(n -> n != null && n.startsWith("card:"))
                .toList();
    }

    @Override
    public void dispose() {
        if (isDisplayable()) {
            shell.settings().remember(this, "launcher");
        }
        super.dispose();
    }
}
