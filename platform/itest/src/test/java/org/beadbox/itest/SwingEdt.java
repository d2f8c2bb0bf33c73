package org.beadbox.itest;

import java.awt.Component;
import java.awt.Container;
import java.awt.Window;
import java.lang.reflect.InvocationTargetException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javax.swing.SwingUtilities;

/**
 * Swing read and driven from a test in the same framework, through plain AWT and the names the
 * front-end gives its windows and components, on the event thread: shared by the Swing ITs.
 */
final class SwingEdt {

    private SwingEdt() {
    }

    static String title(String frame) {
        return onEdt(() -> {
            for (Window w : Window.getWindows()) {
                if (frame.equals(w.getName()) && w.isShowing() && w instanceof java.awt.Frame f) {
                    return f.getTitle();
                }
            }
            return "";
        });
    }

    static Optional<Component> find(String window, String name) {
        for (Window w : Window.getWindows()) {
            if (window.equals(w.getName()) && w.isShowing()) {
                if (name.equals(w.getName())) {
                    return Optional.of(w);
                }
                Optional<Component> c = find(w, name);
                if (c.isPresent()) {
                    return c;
                }
            }
        }
        return Optional.empty();
    }

    static Optional<Component> find(Container c, String name) {
        for (Component child : c.getComponents()) {
            if (name.equals(child.getName())) {
                return Optional.of(child);
            }
            if (child instanceof Container inner) {
                Optional<Component> found = find(inner, name);
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    static List<String> frames() {
        return onEdt(() -> {
            List<String> out = new ArrayList<>();
            for (Window w : Window.getWindows()) {
                if (w.isShowing()) {
                    out.add(w.getName());
                }
            }
            return out;
        });
    }

    static <T> T onEdt(Callable<T> read) {
        return onEdt(read, true);
    }

    /** Runs {@code read} on the event thread; waits for its result, or only posts it (an action that may open a modal dialog). */
    static <T> T onEdt(Callable<T> read, boolean wait) {
        AtomicReference<T> result = new AtomicReference<>();
        Runnable r = () -> {
            try {
                result.set(read.call());
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        };
        if (!wait) {
            SwingUtilities.invokeLater(r);
            return null;
        }
        if (SwingUtilities.isEventDispatchThread()) {
            r.run();
            return result.get();
        }
        try {
            SwingUtilities.invokeAndWait(r);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the event thread", e);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("reading Swing state failed", e.getCause());
        }
        return result.get();
    }
}
