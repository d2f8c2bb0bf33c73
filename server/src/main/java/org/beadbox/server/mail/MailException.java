package org.beadbox.server.mail;

/**
 * A mail request that cannot be granted: one line for the person and the HTTP status that says
 * what kind of refusal it is (400 bad input, 404/410 a link that is no longer good, 409 an address
 * taken, 429 throttled, 501 a site that sends no mail).
 */
public final class MailException extends RuntimeException {

    private static final long serialVersionUID = 1L;
    private final int status;

    MailException(int status, String message) {
        super(message);
        this.status = status;
    }

    public int status() {
        return status;
    }
}
