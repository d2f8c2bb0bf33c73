package org.beadbox.ui.web;

import com.google.gson.JsonObject;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import org.beadbox.api.GameState;
import org.beadbox.core.DrawOffer;
import org.beadbox.core.Match;

/**
 * A connection's draw offers and answers ({@code draw}, {@code drawReply}): only for the seats
 * its tokens hold, never a spectator's, never for a seat it does not hold. The match decides the
 * rest (every other seat must accept, one offer per seat per move, the offer lapsing with the
 * next move: {@link Match#offerDraw}); what it refuses comes back to the asking connection alone
 * as an {@code error}, and what it does reaches everyone as a {@code drawOffer}.
 */
final class DrawTalks {

    private final WebTable table;
    private final Match match;

    DrawTalks(WebTable table, Match match) {
        this.table = table;
        this.match = match;
    }

    /** {@code c} offers a draw for {@code seat} (-1: the seat it holds that is to move, else its first). */
    JsonObject offer(TableConnection c, int seat) {
        if (c.seats().isEmpty()) {
            return Protocol.error("spectators cannot offer a draw");
        }
        if (seat >= 0 && !c.seats().contains(seat)) {
            return Protocol.error("you do not hold seat " + seat);
        }
        if (match.isOver() || table.isClosed()) {
            return Protocol.error("the game is over");
        }
        GameState s = match.state();
        int offering = seat >= 0 ? seat : c.seats().contains(s.toMove()) ? s.toMove() : new TreeSet<>(c.seats()).first();
        refused(c, match.offerDraw(offering));
        return null;
    }

    /** {@code c} accepts or declines the offer for the seats it holds that are asked. */
    JsonObject answer(TableConnection c, boolean accept) {
        if (c.seats().isEmpty()) {
            return Protocol.error("spectators cannot answer a draw offer");
        }
        DrawOffer d = match.drawOffer().orElse(null);
        if (d == null) {
            return Protocol.error("no draw is offered");
        }
        Set<Integer> mine = new TreeSet<>(d.waiting());
        mine.retainAll(c.seats());
        if (mine.isEmpty()) {
            return Protocol.error(c.seats().contains(d.seat()) ? "you offered this draw: the others answer it" : "your seat is not asked");
        }
        for (int seat : accept ? mine : Set.of(mine.iterator().next())) { // one refusal declines it
            refused(c, match.answerDraw(seat, accept));
        }
        return null;
    }

    private static void refused(TableConnection c, CompletableFuture<String> done) {
        done.thenAccept(reason -> {
            if (reason != null) {
                c.send(Protocol.error(reason));
            }
        });
    }
}
