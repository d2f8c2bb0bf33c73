package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.GridBagConstraints;
import java.awt.GridBagLayout;
import java.awt.GridLayout;
import java.awt.Insets;
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
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.KeyStroke;
import javax.swing.ScrollPaneConstants;
import javax.swing.SwingConstants;
import javax.swing.WindowConstants;
import org.beadbox.api.Game;

/**
 * The first window: the installed games as cards (updated live as game bundles come and go),
 * the games in progress to resume and the recent games (saved or finished), and the way to the plugins and the theme.
 */
final class LauncherWindow extends JFrame {

    private static final long serialVersionUID = 1L;

    private final Shell shell;
    private final JPanel cards = new JPanel();
    private final RecordList resumeList = new RecordList("resume");
    private final RecordList recentList = new RecordList("recent");
    private final JPanel resumeCards = new JPanel(new CardLayout());
    private final JLabel recentTitle = heading("Recent games");
    private final JScrollPane recentScroll = scroll(recentList);
    private final JLabel noneToResume = new JLabel("<html><div style='width:180px'>No games in progress.<br><br>"
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
        JButton join = button("Join…", "join", () -> shell.onlinePlay().join(this));
        join.setToolTipText("Play a seat of a table hosted on another Beadbox, from the link its host sent you");
        buttons.add(join);
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
        JPanel p = new JPanel(new GridBagLayout());
        p.setBorder(BorderFactory.createEmptyBorder(4, 8, 16, 16));
        p.setPreferredSize(new Dimension(300, 200));
        GridBagConstraints c = new GridBagConstraints();
        c.gridx = 0;
        c.fill = GridBagConstraints.BOTH;
        c.weightx = 1;
        p.add(heading("Resume"), c);
        noneToResume.setVerticalAlignment(SwingConstants.TOP);
        noneToResume.setBorder(BorderFactory.createEmptyBorder(10, 10, 10, 10));
        resumeCards.add(scroll(resumeList), "list"); // both stay in the window, so a theme change reaches both
        resumeCards.add(noneToResume, "none");
        c.weighty = 1;
        p.add(resumeCards, c);
        c.weighty = 0;
        c.insets = new Insets(10, 0, 0, 0);
        recentTitle.setVisible(false);
        p.add(recentTitle, c);
        c.insets = new Insets(0, 0, 0, 0);
        c.weighty = 1;
        recentScroll.setVisible(false);
        p.add(recentScroll, c);
        c.weighty = 0;
        c.insets = new Insets(6, 0, 0, 0);
        JButton resume = button("Resume", "resumeButton", () -> chosen().ifPresent(this::resume));
        resume.setEnabled(false); // until a game is chosen in a list
        p.add(resume, c);
        for (RecordList list : List.of(resumeList, recentList)) {
            RecordList other = list == resumeList ? recentList : resumeList;
            list.addListSelectionListener(e -> {
                if (list.getSelectedValue() != null) {
                    other.clearSelection();
                }
                resume.setEnabled(chosen().isPresent());
                resume.setText(recentList.getSelectedValue() != null && resumeList.getSelectedValue() == null ? "Open"
                        : chosen().filter(r -> r.online() != null).isPresent() ? "Reopen" : "Resume");
            });
            list.addMouseListener(new MouseAdapter() {
                @Override
                public void mouseClicked(MouseEvent e) {
                    if (e.getClickCount() == 2 && list.getSelectedValue() != null) {
                        resume(list.getSelectedValue());
                    }
                }
            });
        }
        return p;
    }

    private static JLabel heading(String text) {
        JLabel title = new JLabel(text);
        title.setFont(title.getFont().deriveFont(Font.BOLD, title.getFont().getSize2D() * 1.2f));
        title.setBorder(BorderFactory.createEmptyBorder(0, 0, 6, 0));
        return title;
    }

    private static JScrollPane scroll(RecordList list) {
        JScrollPane s = new JScrollPane(list, ScrollPaneConstants.VERTICAL_SCROLLBAR_AS_NEEDED,
                ScrollPaneConstants.HORIZONTAL_SCROLLBAR_NEVER);
        s.setName(list.getName() + "Scroll");
        return s;
    }

    /** Resumes a local game; reopens an online table's. */
    private void resume(Resumable r) {
        if (r.online() != null) {
            shell.onlinePlay().reopen(r.online(), this);
        } else {
            shell.resume(r.file(), this);
        }
    }

    private java.util.Optional<Resumable> chosen() {
        return java.util.Optional.ofNullable(resumeList.getSelectedValue()).or(() -> java.util.Optional.ofNullable(recentList.getSelectedValue()));
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

    /** Shows the games in progress to resume, and the recent saved and finished games. */
    void showResumable(List<Resumable> inProgress, List<Resumable> recent) {
        resumeList.show(inProgress);
        recentList.show(recent);
        ((CardLayout) resumeCards.getLayout()).show(resumeCards, inProgress.isEmpty() ? "none" : "list");
        recentTitle.setVisible(!recent.isEmpty());
        recentScroll.setVisible(!recent.isEmpty());
        revalidate();
        repaint();
    }

    /** The games in progress offered to resume, for tests. */
    List<Resumable> resumable() {
        return resumeList.entries();
    }

    /** The recent games offered, for tests. */
    List<Resumable> recent() {
        return recentList.entries();
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
