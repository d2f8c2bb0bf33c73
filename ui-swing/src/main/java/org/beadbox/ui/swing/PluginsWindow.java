package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Dimension;
import java.awt.FlowLayout;
import java.awt.datatransfer.DataFlavor;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.SwingUtilities;
import javax.swing.TransferHandler;
import javax.swing.WindowConstants;
import javax.swing.filechooser.FileNameExtensionFilter;
import javax.swing.table.AbstractTableModel;

/**
 * The plugins: on the "Installed" tab the games, AI players and front-ends installed (not the
 * platform's own bundles and libraries), with names, versions and whether each runs; installing
 * a jar (chooser or drag and drop: it says what the jar is and asks first), starting, stopping
 * and uninstalling. On the "Available" tab ({@link AvailablePanel}) what the plugin catalogues
 * offer. Every bundle operation runs off the event thread. Close or Esc closes the window.
 */
final class PluginsWindow extends JFrame {

    private static final long serialVersionUID = 1L;
    private static final String[] COLUMNS = {"Name", "Kind", "Version", "Status"};
    /** The kinds the Installed tab lists; the platform's bundles and libraries are left out. */
    private static final java.util.Set<String> PLUGIN_KINDS = java.util.Set.of("game", "AI", "front-end");

    private final Shell shell;
    private final Plugins plugins;
    private final BundleModel model = new BundleModel();
    private final JTable table = new JTable(model);
    private AvailablePanel available;

    /** The plugins window of {@code shell}. */
    PluginsWindow(Shell shell) {
        super("Plugins — Beadbox");
        this.shell = shell;
        this.plugins = shell.plugins();
        setName("plugins");
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);
        setContentPane(content());
        closeOnEscape();
        plugins.addListener(() -> SwingUtilities.invokeLater(this::reload));
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                shell.closed(PluginsWindow.this);
            }
        });
        setPreferredSize(new Dimension(860, 520));
        pack();
        setLocationRelativeTo(null);
        reload();
    }

    private JComponent content() {
        javax.swing.JTabbedPane tabs = new javax.swing.JTabbedPane();
        tabs.setName("pluginTabs");
        tabs.addTab("Installed", installed());
        available = new AvailablePanel(shell, plugins.catalogue());
        tabs.addTab("Available", available);
        tabs.addChangeListener(e -> {
            if (tabs.getSelectedComponent() == available) {
                available.reload();
            }
        });
        JButton close = button("Close", "close", this::dispose);
        JPanel foot = new JPanel(new FlowLayout(FlowLayout.RIGHT, 0, 0));
        foot.add(close);
        JPanel p = new JPanel(new BorderLayout(0, 8));
        p.setBorder(BorderFactory.createEmptyBorder(12, 12, 12, 12));
        p.add(tabs, BorderLayout.CENTER);
        p.add(foot, BorderLayout.SOUTH);
        return p;
    }

    /** Esc closes the window, as Close does. */
    private void closeOnEscape() {
        getRootPane().registerKeyboardAction(e -> dispose(), javax.swing.KeyStroke.getKeyStroke(java.awt.event.KeyEvent.VK_ESCAPE, 0),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
    }

    private JComponent installed() {
        JPanel p = new JPanel(new BorderLayout(0, 8));
        p.setBorder(BorderFactory.createEmptyBorder(8, 0, 0, 0));
        JLabel help = new JLabel("Your games, AI players and front-ends. Drop a plugin jar on this window, or choose one with Install….");
        p.add(help, BorderLayout.NORTH);
        table.setName("bundles");
        table.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        table.setRowHeight(24);
        table.setAutoCreateRowSorter(true);
        int[] widths = {300, 90, 170, 100}; // Version fits a full "0.1.0.202611251330"
        for (int c = 0; c < widths.length; c++) {
            table.getColumnModel().getColumn(c).setPreferredWidth(widths[c]);
        }
        p.add(new JScrollPane(table), BorderLayout.CENTER);
        JPanel buttons = new JPanel(new FlowLayout(FlowLayout.RIGHT, 8, 0));
        buttons.add(button("Install…", "install", this::chooseJar));
        buttons.add(button("Start", "start", () -> onSelected(b -> plugins.start(b.id()))));
        buttons.add(button("Stop", "stop", this::stop));
        buttons.add(button("Uninstall", "uninstall", this::uninstall));
        p.add(buttons, BorderLayout.SOUTH);
        p.setTransferHandler(new JarDrop());
        table.setTransferHandler(new JarDrop());
        return p;
    }

    private static JButton button(String text, String name, Runnable run) {
        JButton b = new JButton(text);
        b.setName(name);
        b.addActionListener(e -> run.run());
        return b;
    }

    /** Reads the bundle list again, off the event thread, keeping the selected bundle selected. */
    void reload() {
        shell.background(() -> plugins.bundles().stream().filter(b -> PLUGIN_KINDS.contains(b.kind())).toList(), bundles -> {
            Plugins.Info before = selected();
            model.show(bundles);
            for (int i = 0; before != null && i < model.rows.size(); i++) {
                if (model.rows.get(i).id() == before.id()) {
                    int row = table.convertRowIndexToView(i);
                    table.setRowSelectionInterval(row, row);
                }
            }
        });
    }

    private Plugins.Info selected() {
        int row = table.getSelectedRow();
        return row < 0 ? null : model.rows.get(table.convertRowIndexToModel(row));
    }

    private void onSelected(java.util.function.Consumer<Plugins.Info> op) {
        Plugins.Info b = selected();
        if (b != null) {
            shell.background(() -> {
                op.accept(b);
                return b;
            }, done -> reload());
        }
    }

    private void stop() {
        Plugins.Info b = selected();
        if (b != null && (openGames(b).isEmpty() || confirm("Stop", b))) {
            onSelected(x -> plugins.stop(x.id()));
        }
    }

    private void uninstall() {
        Plugins.Info b = selected();
        if (b != null && confirm("Uninstall", b)) {
            onSelected(x -> plugins.uninstall(x.id()));
        }
    }

    /** Asks before {@code verb} ("Stop", "Uninstall") is done to {@code b}, naming the games of it that are open. */
    private boolean confirm(String verb, Plugins.Info b) {
        List<String> open = openGames(b);
        String text = verb + " " + b.name() + " " + b.version() + "?"
                + (open.isEmpty() ? "" : "\n\nThis game is open and will stop until the plugin is back: " + String.join(", ", open));
        JOptionPane pane = new JOptionPane(text, JOptionPane.QUESTION_MESSAGE, JOptionPane.OK_CANCEL_OPTION);
        javax.swing.JDialog dialog = pane.createDialog(this, verb);
        dialog.setName("confirm");
        dialog.setVisible(true);
        dialog.dispose();
        return Integer.valueOf(JOptionPane.OK_OPTION).equals(pane.getValue());
    }

    /** The names of the open games that come from bundle {@code b}. */
    private List<String> openGames(Plugins.Info b) {
        List<String> names = new ArrayList<>();
        for (GameWindow w : shell.windows()) {
            if (w.isDisplayable() && plugins.bundleOf(org.beadbox.core.GameCatalog.pluginClass(w.table().game())) == b.id()) {
                names.add(w.table().game().info().name());
            }
        }
        return names.stream().distinct().toList();
    }

    private void chooseJar() {
        JFileChooser chooser = new JFileChooser(shell.settings().get("jarDir", System.getProperty("user.home")));
        chooser.setFileFilter(new FileNameExtensionFilter("Plugin jars (*.jar)", "jar"));
        if (chooser.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            shell.settings().put("jarDir", chooser.getCurrentDirectory().toString());
            offer(chooser.getSelectedFile().toPath());
        }
    }

    /** Reads what the jar is, asks the person, then installs and starts it; refusals are explained. */
    void offer(Path jar) {
        shell.background(() -> plugins.inspect(jar), info -> {
            String text = "Install and start this plugin?\n\n" + info.name() + "\nversion " + info.version()
                    + (info.vendor().isEmpty() ? "" : "\nby " + info.vendor()) + "\n(" + info.symbolicName() + ")";
            if (JOptionPane.showConfirmDialog(this, text, "Install a plugin", JOptionPane.OK_CANCEL_OPTION,
                    JOptionPane.QUESTION_MESSAGE) == JOptionPane.OK_OPTION) {
                shell.background(() -> plugins.install(jar), done -> reload());
            }
        });
    }

    /** The bundles as table rows. */
    private static final class BundleModel extends AbstractTableModel {
        private static final long serialVersionUID = 1L;
        private List<Plugins.Info> rows = new ArrayList<>();

        void show(List<Plugins.Info> bundles) {
            rows = List.copyOf(bundles);
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
            Plugins.Info b = rows.get(row);
            return switch (column) {
                case 0 -> b.name();
                case 1 -> b.kind();
                case 2 -> b.version();
                default -> b.state();
            };
        }
    }

    /** Accepts jar files dropped on the window. */
    private final class JarDrop extends TransferHandler {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean canImport(TransferSupport support) {
            return support.isDataFlavorSupported(DataFlavor.javaFileListFlavor);
        }

        @Override
        public boolean importData(TransferSupport support) {
            try {
                @SuppressWarnings("unchecked")
                List<File> files = (List<File>) support.getTransferable().getTransferData(DataFlavor.javaFileListFlavor);
                files.forEach(f -> offer(f.toPath()));
                return !files.isEmpty();
            } catch (java.awt.datatransfer.UnsupportedFlavorException | java.io.IOException e) {
                return false;
            }
        }
    }
}
