package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Quote;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/** {@code games}: lists the installed games with their seats and options. */
@Component(service = Command.class)
public final class GamesCommand implements Command {

    private final GameCatalog games;

    /** A command over this catalogue. */
    @Activate
    public GamesCommand(@Reference GameCatalog games) {
        this.games = games;
    }

    @Override
    public String name() {
        return "games";
    }

    @Override
    public String usage() {
        return "games";
    }

    @Override
    public String summary() {
        return "Lists the installed games: id, name, seats and options with their values, defaults and descriptions.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        Arguments.parse(args, false).expect(0, 0, "no arguments");
        List<Game> all = games.games();
        if (all.isEmpty()) {
            out.println("no games are installed (drop a game bundle into the bundles folder)");
            return 0;
        }
        for (Game g : all) {
            String version = games.version(g.info().id());
            // Every text here is the plugin's: escaped (Quote.line), so none can drive the terminal
            out.println(Quote.line(g.info().id()) + "  " + Quote.line(g.info().name()) + "  seats " + g.info().seatRange()
                    + (version.isEmpty() ? "" : "  version " + Quote.line(version)));
            if (!g.info().summary().isEmpty()) {
                out.println("    " + Quote.line(g.info().summary()));
            }
            for (OptionSpec o : g.options()) {
                out.println(Quote.line("    --option " + o.key() + "=" + (o.defaultValue().isEmpty() ? "\"\"" : o.defaultValue())
                        + "  " + o.label() + ": " + o.values() + (o.defaultValue().isEmpty() ? "" : " (default " + o.defaultValue() + ")")));
                if (!o.description().isEmpty()) {
                    // The range above is all the option can take; the description says what else
                    // narrows it (the Challenge's size: 8 to 11 on the square board, 3 to 7 on the hex).
                    out.println("        " + Quote.line(o.description()));
                }
            }
        }
        return 0;
    }
}
