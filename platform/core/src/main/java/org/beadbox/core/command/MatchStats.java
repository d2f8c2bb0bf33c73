package org.beadbox.core.command;

/**
 * The statistics of a match as engine testers compute them: the score, the Elo difference with
 * its 95% interval (cutechess-cli's formulas), and the log-likelihood ratio of a sequential
 * probability ratio test (SPRT) between two Elo hypotheses in the normal approximation fishtest
 * uses (Michel Van den Bergh's generalised SPRT: no draw model, no BayesElo). A game's score is a
 * number from 0 to 1 (1 a win, 0.5 a draw, 0 a loss; with more seats the share of the other
 * seats finished ahead of), so the statistics need only the count, the sum and the sum of
 * squares of the scores.
 *
 * @param games the games scored
 * @param sum the sum of the scores
 * @param squares the sum of the squared scores
 */
record MatchStats(int games, double sum, double squares) {

    /** The normal quantile of 97.5%: a 95% interval is the mean ± this many standard errors. */
    static final double Z95 = 1.959963984540054;

    /** Statistics of {@code wins}, {@code draws} and {@code losses} of one player. */
    static MatchStats of(int wins, int draws, int losses) {
        return new MatchStats(wins + draws + losses, wins + 0.5 * draws, wins + 0.25 * draws);
    }

    /** The mean score. */
    double score() {
        return sum / games;
    }

    /** The variance of one game's score (divided by the games, as cutechess-cli and fishtest do). */
    double variance() {
        double s = score();
        return Math.max(0, squares / games - s * s);
    }

    /** The Elo difference that gives an expected score {@code s}: {@code -400 log10(1/s - 1)}. */
    static double elo(double s) {
        return -400 * Math.log10(1 / s - 1);
    }

    /** The expected score of an Elo difference: {@code 1 / (1 + 10^(-elo/400))}. */
    static double expected(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** Whether the score is strictly between 0 and 1, so the Elo is finite. */
    boolean finite() {
        double s = games == 0 ? 0 : score();
        return games >= 2 && s > 0 && s < 1;
    }

    /** The Elo difference of the mean score. */
    double elo() {
        return elo(score());
    }

    /** The Elo difference at the low and the high end of the 95% interval of the mean score. */
    double[] interval() {
        double half = Z95 * Math.sqrt(variance() / games);
        double s = score();
        return new double[] {elo(Math.max(1e-9, s - half)), elo(Math.min(1 - 1e-9, s + half))};
    }

    /** cutechess-cli's "±": half the width of the 95% interval, in Elo. */
    double margin() {
        double[] i = interval();
        return (i[1] - i[0]) / 2;
    }

    /**
     * The log-likelihood ratio of H1 (Elo = {@code elo1}) against H0 (Elo = {@code elo0}) in the
     * normal approximation: {@code n (s1 - s0)(2 s - s0 - s1) / (2 var)}, s0 and s1 the
     * hypotheses' expected scores, s and var the mean and variance of the scores with a prior of
     * one game split between a win and a loss added. Without the prior a clean sweep has no
     * variance and the test could never decide (fishtest regularises the same way, with a far
     * smaller count); with it 2 wins of 2 give an LLR of 0.2 and 20 of 20 one of 12.
     */
    double llr(double elo0, double elo1) {
        double n = games + 1;
        double s = (sum + 0.5) / n;
        double v = (squares + 0.5) / n - s * s;
        if (v <= 0) {
            return 0;
        }
        double s0 = expected(elo0);
        double s1 = expected(elo1);
        return n * (s1 - s0) * (2 * s - s0 - s1) / (2 * v);
    }

    /** The SPRT's lower bound, {@code ln(beta / (1 - alpha))}: at or below it H0 is accepted. */
    static double lower(double alpha, double beta) {
        return Math.log(beta / (1 - alpha));
    }

    /** The SPRT's upper bound, {@code ln((1 - beta) / alpha)}: at or above it H1 is accepted. */
    static double upper(double alpha, double beta) {
        return Math.log((1 - beta) / alpha);
    }
}
