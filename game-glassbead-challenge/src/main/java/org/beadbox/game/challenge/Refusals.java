package org.beadbox.game.challenge;

/** Why a move cannot be played, in words for a person: the messages of {@link ChallengeState}'s refusals. */
final class Refusals {

    private Refusals() {
    }

    /** Why a drop on the cell is illegal now, or null if it is legal. */
    static String whyNot(ChallengeState s, int cell) {
        String name = s.board.names[cell];
        String mover = Challenge.COLOUR_NAMES[s.colour];
        if (s.isOver()) {
            return name + " cannot be played: the game is over (" + s.summary() + ")";
        }
        if (s.stake(cell)) {
            return name + " is a stake: stakes belong to Blue and never take a bead";
        }
        if (s.occupied(cell)) {
            return name + " is taken: a " + Challenge.COLOUR_NAMES[s.bead(0, cell) ? 0 : 1] + " bead stands there";
        }
        if (s.pendingStakes() > 0 || s.legalCell(cell)) {
            return null;
        }
        int owner = s.owner(cell);
        if (s.variant.unowned()) {
            return name + " is " + Challenge.COLOUR_NAMES[owner]
                    + "'s square: with drop=unowned a bead goes only on a square nobody owns";
        }
        return name + " is " + Challenge.COLOUR_NAMES[owner] + "'s square: " + mover + " may drop only on a square "
                + Challenge.COLOUR_NAMES[owner] + " does not own";
    }

    /** Why {@code swap} cannot be played now. */
    static String whySwapNot(ChallengeState s) {
        if (!s.variant.swapRule()) {
            return "swap is not allowed: this game is played with swap=off";
        }
        if (s.swapped) {
            return "swap was already played: the colours change only once";
        }
        return "swap is offered only to Blue right after Red's first drop";
    }
}
