package org.beadbox.itest.badplayers;

import java.util.List;
import java.util.Map;
import org.beadbox.api.GameInfo;
import org.beadbox.api.Move;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * The activator of a test bundle of badly behaved AI players: {@code thrower} (throws),
 * {@code sleeper} (hangs past its clock, ignoring interrupts), {@code cheater} (answers a move
 * no game has) and {@code mute} (returns null). Also {@code first}, a well-behaved player that
 * plays the first legal move, for the churn test.
 */
public final class BadPlayersActivator implements BundleActivator {

    /** The test bundle's symbolic name. */
    public static final String SYMBOLIC_NAME = "org.beadbox.itest.badplayers";

    @Override
    public void start(BundleContext context) {
        register(context, "thrower", (s, c, p) -> {
            throw new IllegalStateException("the thrower's search blew up");
        });
        register(context, "sleeper", (s, c, p) -> {
            long until = System.nanoTime() + 2_000_000_000L;
            while (System.nanoTime() < until) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException ignored) {
                    // a badly behaved player: it ignores the interrupt
                }
            }
            return s.legalMoves().get(0);
        });
        register(context, "cheater", (s, c, p) -> new Move() {
            @Override
            public List<String> steps() {
                return List.of("zz99");
            }

            @Override
            public String notation() {
                return "zz99";
            }
        });
        register(context, "mute", (s, c, p) -> null);
        register(context, "first", (s, c, p) -> s.legalMoves().get(0));
    }

    private static void register(BundleContext context, String id, Player player) {
        context.registerService(PlayerFactory.class, new PlayerFactory() {
            @Override
            public String id() {
                return id;
            }

            @Override
            public String name() {
                return "Test " + id;
            }

            @Override
            public String description() {
                return "A test player: " + id + ".";
            }

            @Override
            public List<OptionSpec> options() {
                return List.of();
            }

            @Override
            public boolean supports(GameInfo game) {
                return true;
            }

            @Override
            public Player create(GameInfo game, Map<String, String> options) {
                return player;
            }
        }, null);
    }

    @Override
    public void stop(BundleContext context) {
        // The framework unregisters the services.
    }
}
