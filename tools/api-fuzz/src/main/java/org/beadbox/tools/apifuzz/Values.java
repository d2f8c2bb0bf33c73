package org.beadbox.tools.apifuzz;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Values drawn from JSON Schemas, property-based: {@link #valid} ones the schema takes (from its
 * examples, values the server answered before, its pattern, or at random within its limits, and
 * often hostile text that still fits), and {@link #invalid} ones it refuses (too long, too short,
 * out of range, the wrong type, a required property missing), besides {@link #HOSTILE} text.
 */
final class Values {

    /** Text meant to break something: SQL and HTML metacharacters, control characters, odd Unicode, paths, templates. */
    static final List<String> HOSTILE = List.of(
            "' OR '1'='1", "'; DROP TABLE account; --", "\" OR \"\"=\"", "1 OR 1=1", "admin'--", "') UNION SELECT 1,2,3--",
            "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)",
            "../../../../etc/passwd", "..\\..\\windows\\win.ini", "%00", "%2e%2e%2f", "\u0000", "a\u0000b",
            "\u0007\u001b[31mred\u001b[0m", "line\r\nSet-Cookie: x=1", "\u202egnp.exe", "\ufeff", "\ud800", "\udfff\ud800",
            "😀😀😀", "é", "Ａｎｎ", "аnn", "${jndi:ldap://127.0.0.1:1/a}", "{{7*7}}", "#{7*7}", "$(id)", "`id`", "|id",
            "NaN", "Infinity", "-1", "0", "-0", "1e309", "99999999999999999999999", "null", "true", "[]", "{}",
            " ", "\t", "", "x".repeat(300), "€".repeat(200), "\\", "/", "%", "?", "#", "&", "=", ";", ",");

    private final Random random;
    private final Description description;
    /** Scalars the server answered with, by property name: how a valid seek id or table id is found. */
    private final Map<String, List<JsonElement>> seen = new HashMap<>();

    /** Each path template with parameters as a pattern, and its parameters' names: links found in answers are read by them. */
    private final Map<java.util.regex.Pattern, List<String>> templates = new java.util.LinkedHashMap<>();

    Values(Description description, Random random) {
        this.description = description;
        this.random = random;
        for (Description.Operation op : description.operations()) {
            List<String> names = new ArrayList<>();
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([^}]+)}").matcher(op.path());
            StringBuilder regex = new StringBuilder();
            int last = 0;
            while (m.find()) {
                regex.append(java.util.regex.Pattern.quote(op.path().substring(last, m.start()))).append("([^/?#]+)");
                names.add(m.group(1));
                last = m.end();
            }
            if (!names.isEmpty()) {
                regex.append(java.util.regex.Pattern.quote(op.path().substring(last))).append('$');
                templates.put(java.util.regex.Pattern.compile(regex.toString()), names);
            }
        }
    }

    private void keep(String name, JsonElement value) {
        List<JsonElement> list = seen.computeIfAbsent(name, k -> new ArrayList<>());
        if (!list.contains(value)) {
            if (list.size() >= 50) {
                list.remove(random.nextInt(list.size()));
            }
            list.add(value);
        }
    }

    /** A link in an answer ({@code /api/tables/T/play}, {@code http://.../feed/TOKEN}) gives its parameters' values. */
    private void links(String text) {
        for (Map.Entry<java.util.regex.Pattern, List<String>> t : templates.entrySet()) {
            java.util.regex.Matcher m = t.getKey().matcher(text);
            if (m.find()) {
                for (int g = 1; g <= m.groupCount(); g++) {
                    keep(t.getValue().get(g - 1), new JsonPrimitive(m.group(g)));
                }
            }
        }
    }

    /** Remembers the scalars of an answer, by their property names (at most 50 a name). */
    void remember(JsonElement answer) {
        if (answer == null) {
            return;
        }
        if (answer.isJsonObject()) {
            for (Map.Entry<String, JsonElement> e : answer.getAsJsonObject().entrySet()) {
                if (e.getValue().isJsonPrimitive()) {
                    keep(e.getKey(), e.getValue());
                    if (e.getValue().getAsJsonPrimitive().isString() && e.getValue().getAsString().contains("/")) {
                        links(e.getValue().getAsString());
                    }
                } else {
                    remember(e.getValue());
                }
            }
        } else if (answer.isJsonArray()) {
            for (JsonElement e : answer.getAsJsonArray()) {
                if (e.isJsonPrimitive() && e.getAsString().contains("/")) {
                    links(e.getAsString());
                } else {
                    remember(e);
                }
            }
        }
    }

    String hostile() {
        return HOSTILE.get(random.nextInt(HOSTILE.size()));
    }

    /** A value {@code schema} takes; {@code name} is the property's or parameter's (null for none). */
    JsonElement valid(JsonObject schema, String name) {
        JsonObject s = description.resolve(schema);
        List<JsonElement> known = name == null ? null : seen.get(name);
        if (known != null && !known.isEmpty() && random.nextInt(3) > 0) {
            JsonElement k = known.get(random.nextInt(known.size()));
            if (k.isJsonPrimitive()) {
                JsonElement v = type(s).equals("string") ? new JsonPrimitive(k.getAsString()) : k;
                boolean fits = !s.has("pattern") || java.util.regex.Pattern.compile(s.get("pattern").getAsString())
                        .matcher(v.getAsString()).find();
                if (fits && (v.getAsJsonPrimitive().isString() || !type(s).equals("string"))) {
                    return v;
                }
            }
        }
        if (s.has("const")) {
            return s.get("const");
        }
        if (s.has("enum")) {
            JsonArray e = s.getAsJsonArray("enum");
            return e.get(random.nextInt(e.size()));
        }
        if (s.has("examples") && random.nextBoolean()) {
            JsonArray e = s.getAsJsonArray("examples");
            return e.get(random.nextInt(e.size()));
        }
        for (String of : List.of("oneOf", "anyOf")) {
            if (s.has(of)) {
                JsonArray a = s.getAsJsonArray(of);
                return valid(a.get(random.nextInt(a.size())).getAsJsonObject(), name);
            }
        }
        return switch (type(s)) {
            case "string" -> new JsonPrimitive(string(s));
            case "integer" -> new JsonPrimitive(integer(s));
            case "number" -> new JsonPrimitive(integer(s) + random.nextInt(100) / 100.0);
            case "boolean" -> new JsonPrimitive(random.nextBoolean());
            case "null" -> JsonNull.INSTANCE;
            case "array" -> array(s);
            default -> object(s);
        };
    }

    private String type(JsonObject s) {
        if (!s.has("type")) {
            return s.has("properties") ? "object" : s.has("items") ? "array" : "string";
        }
        JsonElement t = s.get("type");
        if (t.isJsonArray()) {
            JsonArray a = t.getAsJsonArray();
            return a.get(random.nextInt(a.size())).getAsString();
        }
        return t.getAsString();
    }

    private String string(JsonObject s) {
        int min = s.has("minLength") ? s.get("minLength").getAsInt() : 0;
        int max = s.has("maxLength") ? s.get("maxLength").getAsInt() : Math.max(min, 60);
        for (int attempt = 0; attempt < 8; attempt++) {
            String v;
            if (s.has("pattern")) {
                v = Regex.generate(s.get("pattern").getAsString(), random);
                if (v == null) {
                    break;
                }
            } else if (random.nextInt(3) == 0) {
                v = hostile();
            } else {
                StringBuilder b = new StringBuilder();
                int n = min + random.nextInt(Math.max(1, Math.min(max, min + 24) - min + 1));
                for (int k = 0; k < n; k++) {
                    b.appendCodePoint(random.nextInt(10) == 0 ? "éß中😀Ω".codePointAt(random.nextInt(4)) : 'a' + random.nextInt(26));
                }
                v = b.toString();
            }
            int length = v.codePointCount(0, v.length());
            if (length >= min && length <= max) {
                return v;
            }
        }
        if (s.has("examples")) {
            return s.getAsJsonArray("examples").get(0).getAsString();
        }
        return "a".repeat(Math.max(min, 1));
    }

    private long integer(JsonObject s) {
        long min = s.has("minimum") ? s.get("minimum").getAsLong() : -1000;
        long max = s.has("maximum") ? s.get("maximum").getAsLong() : Math.max(min, 0) + 1000;
        return min + (long) (random.nextDouble() * (max - min + 1));
    }

    private JsonArray array(JsonObject s) {
        JsonArray a = new JsonArray();
        int min = s.has("minItems") ? s.get("minItems").getAsInt() : 0;
        int max = s.has("maxItems") ? s.get("maxItems").getAsInt() : min + 3;
        int n = min + random.nextInt(Math.max(1, max - min + 1));
        for (int k = 0; k < n; k++) {
            a.add(valid(s.has("items") ? s.getAsJsonObject("items") : new JsonObject(), null));
        }
        return a;
    }

    private JsonObject object(JsonObject s) {
        JsonObject o = new JsonObject();
        Set<String> required = new java.util.HashSet<>();
        if (s.has("required")) {
            s.getAsJsonArray("required").forEach(r -> required.add(r.getAsString()));
        }
        if (s.has("properties")) {
            for (Map.Entry<String, JsonElement> p : s.getAsJsonObject("properties").entrySet()) {
                if (required.contains(p.getKey()) || random.nextBoolean()) {
                    o.add(p.getKey(), valid(p.getValue().getAsJsonObject(), p.getKey()));
                }
            }
        }
        JsonElement extra = s.get("additionalProperties");
        if (extra != null && extra.isJsonObject() && random.nextBoolean()) {
            for (int k = random.nextInt(3); k >= 0; k--) {
                o.add(random.nextBoolean() ? hostile() : "k" + random.nextInt(100), valid(extra.getAsJsonObject(), null));
            }
        }
        return o;
    }

    /** A value {@code schema} refuses, or hostile text; {@code name} as for {@link #valid}. */
    JsonElement invalid(JsonObject schema, String name) {
        JsonObject s = description.resolve(schema);
        String type = type(s);
        int pick = random.nextInt(6);
        if (pick == 0) {
            return wrongType(type);
        }
        if (type.equals("string") || s.has("pattern")) {
            int max = s.has("maxLength") ? s.get("maxLength").getAsInt() : 200;
            return switch (pick) {
                case 1 -> new JsonPrimitive("x".repeat(max + 1 + random.nextInt(3) * max));
                case 2 -> new JsonPrimitive(s.has("minLength") && s.get("minLength").getAsInt() > 0
                        ? "x".repeat(s.get("minLength").getAsInt() - 1) : hostile());
                case 3 -> new JsonPrimitive(hostile() + hostile());
                default -> new JsonPrimitive(hostile());
            };
        }
        if (type.equals("integer") || type.equals("number")) {
            return switch (pick) {
                case 1 -> new JsonPrimitive(s.has("minimum") ? s.get("minimum").getAsLong() - 1 : Long.MIN_VALUE);
                case 2 -> new JsonPrimitive(s.has("maximum") ? s.get("maximum").getAsLong() + 1 : Long.MAX_VALUE);
                case 3 -> new JsonPrimitive(new BigInteger("123456789012345678901234567890"));
                case 4 -> new JsonPrimitive(2.5);
                default -> new JsonPrimitive(hostile());
            };
        }
        if (type.equals("object") && s.has("properties")) {
            JsonObject o = object(s);
            List<String> keys = new ArrayList<>(s.getAsJsonObject("properties").keySet());
            String key = keys.get(random.nextInt(keys.size()));
            if (pick == 1 && s.has("required") && !s.getAsJsonArray("required").isEmpty()) {
                JsonArray r = s.getAsJsonArray("required");
                o.remove(r.get(random.nextInt(r.size())).getAsString());
            } else {
                o.add(key, invalid(s.getAsJsonObject("properties").getAsJsonObject(key), key));
            }
            return o;
        }
        return wrongType(type);
    }

    private JsonElement wrongType(String type) {
        List<JsonElement> others = new ArrayList<>(List.of(new JsonPrimitive(7), new JsonPrimitive(true), JsonNull.INSTANCE,
                new JsonObject(), new JsonArray(), new JsonPrimitive(hostile())));
        others.removeIf(e -> switch (type) {
            case "integer", "number" -> e.isJsonPrimitive() && e.getAsJsonPrimitive().isNumber();
            case "boolean" -> e.isJsonPrimitive() && e.getAsJsonPrimitive().isBoolean();
            case "null" -> e.isJsonNull();
            case "object" -> e.isJsonObject();
            case "array" -> e.isJsonArray();
            default -> e.isJsonPrimitive() && e.getAsJsonPrimitive().isString();
        });
        return others.get(random.nextInt(others.size()));
    }

    /** A body that is no JSON object at all, or one too large for the server to read. */
    String brokenBody() {
        return switch (random.nextInt(9)) {
            case 0 -> "";
            case 1 -> "{";
            case 2 -> "[]";
            case 3 -> "\"" + hostile().replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
            case 4 -> "null";
            case 5 -> "[".repeat(2000) + "]".repeat(2000);
            case 6 -> "{\"a\":" + "{\"a\":".repeat(600) + "1" + "}".repeat(601);
            case 7 -> "{\"pad\":\"" + "x".repeat(5000 + random.nextInt(20000)) + "\"}";
            default -> "\u0000\u00ff" + hostile() + "}{";
        };
    }
}
