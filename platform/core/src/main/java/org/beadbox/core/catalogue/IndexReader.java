package org.beadbox.core.catalogue;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import org.osgi.framework.Version;

/**
 * Reads an OSGi Repository (R5) index, the XML bnd's indexer writes, plain or gzipped, into
 * {@link IndexedResource}s. When the catalogue's key is known, the index must carry its signature
 * ({@code index.xml.sig}, as a jar does). The catalogue may be hostile: the XML may declare no DTD or entity
 * (refused), the index may hold at most {@link #MAX_BYTES} once unpacked and {@link
 * #MAX_RESOURCES} resources, and referrals to other indexes are not followed.
 */
final class IndexReader {

    static final long MAX_BYTES = 16L << 20;
    static final int MAX_RESOURCES = 5_000;
    private static final String NS = "http://www.osgi.org/xmlns/repository/v1.0.0";

    private IndexReader() {
    }

    /**
     * The resources of the index at {@code index}.
     *
     * @throws IllegalArgumentException naming what is wrong with it, for a person
     */
    static List<IndexedResource> read(URI index) {
        return read(IndexedResource.Origin.unsigned(index));
    }

    /** The resources of the index of {@code origin}, which checks the rules of where a catalogue may be. */
    static List<IndexedResource> read(IndexedResource.Origin origin) {
        URI index = origin.index();
        // The one place an index is opened (a local one through core's guarded reader, in Fetch.open).
        try {
            byte[] bytes;
            try (InputStream raw = Fetch.open(index, MAX_BYTES)) {
                bytes = raw.readAllBytes();
            }
            if (origin.key() != null) {
                Fetch.verify(origin, index, CatalogueKey.sha256(bytes), "the index of the catalogue " + index);
            }
            return read(origin, new java.io.ByteArrayInputStream(bytes));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the catalogue " + index + ": " + Fetch.reason(e), e);
        }
    }

    static List<IndexedResource> read(IndexedResource.Origin origin, InputStream raw) throws IOException {
        URI index = origin.index();
        InputStream in = new BufferedInputStream(raw);
        in.mark(2);
        int b1 = in.read();
        int b2 = in.read();
        in.reset();
        if (b1 == 0x1f && b2 == 0x8b) {
            in = new Fetch.Capped(new GZIPInputStream(in), MAX_BYTES, index.toString());
        }
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        try {
            XMLStreamReader xml = factory.createXMLStreamReader(in);
            try {
                return resources(origin, xml);
            } finally {
                xml.close();
            }
        } catch (XMLStreamException | RuntimeException e) {
            if (e instanceof IllegalArgumentException iae && iae.getMessage().startsWith("the catalogue")) {
                throw iae;
            }
            for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
                if (cause instanceof IOException io) {
                    throw new IllegalArgumentException("cannot read the catalogue " + index + ": " + Fetch.reason(io), e);
                }
            }
            if (e instanceof XMLStreamException x && x.getNestedException() instanceof IOException io) {
                throw new IllegalArgumentException("cannot read the catalogue " + index + ": " + Fetch.reason(io), e);
            }
            throw new IllegalArgumentException("the catalogue " + index + " is not a repository index (index.xml as bnd's "
                    + "indexer writes it): " + firstLine(e.getMessage()), e);
        }
    }

    private static List<IndexedResource> resources(IndexedResource.Origin origin, XMLStreamReader xml) throws XMLStreamException {
        URI index = origin.index();
        List<IndexedResource> out = new ArrayList<>();
        boolean root = false;
        IndexedResource resource = null;
        String namespace = null;
        boolean capability = false;
        Map<String, String> directives = null;
        Map<String, Object> attributes = null;
        while (xml.hasNext()) {
            int event = xml.next();
            if (event == XMLStreamConstants.DTD) {
                throw new IllegalArgumentException("the catalogue " + index + " declares a DTD; a repository index has none");
            }
            if (event == XMLStreamConstants.START_ELEMENT) {
                String name = xml.getLocalName();
                if (!root) {
                    if (!name.equals("repository") || !NS.equals(xml.getNamespaceURI())) {
                        throw new IllegalArgumentException("the catalogue " + index + " is not a repository index: its root is <"
                                + name + ">, not <repository> of " + NS);
                    }
                    root = true;
                } else if (name.equals("resource")) {
                    if (out.size() >= MAX_RESOURCES) {
                        throw new IllegalArgumentException("the catalogue " + index + " lists more than " + MAX_RESOURCES
                                + " resources: split it");
                    }
                    resource = new IndexedResource(origin);
                } else if (resource != null && (name.equals("capability") || name.equals("requirement"))) {
                    capability = name.equals("capability");
                    namespace = required(xml, "namespace");
                    directives = new LinkedHashMap<>();
                    attributes = new LinkedHashMap<>();
                } else if (attributes != null && name.equals("attribute")) {
                    attributes.put(required(xml, "name"), typed(xml.getAttributeValue(null, "type"), required(xml, "value")));
                } else if (directives != null && name.equals("directive")) {
                    directives.put(required(xml, "name"), required(xml, "value"));
                }
            } else if (event == XMLStreamConstants.END_ELEMENT) {
                String name = xml.getLocalName();
                if (name.equals("resource") && resource != null) {
                    out.add(resource);
                    resource = null;
                } else if (resource != null && (name.equals("capability") || name.equals("requirement"))) {
                    if (capability) {
                        resource.add(new IndexedResource.Cap(resource, namespace, Map.copyOf(directives), Map.copyOf(attributes)));
                    } else {
                        resource.add(new IndexedResource.Req(resource, namespace, Map.copyOf(directives), Map.copyOf(attributes)));
                    }
                    directives = null;
                    attributes = null;
                }
            }
        }
        if (!root) {
            throw new IllegalArgumentException("the catalogue " + index + " is empty");
        }
        return out;
    }

    private static String required(XMLStreamReader xml, String attribute) {
        String v = xml.getAttributeValue(null, attribute);
        if (v == null) {
            throw new IllegalArgumentException("<" + xml.getLocalName() + "> at line " + xml.getLocation().getLineNumber()
                    + " has no " + attribute);
        }
        return v;
    }

    /** An attribute's value in the type the index gives (String, Version, Long, Double, List&lt;...&gt;). */
    static Object typed(String type, String value) {
        if (type == null || type.equals("String")) {
            return value;
        }
        if (type.startsWith("List<") && type.endsWith(">")) {
            String element = type.substring(5, type.length() - 1);
            List<Object> list = new ArrayList<>();
            for (String part : value.split("(?<!\\\\),")) {
                list.add(typed(element, part.strip().replace("\\,", ",")));
            }
            return List.copyOf(list);
        }
        return switch (type) {
            case "Version" -> Version.parseVersion(value);
            case "Long" -> Long.valueOf(value.strip());
            case "Double" -> Double.valueOf(value.strip());
            default -> throw new IllegalArgumentException("unknown attribute type " + type);
        };
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unreadable";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
