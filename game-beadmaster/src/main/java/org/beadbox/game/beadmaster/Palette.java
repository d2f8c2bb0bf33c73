package org.beadbox.game.beadmaster;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.beadbox.api.Style;

/**
 * The colours and styles of the picture, made once: a {@link Style} checks its colours each time
 * one is made, and a picture has some three hundred shapes.
 */
final class Palette {

    static final String RED = "#d32f2f";
    static final String BLUE = "#1e6fd0";
    static final String OPEN = "#0b0b0c";
    static final String MARK = "#ffd54f";
    static final String DANGER = "#ff7043";
    static final String INK = "#f5e9d3";
    static final String FADED = "#8a7f70";
    static final String WOOD_DARK = "#3e2a1a";

    static final Style GROOVE = Style.fill("#17110e");
    static final Style RED_BAR = Style.of(RED, "#00000080", 0.05);
    static final Style BLUE_BAR = Style.of(BLUE, "#00000080", 0.05);
    static final Style SLOT = Style.of("#140a08", "#00000060", 0.04);
    static final Style PLATE_SHADOW = Style.fill("#00000070");
    static final Style PLATE = Style.of("#a47a52", "#6b4a2f", 0.08);
    static final Style LABEL = Style.fill(WOOD_DARK);
    static final Style HOLE_BLUE = Style.of(BLUE, WOOD_DARK, 0.05);
    static final Style HOLE_BOTH = Style.of(BLUE, RED, 0.08);
    static final Style HOLE_RED = Style.of(RED, WOOD_DARK, 0.05);
    static final Style HOLE_OPEN = Style.of(OPEN, WOOD_DARK, 0.05);
    static final Style LAST_SLIDE = Style.stroke(MARK, 0.1);
    static final Style LAST_PLACE = Style.stroke(MARK, 0.06);
    static final Style BLOCKED_ARROW = new Style("#5a5550", "#a8a29a", 0.05, true);
    static final Style BLOCKED_CROSS = Style.stroke("#e0dbd2", 0.07);
    static final Style RED_ARROW = Style.of("#ff6f61", "#ffffff", 0.05);
    static final Style BLUE_ARROW = Style.of("#64b5f6", "#ffffff", 0.05);
    static final Style RED_ARROW_PICKED = Style.of("#ff6f61", MARK, 0.1);
    static final Style BLUE_ARROW_PICKED = Style.of("#64b5f6", MARK, 0.1);
    static final Style RED_ARROW_DIM = Style.of("#ff6f6180", "#ffffff60", 0.04);
    static final Style BLUE_ARROW_DIM = Style.of("#64b5f680", "#ffffff60", 0.04);
    static final Style GHOST = Style.stroke("#ffffff", 0.07).withDash();
    static final Style FALLS = Style.stroke("#ff1744", 0.1);
    static final Style STRUCK = Style.stroke(FADED, 0.05);

    private static final Map<String, Style> FILLS = new ConcurrentHashMap<>();
    private static final Style[] PLACE_RING = new Style[4];
    private static final Style[] FELL = new Style[4];
    private static final Style[] TURN = new Style[4];
    private static final Style WINNER = Style.of("#ffffff1a", MARK, 0.07);

    static {
        for (int s = 0; s < 4; s++) {
            String color = BeadMaster.seatColor(s);
            PLACE_RING[s] = Style.stroke(color, 0.07).withDash();
            FELL[s] = new Style(color + "55", color, 0.05, true);
            TURN[s] = Style.of("#ffffff1a", color, 0.07);
        }
    }

    private Palette() {
    }

    /** A fill of {@code color}, made once per colour. */
    static Style fill(String color) {
        return FILLS.computeIfAbsent(color, Style::fill);
    }

    /** The dashed ring around the holes where {@code seat} may place. */
    static Style placeRing(int seat) {
        return PLACE_RING[seat];
    }

    /** The ghost of a bead of {@code seat} that just fell. */
    static Style fell(int seat) {
        return FELL[seat];
    }

    /** The frame around the seat to move (or the winner) in the side panel. */
    static Style turn(int seat, boolean winner) {
        return winner ? WINNER : TURN[seat];
    }
}
