package org.beadbox.core.online;

import java.util.Objects;
import java.util.Optional;

/**
 * Who is on the other end of a request or a WebSocket upgrade, as a {@link Visitors} service
 * decided it.
 *
 * @param address the client's address: the connection's own, or the one a trusted proxy
 *                forwarded (never a header from anyone else)
 * @param host    whether the visitor is the person running this Beadbox (the desktop's host
 *                powers: closing tables, seating players); a server answers false for everyone
 * @param account the name of the logged-in account; empty for a guest
 */
public record Visitor(String address, boolean host, Optional<String> account) {

    public Visitor {
        Objects.requireNonNull(address, "address");
        Objects.requireNonNull(account, "account");
    }
}
