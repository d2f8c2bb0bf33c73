package org.beadbox.server.tournament.format;

import java.util.ArrayList;
import java.util.List;

/**
 * The crosstable of an event, for its page: one row a player in standings order, and in each
 * row one cell a player in the same order holding the points the row's player scored in each
 * game (in round order) where the two sat at the same table: one number for a round robin,
 * two for a double one, none against themselves or someone not met.
 *
 * @param names the players in standings order, naming both the rows and the columns
 * @param cells {@code cells.get(row).get(column)}: the row player's points in the games with the
 *              column player
 */
public record Crosstable(List<String> names, List<List<List<Double>>> cells) {

    /** Copies the lists. */
    public Crosstable {
        names = List.copyOf(names);
        cells = cells.stream().map(row -> row.stream().map(List::copyOf).toList()).toList();
    }

    /** The crosstable of the games played, rows and columns in the order of {@code standings}. */
    public static Crosstable of(List<Standing> standings, List<Game> games) {
        List<String> names = standings.stream().map(Standing::name).toList();
        List<Game> sorted = new ArrayList<>(games);
        sorted.sort((a, b) -> a.round() != b.round() ? Integer.compare(a.round(), b.round())
                : Integer.compare(a.table(), b.table()));
        List<List<List<Double>>> cells = new ArrayList<>();
        for (String row : names) {
            List<List<Double>> line = new ArrayList<>();
            for (String column : names) {
                List<Double> cell = new ArrayList<>();
                for (Game g : sorted) {
                    if (!row.equals(column) && g.played() && g.players().contains(row)
                            && g.players().contains(column)) {
                        cell.add(g.pointsOf(row));
                    }
                }
                line.add(cell);
            }
            cells.add(line);
        }
        return new Crosstable(names, cells);
    }
}
