package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The OpenAPI description ({@code openapi.json}) against what the server routes: every call of
 * {@link ApiRoutes} is described and nothing else is, and every servlet this bundle registers
 * under {@code /api/} has its calls in {@link ApiRoutes}, each answered by the servlet whose table
 * holds it. A call added to a route table, or a servlet added with an {@code /api/} pattern,
 * fails here until the description has it.
 */
@DisplayName("The OpenAPI description names exactly the calls the server routes")
class ApiDescriptionTest {

    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "options", "head", "patch", "trace");

    private static JsonObject description() {
        return JsonParser.parseString(new String(ApiDescriptionServlet.load(), StandardCharsets.UTF_8)).getAsJsonObject();
    }

    private static Set<String> described(JsonObject d) {
        Set<String> calls = new TreeSet<>();
        for (Map.Entry<String, JsonElement> path : d.getAsJsonObject("paths").entrySet()) {
            for (String method : path.getValue().getAsJsonObject().keySet()) {
                if (METHODS.contains(method)) {
                    calls.add(method.toUpperCase(Locale.ROOT) + " " + path.getKey());
                }
            }
        }
        return calls;
    }

    @Test
    @DisplayName("every routed call is described, and every described call is routed")
    void describedIsRouted() {
        Set<String> routed = ApiRoutes.all().stream().map(Route::toString).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(ApiRoutes.all().size(), routed.size(), "a call is routed twice: " + ApiRoutes.all());
        Set<String> described = described(description());
        Set<String> missing = new TreeSet<>(routed);
        missing.removeAll(described);
        Set<String> extra = new TreeSet<>(described);
        extra.removeAll(routed);
        assertTrue(missing.isEmpty(), "routed but not in openapi.json (describe them): " + missing);
        assertTrue(extra.isEmpty(), "in openapi.json but not routed (route them or take them out): " + extra);
    }

    @Test
    @DisplayName("it is OpenAPI 3.1, each operation has an id, responses, and a path parameter for each {name}; every $ref resolves")
    void wellFormed() {
        JsonObject d = description();
        assertTrue(d.get("openapi").getAsString().startsWith("3.1."), "OpenAPI 3.1");
        Set<String> ids = new TreeSet<>();
        for (Map.Entry<String, JsonElement> path : d.getAsJsonObject("paths").entrySet()) {
            List<String> names = new ArrayList<>();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]+)}").matcher(path.getKey());
            while (m.find()) {
                names.add(m.group(1));
            }
            for (Map.Entry<String, JsonElement> op : path.getValue().getAsJsonObject().entrySet()) {
                JsonObject o = op.getValue().getAsJsonObject();
                String where = op.getKey() + " " + path.getKey();
                assertTrue(ids.add(o.get("operationId").getAsString()), "operationId twice: " + where);
                assertFalse(o.getAsJsonObject("responses").isEmpty(), "responses of " + where);
                List<String> params = new ArrayList<>();
                if (o.has("parameters")) {
                    o.getAsJsonArray("parameters").forEach(p -> {
                        if (p.getAsJsonObject().get("in").getAsString().equals("path")) {
                            params.add(p.getAsJsonObject().get("name").getAsString());
                        }
                    });
                }
                assertEquals(names, params, "path parameters of " + where);
            }
        }
        List<String> refs = new ArrayList<>();
        collectRefs(d, refs);
        assertFalse(refs.isEmpty());
        for (String ref : refs) {
            assertTrue(ref.startsWith("#/"), ref);
            JsonElement at = d;
            for (String part : ref.substring(2).split("/")) {
                at = at.getAsJsonObject().get(part);
                assertNotNull(at, "unresolved $ref " + ref);
            }
        }
    }

    private static void collectRefs(JsonElement e, List<String> refs) {
        if (e.isJsonObject()) {
            for (Map.Entry<String, JsonElement> m : e.getAsJsonObject().entrySet()) {
                if (m.getKey().equals("$ref")) {
                    refs.add(m.getValue().getAsString());
                } else {
                    collectRefs(m.getValue(), refs);
                }
            }
        } else if (e.isJsonArray()) {
            e.getAsJsonArray().forEach(x -> collectRefs(x, refs));
        }
    }

    @Test
    @DisplayName("each servlet under /api/ has its calls in ApiRoutes, and each call reaches the servlet whose table holds it")
    void servletsServeTheirRoutes() throws IOException, URISyntaxException {
        Map<String, List<String>> patterns = servletPatterns();
        assertTrue(patterns.containsKey(ApiServlet.class.getName()), "the class files were read: " + patterns);
        Map<String, List<Route>> routes = ApiRoutes.byServlet();
        for (Map.Entry<String, List<String>> s : patterns.entrySet()) {
            boolean api = s.getValue().stream().anyMatch(p -> p.startsWith("/api/") || p.equals("/api"));
            if (api) {
                assertTrue(routes.containsKey(s.getKey()), s.getKey() + " serves " + s.getValue()
                        + ": list its calls in ApiRoutes (and describe them in openapi.json)");
            }
        }
        for (Map.Entry<String, List<Route>> r : routes.entrySet()) {
            for (Route route : r.getValue()) {
                String sample = route.path().replaceAll("\\{[^}]+}", "1");
                assertEquals(r.getKey(), servletOf(sample, patterns), route + " reaches the servlet that routes it");
            }
        }
    }

    /** The servlet that the whiteboard gives {@code path}: an exact pattern first, else the longest {@code /x/*}. */
    private static String servletOf(String path, Map<String, List<String>> patterns) {
        String best = null;
        int length = -1;
        for (Map.Entry<String, List<String>> s : patterns.entrySet()) {
            for (String p : s.getValue()) {
                if (p.equals(path)) {
                    return s.getKey();
                }
                if (p.endsWith("/*")) {
                    String prefix = p.substring(0, p.length() - 2);
                    if ((path.equals(prefix) || path.startsWith(prefix + "/")) && prefix.length() > length) {
                        best = s.getKey();
                        length = prefix.length();
                    }
                }
            }
        }
        return best;
    }

    /** Each class of this bundle with a {@code @Component} whose properties name whiteboard servlet patterns. */
    private static Map<String, List<String>> servletPatterns() throws IOException, URISyntaxException {
        Path classes = Path.of(ApiServlet.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Map<String, List<String>> out = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
                try (InputStream in = Files.newInputStream(f)) {
                    List<String> patterns = new ArrayList<>();
                    String[] name = new String[1];
                    new ClassReader(in).accept(new ClassVisitor(Opcodes.ASM9) {
                        @Override
                        public void visit(int version, int access, String n, String sig, String sup, String[] itf) {
                            name[0] = n.replace('/', '.');
                        }

                        @Override
                        public AnnotationVisitor visitAnnotation(String descriptor, boolean visible) {
                            if (!descriptor.equals("Lorg/osgi/service/component/annotations/Component;")) {
                                return null;
                            }
                            return new AnnotationVisitor(Opcodes.ASM9) {
                                @Override
                                public AnnotationVisitor visitArray(String attribute) {
                                    if (!attribute.equals("property")) {
                                        return null;
                                    }
                                    return new AnnotationVisitor(Opcodes.ASM9) {
                                        @Override
                                        public void visit(String unused, Object value) {
                                            String v = value.toString();
                                            String key = "osgi.http.whiteboard.servlet.pattern=";
                                            if (v.startsWith(key)) {
                                                patterns.add(v.substring(key.length()));
                                            }
                                        }
                                    };
                                }
                            };
                        }
                    }, ClassReader.SKIP_CODE);
                    if (!patterns.isEmpty()) {
                        out.put(name[0], patterns);
                    }
                }
            }
        }
        return out;
    }
}
