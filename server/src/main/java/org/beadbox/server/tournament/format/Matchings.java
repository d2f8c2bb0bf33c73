package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;
import org.jgrapht.Graph;
import org.jgrapht.alg.matching.SparseEdmondsMaximumCardinalityMatching;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/**
 * Pairs a ranked list of players in Monrad order: the highest-ranked unpaired player takes the
 * highest-ranked opponent allowed such that everyone left can still be paired. Whether they can
 * is a perfect-matching question, answered by Edmonds' blossom algorithm (JGraphT), so the
 * search never backtracks blindly: at most n²/2 matchings of at most 64 players.
 */
final class Matchings {

    private Matchings() {
    }

    /** Whether the players can all be paired with allowed pairs. */
    static boolean perfect(List<String> players, BiPredicate<String, String> allowed) {
        if (players.size() % 2 != 0) {
            return false;
        }
        if (players.isEmpty()) {
            return true;
        }
        Graph<String, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
        players.forEach(graph::addVertex);
        for (int i = 0; i < players.size(); i++) {
            for (int j = i + 1; j < players.size(); j++) {
                if (allowed.test(players.get(i), players.get(j))) {
                    graph.addEdge(players.get(i), players.get(j));
                }
            }
        }
        return new SparseEdmondsMaximumCardinalityMatching<>(graph).getMatching().isPerfect();
    }

    /**
     * The Monrad pairing of the ranked players with allowed pairs (each pair higher-ranked
     * first), or null when no pairing of all of them exists.
     */
    static List<String[]> monrad(List<String> ranked, BiPredicate<String, String> allowed) {
        if (!perfect(ranked, allowed)) {
            return null;
        }
        List<String> left = new ArrayList<>(ranked);
        List<String[]> pairs = new ArrayList<>();
        while (!left.isEmpty()) {
            String top = left.remove(0);
            for (int i = 0; i < left.size(); i++) {
                String candidate = left.get(i);
                if (!allowed.test(top, candidate)) {
                    continue;
                }
                List<String> rest = new ArrayList<>(left);
                rest.remove(i);
                if (perfect(rest, allowed)) {
                    pairs.add(new String[] {top, candidate});
                    left = rest;
                    break;
                }
            }
        }
        return pairs;
    }
}
