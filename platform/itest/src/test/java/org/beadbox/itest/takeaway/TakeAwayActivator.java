package org.beadbox.itest.takeaway;

import org.beadbox.api.Game;
import org.beadbox.testkit.TakeAway;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * The activator of the tiny test game bundle that the integration tests build: registers the
 * testkit's {@link TakeAway} as a {@link Game} service, as a real game bundle's DS component
 * would. The service goes away with the bundle.
 */
public final class TakeAwayActivator implements BundleActivator {

    /** The test bundle's symbolic name. */
    public static final String SYMBOLIC_NAME = "org.beadbox.itest.takeaway";

    @Override
    public void start(BundleContext context) {
        context.registerService(Game.class, new TakeAway(), null);
    }

    @Override
    public void stop(BundleContext context) {
        // The framework unregisters the service.
    }
}
