package org.beadbox.ui.swing;

import java.awt.Rectangle;
import java.awt.Window;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * The front-end's preferences in one place: a properties file {@code swing.properties} in the
 * Beadbox home folder (theme, window bounds, last folder, last seat choices). Reads once, writes
 * on every change (small file, atomic rename). A file that cannot be read or written costs the
 * preferences, never the program.
 */
final class Settings {

    private final Path file;
    private final Properties values = new Properties();

    /** The settings stored in {@code home}/swing.properties; {@code home} may be null for none. */
    Settings(Path home) {
        this.file = home == null ? null : home.resolve("swing.properties");
        if (file != null && Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                values.load(in);
            } catch (IOException | IllegalArgumentException e) {
                values.clear();
            }
        }
    }

    /** The value of {@code key}, or {@code fallback}. */
    synchronized String get(String key, String fallback) {
        return values.getProperty(key, fallback);
    }

    /** Sets and saves {@code key}. */
    synchronized void put(String key, String value) {
        if (value.equals(values.getProperty(key))) {
            return;
        }
        values.setProperty(key, value);
        save();
    }

    /** Whether the dark theme is chosen. */
    boolean dark() {
        return "dark".equals(get("theme", "light"));
    }

    /** Places {@code window} where it was last time under {@code key}, or centres it at its preferred size. */
    void restore(Window window, String key) {
        String[] p = get(key + ".bounds", "").split(",");
        if (p.length == 4) {
            try {
                Rectangle r = new Rectangle(Integer.parseInt(p[0]), Integer.parseInt(p[1]), Integer.parseInt(p[2]),
                        Integer.parseInt(p[3]));
                Rectangle screen = window.getGraphicsConfiguration().getBounds();
                if (r.width >= 200 && r.height >= 150 && screen.intersects(r)) {
                    window.setBounds(r.intersection(screen));
                    return;
                }
            } catch (NumberFormatException e) {
                // fall through to the default placement
            }
        }
        window.setLocationRelativeTo(null);
    }

    /** Remembers {@code window}'s bounds under {@code key}. */
    void remember(Window window, String key) {
        Rectangle r = window.getBounds();
        put(key + ".bounds", r.x + "," + r.y + "," + r.width + "," + r.height);
    }

    private void save() {
        if (file == null) {
            return;
        }
        try {
            Files.createDirectories(file.getParent());
            Path tmp = file.resolveSibling("swing.properties.tmp");
            try (OutputStream out = Files.newOutputStream(tmp)) {
                values.store(out, "Beadbox Swing front-end preferences");
            }
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // preferences are a comfort: losing them must not disturb play
        }
    }
}
