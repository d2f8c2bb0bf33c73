package org.beadbox.game.challenge;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Interaction;
import org.beadbox.api.Scene;
import org.beadbox.api.Shape;
import org.beadbox.api.Shape.Align;
import org.beadbox.api.Style;

/**
 * The Challenge picture: a wooden tray holding the board, glass beads in Red and Blue, small
 * chips in the owner's colour on the empty cells each side owns, Blue's stakes as diamonds,
 * coordinates on the frame, the score above and the swap button below. Hovering a legal cell
 * reveals a ghost bead there and tints every cell that would change hands.
 */
final class Picture {

    private static final double MARGIN = 0.9;
    /** Narrow boards sit centred in a scene this wide, so the score and the variant line fit. */
    private static final double MIN_WIDTH = 10.5;
    private static final double HEADER = 1.6;
    private static final double FOOTER = 1.3;
    private static final String TABLE = "#2e2418";
    private static final String FRAME = "#7a4a22";
    private static final String FRAME_EDGE = "#4a2c12";
    private static final String WOOD = "#d8a868";
    private static final String[] GRAIN = {"#dcae6e", "#d3a261", "#d8a866"};
    private static final String GRID = "#6b4423";
    private static final String INK = "#f5e6c8";
    private static final String GOLD = "#ffd54a";
    private static final double HEX_R = 0.56;
    private static final Style[] CELL_STYLES = {Style.of(GRAIN[0], GRID, 0.035), Style.of(GRAIN[1], GRID, 0.035),
        Style.of(GRAIN[2], GRID, 0.035)};
    private static final Style[] CHIP_STYLES = {chipStyle(Challenge.COLOURS[0]), chipStyle(Challenge.COLOURS[1])};
    /** Tints of cells about to change hands: to Red, to Blue, to nobody. */
    private static final Style[] FLIP_STYLES = {flipStyle(Challenge.COLOURS[0]), flipStyle(Challenge.COLOURS[1]),
        flipStyle("#f4f1ea")};
    private static final Style INK_STYLE = Style.fill(INK);
    private static final Style STAKE_STYLE = Style.of(Challenge.COLOURS[1], "#0b2d63", 0.05);
    private static final Style[] GHOST_STAKE_STYLES = {Style.of(Challenge.COLOURS[0] + "99", "#0b2d63", 0.05),
        Style.of(Challenge.COLOURS[1] + "99", "#0b2d63", 0.05)};

    private final ChallengeState s;
    private final Board b;
    private final String pending;
    private final List<Shape> shapes = new ArrayList<>();
    /** Per legal cell, the cells a drop there would turn (see {@link Hints#changes}); null elsewhere. */
    private final List<List<int[]>> changes = new ArrayList<>();
    private final double ox;
    private final double oy = HEADER + 0.7;
    private final double width;
    private final double height;

    private Picture(ChallengeState s, String pending) {
        this.s = s;
        this.b = s.board;
        this.pending = pending;
        this.width = Math.max(b.width + 2 * MARGIN, MIN_WIDTH);
        this.ox = (width - b.width) / 2;
        this.height = oy + b.height + 0.7 + FOOTER;
    }

    /** The scene of {@code s}, with {@code pending} (a legal step, or null) already entered. */
    static Scene draw(ChallengeState s, String pending) {
        Picture p = new Picture(s, pending);
        p.tray();
        p.cells();
        p.coordinates();
        p.pieces();
        p.header();
        p.footer();
        p.previews();
        return new Scene(p.width, p.height, TABLE, p.shapes);
    }

    private double x(int cell) {
        return ox + b.cx[cell];
    }

    private double y(int cell) {
        return oy + b.cy[cell];
    }

    private void tray() {
        shapes.add(new Shape.Rect("frame", ox - 0.6, oy - 0.6, b.width + 1.2, b.height + 1.2, 0.7,
                Style.of(FRAME, FRAME_EDGE, 0.08), null));
        if (b.kind == Board.Kind.SQUARE) {
            shapes.add(new Shape.Rect("board", ox - 0.08, oy - 0.08, b.width + 0.16, b.height + 0.16, 0.15,
                    Style.of(WOOD, FRAME_EDGE, 0.05), null));
        }
    }

    private void cells() {
        boolean open = pending == null;
        for (int c = 0; c < b.cells; c++) {
            String name = b.names[c];
            boolean legal = open && s.legalCell(c);
            changes.add(legal && s.pendingStakes() == 0 ? Hints.changes(s, c) : null);
            String tip = legal ? Hints.tooltip(s, c, changes.get(c)) : Hints.describe(s, c);
            Interaction on = legal ? Interaction.step(name, tip) : Interaction.tooltip(tip);
            shapes.add(cellShape("cell-" + name, c, 0, CELL_STYLES[(b.fileOf[c] + b.rankOf[c] * 2) % 3], on));
        }
    }

    /** The outline of a cell, shrunk by {@code inset}. */
    private Shape cellShape(String id, int c, double inset, Style style, Interaction on) {
        if (b.kind == Board.Kind.SQUARE) {
            return new Shape.Rect(id, x(c) - 0.5 + inset, y(c) - 0.5 + inset, 1 - 2 * inset, 1 - 2 * inset,
                    inset > 0 ? 0.2 : 0, style, on);
        }
        List<Shape.Point> points = new ArrayList<>();
        double r = HEX_R - inset;
        for (int k = 0; k < 6; k++) {
            double a = Math.PI / 6 + k * Math.PI / 3;
            points.add(new Shape.Point(x(c) + r * Math.cos(a), y(c) + r * Math.sin(a)));
        }
        return new Shape.Polygon(id, points, style, on);
    }

    private void coordinates() {
        Style ink = INK_STYLE;
        double size = 0.36;
        for (int y = 0; y < b.span; y++) {
            int[] rank = b.rank(y);
            int first = rank[0];
            int last = rank[rank.length - 1];
            double offset = b.kind == Board.Kind.SQUARE ? 0.85 : 0.95;
            String label = Integer.toString(y + 1);
            shapes.add(new Shape.Text("rank-left-" + label, x(first) - offset, y(first) + 0.13, label, size,
                    Align.CENTER, false, ink, null));
            if (b.kind == Board.Kind.SQUARE || y >= b.size - 1) {
                // on the hex board the lower right edge carries the file letters instead
                shapes.add(new Shape.Text("rank-right-" + label, x(last) + offset, y(last) + 0.13, label, size,
                        Align.CENTER, false, ink, null));
            }
        }
        for (int x = 0; x < b.span; x++) {
            String label = String.valueOf((char) ('a' + x));
            int bottom = b.cellAt(x, Math.max(0, x - (b.size - 1)));
            if (b.kind == Board.Kind.SQUARE) {
                int top = b.cellAt(x, b.span - 1);
                shapes.add(new Shape.Text("file-top-" + label, x(top), y(top) - 0.72, label, size, Align.CENTER, false, ink, null));
                shapes.add(new Shape.Text("file-bottom-" + label, x(bottom), y(bottom) + 0.98, label, size, Align.CENTER, false, ink, null));
            } else {
                shapes.add(new Shape.Text("file-bottom-" + label, x(bottom) + 0.5, y(bottom) + 0.92, label, size,
                        Align.CENTER, false, ink, null));
            }
        }
    }

    private void pieces() {
        for (int c = 0; c < b.cells; c++) {
            String name = b.names[c];
            int owner = s.owner(c);
            if (s.stake(c)) {
                shapes.add(stake("stake-" + name, c, STAKE_STYLE, Interaction.tooltip(name + ": a stake, Blue's for good")));
            } else if (s.occupied(c)) {
                int colour = s.bead(0, c) ? 0 : 1;
                shapes.add(new Shape.Bead("bead-" + name, x(c), y(c), 0.41, Challenge.COLOURS[colour], null,
                        c == s.last ? GOLD : null, Interaction.tooltip(name + ": " + Challenge.COLOUR_NAMES[colour] + " bead"
                        + (c == s.last ? ", the last move" : ""))));
            } else if (owner >= 0) {
                shapes.add(new Shape.Ellipse("own-" + name, x(c), y(c), 0.16, 0.16, CHIP_STYLES[owner], null));
            }
        }
    }

    private static Style chipStyle(String colour) {
        return new Style(colour, "#f4f1ea", 0.05, true);
    }

    private static Style flipStyle(String tint) {
        return new Style(tint + "70", tint, 0.06, true);
    }

    private Shape stake(String id, int c, Style style, Interaction on) {
        double r = 0.3;
        return new Shape.Polygon(id, List.of(new Shape.Point(x(c), y(c) - r), new Shape.Point(x(c) + r, y(c)),
                new Shape.Point(x(c), y(c) + r), new Shape.Point(x(c) - r, y(c))), style, on);
    }

    private void header() {
        boolean over = s.isOver();
        for (int colour = 0; colour < 2; colour++) {
            String name = Challenge.COLOUR_NAMES[colour];
            boolean left = colour == 0;
            double bx = left ? 0.8 : width - 0.8;
            String ring = !over && s.colour == colour ? GOLD : null;
            String seat = s.swapped ? " (seat " + (s.seatOf(colour) + 1) + ")" : "";
            shapes.add(new Shape.Bead("score-bead-" + name.toLowerCase(), bx, 0.8, 0.32, Challenge.COLOURS[colour], null, ring,
                    Interaction.tooltip(name + seat + (ring != null ? ", to move" : ""))));
            String score = Variant.formatKomi(s.colourScore(colour));
            shapes.add(new Shape.Text("score-" + name.toLowerCase(), left ? bx + 0.5 : bx - 0.5, 1.0,
                    name + " " + score, 0.55, left ? Align.LEFT : Align.RIGHT, true, Style.fill(INK),
                    Interaction.tooltip(name + seat + " owns " + s.owned(colour) + " squares"
                            + (colour == 1 && s.variant.komi() != 0 ? ", plus komi " + s.variant.komiText() : ""))));
        }
        shapes.add(new Shape.Text("status", width / 2, 1.65, TextBoard.turn(s) + (s.last == ChallengeState.SWAPPED
                ? " — Blue swapped colours" : ""), 0.42, Align.CENTER, over, Style.fill(over ? GOLD : "#e8d5b0"), null));
    }

    private void footer() {
        double fy = oy + b.height + 0.75;
        if (pending == null && s.swapOffered()) {
            String tip = "swap: take over Red's bead and play Red from now on; your opponent continues as Blue";
            shapes.add(new Shape.Rect("swap-button", width / 2 - 1.7, fy, 3.4, 0.8, 0.4, Style.of("#f0d9a8", GRID, 0.05),
                    Interaction.step(Swap.NOTATION, tip)));
            shapes.add(new Shape.Text("swap-label", width / 2, fy + 0.55, "swap colours", 0.42, Align.CENTER, true,
                    Style.fill("#4a2c12"), Interaction.step(Swap.NOTATION, tip)));
            return;
        }
        String line = Hints.variantLine(s);
        double size = Math.min(0.32, (width - 0.6) / (0.56 * line.length()));
        shapes.add(new Shape.Text("variant", width / 2, fy + 0.55, line, size, Align.CENTER, false,
                Style.fill("#bfa57e"), null));
    }

    private void previews() {
        if (pending != null) {
            if (!pending.equals(Swap.NOTATION)) {
                preview(b.cell(pending), null);
            }
            return;
        }
        for (int c = 0; c < b.cells; c++) {
            if (s.legalCell(c)) {
                preview(c, "cell-" + b.names[c]);
            }
        }
    }

    /** The ghost of a drop on c and the cells that would change hands, revealed by {@code trigger} (null: always shown). */
    private void preview(int c, String trigger) {
        Interaction on = trigger == null ? Interaction.NONE : Interaction.revealedBy(trigger);
        String name = b.names[c];
        String mover = Challenge.COLOURS[s.colour];
        if (s.pendingStakes() > 0) {
            shapes.add(stake("ghost-" + name, c, GHOST_STAKE_STYLES[s.colour], on));
            return;
        }
        shapes.add(new Shape.Bead("ghost-" + name, x(c), y(c), 0.41, mover + "99", null, null, on));
        for (int[] change : trigger == null ? Hints.changes(s, c) : changes.get(c)) {
            int j = change[0];
            Style style = FLIP_STYLES[change[1] < 0 ? 2 : change[1]];
            shapes.add(cellShape("flip-" + name + "-" + b.names[j], j, 0.07, style, on));
        }
    }
}
