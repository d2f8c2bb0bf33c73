package org.beadbox.api;

/**
 * What a shape does besides being painted.
 *
 * @param step the move step entered by clicking the shape, or null if it is not clickable
 * @param tooltip text shown while the pointer rests on it, or null
 * @param revealedBy the id of another shape: this one is painted only while the pointer is over
 *     that one (how a game shows what a move would do before it is made); null to always paint
 */
public record Interaction(String step, String tooltip, String revealedBy) {

    /** A shape that is only painted. */
    public static final Interaction NONE = new Interaction(null, null, null);

    /** Clicking enters {@code step}. */
    public static Interaction step(String step, String tooltip) {
        return new Interaction(step, tooltip, null);
    }

    /** Only a tooltip. */
    public static Interaction tooltip(String tooltip) {
        return new Interaction(null, tooltip, null);
    }

    /** Painted only while the pointer is over the shape with id {@code shapeId}. */
    public static Interaction revealedBy(String shapeId) {
        return new Interaction(null, null, shapeId);
    }

    /** Whether clicking the shape enters a step. */
    public boolean clickable() {
        return step != null;
    }
}
