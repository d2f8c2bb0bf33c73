package org.beadbox.core.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A review as a game record stores it (the record's optional {@code review} field), so that
 * opening the game again shows it without searching again:
 * <pre>{@code
 * "review": {"player": "mcts:time=0.2", "seconds": 0.2, "start": [0.5, 0.5],
 *            "moves": [{"number": 1, "seat": 0, "move": "e5", "before": 0.52, "after": 0.5,
 *                       "chances": [0.5, 0.5], "mark": "", "best": "f6", "line": ["f6", "g7"]}]}
 * }</pre>
 * A review covers the first {@code moves.size()} moves of its record; one whose moves differ from
 * the record's (the game went on, or was edited) is used as far as they agree.
 *
 * @param player the player spec that searched ({@code mcts:time=0.2})
 * @param seconds the search time given each position
 * @param start each seat's winning chance in the starting position
 * @param moves one entry per move reviewed, in order, numbered from 1
 */
public record ReviewRecord(String player, double seconds, List<Double> start, List<MoveReview> moves) {

    /** Checks the moves are numbered from 1 in order. */
    public ReviewRecord {
        player = Objects.requireNonNullElse(player, "");
        if (!(seconds >= 0)) {
            throw new IllegalArgumentException("review: seconds must be 0 or more, not " + seconds);
        }
        start = List.copyOf(Objects.requireNonNullElse(start, List.of()));
        moves = List.copyOf(Objects.requireNonNullElse(moves, List.of()));
        for (int i = 0; i < moves.size(); i++) {
            if (moves.get(i) == null || moves.get(i).number() != i + 1) {
                throw new IllegalArgumentException("review: entry " + (i + 1) + " is not move " + (i + 1));
            }
        }
    }

    /**
     * The moves of this review that a game with {@code notations} can reuse: the longest prefix
     * whose notations agree.
     */
    public List<MoveReview> agreeingWith(List<String> notations) {
        List<MoveReview> out = new ArrayList<>();
        for (int i = 0; i < moves.size() && i < notations.size(); i++) {
            if (!moves.get(i).move().equals(notations.get(i))) {
                break;
            }
            out.add(moves.get(i));
        }
        return out;
    }

    /** Whether it covers every one of {@code notations} and was searched with this player and time. */
    public boolean covers(List<String> notations, String player, double seconds) {
        return this.player.equals(player) && Math.abs(this.seconds - seconds) < 1e-9
                && agreeingWith(notations).size() == notations.size();
    }
}
