package org.beadbox.ai.external;

/**
 * An engine misbehaved or could not be used: it could not be started, did not answer in time,
 * answered garbage, proposed an illegal move, refused a command or died. The message is for a
 * person and names the engine, what it was asked and what went wrong.
 */
final class EngineException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    EngineException(String message) {
        super(message);
    }

    EngineException(String message, Throwable cause) {
        super(message, cause);
    }
}
