package org.beadbox.tools.apifuzz;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SchemaRegistryConfig;
import com.networknt.schema.SpecificationVersion;
import java.net.http.HttpHeaders;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether an answer is what the description declares: its status is declared, its Content-Type
 * is one declared for that status, its JSON body validates against the declared schema (JSON
 * Schema 2020-12, formats asserted), its required headers are there and fit; a call that needs a
 * session was refused without one; a state-changing call without the Origin was refused with 403.
 */
final class Checks {

    /** What was sent, as far as the checks care. */
    record Sent(boolean withSession, boolean withOrigin) {
    }

    private final Description description;
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
            b -> b.schemaRegistryConfig(SchemaRegistryConfig.builder().formatAssertionsEnabled(true).build()));
    private final Map<JsonObject, Schema> compiled = new IdentityHashMap<>();

    Checks(Description description) {
        this.description = description;
    }

    /** The problems of one answer; empty when it is as declared. */
    List<String> check(Description.Operation op, Sent sent, int status, HttpHeaders headers, String body) {
        List<String> problems = new ArrayList<>();
        if (refusedByJetty(status, headers, body)) {
            return problems; // the URI never reached an operation: Jetty refused it, as it must
        }
        Optional<Description.Answer> declared = op.answer(status);
        if (declared.isEmpty()) {
            problems.add("status " + status + " is not declared (declared: " + String.join(", ", op.answers().keySet()) + ")");
        } else {
            content(op, declared.get(), headers, body, problems);
            for (Map.Entry<String, JsonObject> h : declared.get().requiredHeaders().entrySet()) {
                List<String> values = headers.allValues(h.getKey());
                if (values.isEmpty()) {
                    problems.add("header " + h.getKey() + " is missing");
                } else if (h.getValue().has("pattern")) {
                    java.util.regex.Pattern p = java.util.regex.Pattern.compile(h.getValue().get("pattern").getAsString());
                    if (values.stream().noneMatch(v -> p.matcher(v).find())) {
                        problems.add("header " + h.getKey() + " " + values + " does not match " + p);
                    }
                }
            }
        }
        if (op.needsSession() && !sent.withSession() && status < 400) {
            problems.add("answered " + status + " without a session, though the call needs one");
        }
        if (op.changesState() && !op.originExempt() && !sent.withOrigin() && status != 403 && status != 413) {
            problems.add("a state-changing call without the site's Origin answered " + status + ", not 403 (nor 413 for a body too large)");
        }
        return problems;
    }

    private void content(Description.Operation op, Description.Answer declared, HttpHeaders headers, String body,
                         List<String> problems) {
        boolean empty = body == null || body.isEmpty();
        if (declared.content().isEmpty()) {
            if (!empty) {
                problems.add("a body where none is declared: " + excerpt(body));
            }
            return;
        }
        if (op.method().equals("HEAD")) {
            return;
        }
        String type = headers.firstValue("Content-Type").orElse("(none)").split(";")[0].strip().toLowerCase(Locale.ROOT);
        if (!declared.content().containsKey(type)) {
            problems.add("Content-Type " + type + ", declared " + declared.content().keySet() + ": " + excerpt(body));
            return;
        }
        if (empty) {
            problems.add("no body, though " + type + " is declared");
            return;
        }
        if (type.equals("application/json") || type.endsWith("+json")) {
            Schema schema = compiled.computeIfAbsent(declared.content().get(type), this::compile);
            List<com.networknt.schema.Error> errors;
            try {
                errors = schema.validate(body, InputFormat.JSON);
            } catch (RuntimeException e) {
                problems.add("the body is not JSON (" + e.getMessage() + "): " + excerpt(body));
                return;
            }
            errors.stream().limit(3).forEach(e -> problems.add("the body does not fit its schema: " + e + " in " + excerpt(body)));
        }
    }

    /** The schema on its own: the components as {@code $defs}, their references rewritten to point there. */
    private Schema compile(JsonObject schema) {
        JsonObject whole = new JsonObject();
        whole.addProperty("$schema", "https://json-schema.org/draft/2020-12/schema");
        whole.add("$defs", description.componentSchemas().deepCopy());
        JsonArray all = new JsonArray();
        all.add(schema.deepCopy());
        whole.add("allOf", all);
        return registry.getSchema(whole.toString().replace("\"#/components/schemas/", "\"#/$defs/"), InputFormat.JSON);
    }

    static String excerpt(String s) {
        if (s == null) {
            return "(nothing)";
        }
        String one = s.strip().replace("\n", "\\n").replace("\r", "\\r");
        return one.length() <= 200 ? one : one.substring(0, 200) + "… (" + s.length() + " characters)";
    }

    /**
     * Jetty's own refusal of a URI it will not route, as its HTML error page, before any servlet
     * of the site runs: "400 Ambiguous URI path separator" for an encoded separator ({@code %2F}
     * in a path parameter, such as {@code /api/tournaments/a%2Fb/start}) and "400 Bad Request"
     * for an encoded NUL ({@code a%00b}). That is the HTTP layer declining a hostile path (the safe
     * answer, which nginx in front gives too), not an answer of the described operation; the
     * site's own servlets answer JSON under /api, so any other HTML, and every 500, is checked.
     */
    static boolean refusedByJetty(int status, HttpHeaders headers, String body) {
        return status == 400 && headers.firstValue("Content-Type").orElse("").startsWith("text/html")
                && body != null && body.contains("<title>Error 400 ") && body.contains("<h2>HTTP ERROR 400 ");
    }
}
