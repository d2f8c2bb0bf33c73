package org.beadbox.core.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.beadbox.core.UsageException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The match statistics against values worked out by hand from cutechess-cli's Elo formulas
 * (score mean, per-game variance over n, 95% normal interval mapped to Elo) and fishtest's
 * normal-approximation LLR, {@code n (s1 - s0)(2s - s0 - s1) / (2 var)}, here with a prior of one game
 * split between a win and a loss (see {@link MatchStats#llr}).
 */
@DisplayName("The match statistics")
class MatchStatsTest {

    private static final double EPS = 1e-4;

    @Test
    @DisplayName("give cutechess-cli's Elo and interval: +60 =20 -20 is +147.19 ± 66.01 (+86.23 to +218.25)")
    void eloLikeCutechess() {
        MatchStats m = MatchStats.of(60, 20, 20);
        assertEquals(0.7, m.score(), 1e-12);
        assertEquals(0.16, m.variance(), 1e-12);
        assertEquals(147.190714, m.elo(), EPS);
        assertEquals(86.225015, m.interval()[0], EPS);
        assertEquals(218.251778, m.interval()[1], EPS);
        assertEquals(66.013381, m.margin(), EPS);
    }

    @Test
    @DisplayName("give an even score Elo 0 and a symmetric interval: +45 =10 -45 is 0 ± 65.36")
    void evenScore() {
        MatchStats m = MatchStats.of(45, 10, 45);
        assertEquals(0, m.elo(), 1e-9);
        assertEquals(-65.361984, m.interval()[0], EPS);
        assertEquals(65.361984, m.margin(), EPS);
    }

    @Test
    @DisplayName("give the LLR of H0 Elo 0 against H1 Elo 20 in fishtest's normal approximation, with a prior of one game")
    void llr() {
        assertEquals(3.306409, MatchStats.of(60, 20, 20).llr(0, 20), EPS);
        assertEquals(-0.185321, MatchStats.of(45, 10, 45).llr(0, 20), EPS);
        assertEquals(4.701070, MatchStats.of(130, 100, 70).llr(0, 20), EPS);
        assertEquals(-8.367625, MatchStats.of(200, 100, 300).llr(0, 20), EPS);
        assertEquals(-0.200036, MatchStats.of(0, 10, 0).llr(0, 20), EPS, "only draws: a little evidence of no gain");
        assertEquals(0.198077, MatchStats.of(2, 0, 0).llr(0, 20), EPS, "a sweep of two decides nothing");
        assertEquals(11.996336, MatchStats.of(20, 0, 0).llr(0, 20), EPS, "a sweep of twenty decides");
        assertEquals(0.528751, MatchStats.expected(20), 1e-6);
    }

    @Test
    @DisplayName("have the SPRT bounds ln(beta/(1-alpha)) and ln((1-beta)/alpha): ±2.944 at 5%")
    void bounds() {
        assertEquals(-2.944439, MatchStats.lower(0.05, 0.05), 1e-6);
        assertEquals(2.944439, MatchStats.upper(0.05, 0.05), 1e-6);
    }

    @Test
    @DisplayName("accept H1, H0 or neither by the bounds")
    void verdicts() {
        MatchSprt sprt = MatchSprt.parse("0,20");
        assertEquals(new MatchSprt(0, 20, 0.05, 0.05), sprt);
        assertEquals(MatchSprt.Verdict.H1, sprt.verdict(MatchStats.of(60, 20, 20)));
        assertEquals(MatchSprt.Verdict.CONTINUE, sprt.verdict(MatchStats.of(45, 10, 45)));
        assertEquals(MatchSprt.Verdict.H0, sprt.verdict(MatchStats.of(200, 100, 300)));
        assertTrue(sprt.line(MatchStats.of(60, 20, 20), "a").contains("LLR 3.31 (bounds -2.94, 2.94) after 100 games: H1 accepted"),
                sprt.line(MatchStats.of(60, 20, 20), "a"));
        assertEquals(new MatchSprt(-5, 5, 0.1, 0.2), MatchSprt.parse("-5, 5, 0.1, 0.2"));
    }

    @Test
    @DisplayName("reject an SPRT that is not ELO0,ELO1[,ALPHA,BETA] with one line saying what to write")
    void rejectsBadSprt() {
        for (String bad : new String[] {"20", "20,0", "0,x", "0,20,0.6,0.05", "0,20,0.05"}) {
            UsageException e = assertThrows(UsageException.class, () -> MatchSprt.parse(bad));
            assertTrue(e.getMessage().contains("--sprt") && e.getMessage().contains("e.g."), e.getMessage());
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }

    @Test
    @DisplayName("have no finite Elo for a clean sweep or a single game")
    void noFiniteElo() {
        assertFalse(MatchStats.of(10, 0, 0).finite());
        assertFalse(MatchStats.of(1, 0, 0).finite());
        assertTrue(MatchStats.of(9, 0, 1).finite());
    }
}
