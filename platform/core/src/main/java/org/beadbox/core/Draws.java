package org.beadbox.core;

import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.beadbox.api.GameState;
import org.beadbox.api.Player;

/**
 * The draw offers of a {@link Match}, on its referee's thread: one open at a time, every other
 * seat to accept, a seat's computer player asked on its own thread ({@link Player#acceptsDraw}),
 * the offer lapsing with the next move, and each seat offering at most once per move (no
 * spamming the others with offers). What a refused call returns is one line for a person.
 */
final class Draws {

    private final Seats seats;
    private final Course course;
    private final MatchEvents events;
    private final Consumer<Runnable> onMatchThread;
    private final Runnable endTurn;
    private final int[] lastOffer;
    private volatile DrawOffer open; // null: none
    private int offerId;

    /**
     * @param onMatchThread queues an action for the match's thread (a computer's answer)
     * @param endTurn stops the turn in progress when the draw is agreed
     */
    Draws(Seats seats, Course course, MatchEvents events, Consumer<Runnable> onMatchThread, Runnable endTurn) {
        this.seats = seats;
        this.course = course;
        this.events = events;
        this.onMatchThread = onMatchThread;
        this.endTurn = endTurn;
        this.lastOffer = new int[seats.count()];
        java.util.Arrays.fill(lastOffer, -1);
    }

    /** The offer open now, from any thread. */
    Optional<DrawOffer> open() {
        return Optional.ofNullable(open);
    }

    /** {@code seat} offers a draw: null when made, else why not. */
    String offer(int seat) {
        if (course.isOver()) {
            return "the game is over";
        }
        if (seats.count() < 2) {
            return "there is nobody to agree a draw with";
        }
        DrawOffer o = open;
        if (o != null) {
            return o.seat() == seat ? "you have offered a draw already: wait for the answer"
                    : seats.get(o.seat()).name + " has offered a draw: accept or decline it";
        }
        int ply = course.history().moves().size();
        if (lastOffer[seat] == ply) {
            return "you have offered a draw at this move already: offer again after the next move";
        }
        lastOffer[seat] = ply;
        Set<Integer> others = new TreeSet<>();
        for (int i = 0; i < seats.count(); i++) {
            if (i != seat) {
                others.add(i);
            }
        }
        open = new DrawOffer(seat, ply, others, DrawOffer.Status.OPEN, -1);
        int id = ++offerId;
        DrawOffer made = open;
        events.fire(l -> l.drawOffer(made));
        GameState state = course.now();
        for (int i : others) {
            Player p = seats.get(i).player;
            if (!(p instanceof HumanPlayer)) {
                ask(i, p, state, id);
            }
        }
        return null;
    }

    /** Asks a computer seat on its own thread; its answer comes back to the match's thread. */
    private void ask(int seat, Player player, GameState state, int id) {
        try {
            submit(seat, player, state, id);
        } catch (java.util.concurrent.RejectedExecutionException e) { // its thread is gone (the match is closing): no
            onMatchThread.accept(() -> {
                if (id == offerId && open != null) {
                    answer(seat, false);
                }
            });
        }
    }

    private void submit(int seat, Player player, GameState state, int id) {
        seats.get(seat).submit(() -> {
            boolean yes;
            try {
                yes = player.acceptsDraw(state, seat);
            } catch (RuntimeException | LinkageError e) { // a player that fails here declines
                Debug.report("a player failed to answer a draw offer", e);
                yes = false;
            }
            boolean answer = yes;
            onMatchThread.accept(() -> {
                if (id == offerId && open != null) {
                    answer(seat, answer);
                }
            });
            return null;
        });
    }

    /** {@code seat} accepts or declines the open offer: null when taken, else why not. */
    String answer(int seat, boolean accept) {
        DrawOffer o = open;
        if (o == null) {
            return "no draw is offered";
        }
        if (!o.waiting().contains(seat)) {
            return seat == o.seat() ? "you offered this draw: the others answer it" : "your answer to this offer is in already";
        }
        if (!accept) {
            close(o.closed(DrawOffer.Status.DECLINED, seat));
            return null;
        }
        Set<Integer> left = new TreeSet<>(o.waiting());
        left.remove(seat);
        if (!left.isEmpty()) {
            open = o.waitingFor(left);
            DrawOffer still = open;
            events.fire(l -> l.drawOffer(still));
            return null;
        }
        close(o.closed(DrawOffer.Status.AGREED, -1));
        endTurn.run();
        course.agreeDraw();
        return null;
    }

    /** The open offer lapses: a move was played or taken back, or the game ended otherwise. */
    void lapse() {
        DrawOffer o = open;
        if (o != null) {
            close(o.closed(DrawOffer.Status.LAPSED, -1));
        }
    }

    private void close(DrawOffer closed) {
        open = null;
        offerId++;
        events.fire(l -> l.drawOffer(closed));
    }
}
