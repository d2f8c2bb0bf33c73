package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.Font;
import java.awt.GridLayout;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.ListCellRenderer;
import javax.swing.ListSelectionModel;
import javax.swing.ToolTipManager;
import javax.swing.UIManager;

/**
 * A list of games in the launcher (to resume, or recent): as wide as its column, never wider,
 * so a long summary is cut short with "…" (its whole text in the tooltip) instead of adding a
 * sideways scroll bar. Each entry shows the game, how it stands, and its moves and date.
 */
final class RecordList extends JList<Resumable> {

    private static final long serialVersionUID = 1L;

    private final DefaultListModel<Resumable> model;

    /** An empty list named {@code name}. */
    RecordList(String name) {
        this(new DefaultListModel<>());
        setName(name);
    }

    private RecordList(DefaultListModel<Resumable> model) {
        super(model);
        this.model = model;
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setCellRenderer(new Entry());
        ToolTipManager.sharedInstance().registerComponent(this);
    }

    /** Shows these entries. */
    void show(java.util.List<Resumable> items) {
        Resumable selected = getSelectedValue();
        model.clear();
        items.forEach(model::addElement);
        if (selected != null) {
            items.stream().filter(r -> r.file().equals(selected.file())).findFirst().ifPresent(r -> setSelectedValue(r, false));
        }
    }

    /** The entries shown. */
    java.util.List<Resumable> entries() {
        return java.util.Collections.list(model.elements());
    }

    @Override
    public boolean getScrollableTracksViewportWidth() {
        return true;
    }

    /** One entry: three lines, each cut short with "…" when the column is narrower. */
    private static final class Entry extends JPanel implements ListCellRenderer<Resumable> {
        private static final long serialVersionUID = 1L;
        private final JLabel title = new JLabel();
        private final JLabel status = new JLabel();
        private final JLabel count = new JLabel();

        Entry() {
            super(new BorderLayout());
            JPanel lines = new JPanel(new GridLayout(3, 1));
            lines.setOpaque(false);
            lines.add(title);
            lines.add(status);
            lines.add(count);
            add(lines);
            setBorder(BorderFactory.createEmptyBorder(5, 8, 5, 8));
            fonts();
        }

        @Override
        public void updateUI() {
            super.updateUI();
            if (title != null) { // null while the panel's own constructor runs
                fonts();
            }
        }

        private void fonts() {
            Font f = UIManager.getFont("Label.font");
            title.setFont(f.deriveFont(Font.BOLD));
            status.setFont(f);
            count.setFont(f.deriveFont(f.getSize2D() * 0.9f));
        }

        @Override
        public Component getListCellRendererComponent(JList<? extends Resumable> list, Resumable r, int index, boolean selected,
                boolean focus) {
            title.setText(r.title());
            status.setText(r.status());
            count.setText(r.count());
            setBackground(selected ? list.getSelectionBackground() : list.getBackground());
            java.awt.Color fg = selected ? list.getSelectionForeground() : list.getForeground();
            title.setForeground(fg);
            status.setForeground(fg);
            count.setForeground(selected ? fg : UIManager.getColor("Label.disabledForeground"));
            setToolTipText("<html><b>" + Html.escape(r.title()) + "</b><br>" + Html.escape(r.status()) + "<br>"
                    + Html.escape(r.count()) + "</html>");
            return this;
        }
    }
}
