package org.beadbox.server;

import java.sql.SQLException;

/** The database failed (it is unreachable, or a statement was refused): the request fails, the server goes on. */
public final class DatabaseException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public DatabaseException(SQLException cause) {
        super("the database failed: " + cause.getMessage(), cause);
    }
}
