package org.beadbox.tools.apifuzz;

import java.io.IOException;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;

/**
 * {@code tools/api-fuzz/api-fuzz}: starts a fresh {@code ./beadbox server} on H2 (loopback, a free
 * port, a temporary Beadbox folder), reads the OpenAPI description it serves at
 * {@code /api/openapi.json}, fuzzes every operation logged out and then logged in, and prints
 * the failures found and, last, {@code operations N, requests R, server errors E, schema
 * violations V}. Exit code 0 when E and V are 0, 1 when not, 2 when it could not run.
 */
public final class ApiFuzz {

    private ApiFuzz() {
    }

    /**
     * The options.
     *
     * @param rounds  rounds a phase (each round sends every operation once)
     * @param seed    the random seed (the same seed sends the same values to a fresh server)
     * @param minutes the most the fuzzing takes; it stops early, counted, when the time is up
     * @param beadbox the repository's {@code ./beadbox}
     */
    record Options(int rounds, long seed, double minutes, Path beadbox) {

        static Options parse(String[] args) {
            int rounds = 60;
            long seed = new Random().nextLong() & 0xffffffL;
            double minutes = 10;
            Path beadbox = Path.of("beadbox");
            for (int i = 0; i < args.length; i++) {
                String a = args[i];
                if (a.equals("--help") || a.equals("-h")) {
                    throw new IllegalArgumentException(USAGE);
                }
                if (i + 1 >= args.length) {
                    throw new IllegalArgumentException(a + " needs a value\n" + USAGE);
                }
                String v = args[++i];
                try {
                    switch (a) {
                        case "--rounds" -> rounds = Integer.parseInt(v);
                        case "--seed" -> seed = Long.parseLong(v);
                        case "--minutes" -> minutes = Double.parseDouble(v);
                        case "--beadbox" -> beadbox = Path.of(v);
                        default -> throw new IllegalArgumentException("unknown option " + a + "\n" + USAGE);
                    }
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException(a + " needs a number, not '" + v + "'\n" + USAGE);
                }
            }
            if (rounds < 1 || rounds > 100_000 || !(minutes > 0) || minutes > 600) {
                throw new IllegalArgumentException("--rounds is 1 to 100000 and --minutes more than 0, at most 600\n" + USAGE);
            }
            return new Options(rounds, seed, minutes, beadbox);
        }
    }

    static final String USAGE = "usage: tools/api-fuzz/api-fuzz [--rounds 60] [--seed N] [--minutes 10] [--beadbox PATH]";

    public static void main(String[] args) {
        Options o;
        try {
            o = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        System.exit(run(o, System.out, System.err));
    }

    /** Runs the whole thing; the exit code. */
    static int run(Options o, PrintStream out, PrintStream err) {
        out.println("api-fuzz: seed " + o.seed() + ", " + o.rounds() + " rounds logged out and " + o.rounds()
                + " logged in, at most " + o.minutes() + " minutes; starting a fresh server on H2...");
        try (Server server = Server.start(o.beadbox(), 180)) {
            String json = describe(server.origin());
            Description d = new Description(json);
            Random random = new Random(o.seed());
            Fuzzer f = new Fuzzer(d, server.origin(), random, out);
            long deadline = System.nanoTime() + (long) (o.minutes() * 60e9);
            long started = System.nanoTime();
            f.loggedOut(o.rounds(), deadline);
            f.loggedIn(o.rounds(), deadline);
            double seconds = (System.nanoTime() - started) / 1e9;
            if (System.nanoTime() >= deadline) {
                out.println("api-fuzz: the time was up: stopped early");
            }
            boolean alive = server.alive();
            out.println("api-fuzz: answers by operation and status:");
            f.coverage().forEach(line -> out.println("  " + line));
            List<String> failures = f.failures();
            failures.forEach(line -> out.println(line));
            out.printf("api-fuzz: %.0f s, %.0f requests a second; the server %s%n", seconds, f.requests() / Math.max(seconds, 0.001),
                    alive ? "still runs" : "died: " + server.lastErrors());
            if (f.redone() > 0) {
                out.println("api-fuzz: " + f.redone() + " request(s) sent again on a new connection, a kept-alive one having closed"
                        + " before any answer (HTTP/1.1's race; a request dropped again counts as a server error)");
            }
            int errors = f.serverErrors() + (alive ? 0 : 1);
            out.println("operations " + d.operations().size() + ", requests " + f.requests() + ", server errors " + errors
                    + ", schema violations " + f.violations());
            return errors == 0 && f.violations() == 0 ? 0 : 1;
        } catch (IOException | RuntimeException e) {
            err.println("api-fuzz: " + e.getMessage());
            return 2;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("api-fuzz: interrupted");
            return 2;
        }
    }

    /** The description the server serves. */
    private static String describe(String origin) throws IOException, InterruptedException {
        HttpResponse<String> r = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(origin + "/api/openapi.json"))
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        if (r.statusCode() != 200) {
            throw new IOException("GET /api/openapi.json answered " + r.statusCode() + ": " + Checks.excerpt(r.body()));
        }
        return r.body();
    }
}
