package org.beadbox.ui.web;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;

/**
 * The web front-end's real {@link OnlineTables} for the server's tests, as the server runs it
 * (without its HTTP side, which the tables do not need): made over a Beadbox home, stopped as the
 * framework stops it. And the check its socket makes of a link.
 */
public final class ServerSideTables {

    /** The address the tables' links start with. */
    public static final URI BASE = URI.create("http://127.0.0.1:8765/");

    private ServerSideTables() {
    }

    /** The web front-end's tables over {@code home}. */
    public static OnlineTables open(GameCatalog games, Path home, org.beadbox.core.online.TableStore store) {
        return new WebTables(games, PlayerCatalog.of(), new RecordStore(home), BASE, () -> false, store);
    }

    /**
     * The WebSocket servlet the framework serves at {@code /ws/*} over {@code tables}, knowing
     * visitors through {@code visitors}, with caps of one client address's open sockets ({@code
     * perTable} to one table, {@code perAddress} in all).
     */
    public static jakarta.servlet.Servlet sockets(OnlineTables tables, org.beadbox.core.online.Visitors visitors,
                                                  int perTable, int perAddress) {
        return new SocketServlet((WebTables) tables, new SocketCaps(perTable, perAddress), visitors);
    }

    /** Stops them, as the framework does. */
    public static void stop(OnlineTables tables) {
        ((WebTables) tables).deactivate();
    }

    /**
     * A watcher at table {@code id}: a real connection holding no seat, joined to the table as its
     * socket joins it, whose messages are dropped instead of written to a socket. Closing it
     * leaves the table as a closed socket does.
     */
    public static AutoCloseable watch(OnlineTables tables, String id) {
        WebTable t = ((WebTables) tables).webTable(id).orElseThrow(() -> new AssertionError("no table " + id));
        TableConnection c = new TableConnection(t, Set.of(), false) {
            @Override
            void send(com.google.gson.JsonObject o) {
            }

            @Override
            void sendText(String text) {
            }

            @Override
            void sendText(String text, Runnable written) {
                written.run();
            }
        };
        c.opened();
        return c::closed;
    }

    /**
     * The seats a seat link opens, as the table's socket grants them to whoever presents it (no
     * account, no cookie: the link's token is the key); empty when the link opens none.
     */
    public static Set<Integer> seatsOf(OnlineTables tables, String link) {
        String fragment = URI.create(link).getFragment();
        int dot = fragment.indexOf('.');
        Optional<org.beadbox.core.online.Table> table = tables.table(fragment.substring(0, dot));
        return table.flatMap(t -> ((WebTable) t).access(List.of(fragment.substring(dot + 1)))).orElse(Set.of());
    }
}
