package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/** {@code players}: lists the installed player plugins, their options and the games they play. */
@Component(service = Command.class)
public final class PlayersCommand implements Command {

    private final GameCatalog games;
    private final PlayerCatalog players;

    /** A command over these catalogues. */
    @Activate
    public PlayersCommand(@Reference GameCatalog games, @Reference PlayerCatalog players) {
        this.games = games;
        this.players = players;
    }

    @Override
    public String name() {
        return "players";
    }

    @Override
    public String usage() {
        return "players";
    }

    @Override
    public String summary() {
        return "Lists the installed player plugins, their options, which installed games each plays, and what a game"
                + " needs for a player that does not play it.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        Arguments.parse(args, false).expect(0, 0, "no arguments");
        List<PlayerFactory> all = players.factories();
        if (all.isEmpty()) {
            out.println("no player plugins are installed");
            return 0;
        }
        for (PlayerFactory f : all) {
            out.println(f.id() + "  " + f.name() + "  strength " + f.strength());
            if (!f.description().isEmpty()) {
                out.println("    " + f.description());
            }
            List<String> plays = new ArrayList<>();
            List<String> refuses = new ArrayList<>();
            for (Game g : games.games()) {
                (players.forGame(g.info()).contains(f) ? plays : refuses).add(g.info().id());
            }
            out.println("    plays: " + (plays.isEmpty() ? "none of the installed games" : String.join(", ", plays)));
            if (!refuses.isEmpty()) {
                out.println("    does not play: " + String.join(", ", refuses) + "; " + players.refusal(f));
            } else {
                players.needs(f).ifPresent(n -> out.println("    needs: " + n));
            }
            for (OptionSpec o : f.options()) {
                out.println("    " + f.id() + ":" + o.key() + "=" + o.defaultValue() + "  " + o.label() + ": " + o.values()
                        + " (default " + (o.defaultValue().isEmpty() ? "none" : o.defaultValue()) + ")");
            }
        }
        return 0;
    }
}
