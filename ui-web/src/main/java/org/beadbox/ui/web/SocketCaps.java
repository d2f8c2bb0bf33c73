package org.beadbox.ui.web;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The WebSockets open at once from one client address: at most {@link #perTable} to one table
 * and {@link #perAddress} in all (a club behind one router shares an address, so both leave room
 * for it; one address opening hundreds of sockets to a table is refused). A socket takes its
 * place before its upgrade is answered and gives it back when it closes.
 */
final class SocketCaps {

    /** WebSockets one address may hold open at once to one table, unless {@code beadbox.web.socketsPerTable} says. */
    static final int PER_TABLE = Integer.getInteger("beadbox.web.socketsPerTable", 16);

    /** WebSockets one address may hold open at once in all, unless {@code beadbox.web.socketsPerAddress} says. */
    static final int PER_ADDRESS = Integer.getInteger("beadbox.web.socketsPerAddress", 64);

    private final int perTable;
    private final int perAddress;
    private final Map<String, Integer> byAddress = new HashMap<>();
    private final Map<String, Integer> byTable = new HashMap<>(); // "address table"

    SocketCaps(int perTable, int perAddress) {
        if (perTable < 1 || perAddress < 1) {
            throw new IllegalArgumentException("the WebSocket caps are 1 or more, not " + perTable + " and " + perAddress);
        }
        this.perTable = perTable;
        this.perAddress = perAddress;
    }

    /** The caps of {@link #PER_TABLE} and {@link #PER_ADDRESS}. */
    static SocketCaps standard() {
        return new SocketCaps(PER_TABLE, PER_ADDRESS);
    }

    /**
     * A place for a socket from {@code address}, or the refusal when it holds as many as it may.
     *
     * @param table the table it is to, or null for one that is not to a table (the lobby)
     */
    synchronized Place take(String address, String table) {
        int all = byAddress.getOrDefault(address, 0);
        if (all >= perAddress) {
            return new Place(null, "too many WebSockets open from your address: at most " + perAddress + "; close some tabs");
        }
        String key = address + " " + table;
        int here = table == null ? 0 : byTable.getOrDefault(key, 0);
        if (table != null && here >= perTable) {
            return new Place(null, "too many WebSockets open to this table from your address: at most " + perTable
                    + "; close some tabs");
        }
        byAddress.put(address, all + 1);
        if (table != null) {
            byTable.put(key, here + 1);
        }
        AtomicBoolean given = new AtomicBoolean();
        return new Place(() -> {
            if (given.compareAndSet(false, true)) {
                give(address, key, table != null);
            }
        }, null);
    }

    private synchronized void give(String address, String key, boolean toTable) {
        byAddress.computeIfPresent(address, (k, n) -> n <= 1 ? null : n - 1);
        if (toTable) {
            byTable.computeIfPresent(key, (k, n) -> n <= 1 ? null : n - 1);
        }
    }

    /** The sockets open from {@code address} (to {@code table}, when not null). */
    synchronized int open(String address, String table) {
        return table == null ? byAddress.getOrDefault(address, 0) : byTable.getOrDefault(address + " " + table, 0);
    }

    /**
     * A place taken, with what gives it back (once, however often it is called), or a refusal
     * for a person.
     */
    record Place(Runnable release, String refusal) {

        boolean taken() {
            return release != null;
        }
    }
}
