package org.beadbox.core;

import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Quote;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;

/**
 * A game as the {@link GameCatalog} hands it out: its facts and options read once, when it was
 * admitted, and every other call into the plugin's code ({@code seats}, {@code resolve}, {@code
 * start}, {@code parsePosition}, {@code readMoves}, and every call into the positions it returns,
 * {@link StateUnderDeadline}) made under the {@link PluginCall} deadline. A call that overruns
 * throws {@link PluginCall.Overrun} ("Xyz did not return from legalMoves() within 5 s: …") and
 * tells the catalogue, which leaves the game out and quarantines its plugin; from then on every
 * call into this game throws the same at once, so a command that holds it ends instead of
 * waiting out the deadline at each call.
 *
 * <p>Players search the plugin's own positions ({@link StateUnderDeadline#plugin}) and pay
 * nothing for the deadline.
 */
final class GameUnderDeadline implements Game {

    private final Game game;
    private final GameInfo info;
    private final List<OptionSpec> options;
    private final Consumer<PluginCall.Overrun> overran;
    private final long limitMillis;
    /** Why this game is left out, once a call overran; null while it answers. */
    private volatile String broken;

    GameUnderDeadline(Game game, GameInfo info, List<OptionSpec> options, long limitMillis, Consumer<PluginCall.Overrun> overran) {
        this.limitMillis = limitMillis;
        this.game = game;
        this.info = info;
        this.options = List.copyOf(options);
        this.overran = overran;
    }

    /** The deadline of each call, in milliseconds. */
    long limitMillis() {
        return limitMillis;
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
        return StateUnderDeadline.of(this, guarded("start()", () -> game.start(setup)));
    }

    @Override
    public GameState parsePosition(String position) {
        return StateUnderDeadline.of(this, guarded("parsePosition()", () -> game.parsePosition(position)));
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

    /** Runs {@code call}, a call into the plugin named {@code what} ({@code "legalMoves()"}), under the deadline. */
    <T> T guarded(String what, Callable<T> call) {
        String why = broken;
        if (why != null) {
            throw new PluginCall.Overrun(why);
        }
        try {
            return PluginCall.call(what, limitMillis, call);
        } catch (PluginCall.Overrun e) {
            String line = Quote.excerpt(info.name()) + " " + e.getMessage() + ": the game is left out and its plugin quarantined";
            if (broken == null) {
                broken = line;
                overran.accept(e);
            }
            throw new PluginCall.Overrun(line, e.late());
        }
    }

    @Override
    public String toString() {
        return info.name() + " (" + info.id() + ")";
    }
}
