package org.beadbox.core.catalogue;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.namespace.PackageNamespace;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.resource.Capability;
import org.osgi.resource.Requirement;

/**
 * Whether a catalogue's plugin fits this Beadbox: each Beadbox package it imports
 * ({@code org.beadbox.*}) must be exported here in a version its import accepts. When one is not,
 * says in one line which version it needs and which this Beadbox has.
 */
final class ApiFit {

    private static final Pattern AT_LEAST = Pattern.compile("\\(version>=([^)]+)\\)");
    private static final Pattern BELOW = Pattern.compile("\\(!\\(version>=([^)]+)\\)\\)");

    private final BundleContext context;

    ApiFit(BundleContext context) {
        this.context = context;
    }

    /** Empty when {@code r} fits; else the line that says what it needs. */
    String needs(IndexedResource r) {
        FrameworkWiring wiring = context.getBundle(org.osgi.framework.Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class);
        for (Requirement req : r.getRequirements(PackageNamespace.PACKAGE_NAMESPACE)) {
            Object pkg = req.getAttributes().get(PackageNamespace.PACKAGE_NAMESPACE);
            String filter = req.getDirectives().getOrDefault("filter", "");
            if (pkg == null) {
                Matcher m = Pattern.compile("osgi\\.wiring\\.package=([^)]+)\\)").matcher(filter);
                pkg = m.find() ? m.group(1) : null;
            }
            if (pkg == null || !pkg.toString().startsWith("org.beadbox.")
                    || "optional".equals(req.getDirectives().get("resolution"))) {
                continue;
            }
            if (wiring.findProviders(req).isEmpty()) {
                return "needs " + pkg + " " + range(filter) + "; this Beadbox has " + has(wiring, r, pkg.toString());
            }
        }
        return "";
    }

    /** "version 2.0 or later, below 3.0" from an import's filter. */
    static String range(String filter) {
        Matcher low = AT_LEAST.matcher(filter.replaceAll("\\(!\\(version>=[^)]+\\)\\)", ""));
        Matcher high = BELOW.matcher(filter);
        String from = low.find() ? low.group(1) : null;
        String to = high.find() ? high.group(1) : null;
        if (from == null && to == null) {
            return "in any version";
        }
        return "version " + (from == null ? "below " + to : from + " or later" + (to == null ? "" : ", below " + to));
    }

    /** The versions of {@code pkg} exported here, or "none". */
    private static String has(FrameworkWiring wiring, IndexedResource r, String pkg) {
        Requirement any = new IndexedResource.Req(r, PackageNamespace.PACKAGE_NAMESPACE,
                Map.of("filter", "(" + PackageNamespace.PACKAGE_NAMESPACE + "=" + pkg + ")"), Map.of());
        List<String> versions = wiring.findProviders(any).stream().map(Capability::getAttributes)
                .map(a -> String.valueOf(a.get(PackageNamespace.CAPABILITY_VERSION_ATTRIBUTE))).distinct().toList();
        return versions.isEmpty() ? "none" : "version " + String.join(", ", versions);
    }
}
