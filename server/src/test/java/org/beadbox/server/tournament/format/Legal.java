package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.List;

/**
 * An independent brute-force check for the Swiss properties: whether the round could be paired
 * with no repeat (and, if {@code seats}, no two players with the same absolute seat preference
 * meeting), with the bye to a player with the fewest byes. Small events only.
 */
final class Legal {

    private Legal() {
    }

    static boolean exists(List<Entrant> entrants, History history, boolean seats) {
        List<String> players = new ArrayList<>(entrants.stream().filter(e -> !e.withdrawn()).map(Entrant::name).toList());
        if (players.size() % 2 == 0) {
            return pairable(players, history, seats);
        }
        int fewest = players.stream().mapToInt(p -> history.of(p).byes).min().orElse(0);
        for (String bye : players) {
            if (history.of(bye).byes == fewest) {
                List<String> rest = new ArrayList<>(players);
                rest.remove(bye);
                if (pairable(rest, history, seats)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean pairable(List<String> players, History history, boolean seats) {
        if (players.isEmpty()) {
            return true;
        }
        String first = players.get(0);
        for (int i = 1; i < players.size(); i++) {
            String other = players.get(i);
            boolean allowed = history.of(first).met(other) == 0
                    && (!seats || Colours.compatible(history.of(first).seats, history.of(other).seats));
            if (allowed) {
                List<String> rest = new ArrayList<>(players);
                rest.remove(other);
                rest.remove(first);
                if (pairable(rest, history, seats)) {
                    return true;
                }
            }
        }
        return false;
    }

    static int difference(List<Integer> seats) {
        return (int) seats.stream().filter(s -> s == 0).count() - (int) seats.stream().filter(s -> s == 1).count();
    }

    static boolean threeInARow(List<Integer> seats) {
        for (int i = 2; i < seats.size(); i++) {
            if (seats.get(i).equals(seats.get(i - 1)) && seats.get(i).equals(seats.get(i - 2))) {
                return true;
            }
        }
        return false;
    }
}
