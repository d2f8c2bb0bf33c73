package org.beadbox.core.catalogue;

import java.util.List;
import java.util.function.Consumer;
import org.osgi.annotation.versioning.ProviderType;

/**
 * The plugin catalogues Beadbox knows and the plugins they offer; installs, updates and removes
 * those plugins while Beadbox runs. Registered as a service by the core.
 *
 * <p>A catalogue is an OSGi Repository (R5) index, {@code index.xml} or {@code index.xml.gz}, in
 * a folder or at a https URL (plain http only when added as insecure). The default one, written by
 * Beadbox's build, is always first and cannot be removed; the others are kept in the Beadbox
 * folder ({@code catalogues.txt}) with the signing key they published when they were added: every
 * plugin jar must carry a signature by that key ({@code docs/catalogue-authors.md}).
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

    /**
     * A catalogue as kept.
     *
     * @param location its folder or URL
     * @param fingerprint its signing key as a person compares it ({@code SHA256:...}); empty when
     *     it has none (its plugins cannot be installed)
     * @param insecure whether it was added with {@code --insecure} (plain http)
     * @since 1.2
     */
    record Source(String location, String fingerprint, boolean insecure) {
    }

    /** The catalogues' locations, the default one first. */
    List<String> locations();

    /**
     * The catalogues with their keys, the default one first.
     *
     * @since 1.2
     */
    List<Source> sources();

    /**
     * Adds a catalogue over https or in a folder: {@code add(location, false)}.
     *
     * @return the location as kept
     */
    String addLocation(String location);

    /**
     * Adds a catalogue: a folder holding {@code index.xml} or {@code index.xml.gz}, or a URL of
     * an index (or of a folder holding one). It is read once to check it, and the signing key it
     * publishes beside its index is pinned (trust on first use).
     *
     * @param insecure allows a plain http catalogue
     * @return the catalogue as kept, with its key's fingerprint for the person to compare
     * @throws IllegalArgumentException when it cannot be read, holds no index, publishes no key,
     *     is plain http and not {@code insecure}, or publishes another key than the one pinned
     * @since 1.2
     */
    Source add(String location, boolean insecure);

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
     * A plugin installed already whose requirements are missing (it cannot start) is repaired:
     * what it needs is installed.
     *
     * @throws IllegalArgumentException when it is installed already (and can start), needs an
     *     API this Beadbox lacks, cannot be resolved, or a download fails its checksum or its
     *     signature; nothing is changed then
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

    /** {@code uninstall(name, false, steps)}. */
    void uninstall(String name, Consumer<String> steps);

    /**
     * Stops and uninstalls a plugin or library installed from a catalogue or dropped into
     * {@code bundles/}, and deletes its jar; then the libraries it alone needed (told as steps).
     *
     * @param withDependents also removes the plugins that need it; else they make it refused
     * @throws IllegalArgumentException when it is not installed or is built in, or when installed
     *     plugins need it and {@code withDependents} is false (they are named)
     * @since 1.2
     */
    void uninstall(String name, boolean withDependents, Consumer<String> steps);
}
