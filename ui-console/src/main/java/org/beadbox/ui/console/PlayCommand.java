package org.beadbox.ui.console;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/** {@code ./beadbox play GAME ...}: a game in the terminal against people or AIs. */
@Component(service = Command.class)
public final class PlayCommand implements Command {

    private final GameCatalog games;
    private final PlayerCatalog players;
    private final RecordStore store;

    /** Made by Declarative Services. */
    @Activate
    public PlayCommand(@Reference GameCatalog games, @Reference PlayerCatalog players, BundleContext context) {
        this(games, players, new RecordStore(RecordStore.home(context.getProperty("beadbox.home"))));
    }

    PlayCommand(GameCatalog games, PlayerCatalog players, RecordStore store) {
        this.games = games;
        this.players = players;
        this.store = store;
    }

    @Override
    public String name() {
        return "play";
    }

    @Override
    public String usage() {
        return PlayArgs.USAGE;
    }

    @Override
    public String summary() {
        return "play a game in the terminal against people or AIs (no game: a menu)";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        PlayArgs parsed = PlayArgs.parse(args);
        try {
            return new ConsoleSession(games, players, store, in, out, parsed.ansi()).play(parsed);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        }
    }
}
