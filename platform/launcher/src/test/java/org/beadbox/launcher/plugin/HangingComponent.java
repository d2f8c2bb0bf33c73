package org.beadbox.launcher.plugin;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import org.osgi.framework.BundleContext;

/**
 * A Declarative Services component whose {@code activate} method never returns when its
 * property {@code hang} is true (until the file {@code <beadbox.home>/release-hangs} appears;
 * interrupts are ignored, as a real hang does), and returns at once otherwise.
 * Each activation appends "activate" to {@code <beadbox.home>/calls/<symbolic name>}. Described
 * by the component XML that the test jar carries; copied into that jar, never loaded from the
 * test class path.
 */
public final class HangingComponent {

    /** Called by SCR when the component is activated. */
    public void activate(BundleContext context, java.util.Map<String, Object> properties) throws IOException {
        Path home = Path.of(context.getProperty("beadbox.home"));
        Path calls = home.resolve("calls").resolve(context.getBundle().getSymbolicName());
        Files.createDirectories(calls.getParent());
        Files.writeString(calls, "activate " + Thread.currentThread().getName() + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        while ("true".equals(properties.get("hang")) && !Files.exists(home.resolve("release-hangs"))) {
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                // keep hanging
            }
        }
    }

    /** Called by SCR when the component is deactivated. */
    public void deactivate(BundleContext context) throws IOException {
        Path home = Path.of(context.getProperty("beadbox.home"));
        Path calls = home.resolve("calls").resolve(context.getBundle().getSymbolicName());
        Files.writeString(calls, "deactivate\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
