package org.beadbox.browser;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.beadbox.server.rating.Glicko2;
import org.beadbox.server.rating.Rating;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.WebDriver;

/**
 * The other two games, rated, on the real {@code ./beadbox server} in real Chromium (the Glass
 * Bead Challenge is {@link ServerLobbyIT}'s): two accounts register on the lobby page; for each
 * game one posts a rated seek and the other accepts it from the list, and both play a whole game
 * by clicking the board of the table page: the Glass Bead Game along {@link GlassBeadGameLine}
 * (South, whoever the draw seated there, wins 20–10), then a two-seat BeadMaster with seeded
 * random clicks (fixed bars, a draw after 12 quiet slides). After each game both accounts'
 * ratings in that game's pool must be what {@link Glicko2#rate} makes of the ratings they had
 * before it (both newcomers in that pool), as the profile shows them.
 */
@Timeout(value = 600)
class ServerGamesIT extends WithServer {

    @Test
    void twoAccountsPlayARatedGlassBeadGameAndARatedBeadMasterThroughTheLobby() {
        WebDriver eveBrowser = Browsers.open();
        WebDriver fayBrowser = null;
        try {
            fayBrowser = Browsers.open();
            SitePage eve = SitePage.register(eveBrowser, server.address(), "eve", PASSWORD);
            SitePage fay = SitePage.register(fayBrowser, server.address(), "fay", PASSWORD);

            long started = System.nanoTime();
            Game mancala = new Game("Glass Bead Game", "glassbead-mancala", Map.of());
            rated(mancala, eve, fay, (a, b) -> glassBeadGame(a, b));
            System.out.printf("Glass Bead Game on the server: %d s%n", (System.nanoTime() - started) / 1_000_000_000);
            Browsers.screenshot(eveBrowser, "server-mancala-over");

            started = System.nanoTime();
            Game beadMaster = new Game("BeadMaster", "beadmaster", Map.of("bars", "1111111/1111111", "quiet", "12"));
            // The other way round this time: fay posts, eve accepts.
            rated(beadMaster, fay, eve, (a, b) -> assertTrue(TablePage.playBetween(a, b, 0, Integer.MAX_VALUE, new Random(34),
                    Duration.ofSeconds(240)), "BeadMaster ended"));
            System.out.printf("BeadMaster on the server: %d s%n", (System.nanoTime() - started) / 1_000_000_000);
            Browsers.screenshot(fayBrowser, "server-beadmaster-over");
        } finally {
            Browsers.quit(fayBrowser);
            Browsers.quit(eveBrowser);
        }
    }

    /** A game as the seek form names it, its rating pool (its id), and the options posted. */
    private record Game(String name, String pool, Map<String, String> options) {
    }

    /** Plays a whole game between two table pages: the poster's and the taker's. */
    private interface Play {
        void play(TablePage poster, TablePage taker);
    }

    /**
     * {@code poster} posts a rated live seek of {@code game} open to anyone, {@code taker} accepts
     * it from the list; both are sent to the table and play it to its end ({@code play}); then
     * both ratings in the game's pool must have moved as Glicko-2 says from where they stood.
     */
    private static void rated(Game game, SitePage poster, SitePage taker, Play play) {
        Rating posterBefore = newcomer(poster, poster.name(), game.pool());
        Rating takerBefore = newcomer(poster, taker.name(), game.pool());
        poster.lobby();
        taker.lobby();
        poster.postSeek(game.name(), game.options(), "live:10+5", true, null);
        TablePage takerTable = taker.accept(poster.name(), game.name());
        TablePage posterTable = poster.awaitTable();
        String table = poster.playingTable();
        play.play(posterTable, takerTable);

        takerTable.awaitResult(Duration.ofSeconds(60));
        assertEquals(posterTable.moves(), takerTable.moves(), game.name() + ": both players see the same moves");
        assertEquals(posterTable.result(), takerTable.result(), game.name() + ": both players see the same result");
        assertEquals("", posterTable.error() + takerTable.error(), game.name() + ": no move was refused");
        System.out.println(game.name() + ": " + posterTable.moveCount() + " moves; " + posterTable.result());
        assertEquals(List.of(), posterTable.squeezedMoves(), game.name() + ": every move of the list is shown whole (scrolled, not squeezed)");

        double posterScore = poster.score(table);
        assertEquals(1 - posterScore, taker.score(table), game.name() + ": the two outcomes agree");
        Rating posterExpected = Glicko2.rate(posterBefore, List.of(new Glicko2.Result(takerBefore, posterScore)));
        Rating takerExpected = Glicko2.rate(takerBefore, List.of(new Glicko2.Result(posterBefore, 1 - posterScore)));
        assertRating(taker, poster.name(), game.pool(), posterExpected, 1);
        assertRating(poster, taker.name(), game.pool(), takerExpected, 1);
        String profile = taker.profile(poster.name());
        assertTrue(profile.contains(posterExpected.shown()), game.name() + ": the profile shows the rating " + posterExpected.shown()
                + ": " + profile);
    }

    /**
     * The Glass Bead Game of {@link GlassBeadGameLine}, clicked step by step: South's moves on
     * the page the draw seated South, North's on the other; the line ends with South winning.
     */
    private static void glassBeadGame(TablePage poster, TablePage taker) {
        String first = poster.awaitPly(0, Duration.ofSeconds(60));
        TablePage south = first.equals("this") ? poster : taker;
        TablePage north = south == poster ? taker : poster;
        List<String> line = GlassBeadGameLine.MOVES;
        for (int ply = 0; ply < line.size(); ply++) {
            TablePage mover = ply % 2 == 0 ? south : north;
            mover.awaitTurnAt(ply, Duration.ofSeconds(60));
            mover.playSteps(GlassBeadGameLine.steps(line.get(ply)), ply, entered -> { });
        }
        south.awaitResult(Duration.ofSeconds(60));
        north.awaitResult(Duration.ofSeconds(60));
        assertEquals(line, south.moves(), "South's page shows the line played");
        assertEquals(line, north.moves(), "North's page shows the line played");
        assertEquals("Game over: " + GlassBeadGameLine.RESULT, south.result(), "the page shows the result of the game's rules");
    }

    /**
     * {@code name}'s rating in {@code pool} before a game: the newcomer's, for an account that has
     * played no rated game there (the profile's figures are rounded, so they cannot be the input).
     */
    private static Rating newcomer(SitePage viewer, String name, String pool) {
        assertEquals(0, games(viewer, name, pool), name + " has played no rated game in " + pool + " yet");
        return Rating.NEWCOMER;
    }

    @SuppressWarnings("unchecked")
    private static int games(SitePage viewer, String name, String pool) {
        Map<String, Object> r = (Map<String, Object>) ((Map<String, Object>) viewer.api("/api/profile/" + name).get("ratings")).get(pool);
        return r == null ? 0 : ((Number) r.get("games")).intValue();
    }

    @SuppressWarnings("unchecked")
    private static void assertRating(SitePage viewer, String name, String pool, Rating expected, int games) {
        Map<String, Object> ratings = (Map<String, Object>) viewer.api("/api/profile/" + name).get("ratings");
        Map<String, Object> r = (Map<String, Object>) ratings.get(pool);
        assertTrue(r != null, name + " has a rating in " + pool + ": " + ratings);
        assertEquals(Math.round(expected.rating()), ((Number) r.get("rating")).longValue(), name + "'s rating in " + pool + ": " + r);
        assertEquals(Math.round(expected.deviation()), ((Number) r.get("deviation")).longValue(), name + "'s deviation in " + pool + ": " + r);
        assertEquals(expected.volatility(), ((Number) r.get("volatility")).doubleValue(), 1e-9, name + "'s volatility in " + pool + ": " + r);
        assertEquals(games, ((Number) r.get("games")).intValue(), name + "'s rated games in " + pool + ": " + r);
    }
}
