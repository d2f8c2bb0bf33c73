package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The review with the computer over a real table of Take Away, with connections that keep what
 * they are sent: who may start and cancel it, when, and what everybody at the table hears.
 */
class TableReviewTest extends AtTables {

    private WebTable t;
    private Fixture.Client ann;
    private Fixture.Client bob;
    private Fixture.Client watcher;

    @BeforeEach
    void open() throws InterruptedException {
        t = invited("Ann", "Bob");
        ann = Fixture.connect(t, false, 0);
        bob = Fixture.connect(t, false, 1);
        watcher = Fixture.connect(t, false);
        ann.next("welcome");
    }

    private void play(Fixture.Client c, int seat, String notation) throws InterruptedException {
        Fixture.await("seat " + seat + " to move", () -> Fixture.waitsNow(t, seat));
        c.ask("{\"type\":\"move\",\"seat\":" + seat + ",\"notation\":\"" + notation + "\"}");
    }

    private void finish() throws InterruptedException {
        play(ann, 0, "3");
        play(bob, 1, "1");
        // The match plays a move on its own thread: a resignation sent before it has played Bob's
        // would end the game after one move.
        Fixture.await("both moves played", () -> t.match().moves().size() == 2);
        ann.ask("{\"type\":\"resign\",\"seat\":0}");
        Fixture.await("the game over", () -> t.match().outcome().isPresent());
    }

    private static String reason(Fixture.Client c) throws InterruptedException {
        return c.next("error").get("reason").getAsString();
    }

    @Test
    @DisplayName("is refused while the game is played: it would be the computer's help")
    void notDuringTheGame() throws InterruptedException {
        watcher.ask("{\"type\":\"review\",\"budget\":\"quick\"}");
        assertEquals("the review opens when the game is over", reason(watcher));
    }

    @Test
    @DisplayName("a watcher starts it once the game is over; everybody hears every move, and a late comer all of it")
    void sharedWithTheTable() throws InterruptedException {
        finish();
        watcher.ask("{\"type\":\"review\",\"budget\":\"quick\"}");
        assertTrue(watcher.sent.stream().noneMatch(x -> "error".equals(x.get("type").getAsString())), watcher.sent.toString());
        for (int move = 1; move <= 2; move++) {
            JsonObject m = ann.next("reviewMove").getAsJsonObject("move");
            assertEquals(move, m.get("number").getAsInt());
        }
        JsonObject done = bob.next(x -> "review".equals(x.get("type").getAsString()) && "done".equals(x.get("status").getAsString()), "the review done");
        assertEquals(2, done.getAsJsonArray("moves").size());
        assertEquals("first", done.get("player").getAsString(), "the strongest installed player (it has no time option to set)");
        assertEquals(2, done.getAsJsonArray("accuracy").size(), "an accuracy per seat: " + done);
        assertTrue(done.getAsJsonArray("accuracy").get(0).getAsInt() <= 100, done.toString());
        assertTrue(done.has("ending") && done.get("ending").getAsString().contains("resign"),
                "the resignation marked at the graph's end: " + done);
        Fixture.Client late = Fixture.connect(t, false);
        JsonObject all = late.next("review");
        assertEquals("done", all.get("status").getAsString());
        assertEquals(2, all.getAsJsonArray("moves").size());
        assertTrue(t.match().review() != null && t.match().review().moves().size() == 2, "kept for the table's record");
    }

    @Test
    @DisplayName("asked again, the review done is sent again, not searched again")
    void notTwice() throws InterruptedException {
        finish();
        ann.ask("{\"type\":\"review\"}");
        ann.next(x -> "review".equals(x.get("type").getAsString()) && "done".equals(x.get("status").getAsString()), "the review");
        // the broadcast reaches each connection in turn: the watcher's copy of "done" may come after Ann's
        watcher.next(x -> "review".equals(x.get("type").getAsString()) && "done".equals(x.get("status").getAsString()), "the review");
        watcher.sent.clear();
        bob.sent.clear(); // what the first review broadcast
        bob.ask("{\"type\":\"review\",\"budget\":\"quick\"}");
        assertEquals("done", bob.next("review").get("status").getAsString());
        assertTrue(watcher.sent.stream().noneMatch(x -> x.get("type").getAsString().startsWith("review")),
                "nothing was broadcast: no second search");
    }

    @Test
    @DisplayName("a bad budget, a watcher's cancel, nothing to cancel and a board of a move not reviewed are refused")
    void refusals() throws InterruptedException {
        finish();
        ann.ask("{\"type\":\"review\",\"budget\":\"<b>forever</b>\"}");
        assertEquals("a review is 'quick' or 'deep', not '<b>forever</b>'", reason(ann));
        watcher.ask("{\"type\":\"reviewCancel\"}");
        assertEquals("only the players or the host can cancel the review", reason(watcher));
        bob.ask("{\"type\":\"reviewCancel\"}");
        assertEquals("no review is running", reason(bob));
        watcher.ask("{\"type\":\"reviewBoard\",\"ply\":99}");
        assertEquals("move 99 has not been reviewed", reason(watcher));
    }

    @Test
    @DisplayName("the board of a move reviewed is a scene")
    void board() throws InterruptedException {
        finish();
        ann.ask("{\"type\":\"review\"}");
        ann.next(x -> "review".equals(x.get("type").getAsString()) && "done".equals(x.get("status").getAsString()), "the review");
        watcher.ask("{\"type\":\"reviewBoard\",\"ply\":1}");
        JsonObject b = watcher.next("reviewBoard");
        assertEquals(1, b.get("ply").getAsInt());
        assertTrue(b.getAsJsonObject("scene").has("shapes"), b.toString());
    }

    @Test
    @DisplayName("stored in the game's filed record, keeps every field of the file it does not know, and the file's mode")
    void keepsTheRecordsOtherFields() throws Exception {
        finish();
        java.nio.file.Path records = home.resolve("records");
        Fixture.await("the game filed", () -> recordIn(records) != null);
        java.nio.file.Path filed = recordIn(records);
        JsonObject o = com.google.gson.JsonParser.parseString(java.nio.file.Files.readString(filed)).getAsJsonObject();
        o.add("zzz", com.google.gson.JsonParser.parseString("{\"later\": [1, 2.50, \"x\"]}"));
        o.getAsJsonObject("result").addProperty("extra", "kept");
        o.getAsJsonArray("seats").get(0).getAsJsonObject().addProperty("rating", 1500);
        java.nio.file.Files.writeString(filed, o.toString());
        java.nio.file.Files.setPosixFilePermissions(filed, java.nio.file.attribute.PosixFilePermissions.fromString("rw-r-----"));

        ann.ask("{\"type\":\"review\"}");
        ann.next(x -> "review".equals(x.get("type").getAsString()) && "done".equals(x.get("status").getAsString()), "the review");
        Fixture.await("the review in the file", () -> text(filed).contains("\"review\""));
        JsonObject after = com.google.gson.JsonParser.parseString(java.nio.file.Files.readString(filed)).getAsJsonObject();
        assertEquals("{\"later\":[1,2.50,\"x\"]}", after.get("zzz").toString());
        assertEquals("kept", after.getAsJsonObject("result").get("extra").getAsString());
        assertEquals(1500, after.getAsJsonArray("seats").get(0).getAsJsonObject().get("rating").getAsInt());
        assertEquals(2, after.getAsJsonObject("review").getAsJsonArray("moves").size());
        assertEquals("rw-r-----", java.nio.file.attribute.PosixFilePermissions.toString(java.nio.file.Files.getPosixFilePermissions(filed)));
    }

    private static String text(java.nio.file.Path file) {
        try {
            return java.nio.file.Files.readString(file);
        } catch (java.io.IOException e) {
            return "";
        }
    }

    /** The one record filed in {@code records}, or null. */
    private static java.nio.file.Path recordIn(java.nio.file.Path records) {
        try (var files = java.nio.file.Files.list(records)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".json")).findFirst().orElse(null);
        } catch (java.io.IOException e) {
            return null;
        }
    }

    /**
     * Issue 46, item 23: the suggested board of the Challenge drew a grey bead, ringed in gold, on
     * every empty cell (the next player's hover previews); it shows the position after the move,
     * only the changed beads ringed.
     */
    @Test
    @DisplayName("its suggested board shows the position after the move, only what the move changed marked")
    void suggestedBoardMarksOnlyTheNewBeads() {
        for (org.beadbox.api.Game game : java.util.List.of(new org.beadbox.game.challenge.Challenge(),
                new org.beadbox.game.mancala.GlassBeadGame())) {
            org.beadbox.api.GameState s = game.start(game.resolve(org.beadbox.api.Setup.of(2, 5)));
            for (int ply = 0; ply < 6; ply++) { // a few plies in, the Challenge's opening stakes done
                s = s.play(s.legalMoves().get(ply % s.legalMoves().size()));
            }
            org.beadbox.api.Move best = s.legalMoves().get(s.legalMoves().size() / 2);
            org.beadbox.api.Scene scene = org.beadbox.core.review.Ghost.of(s, best.notation());
            long marked = scene.shapes().stream().filter(x -> x instanceof org.beadbox.api.Shape.Bead b
                    && org.beadbox.core.review.Ghost.GOLD.equals(b.ring()) && b.id().startsWith("ghost-")).count();
            long total = scene.shapes().stream().filter(x -> x instanceof org.beadbox.api.Shape.Bead).count();
            assertTrue(marked >= 1 && marked <= 12, game.info().name() + " " + best.notation() + ": " + marked + " of " + total
                    + " beads marked");
            assertTrue(scene.shapes().stream().noneMatch(x -> x.on().revealedBy() != null), "no hover previews");
            assertEquals(s.play(best).draw(java.util.List.of()).shapes().stream()
                    .filter(x -> x instanceof org.beadbox.api.Shape.Bead && x.on().revealedBy() == null).count(), total,
                    game.info().name() + ": the beads of the position after the move");
        }
    }
}
