package org.beadbox.server;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * What deleting an account must also do elsewhere in the database, registered as a service
 * (a whiteboard): the lobby's tables, ratings and records anonymise the account's finished
 * games here, so that they stay. Runs in the deleting transaction, before the account's row is
 * deleted; throwing rolls the whole deletion back. A column that refers to {@code account(id)}
 * may instead say {@code ON DELETE SET NULL} and keep the seat's name as "deleted".
 */
@FunctionalInterface
public interface AccountErasure {

    /** Anonymises what refers to the account {@code accountId}, on the deleting transaction's connection. */
    void erase(Connection c, long accountId) throws SQLException;
}
