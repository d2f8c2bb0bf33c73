package org.beadbox.core;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;

/** A listener that writes down every event of a match, for assertions. */
final class Events implements MatchListener {

    final List<String> log = new CopyOnWriteArrayList<>();
    final List<String> faults = new CopyOnWriteArrayList<>();

    @Override
    public void started(GameState state) {
        log.add("started " + state.position());
    }

    @Override
    public void moved(int seat, Move move, GameState after) {
        log.add("moved " + seat + " " + move.notation());
    }

    @Override
    public void undone(GameState now) {
        log.add("undone " + now.position());
    }

    @Override
    public void fault(int seat, String message) {
        faults.add(seat + ": " + message);
        log.add("fault " + seat);
    }

    @Override
    public void ended(Outcome outcome) {
        log.add("ended " + outcome.winners());
    }

    @Override
    public void abandoned(String reason) {
        log.add("abandoned " + reason);
    }

    /** Waits up to two seconds for an entry that starts with {@code prefix}. */
    boolean await(String prefix) throws InterruptedException {
        long until = System.nanoTime() + 2_000_000_000L;
        while (System.nanoTime() < until) {
            if (log.stream().anyMatch(e -> e.startsWith(prefix))) {
                return true;
            }
            Thread.sleep(5);
        }
        return false;
    }
}
