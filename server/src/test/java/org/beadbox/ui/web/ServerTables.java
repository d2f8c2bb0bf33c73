package org.beadbox.ui.web;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.beadbox.api.AbstractPlayerFactory;
import org.beadbox.api.GameInfo;
import org.beadbox.api.Player;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.TableStore;

/**
 * The web front-end's real tables ({@link WebTables}) as the server runs them, over a {@link
 * TableStore}, for the server's tests (which live in another module: this class opens the
 * package's doors to them). Take Away is installed; the computer player {@code first} takes the
 * first legal move. A seat's move is offered to its {@link HumanPlayer}, as a player's socket
 * does once the move passed the checks ({@link SeatActions}).
 */
public final class ServerTables implements AutoCloseable {

    /** Where the links point. */
    public static final URI BASE = URI.create("http://127.0.0.1:8765/");

    private final WebTables tables;

    /** The tables of a server whose Beadbox folder is {@code home}, kept by {@code store}. */
    public ServerTables(GameCatalog games, Path home, TableStore store) {
        tables = new WebTables(games, PlayerCatalog.of(new FirstMove()), new RecordStore(home), BASE, () -> false, store);
    }

    /** The service the lobby talks to. */
    public OnlineTables tables() {
        return tables;
    }

    /**
     * Plays {@code notation} for {@code seat} of table {@code id}, once that seat waits for a move
     * in the match's position (10 s at most).
     *
     * @return whether the match took it; it has been played (or the match closed) when this returns
     */
    public boolean play(String id, int seat, String notation) throws InterruptedException {
        WebTable t = tables.webTable(id).orElseThrow(() -> new AssertionError("no table " + id));
        long end = System.nanoTime() + 10_000_000_000L;
        HumanPlayer h = t.seats().human(seat);
        while (h.waitingOn().orElse(null) != t.match().state()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("seat " + seat + " of " + id + " did not wait for a move within 10 s: the match "
                        + (t.match().isClosed() ? "closed" : "open") + ", moves " + t.match().moves() + ", to move "
                        + t.match().state().toMove() + ", thinking " + t.match().thinkingSeat() + ", seat waits " + h.isWaiting());
            }
            Thread.sleep(5);
        }
        int before = t.match().moves().size();
        if (!h.offer(notation)) {
            return false;
        }
        while (t.match().moves().size() == before && !t.match().isClosed()) { // played (and heard) before the next is asked
            if (System.nanoTime() > end) {
                throw new AssertionError("the move " + notation + " of seat " + seat + " was not played within 10 s");
            }
            Thread.sleep(5);
        }
        return true;
    }

    /**
     * The seats a page holding {@code tokens} gets at the open table {@code id} (empty set: a
     * watcher), or empty when the table refuses them ({@link TableSeats#access}).
     */
    public Optional<java.util.Set<Integer>> access(String id, List<String> tokens) {
        return tables.webTable(id).flatMap(t -> t.seats().access(tokens));
    }

    /**
     * What a link of table {@code id} holding {@code tokens} shows once the table is not open:
     * empty for none (refused), "gone" for a line saying it cannot be shown, else "finished".
     */
    public Optional<String> finished(String id, List<String> tokens) {
        return tables.finished(id, tokens).map(c -> c instanceof FinishedConnection.Gone ? "gone" : "finished");
    }

    /** The web front-end stops (its tables shut, kept to reopen). */
    @Override
    public void close() {
        tables.deactivate();
    }

    /** Takes the first legal move. */
    static final class FirstMove extends AbstractPlayerFactory {
        FirstMove() {
            super("first", "First Move", "plays the first legal move", 0, List.of());
        }

        @Override
        protected Player player(GameInfo game, Map<String, String> values) {
            return (state, clock, progress) -> state.legalMoves().get(0);
        }
    }
}
