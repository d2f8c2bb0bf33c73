package org.beadbox.itest.hanginggames;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * A test bundle of game plugins as a hostile-input probe ships them (issue 38): {@value #HANGS},
 * whose {@code options()} never returns (ignoring interrupts, until the bundle stops), and
 * {@value #THROWS}, whose {@code options()} throws. Both are Take Away otherwise.
 */
public final class HangingGamesActivator implements BundleActivator {

    /** The test bundle's symbolic name. */
    public static final String SYMBOLIC_NAME = "org.beadbox.itest.hanginggames";
    /** The game whose options() never returns. */
    public static final String HANGS = "probe-hang";
    /** The game whose options() throws. */
    public static final String THROWS = "probe-throw";

    private final CountDownLatch stopped = new CountDownLatch(1);

    @Override
    public void start(BundleContext context) {
        context.registerService(Game.class, new Probe(HANGS), null);
        context.registerService(Game.class, new Probe(THROWS), null);
    }

    @Override
    public void stop(BundleContext context) {
        stopped.countDown();
    }

    private final class Probe implements Game {
        private final String id;
        private final TakeAway inner = new TakeAway();

        Probe(String id) {
            this.id = id;
        }

        @Override
        public GameInfo info() {
            return new GameInfo(id, "Probe " + id, "", "", "", 2, 2, "");
        }

        @Override
        public List<OptionSpec> options() {
            if (id.equals(THROWS)) {
                throw new IllegalStateException("probe-throw: options throws");
            }
            while (stopped.getCount() > 0) {
                try {
                    stopped.await();
                } catch (InterruptedException e) {
                    // a real hang ignores interrupts
                }
            }
            return inner.options();
        }

        @Override
        public List<SeatInfo> seats(int players) {
            return inner.seats(players);
        }

        @Override
        public GameState start(Setup setup) {
            return inner.start(setup);
        }

        @Override
        public GameState parsePosition(String position) {
            return inner.parsePosition(position);
        }
    }
}
