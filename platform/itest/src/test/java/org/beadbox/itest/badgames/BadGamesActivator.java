package org.beadbox.itest.badgames;

import org.beadbox.api.Game;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * The activator of a test bundle of broken games, as a careless third party might ship them:
 * {@value ThrowingGame#ID}, whose {@code legalMoves} throws after a few moves, and {@value
 * EndlessGame#ID}, which never ends.
 */
public final class BadGamesActivator implements BundleActivator {

    /** The test bundle's symbolic name. */
    public static final String SYMBOLIC_NAME = "org.beadbox.itest.badgames";

    @Override
    public void start(BundleContext context) {
        context.registerService(Game.class, new ThrowingGame(), null);
        context.registerService(Game.class, new EndlessGame(), null);
    }

    @Override
    public void stop(BundleContext context) {
        // The framework unregisters the services.
    }
}
