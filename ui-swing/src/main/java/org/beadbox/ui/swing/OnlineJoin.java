package org.beadbox.ui.swing;

import java.awt.Rectangle;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javax.swing.SwingUtilities;
import org.beadbox.api.GameState;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.remote.RemoteGame;
import org.beadbox.core.remote.RemoteTable;
import org.beadbox.core.remote.TableLink;

/**
 * Joining a table hosted elsewhere from its link, for {@link OnlinePlay}: a {@link RemoteGame}
 * mirrored in the normal game window, which connects again when the connection drops. Event
 * thread, except the connection's own threads, whose news it hands back to it.
 */
final class OnlineJoin {

    /** How long a connection to a host may take. */
    static final Duration CONNECT = Duration.ofSeconds(10);

    private final Shell shell;

    OnlineJoin(Shell shell) {
        this.shell = shell;
    }

    /**
     * Connects to the table of {@code link}; {@code done} hears, on the event thread, null once
     * the game window is open, else one line saying why it is not.
     *
     * @param replacing the window of the same link whose connection dropped, closed once the new one shows
     */
    void connect(TableLink link, GameWindow replacing, java.util.function.Consumer<String> done) {
        connect(link, replacing, (problem, refused) -> done.accept(problem));
    }

    /** As {@link #connect(TableLink, GameWindow, java.util.function.Consumer)}; {@code done} also hears whether the host refused the link. */
    private void connect(TableLink link, GameWindow replacing, java.util.function.BiConsumer<String, Boolean> done) {
        Joined joined = new Joined();
        RemoteGame.join(link, shell.games(), joined, CONNECT).whenComplete((game, failure) -> SwingUtilities.invokeLater(() -> {
            if (failure != null) {
                Throwable f = failure instanceof java.util.concurrent.CompletionException && failure.getCause() != null
                        ? failure.getCause() : failure;
                done.accept(f.getMessage() == null ? f.toString() : f.getMessage(),
                        f instanceof RemoteTable.ConnectFailure c && c.refused());
                return;
            }
            if (replacing != null && !replacing.isDisplayable()) {
                game.close(); // the player closed the window while it reconnected
                done.accept(null, false);
                return;
            }
            try {
                open(game, joined, replacing);
                done.accept(null, false);
            } catch (RuntimeException e) {
                game.close();
                done.accept(e.getMessage() == null ? e.toString() : e.getMessage(), false);
            }
        }));
    }

    private void open(RemoteGame game, Joined joined, GameWindow replacing) {
        RemoteTable.Welcome w = game.welcome();
        int n = w.seats().size();
        HumanPlayer[] humans = new HumanPlayer[n];
        for (int i : w.you()) {
            humans[i] = new HumanPlayer(state -> SwingUtilities.invokeLater(() -> joined.waiting(state)));
        }
        Match match = game.build(i -> humans[i]);
        Table table = new Table(match, humans);
        table.onlineState().online(seat -> game.resign(), game::close);
        table.draws().remote(new DrawState.Remote() {
            @Override
            public void offer(int seat) {
                game.offerDraw(seat);
            }

            @Override
            public void answer(boolean accept) {
                game.answerDraw(accept);
            }
        });
        for (int i = 0; i < n; i++) {
            if (!w.you().contains(i) && w.seats().get(i).player().equals("remote")) {
                table.onlineState().markElsewhere(i);
            }
        }
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            RemoteTable.Seat s = w.seats().get(i);
            labels.add(w.you().contains(i) ? "You" : s.player().equals("remote") ? "Online guest" : "Host: " + s.player());
        }
        Rectangle bounds = replacing == null ? null : replacing.getBounds();
        GameWindow window = shell.window(table, labels, bounds);
        window.setTitle(w.gameName() + " — online at " + game.link().host() + " — Beadbox");
        javax.swing.JButton reconnect = window.addTool("Reconnect", "reconnect", () -> { });
        reconnect.setEnabled(false);
        reconnect.addActionListener(e -> reconnect(game, window, table, reconnect, AUTO_RETRIES_MS.length, ""));
        joined.attach(table, game, why -> reconnect(game, window, table, reconnect, 0, why));
        if (replacing != null) {
            replacing.dispose();
        }
        table.start();
    }

    /**
     * The pauses before the automatic attempts to connect again after a connection drops: at
     * once, then 1, 2, 4 and 8 s later (15 s in all, as long as a host's restart takes); after
     * them the Reconnect button tries once each click.
     */
    static final int[] AUTO_RETRIES_MS = {0, 1000, 2000, 4000, 8000};

    /**
     * Connects {@code window}'s link again; the new connection's window replaces it. Attempt
     * {@code attempt} of {@link #AUTO_RETRIES_MS} when below its length (the first says {@code why}) (a failure schedules the
     * next, unless the host refused the link), else one attempt for the button. Stops when the
     * player has closed the window.
     */
    private void reconnect(RemoteGame game, GameWindow window, Table table, javax.swing.JButton button, int attempt, String why) {
        if (!window.isDisplayable()) {
            return;
        }
        button.setEnabled(false);
        String host = game.link().host();
        if (attempt == 0 || attempt >= AUTO_RETRIES_MS.length) {
            table.say(why + "Reconnecting to " + host + "…");
            // as the page does: nothing on the board takes a click until the host is back
            window.lock("Reconnecting to " + host + "…", why + "The game is kept: it goes on here, at the host's position, once the host answers.",
                    "Paused: reconnecting");
        }
        connect(game.link(), window, (problem, refused) -> {
            if (problem == null || !window.isDisplayable()) {
                return;
            }
            int next = attempt + 1;
            if (next < AUTO_RETRIES_MS.length && !refused) {
                // what failed is said once the automatic attempts are over: while a host restarts,
                // its 404 or 503 says nothing a player can act on
                table.say("Reconnecting to " + host + "… not back yet; trying again in "
                        + AUTO_RETRIES_MS[next] / 1000 + " s.");
                javax.swing.Timer later = new javax.swing.Timer(AUTO_RETRIES_MS[next], e -> reconnect(game, window, table, button, next, why));
                later.setRepeats(false);
                later.start();
            } else {
                table.say(problem + " Reconnect tries again.");
                window.lock("Not connected to " + host, problem + " Click Reconnect in the toolbar to try again.",
                        "Paused: not connected");
                button.setEnabled(true);
            }
        });
    }

    /** Hears a joined table's host and tells its window, on the event thread. */
    static final class Joined implements RemoteTable.Listener {
        private Table table;
        private RemoteGame game;
        private java.util.function.Consumer<String> reconnect; // why, as the start of a sentence
        private final List<Runnable> early = new ArrayList<>();

        void attach(Table t, RemoteGame g, java.util.function.Consumer<String> r) {
            table = t;
            game = g;
            reconnect = r;
            early.forEach(Runnable::run);
            early.clear();
        }

        private void later(Runnable r) {
            SwingUtilities.invokeLater(() -> {
                if (table == null) {
                    early.add(r);
                } else {
                    r.run();
                }
            });
        }

        void waiting(GameState state) {
            if (table != null) {
                table.waiting(state);
            }
        }

        @Override
        public void refused(String reason) {
            later(() -> table.say("The host refused: " + reason));
        }

        @Override
        public void presence(List<RemoteTable.Seat> seats) {
            later(() -> {
                for (int i = 0; i < seats.size(); i++) {
                    if (!seats.get(i).connected() && !game.welcome().you().contains(i)) {
                        table.say("Waiting for " + seats.get(i).name() + " (disconnected).");
                        return;
                    }
                }
                if (table.message().startsWith("Waiting for ")) {
                    table.say("");
                }
            });
        }

        @Override
        public void state(RemoteTable.State s) {
            later(() -> table.onlineState().hostClocks(s.clocks()));
            if (!s.over()) {
                return;
            }
            later(() -> {
                // the host ended the game (a resignation, a time limit) where the moves alone do not
                if (table.history().outcome().isEmpty() && table.match().moves().size() >= s.moves().size() && !table.closed()) {
                    table.close(s.summary());
                    table.stop(s.summary().isEmpty() ? "The game is over." : "Game over: " + s.summary());
                }
            });
        }

        @Override
        public void drawOffer(org.beadbox.core.DrawOffer offer) {
            later(() -> table.draws().heard(offer));
        }

        @Override
        public void closed(String reason) {
            later(() -> {
                boolean aborted = reason.startsWith("aborted");
                boolean over = aborted || table.closed() || table.history().outcome().isPresent(); // ended here already (a resignation too)
                table.close(reason);
                if (aborted) {
                    table.stop("Game " + reason); // nobody made a first move in time: nothing comes back
                } else {
                    table.say("The host closed the table: " + reason);
                }
                if (!over) {
                    // as a page does: a table closed for now (its host restarting) comes back on the same link
                    reconnect.accept("The host closed the table (" + reason + "). ");
                }
            });
        }

        @Override
        public void dropped(String reason) {
            later(() -> {
                if (table.closed()) {
                    return;
                }
                reconnect.accept("The connection to the host was lost (" + reason + "). "); // picks the game up where the host is
            });
        }
    }
}