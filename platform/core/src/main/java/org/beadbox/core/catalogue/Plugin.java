package org.beadbox.core.catalogue;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A plugin a catalogue offers, as a person choosing one sees it.
 *
 * @param id the bundle's symbolic name, e.g. {@code org.beadbox.ai.cautious}
 * @param name its name for a person ("Cautious player"); the id when the index names none
 * @param kind {@code game}, {@code AI} or {@code front-end}
 * @param version the version the catalogue offers
 * @param description one or two sentences, or empty
 * @param catalogue the location of the catalogue that offers it
 * @param needs empty when it fits this Beadbox; else one line saying which Beadbox API version it
 *     needs and which this Beadbox has
 * @param installedVersion the version installed now, or empty when it is not installed
 * @param builtIn whether the installed copy came with Beadbox (it cannot be removed or updated
 *     from a catalogue)
 * @param broken whether the installed copy cannot start because what it needs is missing
 *     ({@code plugins install} repairs it); since 1.2
 */
public record Plugin(String id, String name, String kind, String version, String description, String catalogue,
        String needs, String installedVersion, boolean builtIn, boolean broken) {

    /** A plugin that is not broken (as before 1.2). */
    public Plugin(String id, String name, String kind, String version, String description, String catalogue,
            String needs, String installedVersion, boolean builtIn) {
        this(id, name, kind, version, description, catalogue, needs, installedVersion, builtIn, false);
    }

    /** Whether it fits this Beadbox's API. */
    public boolean fits() {
        return needs.isEmpty();
    }

    /** Whether some version of it is installed. */
    public boolean installed() {
        return !installedVersion.isEmpty();
    }

    /** Whether the catalogue offers a newer version than the one installed. */
    public boolean updatable() {
        return installed() && org.osgi.framework.Version.parseVersion(version)
                .compareTo(org.osgi.framework.Version.parseVersion(installedVersion)) > 0;
    }

    /**
     * Whether {@code plugins search TEXT} lists it: every word of the text begins a word of its id,
     * name, kind or description (case aside). The id's words leave out {@code org.beadbox}, which
     * every plugin of the project's catalogue shares: {@code bead} finds the Glass Bead games and
     * the plugins that speak of beads, not all of them (issue 46 §16). Empty text matches all.
     */
    public boolean matches(String text) {
        List<String> wanted = words(text);
        if (wanted.isEmpty()) {
            return true;
        }
        String id = this.id.toLowerCase(Locale.ROOT).startsWith(COMMON_PREFIX) ? this.id.substring(COMMON_PREFIX.length()) : this.id;
        List<String> own = words(id + " " + name + " " + kind + " " + description);
        return wanted.stream().allMatch(w -> own.stream().anyMatch(o -> o.startsWith(w)));
    }

    private static final String COMMON_PREFIX = "org.beadbox.";

    /** The words of a text, lower case: runs of letters and digits (ids split at dots and dashes). */
    private static List<String> words(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")).filter(w -> !w.isEmpty()).toList();
    }

    /**
     * As {@code plugins search} prints it after the version shown: {@code available},
     * {@code installed}, {@code installed, 1.1.0 available}, or {@code installed, cannot start}.
     */
    public String status() {
        if (!installed()) {
            return "available";
        }
        return "installed" + (updatable() ? ", " + version + " available" : "") + (broken ? ", cannot start (missing what it needs)" : "");
    }

    /** The version {@code plugins search} shows: the installed one, else the one offered. */
    public String shownVersion() {
        return installed() ? installedVersion : version;
    }
}
