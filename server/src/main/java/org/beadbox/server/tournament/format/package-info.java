/**
 * Tournament formats: round robin (single and double, two to four seats a table), Swiss and
 * knockout. Pure and deterministic: given the entrants and the games played so far, a
 * {@link org.beadbox.server.tournament.format.Format} answers the next round's games and the
 * standings. No database, no clock, no I/O: the tournament runner stores what these answer.
 */
package org.beadbox.server.tournament.format;
