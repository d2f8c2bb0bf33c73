package org.beadbox.server.tournament;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.beadbox.server.tournament.format.Entrant;
import org.beadbox.server.tournament.format.Format;
import org.beadbox.server.tournament.format.Game;
import org.beadbox.server.tournament.format.Standing;

/**
 * A plain two-seat round robin by the circle method (a bye for an odd number), for the site's
 * tests to drive rounds with a format of their own whatever the pairing logic does: the runner
 * and the database are what these tests check. Withdrawn entrants are still paired (the runner
 * settles their games as forfeits). Standings by points only.
 */
class CircleRoundRobin implements Format {

    @Override
    public String id() {
        return "round-robin";
    }

    @Override
    public int seats() {
        return 2;
    }

    @Override
    public int rounds(int entrants) {
        return entrants % 2 == 0 ? entrants - 1 : entrants;
    }

    @Override
    public List<Game> next(int round, List<Entrant> entrants, List<Game> played) {
        if (round > rounds(entrants.size())) {
            return List.of();
        }
        List<String> ring = new ArrayList<>(entrants.stream().map(Entrant::name).toList());
        if (ring.size() % 2 == 1) {
            ring.add(null);
        }
        int n = ring.size();
        List<String> order = new ArrayList<>();
        order.add(ring.get(0));
        for (int i = 0; i < n - 1; i++) {
            order.add(ring.get(1 + Math.floorMod(i - (round - 1), n - 1)));
        }
        List<Game> out = new ArrayList<>();
        int table = 1;
        for (int i = 0; i < n / 2; i++) {
            String a = order.get(i);
            String b = order.get(n - 1 - i);
            if (a == null || b == null) {
                out.add(new Game(round, table++, List.of(a == null ? b : a), new double[] {1.0}));
            } else {
                out.add(new Game(round, table++, round % 2 == 0 ? List.of(b, a) : List.of(a, b), null));
            }
        }
        return out;
    }

    @Override
    public List<Standing> standings(List<Entrant> entrants, List<Game> played) {
        Map<String, double[]> score = new LinkedHashMap<>();
        entrants.forEach(e -> score.put(e.name(), new double[2]));
        for (Game g : played) {
            if (g.points() != null) {
                for (int i = 0; i < g.players().size(); i++) {
                    score.get(g.players().get(i))[0] += g.points()[i];
                    score.get(g.players().get(i))[1] += 1;
                }
            }
        }
        List<Map.Entry<String, double[]>> sorted = new ArrayList<>(score.entrySet());
        sorted.sort((x, y) -> Double.compare(y.getValue()[0], x.getValue()[0]));
        List<Standing> out = new ArrayList<>();
        for (int i = 0; i < sorted.size(); i++) {
            double p = sorted.get(i).getValue()[0];
            int rank = i == 0 || sorted.get(i - 1).getValue()[0] != p ? i + 1 : out.get(i - 1).rank();
            out.add(new Standing(rank, sorted.get(i).getKey(), p, (int) sorted.get(i).getValue()[1], List.of()));
        }
        return out;
    }

    @Override
    public List<String> tieBreakNames() {
        return List.of();
    }
}
