package org.beadbox.hardening;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.beadbox.api.Game;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;

/** The real games under test, plain Java (no OSGi), and a catalogue of them. */
final class Games {

    /** The three shipped games. */
    static final List<Game> ALL = List.of(new Challenge(), new GlassBeadGame(), new BeadMaster());

    /** A catalogue of {@link #ALL}, as the record loader finds games. */
    static final GameCatalog CATALOG = GameCatalog.of(ALL.toArray(Game[]::new));

    private Games() {
    }

    /**
     * Set-ups worth starting from: every number of seats with the defaults, then each choice
     * option's every value and each number option's ends, one at a time. Set-ups the game
     * refuses are left out.
     */
    static List<Setup> setups(Game game, long seed) {
        List<Setup> out = new ArrayList<>();
        for (int n = game.info().minPlayers(); n <= game.info().maxPlayers(); n++) {
            out.add(Setup.of(n, seed + n));
        }
        int n = game.info().minPlayers();
        for (OptionSpec o : game.options()) {
            List<String> values = switch (o.kind()) {
                case CHOICE -> o.choices();
                case INTEGER -> List.of(Long.toString((long) o.min()), Long.toString((long) o.max()));
                case NUMBER -> List.of(Double.toString(o.min()), Double.toString(o.max()));
                case TEXT -> List.of();
            };
            for (String v : values) {
                Map<String, String> options = new TreeMap<>();
                options.put(o.key(), v);
                out.add(new Setup(n, options, seed));
            }
        }
        List<Setup> usable = new ArrayList<>();
        for (Setup s : out) {
            try {
                game.start(s);
                usable.add(s);
            } catch (IllegalArgumentException refused) {
                // a combination the game does not offer
            }
        }
        return usable;
    }
}
