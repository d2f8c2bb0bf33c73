package org.beadbox.ui.console;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.beadbox.core.TimeControl;
import org.beadbox.core.UsageException;

/**
 * The arguments of {@code play}: {@code [GAME] [--option K=V]... [--players N] [--seed S]
 * [--position P] [--moves "M1 M2"] [--seats human,mcts:level=strong] [--clock 5+3] [--color auto|always|never]}.
 *
 * @param game the game id, or null to choose from the menu
 * @param options the chosen options
 * @param players the number of seats, or 0 for the game's fewest
 * @param seed the seed, or null for a random one
 * @param position a start position, or empty
 * @param moves moves played before the game is handed over
 * @param seats one player spec (or {@code human}) per seat, or empty for a person against the strongest AI
 * @param color {@code auto}, {@code always} or {@code never}
 * @param clock the game's time control ({@code 5+3}: docs/clocks.md), or null for none
 */
record PlayArgs(String game, Map<String, String> options, int players, Long seed, String position,
        List<String> moves, List<String> seats, String color, TimeControl clock) {

    static final String USAGE = "play [GAME] [--option KEY=VALUE]... [--players N] [--seed S] [--position P]"
            + " [--moves \"M1 M2 ...\"] [--seats human,mcts:level=strong] [--clock 5+3] [--color auto|always|never]";

    static PlayArgs parse(List<String> args) {
        String game = null;
        Map<String, String> options = new LinkedHashMap<>();
        int players = 0;
        Long seed = null;
        String position = "";
        List<String> moves = List.of();
        List<String> seats = List.of();
        String color = "auto";
        TimeControl clock = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--")) {
                if (game != null) {
                    throw new UsageException("play takes one game, not '" + game + "' and '" + arg + "': " + USAGE);
                }
                game = arg;
                continue;
            }
            String flag = arg.substring(2);
            String value;
            int eq = flag.indexOf('=');
            if (eq >= 0 && !flag.startsWith("option")) {
                value = flag.substring(eq + 1);
                flag = flag.substring(0, eq);
            } else if (flag.startsWith("option=")) {
                value = flag.substring("option=".length());
                flag = "option";
            } else {
                if (i + 1 >= args.size()) {
                    throw new UsageException("--" + flag + " needs a value: " + USAGE);
                }
                value = args.get(++i);
            }
            switch (flag) {
                case "option" -> {
                    int e = value.indexOf('=');
                    if (e <= 0) {
                        throw new UsageException("--option '" + value + "' is not KEY=VALUE (e.g. --option size=9)");
                    }
                    options.put(value.substring(0, e).strip(), value.substring(e + 1).strip());
                }
                case "players" -> players = number(flag, value);
                case "seed" -> seed = (long) number(flag, value);
                case "position" -> position = value;
                case "moves" -> moves = value.isBlank() ? List.of() : List.of(value.strip().split("\\s+"));
                case "seats" -> seats = new ArrayList<>(Arrays.asList(value.split(",", -1)));
                case "clock" -> {
                    try {
                        clock = TimeControl.parse(value);
                    } catch (IllegalArgumentException e) {
                        throw new UsageException("--clock: " + e.getMessage());
                    }
                }
                case "color", "colour" -> {
                    if (!List.of("auto", "always", "never").contains(value)) {
                        throw new UsageException("--color takes auto, always or never, not '" + value + "'");
                    }
                    color = value;
                }
                default -> throw new UsageException("unknown flag --" + flag + ": " + USAGE);
            }
        }
        return new PlayArgs(game, options, players, seed, position, moves, List.copyOf(seats), color, clock);
    }

    private static int number(String flag, String value) {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new UsageException("--" + flag + " takes a whole number, not '" + value + "'");
        }
    }

    boolean ansi() {
        return switch (color) {
            case "always" -> true;
            case "never" -> false;
            default -> Terminal.detectAnsi();
        };
    }
}
