package org.beadbox.tools.apifuzz;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An OpenAPI 3.1 description read into what the fuzzer needs: each operation's method, path,
 * parameters, request body schema, declared answers, and whether it needs a session. {@code $ref}s
 * to {@code #/components/...} are followed.
 */
final class Description {

    /** A parameter: in path, query or header. */
    record Parameter(String name, String in, boolean required, JsonObject schema) {
    }

    /** A declared answer: its media types with their schemas (empty for none), and its headers that must be there. */
    record Answer(Map<String, JsonObject> content, Map<String, JsonObject> requiredHeaders) {
    }

    /**
     * One operation.
     *
     * @param needsSession its security has no empty alternative: without a session it must be refused
     * @param body         the JSON request body's schema, or null when it takes none
     * @param answers      by status ("200", "4XX" or "default")
     * @param originExempt it changes state but is not refused without the Origin ({@link #ORIGIN_EXEMPT})
     */
    record Operation(String method, String path, String id, List<Parameter> parameters, JsonObject body,
                     Map<String, Answer> answers, boolean needsSession, boolean originExempt) {

        boolean changesState() {
            return !Set.of("GET", "HEAD", "OPTIONS").contains(method);
        }

        /** The answer declared for {@code status}, if any. */
        Optional<Answer> answer(int status) {
            String s = Integer.toString(status);
            Answer a = answers.get(s);
            if (a == null) {
                a = answers.get(s.charAt(0) + "XX");
            }
            if (a == null) {
                a = answers.get("default");
            }
            return Optional.ofNullable(a);
        }

        @Override
        public String toString() {
            return method + " " + path;
        }
    }

    /**
     * The extension an operation that changes state without the site's Origin carries, e.g. RFC
     * 8058's one-click unsubscribe, which a mail client posts with no Origin (the token in the
     * address is the permission): {@code "x-beadbox-origin-exempt": true}.
     */
    static final String ORIGIN_EXEMPT = "x-beadbox-origin-exempt";

    private static final List<String> METHODS = List.of("get", "put", "post", "delete", "options", "head", "patch", "trace");

    private final JsonObject root;
    private final List<Operation> operations = new ArrayList<>();

    Description(String json) {
        this.root = JsonParser.parseString(json).getAsJsonObject();
        String version = root.has("openapi") ? root.get("openapi").getAsString() : "";
        if (!version.startsWith("3.1")) {
            throw new IllegalArgumentException("not an OpenAPI 3.1 description (openapi: '" + version + "')");
        }
        JsonArray globalSecurity = root.has("security") ? root.getAsJsonArray("security") : new JsonArray();
        for (Map.Entry<String, JsonElement> p : root.getAsJsonObject("paths").entrySet()) {
            JsonObject item = resolve(p.getValue());
            List<Parameter> shared = parameters(item.getAsJsonArray("parameters"));
            for (String m : METHODS) {
                if (!item.has(m)) {
                    continue;
                }
                JsonObject op = item.getAsJsonObject(m);
                List<Parameter> params = new ArrayList<>(shared);
                params.addAll(parameters(op.getAsJsonArray("parameters")));
                JsonObject body = null;
                if (op.has("requestBody")) {
                    JsonObject content = resolve(op.get("requestBody")).getAsJsonObject("content");
                    if (content.has("application/json")) {
                        body = resolve(content.getAsJsonObject("application/json").get("schema"));
                    }
                }
                Map<String, Answer> answers = new LinkedHashMap<>();
                for (Map.Entry<String, JsonElement> r : op.getAsJsonObject("responses").entrySet()) {
                    answers.put(r.getKey(), answer(resolve(r.getValue())));
                }
                JsonArray security = op.has("security") ? op.getAsJsonArray("security") : globalSecurity;
                boolean needsSession = !security.isEmpty();
                for (JsonElement alternative : security) {
                    needsSession &= !alternative.getAsJsonObject().isEmpty();
                }
                String id = op.has("operationId") ? op.get("operationId").getAsString() : m + " " + p.getKey();
                boolean originExempt = op.has(ORIGIN_EXEMPT) && op.get(ORIGIN_EXEMPT).getAsBoolean();
                operations.add(new Operation(m.toUpperCase(Locale.ROOT), p.getKey(), id, params, body, answers, needsSession,
                        originExempt));
            }
        }
    }

    private List<Parameter> parameters(JsonArray list) {
        List<Parameter> out = new ArrayList<>();
        if (list != null) {
            for (JsonElement e : list) {
                JsonObject p = resolve(e);
                out.add(new Parameter(p.get("name").getAsString(), p.get("in").getAsString(),
                        p.has("required") && p.get("required").getAsBoolean(),
                        p.has("schema") ? p.getAsJsonObject("schema") : new JsonObject()));
            }
        }
        return out;
    }

    private Answer answer(JsonObject r) {
        Map<String, JsonObject> content = new LinkedHashMap<>();
        if (r.has("content")) {
            for (Map.Entry<String, JsonElement> c : r.getAsJsonObject("content").entrySet()) {
                JsonObject media = c.getValue().getAsJsonObject();
                content.put(c.getKey(), media.has("schema") ? media.getAsJsonObject("schema") : new JsonObject());
            }
        }
        Map<String, JsonObject> headers = new LinkedHashMap<>();
        if (r.has("headers")) {
            for (Map.Entry<String, JsonElement> h : r.getAsJsonObject("headers").entrySet()) {
                JsonObject header = resolve(h.getValue());
                if (header.has("required") && header.get("required").getAsBoolean()) {
                    headers.put(h.getKey(), header.has("schema") ? header.getAsJsonObject("schema") : new JsonObject());
                }
            }
        }
        return new Answer(content, headers);
    }

    /** {@code e} itself, or what its {@code $ref} points at (followed until it is no reference). */
    JsonObject resolve(JsonElement e) {
        JsonObject o = e.getAsJsonObject();
        for (int hops = 0; o.has("$ref") && hops < 20; hops++) {
            o = pointer(o.get("$ref").getAsString());
        }
        return o;
    }

    private JsonObject pointer(String ref) {
        if (!ref.startsWith("#/")) {
            throw new IllegalArgumentException("only references within the description are followed, not " + ref);
        }
        JsonElement at = root;
        for (String part : ref.substring(2).split("/")) {
            at = at.getAsJsonObject().get(part.replace("~1", "/").replace("~0", "~"));
            if (at == null) {
                throw new IllegalArgumentException("unresolved reference " + ref);
            }
        }
        return at.getAsJsonObject();
    }

    List<Operation> operations() {
        return operations;
    }

    /** The component schemas ({@code #/components/schemas}), for validators that resolve references themselves. */
    JsonObject componentSchemas() {
        JsonObject c = root.getAsJsonObject("components");
        return c != null && c.has("schemas") ? c.getAsJsonObject("schemas") : new JsonObject();
    }
}
