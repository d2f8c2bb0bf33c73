package org.beadbox.api;

import java.util.Objects;

/**
 * The facts about a game, apart from its rules.
 *
 * @param id a stable identifier: lower case letters, digits and dashes, e.g. {@code beadmaster}
 * @param name the name a person sees
 * @param inventor who made the game
 * @param year when, as free text ("1979", "1980s")
 * @param summary one sentence saying what the game is about
 * @param minPlayers the fewest seats, at least 1
 * @param maxPlayers the most seats, at least {@code minPlayers}
 * @param rulesHtml the complete rules, variants and notation as an HTML fragment (no scripts)
 */
public record GameInfo(
        String id,
        String name,
        String inventor,
        String year,
        String summary,
        int minPlayers,
        int maxPlayers,
        String rulesHtml) {

    /** Checks the invariants above. */
    public GameInfo {
        Objects.requireNonNull(id, "id");
        if (!id.matches("[a-z0-9][a-z0-9-]*")) {
            throw new IllegalArgumentException("game id '" + id + "' must be lower case letters, digits and dashes");
        }
        Objects.requireNonNull(name, "name");
        inventor = Objects.requireNonNullElse(inventor, "");
        year = Objects.requireNonNullElse(year, "");
        summary = Objects.requireNonNullElse(summary, "");
        rulesHtml = Objects.requireNonNullElse(rulesHtml, "");
        if (minPlayers < 1 || maxPlayers < minPlayers) {
            throw new IllegalArgumentException("seats " + minPlayers + ".." + maxPlayers + " make no sense");
        }
    }

    /** Whether a game of this kind can be played with {@code players} seats. */
    public boolean seats(int players) {
        return players >= minPlayers && players <= maxPlayers;
    }

    /** "2" or "2–4": the seat range as a person reads it. */
    public String seatRange() {
        return minPlayers == maxPlayers ? Integer.toString(minPlayers) : minPlayers + "–" + maxPlayers;
    }
}
