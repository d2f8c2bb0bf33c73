package org.beadbox.ui.swing;

import java.awt.Component;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.table.AbstractTableModel;
import javax.swing.table.DefaultTableCellRenderer;
import org.beadbox.api.SeatInfo;
import org.beadbox.core.review.MoveReview;

/**
 * The review's moves, one row a move: its number, the seat, the move, the mover's winning chance
 * before and after, its mark (coloured as on the graph; "too close" to call when the searches could
 * not tell the moves apart; "game turned" on the turning move) and the computer's preferred move.
 * Selecting a row picks the position after that move. Event thread only.
 */
final class ReviewMoves extends JTable {

    private static final long serialVersionUID = 1L;
    private static final String[] COLUMNS = {"#", "Seat", "Move", "Before", "After", "Mark", "Computer"};

    private final List<SeatInfo> seats;
    private final List<MoveReview> rows = new ArrayList<>();
    private final Model model = new Model();
    private IntConsumer onPick = p -> { };
    private boolean picking;
    private int turn = -1;

    /** An empty list for these seats. */
    ReviewMoves(List<SeatInfo> seats) {
        this.seats = List.copyOf(seats);
        setModel(model);
        setName("review.moves");
        setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        setFillsViewportHeight(true);
        getColumnModel().getColumn(5).setCellRenderer(new MarkCell());
        int[] widths = {30, 60, 80, 52, 52, 100, 90};
        for (int c = 0; c < widths.length; c++) {
            getColumnModel().getColumn(c).setPreferredWidth(widths[c]);
        }
        getSelectionModel().addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !picking && getSelectedRow() >= 0) {
                onPick.accept(rows.get(getSelectedRow()).number());
            }
        });
    }

    /** What selecting a row does: hears the position after the move (its number). */
    void onPick(IntConsumer handler) {
        onPick = handler;
    }

    void clear() {
        rows.clear();
        model.fireTableDataChanged();
    }

    void add(MoveReview m) {
        rows.add(m);
        model.fireTableRowsInserted(rows.size() - 1, rows.size() - 1);
    }

    /** Marks the move where the game turned (-1: none). */
    void turn(int move) {
        turn = move;
        model.fireTableDataChanged();
    }

    /** Selects the row of the move that led to position {@code p}, without picking it again. */
    void select(int p) {
        picking = true;
        try {
            if (p >= 1 && p <= rows.size()) {
                setRowSelectionInterval(p - 1, p - 1);
                scrollRectToVisible(getCellRect(p - 1, 0, true));
            } else {
                clearSelection();
            }
        } finally {
            picking = false;
        }
    }

    /** Picks the first marked move, if any. */
    void selectFirstMarked() {
        for (MoveReview m : rows) {
            if (!m.mark().isEmpty()) {
                onPick.accept(m.number());
                return;
            }
        }
    }

    /** The caption under the preview board: "Move 5, South played B40 (mistake, 37% → 7%): the computer preferred E1000, then …". */
    static String caption(MoveReview m, List<SeatInfo> seats) {
        String who = seats.get(m.seat()).name();
        String how = (m.mark().isEmpty() ? "" : m.mark() + ", ") + percent(m.before()) + " → " + percent(m.after())
                + (Math.round(m.margin() * 100) >= 1 ? " ±" + percent(m.margin()) : "");
        String text = "Move " + m.number() + ", " + who + " played " + m.move() + " (" + how + ")";
        if (!m.best().isEmpty() && !m.best().equals(m.move())) {
            List<String> rest = m.line().size() > 1 ? m.line().subList(1, Math.min(m.line().size(), 7)) : List.of();
            text += m.tooClose() ? ": too close to call; the computer leaned to <b>" + Html.escape(m.best()) + "</b>"
                    : ": the computer preferred <b>" + Html.escape(m.best()) + "</b>"
                    + (rest.isEmpty() ? "" : ", then " + Html.escape(String.join(" ", rest)));
        } else {
            text += ": the computer's choice too";
        }
        return "<html><div style='width:250px'>" + text + "</div></html>";
    }

    static String percent(double p) {
        return Math.round(p * 100) + "%";
    }

    private final class Model extends AbstractTableModel {
        private static final long serialVersionUID = 1L;

        @Override
        public int getRowCount() {
            return rows.size();
        }

        @Override
        public int getColumnCount() {
            return COLUMNS.length;
        }

        @Override
        public String getColumnName(int c) {
            return COLUMNS[c];
        }

        @Override
        public Object getValueAt(int r, int c) {
            MoveReview m = rows.get(r);
            return switch (c) {
                case 0 -> m.number();
                case 1 -> seats.get(m.seat()).name();
                case 2 -> m.move();
                case 3 -> percent(m.before());
                case 4 -> percent(m.after());
                case 5 -> m.marked().map(k -> k.symbol() + " " + k.word()).orElse(m.tooClose() ? "too close" : "")
                        + (m.number() == turn ? (m.mark().isEmpty() && !m.tooClose() ? "" : " · ") + "game turned" : "");
                default -> m.best().equals(m.move()) ? "=" : m.best();
            };
        }
    }

    private final class MarkCell extends DefaultTableCellRenderer {
        private static final long serialVersionUID = 1L;

        @Override
        public Component getTableCellRendererComponent(JTable t, Object value, boolean selected, boolean focus, int r, int c) {
            Component comp = super.getTableCellRendererComponent(t, value, selected, focus, r, c);
            rows.get(r).marked().ifPresentOrElse(k -> comp.setForeground(ChancesGraph.colorOf(k)),
                    () -> comp.setForeground(t.getForeground()));
            return comp;
        }
    }
}
