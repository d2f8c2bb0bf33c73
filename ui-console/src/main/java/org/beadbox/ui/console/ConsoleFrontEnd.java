package org.beadbox.ui.console;

import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.PrintStream;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.RecordStore;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * The console front-end when Beadbox starts with {@code --ui console} (framework property {@code
 * beadbox.ui=console}): the text menu on the process's terminal, on a thread of its own; when
 * the person quits, the framework stops and the launcher exits. Otherwise it does nothing.
 */
@Component(immediate = true)
public final class ConsoleFrontEnd {

    private final Thread thread;

    /** Starts the menu if this front-end was asked for. */
    @Activate
    public ConsoleFrontEnd(BundleContext context, @Reference GameCatalog games, @Reference PlayerCatalog players) {
        if (!"console".equals(context.getProperty("beadbox.ui"))) {
            thread = null;
            return;
        }
        RecordStore store = new RecordStore(RecordStore.home(context.getProperty("beadbox.home")));
        thread = new Thread(() -> {
            try {
                new ConsoleSession(games, players, store, new FileInputStream(FileDescriptor.in),
                        new PrintStream(new java.io.FileOutputStream(FileDescriptor.out), true, java.nio.charset.StandardCharsets.UTF_8),
                        Terminal.detectAnsi()).menu();
            } catch (InterruptedException e) {
                return;
            } catch (RuntimeException e) {
                System.err.println("beadbox: the console front-end stopped: " + e.getMessage());
            }
            try {
                context.getBundle(0).stop();
            } catch (BundleException | IllegalStateException e) {
                System.err.println("beadbox: cannot stop the framework: " + e.getMessage());
            }
        }, "beadbox-console");
        thread.start();
    }

    @Deactivate
    void deactivate() {
        if (thread != null) {
            thread.interrupt();
        }
    }
}
