package org.beadbox.core.catalogue;

import java.util.List;
import java.util.function.Consumer;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The plugin catalogues Beadbox knows and the plugins they offer; installs, updates and removes
 * those plugins while Beadbox runs. Registered as a service by the core.
 *
 * <p>A catalogue is an OSGi Repository (R5) index, {@code index.xml} or {@code index.xml.gz}, in
 * a folder or at a URL. The default one, written by Beadbox's build, is always first and cannot
 * be removed; the others are kept in the Beadbox folder ({@code catalogues.txt}).
 *
 * <p>Every method may read files or the network and install bundles: call them off the event
 * thread. Problems a person can cause or fix (an unknown plugin, an unreachable catalogue, a
 * plugin for another API, a corrupted download) are {@link IllegalArgumentException}s whose
 * message is one line naming the problem and what to do.
 */
@ProviderType
public interface Catalogue {

    /** The plugins of every catalogue (each id once, the newest version offered), and the catalogues that could not be read. */
    record Listing(List<Plugin> plugins, List<String> problems) {
        /** A listing; copies the lists. */
        public Listing {
            plugins = List.copyOf(plugins);
            problems = List.copyOf(problems);
        }
    }

    /** The catalogues' locations, the default one first. */
    List<String> locations();

    /**
     * Adds a catalogue: a folder holding {@code index.xml} or {@code index.xml.gz}, or a URL of
     * an index (or of a folder holding one). It is read once to check it.
     *
     * @return the location as kept
     * @throws IllegalArgumentException when it cannot be read or holds no index
     */
    String addLocation(String location);

    /**
     * Removes a catalogue; the plugins installed from it stay.
     *
     * @throws IllegalArgumentException when it is not one of the catalogues, or is the default one
     */
    void removeLocation(String location);

    /** Reads every catalogue now; a catalogue that cannot be read is named in the problems. */
    Listing plugins();

    /**
     * The plugin named {@code name}: its id, the last part of its id ({@code cautious}), or its
     * name, ignoring case.
     *
     * @throws IllegalArgumentException when no catalogue offers it, or the name fits several
     */
    Plugin find(String name);

    /**
     * Resolves the plugin's requirements against what is installed and what the catalogues
     * offer, downloads what is missing (each file checked against its SHA-256), keeps it in the
     * Beadbox folder's {@code bundles/}, installs and starts it.
     *
     * @param steps told each step, one line each (on the calling thread)
     * @return the plugin as installed
     * @throws IllegalArgumentException when it is installed already, needs an API this Beadbox
     *     lacks, cannot be resolved, or a download fails its checksum; nothing is changed then
     */
    Plugin install(String name, Consumer<String> steps);

    /**
     * Replaces the installed plugin with the newer version a catalogue offers; open games of it
     * lock while it is replaced and come back after.
     *
     * @throws IllegalArgumentException when it is not installed, built in, already the newest,
     *     or the new version cannot be installed (the old one then stays)
     */
    Plugin update(String name, Consumer<String> steps);

    /**
     * Stops and uninstalls a plugin installed from a catalogue or dropped into {@code bundles/},
     * and deletes its jar.
     *
     * @throws IllegalArgumentException when it is not installed or is built in
     */
    void uninstall(String name, Consumer<String> steps);
}
