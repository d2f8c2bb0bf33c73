package org.beadbox.server.tournament.format;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Single-elimination knockout of two-seat games. Players are seeded by rating ({@link Seeds}) into
 * a bracket of the next power of two, in the standard order (1 v 8, 4 v 5, 2 v 7, 3 v 6 for
 * eight: each round's winners meet as if reseeded, so seeds 1 and 2 can meet only in the final);
 * the missing seeds' places are byes, so the top seeds have them. A drawn game is decided by the
 * {@link DrawRule}. Each bracket round is one game round, plus a game round for each tie-break
 * game it needs. In odd bracket rounds the higher seed of a match takes the first seat of its
 * first game, in even ones the lower seed; tie-break games swap the seats of the game before.
 *
 * <p>A withdrawn player loses their match still undecided (a walkover: the opponent has a bye).
 * Standings rank by round reached (the champion one past the final), players out in the same
 * round sharing a rank.
 */
public final class Knockout implements Format {

    private final DrawRule rule;

    Knockout(DrawRule rule) {
        this.rule = rule;
    }

    @Override
    public String id() {
        return "knockout";
    }

    @Override
    public int seats() {
        return 2;
    }

    @Override
    public int rounds(int entrants) {
        int rounds = 0;
        while ((1 << rounds) < entrants) {
            rounds++;
        }
        return rounds;
    }

    /** The bracket's slots from top to bottom as seed numbers (1-based), for a bracket of {@code size}. */
    static List<Integer> bracketOrder(int size) {
        List<Integer> order = new ArrayList<>(List.of(1));
        while (order.size() < size) {
            int n = order.size() * 2;
            List<Integer> next = new ArrayList<>();
            for (int seed : order) {
                next.add(seed);
                next.add(n + 1 - seed);
            }
            order = next;
        }
        return order;
    }

    /** The bracket as it stands: each bracket round's matches, top to bottom, as far as known. */
    public List<List<BracketMatch>> bracket(List<Entrant> entrants, List<Game> played) {
        return new Walk(entrants, played, 0).rounds;
    }

    @Override
    public List<Game> next(int round, List<Entrant> entrants, List<Game> played) {
        return new Walk(entrants, played, round).pending;
    }

    @Override
    public List<Standing> standings(List<Entrant> entrants, List<Game> played) {
        Walk walk = new Walk(entrants, played, 0);
        History history = new History(entrants, played);
        List<String> seeds = Seeds.names(entrants);
        List<Ranking.Line> lines = new ArrayList<>();
        for (int i = 0; i < seeds.size(); i++) {
            String name = seeds.get(i);
            History.Record r = history.of(name);
            double reached = walk.reached.getOrDefault(name, 1);
            lines.add(new Ranking.Line(name, r.points, r.games, List.of(reached), i));
        }
        return Ranking.rankByTieBreaks(lines);
    }

    @Override
    public List<String> tieBreakNames() {
        return List.of("Round reached");
    }

    /** One pass through the bracket with the games played: its matches, who reached where, the next games. */
    private final class Walk {
        final List<List<BracketMatch>> rounds = new ArrayList<>();
        final Map<String, Integer> reached = new HashMap<>();
        /** Each player's byes not yet given to a match, in round order. */
        final Map<String, ArrayDeque<Game>> byes = new HashMap<>();
        List<Game> pending = List.of();

        Walk(List<Entrant> entrants, List<Game> played, int nextRound) {
            List<Entrant> seeds = Seeds.order(entrants);
            played.stream().filter(Game::bye).sorted((x, y) -> Integer.compare(x.round(), y.round()))
                    .forEach(g -> byes.computeIfAbsent(g.players().get(0), p -> new ArrayDeque<>()).add(g));
            int bracketRounds = rounds(seeds.size());
            List<Integer> order = bracketOrder(1 << bracketRounds);
            List<Integer> slots = new ArrayList<>();
            for (int seed : order) {
                slots.add(seed <= seeds.size() ? seed : 0);
            }
            List<Game> newGames = new ArrayList<>();
            for (int br = 1; br <= bracketRounds && newGames.isEmpty(); br++) {
                List<BracketMatch> matches = new ArrayList<>();
                List<Integer> winners = new ArrayList<>();
                boolean decided = true;
                for (int i = 0; i < slots.size() / 2; i++) {
                    int top = slots.get(2 * i);
                    int bottom = slots.get(2 * i + 1);
                    Entrant a = top == 0 ? null : seeds.get(top - 1);
                    Entrant b = bottom == 0 ? null : seeds.get(bottom - 1);
                    mark(a, br);
                    mark(b, br);
                    List<Game> games = gamesOf(a, b, played);
                    Entrant winner = winner(br, a, top, b, bottom, games, newGames);
                    if (winner == null && (a != null && !a.withdrawn() || b != null && !b.withdrawn())) {
                        decided = false;
                    }
                    winners.add(winner == null ? 0 : winner == a ? top : bottom);
                    matches.add(new BracketMatch(br, i + 1, a == null ? null : a.name(), top,
                            b == null ? null : b.name(), bottom, games, winner == null ? null : winner.name()));
                }
                rounds.add(matches);
                if (decided && br == bracketRounds) {
                    int champion = winners.get(0);
                    if (champion != 0) {
                        reached.put(seeds.get(champion - 1).name(), br + 1);
                    }
                }
                if (!decided) {
                    break;
                }
                slots = winners;
            }
            List<Game> numbered = new ArrayList<>();
            for (Game g : newGames) {
                numbered.add(new Game(Math.max(nextRound, 1), numbered.size() + 1, g.players(), g.points()));
            }
            pending = List.copyOf(numbered);
        }

        /** Gives the player their bye of this match: the next one played, or a new one. */
        private Entrant byeFor(Entrant player, List<Game> games, List<Game> newGames) {
            ArrayDeque<Game> queue = byes.get(player.name());
            Game bye = queue == null ? null : queue.poll();
            if (bye != null) {
                games.add(bye);
            } else {
                newGames.add(Game.bye(1, 1, player.name()));
            }
            return player;
        }

        private void mark(Entrant e, int br) {
            if (e != null) {
                reached.put(e.name(), br);
            }
        }

        /**
         * The match's winner, or null while undecided (adding the game it needs to {@code newGames})
         * or when nobody goes through.
         */
        private Entrant winner(int br, Entrant a, int top, Entrant b, int bottom, List<Game> games,
                List<Game> newGames) {
            if (a == null || b == null) {
                Entrant alone = a == null ? b : a;
                if (alone == null || alone.withdrawn()) {
                    return null;
                }
                return byeFor(alone, games, newGames);
            }
            List<Game> real = games.stream().filter(g -> !g.bye()).toList();
            Entrant decided = decide(a, top, b, bottom, real);
            if (decided != null) {
                return decided;
            }
            if (a.withdrawn() || b.withdrawn()) {
                Entrant other = a.withdrawn() ? b : a;
                if (other.withdrawn()) {
                    return null;
                }
                return byeFor(other, games, newGames);
            }
            if (real.isEmpty()) {
                boolean higherFirst = br % 2 == 1;
                newGames.add(new Game(1, 1, higherFirst ? List.of(a.name(), b.name()) : List.of(b.name(), a.name()),
                        null));
            } else {
                List<String> last = real.get(real.size() - 1).players();
                newGames.add(new Game(1, 1, List.of(last.get(1), last.get(0)), null));
            }
            return null;
        }

        /** The winner by the games and the draw rule, or null when another game is needed. */
        private Entrant decide(Entrant a, int top, Entrant b, int bottom, List<Game> games) {
            Entrant higher = top < bottom ? a : b;
            for (int i = 0; i < games.size(); i++) {
                Game g = games.get(i);
                if (!g.played()) {
                    return null;
                }
                double pa = g.pointsOf(a.name());
                double pb = g.pointsOf(b.name());
                if (pa != pb) {
                    return pa > pb ? a : b;
                }
                switch (rule.name()) {
                    case "higher-seed":
                        return higher;
                    case "second-seat":
                        return g.players().get(1).equals(a.name()) ? a : b;
                    default:
                        if (i >= rule.tiebreakGames()) {
                            return higher;
                        }
                }
            }
            return null;
        }
    }

    private static List<Game> gamesOf(Entrant a, Entrant b, List<Game> played) {
        List<Game> games = new ArrayList<>();
        for (Game g : played) {
            boolean ofPair = a != null && b != null && g.players().size() == 2 && g.players().contains(a.name())
                    && g.players().contains(b.name());
            if (ofPair) {
                games.add(g);
            }
        }
        games.sort((x, y) -> Integer.compare(x.round(), y.round()));
        return games;
    }
}
