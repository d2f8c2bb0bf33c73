package org.beadbox.itest;

import static org.beadbox.itest.SwingEdt.find;
import static org.beadbox.itest.SwingEdt.frames;
import static org.beadbox.itest.SwingEdt.onEdt;
import static org.beadbox.itest.SwingEdt.title;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import java.awt.Component;
import java.awt.Container;
import java.awt.Rectangle;
import java.awt.Window;
import java.awt.image.BufferedImage;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import javax.imageio.ImageIO;
import javax.inject.Inject;
import javax.swing.AbstractButton;
import javax.swing.JComboBox;
import javax.swing.JList;
import javax.swing.JTextField;
import javax.swing.SwingUtilities;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Match;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.beadbox.core.remote.RemoteGame;
import org.beadbox.core.remote.RemoteTable;
import org.beadbox.core.remote.TableLink;
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

/**
 * Issue 25, item 4, in a real Felix: the Swing front-end hosts a game with an invited seat (the
 * web stack installed and started on demand from the jars the launcher names, as in a real
 * run), a client of the core plays that seat from its link; the core client joins a table
 * opened through {@link OnlineTables} and plays it against the host's AI, its connection cut and
 * picked up again; the Swing front-end joins a table from its link. Swing is read through
 * plain AWT and component names on the event thread, as in {@link SwingLockIT}. With the system
 * property {@code beadbox.itest.screenshots} set to a folder, the Invite panel and the joined
 * game are written there as swing-invite.png and swing-join.png.
 */
@RunWith(PaxExamWithDisplay.class)
@ExamReactorStrategy(PerClass.class)
public class SwingOnlineIT {

    private static final String GAME = "glassbead-challenge";
    private static final String WINDOW = "game:" + GAME;

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    /**
     * The platform, the games, the AI players and Swing; the web stack and ui-web not installed
     * but named in beadbox.web.bundles, as the launcher names them for Swing.
     */
    @Configuration
    public Option[] config() {
        return RuntimeOptions.runtime(SwingOnlineIT.class, "swing",
                RuntimeOptions.bundles(List.of("beadbox-launcher-flatlaf", "beadbox-ui-swing")),
                WebOptions.onDemand(WebOptions.freePort()));
    }

    @Test
    public void swingHostsAGameWhoseInvitedSeatAClientPlaysFromItsLinkToTheEnd() throws Exception {
        Eventually.await("the launcher", () -> onEdt(() -> find("launcher", "play:" + GAME).isPresent()), SwingEdt::frames);
        onEdt(() -> {
            ((AbstractButton) find("launcher", "play:" + GAME).orElseThrow()).doClick(0);
            return null;
        }, false);
        Eventually.await("the new-game dialog", () -> onEdt(() -> find("newGame", "seat1.player").isPresent()), SwingEdt::frames);
        onEdt(() -> {
            choose((JComboBox<?>) find("newGame", "seat0.player").orElseThrow(), "random");
            choose((JComboBox<?>) find("newGame", "seat1.player").orElseThrow(), "Invite (online)");
            ((AbstractButton) find("newGame", "start").orElseThrow()).doClick(0);
            return null;
        }, false);
        Eventually.await("the Invite links of the hosted game", () -> onEdt(() -> find("invites", "link1").isPresent()), SwingEdt::frames);
        assertTrue("the web stack started on demand", bundle("org.beadbox.ui.web").map(b -> b.getState() == Bundle.ACTIVE).orElse(false));
        assertFalse("only invited seats have a link", onEdt(() -> find("invites", "link0").isPresent()));
        String link = onEdt(() -> ((JTextField) find("invites", "link1").orElseThrow()).getText());
        assertTrue(link, link.matches("http://127\\.0\\.0\\.1:\\d+/table\\.html#[\\w-]+\\.[\\w-]{20,}"));
        assertEquals("○ not joined yet", presence(1));

        CountDownLatch hold = new CountDownLatch(1);
        Mover guest = new Mover(hold, 4);
        RemoteGame remote = RemoteGame.join(TableLink.parse(link), games, new RemoteTable.Listener() { }, Duration.ofSeconds(10))
                .get(20, TimeUnit.SECONDS);
        Match mirror = remote.build(seat -> guest);
        mirror.start();
        Eventually.await("the guest shown as joined", () -> presence(1).equals("● joined"), () -> presence(1));
        screenshot("swing-invite.png", WINDOW, "invites");
        hold.countDown();
        assertTrue("the game ends at the guest's", mirror.awaitEnd(Duration.ofSeconds(240)).isPresent());
        OnlineTables online = new WebStackStarter(context).start(1_000);
        Table hosted = online.tables().stream().filter(t -> t.seatLink(1).map(Object::toString).orElse("").equals(link))
                .findFirst().orElseThrow();
        assertTrue("the game ends at the host's", hosted.match().awaitEnd(Duration.ofSeconds(30)).isPresent());
        assertEquals("the same moves at both ends", notations(hosted.match()), notations(mirror));
        assertTrue("the guest moved", guest.moves.get() > 0);
        Eventually.await("the Swing window's move list with every move", () -> listSize(WINDOW, "moves") == mirror.moves().size() + 1
                || listSize(WINDOW, "moves") == mirror.moves().size(), () -> listSize(WINDOW, "moves"));
        remote.close();
        mirror.close();
        Eventually.await("the guest shown as gone", () -> presence(1).equals("○ disconnected"), () -> presence(1));
    }

    @Test
    public void aCoreClientPlaysATableOfOnlineTablesAgainstTheHostsAIAndPicksItUpAfterItsConnectionDrops() throws Exception {
        OnlineTables online = new WebStackStarter(context).start(60_000);
        Table table = online.open(GAME, Setup.of(2, 11), List.of(SeatRequest.ai("random"), SeatRequest.invite("Guest")));
        TableLink link = TableLink.parse(table.seatLink(1).orElseThrow().toString());

        CountDownLatch hold = new CountDownLatch(1);
        Mover first = new Mover(hold, 3);
        List<String> drops = new CopyOnWriteArrayList<>();
        RemoteGame one = RemoteGame.join(link, games, new RemoteTable.Listener() {
            @Override
            public void dropped(String reason) {
                drops.add(reason);
            }
        }, Duration.ofSeconds(10)).get(20, TimeUnit.SECONDS);
        assertEquals(java.util.Set.of(1), one.welcome().you());
        Match m1 = one.build(seat -> first);
        m1.start();
        Eventually.await("the guest waiting at its third move", () -> first.waiting.get(), () -> m1.moves().size());
        int before = table.match().moves().size();
        assertTrue("the guest connected", table.connected(1));

        // the host cuts the connection: more messages a second than it takes
        for (int i = 0; i < 400 && drops.isEmpty(); i++) {
            one.connection().move(1, "a-bad-move");
        }
        Eventually.await("the drop heard", () -> !drops.isEmpty(), () -> drops);
        Eventually.await("the host sees the seat gone", () -> !table.connected(1), () -> table.connected(1));
        assertEquals("nothing changed on the host's board", before, table.match().moves().size());
        m1.close();

        Mover second = new Mover(new CountDownLatch(0), 0);
        List<String> drops2 = new CopyOnWriteArrayList<>();
        RemoteGame two = RemoteGame.join(link, games, new RemoteTable.Listener() {
            @Override
            public void dropped(String reason) {
                drops2.add("dropped: " + reason);
            }

            @Override
            public void refused(String reason) {
                drops2.add("refused: " + reason);
            }
        }, Duration.ofSeconds(10)).get(20, TimeUnit.SECONDS);
        Match m2 = two.build(seat -> second);
        assertEquals("picked up at the host's position", notations(table.match()), notations(m2));
        m2.start();
        boolean ended = m2.awaitEnd(Duration.ofSeconds(240)).isPresent();
        assertTrue("the game ends at the guest's (heard " + drops2 + ")", ended);
        assertTrue("the game ends at the host's", table.match().awaitEnd(Duration.ofSeconds(30)).isPresent());
        assertEquals(notations(table.match()), notations(m2));
        assertEquals(table.match().outcome().orElseThrow().ranks(), m2.outcome().orElseThrow().ranks());
        two.close();
        m2.close();
    }

    @Test
    public void swingJoinsATableFromItsLinkAndShowsTheHostsMoves() throws Exception {
        OnlineTables online = new WebStackStarter(context).start(60_000);
        Table table = online.open(GAME, Setup.of(2, 5), List.of(SeatRequest.ai("random"), SeatRequest.invite("")));
        String link = table.seatLink(1).orElseThrow().toString();
        Eventually.await("the host's first move", () -> table.match().moves().size() == 1, () -> table.match().moves());
        Eventually.await("the launcher", () -> onEdt(() -> find("launcher", "join").isPresent()), SwingEdt::frames);
        onEdt(() -> {
            ((AbstractButton) find("launcher", "join").orElseThrow()).doClick(0);
            return null;
        }, false);
        Eventually.await("the join dialog", () -> onEdt(() -> find("join", "joinLink").isPresent()), SwingEdt::frames);
        onEdt(() -> {
            ((JTextField) find("join", "joinLink").orElseThrow()).setText(link);
            ((AbstractButton) find("join", "joinButton").orElseThrow()).doClick(0);
            return null;
        }, false);
        Eventually.await("the joined game's window", () -> onEdt(() -> find(WINDOW, "board").isPresent())
                && title(WINDOW).contains("online at 127.0.0.1"), SwingEdt::frames);
        Eventually.await("the host's move in the move list", () -> listSize(WINDOW, "moves") >= 1, () -> listSize(WINDOW, "moves"));
        Eventually.await("the host sees the guest", () -> table.connected(1), () -> table.connected(1));
        Eventually.await("the status asking for a move", () -> status(WINDOW).contains("to move"), () -> status(WINDOW));
        screenshot("swing-join.png", WINDOW);

        // The host's web front-end restarts (as a host's program does): the connection drops, and
        // the window connects again by itself, first while the host is still down, then once it is back.
        String id = table.id();
        int moves = table.match().moves().size();
        int listed = listSize(WINDOW, "moves");
        Bundle web = null;
        for (Bundle b : context.getBundles()) {
            if ("org.beadbox.ui.web".equals(b.getSymbolicName())) {
                web = b;
            }
        }
        web.stop();
        try {
            Eventually.await("the window trying to reconnect", () -> status(WINDOW).contains("Reconnecting to 127.0.0.1"), () -> status(WINDOW));
            Eventually.await("the board locked while it reconnects, saying so", () -> banner(WINDOW).contains("Reconnecting to 127.0.0.1")
                    && banner(WINDOW).contains("The game is kept"), () -> banner(WINDOW));
            screenshot("swing-reconnecting.png", WINDOW);
        } finally {
            web.start();
        }
        Eventually.await("the table reopened with the guest back at it", () -> hostTable(id).map(t -> t.connected(1)).orElse(false),
                () -> hostTable(id).map(t -> "connected: " + t.connected(1)).orElse("not reopened"));
        Table again = hostTable(id).orElseThrow();
        assertEquals(moves, again.match().moves().size());
        Eventually.await("the reconnected window asking for a move", () -> status(WINDOW).contains("to move")
                && listSize(WINDOW, "moves") == listed, () -> status(WINDOW) + ", " + listSize(WINDOW, "moves") + " rows in the move list, " + listed + " before");
        assertEquals("one window for the table", 1, onEdt(() -> (int) java.util.Arrays.stream(Window.getWindows())
                .filter(w -> WINDOW.equals(w.getName()) && w.isShowing()).count()).intValue());

        // Issue 46 §4: the host's seat resigns; the joined window says the game is over, not "Blue to move".
        again.match().resign(0).get(10, java.util.concurrent.TimeUnit.SECONDS);
        Eventually.await("the resignation in the joined window", () -> status(WINDOW).startsWith("Game over: ")
                && status(WINDOW).contains("resigns"), () -> status(WINDOW));
        assertFalse(status(WINDOW), status(WINDOW).contains("to move"));
        screenshot("swing-join-resigned.png", WINDOW);

        onEdt(() -> {
            for (Window w : Window.getWindows()) {
                if (WINDOW.equals(w.getName()) && w.isShowing()) {
                    w.dispose();
                }
            }
            return null;
        });
        Eventually.await("the host sees the guest leave", () -> !again.connected(1), () -> again.connected(1));
        again.close("the test is over");
    }

    /** The host's table {@code id} as the OnlineTables service has it now (it reopens when the web front-end starts again). */
    private Optional<Table> hostTable(String id) {
        org.osgi.framework.ServiceReference<OnlineTables> ref = context.getServiceReference(OnlineTables.class);
        return ref == null ? Optional.empty() : Optional.ofNullable(context.getService(ref)).flatMap(o -> o.table(id));
    }

    @After
    public void closeWindows() throws Exception {
        onEdt(() -> {
            for (Window w : Window.getWindows()) {
                if (w.getName() != null && (w.getName().startsWith("game:") || w.getName().equals("invites") || w.getName().equals("join"))) {
                    w.dispose();
                }
            }
            return null;
        });
    }

    // ------------------------------------------------------------------ helpers

    /** Plays the first legal move; waits at its move number {@code holdAt} (1-based) until released. */
    private static final class Mover implements Player {
        final AtomicInteger moves = new AtomicInteger();
        final java.util.concurrent.atomic.AtomicBoolean waiting = new java.util.concurrent.atomic.AtomicBoolean();
        private final CountDownLatch hold;
        private final int holdAt;

        Mover(CountDownLatch hold, int holdAt) {
            this.hold = hold;
            this.holdAt = holdAt;
        }

        @Override
        public Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
            if (moves.get() + 1 == holdAt) {
                waiting.set(true);
                hold.await();
            }
            moves.incrementAndGet();
            List<Move> legal = state.legalMoves();
            return legal.get(moves.get() * 7 % legal.size());
        }
    }

    private static List<String> notations(Match m) {
        return m.moves().stream().map(Move::notation).toList();
    }

    private static void choose(JComboBox<?> box, String idOrText) {
        for (int i = 0; i < box.getItemCount(); i++) {
            Object o = box.getItemAt(i);
            if (o instanceof PlayerFactory f ? f.id().equals(idOrText) : String.valueOf(o).equals(idOrText)) {
                box.setSelectedIndex(i);
                return;
            }
        }
        throw new AssertionError("no " + idOrText + " in " + box.getName());
    }

    private String presence(int seat) {
        return onEdt(() -> find("invites", "presence" + seat).map(c -> ((javax.swing.JLabel) c).getText()).orElse(""));
    }

    private String status(String frame) {
        return onEdt(() -> find(frame, "status").map(c -> ((javax.swing.JLabel) c).getText()).orElse(""));
    }

    /** The lock banner over the board, empty while it is not showing. */
    private String banner(String frame) {
        return onEdt(() -> find(frame, "lockBanner").filter(java.awt.Component::isShowing)
                .map(c -> ((javax.swing.JLabel) c).getText()).orElse(""));
    }

    private int listSize(String frame, String list) {
        return onEdt(() -> find(frame, list).map(c -> ((JList<?>) c).getModel().getSize()).orElse(-1));
    }

    /** Writes the showing windows named {@code names} as one picture, when screenshots are asked for. */
    private void screenshot(String file, String... names) throws Exception {
        String folder = System.getProperty("beadbox.itest.screenshots");
        if (folder == null || folder.isBlank()) {
            return;
        }
        Thread.sleep(1200); // the board's animation settles
        Rectangle area = onEdt(() -> {
            Rectangle r = null;
            for (Window w : Window.getWindows()) {
                for (String n : names) {
                    if (n.equals(w.getName()) && w.isShowing()) {
                        w.toFront();
                        r = r == null ? w.getBounds() : r.union(w.getBounds());
                    }
                }
            }
            return r;
        });
        BufferedImage image = onEdt(() -> {
            BufferedImage img = new BufferedImage(area.width, area.height, BufferedImage.TYPE_INT_RGB);
            java.awt.Graphics2D g = img.createGraphics();
            g.setColor(new java.awt.Color(0x3c3f41));
            g.fillRect(0, 0, area.width, area.height);
            for (String n : names) { // in the order given: the first underneath
                for (Window w : Window.getWindows()) {
                    if (n.equals(w.getName()) && w.isShowing()) {
                        java.awt.Graphics2D wg = (java.awt.Graphics2D) g.create(w.getX() - area.x, w.getY() - area.y, w.getWidth(), w.getHeight());
                        w.paintAll(wg);
                        wg.dispose();
                    }
                }
            }
            g.dispose();
            return img;
        });
        Files.createDirectories(Path.of(folder));
        ImageIO.write(image, "png", Path.of(folder, file).toFile());
    }

    private Optional<Bundle> bundle(String symbolicName) {
        for (Bundle b : context.getBundles()) {
            if (symbolicName.equals(b.getSymbolicName())) {
                return Optional.of(b);
            }
        }
        return Optional.empty();
    }

}
