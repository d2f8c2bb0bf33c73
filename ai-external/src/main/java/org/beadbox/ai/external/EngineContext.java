package org.beadbox.ai.external;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import org.beadbox.api.Game;

/**
 * What an engine player needs from around it.
 *
 * @param games the installed game of an id, to set up a game the engine was not told about
 *     (a hint asked without {@code begin}); empty when it is not installed
 * @param transcript receives every protocol line, for logs and tests
 * @param problems receives the reason whenever an engine fails, for display
 */
record EngineContext(Function<String, Optional<Game>> games, Consumer<String> transcript, Consumer<String> problems) {

    private static final System.Logger LOG = System.getLogger(EngineContext.class.getName());

    /**
     * A context that logs the transcript and problems at debug level: the match runner reports
     * a failing player itself.
     */
    static EngineContext logging(Function<String, Optional<Game>> games) {
        return new EngineContext(games,
                line -> LOG.log(System.Logger.Level.DEBUG, line),
                problem -> LOG.log(System.Logger.Level.DEBUG, problem));
    }
}
