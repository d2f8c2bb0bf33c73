package org.beadbox.tools.webload;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Every record the server filed under {@code records/}, replayed with {@code beadbox replay FILE}
 * (each move checked by the game's rules), and matched to its table by the seat names.
 */
final class Replays {

    /** The seat names the benchmark gives: {@code w<table>a}. */
    private static final Pattern SEAT = Pattern.compile("w(\\d+)a");

    /** One record: its table (-1 when unknown), moves, and the replay's verdict (null: it replays). */
    record Outcome(Path file, int table, int moves, String failure) {
    }

    private Replays() {
    }

    /** Replays every record of {@code home}, {@code jobs} at a time, all done by {@code deadlineNanos}. */
    static List<Outcome> run(Path script, Path home, int jobs, long deadlineNanos) throws IOException, InterruptedException {
        List<Path> files;
        Path records = home.resolve("records");
        if (!Files.isDirectory(records)) {
            return List.of();
        }
        try (Stream<Path> s = Files.list(records)) {
            files = s.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        }
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<Outcome>> futures = new ArrayList<>();
            for (Path f : files) {
                futures.add(pool.submit(() -> replay(script, home, f, deadlineNanos)));
            }
            List<Outcome> out = new ArrayList<>();
            for (int i = 0; i < files.size(); i++) {
                try {
                    long left = Math.max(1, deadlineNanos - System.nanoTime());
                    out.add(futures.get(i).get(left, TimeUnit.NANOSECONDS));
                } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                    out.add(new Outcome(files.get(i), -1, -1, "not replayed: " + (e.getCause() == null ? "out of time" : e.getCause())));
                }
            }
            return out;
        } finally {
            pool.shutdownNow();
        }
    }

    private static Outcome replay(Path script, Path home, Path file, long deadlineNanos) throws IOException, InterruptedException {
        int table = -1;
        int moves = -1;
        try {
            JsonObject r = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
            moves = r.getAsJsonArray("moves").size();
            Matcher m = SEAT.matcher(r.getAsJsonArray("seats").get(0).getAsJsonObject().get("name").getAsString());
            if (m.matches()) {
                table = Integer.parseInt(m.group(1));
            }
        } catch (RuntimeException e) {
            return new Outcome(file, table, moves, "unreadable record: " + e.getMessage());
        }
        if (System.nanoTime() > deadlineNanos) {
            return new Outcome(file, table, moves, "not replayed: out of time");
        }
        Path log = Files.createTempFile(home, "replay-", ".out");
        ProcessBuilder pb = new ProcessBuilder(script.toString(), "replay", file.toString()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        Server.environment(pb.environment(), home);
        Process p = pb.start();
        boolean ended;
        try {
            ended = p.waitFor(Math.max(1, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            throw e;
        }
        if (!ended) {
            p.destroyForcibly();
            return new Outcome(file, table, moves, "replay out of time");
        }
        String out = Files.readString(log, StandardCharsets.UTF_8);
        Files.deleteIfExists(log);
        String result = out.lines().filter(l -> l.startsWith("result: ")).reduce((a, b) -> b).orElse(null);
        if (p.exitValue() != 0) {
            return new Outcome(file, table, moves, "exit code " + p.exitValue() + ": " + lastLine(out));
        }
        if (result == null || result.equals("result: unfinished")) {
            return new Outcome(file, table, moves, "the replay did not end the game: " + lastLine(out));
        }
        return new Outcome(file, table, moves, null);
    }

    private static String lastLine(String out) {
        List<String> lines = out.lines().filter(l -> !l.isBlank()).toList();
        return lines.isEmpty() ? "(no output)" : lines.get(lines.size() - 1);
    }

    /** The records by table. */
    static Map<Integer, Outcome> byTable(List<Outcome> outcomes) {
        Map<Integer, Outcome> m = new TreeMap<>();
        for (Outcome o : outcomes) {
            if (o.table() >= 0) {
                m.put(o.table(), o);
            }
        }
        return m;
    }
}
