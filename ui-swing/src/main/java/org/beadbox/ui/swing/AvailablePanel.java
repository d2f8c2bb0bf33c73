package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.FlowLayout;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.table.AbstractTableModel;
import org.beadbox.core.catalogue.Catalogue;
import org.beadbox.core.catalogue.Plugin;

/**
 * The Plugins window's "Available" tab: what the plugin catalogues offer, each with its name and
 * kind, version and description, whether it fits this Beadbox, and whether it is installed;
 * Install and Update buttons. Reading the catalogues and installing run off the event thread,
 * each step told under the list with a progress bar; a refusal is told there in one line.
 */
final class AvailablePanel extends JPanel {

    private static final long serialVersionUID = 1L;
    private static final String[] COLUMNS = {"Name", "Kind", "Version", "Fits this Beadbox", "Status"};

    private final Shell shell;
    private final Optional<Catalogue> catalogue;
    private final OfferModel model = new OfferModel();
    private final JTable table = new JTable(model);
    private final JTextArea description = new JTextArea(3, 40);
    private final JLabel status = new JLabel(" ");
    private final JProgressBar progress = new JProgressBar();
    private final JButton install = button("Install", "installPlugin", this::install);
    private final JButton update = button("Update", "updatePlugin", this::update);
    private final JButton refresh = button("Refresh", "refreshPlugins", () -> reload(null));
    private boolean busy;

    AvailablePanel(Shell shell, Optional<Catalogue> catalogue) {
        super(new BorderLayout(0, 8));
        this.shell = shell;
        this.catalogue = catalogue;
        setName("available");
        setBorder(BorderFactory.createEmptyBorder(8, 0, 0, 0));
        add(new JLabel("Games, AI players and front-ends from the plugin catalogues. Choose one and Install."), BorderLayout.NORTH);
        add(offers(), BorderLayout.CENTER);
        add(foot(), BorderLayout.SOUTH);
        table.getSelectionModel().addListSelectionListener(e -> selectionChanged());
        selectionChanged();
    }

    private JPanel offers() {
        table.setName("availablePlugins");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setRowHeight(24);
        int[] widths = {200, 80, 150, 220, 170};
        for (int c = 0; c < widths.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(widths[c]);
        }
        description.setName("pluginDescription");
        description.setEditable(false);
        description.setLineWrap(true);
        description.setWrapStyleWord(true);
        description.setOpaque(false);
        JPanel p = new JPanel(new BorderLayout(0, 6));
        p.add(new JScrollPane(table), BorderLayout.CENTER);
        p.add(description, BorderLayout.SOUTH);
        return p;
    }

    private JPanel foot() {
        status.setName("availableStatus");
        progress.setName("availableProgress");
        progress.setVisible(false);
        JPanel left = new JPanel(new BorderLayout(8, 0));
        left.add(progress, BorderLayout.WEST);
        left.add(status, BorderLayout.CENTER);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 0));
        buttons.add(refresh);
        buttons.add(update);
        buttons.add(install);
        JPanel p = new JPanel(new BorderLayout(8, 0));
        p.add(left, BorderLayout.CENTER);
        p.add(buttons, BorderLayout.EAST);
        return p;
    }

    private static JButton button(String text, String name, Runnable run) {
        JButton b = new JButton(text);
        b.setName(name);
        b.addActionListener(e -> run.run());
        return b;
    }

    /** Reads the catalogues again, off the event thread, keeping the selected plugin selected. */
    void reload() {
        reload(null);
    }

    /** Reads the catalogues again; then says {@code told} (what was just done) rather than the count, if given. */
    private void reload(String told) {
        if (catalogue.isEmpty()) {
            status.setText("No plugin catalogue in this Beadbox: its core is too old or not running.");
            refresh.setEnabled(false);
            return;
        }
        working("Reading the catalogues…");
        shell.background(() -> catalogue.get().plugins(), listing -> {
            String before = selected().map(Plugin::id).orElse(null);
            model.show(listing.plugins());
            for (int i = 0; i < model.rows.size(); i++) {
                if (model.rows.get(i).id().equals(before)) {
                    table.setRowSelectionInterval(i, i);
                }
            }
            done(!listing.problems().isEmpty() ? "A catalogue could not be read: " + listing.problems().get(0)
                    : told != null ? told : model.rows.size() + (model.rows.size() == 1 ? " plugin offered" : " plugins offered"));
        });
    }

    private void install() {
        selected().ifPresent(p -> act(p, "Installing " + p.name() + "…", Catalogue::install));
    }

    private void update() {
        selected().ifPresent(p -> act(p, "Updating " + p.name() + "…", Catalogue::update));
    }

    /** Runs {@code op} on the plugin off the event thread, telling its steps; then reads the list again. */
    private void act(Plugin p, String first, Operation op) {
        working(first);
        Consumer<String> steps = line -> SwingUtilities.invokeLater(() -> status.setText(capitalized(line)));
        shell.background(() -> {
            try {
                op.apply(catalogue.get(), p.id(), steps);
                return "";
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }, problem -> {
            if (problem.isEmpty()) {
                reload(status.getText());
            } else {
                done(capitalized(problem));
            }
        });
    }

    /** One of the catalogue's operations on a plugin. */
    private interface Operation {
        void apply(Catalogue c, String id, Consumer<String> steps);
    }

    private void working(String text) {
        busy = true;
        status.setText(text);
        progress.setIndeterminate(true);
        progress.setVisible(true);
        selectionChanged();
    }

    private void done(String text) {
        busy = false;
        status.setText(text);
        progress.setIndeterminate(false);
        progress.setVisible(false);
        selectionChanged();
    }

    private void selectionChanged() {
        Optional<Plugin> p = selected();
        description.setText(p.map(AvailablePanel::details).orElse(""));
        // A plugin installed but missing what it needs is repaired by Install (issue 46 §13).
        install.setEnabled(!busy && p.filter(x -> (!x.installed() || (x.broken() && !x.builtIn())) && x.fits()).isPresent());
        update.setEnabled(!busy && p.filter(x -> x.updatable() && !x.builtIn() && x.fits()).isPresent());
        refresh.setEnabled(!busy && catalogue.isPresent());
    }

    private Optional<Plugin> selected() {
        int row = table.getSelectedRow();
        return row < 0 ? Optional.empty() : Optional.of(model.rows.get(table.convertRowIndexToModel(row)));
    }

    private static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** The text under the list for the selected plugin: its description, and why it does not fit, if it does not. */
    static String details(Plugin p) {
        String text = p.description().isEmpty() ? p.name() : p.description();
        if (p.broken() && !p.builtIn()) {
            text += "\nIt is installed but cannot start: something it needs is missing. Install puts it back.";
        }
        return p.fits() ? text : text + "\nIt does not fit this Beadbox: it " + p.needs() + ".";
    }

    /** What the Status column says, in a player's words. */
    static String status(Plugin p) {
        if (!p.installed()) {
            return "available";
        }
        if (p.broken() && !p.builtIn()) {
            return "cannot start";
        }
        if (p.updatable() && !p.builtIn()) {
            return "installed; " + p.version() + " offered";
        }
        return p.builtIn() ? "comes with Beadbox" : "installed";
    }

    /** The offered plugins as table rows. */
    private static final class OfferModel extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private List<Plugin> rows = new ArrayList<>();

        void show(List<Plugin> plugins) {
            rows = List.copyOf(plugins);
            fireTableDataChanged();
        }

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int column) {
            return COLUMNS[column];
        }

        @Override
        public Object getValueAt(int row, int column) {
            Plugin p = rows.get(row);
            return switch (column) {
                case 0 -> p.name();
                case 1 -> p.kind();
                case 2 -> p.version();
                case 3 -> p.fits() ? "yes" : "no: needs another Beadbox";
                default -> status(p);
            };
        }
    }
}
