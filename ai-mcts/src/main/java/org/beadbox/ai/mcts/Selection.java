package org.beadbox.ai.mcts;

/** How the search picks a child: UCB1-Tuned while searching, the most visited at the end. */
final class Selection {

    private Selection() {
    }

    /**
     * The child that UCB1-Tuned picks for the mover: its mean plus {@code c} times an exploration
     * term that shrinks with the variance of its rewards, so positions judged by a smooth
     * evaluation are explored less than win-or-lose playouts. With a {@code minimax} weight above
     * 0, a child's worth mixes its mean with its {@link #line} value; with a {@code rave} constant
     * above 0, it then mixes in the child's all-moves-as-first mean, with weight {@code
     * sqrt(rave / (3 visits + rave))}. With {@code against} a seat (a paranoid search), a mover
     * other than that seat picks by that seat's rewards, the child worst for it (its mean taken
     * from 1, no minimax or RAVE mixed in); -1 for each mover by its own. A child's iterations
     * of other threads still under way ({@link Node#virtual}) count as visits that won nothing.
     */
    static Node select(Node parent, double c, double minimax, double rave, int against) {
        double logN = Math.log(Math.max(1, parent.visits));
        Node best = null;
        Node fallback = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        for (Node child : parent.children()) {
            if (child.proven != null && child.lostFor(parent.mover)) {
                fallback = fallback == null ? child : fallback;
                continue;
            }
            double n = child.visits + child.virtual;
            boolean opposing = against >= 0 && against != parent.mover;
            int seat = opposing ? against : parent.mover;
            double mean = child.sums[seat] / n;
            double bound = Math.min(0.25, child.squares[seat] / n - mean * mean + Math.sqrt(2 * logN / n));
            double worth = opposing ? 1 - mean
                    : minimax > 0 && child.line != null ? (1 - minimax) * mean + minimax * child.line[parent.mover] : mean;
            if (!opposing && rave > 0 && child.amafVisits > 0) {
                double beta = Math.sqrt(rave / (3 * n + rave));
                worth = (1 - beta) * worth + beta * child.amafSum / child.amafVisits;
            }
            double score = worth + c * Math.sqrt(logN / n * bound);
            if (score > bestScore) {
                bestScore = score;
                best = child;
            }
        }
        return best != null ? best : fallback;
    }

    /** The child most visited (ties to the better mean), the move the search recommends; null if none. */
    static Node mostVisited(Node parent) {
        Node best = null;
        for (Node child : parent.children()) {
            if (best == null || child.visits > best.visits
                    || child.visits == best.visits && child.mean(parent.mover) > best.mean(parent.mover)) {
                best = child;
            }
        }
        return best;
    }
}
