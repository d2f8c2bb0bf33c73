package org.beadbox.ui.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.beadbox.api.Setup;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Tables saved beside their autosave and reopened, with the same links, by the next run. */
class SavedTableTest {

    @TempDir
    Path home;

    @Test
    void aTableIsSavedReadableByTheUserOnlyAndReopensAtTheSamePositionWithTheSameLinks() throws Exception {
        Fixture f = new Fixture(home);
        WebTables first = f.tables();
        WebTable t = first.openTable(TakeAway.ID, new Setup(2, Map.of("beads", "15"), 7),
                List.of(SeatRequest.invite("Ann"), SeatRequest.ai("first")));
        Path file = SavedTable.file(f.store.autosaves(), t.id());
        assertTrue(Files.isRegularFile(file));
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
        String link = t.seatLink(0).orElseThrow().toString();
        String spectator = t.spectatorLink().toString();
        Fixture.Client ann = Fixture.connect(t, false, 0);
        Fixture.await("Ann's turn", () -> t.seats().human(0).isWaiting());
        ann.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        Fixture.await("the computer's answer and Ann's turn", () -> t.match().moves().size() == 2 && Fixture.waitsNow(t, 0));
        first.deactivate(); // the host stops
        assertTrue(Files.isRegularFile(file), "kept for the next run");

        WebTables second = f.tables(); // the next run, same home
        try {
            WebTable again = second.webTable(t.id()).orElseThrow(() -> new AssertionError("the table did not reopen"));
            assertEquals(link, again.seatLink(0).orElseThrow().toString());
            assertEquals(spectator, again.spectatorLink().toString());
            assertEquals(List.of("3", "1"), again.match().moves().stream().map(m -> m.notation()).toList());
            assertEquals("Ann", again.match().seatName(0));
            assertEquals(t.match().started(), again.match().started());
            Fixture.Client back = Fixture.connect(again, false,
                    again.access(List.of(link.substring(link.lastIndexOf('.') + 1))).orElseThrow().toArray(Integer[]::new));
            JsonObject state = back.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean(), "Ann's turn");
            assertEquals(2, state.getAsJsonArray("moves").size());
            while (!again.match().isOver()) {
                int before = again.match().moves().size();
                Fixture.await("Ann's turn", () -> again.match().isOver() || Fixture.waitsNow(again, 0));
                if (again.match().isOver()) {
                    break;
                }
                back.ask("{\"type\":\"move\",\"notation\":\"1\"}");
                Fixture.await("a move", () -> again.match().moves().size() > before);
            }
            Fixture.await("the file gone once the game is over", () -> !Files.exists(file));
            Fixture.await("the game filed", () -> f.store.recent(5).size() == 1);
            assertTrue(RecordStore.load(f.store.recent(5).get(0)).result().over());
        } finally {
            second.deactivate();
        }
        WebTables third = f.tables();
        assertTrue(third.tables().isEmpty(), "a finished table does not come back");
        third.deactivate();
    }

    @Test
    void aTableHostedWithASeatAtTheHostsScreenIsSavedTooAndReopensWithTheSameLinks() throws Exception {
        Fixture f = new Fixture(home);
        WebTables first = f.tables();
        org.beadbox.core.HumanPlayer atHost = new org.beadbox.core.HumanPlayer();
        WebTable t = first.openTable(TakeAway.ID, new Setup(2, Map.of("beads", "15"), 7),
                List.of(SeatRequest.player("Hostess", atHost, "human"), SeatRequest.invite("Bob")));
        Path file = SavedTable.file(f.store.autosaves(), t.id());
        assertTrue(Files.isRegularFile(file), "as Swing's Invite (online) opens it");
        if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        }
        SavedTable saved = SavedTable.read(file);
        assertEquals(List.of("host", "remote"), saved.seats().stream().map(SavedTable.SavedSeat::kind).toList());
        String hostToken = saved.seats().get(0).token();
        assertTrue(t.seatLink(0).isEmpty(), "no link while the host's screen plays the seat");
        assertTrue(t.access(List.of(hostToken)).orElseThrow().isEmpty(), "its token only watches meanwhile");
        String bobLink = t.seatLink(1).orElseThrow().toString();
        JsonObject welcome = Fixture.connect(t, true).next("welcome");
        assertEquals(bobLink, welcome.getAsJsonArray("links").get(1).getAsString(), "the host's page lists the links");
        assertTrue(welcome.getAsJsonArray("links").get(0).isJsonNull());
        Fixture.await("the host's turn", atHost::isWaiting);
        assertTrue(atHost.offer(t.match().state().parseMove("2")));
        Fixture.Client bob = Fixture.connect(t, false, 1);
        Fixture.await("Bob's turn", () -> t.match().moves().size() == 1 && t.seats().human(1).isWaiting());
        bob.ask("{\"type\":\"move\",\"notation\":\"3\"}");
        Fixture.await("autosaved after two moves", () -> f.store.unfinished().stream().anyMatch(u -> u.record().moves().size() == 2));
        first.deactivate(); // Beadbox closes

        WebTables second = f.tables();
        try {
            WebTable again = second.webTable(t.id()).orElseThrow(() -> new AssertionError("the table did not reopen"));
            assertEquals(bobLink, again.seatLink(1).orElseThrow().toString(), "the invited link works again");
            assertEquals(List.of("2", "3"), again.match().moves().stream().map(m -> m.notation()).toList());
            assertTrue(again.seatLink(0).orElseThrow().toString().endsWith("." + hostToken), "the host's seat is its link's now");
            Fixture.Client hostess = Fixture.connect(again, true, again.access(List.of(hostToken)).orElseThrow().toArray(Integer[]::new));
            JsonObject w = hostess.next("welcome");
            assertEquals(0, w.getAsJsonArray("you").get(0).getAsInt());
            assertEquals("Hostess", again.match().seatName(0));
            hostess.next(m -> "state".equals(m.get("type").getAsString()) && m.get("yourTurn").getAsBoolean(), "the host's turn");
            hostess.ask("{\"type\":\"move\",\"notation\":\"1\"}");
            Fixture.await("the host's move", () -> again.match().moves().size() == 3);
        } finally {
            second.deactivate();
        }
    }

    @Test
    void aTableWithNoMoveYetComesBackFromItsFileAlone() {
        Fixture f = new Fixture(home);
        WebTables first = f.tables();
        WebTable t = first.openTable(TakeAway.ID, new Setup(2, Map.of("beads", "9"), 7),
                List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        first.deactivate();
        WebTables second = f.tables();
        WebTable again = second.webTable(t.id()).orElseThrow();
        assertEquals("9 0 2", again.match().state().position());
        assertEquals(t.seatLink(1), again.seatLink(1));
        second.deactivate();
    }

    @Test
    void aClosedTableIsForgottenButItsGameStaysToResume() throws Exception {
        Fixture f = new Fixture(home);
        WebTables first = f.tables();
        WebTable t = first.openTable(TakeAway.ID, new Setup(2, Map.of(), 7), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        Fixture.Client both = Fixture.connect(t, false, 0, 1);
        Fixture.await("Ann's turn", () -> t.seats().human(0).isWaiting());
        both.ask("{\"type\":\"move\",\"notation\":\"1\"}");
        Fixture.await("autosaved", () -> f.store.unfinished().size() == 1);
        t.close("the host closed it");
        assertFalse(Files.exists(SavedTable.file(f.store.autosaves(), t.id())));
        assertEquals(1, f.store.unfinished().size());
        first.deactivate();
    }

    @Test
    void aTableClosedAsBeadboxQuitsOrAfterTheWebFrontEndStoppedKeepsItsFile() {
        Fixture f = new Fixture(home);
        java.util.concurrent.atomic.AtomicBoolean quitting = new java.util.concurrent.atomic.AtomicBoolean();
        WebTables first = new WebTables(f.games, f.players, f.store, Fixture.BASE, quitting::get);
        List<SeatRequest> seats = List.of(SeatRequest.player("Hostess", new org.beadbox.core.HumanPlayer(), "human"), SeatRequest.invite("Bob"));
        WebTable quit = first.openTable(TakeAway.ID, new Setup(2, Map.of(), 7), seats);
        WebTable stopped = first.openTable(TakeAway.ID, new Setup(2, Map.of(), 8),
                List.of(SeatRequest.player("Hostess", new org.beadbox.core.HumanPlayer(), "human"), SeatRequest.invite("Bob")));
        quitting.set(true);
        quit.close("the window was closed"); // Swing closing its windows as Beadbox quits
        quitting.set(false);
        first.deactivate(); // the web front-end stops first...
        stopped.close("the window was closed"); // ...and Swing's window closes after
        assertTrue(Files.exists(SavedTable.file(f.store.autosaves(), quit.id())));
        assertTrue(Files.exists(SavedTable.file(f.store.autosaves(), stopped.id())));
        WebTables second = f.tables();
        assertEquals(2, second.tables().size(), "both reopen");
        second.deactivate();
    }

    @Test
    void anUnreadableFileIsOneLineAndTheGameStaysALocalGame() throws Exception {
        Fixture f = new Fixture(home);
        WebTables first = f.tables();
        WebTable t = first.openTable(TakeAway.ID, new Setup(2, Map.of(), 7), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        Fixture.Client both = Fixture.connect(t, false, 0, 1);
        Fixture.await("Ann's turn", () -> t.seats().human(0).isWaiting());
        both.ask("{\"type\":\"move\",\"notation\":\"2\"}");
        Fixture.await("autosaved", () -> f.store.unfinished().size() == 1);
        first.deactivate();
        Path file = SavedTable.file(f.store.autosaves(), t.id());
        Files.writeString(file, "{\"format\":1,\"table\":\"" + t.id() + "\",\"seats\":[{\"kind\":\"remote\"}");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SavedTable.read(file));
        assertTrue(e.getMessage().startsWith(file.getFileName() + " is not a readable online table"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line");

        WebTables second = f.tables();
        assertTrue(second.tables().isEmpty());
        assertFalse(Files.exists(file), "set aside, so the line is said once");
        assertTrue(Files.exists(file.resolveSibling(file.getFileName() + ".unreadable")));
        assertEquals(1, f.store.unfinished().size(), "the game is not lost: it resumes as a local game");
        assertEquals(List.of("2"), f.store.unfinished().get(0).record().moves());
        second.deactivate();
    }

    @Test
    void aFileThatIsJsonButWrongNamesWhatIsWrong() throws Exception {
        Path file = home.resolve("online-abcdefghijkl.tokens");
        Files.writeString(file, "{\"format\":1,\"table\":\"abcdefghijkl\",\"game\":\"take-away\",\"players\":2,\"seed\":1,"
                + "\"started\":\"2026-01-01T00:00:00Z\",\"seats\":[{\"kind\":\"remote\",\"token\":\"short\"},{\"kind\":\"computer\",\"spec\":\"first\"}],"
                + "\"spectator\":\"" + Tokens.token() + "\"}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SavedTable.read(file));
        assertEquals("online-abcdefghijkl.tokens is not a readable online table: seat 0 has no token", e.getMessage());
    }
}
