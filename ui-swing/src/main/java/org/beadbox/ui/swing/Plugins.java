package org.beadbox.ui.swing;

import java.nio.file.Path;
import java.util.List;

/**
 * The installed bundles as the plugins window sees them, and what it may do to them. The OSGi
 * bridge implements it; tests give a plain one. Methods may block briefly (bundle operations):
 * call them off the event thread.
 */
interface Plugins {

    /**
     * One installed bundle.
     *
     * @param id the framework's bundle id
     * @param symbolicName its symbolic name
     * @param name its name for a person
     * @param version its version
     * @param vendor who made it, or empty
     * @param state in a player's words: running, stopped, starting, stopping
     * @param kind "game", "AI", "front-end", "platform" or "library"
     */
    record Info(long id, String symbolicName, String name, String version, String vendor, String state, String kind) {
    }

    /** Every installed bundle, by id. */
    List<Info> bundles();

    /**
     * What the jar is, read from its manifest without installing it.
     *
     * @throws IllegalArgumentException with a message for a person when it is no bundle
     */
    Info inspect(Path jar);

    /**
     * Installs and starts the jar.
     *
     * @throws IllegalArgumentException with a message for a person when it cannot be installed or
     *     resolved, naming the missing package; nothing stays installed then
     */
    Info install(Path jar);

    /** Starts a bundle; an exception's message says why it could not. */
    void start(long id);

    /** Stops a bundle. */
    void stop(long id);

    /** Uninstalls a bundle. */
    void uninstall(long id);

    /** The id of the bundle that loaded {@code type}, or -1 when no bundle did (no framework). */
    default long bundleOf(Class<?> type) {
        return -1;
    }

    /**
     * What became of the bundle that provides {@code service} (a game that went away, say):
     * "stopped" (still installed, not running), "uninstalled", or "" while it runs or when it is
     * not known (no framework).
     */
    default String fate(Object service) {
        return "";
    }

    /** The plugin catalogue service, when the core provides one (the "Available" tab uses it). */
    default java.util.Optional<org.beadbox.core.catalogue.Catalogue> catalogue() {
        return java.util.Optional.empty();
    }

    /** Calls {@code listener} (on any thread) whenever a bundle changes. */
    void addListener(Runnable listener);

    /** No bundles at all: for running without a framework. */
    Plugins NONE = new None();

    /**
     * No bundles, and nothing to install, start, stop or uninstall: {@link #NONE}, and a base for
     * stand-ins that have a little more.
     */
    class None implements Plugins {
        @Override
        public List<Info> bundles() {
            return List.of();
        }

        @Override
        public Info inspect(Path jar) {
            throw new IllegalArgumentException("plugins can only be installed when Beadbox runs in its framework");
        }

        @Override
        public Info install(Path jar) {
            throw new IllegalArgumentException("plugins can only be installed when Beadbox runs in its framework");
        }

        @Override
        public void start(long id) {
        }

        @Override
        public void stop(long id) {
        }

        @Override
        public void uninstall(long id) {
        }

        @Override
        public void addListener(Runnable listener) {
        }
    }
}
