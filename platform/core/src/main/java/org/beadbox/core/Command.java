package org.beadbox.core;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * One headless command, registered as an OSGi service (a whiteboard): the core's {@link Cli}
 * dispatches {@code ./beadbox NAME ...} to the command of that name. The core registers the
 * built-ins ({@code games}, {@code players}, {@code perft}, {@code replay}, {@code match},
 * {@code bench}); any bundle may add more (the console front-end adds {@code play}).
 *
 * <p>A command may throw an unchecked exception whose message is written for a person: the
 * {@link Cli} prints that one line and exits with 2 for a {@link UsageException} (bad usage)
 * and 1 for anything else (an unknown game, an illegal move, a bad file).
 */
@ConsumerType
public interface Command {

    /** The word that names it on the command line: lower case, e.g. {@code perft}. */
    String name();

    /** One line of usage, starting with the name: {@code perft GAME DEPTH [--option K=V]...}. */
    String usage();

    /** One sentence saying what it does, for the help listing. */
    String summary();

    /**
     * Runs the command.
     *
     * @param args the arguments after the command's name
     * @param in standard input
     * @param out standard output
     * @param err standard error
     * @return the exit code: 0 for success, 1 for a failure, 2 for bad usage
     */
    int run(List<String> args, InputStream in, PrintStream out, PrintStream err);
}
