package org.beadbox.ai.mcts;

import java.util.Locale;
import java.util.Map;
import org.beadbox.api.OptionSpec;

/**
 * How an MCTS player searches: its budget per move, threads, seed and search constants.
 *
 * @param timeMillis the most time per move, 0 for no limit of its own (the clock still applies)
 * @param iterations the most iterations per move, 0 for no limit
 * @param threads search threads, all growing one tree (tree parallelism with a virtual loss, {@link Tree#share})
 * @param seed the seed of the random source; the same seed, one thread and an iteration budget
 *     repeat the same search
 * @param exploration the UCB1-Tuned exploration constant
 * @param widening how fast a node admits children: about {@code widening * sqrt(visits + 1)}
 * @param cutoff plies of random play before a game's evaluator judges a playout
 * @param ranking visits after which a node ranks its moves by the game's evaluation (where there
 *     is one) and widens best first
 * @param settle whether, in a two-seat game with an evaluation and no cutoff, a leaf where the
 *     opponent is to move is judged only after the opponent has played the move the evaluation
 *     likes best for it, so every leaf is judged with the same seat to move (with more seats it
 *     measured no better, at several times the cost, so it is not used there)
 * @param minimax the weight, from 0 to 1, of the implicit minimax value in selection: in a
 *     two-seat game with an evaluation and no playout plies, each node also keeps the evaluation of its best line
 *     (each seat picking the child best for itself, backed up from the leaves' evaluations), and
 *     a child's worth to the seat choosing is {@code (1 - minimax) * mean + minimax * that
 *     value} (Lanctot, Winands, Pepels and Sturtevant, "Monte Carlo Tree Search with Heuristic
 *     Evaluations using Implicit Minimax Backups", 2014); 0 uses the mean alone. With more
 *     seats it is not used: there it measured worse than the mean alone
 * @param margin in a two-seat game, the share of every reward that goes by the score margin where
 *     the search judged ({@link Rewards#withMargin}), 0 for none
 * @param rave the equivalence constant {@code k} of rapid action value estimation (Gelly and
 *     Silver, "Combining Online and Offline Knowledge in UCT", 2007): each child also keeps the
 *     mean reward of the iterations through its parent in which its seat played its move
 *     there or later on the path (all moves as first, a move known by its notation), and its
 *     worth in selection mixes that mean in with weight {@code sqrt(k / (3 visits + k))}; 0 for none
 * @param maxNodes the most nodes a tree holds; beyond it the search only plays out from leaves
 * @param paranoid with more than two seats, whether every other seat is taken to play against the
 *     searching seat (each picks the move worst for it: a paranoid search, Sturtevant and Korf
 *     2000) instead of each seat maximising its own reward (max^n); two-seat games are the same
 *     either way. In four-seat BeadMaster against three plain UCT players it measured no better
 *     than max^n (13 first places of 40 against 12 and 14), so it is off by default
 * @param firsts with more than two seats, whether a finished game rewards only a first place
 *     (its match points, {@link org.beadbox.api.Outcome#points}) instead of every place ({@link
 *     org.beadbox.api.Outcome#reward}: in a four-seat game a shared second place is worth a
 *     third). An evaluation that judges first-place chances needs it: four-seat BeadMaster's
 *     search, seeing a shared second place worth more than a bead's slim chance of first, slid
 *     its own last bead off with another seat's when 15 of 16 slides kept it in. Two-seat games
 *     are the same either way. Off by default; BeadMaster's evaluator suggests it
 * @param prove the share, from 0 to 1, of a timed move that a game's deeper judgement of the
 *     searched position gets before the tree search (see {@code MctsPlayer}), 0 for none
 */
record MctsSettings(long timeMillis, long iterations, int threads, long seed, double exploration,
        double widening, int cutoff, int ranking, boolean settle, double minimax, double margin, double rave, long maxNodes,
        boolean paranoid, boolean firsts, double prove) {

    /**
     * The RAVE constant used where the game says its moves are placements. In Glass Bead
     * Challenge it took Blue's loss to a search of a tenth of the playouts from 3.3 squares to 2.0 (2.4 with both
     * searches using it) over 48 openings, and the search's score against greedy from 70% to 85-90%. In
     * the Glass Bead Game, whose moves are no placements, a search using it won 2 of 10 games
     * against one without.
     */
    static final int PLACEMENT_RAVE = 2000;

    /** Checks the numbers make a search that ends. */
    MctsSettings {
        if (timeMillis < 0 || iterations < 0 || timeMillis == 0 && iterations == 0) {
            throw new IllegalArgumentException("an MCTS player needs a time or an iteration budget");
        }
        if (threads < 1 || exploration < 0 || widening <= 0 || cutoff < 0 || ranking < 0 || maxNodes < 1
                || !(minimax >= 0 && minimax <= 1) || !(margin >= 0 && margin < 1) || !(rave >= 0)
                || !(prove >= 0 && prove <= 1)) {
            throw new IllegalArgumentException("MCTS settings out of range");
        }
    }

    /** Strength levels a person understands, each a budget per move. */
    enum Level {
        /** A few hundred playouts: makes mistakes a beginner can punish. */
        BEGINNER(1_000, 200),
        /** A quarter of a second. */
        CASUAL(250, 0),
        /** One second. */
        STRONG(1_000, 0),
        /** Four seconds. */
        EXPERT(4_000, 0);

        final long timeMillis;
        final long iterations;

        Level(long timeMillis, long iterations) {
            this.timeMillis = timeMillis;
            this.iterations = iterations;
        }

        /** The level named by an option value. */
        static Level of(String name) {
            return valueOf(name.toUpperCase(Locale.ROOT));
        }
    }

    /**
     * The settings that checked option values name: {@code time} and {@code iterations}, when
     * either is above 0, replace the level's budget; otherwise the level sets it.
     */
    static MctsSettings of(Map<String, String> values) {
        long time = Math.round(Double.parseDouble(values.get("time")) * 1000);
        long iterations = Long.parseLong(values.get("iterations"));
        if (time == 0 && iterations == 0) {
            Level level = Level.of(values.get("level"));
            time = level.timeMillis;
            iterations = level.iterations;
        }
        int threads = Integer.parseInt(values.get("threads"));
        return new MctsSettings(time, iterations, threads, OptionSpec.seed(values.get("seed")),
                Double.parseDouble(values.get("exploration")), Double.parseDouble(values.get("widening")),
                Integer.parseInt(values.get("cutoff")), Integer.parseInt(values.get("ranking")),
                Integer.parseInt(values.get("settle")) != 0, Double.parseDouble(values.get("minimax")),
                Double.parseDouble(values.get("margin")), Math.max(0, Double.parseDouble(values.get("rave"))), 2_000_000L / threads,
                Integer.parseInt(values.getOrDefault("paranoid", "0")) != 0,
                Integer.parseInt(values.getOrDefault("firsts", "0")) != 0,
                Double.parseDouble(values.getOrDefault("prove", "0.5")));
    }
}
