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
 *
 * <p>To serve, it writes the settings of the start under {@code server/} ({@link SettingsFile});
 * for {@code ./beadbox server admin} ({@value SettingsFile#ADMIN}) it reads them, and opens only
 * a database that exists ({@link Database.Access#admin}).
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
            Path home = Path.of(context.getProperty("beadbox.home"));
            boolean admin = Boolean.parseBoolean(context.getProperty(SettingsFile.ADMIN));
            java.util.function.Function<String, String> property = context::getProperty;
            if (admin) { // the site's own settings, for what the admin's command line does not say
                property = SettingsFile.over(property, SettingsFile.read(Database.privateFolder(home)).orElse(java.util.Map.of()));
            }
            String passwordFile = property.apply(SettingsFile.PASSWORD_FILE);
            Database.Access access = new Database.Access(admin,
                    passwordFile == null || passwordFile.isBlank() ? java.util.Optional.empty() : java.util.Optional.of(Path.of(passwordFile)),
                    System.getenv());
            opened = new Database(ServerSettings.read(property), home, access);
            if (!admin) {
                opened.siteKey(); // made, or checked against the site's: a node with another key stops here, with one line
                SettingsFile.write(Database.privateFolder(home), property);
            }
            r = context.registerService(Database.class, opened, null);
        } catch (IllegalStateException | IllegalArgumentException | java.io.UncheckedIOException e) {
            if (opened != null) {
                opened.close();
                opened = null;
            }
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
