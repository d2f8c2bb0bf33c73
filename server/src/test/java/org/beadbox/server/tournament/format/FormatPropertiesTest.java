package org.beadbox.server.tournament.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Properties of every format over random entrants and random results (jqwik): Swiss never pairs
 * a pair twice nor breaks an absolute seat preference while a pairing without doing so exists,
 * byes rotate, round robins are complete with seats balanced, knockouts end with one champion,
 * and standings are always sorted.
 */
class FormatPropertiesTest {

    @Property(tries = 40)
    void swiss(@ForAll @IntRange(min = 2, max = 13) int n, @ForAll @IntRange(min = 1, max = 8) int rounds,
            @ForAll long seed) {
        Format swiss = Formats.of("swiss", 2, rounds, null);
        List<Entrant> entrants = Events.entrants(n);
        Random random = new Random(seed);
        List<Game> played = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            History before = new History(entrants, played);
            List<Game> games = swiss.next(round, entrants, played);
            assertEquals(n / 2 + n % 2, games.size());
            Set<String> seen = new HashSet<>();
            games.forEach(g -> assertTrue(seen.addAll(g.players()), "each player once a round"));
            assertEquals(n, seen.size());
            int fewestByes = entrants.stream().mapToInt(e -> before.of(e.name()).byes).min().orElse(0);
            games.stream().filter(Game::bye).forEach(g ->
                    assertEquals(fewestByes, before.of(g.players().get(0)).byes, "no second bye while others lack one"));
            if (Legal.exists(entrants, before, false)) {
                games.stream().filter(g -> !g.bye()).forEach(g ->
                        assertEquals(0, before.of(g.players().get(0)).met(g.players().get(1)), "no repeat: " + g));
            }
            if (Legal.exists(entrants, before, true)) {
                for (Game g : games) {
                    for (int seat = 0; seat < g.players().size() && !g.bye(); seat++) {
                        Colours.Preference p = Colours.preference(before.of(g.players().get(seat)).seats);
                        if (p.strength() == Colours.Strength.ABSOLUTE) {
                            assertEquals(p.seat(), seat, "absolute preference granted: " + g);
                        }
                    }
                }
                for (Entrant e : entrants) {
                    List<Integer> seats = new ArrayList<>(before.of(e.name()).seats);
                    games.stream().filter(g -> !g.bye() && g.players().contains(e.name()))
                            .forEach(g -> seats.add(g.players().indexOf(e.name())));
                    if (Math.abs(Legal.difference(before.of(e.name()).seats)) <= 2 && !Legal.threeInARow(
                            before.of(e.name()).seats)) {
                        assertTrue(Math.abs(Legal.difference(seats)) <= 2, "first seats within 2: " + seats);
                        assertFalse(Legal.threeInARow(seats), "no third first seat in a row: " + seats);
                    }
                }
            }
            games.forEach(g -> played.add(g.played() ? g : g.withPoints(Events.random(random, true).apply(g))));
        }
        assertSorted(swiss.standings(entrants, played), true);
    }

    @Property(tries = 25)
    void roundRobin(@ForAll @IntRange(min = 2, max = 15) int n, @ForAll boolean twice, @ForAll long seed) {
        Format format = Formats.of(twice ? "double-round-robin" : "round-robin", 2, 0, null);
        List<Entrant> entrants = Events.entrants(n);
        List<Game> played = Events.play(format, entrants, Events.random(new Random(seed), true));
        assertEquals(format.rounds(n), played.stream().mapToInt(Game::round).max().orElse(0));
        Map<String, Integer> pairs = new HashMap<>();
        for (Game g : played) {
            if (!g.bye()) {
                pairs.merge(String.join("/", g.players().stream().sorted().toList()), 1, Integer::sum);
            }
        }
        assertEquals(n * (n - 1) / 2, pairs.size(), "every pair meets");
        assertTrue(pairs.values().stream().allMatch(c -> c == (twice ? 2 : 1)), "once, or twice");
        History history = new History(entrants, played);
        for (Entrant e : entrants) {
            History.Record r = history.of(e.name());
            assertTrue(Math.abs(r.colourDifference()) <= (twice ? 0 : 1), e.name() + " seats " + r.seats);
            assertEquals(n % 2 == 0 ? 0 : twice ? 2 : 1, r.byes);
            assertFalse(Legal.threeInARow(r.seats), e.name() + " seats " + r.seats);
        }
        assertSorted(format.standings(entrants, played), true);
    }

    @Property(tries = 6)
    void tables(@ForAll @IntRange(min = 3, max = 9) int n, @ForAll @IntRange(min = 3, max = 4) int seats,
            @ForAll long seed) {
        Format format = Formats.of("round-robin", seats, 0, null);
        List<Entrant> entrants = Events.entrants(Math.max(n, seats));
        Random random = new Random(seed);
        List<Game> played = new ArrayList<>();
        for (int round = 1; round <= format.rounds(entrants.size()); round++) {
            History before = new History(entrants, played);
            List<Game> games = format.next(round, entrants, played);
            int mostByes = games.stream().filter(Game::bye).mapToInt(g -> before.of(g.players().get(0)).byes).max()
                    .orElse(-1);
            for (Game g : games) {
                assertTrue(g.bye() || g.players().size() == seats, "tables of " + seats + ": " + g);
                if (!g.bye()) {
                    g.players().forEach(p -> assertTrue(before.of(p).byes >= mostByes,
                            "no second bye while others lack one: " + p + " plays in round " + g.round()));
                }
                played.add(g.played() ? g : g.withPoints(Events.random(random, true).apply(g)));
            }
        }
        History history = new History(entrants, played);
        for (Entrant e : entrants) {
            History.Record r = history.of(e.name());
            int least = Integer.MAX_VALUE;
            int most = 0;
            for (int s = 0; s < seats; s++) {
                least = Math.min(least, r.seatCount(s));
                most = Math.max(most, r.seatCount(s));
            }
            assertTrue(most - least <= 1, e.name() + " seats " + r.seats);
        }
        assertSorted(format.standings(entrants, played), true);
    }

    @Property(tries = 40)
    void knockout(@ForAll @IntRange(min = 2, max = 20) int n, @ForAll @IntRange(min = 0, max = 2) int rule,
            @ForAll long seed) {
        Knockout format = (Knockout) Formats.of("knockout", 2, 0, DrawRule.NAMES.get(rule));
        List<Entrant> entrants = Events.entrants(n);
        List<Game> played = Events.play(format, entrants, Events.random(new Random(seed), true));
        List<List<BracketMatch>> bracket = format.bracket(entrants, played);
        assertEquals(format.rounds(n), bracket.size());
        Map<String, Integer> losses = new HashMap<>();
        for (List<BracketMatch> round : bracket) {
            for (BracketMatch m : round) {
                for (String p : new String[] {m.top(), m.bottom()}) {
                    if (p != null && !p.equals(m.winner())) {
                        losses.merge(p, 1, Integer::sum);
                    }
                }
                if (m.round() < bracket.size()) {
                    assertFalse("p1".equals(m.top()) && "p2".equals(m.bottom()), "seeds 1 and 2 meet only in the final");
                }
            }
        }
        assertEquals(n - 1, losses.size(), "everyone but the champion loses once");
        assertTrue(losses.values().stream().allMatch(c -> c == 1));
        List<Standing> standings = format.standings(entrants, played);
        assertEquals(1, standings.stream().filter(s -> s.rank() == 1).count());
        assertEquals(bracket.get(bracket.size() - 1).get(0).winner(), standings.get(0).name());
        assertSorted(standings, false);
    }

    @Property(tries = 30)
    void withdrawals(@ForAll @IntRange(min = 0, max = 4) int kind, @ForAll @IntRange(min = 3, max = 9) int n,
            @ForAll @IntRange(min = 1, max = 4) int leaveAfter, @ForAll long seed) {
        Format format = switch (kind) {
            case 0 -> Formats.of("round-robin", 2, 0, null);
            case 1 -> Formats.of("double-round-robin", 2, 0, null);
            case 2 -> Formats.of("swiss", 2, 5, null);
            case 3 -> Formats.of("knockout", 2, 0, null);
            default -> Formats.of("round-robin", 3, 0, null);
        };
        Random random = new Random(seed);
        List<Entrant> entrants = new ArrayList<>(Events.entrants(n));
        String leaver = entrants.get(random.nextInt(n)).name();
        List<Game> played = new ArrayList<>();
        for (int round = 1; round <= 100; round++) {
            if (round == leaveAfter + 1) {
                int i = Events.number(leaver) - 1;
                entrants.set(i, new Entrant(leaver, entrants.get(i).rating(), true));
            }
            List<Game> games = format.next(round, entrants, played);
            if (games.isEmpty()) {
                break;
            }
            for (Game g : games) {
                assertTrue(round <= leaveAfter || !g.players().contains(leaver), "the leaver is paired no more: " + g);
                played.add(g.played() ? g : g.withPoints(Events.random(random, true).apply(g)));
            }
        }
        assertTrue(played.stream().mapToInt(Game::round).max().orElse(0) < 100, "the event ends");
        List<Standing> standings = format.standings(entrants, played);
        assertEquals(n, standings.size());
        assertSorted(standings, kind != 3);
    }

    /** Sorted by points (when {@code byPoints}) then each tie-break, ranks shared exactly by equals. */
    private static void assertSorted(List<Standing> standings, boolean byPoints) {
        for (int i = 1; i < standings.size(); i++) {
            Standing a = standings.get(i - 1);
            Standing b = standings.get(i);
            int c = byPoints ? Double.compare(a.points(), b.points()) : 0;
            for (int t = 0; c == 0 && t < a.tieBreaks().size(); t++) {
                c = Double.compare(a.tieBreaks().get(t), b.tieBreaks().get(t));
            }
            assertTrue(c >= 0, "sorted: " + a + " before " + b);
            assertEquals(c == 0 ? a.rank() : i + 1, b.rank(), "rank of " + b);
        }
    }
}
