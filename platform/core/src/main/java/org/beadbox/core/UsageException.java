package org.beadbox.core;

/**
 * A command line that does not make sense: a missing or extra argument, an unknown flag, a
 * number that is not one. A {@link Command} throws it with a message for a person; the {@link
 * Cli} prints that one line with the command's usage and exits with 2.
 */
public class UsageException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** Bad usage, with the reason written for a person. */
    public UsageException(String message) {
        super(message);
    }
}
