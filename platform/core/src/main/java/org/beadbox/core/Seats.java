package org.beadbox.core;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Outcome;
import org.beadbox.api.Setup;

/**
 * The seats of a {@link Match} in order, and what is said to all of them: a player that joins
 * learns the game from its true start, every player hears each move and take-back, and all are
 * closed together. A seat that loses by resigning or on time is ranked here against the others.
 */
final class Seats {

    private final Game game;
    private final Setup setup;
    private final Seat[] seats;

    Seats(Game game, Setup setup, Seat[] seats) {
        this.game = game;
        this.setup = setup;
        this.seats = seats.clone();
    }

    /** How many seats. */
    int count() {
        return seats.length;
    }

    /** The seat at {@code index}. */
    Seat get(int index) {
        return seats[index];
    }

    /** Tells every seat's player, each on its own thread. */
    void tellAll(Seat.PlayerCall call) {
        for (Seat s : seats) {
            s.tell(call);
        }
    }

    /**
     * Tells a seat's player that the game begins, at its true starting position, and then every
     * move played so far: a player that joins a game in progress (a resumed record, a seat taken
     * over) learns it as the game was played, which a player that can only follow a game from
     * its start (an external engine) needs.
     */
    void join(int index, History history) {
        List<Move> moves = history.moves();
        List<GameState> states = history.states();
        seats[index].tell(p -> {
            p.begin(game.info(), setup, StateUnderDeadline.plugin(states.get(0)), index);
            for (int i = 0; i < moves.size(); i++) {
                p.played(moves.get(i), StateUnderDeadline.plugin(states.get(i + 1)));
            }
        });
    }

    /** Closes every seat's player on its thread. */
    void closeAll() {
        for (Seat s : seats) {
            s.close();
        }
    }

    /**
     * The outcome when {@code seat} gives up or runs out of time: it is ranked last and the others
     * share first place, the scores as they stand ({@code score}, 0 for a seat it does not cover),
     * and the summary "Red resigns: Blue wins" ({@code how} is " resigns"); with more than two
     * seats it names who shares the win: "Green resigns: Red and Blue share first place".
     */
    Outcome lastPlace(int seat, String how, double[] score) {
        List<Integer> ranks = new ArrayList<>();
        List<Double> scores = new ArrayList<>();
        for (int i = 0; i < seats.length; i++) {
            ranks.add(i == seat ? 1 : 0);
            scores.add(i < score.length ? score[i] : 0.0);
        }
        List<String> others = new ArrayList<>();
        for (int i = 0; i < seats.length; i++) {
            if (i != seat) {
                others.add(seats[i].name);
            }
        }
        String summary = seats[seat].name + how + ": " + (others.size() == 1 ? others.get(0) + " wins"
                : String.join(", ", others.subList(0, others.size() - 1)) + " and " + others.get(others.size() - 1)
                        + " share first place");
        return new Outcome(scores, ranks, summary);
    }
}
