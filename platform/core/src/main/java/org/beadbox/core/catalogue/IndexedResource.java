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

    /**
     * Where a resource comes from: its catalogue's index, the key its jars must be signed with
     * (null when there is none to check them with), whether plain http is allowed (added with
     * {@code --insecure}), and whether a key was pinned for it or looked for beside it.
     */
    record Origin(URI index, CatalogueKey key, boolean insecure, boolean pinned) {
        /** An index read with no key (the jars of its resources are refused). */
        static Origin unsigned(URI index) {
            return new Origin(index, null, false, true);
        }
    }

    private final Origin origin;
    private final List<Capability> capabilities = new ArrayList<>();
    private final List<Requirement> requirements = new ArrayList<>();

    /** An empty resource of the catalogue {@code origin}; the reader adds to it. */
    IndexedResource(Origin origin) {
        this.origin = origin;
    }

    /** The catalogue it comes from. */
    Origin origin() {
        return origin;
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
        return origin.index();
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

    /** The game or player ids the plugin provides, as {@code games} and {@code match} name them (its {@code ids} attribute), or empty. */
    List<String> ids() {
        Object v = first(PLUGIN).map(c -> c.getAttributes().get("ids")).orElse(null);
        if (v instanceof List<?> list) {
            return list.stream().map(String::valueOf).toList();
        }
        return v == null ? List.of() : List.of(v.toString().split("\\s*,\\s*"));
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
        return url.isEmpty() ? null : origin.index().resolve(url);
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
