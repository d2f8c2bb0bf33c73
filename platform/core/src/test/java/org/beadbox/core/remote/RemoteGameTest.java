package org.beadbox.core.remote;

import static org.junit.jupiter.api.Assertions.assertSame;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.concurrent.ExecutionException;

import java.util.concurrent.CompletableFuture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.beadbox.api.Outcome;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;

/**
 * The mirror of a remote table, fed the host's messages by hand: the host's moves replayed by
 * notation, our moves sent only when the host waits for them and played here only once the
 * host has played them, a refusal handed back to the person.
 */
class RemoteGameTest {

    private static final String WELCOME = "{\"type\":\"welcome\",\"table\":\"t\",\"game\":\"take-away\",\"gameName\":\"Take away\","
            + "\"you\":[1],\"seats\":[{\"name\":\"Host\",\"player\":\"random\",\"color\":\"#ff0000\"},"
            + "{\"name\":\"Guest\",\"player\":\"remote\",\"color\":\"#0000ff\",\"connected\":true}]}";

    private final LinkedBlockingQueue<String> sent = new LinkedBlockingQueue<>();
    private final List<String> refusals = new CopyOnWriteArrayList<>();
    private final RemoteTable.Listener ui = new RemoteTable.Listener() {
        @Override
        public void refused(String reason) {
            refusals.add(reason);
        }
    };

    private static String state(List<String> moves, int toMove, boolean yours) {
        return "{\"type\":\"state\",\"toMove\":" + toMove + ",\"moves\":" + new com.google.gson.Gson().toJson(moves)
                + ",\"over\":false,\"yourTurn\":" + yours + "}";
    }

    @Test
    void aTableWhoseFirstMessagesArriveBeforeTheConnectionIsHandedOverIsKeptOpen() throws Exception {
        // the socket's thread may read the welcome and the first state (the mirror is ready)
        // before the connecting future's callbacks run: the table must stay open, and the
        // mirror is handed over only with its connection
        TableLink link = TableLink.parse("http://127.0.0.1:1/table.html#t.k");
        RemoteGame game = RemoteGame.unconnected(GameCatalog.of(new TakeAway()), ui);
        RemoteTable table = new RemoteTable(link, game, sent::add);
        CompletableFuture<RemoteTable> connecting = new CompletableFuture<>();
        CompletableFuture<RemoteGame> joined = game.joining(connecting, link, Duration.ofSeconds(30));
        table.receive(WELCOME);
        table.receive(state(List.of("3"), 1, false));
        assertTrue(game.ready().isDone(), "the mirror has its game and position");
        assertFalse(joined.isDone(), "not handed over before its connection");
        connecting.complete(table);
        assertSame(game, joined.get(10, TimeUnit.SECONDS));
        assertSame(table, game.connection());
        assertFalse(table.isGone(), "the connection of a table that was joined is not closed");
    }

    @Test
    void aTableWhoseGameIsNotInstalledHereIsClosedOnceConnected() throws Exception {
        TableLink link = TableLink.parse("http://127.0.0.1:1/table.html#t.k");
        RemoteGame game = RemoteGame.unconnected(GameCatalog.of(), ui);
        RemoteTable table = new RemoteTable(link, game, sent::add);
        CompletableFuture<RemoteTable> connecting = new CompletableFuture<>();
        CompletableFuture<RemoteGame> joined = game.joining(connecting, link, Duration.ofSeconds(30));
        table.receive(WELCOME);
        connecting.complete(table);
        ExecutionException e = assertThrows(ExecutionException.class, () -> joined.get(10, TimeUnit.SECONDS));
        assertTrue(e.getCause().getMessage().contains("Take away"), e.getCause().getMessage());
        assertTrue(table.isGone(), "the connection is closed");
    }

    @Test
    void theHostsMovesAreReplayedAndOursGoOutOnlyWhenTheHostWaitsAndCountOnlyOnceItPlayedThem() throws Exception {
        RemoteTable table = new RemoteTable(TableLink.parse("http://127.0.0.1:1/table.html#t.k"), null, sent::add);
        RemoteGame game = RemoteGame.over(table, GameCatalog.of(new TakeAway()), ui);
        RemoteTable wired = new RemoteTable(table.link(), game, sent::add);
        wired.receive(WELCOME);
        wired.receive(state(List.of("3"), 1, false)); // the host played 3 of 15; our turn not announced yet
        assertTrue(game.ready().isDone());
        HumanPlayer person = new HumanPlayer();
        Match m = game.build(seat -> person);
        assertEquals(List.of("3"), m.moves().stream().map(x -> x.notation()).toList(), "the host's move replayed");
        m.start();
        await(person::isWaiting);
        person.offer("2");
        assertEquals(null, sent.poll(200, TimeUnit.MILLISECONDS), "nothing sent before the host waits for us");
        wired.receive(state(List.of("3"), 1, true));
        assertEquals("{\"type\":\"move\",\"notation\":\"2\",\"seat\":1}", sent.poll(5, TimeUnit.SECONDS));
        Thread.sleep(100);
        assertEquals(1, m.moves().size(), "not played here before the host played it");

        wired.receive("{\"type\":\"error\",\"reason\":\"illegal move: no\"}");
        await(person::isWaiting);
        assertEquals(List.of("illegal move: no"), refusals);
        person.offer("1");
        assertEquals("{\"type\":\"move\",\"notation\":\"1\",\"seat\":1}", sent.poll(5, TimeUnit.SECONDS));
        wired.receive(state(List.of("3", "1"), 0, false));
        await(() -> m.moves().size() == 2);
        // the host's seat plays on from the host; the game ends here when it ends there
        List<String> rest = new java.util.ArrayList<>(List.of("3", "1"));
        String[] plan = {"3", "3", "3", "2"}; // 15 - 4 = 11: host 3 (8), us 3 (5), host 3 (2), us 2 (0): we take the last
        for (int i = 0; i < plan.length; i++) {
            boolean hostMoves = i % 2 == 0;
            if (hostMoves) {
                rest.add(plan[i]);
                wired.receive(state(rest, 1, false));
                wired.receive(state(rest, 1, true));
            } else {
                await(person::isWaiting);
                person.offer(plan[i]);
                assertEquals("{\"type\":\"move\",\"notation\":\"" + plan[i] + "\",\"seat\":1}", sent.poll(5, TimeUnit.SECONDS));
                rest.add(plan[i]);
                wired.receive(state(rest, 0, false));
            }
        }
        Outcome o = m.awaitEnd(Duration.ofSeconds(5)).orElseThrow();
        assertEquals(rest, m.moves().stream().map(x -> x.notation()).toList());
        assertTrue(o.summary().length() > 0);
        m.close();
    }

    @Test
    void aComputerPlayingTheSeatSendsItsMovesNoFasterThanTheHostTakesThem() throws Exception {
        List<Long> at = new CopyOnWriteArrayList<>(); // when each move went out, taken as it is sent
        java.util.function.Consumer<String> out = text -> {
            at.add(System.nanoTime());
            sent.add(text);
        };
        RemoteTable table = new RemoteTable(TableLink.parse("http://127.0.0.1:1/table.html#t.k"), null, out);
        RemoteGame game = RemoteGame.over(table, GameCatalog.of(new TakeAway()), ui);
        RemoteTable wired = new RemoteTable(table.link(), game, out);
        wired.receive(WELCOME);
        wired.receive(state(List.of("1"), 1, true));
        // an instant player: the host answers each move at once, so only the pacing spaces them
        Match m = game.build(seat -> (state, clock, progress) -> state.parseMove("1"));
        m.start();
        List<String> rest = new java.util.ArrayList<>(List.of("1"));
        for (int i = 0; i < 5; i++) {
            assertEquals("{\"type\":\"move\",\"notation\":\"1\",\"seat\":1}", sent.poll(5, TimeUnit.SECONDS));
            rest.add("1");
            rest.add("1"); // the host's seat answers at once
            wired.receive(state(rest, 1, true));
        }
        for (int i = 1; i < at.size(); i++) {
            long gap = at.get(i) - at.get(i - 1);
            assertTrue(gap >= RemoteGame.MOVE_GAP_NANOS - 10_000_000, "move " + i + " came " + gap / 1_000_000 + " ms after the last");
        }
        m.close();
    }

    @Test
    void aGameNotInstalledHereIsNamed() {
        RemoteTable table = new RemoteTable(TableLink.parse("http://127.0.0.1:1/table.html#t.k"), null, sent::add);
        RemoteGame game = RemoteGame.over(table, GameCatalog.of(), ui);
        new RemoteTable(table.link(), game, sent::add).receive(WELCOME);
        Exception e = assertThrows(Exception.class, () -> game.ready().get(1, TimeUnit.SECONDS));
        assertEquals("This table plays Take away (take-away), which is not installed here: install the game's plugin, then join again.",
                e.getCause().getMessage());
    }

    @Test
    void movesThisGameCannotReplaySayTheVersionsMayDiffer() {
        RemoteTable table = new RemoteTable(TableLink.parse("http://127.0.0.1:1/table.html#t.k"), null, sent::add);
        RemoteGame game = RemoteGame.over(table, GameCatalog.of(new TakeAway()), ui);
        RemoteTable wired = new RemoteTable(table.link(), game, sent::add);
        wired.receive(WELCOME);
        wired.receive(state(List.of("3", "7"), 0, false));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> game.build(seat -> new HumanPlayer()));
        assertTrue(e.getMessage().startsWith("This Beadbox's "), e.getMessage());
        assertTrue(e.getMessage().endsWith("the host may have another version of the game."), e.getMessage());
    }

    @Test
    void anUnreachableHostIsSaidInOneLine() throws Exception {
        int port;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            port = s.getLocalPort();
        }
        TableLink link = TableLink.parse("http://127.0.0.1:" + port + "/table.html#t.k");
        Exception e = assertThrows(Exception.class,
                () -> RemoteGame.join(link, GameCatalog.of(new TakeAway()), ui, Duration.ofSeconds(3)).get(10, TimeUnit.SECONDS));
        assertEquals("Cannot reach the host at 127.0.0.1:" + port
                + ": is its Beadbox running, and reachable from here (the address, a firewall)?", e.getCause().getMessage());
    }

    private static void await(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out");
            }
            Thread.sleep(5);
        }
    }
}
