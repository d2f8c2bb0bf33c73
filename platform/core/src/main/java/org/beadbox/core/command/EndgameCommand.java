package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.RecordStore;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code endgame GAME [--beads N]}: builds the game's endgame table ({@link Game#buildEndgame})
 * into the Beadbox folder's {@code endgame} folder, where the game reads it; a game also builds
 * it on first use when it is missing.
 */
@Component(service = Command.class)
public final class EndgameCommand implements Command {

    private final GameCatalog games;
    private final Path folder;

    /** A command over this catalogue, writing under the framework's Beadbox folder. */
    @Activate
    public EndgameCommand(@Reference GameCatalog games, BundleContext context) {
        this(games, RecordStore.home(context.getProperty("beadbox.home")).resolve("endgame"));
    }

    /** A command over this catalogue, writing into {@code folder}. */
    public EndgameCommand(GameCatalog games, Path folder) {
        this.games = games;
        this.folder = folder;
    }

    @Override
    public String name() {
        return "endgame";
    }

    @Override
    public String usage() {
        return "endgame GAME [--beads N]";
    }

    @Override
    public String summary() {
        return "Builds a game's endgame table (positions with N beads on the board, solved exactly) into the Beadbox folder.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        Arguments a = Arguments.parse(args, false, "beads").expect(1, 1, "GAME");
        Game game = games.require(a.words().get(0));
        int beads = (int) a.number("beads", 10, 1, 1000);
        try {
            out.println(game.buildEndgame(beads, folder));
        } catch (UnsupportedOperationException e) {
            err.println("beadbox: " + e.getMessage());
            return 1;
        }
        return 0;
    }
}
