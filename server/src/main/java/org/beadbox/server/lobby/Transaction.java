package org.beadbox.server.lobby;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Runs work on one connection of a pool in one transaction: committed when it returns, rolled back when it throws. */
final class Transaction {

    /** Work on one connection. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    private Transaction() {
    }

    static <T> T run(DataSource pool, Work<T> work) {
        try (Connection c = pool.getConnection()) {
            c.setAutoCommit(false);
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new IllegalStateException("the database refused: " + e.getMessage(), e);
        }
    }
}
