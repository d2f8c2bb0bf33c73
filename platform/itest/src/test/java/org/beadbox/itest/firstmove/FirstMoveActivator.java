package org.beadbox.itest.firstmove;

import org.beadbox.api.PlayerFactory;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/** Registers the {@link FirstMovePlayerFactory} while the test player bundle runs. */
public final class FirstMoveActivator implements BundleActivator {

    /** The test bundle's symbolic name. */
    public static final String SYMBOLIC_NAME = "org.beadbox.itest.firstmove";

    @Override
    public void start(BundleContext context) {
        context.registerService(PlayerFactory.class, new FirstMovePlayerFactory(), null);
    }

    @Override
    public void stop(BundleContext context) {
        // The framework unregisters the service.
    }
}
