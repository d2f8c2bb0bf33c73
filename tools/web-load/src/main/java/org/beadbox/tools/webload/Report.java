package org.beadbox.tools.webload;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The one block of figures the benchmark prints, and its verdict. */
final class Report {

    /** The p99 a move's round trip should stay under (issue 25), in milliseconds. */
    static final double GOAL_P99_MS = 50;

    /** What a run measured. */
    record Run(LoadOptions options, List<Seat> seats, Figures figures, String[] gameOf, List<Replays.Outcome> replays,
            long playNanos, long totalNanos, boolean inTime, long peakUsedKb, long peakCommittedKb, long liveKb,
            int serverErrorLines, String serverErrors, int port, double serverCpuSeconds, double clientCpuSeconds,
            List<String> warmupTimings, List<String> steadyTimings) {
    }

    private Report() {
    }

    /** Prints the block; returns 0 when every table finished, no move was lost and every record replays. */
    static int print(Run r, PrintStream out) {
        int n = r.gameOf().length;
        int sent = 0;
        int acked = 0;
        int refused = 0;
        int finished = 0;
        int lost = 0;
        List<String> problems = new ArrayList<>();
        Map<Integer, Replays.Outcome> records = Replays.byTable(r.replays());
        int replayed = 0;
        for (int t = 0; t < n; t++) {
            Seat a = r.seats().get(2 * t);
            Seat b = r.seats().get(2 * t + 1);
            sent += a.sent + b.sent;
            acked += a.acknowledged + b.acknowledged;
            refused += a.refused + b.refused;
            int tableLost = a.sent + b.sent - a.acknowledged - b.acknowledged - a.refused - b.refused;
            boolean over = a.failure == null && b.failure == null && a.finalPlies >= 0 && a.finalPlies == b.finalPlies;
            if (over) {
                finished++;
                // Every move the game holds was sent by one of the seats and answered to it.
                tableLost = Math.max(tableLost, a.finalPlies - a.acknowledged - b.acknowledged);
            } else {
                problems.add("table " + t + " (" + r.gameOf()[t] + ") did not finish: "
                        + (a.failure != null ? a.failure : b.failure != null ? b.failure : "out of time"));
            }
            Replays.Outcome rec = records.get(t);
            if (over && rec == null) {
                problems.add("table " + t + ": no record was filed");
            } else if (rec != null && rec.failure() == null && over && rec.moves() != a.finalPlies) {
                problems.add("table " + t + ": the record holds " + rec.moves() + " moves, the game " + a.finalPlies);
                tableLost = Math.max(tableLost, a.finalPlies - rec.moves());
            }
            lost += Math.max(0, tableLost);
        }
        for (Replays.Outcome o : r.replays()) {
            if (o.failure() == null) {
                replayed++;
            } else {
                problems.add(o.file().getFileName() + ": " + o.failure());
            }
        }
        double playSeconds = r.playNanos() / 1e9;
        Latencies m = r.figures().moves;
        double p99 = m.percentileMillis(99);
        LoadOptions o = r.options();
        out.println("web-load: the web front-end under load (docs/web-load.md)");
        line(out, "server", "./beadbox --ui web on " + o.host() + ":" + r.port() + ", " + Runtime.getRuntime().availableProcessors()
                + " cores shared with the clients, -Xmx" + o.serverHeap());
        line(out, "tables", n + " at once, 2 scripted WebSocket players each; games " + String.join(", ", o.games())
                + "; seed " + o.seed() + "; think " + o.thinkMillis() + " ms; " + o.clients() + " client selector threads"
                + (o.staggerSeconds() > 0 ? "; started over " + o.staggerSeconds() + " s" : "; started at once"));
        line(out, "finished", finished + " of " + n + " games in " + f1(playSeconds) + " s"
                + (r.inTime() ? "" : " (out of time: --timeout " + o.timeoutSeconds() + ")"));
        line(out, "moves", sent + " sent, " + acked + " acknowledged, " + refused + " refused, " + lost + " lost");
        line(out, "moves per second", f1(acked / playSeconds));
        line(out, "move round trip", "p50 " + f1(m.percentileMillis(50)) + " ms, p99 " + f1(p99) + " ms, max "
                + f1(m.maxMillis()) + " ms (move sent -> the state showing it)");
        Latencies warm = r.figures().warmupMoves;
        line(out, "  in the warm-up", warm.count() + " moves sent in the first " + o.warmupSeconds() + " s: p50 "
                + f1(warm.percentileMillis(50)) + " ms, p99 " + f1(warm.percentileMillis(99)) + " ms, max " + f1(warm.maxMillis()) + " ms");
        Latencies steady = r.figures().steadyMoves;
        line(out, "  after warm-up", steady.count() + " moves sent after the first " + o.warmupSeconds() + " s: p50 "
                + f1(steady.percentileMillis(50)) + " ms, p99 " + f1(steady.percentileMillis(99)) + " ms, max " + f1(steady.maxMillis()) + " ms");
        for (Map.Entry<String, Latencies> e : r.figures().movesByGame.entrySet()) {
            Latencies g = e.getValue();
            line(out, "  " + e.getKey(), g.count() + " moves, p50 " + f1(g.percentileMillis(50)) + " ms, p99 "
                    + f1(g.percentileMillis(99)) + " ms");
        }
        for (Map.Entry<String, Traffic> e : r.figures().trafficByGame.entrySet()) {
            line(out, "received", e.getKey() + ": " + e.getValue().describe(r.figures().movesByGame.get(e.getKey()).count()));
        }
        // The host's own share (docs/web-load.md): from the frame read to the answer handed to Jetty or written.
        for (String t : r.warmupTimings()) {
            line(out, "server, warm-up", t);
        }
        for (String t : r.steadyTimings()) {
            line(out, r.warmupTimings().isEmpty() ? "server" : "server, after", t);
        }
        Latencies st = r.figures().steps;
        line(out, "step round trip", st.count() + " steps, p50 " + f1(st.percentileMillis(50)) + " ms, p99 "
                + f1(st.percentileMillis(99)) + " ms");
        line(out, "CPU while playing", "server " + f1(r.serverCpuSeconds()) + " s (" + f1(r.serverCpuSeconds() * 1000 / Math.max(1, acked))
                + " ms a move), the players " + f1(r.clientCpuSeconds()) + " s, of " + f1(playSeconds * Runtime.getRuntime().availableProcessors())
                + " core-seconds; load average " + loadAverage());
        line(out, "server heap", "peak used " + mb(r.peakUsedKb()) + " of " + mb(r.peakCommittedKb()) + " committed (jstat, each second);"
                + " after the games and a full GC " + (r.liveKb() < 0 ? "unknown" : mb(r.liveKb())));
        line(out, "replays", replayed + " of " + r.replays().size() + " records replay with ./beadbox replay");
        line(out, "errors", r.figures().errors().isEmpty() ? "none from the server" : r.figures().errors().toString());
        if (r.serverErrorLines() > 0) {
            line(out, "server stderr", r.serverErrorLines() + " lines, the last: " + r.serverErrors());
        }
        line(out, "took", f1(r.totalNanos() / 1e9) + " s in all");
        boolean ok = problems.isEmpty() && finished == n && lost == 0 && replayed == n && r.replays().size() == n;
        line(out, "goal", "p99 under " + (int) GOAL_P99_MS + " ms: " + (p99 < GOAL_P99_MS ? "met" : "NOT met")
                + " (after warm-up: " + (steady.percentileMillis(99) < GOAL_P99_MS ? "met" : "NOT met") + ")"
                + "; no move lost: " + (lost == 0 ? "met" : "NOT met"));
        for (String p : problems.subList(0, Math.min(10, problems.size()))) {
            out.println("  problem: " + p);
        }
        if (problems.size() > 10) {
            out.println("  ... and " + (problems.size() - 10) + " more problems");
        }
        line(out, "result", ok ? "PASS" : "FAIL");
        out.flush();
        return ok ? 0 : 1;
    }

    private static String loadAverage() {
        double l = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        return l < 0 ? "unknown" : f1(l);
    }

    private static void line(PrintStream out, String label, String value) {
        out.printf(Locale.ROOT, "  %-20s %s%n", label, value);
    }

    private static String f1(double d) {
        return Double.isNaN(d) ? "-" : String.format(Locale.ROOT, "%.1f", d);
    }

    private static String mb(long kb) {
        return kb <= 0 ? "unknown" : String.format(Locale.ROOT, "%.0f MB", kb / 1024.0);
    }
}
