package org.beadbox.ui.swing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.swing.JOptionPane;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;

/**
 * Hands over the computer seats whose AI was uninstalled, for the {@link Shell}: asks the person
 * who takes over each such seat, a person or another installed AI. Event thread only; a change
 * that comes while the person is being asked is not asked about again.
 */
final class Takeover {

    private final PlayerCatalog players;
    private boolean asking;

    /** Takes over seats with the players of {@code players}. */
    Takeover(PlayerCatalog players) {
        this.players = players;
    }

    /** The installed players changed: a computer seat in {@code windows} whose AI went away is handed over. */
    void playersChanged(List<GameWindow> windows) {
        if (asking) {
            return;
        }
        asking = true;
        try {
            for (GameWindow w : windows) {
                Table t = w.table();
                for (int seat = 0; seat < t.match().seats() && !t.closed() && !t.onlineState().joined(); seat++) {
                    NewGame.Seat s = NewGame.Seat.parse(t.match().seatSpec(seat));
                    if (!s.human() && players.find(s.player().id()).isEmpty()) {
                        replaceMissing(w, seat, s.player());
                    }
                }
            }
        } finally {
            asking = false;
        }
    }

    private void replaceMissing(GameWindow w, int seat, PlayerSpec gone) {
        Table t = w.table();
        List<PlayerFactory> choices = players.forGame(t.game().info());
        List<Object> options = new ArrayList<>();
        options.add("Play it myself");
        choices.forEach(f -> options.add(f.name()));
        String seatName = t.match().seatName(seat);
        int answer = JOptionPane.showOptionDialog(w, "The AI playing " + seatName + " (" + gone.id()
                + ") was uninstalled. Who should take over " + seatName + "?", "An AI went away",
                JOptionPane.DEFAULT_OPTION, JOptionPane.QUESTION_MESSAGE, null, options.toArray(), options.get(0));
        if (t.closed()) {
            return;
        }
        if (answer <= 0 || answer > choices.size()) {
            t.takeSeat(seat, new HumanPlayer(), "human");
        } else {
            PlayerFactory f = choices.get(answer - 1);
            t.takeSeat(seat, f.create(t.game().info(), Map.of()), f.id());
        }
    }
}
