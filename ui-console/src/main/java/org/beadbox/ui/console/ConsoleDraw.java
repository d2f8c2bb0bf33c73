package org.beadbox.ui.console;

import java.util.Locale;
import org.beadbox.core.DrawOffer;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;

/**
 * A draw offered at the prompt ({@code draw}): every other seat must accept. The people at this
 * prompt answer at once (yes or no); the computer's seats answer by themselves ({@link
 * org.beadbox.api.Player#acceptsDraw}), waited for a few seconds. Declined or not answered in
 * time, the offer lapses with the next move.
 */
final class ConsoleDraw {

    private static final long COMPUTER_WAIT_NANOS = 5_000_000_000L;

    private ConsoleDraw() {
    }

    /** {@code seat} offers a draw; true when the game ended drawn. */
    static boolean offer(Match match, int seat, Terminal term, GameText text) throws InterruptedException {
        String refused = match.offerDraw(seat).join();
        if (refused != null) {
            term.println("No draw offered: " + refused + ".");
            return false;
        }
        for (int i = 0; i < match.seats(); i++) {
            if (i != seat && match.player(i) instanceof HumanPlayer && match.drawOffer().map(d -> d.waiting()).orElse(java.util.Set.of()).contains(
                    i)) {
                String answer = term.readLine(text.gameSeatName(i) + ": " + text.gameSeatName(seat) + " offers a draw. Accept? (yes/no)> ");
                boolean yes = answer != null && answer.strip().toLowerCase(Locale.ROOT).startsWith("y");
                match.answerDraw(i, yes).join();
            }
        }
        long until = System.nanoTime() + COMPUTER_WAIT_NANOS;
        while (match.drawOffer().isPresent() && System.nanoTime() < until) {
            Thread.sleep(20); // the computer's answer comes on its own thread
        }
        if (match.isOver()) {
            term.println(DrawOffer.SUMMARY + ".");
            return true;
        }
        term.println(match.drawOffer().isPresent() ? "No answer yet: the offer lapses with your move." : "The draw was declined.");
        return false;
    }
}
