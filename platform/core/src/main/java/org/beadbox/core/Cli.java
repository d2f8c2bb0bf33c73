package org.beadbox.core;

import java.io.InputStream;
import java.io.PrintStream;
import org.osgi.annotation.versioning.ProviderType;

/**
 * Runs one headless command line, as {@code ./beadbox games} or {@code ./beadbox perft
 * glassbead-challenge 5} does. Registered as a service by the core bundle.
 *
 * <p>The first argument names a {@link Command}; the rest are passed to it. No argument,
 * {@code help}, {@code -h} or {@code --help} print the list of commands with their usage. An
 * unknown command prints one line naming the known ones and exits 2. A command that throws
 * prints one line on {@code err} with the exception's message and exits 2 for a {@link
 * UsageException} (bad usage) and 1 for anything else (an unknown game, an illegal move, a bad
 * file); the stack trace is printed only when the environment variable {@code BEADBOX_DEBUG} is
 * {@code 1}.
 *
 * <p>The built-in commands, with the options every game command takes ({@code --option
 * KEY=VALUE} repeatable, {@code --players N}, {@code --seed S}, {@code --position P}, {@code
 * --moves "M1 M2 ..."} played from there before the command acts):
 * <ul>
 *   <li>{@code games}: each installed game's id, name, seats and options with their values and
 *       defaults.</li>
 *   <li>{@code players}: each installed player plugin, its options and the games it plays.</li>
 *   <li>{@code perft GAME DEPTH}: the number of move sequences of DEPTH plies; the time on an
 *       earlier line; <b>last line: the count alone</b>.</li>
 *   <li>{@code replay GAME FILE} (a move list in the game's format) or {@code replay
 *       RECORD.json}: every move checked, the final board printed; <b>last two lines</b>
 *       {@code result: winner 0} (the winning seats), {@code result: draw} or {@code result:
 *       unfinished}, then {@code score: S0 S1 ...}.</li>
 *   <li>{@code match GAME --seats A,B,... [--games N] [--time SECONDS] [--records DIR]}: players
 *       (specs such as {@code mcts:time=0.2}) against each other, seats rotated; a progress line
 *       per game, a table of wins, draws, losses and points, an Elo estimate for two players;
 *       <b>last line</b> {@code points: P1 P2 ...} in {@code --seats} order.</li>
 *   <li>{@code bench [GAME] [--seconds S] [--player SPEC]}: random playouts per second, legal-move
 *       enumeration time, AI iterations per second.</li>
 *   <li>{@code help [COMMAND]}.</li>
 * </ul>
 * Numbers print as integers when whole.
 *
 * <p>The launcher cannot share classes with bundles: it finds this service by the object class
 * name {@code org.beadbox.core.Cli} and calls {@link #run} by reflection, so this signature is
 * fixed.
 */
@ProviderType
public interface Cli {

    /**
     * Runs the command named by {@code args[0]} with the remaining arguments.
     *
     * @param args the command line, without the program name
     * @param in where a command reads input from (a person's moves, say)
     * @param out where results go; the last lines of the built-in commands are a contract
     * @param err where error lines go
     * @return the exit code: 0 for success, 1 for a failure, 2 for bad usage
     */
    int run(String[] args, InputStream in, PrintStream out, PrintStream err);
}
