package org.beadbox.api;

/**
 * Where a thinking player reports how its search is going, for a progress bar and an analysis
 * view. May be called from any thread and often (a front-end throttles what it shows); must
 * return at once.
 */
@FunctionalInterface
@org.osgi.annotation.versioning.ConsumerType
public interface Progress {

    /** Reports nothing. */
    Progress NONE = analysis -> { };

    /** The search so far. */
    void report(Analysis analysis);
}
