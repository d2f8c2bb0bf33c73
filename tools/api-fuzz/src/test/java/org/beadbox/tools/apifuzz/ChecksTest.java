package org.beadbox.tools.apifuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpHeaders;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The checks and the generators on a small description of their own. */
class ChecksTest {

    private static final String DESCRIPTION = """
            {"openapi": "3.1.1", "info": {"title": "t", "version": "1"},
             "paths": {
               "/api/me": {"get": {"operationId": "me", "security": [{"s": []}], "responses": {
                 "200": {"description": "ok", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Account"}}}},
                 "401": {"description": "no", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}}}},
               "/api/logout": {"post": {"operationId": "logout", "security": [], "responses": {
                 "204": {"description": "done", "headers": {"Set-Cookie": {"required": true, "schema": {"type": "string", "pattern": "^sid=;"}}}},
                 "403": {"description": "no", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Error"}}}}}}},
               "/mail/unsubscribe": {"post": {"operationId": "unsubscribe", "security": [], "x-beadbox-origin-exempt": true,
                 "responses": {"200": {"description": "off", "content": {"text/html": {"schema": {"type": "string"}}}}}}}},
             "components": {"schemas": {
               "Account": {"type": "object", "required": ["name", "created"], "additionalProperties": false, "properties": {
                 "name": {"type": "string", "pattern": "^[a-z][a-z0-9_-]{2,19}$", "maxLength": 20},
                 "created": {"type": "string", "format": "date-time"}}},
               "Error": {"type": "object", "required": ["error"], "properties": {"error": {"type": "string"}}}}}}
            """;

    private final Description d = new Description(DESCRIPTION);
    private final Checks checks = new Checks(d);

    private static HttpHeaders headers(Map<String, List<String>> h) {
        return HttpHeaders.of(h, (a, b) -> true);
    }

    private static final HttpHeaders JSON = headers(Map.of("Content-Type", List.of("application/json; charset=utf-8")));

    private Description.Operation op(String id) {
        return d.operations().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void anAnswerAsDeclaredPasses() {
        assertEquals(List.of(), checks.check(op("me"), new Checks.Sent(true, true), 200, JSON,
                "{\"name\":\"ann\",\"created\":\"2026-11-29T08:00:00Z\"}"));
        assertEquals(List.of(), checks.check(op("me"), new Checks.Sent(false, true), 401, JSON, "{\"error\":\"log in\"}"));
        assertEquals(List.of(), checks.check(op("logout"), new Checks.Sent(false, true), 204,
                headers(Map.of("Set-Cookie", List.of("sid=; Max-Age=0"))), ""));
    }

    @Test
    void eachKindOfDepartureIsFound() {
        assertTrue(checks.check(op("me"), new Checks.Sent(true, true), 404, JSON, "{\"error\":\"x\"}").get(0)
                .startsWith("status 404 is not declared"));
        assertTrue(checks.check(op("me"), new Checks.Sent(true, true), 200, JSON, "{\"name\":\"ann\",\"created\":\"yesterday\"}")
                .get(0).contains("does not fit its schema"), "a format is asserted");
        assertTrue(checks.check(op("me"), new Checks.Sent(true, true), 200, JSON,
                "{\"name\":\"ann\",\"created\":\"2026-11-29T08:00:00Z\",\"password\":\"x\"}").get(0).contains("does not fit"));
        assertTrue(checks.check(op("me"), new Checks.Sent(true, true), 200,
                headers(Map.of("Content-Type", List.of("text/html"))), "<html>").get(0).startsWith("Content-Type text/html"));
        assertTrue(checks.check(op("me"), new Checks.Sent(false, true), 200, JSON,
                "{\"name\":\"ann\",\"created\":\"2026-11-29T08:00:00Z\"}").get(0).contains("without a session"));
        assertTrue(checks.check(op("logout"), new Checks.Sent(false, false), 204,
                headers(Map.of("Set-Cookie", List.of("sid=; Max-Age=0"))), "").get(0).contains("without the site's Origin"));
        assertTrue(checks.check(op("logout"), new Checks.Sent(false, true), 204, headers(Map.of()), "").get(0)
                .contains("Set-Cookie is missing"));
    }

    @Test
    void drawnValuesFitTheirSchemaAndInvalidOnesOftenDoNot() {
        Random random = new Random(1);
        Values values = new Values(d, random);
        com.google.gson.JsonObject account = d.componentSchemas().getAsJsonObject("Account");
        Pattern name = Pattern.compile("^[a-z][a-z0-9_-]{2,19}$");
        int invalidNames = 0;
        for (int i = 0; i < 200; i++) {
            com.google.gson.JsonObject v = values.valid(account, null).getAsJsonObject();
            assertTrue(name.matcher(v.get("name").getAsString()).matches(), v.toString());
            com.google.gson.JsonElement bad = values.invalid(account, null);
            if (!bad.isJsonObject() || !bad.getAsJsonObject().has("name") || !bad.getAsJsonObject().get("name").isJsonPrimitive()
                    || !name.matcher(bad.getAsJsonObject().get("name").getAsString()).matches()) {
                invalidNames++;
            }
        }
        assertTrue(invalidNames > 50, "invalid values break the schema: " + invalidNames);
        for (String p : List.of("^[0-9]{1,18}$", "^[^/]+$", "^[0-9]{1,4}(\\.[0-9]{1,2})?(\\+[0-9]{1,4})?$", "^(ab|c)d?x*$")) {
            for (int i = 0; i < 50; i++) {
                String s = Regex.generate(p, random);
                assertTrue(s != null && Pattern.compile(p).matcher(s).matches(), p + " drew " + s);
            }
        }
    }

    @Test
    void anOperationExemptFromTheOriginMayAnswerWithoutIt() {
        assertTrue(op("unsubscribe").originExempt());
        assertFalse(op("logout").originExempt());
        assertEquals(List.of(), checks.check(op("unsubscribe"), new Checks.Sent(false, false), 200,
                headers(Map.of("Content-Type", List.of("text/html; charset=utf-8"))), "<p>off</p>"));
    }

    @Test
    void jettysRefusalOfAnAmbiguousPathIsNotAnOperationsAnswer() {
        HttpHeaders html = HttpHeaders.of(Map.of("Content-Type", List.of("text/html;charset=ISO-8859-1")), (a, b) -> true);
        HttpHeaders json = HttpHeaders.of(Map.of("Content-Type", List.of("application/json")), (a, b) -> true);
        String page = "<html>\n<head>\n<title>Error 400 Ambiguous URI path separator</title>\n</head>\n<body>\n"
                + "<h2>HTTP ERROR 400 Ambiguous URI path separator</h2></body></html>";
        assertTrue(Checks.refusedByJetty(400, html, page));
        assertTrue(Checks.refusedByJetty(400, html, page.replace("Ambiguous URI path separator", "Bad Request")), "an encoded NUL");
        assertFalse(Checks.refusedByJetty(400, json, page), "a JSON answer is the operation's, and is checked");
        assertFalse(Checks.refusedByJetty(500, html, page.replace("400", "500")), "a server error is never excused");
        assertFalse(Checks.refusedByJetty(400, html, "<title>Error 400 Bad Request</title>"), "only Jetty's own page");
    }
}
