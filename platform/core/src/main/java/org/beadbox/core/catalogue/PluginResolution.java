package org.beadbox.core.catalogue;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.Filter;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.InvalidSyntaxException;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.framework.wiring.BundleWiring;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.resource.Capability;
import org.osgi.resource.Namespace;
import org.osgi.resource.Requirement;
import org.osgi.resource.Resource;
import org.osgi.resource.Wiring;
import org.osgi.service.resolver.HostedCapability;
import org.osgi.service.resolver.ResolveContext;

/**
 * What the framework's resolver needs to resolve one plugin from a catalogue: the installed
 * bundles with their wirings, and the catalogues' resources as candidates. Installed
 * capabilities are offered before a catalogue's, so nothing installed is fetched again.
 */
final class PluginResolution extends ResolveContext {

    private final Resource wanted;
    private final List<IndexedResource> offered;
    private final FrameworkWiring framework;
    private final Map<Resource, Wiring> wirings = new HashMap<>();

    /**
     * @param offered every resource of every catalogue that is not installed (the wanted one among them)
     */
    PluginResolution(BundleContext context, Resource wanted, List<IndexedResource> offered) {
        this.wanted = wanted;
        this.offered = offered;
        this.framework = context.getBundle(org.osgi.framework.Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class);
        for (Bundle b : context.getBundles()) {
            BundleRevision revision = b.adapt(BundleRevision.class);
            BundleWiring wiring = b.adapt(BundleWiring.class);
            if (revision != null && wiring != null) {
                wirings.put(revision, wiring);
            }
        }
    }

    @Override
    public Collection<Resource> getMandatoryResources() {
        return List.of(wanted);
    }

    @Override
    public List<Capability> findProviders(Requirement requirement) {
        List<Capability> out = new ArrayList<>(framework.findProviders(requirement));
        Filter filter = filter(requirement);
        for (IndexedResource r : offered) {
            for (Capability c : r.getCapabilities(requirement.getNamespace())) {
                if (filter == null || filter.matches(c.getAttributes())) {
                    out.add(c);
                }
            }
        }
        return out;
    }

    /** The requirement's filter, or null when it has none (it matches any capability of its namespace). */
    static Filter filter(Requirement requirement) {
        String filter = requirement.getDirectives().get(Namespace.REQUIREMENT_FILTER_DIRECTIVE);
        try {
            return filter == null ? null : FrameworkUtil.createFilter(filter);
        } catch (InvalidSyntaxException e) {
            throw new IllegalArgumentException("the catalogue's entry " + requirement.getResource() + " has a bad filter "
                    + filter + ": " + e.getMessage());
        }
    }

    @Override
    public int insertHostedCapability(List<Capability> capabilities, HostedCapability hosted) {
        capabilities.add(hosted);
        return capabilities.size() - 1;
    }

    @Override
    public boolean isEffective(Requirement requirement) {
        String effective = requirement.getDirectives().get(Namespace.REQUIREMENT_EFFECTIVE_DIRECTIVE);
        return effective == null || Namespace.EFFECTIVE_RESOLVE.equals(effective);
    }

    @Override
    public Map<Resource, Wiring> getWirings() {
        return wirings;
    }
}
