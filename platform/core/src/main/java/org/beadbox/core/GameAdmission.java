package org.beadbox.core;

import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Quote;
import org.beadbox.api.Setup;

/**
 * The check a game passes before the {@link GameCatalog} lists it: everything the platform asks
 * of a game before anyone plays it ({@code info()}, {@code options()}, {@code seats}, {@code
 * resolve}, a first position and its picture, as a lobby shows it), asked once, together, under
 * the {@link PluginCall} deadline.
 */
final class GameAdmission {

    /** What was read: the game's facts and options, constant from now on. */
    record Admitted(GameInfo info, List<OptionSpec> options) {
    }

    private GameAdmission() {
    }

    /**
     * Asks the game, on a thread of its own, for at most {@code limitMillis}.
     *
     * @throws PluginCall.Overrun "did not return from options() within 5 s" (the step it was in)
     * @throws IllegalArgumentException "its options() failed: …" or "its info() gave nothing",
     *     the message escaped and cut
     */
    static Admitted admit(Game game, long limitMillis) {
        AtomicReference<String> step = new AtomicReference<>("info()");
        try {
            return PluginCall.call("info()", limitMillis, () -> ask(game, step));
        } catch (PluginCall.Overrun e) {
            throw new PluginCall.Overrun("did not return from " + step.get() + " within " + PluginCall.seconds(limitMillis), e.late());
        } catch (RuntimeException | LinkageError | AssertionError e) {
            if (e instanceof IllegalArgumentException iae && iae.getCause() == MARK) {
                throw iae;
            }
            String why = e.getMessage() == null || e.getMessage().isBlank() ? e.getClass().getSimpleName() : e.getMessage();
            String first = why.lines().findFirst().orElse(why);
            throw new IllegalArgumentException("failed in its " + step.get() + ": "
                    + Quote.line(first.length() > 300 ? first.substring(0, 300) + "…" : first), e);
        }
    }

    /** Marks a refusal of the game's answer (not an exception of the game's own). */
    private static final Throwable MARK = new Throwable("refused", null, false, false) {
        private static final long serialVersionUID = 1L;
    };

    private static Admitted ask(Game game, AtomicReference<String> step) {
        GameInfo info = game.info();
        if (info == null) {
            throw new IllegalArgumentException("gave nothing from info()", MARK);
        }
        step.set("options()");
        List<OptionSpec> options = game.options();
        if (options == null || options.stream().anyMatch(java.util.Objects::isNull)) {
            throw new IllegalArgumentException("gave no list of options from options()", MARK);
        }
        step.set("seats()");
        game.seats(info.minPlayers());
        step.set("resolve()");
        game.resolve(Setup.of(info.minPlayers(), 1));
        step.set("start()");
        GameState first = game.start(Setup.of(info.minPlayers(), 1));
        if (first == null) {
            throw new IllegalArgumentException("gave no position from start()", MARK);
        }
        step.set("draw() of its first position");
        first.draw(List.of());
        return new Admitted(info, options);
    }
}
