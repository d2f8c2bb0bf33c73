package org.beadbox.api;

import java.util.Objects;

/**
 * A place at the table as the game names and colours it.
 *
 * @param name "Red", "South", "Player 3"
 * @param color the seat's colour as {@code #rrggbb}
 */
public record SeatInfo(String name, String color) {

    /** Checks that both are present and the colour is well formed. */
    public SeatInfo {
        Objects.requireNonNull(name, "name");
        Style.checkColor(color);
    }
}
