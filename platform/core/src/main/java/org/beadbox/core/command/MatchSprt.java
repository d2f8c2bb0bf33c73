package org.beadbox.core.command;

import java.util.Locale;
import org.beadbox.core.UsageException;

/**
 * A sequential probability ratio test of the first player against the rest, as {@code match
 * --sprt ELO0,ELO1[,ALPHA,BETA]} asks: H0 the first player is {@code elo0} better, H1 it is
 * {@code elo1} better, with error rates alpha and beta (0.05 each unless given).
 *
 * @param elo0 the Elo of H0
 * @param elo1 the Elo of H1, above elo0
 * @param alpha the chance of accepting H1 when H0 holds
 * @param beta the chance of accepting H0 when H1 holds
 */
record MatchSprt(double elo0, double elo1, double alpha, double beta) {

    /** What the test says so far. */
    enum Verdict {
        /** Neither bound reached: play on. */
        CONTINUE,
        /** The lower bound reached: H0. */
        H0,
        /** The upper bound reached: H1. */
        H1
    }

    /** Reads {@code ELO0,ELO1[,ALPHA,BETA]}, e.g. {@code 0,20} or {@code 0,20,0.05,0.05}. */
    static MatchSprt parse(String text) {
        String[] parts = text.split(",");
        if (parts.length != 2 && parts.length != 4) {
            throw new UsageException("--sprt '" + text + "' is not ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA (e.g. --sprt 0,20)");
        }
        double[] v = new double[4];
        v[2] = 0.05;
        v[3] = 0.05;
        for (int i = 0; i < parts.length; i++) {
            try {
                v[i] = Double.parseDouble(parts[i].strip());
            } catch (NumberFormatException e) {
                throw new UsageException("--sprt '" + text + "': '" + parts[i].strip() + "' is not a number (e.g. --sprt 0,20)");
            }
        }
        if (!(v[1] > v[0]) || Math.abs(v[0]) > 1000 || Math.abs(v[1]) > 1000) {
            throw new UsageException("--sprt '" + text + "': ELO1 must be above ELO0, both within ±1000 (e.g. --sprt 0,20)");
        }
        if (!(v[2] > 0 && v[2] < 0.5 && v[3] > 0 && v[3] < 0.5)) {
            throw new UsageException("--sprt '" + text + "': ALPHA and BETA must be between 0 and 0.5 (e.g. 0.05)");
        }
        return new MatchSprt(v[0], v[1], v[2], v[3]);
    }

    /** The verdict on {@code stats}. */
    Verdict verdict(MatchStats stats) {
        double llr = stats.llr(elo0, elo1);
        return llr >= MatchStats.upper(alpha, beta) ? Verdict.H1 : llr <= MatchStats.lower(alpha, beta) ? Verdict.H0 : Verdict.CONTINUE;
    }

    /** "sprt: elo0 0, elo1 20, alpha 0.05, beta 0.05: LLR 1.23 (-2.94, 2.94): continue". */
    String line(MatchStats stats, String first) {
        Verdict v = verdict(stats);
        String says = switch (v) {
            case H1 -> "H1 accepted: " + first + " is stronger by " + Format.number(elo1) + " Elo or more (at these error rates)";
            case H0 -> "H0 accepted: " + first + " is not stronger than by " + Format.number(elo0) + " Elo (at these error rates)";
            case CONTINUE -> "no verdict yet";
        };
        return String.format(Locale.ROOT, "sprt: elo0 %s, elo1 %s, alpha %s, beta %s: LLR %.2f (bounds %.2f, %.2f) after %d games: %s",
                Format.number(elo0), Format.number(elo1), Format.number(alpha), Format.number(beta), stats.llr(elo0, elo1),
                MatchStats.lower(alpha, beta), MatchStats.upper(alpha, beta), stats.games(), says);
    }
}
