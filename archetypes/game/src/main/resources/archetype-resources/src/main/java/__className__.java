#set( $symbol_pound = '#' )
package ${package};

import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.osgi.service.component.annotations.Component;

/**
 * ${gameName}: a row of beads; each player in turn takes one, two or three, and whoever takes
 * the last bead wins. Registered as a {@link Game} service: Beadbox lists it as soon as the
 * bundle starts.
 *
 * <p>Edit this class for the game's facts (id, name, rules text, seats, options) and how a game
 * starts; the rules themselves are in {@link ${className}State}.
 */
@Component(service = Game.class)
public final class ${className} implements Game {

    /** The game's id: what {@code beadbox match ${gameId} ...} takes. */
    public static final String ID = "${gameId}";

    @Override
    public GameInfo info() {
        return new GameInfo(ID, "${gameName}", "you", "", "Take one to three beads; whoever takes the last bead wins.",
                2, 2, "<p>Take 1, 2 or 3 beads from the row. Whoever takes the last bead wins.</p>");
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(OptionSpec.integer("beads", "Beads", "How many beads are in the row at the start.", 15, 1, 99));
    }

    @Override
    public List<SeatInfo> seats(int players) {
        return List.of(new SeatInfo("Red", "${symbol_pound}c0392b"), new SeatInfo("Blue", "${symbol_pound}2e6fd8"));
    }

    @Override
    public GameState start(Setup setup) {
        Setup resolved = resolve(setup);
        return new ${className}State(Integer.parseInt(resolved.options().get("beads")), 0);
    }

    @Override
    public GameState parsePosition(String position) {
        return ${className}State.parse(position);
    }
}
