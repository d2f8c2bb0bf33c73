package org.beadbox.server.rating;

/**
 * A player's Glicko-2 rating on the Glicko scale: the rating itself, its deviation (how unsure
 * it is: the true strength lies within about two deviations of the rating, 95 times in 100) and
 * the volatility (how erratic the player's results are).
 *
 * @param rating     the rating, 1500 for a newcomer
 * @param deviation  the rating deviation, 350 for a newcomer, always positive
 * @param volatility the volatility, 0.06 for a newcomer, always positive
 */
public record Rating(double rating, double deviation, double volatility) {

    /** The rating every account starts from in every game. */
    public static final Rating NEWCOMER = new Rating(1500, 350, 0.06);

    /**
     * A rating whose deviation is above this is shown as provisional ("1523?"), as lichess does:
     * it rests on too few games to be trusted.
     */
    public static final double PROVISIONAL_ABOVE = 110;

    /** Checks the numbers are finite and the deviation and volatility positive. */
    public Rating {
        if (!Double.isFinite(rating) || !(deviation > 0) || !Double.isFinite(deviation)
                || !(volatility > 0) || !Double.isFinite(volatility)) {
            throw new IllegalArgumentException("not a rating: " + rating + " / " + deviation + " / " + volatility);
        }
    }

    /** Whether the rating rests on too few games to be trusted ({@link #PROVISIONAL_ABOVE}). */
    public boolean provisional() {
        return deviation > PROVISIONAL_ABOVE;
    }

    /** The rating as a person reads it: {@code 1523} or, while provisional, {@code 1523?}. */
    public String shown() {
        return Math.round(rating) + (provisional() ? "?" : "");
    }
}
