package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Color;
import java.awt.Component;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.Font;
import java.awt.GridBagLayout;
import java.awt.Insets;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import javax.swing.BorderFactory;
import javax.swing.Box;
import javax.swing.BoxLayout;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import org.beadbox.api.Game;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.core.PlayerCatalog;

/**
 * Choosing a new game: the variant from the game's options, the number of seats, and for each
 * seat a person or any installed AI that plays the game, with its settings. Remembers the last
 * choice per game.
 */
final class NewGameDialog extends JDialog {

    private static final long serialVersionUID = 1L;

    private final Game game;
    private final PlayerCatalog players;
    private final Settings settings;
    private final OptionForm variant;
    private final JSpinner seatCount;
    private final JPanel seatRows = new JPanel(new GridBagLayout());
    private final List<SeatRow> rows = new ArrayList<>();
    private final boolean online;
    private final ClockChoice clock = new ClockChoice();
    private NewGame result;

    /** A dialog for a new game of {@code game}, owned by {@code owner}. */
    NewGameDialog(Window owner, Game game, PlayerCatalog players, Settings settings) {
        this(owner, game, players, settings, false);
    }

    /** As above; {@code online}: seats may be invited (this Beadbox can host online tables). */
    NewGameDialog(Window owner, Game game, PlayerCatalog players, Settings settings, boolean online) {
        super(owner, "New game of " + game.info().name(), ModalityType.APPLICATION_MODAL);
        this.game = game;
        this.online = online;
        this.players = players;
        this.settings = settings;
        setName("newGame");
        this.variant = new OptionForm(game.options(), Map.of(), "option.", Integer.MAX_VALUE);
        variant.onChoice(this::followVariant);
        int min = game.info().minPlayers();
        int max = game.info().maxPlayers();
        int last = parse(settings.get("seats." + game.info().id(), ""), min);
        this.seatCount = new JSpinner(new SpinnerNumberModel(Math.max(min, Math.min(max, last)), min, max, 1));
        seatCount.setName("seatCount");
        seatCount.setEnabled(min != max);
        seatCount.addChangeListener(e -> layoutSeats());
        followVariant();
        setContentPane(content());
        layoutSeats();
        fit();
        setLocationRelativeTo(owner);
    }

    /**
     * Sizes the dialog to its contents, but never taller than the screen it is on: the form
     * scrolls then, while Start and Cancel stay in view below it.
     */
    void fit() {
        pack();
        java.awt.GraphicsConfiguration gc = getGraphicsConfiguration();
        java.awt.Rectangle screen = gc.getBounds();
        Insets in = getToolkit().getScreenInsets(gc);
        int room = screen.height - in.top - in.bottom - 20;
        int width = Math.max(460, getWidth());
        setSize(width, Math.min(getHeight(), room));
        if (isShowing()) {
            int y = Math.max(screen.y + in.top, Math.min(getY(), screen.y + screen.height - in.bottom - getHeight()));
            setLocation(getX(), y);
        }
        validate();
    }

    /**
     * After the person changes a variant's choice, shows the defaults that the game gives that
     * variant in the options the person has not set (the hex board's size, say), so the form
     * shows what Start will make.
     */
    private void followVariant() {
        try {
            Setup resolved = game.resolve(new Setup((Integer) seatCount.getValue(), variant.touched(), 0));
            Map<String, String> touched = variant.touched();
            resolved.options().forEach((k, v) -> {
                if (!touched.containsKey(k)) {
                    variant.show(k, v);
                }
            });
        } catch (IllegalArgumentException e) {
            // the person's values do not make a game yet: Start will say why
        }
        narrowRanges();
    }

    /**
     * Limits each whole-number option of the variant to the values the game accepts with the
     * other values shown (the hex board takes sides 3 to 7, the square one 8 to 11), asking the
     * game itself: a spec carries one range for all variants.
     */
    private void narrowRanges() {
        java.util.List<org.beadbox.api.OptionSpec> specs = variant.specs();
        org.beadbox.core.SetupRanges.accepted(game, (Integer) seatCount.getValue(), specs, variant.values()).forEach((key, r) -> {
            org.beadbox.api.OptionSpec spec = specs.stream().filter(o -> o.key().equals(key)).findFirst().orElseThrow();
            if (r.min() > spec.min() || r.max() < spec.max()) {
                variant.range(key, r.min(), r.max());
            }
        });
    }

    /** Shows the dialog and waits; the game chosen, or empty when cancelled. Event thread only. */
    Optional<NewGame> choose() {
        setVisible(true);
        return Optional.ofNullable(result);
    }

    private JComponent content() {
        JPanel panel = new JPanel();
        panel.setLayout(new BoxLayout(panel, BoxLayout.Y_AXIS));
        panel.setBorder(BorderFactory.createEmptyBorder(16, 18, 12, 18));
        JLabel title = new JLabel(game.info().name());
        title.putClientProperty("FlatLaf.styleClass", "h2");
        panel.add(left(title));
        JLabel summary = new JLabel("<html><div style='width:380px'>" + Html.escape(game.info().summary()) + "</div></html>");
        summary.setForeground(Color.GRAY);
        panel.add(left(summary));
        if (!game.options().isEmpty()) {
            panel.add(Box.createVerticalStrut(12));
            panel.add(left(heading("Variant")));
            panel.add(left(variant));
        }
        panel.add(Box.createVerticalStrut(12));
        JPanel count = new JPanel(new FlowLayout(FlowLayout.LEFT, 0, 0));
        count.setOpaque(false);
        count.add(heading("Seats  "));
        count.add(seatCount);
        panel.add(left(count));
        panel.add(Box.createVerticalStrut(4));
        panel.add(left(seatRows));
        panel.add(Box.createVerticalStrut(12));
        panel.add(left(clock));
        panel.add(Box.createVerticalGlue());
        JScrollPane scroll = new JScrollPane(panel, JScrollPane.VERTICAL_SCROLLBAR_AS_NEEDED, JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        scroll.setBorder(null);
        scroll.getVerticalScrollBar().setUnitIncrement(16);
        JPanel outer = new JPanel(new BorderLayout());
        outer.add(scroll, BorderLayout.CENTER);
        JComponent buttons = buttons();
        buttons.setBorder(BorderFactory.createEmptyBorder(10, 18, 12, 18));
        outer.add(buttons, BorderLayout.SOUTH);
        return outer;
    }

    private static JLabel heading(String text) {
        JLabel l = new JLabel(text);
        l.setFont(l.getFont().deriveFont(Font.BOLD));
        return l;
    }

    private static JComponent left(JComponent c) {
        c.setAlignmentX(Component.LEFT_ALIGNMENT);
        return c;
    }

    private JComponent buttons() {
        JButton start = new JButton("Start");
        start.setName("start");
        start.addActionListener(e -> start());
        JButton cancel = new JButton("Cancel");
        cancel.addActionListener(e -> dispose());
        JPanel p = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 0));
        p.setOpaque(false);
        p.add(cancel);
        p.add(start);
        getRootPane().setDefaultButton(start);
        return p;
    }

    private void layoutSeats() {
        int n = (Integer) seatCount.getValue();
        List<SeatInfo> infos = game.seats(n);
        List<PlayerFactory> factories = players.forGame(game.info());
        rows.clear();
        seatRows.removeAll();
        seatRows.setOpaque(false);
        for (int i = 0; i < n; i++) {
            String remembered = settings.get("seat." + game.info().id() + "." + i, i == 0 || factories.isEmpty()
                    ? "human" : factories.get(0).id());
            SeatRow row = new SeatRow(i, infos.get(i), factories, remembered,
                    decode(settings.get("seat." + game.info().id() + "." + i + ".options", "")), online);
            rows.add(row);
            row.addTo(seatRows, i);
        }
        seatRows.revalidate();
        seatRows.repaint();
        if (isShowing()) {
            fit();
        }
    }

    private void start() {
        List<String> problems = new ArrayList<>(variant.problems());
        rows.forEach(r -> problems.addAll(r.problems()));
        clock.problem().ifPresent(problems::add);
        // every value the form shows, defaults too: the game may default differently per variant,
        // and what starts must be what the person saw
        Setup setup = new Setup((Integer) seatCount.getValue(), variant.values(), new Random().nextLong());
        try {
            setup = game.resolve(setup);
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
        }
        if (!problems.isEmpty()) {
            JOptionPane pane = new JOptionPane(String.join("\n", problems), JOptionPane.WARNING_MESSAGE);
            JDialog refusal = pane.createDialog(this, "Cannot start yet");
            refusal.setName("refusal");
            refusal.setVisible(true);
            refusal.dispose();
            return;
        }
        List<NewGame.Seat> seats = new ArrayList<>();
        for (SeatRow r : rows) {
            NewGame.Seat seat = r.seat();
            seats.add(seat);
            settings.put("seat." + game.info().id() + "." + r.index, seat.invite() ? "invite" : seat.human() ? "human" : seat.player().id());
            settings.put("seat." + game.info().id() + "." + r.index + ".options", seat.player() == null ? "" : encode(seat.player().options()));
        }
        settings.put("seats." + game.info().id(), Integer.toString(setup.players()));
        result = new NewGame(game, setup, seats, clock.control().orElse(null));
        dispose();
    }

    /** A player's settings as one line, "level=casual;time=2" (values hold no ';' or '='). */
    static String encode(Map<String, String> options) {
        return String.join(";", options.entrySet().stream().filter(e -> !e.getValue().contains(";") && !e.getValue().contains("="))
                .map(e -> e.getKey() + "=" + e.getValue()).toList());
    }

    /** Reads {@link #encode}'s line back; parts that are not key=value are skipped. */
    static Map<String, String> decode(String line) {
        Map<String, String> out = new java.util.LinkedHashMap<>();
        for (String part : line.split(";")) {
            int eq = part.indexOf('=');
            if (eq > 0) {
                out.put(part.substring(0, eq), part.substring(eq + 1));
            }
        }
        return out;
    }

    private static int parse(String s, int fallback) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }
}
