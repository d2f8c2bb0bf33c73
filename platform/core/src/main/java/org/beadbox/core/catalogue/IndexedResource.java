package org.beadbox.core.catalogue;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.osgi.framework.Version;
import org.osgi.resource.Capability;
import org.osgi.resource.Requirement;
import org.osgi.resource.Resource;

/**
 * One resource of a catalogue's index: its capabilities and requirements as the index states
 * them, in the OSGi resource model the framework's resolver works on, and where its jar is.
 */
final class IndexedResource implements Resource {

    static final String IDENTITY = "osgi.identity";
    static final String CONTENT = "osgi.content";
    static final String PLUGIN = "beadbox.plugin";

    /** A capability of an indexed resource. */
    record Cap(IndexedResource resource, String namespace, Map<String, String> directives, Map<String, Object> attributes)
            implements Capability {
        @Override
        public String getNamespace() {
            return namespace;
        }

        @Override
        public Map<String, String> getDirectives() {
            return directives;
        }

        @Override
        public Map<String, Object> getAttributes() {
            return attributes;
        }

        @Override
        public Resource getResource() {
            return resource;
        }

        @Override
        public String toString() {
            return namespace + attributes;
        }
    }

    /** A requirement of an indexed resource. */
    record Req(IndexedResource resource, String namespace, Map<String, String> directives, Map<String, Object> attributes)
            implements Requirement {
        @Override
        public String getNamespace() {
            return namespace;
        }

        @Override
        public Map<String, String> getDirectives() {
            return directives;
        }

        @Override
        public Map<String, Object> getAttributes() {
            return attributes;
        }

        @Override
        public Resource getResource() {
            return resource;
        }

        @Override
        public String toString() {
            return namespace + ":" + directives.getOrDefault("filter", "");
        }
    }

    private final URI index;
    private final List<Capability> capabilities = new ArrayList<>();
    private final List<Requirement> requirements = new ArrayList<>();

    /** An empty resource of the index at {@code index}; the reader adds to it. */
    IndexedResource(URI index) {
        this.index = index;
    }

    void add(Capability c) {
        capabilities.add(c);
    }

    void add(Requirement r) {
        requirements.add(r);
    }

    @Override
    public List<Capability> getCapabilities(String namespace) {
        return namespace == null ? List.copyOf(capabilities)
                : capabilities.stream().filter(c -> c.getNamespace().equals(namespace)).toList();
    }

    @Override
    public List<Requirement> getRequirements(String namespace) {
        return namespace == null ? List.copyOf(requirements)
                : requirements.stream().filter(r -> r.getNamespace().equals(namespace)).toList();
    }

    /** The location of the index this resource came from. */
    URI index() {
        return index;
    }

    /** The symbolic name, or empty when the index gives none. */
    String id() {
        return text(IDENTITY, IDENTITY);
    }

    /** Whether it is a bundle (not a fragment or another kind of resource). */
    boolean isBundle() {
        return "osgi.bundle".equals(text(IDENTITY, "type"));
    }

    Version version() {
        Object v = first(IDENTITY).map(c -> c.getAttributes().get("version")).orElse(null);
        return v instanceof Version version ? version : Version.parseVersion(v == null ? "0" : v.toString());
    }

    String description() {
        return text(IDENTITY, "description");
    }

    /** {@code game}, {@code AI}, {@code front-end}, or empty for a library. */
    String kind() {
        return text(PLUGIN, "kind");
    }

    /** Its name for a person: the plugin capability's name, else the id. */
    String name() {
        String name = text(PLUGIN, "name");
        return name.isEmpty() ? id() : name;
    }

    /** The SHA-256 of the jar (upper or lower case hex), or empty. */
    String sha256() {
        return text(CONTENT, CONTENT);
    }

    /** The jar's address, resolved against the index's; null when the index gives none. */
    URI url() {
        String url = text(CONTENT, "url");
        return url.isEmpty() ? null : index.resolve(url);
    }

    /** The jar's size in bytes as the index states it, or -1. */
    long size() {
        Object size = first(CONTENT).map(c -> c.getAttributes().get("size")).orElse(null);
        return size instanceof Long l ? l : -1;
    }

    private String text(String namespace, String attribute) {
        Object v = first(namespace).map(c -> c.getAttributes().get(attribute)).orElse(null);
        return v == null ? "" : v.toString();
    }

    private java.util.Optional<Capability> first(String namespace) {
        return capabilities.stream().filter(c -> c.getNamespace().equals(namespace)).findFirst();
    }

    @Override
    public String toString() {
        return id() + " " + version();
    }
}
