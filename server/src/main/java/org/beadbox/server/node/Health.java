package org.beadbox.server.node;

/**
 * What {@code GET /api/health} says of a node, for nginx and an orchestrator: its name, whether
 * it is ready to serve (HTTP 200) or not (503), how many tables it owns, and whether it reaches
 * the database. Nothing secret: no database address, no table ids, no player.
 *
 * @param node            the node's name
 * @param ready           serving, and the database answered its last heartbeat within the deadline
 * @param state           {@code serving}, {@code stopping} (it was told to stop) or {@code replaced}
 *                        (another process entered the registry under the same name)
 * @param tables          the tables whose lease it held at its last heartbeat
 * @param database        {@code ok} or {@code unreachable}
 * @param heartbeatAgeMs  milliseconds since the database last took its heartbeat; -1 before the first
 * @param uptimeSeconds   seconds since the node started
 */
public record Health(String node, boolean ready, String state, int tables, String database, long heartbeatAgeMs,
                     long uptimeSeconds) {

    /** The HTTP status: 200 ready, 503 not. */
    public int status() {
        return ready ? 200 : 503;
    }
}
