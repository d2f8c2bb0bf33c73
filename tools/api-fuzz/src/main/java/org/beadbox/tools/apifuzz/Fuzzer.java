package org.beadbox.tools.apifuzz;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Sends every operation of a description values drawn from its schemas, valid and not, as a
 * visitor without a session and as logged-in accounts, and checks each answer ({@link Checks}).
 * Counts requests, server errors (any 5xx, or no answer) and requests with a violation; keeps
 * the first of each kind to print with how to send it again.
 *
 * <p>Clients speak through {@code X-Forwarded-For} (the server trusts loopback as its proxy), a
 * few addresses for the fuzzing and a fresh one for each login or registration of its own
 * accounts, so that the login throttle it provokes does not lock the fuzzer out of its own
 * accounts. Two accounts fuzz in turn, so that one's seeks are there for the other to accept.
 */
final class Fuzzer {

    /** One logged-in account of the fuzzer. */
    private static final class Account {
        String name;
        String password;
        String cookie;
    }

    private final Description description;
    private final Checks checks;
    private final Values values;
    private final Random random;
    private final String origin;
    private final PrintStream out;
    private int redone;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .followRedirects(HttpClient.Redirect.NEVER).build();
    private final Map<String, String> firstFailures = new LinkedHashMap<>();
    private final Map<String, Integer> failuresByKind = new LinkedHashMap<>();
    private final Map<String, java.util.TreeMap<Integer, Integer>> statuses = new java.util.TreeMap<>();
    private int requests;
    private int serverErrors;
    private int violations;
    private int addresses;

    Fuzzer(Description description, String origin, Random random, PrintStream out) {
        this.description = description;
        this.checks = new Checks(description);
        this.values = new Values(description, random);
        this.random = random;
        this.origin = origin;
        this.out = out;
    }

    /** How many requests were sent again on a new connection after a kept-alive one closed under them. */
    int redone() {
        return redone;
    }

    int requests() {
        return requests;
    }

    int serverErrors() {
        return serverErrors;
    }

    int violations() {
        return violations;
    }

    /** Each operation's answers by status: {@code POST /api/seeks: 201x12 400x30 ...}. */
    List<String> coverage() {
        List<String> lines = new ArrayList<>();
        statuses.forEach((op, m) -> {
            StringBuilder b = new StringBuilder(op).append(':');
            m.forEach((status, n) -> b.append(' ').append(status).append('x').append(n));
            lines.add(b.toString());
        });
        return lines;
    }

    /** The failures found, the first of each kind with how to reproduce it, and how many of each kind. */
    List<String> failures() {
        List<String> lines = new ArrayList<>();
        firstFailures.forEach((kind, first) -> lines.add(first + "  [" + failuresByKind.get(kind) + "x]"));
        return lines;
    }

    /** {@code rounds} rounds, each every operation once in a random order, logged out; stops at {@code deadline} (nanoTime). */
    void loggedOut(int rounds, long deadline) {
        for (int round = 0; round < rounds && System.nanoTime() < deadline; round++) {
            List<Description.Operation> ops = new ArrayList<>(description.operations());
            Collections.shuffle(ops, random);
            for (Description.Operation op : ops) {
                send(op, null, "198.51.100." + (1 + random.nextInt(4)));
            }
            wrongMethods(null, "198.51.100." + (1 + random.nextInt(4)));
        }
    }

    /** The same logged in, as two accounts of its own (registered first) in turn. */
    void loggedIn(int rounds, long deadline) {
        List<Account> accounts = new ArrayList<>(List.of(new Account(), new Account()));
        for (Account a : accounts) {
            register(a);
        }
        for (int round = 0; round < rounds && System.nanoTime() < deadline; round++) {
            List<Description.Operation> ops = new ArrayList<>(description.operations());
            Collections.shuffle(ops, random);
            for (Description.Operation op : ops) {
                Account a = accounts.get(random.nextInt(accounts.size()));
                if (a.cookie == null && !login(a)) {
                    register(a);
                }
                if (a.cookie != null) {
                    send(op, a, "203.0.113." + (1 + random.nextInt(4)));
                }
            }
            wrongMethods(accounts.get(random.nextInt(accounts.size())), "203.0.113." + (1 + random.nextInt(4)));
        }
    }

    private Description.Operation operation(String id) {
        return description.operations().stream().filter(o -> o.id().equals(id)).findFirst()
                .orElseThrow(() -> new IllegalStateException("the description has no operation " + id));
    }

    private String freshAddress() {
        addresses++;
        return "10." + (addresses >> 16 & 255) + "." + (addresses >> 8 & 255) + "." + (addresses & 255);
    }

    private void register(Account a) {
        a.name = "fz" + Long.toString(random.nextLong() & Long.MAX_VALUE, 36).substring(0, 10);
        a.password = "pw " + Long.toString(random.nextLong() & Long.MAX_VALUE, 36) + " beads";
        a.cookie = null;
        JsonObject body = new JsonObject();
        body.addProperty("name", a.name);
        body.addProperty("password", a.password);
        Result r = exchange(operation("register"), a, freshAddress(), "/api/register", body.toString(), true);
        if (r.status != 201) {
            out.println("api-fuzz: could not register an account of its own: " + r.status + " " + Checks.excerpt(r.body));
        }
    }

    private boolean login(Account a) {
        JsonObject body = new JsonObject();
        body.addProperty("name", a.name);
        body.addProperty("password", a.password);
        return exchange(operation("login"), a, freshAddress(), "/api/login", body.toString(), true).status == 200;
    }

    /** One request of {@code op} with drawn values, checked; {@code account} null for none. */
    private void send(Description.Operation op, Account account, String address) {
        int mode = random.nextInt(20);
        boolean invalid = mode >= 11;
        boolean withOrigin = !op.changesState() || mode != 0;
        List<Description.Parameter> params = op.parameters();
        Description.Parameter broken = invalid && !params.isEmpty() && (op.body() == null || random.nextBoolean())
                ? params.get(random.nextInt(params.size())) : null;
        String path = op.path();
        StringBuilder query = new StringBuilder();
        for (Description.Parameter p : params) {
            boolean bad = p == broken;
            if (!p.required() && !bad && random.nextInt(3) == 0) {
                continue;
            }
            String v = text(bad ? values.invalid(p.schema(), p.name()) : values.valid(p.schema(), p.name()));
            if (v.length() > 2000) {
                v = v.substring(0, 2000); // the server's request line is bounded: a longer one is no call of this API
            }
            String encoded = URLEncoder.encode(v, StandardCharsets.UTF_8).replace("+", "%20");
            if (p.in().equals("path")) {
                path = path.replace("{" + p.name() + "}", encoded);
            } else if (p.in().equals("query")) {
                query.append(query.isEmpty() ? "?" : "&").append(URLEncoder.encode(p.name(), StandardCharsets.UTF_8)).append('=').append(encoded);
            }
        }
        String body = null;
        if (op.body() != null) {
            if (invalid && broken == null) {
                body = random.nextInt(3) == 0 ? values.brokenBody() : values.invalid(op.body(), null).toString();
            } else {
                body = values.valid(op.body(), null).toString();
            }
        } else if (op.changesState() && random.nextInt(10) == 0) {
            body = values.brokenBody(); // a call that takes no body is sent one anyway
        }
        exchange(op, account, address, path + query, body, withOrigin);
    }

    /**
     * A few paths sent a method they do not take (PUT, DELETE or PATCH): each must be refused 405
     * with JSON and an {@code Allow} header naming exactly the methods described (RFC 9110).
     */
    private void wrongMethods(Account account, String address) {
        Map<String, java.util.Set<String>> byPath = new java.util.TreeMap<>();
        for (Description.Operation op : description.operations()) {
            byPath.computeIfAbsent(op.path(), k -> new java.util.TreeSet<>()).add(op.method());
        }
        for (Map.Entry<String, java.util.Set<String>> p : byPath.entrySet()) {
            if (random.nextInt(6) != 0) {
                continue;
            }
            List<String> others = new ArrayList<>(List.of("PUT", "DELETE", "PATCH"));
            others.removeAll(p.getValue());
            String method = others.get(random.nextInt(others.size()));
            String target = p.getKey().replaceAll("\\{[^}]+}", "1"); // a value of every parameter's form
            requests++;
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(origin + target)).timeout(Duration.ofSeconds(30))
                    .header("X-Forwarded-For", address).header("Origin", origin)
                    .method(method, HttpRequest.BodyPublishers.noBody());
            if (account != null && account.cookie != null) {
                b.header("Cookie", "beadbox_session=" + account.cookie);
            }
            String kind = method + " " + p.getKey();
            try {
                HttpResponse<String> r = http.send(b.build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
                String allow = r.headers().firstValue("Allow").orElse("");
                java.util.Set<String> allowed = new java.util.TreeSet<>();
                for (String m : allow.split(",")) {
                    if (!m.isBlank()) {
                        allowed.add(m.strip());
                    }
                }
                boolean json = r.headers().firstValue("Content-Type").orElse("").startsWith("application/json");
                if (r.statusCode() >= 500) {
                    fail(true, kind + " " + r.statusCode(), kind + ": server error " + r.statusCode() + " " + Checks.excerpt(r.body())
                            + " to " + method + " " + target);
                } else if (r.statusCode() != 405 || !allowed.equals(p.getValue()) || !json) {
                    fail(false, kind + " wrong method", "wrong method " + method + " " + target + ": answered " + r.statusCode()
                            + " Allow '" + allow + "' " + r.headers().firstValue("Content-Type").orElse("(no type)")
                            + ", expected 405 with JSON and Allow " + p.getValue() + ": " + Checks.excerpt(r.body()));
                }
                statuses.computeIfAbsent("PUT, DELETE or PATCH where not described", k -> new java.util.TreeMap<>()).merge(r.statusCode(), 1, Integer::sum);
            } catch (IOException e) {
                fail(true, kind + " no answer", kind + ": no answer (" + e + ") to " + method + " " + target);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted");
            }
        }
    }

    private static String text(JsonElement e) {
        return e.isJsonPrimitive() ? e.getAsString() : e.toString();
    }

    /** What came back. */
    private record Result(int status, String body) {
    }

    private Result exchange(Description.Operation op, Account account, String address, String target, String body,
                            boolean withOrigin) {
        requests++;
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(origin + target)).timeout(Duration.ofSeconds(30))
                .header("X-Forwarded-For", address).header("Accept", "application/json, */*");
        if (withOrigin) {
            b.header("Origin", origin);
        } else if (random.nextBoolean()) {
            b.header("Origin", random.nextBoolean() ? "http://evil.example" : "null");
        }
        boolean withSession = account != null && account.cookie != null;
        if (withSession) {
            b.header("Cookie", "beadbox_session=" + account.cookie);
        }
        if (body != null) {
            b.header("Content-Type", "application/json");
            byte[] bytes = body.getBytes(random.nextInt(15) == 0 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
            b.method(op.method(), HttpRequest.BodyPublishers.ofByteArray(bytes));
        } else {
            b.method(op.method(), HttpRequest.BodyPublishers.noBody());
        }
        String shown = op.method() + " " + target + (body == null ? "" : " body " + Checks.excerpt(body))
                + (withSession ? " (logged in)" : " (no session)") + (withOrigin ? "" : " (no Origin)");
        HttpResponse<InputStream> r;
        String text;
        try {
            HttpRequest request = b.build();
            try {
                r = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
            } catch (IOException e) {
                if (!String.valueOf(e.getMessage()).contains("received no bytes")) {
                    throw e;
                }
                // HTTP/1.1's race on a kept-alive connection (RFC 9112, 9.3.1): the server closed it
                // as the request went out, before any byte of an answer. Sent again once on a new
                // connection: a server that answers that is no server error; one that drops the
                // request again is.
                redone++;
                r = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
                        .followRedirects(HttpClient.Redirect.NEVER).build()
                        .send(request, HttpResponse.BodyHandlers.ofInputStream());
            }
            text = read(r);
        } catch (IOException e) {
            fail(true, op + " no answer", op + ": no answer (" + e + ") to " + shown);
            return new Result(-1, "");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted");
        }
        statuses.computeIfAbsent(op.toString(), k -> new java.util.TreeMap<>()).merge(r.statusCode(), 1, Integer::sum);
        List<String> problems = r.statusCode() >= 500 ? List.of()
                : checks.check(op, new Checks.Sent(withSession, withOrigin), r.statusCode(), r.headers(), text);
        if (r.statusCode() >= 500) {
            fail(true, op + " " + r.statusCode(), op + ": server error " + r.statusCode() + " " + Checks.excerpt(text) + " to " + shown);
        } else if (!problems.isEmpty()) {
            fail(false, op + " " + r.statusCode() + " " + problems.get(0).replaceAll("\\d+|: .*", ""),
                    op + ": " + String.join("; ", problems) + " to " + shown);
        }
        if (r.statusCode() < 300 && text != null && text.startsWith("{")) {
            try {
                values.remember(JsonParser.parseString(text));
            } catch (RuntimeException e) {
                // not JSON: told by the checks
            }
        }
        if (account != null) {
            for (String c : r.headers().allValues("Set-Cookie")) {
                if (c.startsWith("beadbox_session=")) {
                    String v = c.substring("beadbox_session=".length()).split(";", 2)[0];
                    account.cookie = v.isEmpty() ? null : v;
                }
            }
        }
        return new Result(r.statusCode(), text);
    }

    /** The body as text: at most 1 MB, and of an event stream only its first event (it never ends). */
    private static String read(HttpResponse<InputStream> r) throws IOException {
        boolean stream = r.headers().firstValue("Content-Type").orElse("").startsWith("text/event-stream");
        CompletableFuture<String> f = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = r.body()) {
                if (!stream) {
                    return new String(in.readNBytes(1 << 20), StandardCharsets.UTF_8);
                }
                StringBuilder sb = new StringBuilder();
                for (int c; sb.indexOf("\n\n") < 0 && sb.length() < 65536 && (c = in.read()) >= 0;) {
                    sb.append((char) c);
                }
                return sb.toString();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        try {
            return f.get(30, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            r.body().close();
            throw new IOException("the body did not come within 30 s");
        } catch (java.util.concurrent.ExecutionException e) {
            throw new IOException(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    private void fail(boolean serverError, String kind, String line) {
        if (serverError) {
            serverErrors++;
        } else {
            violations++;
        }
        String key = (serverError ? "E " : "V ") + kind;
        failuresByKind.merge(key, 1, Integer::sum);
        firstFailures.putIfAbsent(key, (serverError ? "server error: " : "violation: ") + line);
    }

}
