package org.beadbox.server.lobby;

import java.util.Map;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;

/** What the lobby checks of an offer against its game, and the setup and id of the table it opens. */
final class Offers {

    private Offers() {
    }

    /** Checks the offer's seats and options against the game (which says why it refuses an option). */
    static void check(Game game, Seek.Offer offer) {
        if (offer.seats() < game.info().minPlayers() || offer.seats() > game.info().maxPlayers()) {
            throw new IllegalArgumentException(game.info().name() + " is for " + game.info().minPlayers() + " to "
                    + game.info().maxPlayers() + " players, not " + offer.seats());
        }
        for (String key : offer.options().keySet()) {
            if (game.options().stream().noneMatch(o -> o.key().equals(key))) {
                throw new IllegalArgumentException(game.info().name() + " has no option '" + org.beadbox.api.Quote.excerpt(key) + "'");
            }
        }
        game.start(setup(offer, 1)); // an option the game refuses says why here
    }

    /** The setup of a table of {@code offer}: its seats, this seed and its options. */
    static Setup setup(Seek.Offer offer, long seed) {
        Setup s = Setup.of(offer.seats(), seed);
        for (Map.Entry<String, String> e : offer.options().entrySet()) {
            s = s.with(e.getKey(), e.getValue());
        }
        return s;
    }

    /** A new table's id: 72 random bits, 12 characters of base64url. */
    static String tableId(java.util.Random random) {
        byte[] b = new byte[9];
        random.nextBytes(b);
        return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
