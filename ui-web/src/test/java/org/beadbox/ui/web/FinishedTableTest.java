package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The link of a table whose game ended, followed after the host restarted: the table is not
 * reopened, and the link shows the game as filed (the end, the result, the moves, each earlier
 * position); a wrong link is refused as any wrong link is, and the index keeps no token.
 */
@Timeout(30)
class FinishedTableTest {

    @TempDir
    Path home;

    private record Played(String id, String ann, String watch, List<String> moves, String summary) {
    }

    /** Ann (invited) plays Take Away against the first-move computer to its end; the host then stops. */
    private Played playToTheEnd(Fixture f) throws InterruptedException {
        WebTables tables = f.tables();
        WebTable t = tables.openTable(TakeAway.ID, new Setup(2, Map.of("beads", "7"), 3),
                List.of(SeatRequest.invite("Ann"), SeatRequest.ai("first")));
        String ann = t.seatToken(0).orElseThrow();
        String watch = t.spectatorLink().getFragment().substring(t.id().length() + 1);
        while (!t.match().isOver()) {
            Fixture.await("Ann's turn or the end", () -> t.match().isOver() || Fixture.waitsNow(t, 0));
            if (t.match().isOver()) {
                break;
            }
            GameState s = t.match().state();
            int before = t.match().moves().size();
            t.seats().human(0).offer(s.legalMoves().get(s.legalMoves().size() - 1));
            Fixture.await("the move played", () -> t.match().moves().size() > before);
        }
        Path tableFile = SavedTable.file(f.store.autosaves(), t.id());
        Fixture.await("the game filed and its table's file gone", () -> !f.store.saved(10, Set.of()).isEmpty() && !Files.exists(tableFile));
        Played p = new Played(t.id(), ann, watch, t.match().moves().stream().map(m -> m.notation()).toList(),
                t.match().outcome().orElseThrow().summary());
        tables.deactivate();
        return p;
    }

    /** A finished game's connection that keeps what it is sent. */
    private static final class Kept extends FinishedConnection {
        final List<JsonObject> sent = new ArrayList<>();

        Kept(FinishedConnection c) {
            super(c.game(), c.seats());
        }

        @Override
        void send(JsonObject o) {
            sent.add(o);
        }

        JsonObject ask(String json) {
            JsonObject o = com.google.gson.JsonParser.parseString(json).getAsJsonObject();
            return handle(o.get("type").getAsString(), o);
        }
    }

    private static Kept open(WebTables tables, String id, String... tokens) {
        Connection c = tables.finished(id, List.of(tokens)).orElseThrow(() -> new AssertionError("the link was refused"));
        Kept k = new Kept(assertInstanceOf(FinishedConnection.class, c));
        k.opened();
        return k;
    }

    @Test
    void aSeatsLinkAfterARestartShowsTheFinishedGame() throws Exception {
        Fixture f = new Fixture(home);
        Played p = playToTheEnd(f);
        WebTables again = f.tables();
        try {
            assertTrue(again.table(p.id()).isEmpty(), "the finished table is not reopened");
            Kept ann = open(again, p.id(), p.ann());
            assertEquals(List.of("welcome", "state", "record"), ann.sent.stream().map(m -> m.get("type").getAsString()).toList());
            JsonObject welcome = ann.sent.get(0);
            assertTrue(welcome.get("finished").getAsBoolean());
            assertEquals("[0]", welcome.get("you").toString(), "Ann's link holds her seat");
            assertEquals("Ann", welcome.getAsJsonArray("seats").get(0).getAsJsonObject().get("name").getAsString());
            assertEquals("computer", welcome.getAsJsonArray("seats").get(1).getAsJsonObject().get("status").getAsString());
            assertFalse(welcome.get("rematch").getAsBoolean());
            JsonObject state = ann.sent.get(1);
            assertTrue(state.get("over").getAsBoolean());
            assertFalse(state.get("yourTurn").getAsBoolean());
            assertEquals(p.moves(), strings(state.getAsJsonArray("moves")));
            assertEquals(p.summary(), state.getAsJsonObject("result").get("summary").getAsString());
            assertTrue(state.getAsJsonObject("scene").has("shapes"), "the final position is drawn");
            JsonObject record = ann.sent.get(2);
            assertEquals(p.moves(), RecordStore.fromJson(record.get("text").getAsString(), "the message").moves());
            assertTrue(Files.isRegularFile(f.store.records().resolve(record.get("name").getAsString())));

            JsonObject first = ann.ask("{\"type\":\"view\",\"ply\":1}");
            assertEquals("viewed", first.get("type").getAsString());
            assertEquals(p.moves().get(0), first.get("move").getAsString());
            assertEquals("error", ann.ask("{\"type\":\"view\",\"ply\":99}").get("type").getAsString());
            JsonObject move = ann.ask("{\"type\":\"move\",\"seat\":0,\"notation\":\"1\"}");
            assertEquals(FinishedConnection.OVER, move.get("reason").getAsString(), "nothing is played at a finished table");

            Kept watcher = open(again, p.id(), p.watch());
            assertEquals("[]", watcher.sent.get(0).get("you").toString(), "the watchers' link holds no seat");
            assertSame(ann.game(), watcher.game(), "the records are read once for the table's links");
        } finally {
            again.deactivate();
        }
    }

    @Test
    void wrongLinksOfAFinishedTableAreRefusedAndTheIndexKeepsNoToken() throws Exception {
        Fixture f = new Fixture(home);
        Played p = playToTheEnd(f);
        WebTables again = f.tables();
        try {
            String wrong = (p.ann().charAt(0) == 'A' ? "B" : "A") + p.ann().substring(1);
            assertTrue(again.finished(p.id(), List.of(wrong)).isEmpty(), "a wrong token");
            assertTrue(again.finished(p.id(), List.of(p.ann(), wrong)).isEmpty(), "a right token with a wrong one");
            assertTrue(again.finished(p.id(), List.of()).isEmpty(), "no token");
            assertTrue(again.finished("nosuchtable1", List.of(p.ann())).isEmpty(), "another table's id");
            assertTrue(again.finished(null, List.of(p.ann())).isEmpty(), "no id");
            Path index = home.resolve(FinishedTables.FILE);
            String text = Files.readString(index);
            assertTrue(text.contains(p.id()), "the index names the table");
            assertFalse(text.contains(p.ann()) || text.contains(p.watch()), "the index holds no token, only digests");
            if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
                assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(index)));
            }
        } finally {
            again.deactivate();
        }
    }

    @Test
    void aRightLinkWhoseRecordIsGoneIsToldSo() throws Exception {
        Fixture f = new Fixture(home);
        Played p = playToTheEnd(f);
        for (RecordStore.Saved s : f.store.saved(10, Set.of())) {
            Files.delete(s.file());
        }
        WebTables again = f.tables();
        try {
            Connection c = again.finished(p.id(), List.of(p.ann())).orElseThrow();
            String reason = assertInstanceOf(FinishedConnection.Gone.class, c, "nothing to show").reason();
            assertEquals("this table's game is over, and its record is no longer on the host", reason);
            assertTrue(again.finished(p.id(), List.of("x" + p.ann())).isEmpty(), "a wrong link is not told even that");
        } finally {
            again.deactivate();
        }
    }

    @Test
    void theSocketEndpointsArePublicAsJettyNeeds() {
        // Jetty calls an endpoint's onWebSocketOpen by reflection: a package-private class fails every upgrade.
        for (Class<?> c : List.of(TableConnection.class, LobbyConnection.class, FinishedConnection.class, FinishedConnection.Gone.class)) {
            assertTrue(java.lang.reflect.Modifier.isPublic(c.getModifiers()), c.getSimpleName() + " is not public");
        }
    }

    private static List<String> strings(com.google.gson.JsonArray a) {
        List<String> out = new ArrayList<>();
        a.forEach(e -> out.add(e.getAsString()));
        return out;
    }
}
