package org.beadbox.core.online;

import java.util.function.Function;
import org.osgi.annotation.versioning.ConsumerType;

/**
 * Decides who a connection is. A web front-end asks it for every WebSocket upgrade (and any
 * request that needs to know); when no bundle registers one, the front-end keeps the desktop's
 * rule: the holder of the launcher's secret (a cookie the launcher's link sets) is the host,
 * anyone else a guest with a link, whatever its address (never loopback alone). The server
 * ({@code ./beadbox server}) registers one that knows accounts and sessions and treats no
 * connection as the host.
 */
@ConsumerType
public interface Visitors {

    /**
     * Who sent a request.
     *
     * @param remoteAddress the address of the connection's other end (a proxy's, behind one)
     * @param header        the request's header of a name (case-insensitive), or null when absent
     * @return the visitor; never null (an unknown one is a guest at {@code remoteAddress})
     */
    Visitor identify(String remoteAddress, Function<String, String> header);
}
