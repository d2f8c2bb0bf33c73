package org.beadbox.server;

import java.nio.file.Path;
import java.util.Dictionary;
import java.util.Hashtable;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceRegistration;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

/**
 * Opens the server's {@link Database} once, when the bundle starts, from the framework
 * properties the launcher set, and registers it as a service for the rest of the server. When it
 * cannot be opened, registers a {@link Failure} instead, whose {@code reason} property the
 * launcher prints before it exits: one attempt, one line, no retries by every component that
 * wants the database.
 */
@Component(immediate = true, service = {})
public final class DatabaseOpener {

    /** Registered instead of the database when it could not be opened; the property {@code reason} says why, in one line. */
    public record Failure(String reason) {
    }

    private final Database db;
    private final ServiceRegistration<?> registration;

    @Activate
    public DatabaseOpener(BundleContext context) {
        Database opened = null;
        ServiceRegistration<?> r;
        try {
            opened = new Database(ServerSettings.read(context::getProperty), Path.of(context.getProperty("beadbox.home")));
            r = context.registerService(Database.class, opened, null);
        } catch (IllegalStateException | IllegalArgumentException e) {
            Dictionary<String, Object> p = new Hashtable<>();
            p.put("reason", e.getMessage());
            r = context.registerService(Failure.class, new Failure(e.getMessage()), p);
        }
        this.db = opened;
        this.registration = r;
    }

    @Deactivate
    void close() {
        registration.unregister();
        if (db != null) {
            db.close();
        }
    }
}
