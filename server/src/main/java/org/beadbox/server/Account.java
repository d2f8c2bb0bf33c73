package org.beadbox.server;

import java.time.Instant;
import java.util.Objects;

/**
 * An account as the database holds it (its password hash stays in {@link Accounts}).
 *
 * @param id       the database's id: what other tables refer to
 * @param name     the name as it was registered (its case kept)
 * @param disabled whether an administrator disabled it: it cannot log in
 * @param created  when it was registered
 */
public record Account(long id, String name, boolean disabled, Instant created) {

    public Account {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(created, "created");
    }
}
