package org.beadbox.game.beadmaster;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * BeadMaster's position string, both ways. Ten space-separated {@code key=value} fields, in
 * this order when written (any order when read):
 *
 * <pre>
 * bars=1111111/1111111 beads=e1a6b5f7d4/a5b1e5f4c5 move=0 place=0 last=1V5,0H3 runs=H3:1/V5:1 blocked=opponents repeat=limited quiet=100 calm=2
 * </pre>
 *
 * <ul>
 *   <li>{@code bars}: the positions of H1…H7 / V1…V7, 0 inner, 1 central, 2 outer;
 *   <li>{@code beads}: one group per seat, separated by {@code /}: the seat's holes in board
 *       order, {@code -} for none yet (placement), {@code xK} for a seat that is out, having gone
 *       out on the K-th turn that knocked anyone out (the seat count is the number of groups);
 *   <li>{@code move}: the seat to move (once the game is over: the seat that moved last);
 *   <li>{@code place}: beads still to place, 0 once the sliding has begun;
 *   <li>{@code last}: the last three slides, most recent first, as seat and bar ({@code 1V5}),
 *       {@code -} if none: what the blocked-bars rules read;
 *   <li>{@code runs}: per seat, the bar of its most recent slide and on how many of its own turns
 *       in a row it slid it, 1 or 2 (2 means "2 or more"), {@code -} if none: what the
 *       two-players rule reads;
 *   <li>{@code blocked}, {@code repeat}, {@code quiet}: the rule options ({@code quiet} may be
 *       left out: 100);
 *   <li>{@code calm}: the slides in a row since a bead last fell (may be left out: 0); the game
 *       is drawn once it reaches {@code quiet}.
 * </ul>
 */
final class PositionCodec {

    private static final List<String> KEYS = List.of("bars", "beads", "move", "place", "last", "runs", "blocked", "repeat",
            "quiet", "calm");
    /** Fields a position string may leave out (those written before the draw rule came in). */
    private static final List<String> OPTIONAL = List.of("quiet", "calm");

    private PositionCodec() {
    }

    /** The position string of {@code e}. */
    static String write(Engine e) {
        StringBuilder sb = new StringBuilder("bars=").append(BarSetup.format(e.positions)).append(" beads=");
        for (int s = 0; s < e.players; s++) {
            sb.append(s == 0 ? "" : "/");
            if (e.outEvent[s] > 0) {
                sb.append('x').append(e.outEvent[s]);
            } else if (e.beads[s] == 0) {
                sb.append('-');
            } else {
                for (long m = e.beads[s]; m != 0; m &= m - 1) {
                    sb.append(Bars.holeName(Long.numberOfTrailingZeros(m)));
                }
            }
        }
        sb.append(" move=").append(e.toMove).append(" place=").append(e.toPlace).append(" last=");
        int[] last = {e.last(0), e.last(1), e.last(2)};
        int n = 0;
        for (int entry : last) {
            if (entry >= 0) {
                sb.append(n++ == 0 ? "" : ",").append(entry >>> 4).append(Bars.barName(entry & 15));
            }
        }
        sb.append(n == 0 ? "-" : "").append(" runs=");
        for (int s = 0; s < e.players; s++) {
            sb.append(s == 0 ? "" : "/");
            sb.append(e.lastBar(s) < 0 ? "-" : Bars.barName(e.lastBar(s)) + ":" + e.run(s));
        }
        return sb.append(" blocked=").append(e.variant.blocked().word()).append(" repeat=").append(e.variant.repeatWord())
                .append(" quiet=").append(e.variant.quiet()).append(" calm=").append(e.calm).toString();
    }

    /**
     * The board that {@code position} describes.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static Engine read(String position) {
        Map<String, String> fields = fields(position);
        String[] seats = fields.get("beads").split("/", -1);
        if (seats.length < 2 || seats.length > 4) {
            throw problem(position, "beads= needs one group per seat, 2 to 4 groups separated by '/'");
        }
        int quiet = number(fields.getOrDefault("quiet", Integer.toString(Variant.DEFAULT_QUIET)), "quiet", 0, Variant.MAX_QUIET, position);
        Variant variant;
        try {
            variant = new Variant(Variant.Blocking.of(fields.get("blocked")), repeat(fields.get("repeat")), quiet);
        } catch (IllegalArgumentException ex) {
            throw problem(position, ex.getMessage());
        }
        Engine e = new Engine(seats.length, variant, BarSetup.parse(fields.get("bars")));
        readBeads(e, seats, position);
        e.toMove = number(fields.get("move"), "move", 0, e.players - 1, position);
        e.toPlace = number(fields.get("place"), "place", 0, Engine.BEADS * e.players, position);
        readLast(e, fields.get("last"), position);
        readRuns(e, fields.get("runs"), position);
        e.calm = number(fields.getOrDefault("calm", "0"), "calm", 0, quiet == 0 ? Integer.MAX_VALUE : quiet, position);
        return PositionCheck.check(e, position);
    }

    private static Map<String, String> fields(String position) {
        Map<String, String> fields = new LinkedHashMap<>();
        for (String token : position.strip().split("\\s+")) {
            int eq = token.indexOf('=');
            String key = eq < 0 ? token : token.substring(0, eq);
            if (eq < 0 || !KEYS.contains(key)) {
                throw problem(position, "'" + shorten(token) + "' is not one of the fields " + String.join("=, ", KEYS) + "=");
            }
            if (fields.put(key, token.substring(eq + 1)) != null) {
                throw problem(position, "field " + key + "= appears twice");
            }
        }
        for (String key : KEYS) {
            if (!fields.containsKey(key) && !OPTIONAL.contains(key)) {
                throw problem(position, "field " + key + "= is missing");
            }
        }
        return fields;
    }

    private static boolean repeat(String word) {
        if (!word.equals("limited") && !word.equals("free")) {
            throw new IllegalArgumentException("repeat=" + word + " is not a rule: use limited or free");
        }
        return word.equals("limited");
    }

    private static void readBeads(Engine e, String[] seats, String position) {
        for (int s = 0; s < seats.length; s++) {
            String group = seats[s];
            if (group.equals("-")) {
                continue;
            }
            if (group.startsWith("x")) {
                e.outEvent[s] = number(group.substring(1), "the out marker of seat " + s, 1, 3, position);
                continue;
            }
            if (group.isEmpty() || group.length() % 2 != 0) {
                throw problem(position, "seat " + s + "'s beads '" + shorten(group) + "' are not a list of holes like e1a6b5");
            }
            for (int i = 0; i < group.length(); i += 2) {
                int hole = Bars.holeOf(group.substring(i, i + 2));
                if (hole < 0) {
                    throw problem(position, "'" + group.substring(i, i + 2) + "' is not a hole a1…g7");
                }
                if ((e.occupied >>> hole & 1) != 0) {
                    throw problem(position, "two beads on " + Bars.holeName(hole));
                }
                e.beads[s] |= 1L << hole;
                e.occupied |= 1L << hole;
            }
        }
    }

    private static void readLast(Engine e, String text, String position) {
        if (text.equals("-")) {
            return;
        }
        String[] entries = text.split(",", -1);
        if (entries.length > 3) {
            throw problem(position, "last= holds at most three slides");
        }
        int[] last = {Engine.NONE, Engine.NONE, Engine.NONE};
        for (int i = 0; i < entries.length; i++) {
            String entry = entries[i];
            int bar = entry.length() == 3 ? Bars.barOf(entry.substring(1)) : -1;
            int seat = entry.isEmpty() ? -1 : entry.charAt(0) - '0';
            if (bar < 0 || seat < 0 || seat >= e.players) {
                throw problem(position, "'" + shorten(entry) + "' in last= is not a seat and a bar, like 1V5");
            }
            last[i] = seat << 4 | bar;
        }
        e.setLast(last);
    }

    private static void readRuns(Engine e, String text, String position) {
        String[] runs = text.split("/", -1);
        if (runs.length != e.players) {
            throw problem(position, "runs= needs one entry per seat (" + e.players + "), separated by '/'");
        }
        for (int s = 0; s < runs.length; s++) {
            if (runs[s].equals("-")) {
                continue;
            }
            String[] parts = runs[s].split(":", -1);
            int bar = parts.length == 2 ? Bars.barOf(parts[0]) : -1;
            if (bar < 0) {
                throw problem(position, "'" + shorten(runs[s]) + "' in runs= is not a bar and a count, like H3:2");
            }
            e.setRun(s, bar, number(parts[1], "the run of seat " + s, 1, 2, position));
        }
    }

    private static int number(String text, String what, int min, int max, String position) {
        try {
            int n = Integer.parseInt(text);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw problem(position, what + " '" + shorten(text) + "' is not a number from " + min + " to " + max);
    }

    /** An error about {@code position}. */
    static IllegalArgumentException problem(String position, String why) {
        return new IllegalArgumentException("BeadMaster position '" + shorten(position) + "': " + why
                + " (a position reads like: bars=1111111/1111111 beads=-/- move=0 place=10 last=- runs=-/- blocked=opponents repeat=limited)");
    }

    private static String shorten(String text) {
        String clean = text.replaceAll("\\p{Cntrl}", "?");
        return clean.length() > 60 ? clean.substring(0, 57) + "..." : clean;
    }
}
