package org.beadbox.server;

/**
 * Closes a table for {@code ./beadbox server admin close-table ID}, registered as a service by
 * whatever keeps the server's tables (the lobby). Runs in the administrator's own process,
 * which may not be the one serving the table: it records the closing in the database, where
 * the serving process finds it.
 */
@FunctionalInterface
public interface TableCloser {

    /**
     * Closes the table {@code id}.
     *
     * @return one line saying what was done
     * @throws IllegalArgumentException with one line when there is no such open table
     */
    String close(java.sql.Connection c, String id) throws java.sql.SQLException;
}
