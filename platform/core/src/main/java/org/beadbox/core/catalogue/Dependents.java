package org.beadbox.core.catalogue;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.osgi.framework.Bundle;
import org.osgi.framework.wiring.BundleWire;
import org.osgi.framework.wiring.BundleWiring;
import org.osgi.resource.Resource;
import org.osgi.resource.Wire;

/**
 * Who needs whom among the installed bundles, from the framework's wiring, as apt reads its
 * dependencies: the plugins a removal would break, the libraries a removal leaves unneeded, and
 * the order to install a resolution in (what is needed before what needs it).
 */
final class Dependents {

    private Dependents() {
    }

    /** The bundles wired to {@code b}, and those wired to them, and so on; {@code b} left out. */
    static List<Bundle> of(Bundle b) {
        Set<Bundle> out = new LinkedHashSet<>();
        List<Bundle> todo = new ArrayList<>(List.of(b));
        while (!todo.isEmpty()) {
            for (Bundle requirer : requirers(todo.remove(0))) {
                if (requirer != b && out.add(requirer)) {
                    todo.add(requirer);
                }
            }
        }
        return List.copyOf(out);
    }

    /** The bundles wired to {@code b} now (a bundle wired to itself left out). */
    static Set<Bundle> requirers(Bundle b) {
        Set<Bundle> out = new LinkedHashSet<>();
        BundleWiring wiring = b.adapt(BundleWiring.class);
        if (wiring != null) {
            for (BundleWire w : wiring.getProvidedWires(null)) {
                Bundle requirer = w.getRequirerWiring().getBundle();
                if (requirer != b) {
                    out.add(requirer);
                }
            }
        }
        return out;
    }

    /** The bundles {@code b} is wired to (itself and the system bundle left out). */
    static Set<Bundle> providers(Bundle b) {
        Set<Bundle> out = new LinkedHashSet<>();
        BundleWiring wiring = b.adapt(BundleWiring.class);
        if (wiring != null) {
            for (BundleWire w : wiring.getRequiredWires(null)) {
                Bundle provider = w.getProviderWiring().getBundle();
                if (provider != b && provider.getBundleId() != 0) {
                    out.add(provider);
                }
            }
        }
        return out;
    }

    /** Whether {@code b} is a plugin (it has a kind in the catalogue) rather than a library. */
    static boolean isPlugin(Bundle b) {
        var revision = b.adapt(org.osgi.framework.wiring.BundleRevision.class);
        return revision != null && !revision.getCapabilities(IndexedResource.PLUGIN).isEmpty();
    }

    /** The game or player ids its {@code beadbox.plugin} capability names ({@code ids}), as {@code games} and {@code match} use them. */
    static List<String> ids(Bundle b) {
        var revision = b.adapt(org.osgi.framework.wiring.BundleRevision.class);
        if (revision == null) {
            return List.of();
        }
        return revision.getCapabilities(IndexedResource.PLUGIN).stream().map(c -> c.getAttributes().get("ids"))
                .filter(java.util.Objects::nonNull)
                .flatMap(v -> v instanceof List<?> list ? list.stream().map(String::valueOf) : java.util.Arrays.stream(v.toString().split("\\s*,\\s*")))
                .toList();
    }

    /** The resolution's catalogue resources, each after those it is wired to. */
    static List<IndexedResource> inOrder(Map<Resource, List<Wire>> resolution) {
        List<IndexedResource> out = new ArrayList<>();
        Set<Resource> seen = new LinkedHashSet<>();
        for (Resource r : resolution.keySet()) {
            visit(r, resolution, seen, out);
        }
        return out;
    }

    private static void visit(Resource r, Map<Resource, List<Wire>> resolution, Set<Resource> seen, List<IndexedResource> out) {
        if (!seen.add(r)) {
            return;
        }
        for (Wire w : resolution.getOrDefault(r, List.of())) {
            if (w.getRequirer().equals(r)) {
                visit(w.getProvider(), resolution, seen, out);
            }
        }
        if (r instanceof IndexedResource x) {
            out.add(x);
        }
    }
}
