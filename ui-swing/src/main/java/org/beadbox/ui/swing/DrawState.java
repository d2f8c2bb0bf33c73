package org.beadbox.ui.swing;

import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import javax.swing.SwingUtilities;
import org.beadbox.core.DrawOffer;

/**
 * The draw offers at a {@link Table}, on the event thread: the last news of one (from the match
 * here, or for a joined table from its host), whether a person at this screen may offer one, the
 * seats at this screen asked to answer, and the line the window shows. A joined table offers and
 * answers through its host ({@link Remote}); any other table through its match, which decides
 * (every other seat to accept, one offer per seat per move, lapsing with the next move).
 */
final class DrawState {

    /** A joined table's way to its host. */
    interface Remote {
        void offer(int seat);

        void answer(boolean accept);
    }

    private final Table table;
    private DrawOffer news; // the last heard, or null
    private Remote remote; // null: the match here decides

    DrawState(Table table) {
        this.table = table;
    }

    /** Offers and answers go to the host of this joined table. */
    void remote(Remote host) {
        this.remote = host;
    }

    /** News of an offer, from the match or the host. */
    void heard(DrawOffer offer) {
        news = offer;
        table.changed();
    }

    /** The seats a person plays at this screen. */
    private Set<Integer> here() {
        Set<Integer> s = new TreeSet<>();
        for (int i = 0; i < table.match().seats(); i++) {
            if (table.human(i) && !table.onlineState().elsewhere(i)) {
                s.add(i);
            }
        }
        return s;
    }

    private boolean open() {
        return news != null && news.open();
    }

    /** Whether a person here may offer a draw now. */
    boolean mayOffer() {
        return !table.closed() && table.history().outcome().isEmpty() && table.match().seats() > 1 && !here().isEmpty() && !open();
    }

    /** The seats here whose answer is awaited. */
    Set<Integer> askedHere() {
        Set<Integer> s = new TreeSet<>(here());
        if (!open() || table.closed() || table.history().outcome().isPresent()) {
            return Set.of();
        }
        s.retainAll(news.waiting());
        return s;
    }

    /** The person here offers a draw: for the seat to move if it is theirs, else their first seat. */
    void offer() {
        if (!mayOffer()) {
            return;
        }
        Set<Integer> mine = here();
        int toMove = table.history().liveState().toMove();
        int seat = mine.contains(toMove) ? toMove : mine.iterator().next();
        if (remote != null) {
            remote.offer(seat);
        } else {
            refused(table.match().offerDraw(seat));
        }
    }

    /** The person here accepts or declines the offer for their seats that are asked. */
    void answer(boolean accept) {
        Set<Integer> asked = askedHere();
        if (asked.isEmpty()) {
            return;
        }
        if (remote != null) {
            remote.answer(accept);
            return;
        }
        for (int seat : accept ? asked : Set.of(asked.iterator().next())) {
            refused(table.match().answerDraw(seat, accept));
        }
    }

    private void refused(CompletableFuture<String> done) {
        done.thenAccept(reason -> {
            if (reason != null) {
                SwingUtilities.invokeLater(() -> table.say("Draw: " + reason));
            }
        });
    }

    /** The line about the offer, or empty when there is nothing to say. */
    String text() {
        if (news == null || table.closed() && news.open()) {
            return "";
        }
        String by = name(news.seat());
        return switch (news.status()) {
            case OPEN -> !askedHere().isEmpty() ? by + " offers a draw."
                    : here().contains(news.seat()) ? "You offered a draw: waiting for " + names(news.waiting()) + "…"
                            : by + " offers a draw; waiting for " + names(news.waiting()) + "…";
            case DECLINED -> name(news.by()) + " declined the draw.";
            case LAPSED -> "The draw offered by " + by + " lapsed with the move.";
            case AGREED -> "The players agreed a draw.";
        };
    }

    private String name(int seat) {
        return table.game().seats(table.match().seats()).get(seat).name();
    }

    private String names(Set<Integer> seats) {
        return String.join(", ", seats.stream().map(this::name).toList());
    }
}
