package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Component;
import java.awt.GridBagConstraints;
import java.awt.Insets;
import java.awt.Window;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.SeatInfo;
import org.beadbox.core.PlayerSpec;

/** One seat's row: colour, name, who plays, the AI's settings. */
final class SeatRow {
    final int index;
    private final JComboBox<Object> who;
    private final JPanel options = new JPanel(new BorderLayout());
    private final SeatInfo info;
    private final String rememberedId;
    private final Map<String, String> rememberedOptions;
    private OptionForm form;

    /** The choice of an invited seat, offered when this Beadbox can host online tables. */
    static final String INVITE = "Invite (online)";

    SeatRow(int index, SeatInfo info, List<PlayerFactory> factories, String remembered, Map<String, String> rememberedValues) {
        this(index, info, factories, remembered, rememberedValues, false);
    }

    SeatRow(int index, SeatInfo info, List<PlayerFactory> factories, String remembered, Map<String, String> rememberedValues,
            boolean online) {
        this.index = index;
        this.info = info;
        this.rememberedId = remembered;
        this.rememberedOptions = rememberedValues;
        List<Object> choices = new ArrayList<>();
        choices.add("Human");
        if (online) {
            choices.add(INVITE);
        }
        choices.addAll(factories);
        who = new JComboBox<>(choices.toArray());
        who.setName("seat" + index + ".player");
        who.setRenderer(new DefaultListCellRenderer() {
            private static final long serialVersionUID = 1L;

            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int i, boolean sel, boolean focus) {
                Object shown = value instanceof PlayerFactory f ? f.name() : value;
                Component c = super.getListCellRendererComponent(list, shown, i, sel, focus);
                if (value instanceof PlayerFactory f && c instanceof JComponent j) {
                    j.setToolTipText(f.description());
                }
                return c;
            }
        });
        for (PlayerFactory f : factories) {
            if (f.id().equals(remembered)) {
                who.setSelectedItem(f);
            }
        }
        if (online && "invite".equals(remembered)) {
            who.setSelectedItem(INVITE);
        }
        options.setOpaque(false);
        who.addActionListener(e -> showOptions());
        showOptions();
    }

    void addTo(JPanel panel, int y) {
        GridBagConstraints c = new GridBagConstraints();
        c.gridy = y * 2;
        c.anchor = GridBagConstraints.WEST;
        c.insets = new Insets(4, 0, 0, 10);
        panel.add(new JLabel(info.name(), new Swatch(Colors.parse(info.color()), 14), JLabel.LEFT), c);
        c.gridx = 1;
        c.weightx = 1;
        c.fill = GridBagConstraints.HORIZONTAL;
        c.insets = new Insets(4, 0, 0, 0);
        panel.add(who, c);
        c.gridy = y * 2 + 1;
        c.insets = new Insets(2, 14, 2, 0);
        panel.add(options, c);
    }

    private void showOptions() {
        options.removeAll();
        form = null;
        if (who.getSelectedItem() instanceof PlayerFactory f && !f.options().isEmpty()) {
            Map<String, String> values = f.id().equals(rememberedId) ? rememberedOptions : Map.of();
            form = new OptionForm(f.options(), values, "seat" + index + ".", 1);
            options.add(form);
        }
        options.revalidate();
        Window w = javax.swing.SwingUtilities.getWindowAncestor(options);
        if (w instanceof NewGameDialog d && w.isShowing()) {
            d.fit();
        }
    }

    List<String> problems() {
        return form == null ? List.of() : form.problems().stream().map(p -> info.name() + ": " + p).toList();
    }

    NewGame.Seat seat() {
        if (who.getSelectedItem() instanceof PlayerFactory f) {
            return new NewGame.Seat(new PlayerSpec(f.id(), form == null ? Map.of() : form.changed()));
        }
        return INVITE.equals(who.getSelectedItem()) ? NewGame.Seat.INVITE : NewGame.Seat.HUMAN;
    }
}
