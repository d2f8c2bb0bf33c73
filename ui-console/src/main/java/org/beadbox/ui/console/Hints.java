package org.beadbox.ui.console;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.beadbox.api.Analysis;
import org.beadbox.api.Clock;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Match;
import org.beadbox.core.PlayerCatalog;

/** Asks the strongest installed AI what it would play, for about a second and a half, with progress. */
final class Hints {

    private static final long BUDGET_MILLIS = 1500;

    private final PlayerCatalog players;

    Hints(PlayerCatalog players) {
        this.players = players;
    }

    void hint(Match match, GameState state, Terminal term) throws InterruptedException {
        Optional<PlayerFactory> best = players.strongest(match.info());
        if (best.isEmpty()) {
            term.println("No AI that plays " + match.info().name() + " is installed, so there is no hint.");
            return;
        }
        PlayerFactory factory = best.get();
        AtomicReference<Analysis> latest = new AtomicReference<>();
        ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "beadbox-console-hint");
            t.setDaemon(true);
            return t;
        });
        try (Player player = factory.create(match.info(), Map.of())) {
            Future<Move> answer = thread.submit(() -> player.choose(GameCatalog.pluginState(state), Clock.ofMillis(BUDGET_MILLIS), latest::set));
            Move move = waitWithProgress(answer, latest, factory, term);
            Analysis a = latest.get();
            String estimate = a == null || Double.isNaN(a.winEstimate()) ? ""
                    : String.format(Locale.ROOT, " (it rates your chances at %.0f%%)", 100 * a.winEstimate());
            term.println("Hint from " + factory.name() + ": " + term.bold(move.notation()) + estimate);
        } catch (ExecutionException e) {
            term.println(term.error("✗ " + factory.name() + " could not give a hint: " + e.getCause().getMessage()));
        } catch (TimeoutException e) {
            term.println(term.error("✗ " + factory.name() + " did not answer in time; no hint."));
        } finally {
            thread.shutdownNow();
        }
    }

    private static Move waitWithProgress(Future<Move> answer, AtomicReference<Analysis> latest, PlayerFactory factory,
            Terminal term) throws InterruptedException, ExecutionException, TimeoutException {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(BUDGET_MILLIS + 3000);
        while (true) {
            try {
                return answer.get(150, TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                if (System.nanoTime() > until) {
                    answer.cancel(true);
                    throw e;
                }
                Analysis a = latest.get();
                term.status(factory.name() + " looking for a hint…" + (a == null ? ""
                        : String.format(Locale.ROOT, " %,d iterations%s", a.iterations(),
                                a.bestMove() == null ? "" : ", best " + a.bestMove())));
            }
        }
    }
}
