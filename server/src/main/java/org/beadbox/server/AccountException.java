package org.beadbox.server;

/**
 * A request about accounts that cannot be granted, with one line for the person and the HTTP
 * status that says what kind of refusal it is.
 */
public final class AccountException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** 400 bad input, 401 wrong name or password, 403 refused, 409 taken, 429 throttled. */
    private final int status;

    AccountException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
