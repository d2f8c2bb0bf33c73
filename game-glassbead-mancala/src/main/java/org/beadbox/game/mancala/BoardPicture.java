package org.beadbox.game.mancala;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Interaction;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Style;

/**
 * The picture of a position with a move half entered: a wooden board with North's row on top
 * (e … a from the left) and South's below (A … E), North's cup on the left and South's on the
 * right; stones as grey beads and gems as glass beads in their colours with the value as label;
 * bead counts, points and whose turn it is. While a move is entered the beads still to sow lie in
 * the hand below the board, each clickable as the next step; the pits that would capture are
 * ringed in gold; the last move is marked. Stones are named by pit, gems by value and copy. One picture per call.
 */
final class BoardPicture {

    static final String[] GEM_COLORS = {"#8d9096", "#f2c81f", "#2e9e4f", "#2f6fd6", "#d0312d", "#8e44ad", "#e8f1f5"};
    private static final String WOOD = "#a8703a";
    private static final String WOOD_EDGE = "#5c3a1a";
    private static final String HOLLOW = "#6e4322";
    private static final String INK = "#f6ead2";
    private static final String GOLD = "#ffd54a";
    private static final String LAST = "#ffffff";
    private static final Style BOARD = Style.of(WOOD, WOOD_EDGE, 0.8);
    private static final Style GRAIN = Style.stroke("#7a4c2355", 0.35);
    private static final Style HOLE = Style.of(HOLLOW, "#3e2410", 0.5);
    private static final Style INK_FILL = Style.fill(INK);
    private static final Style COUNT_FILL = Style.fill("#e0c9a0");
    private static final Style GOLD_FILL = Style.fill(GOLD);
    private static final Style HINT_FILL = Style.fill("#c8b08a");
    private static final Style TRAY = Style.of("#3a2414", "#5c3a1a", 0.4);
    private static final Style[] RINGS = {Style.stroke(GOLD, 0.6), Style.stroke(INK, 0.6), Style.stroke(LAST, 0.6)};
    private static final Style[] DASHED = {RINGS[0].withDash(), RINGS[1].withDash(), RINGS[2].withDash()};
    private static final double PIT_R = 5.4;
    private static final double SPACING = 12.5;
    private static final double NORTH_Y = 16;
    private static final double SOUTH_Y = 32;

    private final Board board;
    private final Entry entry;
    private final MancalaMove last;
    private final int lastFrom;
    private final int n;
    private final List<String> next;
    private final List<Shape> shapes = new ArrayList<>();
    private final int[] gemsSeen = new int[8];
    private final Board shown;

    private final boolean mindsports;

    private final MancalaState.Counts counts;

    BoardPicture(Board board, boolean mindsports, Entry entry, MancalaMove last, MancalaState.Counts counts) {
        this.board = board;
        this.counts = counts;
        this.mindsports = mindsports;
        this.entry = entry;
        this.last = last;
        this.lastFrom = last == null ? -1 : last.pit();
        this.n = board.n;
        this.next = entry.problem == null ? entry.nextSteps() : List.of();
        this.shown = entry.pit >= 0 ? entry.work : board;
    }

    Scene scene() {
        double width = x(n) + 20;
        wood(width);
        for (int i = 0; i < board.size; i++) {
            pit(i);
        }
        hand(width);
        cup(0, width);
        cup(1, width);
        status(width);
        counter(width);
        return new Scene(width, 69, "#24160d", shapes);
    }

    /** The x of column {@code col} (0 = South's A and North's last pit). */
    private static double x(int col) {
        return 24 + SPACING * col;
    }

    private double px(int pit) {
        return pit < n ? x(pit) : x(2 * n - 1 - pit);
    }

    private static double py(int pit, int n) {
        return pit < n ? SOUTH_Y : NORTH_Y;
    }

    private void wood(double width) {
        shapes.add(new Shape.Rect("board", 1, 3, width - 2, 43, 10, BOARD, null));
        for (int k = 0; k < 6; k++) {
            double y = 7 + k * 6.5;
            shapes.add(new Shape.Line("grain-" + k, 6, y, width - 6, y + (k % 2 == 0 ? 1.2 : -0.8), false,
                    GRAIN, null));
        }
    }

    private void pit(int i) {
        String name = Pits.name(n, i);
        double cx = px(i);
        double cy = py(i, n);
        boolean clickable = entry.pit < 0 && next.contains(name);
        Interaction on = clickable ? Interaction.step(name, "sow pit " + name + " (" + board.count[i] + " beads)")
                : Interaction.tooltip("pit " + name + ": " + describe(shown.pit[i]));
        shapes.add(new Shape.Ellipse("pit-" + name, cx, cy, PIT_R, PIT_R, HOLE, on));
        String ring = ring(i);
        if (ring != null) {
            shapes.add(new Shape.Ellipse("mark-" + name, cx, cy, PIT_R + 0.7, PIT_R + 0.7,
                    i == lastFrom && entry.pit < 0 || i == entry.pit ? dashed(ring) : solid(ring), null));
        }
        beads(i, cx, cy, clickable ? on : null);
        double ly = i < n ? SOUTH_Y + PIT_R + 3.6 : NORTH_Y - PIT_R - 1.6;
        shapes.add(new Shape.Text("label-" + name, cx - 1.8, ly, name, 2.6, Shape.Align.CENTER, true, INK_FILL, null));
        shapes.add(new Shape.Text("count-" + name, cx + 2.4, ly, Integer.toString(shown.count[i]), 2.2, Shape.Align.CENTER, false,
                COUNT_FILL, null));
    }

    /** Gold for a pit that would capture now, white for the last move's pits, null for none. */
    private String ring(int i) {
        if (entry.pit < 0 && board.owner(i) == board.toMove && !board.over()
                && board.mayCapture(i, board.count[i], Board.stones(board.pit[i]))) {
            return GOLD;
        }
        if (entry.pit >= 0 && entry.placed < entry.beads) {
            int target = board.dest[entry.pit][entry.beads - 1];
            if (i == target && entry.hand[0] > 0 && board.mayCapture(entry.pit, entry.beads, Board.stones(board.pit[entry.pit]))) {
                return GOLD;
            }
            return i == board.dest[entry.pit][entry.placed] || i == entry.pit ? INK : null;
        }
        if (entry.pit < 0 && last != null) {
            int c = last.beads().length;
            return i == lastFrom || i == board.dest[lastFrom][c - 1] ? LAST : null;
        }
        return null;
    }

    private void beads(int i, double cx, double cy, Interaction pitClick) {
        int packed = shown.pit[i];
        int total = shown.count[i];
        String name = Pits.name(n, i);
        int[] picked = chosenFrom(i);
        int j = 0;
        for (int v = n; v >= 0; v--) {
            int count = v == 0 ? Board.stones(packed) : Board.gems(packed, v);
            for (int t = 0; t < count; t++, j++) {
                double[] at = spot(j, total, PIT_R - 0.4);
                String step = v == 0 ? null : "x" + name + v;
                Interaction on = pitClick;
                String ringColor = null;
                if (step != null && next.contains(step)) {
                    on = Interaction.step(step, "take the " + Pits.kind(v) + " gem from " + name);
                }
                if (v > 0 && picked[v] > t) {
                    ringColor = GOLD;
                }
                shapes.add(bead(v == 0 ? name + "-stone-" + t : gemId(v), cx + at[0], cy + at[1], at[2], v, ringColor,
                        on == null ? Interaction.tooltip(Pits.kind(v)) : on));
            }
        }
    }

    /**
     * A gem's id: its value and which copy it is, counting copies in the order pits, hand, cups. A gem keeps its id
     * while it moves as long as the other copy of its value does not overtake it, so a front-end can animate it.
     */
    private String gemId(int value) {
        return "gem" + value + "-" + gemsSeen[value]++;
    }

    /** How many gems of each value the capture entered so far takes from pit {@code i} (-1: the cup). */
    private int[] chosenFrom(int i) {
        int[] out = new int[8];
        Capture cap = entry.capture;
        if (entry.pit >= 0 && entry.placed == entry.beads && cap.type == Capture.INDIRECT) {
            for (int s = 0; s < cap.slots; s++) {
                if (cap.slotPit[s] == i) {
                    out[cap.slotValue[s]] += entry.taken[s];
                }
            }
        }
        return out;
    }

    /** A sunflower layout: the offset and radius of bead {@code j} of {@code total} in a circle of {@code radius}. */
    private static Style solid(String ring) {
        return RINGS[ring.equals(GOLD) ? 0 : ring.equals(INK) ? 1 : 2];
    }

    private static Style dashed(String ring) {
        return DASHED[ring.equals(GOLD) ? 0 : ring.equals(INK) ? 1 : 2];
    }

    private static double[] spot(int j, int total, double radius) {
        if (total == 1) {
            return new double[] {0, 0, 1.9};
        }
        double c = radius / Math.sqrt(total + 0.6);
        double beadR = Math.min(1.9, 0.8 * c);
        double r = c * Math.sqrt(j + 0.5);
        r = Math.min(r, radius - beadR);
        double a = j * 2.39996;
        return new double[] {r * Math.cos(a), r * Math.sin(a), beadR};
    }

    private static Shape.Bead bead(String id, double cx, double cy, double r, int kind, String ring, Interaction on) {
        return new Shape.Bead(id, cx, cy, r, GEM_COLORS[kind], kind == 0 ? null : Integer.toString(kind), ring, on);
    }

    private void cup(int side, double width) {
        double cx = side == 0 ? width - 9 : 9;
        double cy = (NORTH_Y + SOUTH_Y) / 2;
        String id = "cup-" + (side == 0 ? "south" : "north");
        shapes.add(new Shape.Ellipse(id, cx, cy, 6, 15, HOLE,
                Interaction.tooltip(Pits.side(side) + "'s cup: " + shown.points[side] + " points")));
        int packed = shown.cup[side];
        int[] picked = side != board.toMove ? chosenFrom(-1) : new int[8];
        int j = 0;
        for (int v = n; v >= 1; v--) {
            for (int t = 0; t < Board.gems(packed, v); t++, j++) {
                double bx = cx + (j % 2 == 0 ? -2 : 2);
                double by = cy - 9 + (j / 2) * 3.6;
                String step = "x" + v;
                Interaction on = side != board.toMove && next.contains(step)
                        ? Interaction.step(step, "take the " + Pits.kind(v) + " gem from " + Pits.side(side) + "'s cup")
                        : Interaction.tooltip(Pits.kind(v));
                shapes.add(bead(gemId(v), bx, by, 1.9, v, picked[v] > t ? GOLD : null, on));
            }
        }
        shapes.add(new Shape.Text(id + "-points", cx, side == 0 ? SOUTH_Y + PIT_R + 3.6 : NORTH_Y - PIT_R - 1.6,
                Integer.toString(shown.points[side]), 3, Shape.Align.CENTER, true, GOLD_FILL, null));
    }

    private void hand(double width) {
        shapes.add(new Shape.Rect("hand", 6, 48.5, width - 12, 8, 4, TRAY, null));
        if (entry.pit < 0 || entry.placed == entry.beads) {
            String hint = entry.pit < 0 ? (board.over() ? "" : "choose a pit to sow")
                    : entry.complete() ? "move complete" : "capture: choose " + (entry.capture.required - entry.picked)
                    + " more gem" + (entry.capture.required - entry.picked == 1 ? "" : "s");
            shapes.add(new Shape.Text("hand-hint", width / 2, 53.6, hint, 2.6, Shape.Align.CENTER, false, HINT_FILL, null));
            return;
        }
        String target = Pits.name(n, board.dest[entry.pit][entry.placed]);
        int inHand = entry.beads - entry.placed;
        double gap = Math.min(4.3, (width - 24) / inHand);
        double bx = 11;
        for (int k = 0; k <= n; k++) {
            for (int t = 0; t < entry.hand[k]; t++) {
                shapes.add(bead(k == 0 ? "hand-stone-" + t : gemId(k), bx, 52.5, 1.9, k, null,
                        Interaction.step(Integer.toString(k), "drop the " + Pits.kind(k) + " into " + target)));
                bx += gap;
            }
        }
        if (bx > width / 2 - 6) {
            return;
        }
        shapes.add(new Shape.Text("hand-hint", width - 10, 53.6, "in hand: the next bead falls into " + target, 2.4,
                Shape.Align.RIGHT, false, HINT_FILL, null));
    }

    private void status(double width) {
        String text;
        if (board.over()) {
            text = "Game over: " + Results.outcome(board, mindsports).summary();
        } else if (entry.pit >= 0 && entry.placed < entry.beads) {
            // a sowing under way: the next click must be a bead in the hand (issue 37 §2.7)
            text = Pits.side(board.toMove) + ": click a bead in your hand to drop it into "
                    + Pits.name(n, board.dest[entry.pit][entry.placed]);
        } else {
            text = Pits.side(board.toMove) + " to move" + (board.mustFeed() ? " and must feed " + Pits.side(1 - board.toMove) : "")
                    + (last != null ? " · last move " + last.notation() : "")
                    + " · South " + board.points[0] + ", North " + board.points[1];
        }
        shapes.add(new Shape.Text("status", width / 2, 62, text,
                2.8, Shape.Align.CENTER, false, INK_FILL, null));
    }

    /** The moves played and the plies since the last capture (issue 46 §7): the rules have no level end. */
    private void counter(double width) {
        int since = counts.sinceCapture();
        String text = (counts.plies() == 1 ? "1 move" : counts.plies() + " moves") + " played · "
                + (since == counts.plies() ? "no capture yet" : since == 0 ? "the last move captured"
                        : since + (since == 1 ? " ply" : " plies") + " since the last capture");
        shapes.add(new Shape.Text("counter", width / 2, 66.4, text, 2.3, Shape.Align.CENTER, false, HINT_FILL, null));
    }

    private static String describe(int packed) {
        StringBuilder sb = new StringBuilder();
        for (int v = 6; v >= 1; v--) {
            for (int t = Board.gems(packed, v); t > 0; t--) {
                sb.append(sb.length() == 0 ? "" : ", ").append(Pits.kind(v));
            }
        }
        int s = Board.stones(packed);
        if (s > 0) {
            sb.append(sb.length() == 0 ? "" : ", ").append(s).append(s == 1 ? " stone" : " stones");
        }
        return sb.length() == 0 ? "empty" : sb.toString();
    }
}
