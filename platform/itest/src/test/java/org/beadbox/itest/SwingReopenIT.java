package org.beadbox.itest;

import static org.beadbox.itest.SwingEdt.find;
import static org.beadbox.itest.SwingEdt.frames;
import static org.beadbox.itest.SwingEdt.onEdt;
import static org.beadbox.itest.SwingEdt.title;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import com.google.gson.JsonObject;
import java.awt.Component;
import java.awt.Window;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.lang.reflect.Method;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import javax.inject.Inject;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JList;
import javax.swing.JTextField;
import javax.swing.ListModel;
import org.beadbox.api.Scene;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.GameRecord;
import org.beadbox.core.RecordStore;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.Table;
import org.beadbox.core.remote.WebStackStarter;
import org.junit.After;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;

/**
 * Issue 25, items 3 and 4, with the real web stack: Swing hosts a Glass Bead Challenge, its
 * first seat played at Swing's screen (clicks on the board) and the second invited, played
 * by a guest's program (a WebSocket client) from its link. Mid-game the web front-end goes away
 * (the web stack's bundles stop, as when Beadbox quits): the guest is cut off, the hosted window
 * is closed, and the launcher's resume list offers the game as "online table — reopen", never
 * as a local game. <em>Reopen</em> starts the web stack again, which reopens the table at the
 * same position with the same links; Swing joins its own seat through that seat's link, the
 * guest opens its same link again, and the two play the game to its end, filed as finished
 * with every move. The guest's page, though it connects from this same machine, never gets the
 * host's controls (issue 46, item 2): Swing has no web host at all.
 */
@RunWith(PaxExamWithDisplay.class)
@ExamReactorStrategy(PerClass.class)
public class SwingReopenIT {

    private static final String GAME = "glassbead-challenge";
    private static final String WINDOW = "game:" + GAME;
    private static final Duration WAIT = Duration.ofSeconds(60);

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    /** Swing, with the web stack named for it to start on demand (as the launcher does), on a free port. */
    @Configuration
    public Option[] config() {
        return RuntimeOptions.runtime(SwingReopenIT.class, "swing",
                RuntimeOptions.bundles(List.of("beadbox-launcher-flatlaf", "beadbox-ui-swing")),
                WebOptions.onDemand(WebOptions.freePort()));
    }

    @Test
    public void aTableSwingHostsIsReopenedFromTheResumeListAndTheGuestsSameLinkPlaysOn() throws Exception {
        Eventually.await("the launcher", () -> onEdt(() -> find("launcher", "play:" + GAME).isPresent()), SwingEdt::frames);
        onEdt(() -> click(find("launcher", "play:" + GAME)), false);
        Eventually.await("the new-game dialog", () -> onEdt(() -> find("newGame", "seat1.player").isPresent()), SwingEdt::frames);
        onEdt(() -> {
            choose((JComboBox<?>) find("newGame", "seat0.player").orElseThrow(), "Human");
            choose((JComboBox<?>) find("newGame", "seat1.player").orElseThrow(), "Invite (online)");
            return click(find("newGame", "start"));
        }, false);
        Eventually.await("the Invite links of the hosted game", () -> onEdt(() -> find("invites", "link1").isPresent()), SwingEdt::frames);
        URI link = URI.create(onEdt(() -> ((JTextField) find("invites", "link1").orElseThrow()).getText()));
        Table hosted = service().tables().stream().filter(t -> t.seatLink(1).equals(Optional.of(link))).findFirst().orElseThrow();
        String id = hosted.id();

        Random random = new Random(25);
        List<String> before;
        try (WsClient guest = WsClient.connect(WebSeats.socket(link, id), null);
             WsClient watcher = WsClient.connect(WebSeats.socket(hosted.spectatorLink(), id), null)) {
            assertEquals(1, guest.next("welcome").getAsJsonArray("you").get(0).getAsInt());
            // One watcher is one watching: Swing's own seat is no spectator (issue 46 §6, "2 watching")
            assertEquals("one watcher: " + hosted.spectators(), 1, watcher.next("welcome").get("spectators").getAsInt());
            playUntil(() -> hosted, guest, random, 6);
            before = notations(hosted);

            // The web front-end goes away: the web stack's bundles stop, the port is freed.
            stopTheWebStack();
            guest.closed.get(WAIT.toSeconds(), TimeUnit.SECONDS);
        }
        assertTrue(hosted.match().isClosed());
        assertEquals("nothing was played after the stop", before, notations(hosted));
        onEdt(() -> {
            disposeWindows(WINDOW);
            return null;
        });

        // The launcher offers the game to reopen as its online table, not as a local game.
        Eventually.await("the game offered as an online table", () -> onlineEntry() >= 0, this::resumeList);
        assertEquals("one entry for the game: " + resumeList(), 1, resumeList().size());
        onEdt(() -> {
            ((JList<?>) find("launcher", "resume").orElseThrow()).setSelectedIndex(onlineEntry());
            return null;
        });
        assertEquals("Reopen", onEdt(() -> ((AbstractButton) find("launcher", "resumeButton").orElseThrow()).getText()));
        onEdt(() -> click(find("launcher", "resumeButton")), false);

        // The web stack starts again and reopens the table; Swing joins its seat through the seat's link.
        awaitLong("Swing's window of the reopened table", () -> onEdt(() -> find(WINDOW, "board").isPresent())
                && title(WINDOW).contains("online at 127.0.0.1"), SwingEdt::frames);
        Table again = awaitTable(id);
        assertEquals("the guest's link is the same", link, again.seatLink(1).orElseThrow());
        assertEquals("every move played before is there", before, notations(again));
        awaitLong("Swing's seat connected", () -> again.connected(0), () -> again.connected(0));

        assertEquals("the watchers' link is the same", hosted.spectatorLink(), again.spectatorLink());
        try (WsClient guest = WsClient.connect(WebSeats.socket(link, id), null);
             WsClient watcher = WsClient.connect(WebSeats.socket(again.spectatorLink(), id), null)) {
            JsonObject welcome = guest.next("welcome");
            assertEquals("the same link takes the same seat", 1, welcome.getAsJsonArray("you").get(0).getAsInt());
            // Back after the reopening, one watcher is still one watching: Swing, joined through its
            // seat's link, holds its seat and is not counted (issue 46 §6, "2 watching" after a restart)
            assertEquals("one watcher at the reopened table: " + again.spectators(), 1, watcher.next("welcome").get("spectators").getAsInt());
            // The guest's page, on this very machine, is no host (issue 46, item 2): Swing is. It gets
            // no seat's link ("Invite Red", which made it Red too), no watchers' link, no players to hand seats to.
            assertFalse("the guest's page on 127.0.0.1 is not the host's: " + welcome, welcome.get("host").getAsBoolean());
            assertFalse("no seat links for the guest: " + welcome, welcome.has("links") || welcome.has("watch") || welcome.has("players"));
            JsonObject state = guest.next("state");
            assertEquals(before.size(), state.getAsJsonArray("moves").size());
            playUntil(() -> reopened(id), guest, random, Integer.MAX_VALUE);
        }
        Table end = reopened(id);
        assertTrue("the game is over", end.match().isOver());
        List<String> all = notations(end);
        assertEquals("the moves before the stop begin the game", before, all.subList(0, before.size()));
        assertTrue("moves were played after the reopening", all.size() > before.size());
        RecordStore store = new RecordStore(RecordStore.home(context.getProperty("beadbox.home")));
        String identity = RecordStore.identity(end.match().record());
        awaitLong("the finished game filed", () -> store.recent(50).stream().map(RecordStore::load)
                .anyMatch(r -> RecordStore.identity(r).equals(identity) && r.result().over()), () -> store.recent(50));
        GameRecord filed = store.recent(50).stream().map(RecordStore::load).filter(r -> RecordStore.identity(r).equals(identity))
                .findFirst().orElseThrow();
        assertEquals("the filed record holds every move", all, filed.moves());
        awaitLong("nothing of the game left in autosave/", () -> autosaves(store).isEmpty(), () -> autosaves(store));
        assertFalse(Files.exists(store.autosaves().resolve("online-" + id + ".tokens")));
    }

    @After
    public void closeWindows() throws Exception {
        onEdt(() -> {
            for (Window w : Window.getWindows()) {
                if (w.getName() != null && (w.getName().startsWith("game:") || w.getName().equals("invites"))) {
                    w.dispose();
                }
            }
            return null;
        });
    }

    // ------------------------------------------------------------------ the game

    /**
     * Plays until the game is over or {@code plies} moves are played: seat 0 by clicking Swing's
     * board (the window of the table, hosted or joined), seat 1 by the guest's client.
     */
    private void playUntil(java.util.function.Supplier<Table> table, WsClient guest, Random random, int plies) throws Exception {
        while (true) {
            Table t = table.get();
            int played = t.match().moves().size();
            if (t.match().isOver() || played >= plies) {
                return;
            }
            if (t.match().state().toMove() == 0) {
                clickMove(t, random);
            } else {
                WebSeats.play(table, new WsClient[] {null, guest}, random, played + 1);
            }
        }
    }

    /** Enters seat 0's move on Swing's board: a random step the board offers, click after click, until the host has the move. */
    private void clickMove(Table t, Random random) throws Exception {
        int played = t.match().moves().size();
        for (int clicks = 0; clicks < 40; clicks++) {
            AtomicReference<Scene> clicked = new AtomicReference<>();
            awaitLong("Swing's board offering seat 0 a step after " + played + " moves", () -> t.match().moves().size() > played
                    || onEdt(() -> offered(clicked)), () -> t.match().moves().size());
            if (t.match().moves().size() > played) {
                return;
            }
            onEdt(() -> {
                Component board = find(WINDOW, "board").orElseThrow();
                List<String> steps = scene(board).steps();
                Point2D p = pointOf(board, steps.get(random.nextInt(steps.size())));
                board.dispatchEvent(new MouseEvent(board, MouseEvent.MOUSE_PRESSED, System.currentTimeMillis(), InputEvent.BUTTON1_DOWN_MASK,
                        (int) Math.round(p.getX()), (int) Math.round(p.getY()), 1, false, MouseEvent.BUTTON1));
                return null;
            });
            // The board's answer: the next steps drawn (a new scene), or the move played.
            Scene was = clicked.get();
            awaitLong("Swing's board answering a click", () -> t.match().moves().size() > played
                    || onEdt(() -> find(WINDOW, "board").map(b -> scene(b) != was).orElse(false)), () -> t.match().moves().size());
        }
        throw new AssertionError("seat 0's move took more than 40 clicks");
    }

    /** Whether Swing's board takes clicks and offers steps; keeps the scene in {@code seen}. Event thread. */
    private static boolean offered(AtomicReference<Scene> seen) throws Exception {
        Optional<Component> board = find(WINDOW, "board");
        if (board.isEmpty()) {
            return false;
        }
        Scene s = scene(board.get());
        seen.set(s);
        java.lang.reflect.Field interactive = board.get().getClass().getDeclaredField("interactive");
        interactive.setAccessible(true);
        return s != null && !s.steps().isEmpty() && interactive.getBoolean(board.get());
    }

    /** The board's scene (BoardView.scene(), package-private in ui-swing: read as its tests do, by reflection). */
    private static Scene scene(Component board) {
        try {
            Method m = board.getClass().getDeclaredMethod("scene");
            m.setAccessible(true);
            return (Scene) m.invoke(board);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read the board's scene", e);
        }
    }

    /** Where a click enters {@code step} (BoardView.pointOf). */
    private static Point2D pointOf(Component board, String step) {
        try {
            Method m = board.getClass().getDeclaredMethod("pointOf", String.class);
            m.setAccessible(true);
            Point2D p = (Point2D) m.invoke(board, step);
            if (p == null) {
                throw new AssertionError("the board offers " + step + " but shows no place for it");
            }
            return p;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot find the place of " + step, e);
        }
    }

    private static List<String> notations(Table t) {
        return t.match().moves().stream().map(m -> m.notation()).toList();
    }

    // ------------------------------------------------------------------ the web stack and its tables

    /** Stops the bundles the web stack was started from (the launcher's beadbox:web/ locations), last first. */
    private void stopTheWebStack() throws Exception {
        List<Bundle> stack = new ArrayList<>();
        for (Bundle b : context.getBundles()) {
            if (b.getLocation().startsWith(WebStackStarter.LOCATION) && b.getState() == Bundle.ACTIVE) {
                stack.add(0, b);
            }
        }
        assertFalse("the web stack runs", stack.isEmpty());
        for (Bundle b : stack) {
            b.stop(Bundle.STOP_TRANSIENT);
        }
        Eventually.await("the tables service gone", () -> context.getServiceReference(OnlineTables.class) == null, () -> "still there");
    }

    private OnlineTables service() throws InterruptedException {
        awaitLong("the tables service", () -> context.getServiceReference(OnlineTables.class) != null, () -> "none");
        ServiceReference<OnlineTables> ref = context.getServiceReference(OnlineTables.class);
        return context.getService(ref);
    }

    private Optional<Table> table(String id) {
        ServiceReference<OnlineTables> ref = context.getServiceReference(OnlineTables.class);
        OnlineTables o = ref == null ? null : context.getService(ref);
        return o == null ? Optional.empty() : o.table(id);
    }

    private Table awaitTable(String id) throws InterruptedException {
        awaitLong("table " + id + " reopened", () -> table(id).isPresent(), () -> "not open");
        return table(id).orElseThrow();
    }

    private Table reopened(String id) {
        return table(id).orElseThrow(() -> new AssertionError("table " + id + " went away"));
    }

    private static List<String> autosaves(RecordStore store) {
        if (!Files.isDirectory(store.autosaves())) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(store.autosaves())) {
            return s.map(p -> p.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Waits up to a minute: starting the web stack and reopening takes seconds on a loaded machine. */
    private static void awaitLong(String what, java.util.function.BooleanSupplier condition, java.util.function.Supplier<?> seen)
            throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + WAIT.toSeconds() + " s for " + what + "; saw " + seen.get());
            }
            Thread.sleep(20);
        }
    }

    // ------------------------------------------------------------------ Swing, read on the event thread

    /** The launcher's resume list, as its entries print. */
    private List<String> resumeList() {
        return onEdt(() -> {
            List<String> out = new ArrayList<>();
            find("launcher", "resume").ifPresent(c -> {
                ListModel<?> m = ((JList<?>) c).getModel();
                for (int i = 0; i < m.getSize(); i++) {
                    out.add(String.valueOf(m.getElementAt(i)));
                }
            });
            return out;
        });
    }

    /** The index of the resume list's entry marked "online table — reopen", or -1. */
    private int onlineEntry() {
        List<String> list = resumeList();
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).contains("online table — reopen")) {
                return i;
            }
        }
        return -1;
    }

    private static Void click(Optional<Component> button) {
        ((AbstractButton) button.orElseThrow()).doClick(0);
        return null;
    }

    private static void choose(JComboBox<?> box, String text) {
        for (int i = 0; i < box.getItemCount(); i++) {
            Object o = box.getItemAt(i);
            if (String.valueOf(o).equals(text)) {
                box.setSelectedIndex(i);
                return;
            }
        }
        throw new AssertionError("no " + text + " in " + box.getName());
    }

    private static void disposeWindows(String name) {
        for (Window w : Window.getWindows()) {
            if (name.equals(w.getName())) {
                w.dispose();
            }
        }
    }
}
