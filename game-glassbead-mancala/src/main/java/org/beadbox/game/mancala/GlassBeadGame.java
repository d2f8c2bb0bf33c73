package org.beadbox.game.mancala;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/**
 * Christian Freeling's Glass Bead Game (1979), a mancala with stones and gems, as an OSGi game
 * service. Options: {@code pits} (5, or 6 for the 2×6 variant) and {@code tie} ({@code wiki}, the
 * default, or {@code mindsports}). It reads published game texts with move numbers and comments.
 */
@Component(service = Game.class)
public final class GlassBeadGame implements Game {

    /** The game's id. */
    public static final String ID = "glassbead-mancala";

    private static final GameInfo INFO = new GameInfo(ID, "Glass Bead Game", "Christian Freeling", "1979",
            "A mancala of stones and gems: sow your beads in the order you choose and capture gems with your stones.",
            2, 2, RulesText.HTML);

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.choice("pits", "Pits a side", "5 for the classic 2×5 board, 6 for the 2×6 variant.", "5", "5", "6"),
            OptionSpec.choice("tie", "Tie rule", "Who wins at exactly half the points each: wiki — the player without beads;"
                    + " mindsports — his opponent.", "wiki", "wiki", "mindsports"));

    private static final List<SeatInfo> SEATS = List.of(new SeatInfo("South", "#e9d8a6"), new SeatInfo("North", "#7a4a2a"));

    /** A game with no Beadbox folder: its endgame tables are built in memory on first use. */
    public GlassBeadGame() {
    }

    /** The game as a service: its endgame tables live in the Beadbox folder's {@code endgame} folder. */
    @Activate
    public GlassBeadGame(BundleContext context) {
        String home = context.getProperty("beadbox.home");
        if (home != null && !home.isBlank()) {
            Endgames.folder(Path.of(home, "endgame"));
        }
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public List<SeatInfo> seats(int players) {
        if (players != 2) {
            throw new IllegalArgumentException("the Glass Bead Game is played by 2 players, not " + players);
        }
        return SEATS;
    }

    @Override
    public GameState start(Setup setup) {
        Setup resolved = resolve(setup);
        int n = Integer.parseInt(resolved.option("pits", "5"));
        boolean mindsports = resolved.option("tie", "wiki").equals("mindsports");
        return new MancalaState(Board.start(n), mindsports, null);
    }

    @Override
    public GameState parsePosition(String position) {
        Positions.Parsed parsed = Positions.read(position);
        return new MancalaState(parsed.board(), parsed.mindsports(), null);
    }

    /**
     * The moves of a published game text: numbered pairs such as {@code (1) C30 c30 (2) D032 b240},
     * with annotations {@code ??}, {@code ?}, {@code !} ignored and capture groups split by spaces
     * ({@code xD3 55}) joined into one notation.
     *
     * @throws IllegalArgumentException naming the move number and what could not be read
     */
    @Override
    public List<String> readMoves(String text) {
        return GameRecord.read(text);
    }

    /**
     * Builds the endgame table of the 2×5 board: {@code beads} is the number of beads on the
     * board, all stones, no gem left in the pits (10 for real games, where stones are never
     * captured; fewer only for tests). Both tie rules.
     */
    @Override
    public String buildEndgame(int beads, Path folder) {
        if (beads < 1 || beads > 10) {
            throw new IllegalArgumentException("the Glass Bead Game's endgame table covers positions with no gem in the pits"
                    + " and 1 to 10 stones (10 in every real game), not " + beads + " beads: use --beads 10");
        }
        StringBuilder out = new StringBuilder();
        for (boolean mindsports : new boolean[] {false, true}) {
            long t0 = System.nanoTime();
            Endgame t = Endgame.build(beads, mindsports);
            double seconds = (System.nanoTime() - t0) / 1e9;
            Path file = folder.resolve(Endgame.fileName(beads, mindsports));
            try {
                t.write(file);
                out.append(out.length() == 0 ? "" : "\n").append(String.format(java.util.Locale.ROOT,
                        "%s: %,d positions (%d stones, no gem in the pits, every cup content, either side to move; tie=%s):"
                        + " %,d won, %,d lost, %,d drawn by endless play for the side to move; built in %.1f s, %,d bytes",
                        file, t.positions(), beads, mindsports ? "mindsports" : "wiki", t.counts()[0], t.counts()[1], t.counts()[2],
                        seconds, Files.size(file)));
            } catch (IOException e) {
                throw new UncheckedIOException("could not write the endgame table " + file + ": " + e.getMessage(), e);
            }
        }
        return out.toString();
    }
}
