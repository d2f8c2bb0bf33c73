package org.beadbox.server.rating;

import java.util.List;
import java.util.Objects;

/**
 * Glicko-2, exactly as Glickman's "Example of the Glicko-2 system" (2013) writes it: steps 2 to
 * 8, with the Illinois algorithm of step 5.1 for the new volatility.
 *
 * <p>No maintained Java library of it is published to Maven Central (the JVM ones there are
 * Scala artifacts that would bring the Scala runtime into the framework), so the paper is
 * followed here and tested against its worked example.
 *
 * <p>Rating periods: each rated game is its own rating period for both players, as lichess does,
 * so a rating moves the moment a game ends. A player who plays no game in a period keeps rating
 * and volatility and only the deviation grows (step 6); on the server that is applied when the
 * player's next game ends, one period per idle day ({@link #idle}), capped at the newcomer's 350.
 */
public final class Glicko2 {

    /** The scale factor between the Glicko and the Glicko-2 scales (173.7178). */
    static final double SCALE = 400 / Math.log(10);
    /** The system constant τ, which bounds how fast the volatility changes (the paper suggests 0.3 to 1.2). */
    static final double TAU = 0.5;
    /** The convergence tolerance ε of step 5. */
    static final double EPSILON = 0.000001;

    private Glicko2() {
    }

    /** One game of the period: the opponent's rating before it, and the score (1 a win, 0.5 a draw, 0 a loss). */
    public record Result(Rating opponent, double score) {
        /** Checks the score is 0, 0.5 or 1 (or between). */
        public Result {
            Objects.requireNonNull(opponent, "opponent");
            if (!(score >= 0 && score <= 1)) {
                throw new IllegalArgumentException("a score is 0 to 1, not " + score);
            }
        }
    }

    /**
     * The player's rating after a rating period with these results (steps 2 to 8). With no results
     * only the deviation grows (step 6).
     */
    public static Rating rate(Rating player, List<Result> results) {
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (results.isEmpty()) {
            return new Rating(player.rating(), Math.min(350, Math.sqrt(phi * phi + sigma * sigma) * SCALE), sigma);
        }
        double vInverse = 0;
        double sum = 0;
        for (Result r : results) {
            double muJ = (r.opponent().rating() - 1500) / SCALE;
            double phiJ = r.opponent().deviation() / SCALE;
            double g = g(phiJ);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            vInverse += g * g * e * (1 - e);
            sum += g * (r.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        double newSigma = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * sum;
        return new Rating(newMu * SCALE + 1500, newPhi * SCALE, newSigma);
    }

    /** Step 6 for each of {@code periods} periods without a game: the deviation grows, at most to 350. */
    public static Rating idle(Rating player, long periods) {
        Rating r = player;
        for (long i = 0; i < periods && r.deviation() < 350; i++) {
            r = rate(r, List.of());
        }
        return r;
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility, by the Illinois algorithm. */
    private static double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f(a - k * TAU, delta, phi, v, a) < 0) {
                k++;
            }
            bigB = a - k * TAU;
        }
        double fA = f(bigA, delta, phi, v, a);
        double fB = f(bigB, delta, phi, v, a);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double bigC = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f(bigC, delta, phi, v, a);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = bigC;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }

    private static double f(double x, double delta, double phi, double v, double a) {
        double ex = Math.exp(x);
        double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (TAU * TAU);
    }
}
