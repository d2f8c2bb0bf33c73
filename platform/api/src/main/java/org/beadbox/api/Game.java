package org.beadbox.api;

import java.util.List;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * One kind of game, registered as an OSGi service by its bundle.
 *
 * <p>A game is stateless: it describes itself and makes {@link GameState}s. Every method may be
 * called from any thread, concurrently.
 */
@ConsumerType
public interface Game {

    /** The facts about this game: id, name, origin, seats, rules. Never null; constant. */
    GameInfo info();

    /** The variants this game offers, in the order a person should see them. Constant. */
    List<OptionSpec> options();

    /**
     * The seats for a game of {@code players} seats, in seat order: their names and colours.
     *
     * @throws IllegalArgumentException if {@code players} is outside the game's range
     */
    List<SeatInfo> seats(int players);

    /**
     * The setup with every option given an explicit value: defaults filled in and random
     * choices (a random board, say) fixed from the seed. Starting a game from the resolved setup
     * gives the same position as starting from the original one; a record stores the resolved
     * setup so it reads the same in every later version.
     *
     * <p>The default checks the options against {@link #options()} with {@link
     * OptionSpec#resolve(List, Setup, GameInfo)}. Games with random set-ups or options that
     * depend on each other override it and call that first.
     *
     * @throws IllegalArgumentException naming the option and the values it takes, for an unknown
     *     option, a value it does not take, or a number of seats outside the game's range
     */
    default Setup resolve(Setup setup) {
        return OptionSpec.resolve(options(), setup, info());
    }

    /**
     * The starting position of a game with this setup, which need not be resolved.
     *
     * @throws IllegalArgumentException as {@link #resolve(Setup)} does
     */
    GameState start(Setup setup);

    /**
     * The position that {@link GameState#position()} wrote. Round-trips:
     * {@code parsePosition(s.position()).position().equals(s.position())}.
     *
     * @throws IllegalArgumentException naming what is wrong with the string
     */
    GameState parsePosition(String position);

    /**
     * The move notations of a game record in this game's own published format, in the order
     * played. The default splits on white space; a game whose moves contain spaces, or whose
     * records carry move numbers and comments, overrides it.
     *
     * @throws IllegalArgumentException naming the line and what could not be read
     */
    default List<String> readMoves(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? List.of() : List.of(trimmed.split("\\s+"));
    }

    /**
     * Builds the game's endgame table for positions with {@code beads} beads on the board into
     * {@code folder} (the Beadbox folder's {@code endgame} folder), so that {@link
     * GameState#solved()} answers there from then on; a game also builds it on first use when
     * the file is missing. Blocks until done.
     *
     * @return one line for a person: what the table covers, its file and size
     * @throws UnsupportedOperationException if the game has no endgame table (the default)
     * @throws IllegalArgumentException if the game has no table for that many beads, naming those it has
     * @since 1.5
     */
    default String buildEndgame(int beads, java.nio.file.Path folder) {
        throw new UnsupportedOperationException(info().name() + " has no endgame table");
    }
}
