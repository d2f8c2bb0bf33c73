package org.beadbox.core.catalogue;

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
 */
public record Plugin(String id, String name, String kind, String version, String description, String catalogue,
        String needs, String installedVersion, boolean builtIn) {

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

    /** {@code installed} or {@code available}, as {@code plugins search} prints it. */
    public String status() {
        return installed() ? "installed" : "available";
    }
}
