package org.beadbox.api;

/**
 * A move that cannot be played, or a notation that names no legal move. The message is for a
 * person: it names the move and says why ("k4 is not a square of a 10×10 board", "e5 is
 * Blue's square").
 */
public class IllegalMoveException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** An illegal move with the reason, written for a person. */
    public IllegalMoveException(String message) {
        super(message);
    }
}
