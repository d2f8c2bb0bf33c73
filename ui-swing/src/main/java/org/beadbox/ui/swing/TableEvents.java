package org.beadbox.ui.swing;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;
import org.beadbox.api.Analysis;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.core.MatchListener;

/**
 * Hands each event of a {@link Table}'s match to the event thread, where the table takes it.
 * Called on the match's threads; reports of a thinking seat are coalesced: while one is on its
 * way to the event thread, a newer one replaces it.
 */
final class TableEvents implements MatchListener {

    private final Table table;
    private final AtomicReference<Analysis> latest = new AtomicReference<>();
    private final AtomicBoolean analysisPending = new AtomicBoolean();

    /** The events for {@code table}. */
    TableEvents(Table table) {
        this.table = table;
    }

    @Override
    public void started(GameState state) {
        SwingUtilities.invokeLater(table::onMoved);
    }

    @Override
    public void turn(int seat, GameState state) {
        SwingUtilities.invokeLater(() -> table.onTurn(seat, state));
    }

    @Override
    public void thinking(int seat, Analysis a) {
        latest.set(a);
        if (analysisPending.compareAndSet(false, true)) {
            SwingUtilities.invokeLater(() -> {
                analysisPending.set(false);
                table.onThinking(seat, latest.get());
            });
        }
    }

    @Override
    public void moved(int seat, Move move, GameState after) {
        SwingUtilities.invokeLater(table::onMoved);
    }

    @Override
    public void undone(GameState now) {
        SwingUtilities.invokeLater(table::onMoved);
    }

    @Override
    public void fault(int seat, String text) {
        SwingUtilities.invokeLater(() -> table.say(text));
    }

    @Override
    public void ended(Outcome o) {
        SwingUtilities.invokeLater(() -> {
            table.onMoved();
            table.say(o.summary());
        });
    }

    @Override
    public void drawOffer(org.beadbox.core.DrawOffer offer) {
        SwingUtilities.invokeLater(() -> table.draws().heard(offer));
    }

    @Override
    public void abandoned(String reason) {
        SwingUtilities.invokeLater(() -> {
            table.onAbandoned();
            if (reason.startsWith("aborted")) {
                table.stop("Game " + reason); // "Game aborted: Blue made no first move within 3 minutes (no result)"
            }
        });
    }
}
