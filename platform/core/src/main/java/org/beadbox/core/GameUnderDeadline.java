package org.beadbox.core;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;

/**
 * A game as the {@link GameCatalog} hands it out: its facts and options read once, when it was
 * admitted, and every other call into the plugin's code ({@code seats}, {@code resolve}, {@code
 * start}, {@code parsePosition}, {@code readMoves}) made under the {@link PluginCall} deadline.
 * A call that overruns throws {@link PluginCall.Overrun} ("Xyz did not return from start() within
 * 5 s: …") and tells the catalogue, which leaves the game out and quarantines its plugin.
 *
 * <p>The positions it returns are the plugin's own: moves, playouts and searches run on them
 * directly and pay nothing for the deadline.
 */
final class GameUnderDeadline implements Game {

    private final Game game;
    private final GameInfo info;
    private final List<OptionSpec> options;
    private final Consumer<PluginCall.Overrun> overran;
    private final long limitMillis;

    GameUnderDeadline(Game game, GameInfo info, List<OptionSpec> options, long limitMillis, Consumer<PluginCall.Overrun> overran) {
        this.limitMillis = limitMillis;
        this.game = game;
        this.info = info;
        this.options = List.copyOf(options);
        this.overran = overran;
    }

    /** The plugin's game itself. */
    Game plugin() {
        return game;
    }

    @Override
    public GameInfo info() {
        return info;
    }

    @Override
    public List<OptionSpec> options() {
        return options;
    }

    @Override
    public List<SeatInfo> seats(int players) {
        return guarded("seats()", () -> game.seats(players));
    }

    @Override
    public Setup resolve(Setup setup) {
        return guarded("resolve()", () -> game.resolve(setup));
    }

    @Override
    public GameState start(Setup setup) {
        return guarded("start()", () -> game.start(setup));
    }

    @Override
    public GameState parsePosition(String position) {
        return guarded("parsePosition()", () -> game.parsePosition(position));
    }

    @Override
    public List<String> readMoves(String text) {
        return guarded("readMoves()", () -> game.readMoves(text));
    }

    /** Straight to the plugin, without the deadline: a table takes as long as it takes, and only the command asks. */
    @Override
    public String buildEndgame(int beads, java.nio.file.Path folder) {
        return game.buildEndgame(beads, folder);
    }

    private <T> T guarded(String what, Callable<T> call) {
        try {
            return PluginCall.call(what, limitMillis, call);
        } catch (PluginCall.Overrun e) {
            overran.accept(e);
            throw new PluginCall.Overrun(info.name() + " " + e.getMessage() + ": the game is left out and its plugin quarantined");
        }
    }

    @Override
    public String toString() {
        return info.name() + " (" + info.id() + ")";
    }
}
