package org.beadbox.launcher.plugin;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;

/**
 * The activator of the plugins the launcher's tests build: what it does at start is named by the
 * manifest header {@code X-Behaviour}. Every start appends a line to
 * {@code <beadbox.home>/calls/<symbolic name>} ("start", and "stop" when it stops), so a test can
 * count the attempts and see a removal. Copied into
 * each test jar; never loaded from the test class path.
 */
public final class Behaviour implements BundleActivator {

    @Override
    public void start(BundleContext context) throws Exception {
        String name = context.getBundle().getSymbolicName();
        Path home = Path.of(context.getProperty("beadbox.home"));
        Path calls = home.resolve("calls").resolve(name);
        Files.createDirectories(calls.getParent());
        Files.writeString(calls, "start\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        switch (context.getBundle().getHeaders().get("X-Behaviour")) {
            case "hang" -> {
                // Never returns while the release file is missing; ignores interrupts as a real hang does.
                while (!Files.exists(home.resolve("release-hangs"))) {
                    try {
                        Thread.sleep(50);
                    } catch (InterruptedException e) {
                        // keep hanging
                    }
                }
            }
            case "throw" -> throw new IllegalStateException("boom from " + name);
            case "throw-escapes" -> throw new IllegalStateException("\u001b[2J\u001b]0;owned\u0007 boom \u202e from " + name);
            case "exit" -> System.exit(42);
            case "halt" -> Runtime.getRuntime().halt(43);
            case "oom" -> {
                List<long[]> hog = new ArrayList<>();
                while (true) {
                    hog.add(new long[1 << 20]);
                }
            }
            case "oom-thrown" -> throw new OutOfMemoryError("Java heap space");
            default -> {
            }
        }
    }

    @Override
    public void stop(BundleContext context) throws IOException {
        Path home = Path.of(context.getProperty("beadbox.home"));
        Path calls = home.resolve("calls").resolve(context.getBundle().getSymbolicName());
        Files.writeString(calls, "stop\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
