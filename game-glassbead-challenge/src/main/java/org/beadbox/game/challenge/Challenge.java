package org.beadbox.game.challenge;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.osgi.service.component.annotations.Component;

/**
 * Glass Bead Challenge (David Balmer Jr., 1980s): Red and Blue drop glass beads on a board; an
 * empty square belongs to whoever has more beads around it; the game ends when every square is
 * owned, and the larger territory wins. The service of this bundle; stateless.
 */
@Component(service = Game.class)
public final class Challenge implements Game {

    /** The game's id. */
    public static final String ID = "glassbead-challenge";

    static final String[] COLOUR_NAMES = {"Red", "Blue"};
    static final String[] COLOURS = {"#c62828", "#1e5bb8"};
    static final double MAX_KOMI = 50;
    static final int MAX_HANDICAP = 3;
    static final List<String> POSITION_KEYS = List.of("board", "size", "drop", "komi", "handicap", "swap");
    static final String EXAMPLE_POSITION =
            "10/10/10/10/3b6/10/5r4/10/10/10 red board=square size=10 drop=not-opponent komi=0 handicap=0 swap=off";

    private static final GameInfo INFO = new GameInfo(ID, "Glass Bead Challenge", "David Balmer Jr.", "1980s",
            "Drop glass beads to win the empty squares around them; whoever owns more of the board when all is owned wins.",
            2, 2, RulesText.HTML);

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.choice("board", "Board", "The shape of the board: square, or a hexagon of hexagonal cells.",
                    "square", "square", "hex"),
            OptionSpec.integer("size", "Size", "Squares a side: 8 to 11 on the square board (default 10), "
                    + "3 to 7 cells a side on the hex board (default 6).", 10, 3, 11),
            OptionSpec.choice("drop", "Drop rule", "not-opponent: drop on any empty square the opponent does not own; "
                    + "unowned: only on a square nobody owns.", "not-opponent", "not-opponent", "unowned"),
            OptionSpec.number("komi", "Komi", "Points added to Blue's score: a whole or half number. "
                    + "On the default board Red's first bead is worth about four squares: 4.5 about evens the game.", 0,
                    -MAX_KOMI, MAX_KOMI),
            OptionSpec.integer("handicap", "Handicap", "Stakes Blue places, one per move, before Red's first drop.", 0, 0,
                    MAX_HANDICAP),
            OptionSpec.text("stakes", "Stakes", "Squares fixed in advance as Blue's stakes, e.g. d4,f6,h8; empty for none.", ""),
            OptionSpec.choice("swap", "Swap (pie rule)",
                    "on: Blue may answer Red's first drop with swap and take over Red's side, which evens the game.",
                    "off", "off", "on"));

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
            throw new IllegalArgumentException("Glass Bead Challenge is played by 2 players, not " + players);
        }
        return List.of(new SeatInfo(COLOUR_NAMES[0], COLOURS[0]), new SeatInfo(COLOUR_NAMES[1], COLOURS[1]));
    }

    @Override
    public Setup resolve(Setup setup) {
        Setup r = OptionSpec.resolve(OPTIONS, setup, INFO);
        Map<String, String> options = new TreeMap<>(r.options());
        boolean hex = options.get("board").equals("hex");
        if (hex && !setup.options().containsKey("size")) {
            options.put("size", "6");
        }
        Board board = board(hex, Integer.parseInt(options.get("size")));
        double komi = Double.parseDouble(options.get("komi"));
        if (komi * 2 != Math.rint(komi * 2)) {
            throw new IllegalArgumentException("option komi: " + options.get("komi") + " is not a whole or half number, e.g. 2.5");
        }
        options.put("komi", Variant.formatKomi(komi));
        List<Integer> stakes = stakes(board, options.get("stakes"));
        if (!stakes.isEmpty() && !options.get("handicap").equals("0")) {
            throw new IllegalArgumentException("options handicap and stakes cannot be combined: choose stakes placed "
                    + "during play (handicap) or fixed in advance (stakes)");
        }
        List<String> names = new ArrayList<>();
        stakes.forEach(c -> names.add(board.names[c]));
        options.put("stakes", String.join(",", names));
        return new Setup(r.players(), options, r.seed());
    }

    private static Board board(boolean hex, int size) {
        if (hex && (size < 3 || size > 7)) {
            throw new IllegalArgumentException("option size: the hex board has 3 to 7 cells a side (6 by default), not " + size);
        }
        if (!hex && (size < 8 || size > 11)) {
            throw new IllegalArgumentException("option size: the square board has 8, 9, 10 or 11 squares a side, not " + size);
        }
        return hex ? Board.hex(size) : Board.square(size);
    }

    /** The cells named in a stakes option, in board order; refuses unknown and repeated squares. */
    private static List<Integer> stakes(Board board, String text) {
        TreeSet<Integer> cells = new TreeSet<>();
        String trimmed = text.strip().toLowerCase(Locale.ROOT);
        if (trimmed.isEmpty()) {
            return List.of();
        }
        for (String name : trimmed.split("[,;\\s]+")) {
            int c = board.cell(name);
            if (c < 0) {
                throw new IllegalArgumentException("option stakes: '" + name + "' is not a square of the " + board.describe()
                        + " (" + board.range() + "); list squares like d4,f6,h8");
            }
            if (!cells.add(c)) {
                throw new IllegalArgumentException("option stakes: " + name + " is listed twice");
            }
        }
        if (2 * cells.size() > board.cells) {
            throw new IllegalArgumentException("option stakes: " + cells.size() + " stakes would cover more than half of the "
                    + board.describe());
        }
        return new ArrayList<>(cells);
    }

    @Override
    public GameState start(Setup setup) {
        Map<String, String> o = resolve(setup).options();
        boolean hex = o.get("board").equals("hex");
        Board board = board(hex, Integer.parseInt(o.get("size")));
        int handicap = Integer.parseInt(o.get("handicap"));
        Variant variant = new Variant(board, o.get("drop").equals("unowned"), Double.parseDouble(o.get("komi")),
                o.get("swap").equals("on"), handicap);
        long[] w = new long[Words.SIZE];
        for (int c : stakes(board, o.get("stakes"))) {
            Words.stake(w, c);
        }
        Words.ownership(board, w);
        return new ChallengeState(variant, w, handicap > 0 ? 1 : 0, false, ChallengeState.NO_MOVE);
    }

    @Override
    public GameState parsePosition(String position) {
        return Positions.read(position);
    }

    @Override
    public List<String> readMoves(String text) {
        List<String> out = new ArrayList<>();
        for (String word : Game.super.readMoves(text.replaceAll("#[^\\n]*", " "))) {
            if (!word.matches("\\d+\\.+")) {
                out.add(word);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return ID;
    }
}
