package org.beadbox.ui.swing;

import java.awt.BorderLayout;
import java.awt.Window;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.BorderFactory;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JProgressBar;
import javax.swing.SwingUtilities;
import org.beadbox.api.GameState;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.TableFiles;
import org.beadbox.core.remote.RemoteGame;
import org.beadbox.core.remote.TableLink;

/**
 * Online play from the Swing front-end: hosting a game whose seats include invited ones (through
 * the {@link OnlineTables} service, its web stack started on the first use, off the event
 * thread), and joining a table hosted elsewhere from its link (a {@link RemoteGame} mirrored in
 * the normal game window: {@link OnlineJoin}). Event thread, except the work it hands to the shell's workers.
 */
final class OnlinePlay {

    /** How long a reopened table may take to come back once the web stack runs. */
    static final Duration REOPEN = Duration.ofSeconds(30);

    private final Shell shell;
    private final OnlineJoin joining;

    OnlinePlay(Shell shell) {
        this.shell = shell;
        this.joining = new OnlineJoin(shell);
    }

    // ------------------------------------------------------------------ hosting

    /** Opens an online table for {@code ng}, starting the web stack first if needed, and shows it with its links. */
    void host(NewGame ng, Window owner) {
        JDialog progress = progress(owner, shell.online().canHost() ? "Opening the table for online play…" : "");
        AtomicReference<Table> shown = new AtomicReference<>();
        HumanPlayer[] humans = new HumanPlayer[ng.seats().size()];
        List<SeatRequest> requests = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < ng.seats().size(); i++) {
            NewGame.Seat s = ng.seats().get(i);
            if (s.invite()) {
                requests.add(SeatRequest.invite(""));
                labels.add("Invited (online)");
            } else if (s.human()) {
                humans[i] = new HumanPlayer(state -> toWaiting(shown, state));
                requests.add(SeatRequest.player("", humans[i], "human"));
                labels.add("Human");
            } else {
                requests.add(SeatRequest.ai(s.spec()));
                labels.add(shell.players().find(s.player().id()).map(PlayerFactory::name).orElse(s.player().id()));
            }
        }
        shell.background(() -> {
            try {
                OnlineTables tables = shell.online().host();
                return tables.open(ng.game().info().id(), ng.setup(), requests, ng.clock());
            } finally {
                SwingUtilities.invokeLater(progress::dispose);
            }
        }, online -> {
            Table table = new Table(online.match(), humans);
            // A window closed with the game going on keeps the table, to reopen from the launcher
            // with the same links (issue 37 §3.1); an ended one is closed for good.
            table.onlineState().online(null, () -> {
                if (table.history().outcome().isPresent()) {
                    online.close("the host closed the game");
                } else {
                    online.suspend("the host closed the table for now; the same link works again once it reopens it");
                }
            });
            List<org.beadbox.api.SeatInfo> infos = ng.game().seats(ng.setup().players());
            table.onlineState().seatedBy(() -> seatedNow(online, ng, infos));
            for (int i = 0; i < ng.seats().size(); i++) {
                if (ng.seats().get(i).invite()) {
                    table.onlineState().markElsewhere(i);
                }
            }
            shown.set(table);
            GameWindow w = shell.window(table, labels, null);
            w.setTitle(w.getTitle() + " (hosted online)");
            InvitePanel invites = new InvitePanel(w, online, ng.game().seats(ng.setup().players()));
            w.addTool("Invite links", "invites", invites::reveal);
            invites.reveal();
        });
    }

    /** "North (Bob)" for each invited seat whose link is open now. */
    private static List<String> seatedNow(org.beadbox.core.online.Table online, NewGame ng, List<org.beadbox.api.SeatInfo> infos) {
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < ng.seats().size(); i++) {
            if (ng.seats().get(i).invite() && online.connected(i)) {
                out.add(infos.get(i).name());
            }
        }
        return out;
    }

    private static void toWaiting(AtomicReference<Table> shown, GameState state) {
        SwingUtilities.invokeLater(() -> {
            Table t = shown.get();
            if (t != null) {
                t.waiting(state);
            }
        });
    }

    /** A small window saying what is being done, with a moving bar; shown at once, not modal. */
    static JDialog progress(Window owner, String text) {
        JDialog d = new JDialog(owner, "Beadbox");
        d.setName("onlineProgress");
        JPanel p = new JPanel(new BorderLayout(0, 8));
        p.setBorder(BorderFactory.createEmptyBorder(14, 18, 14, 18));
        p.add(new JLabel(text.isEmpty() ? "Starting…" : text), BorderLayout.NORTH);
        JProgressBar bar = new JProgressBar();
        bar.setIndeterminate(true);
        p.add(bar, BorderLayout.CENTER);
        d.setContentPane(p);
        d.pack();
        d.setLocationRelativeTo(owner);
        d.setVisible(true);
        return d;
    }

    // ------------------------------------------------------------------ reopening

    /**
     * Reopens the online table of a game the launcher lists (its table's file lies beside its
     * autosave): starts the web stack, which reopens the table with the same links at the
     * autosaved position, then joins through its link the seat played at this screen before (a
     * table opened in a browser has none: its address is shown). Never resumes it as a local
     * game, which would split the game in two; without a web front-end says so in one line.
     */
    void reopen(TableFiles.Saved saved, Window owner) {
        if (!shell.online().canHost()) {
            shell.error(owner, new IllegalStateException(notHostable(saved)));
            return;
        }
        JDialog progress = progress(owner, "Reopening the online table…");
        shell.background(() -> {
            try {
                OnlineTables tables = shell.online().host();
                long end = System.nanoTime() + REOPEN.toNanos();
                java.util.Optional<org.beadbox.core.online.Table> table;
                while ((table = tables.table(saved.table())).isEmpty()) {
                    if (System.nanoTime() > end) {
                        throw new IllegalStateException("The online table " + saved.table() + " did not reopen within "
                                + REOPEN.toSeconds() + " s: its game or a computer player may not be installed (the console says which).");
                    }
                    Thread.sleep(100);
                }
                return java.util.Map.entry(tables.address(), table.get());
            } finally {
                SwingUtilities.invokeLater(progress::dispose);
            }
        }, open -> {
            java.util.Optional<java.net.URI> link = saved.hostSeat() < 0 ? java.util.Optional.empty()
                    : open.getValue().seatLink(saved.hostSeat());
            if (link.isPresent()) {
                connect(TableLink.parse(link.get().toString()), null, problem -> {
                    if (problem != null) {
                        shell.error(owner, new IllegalStateException(problem));
                    }
                });
            } else {
                javax.swing.JOptionPane.showMessageDialog(owner, "The online table " + saved.table() + " is open again at "
                        + open.getKey() + ", with the same links as before.", "Beadbox", javax.swing.JOptionPane.INFORMATION_MESSAGE);
            }
            shell.refreshResumable();
        });
    }

    /** Why an online table's game is not resumed here, and how it is reopened. */
    static String notHostable(TableFiles.Saved saved) {
        return "This game is the online table " + saved.table() + ": it reopens, with the same links, when Beadbox runs with its "
                + "web front-end (it is not resumed as a local game, which would split it in two).";
    }

    // ------------------------------------------------------------------ joining

    /** Asks for a link and joins its table. */
    void join(Window owner) {
        new JoinDialog(owner, this).setVisible(true);
    }

    /**
     * Connects to the table of {@code link}; {@code done} hears, on the event thread, null once
     * the game window is open, else one line saying why it is not.
     *
     * @param replacing the window of the same link whose connection dropped, closed once the new one shows
     */
    void connect(TableLink link, GameWindow replacing, java.util.function.Consumer<String> done) {
        joining.connect(link, replacing, done);
    }
}
