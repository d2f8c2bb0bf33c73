package org.beadbox.core.command;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.beadbox.api.Game;
import org.beadbox.api.Quote;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Replay;
import org.beadbox.core.UsageException;

/**
 * A command's arguments: the words that are not flags, the game flags every game command takes
 * ({@code --option KEY=VALUE} repeatable, {@code --players N}, {@code --seed S}, {@code
 * --position P}, {@code --moves "M1 M2 ..."}) and the command's own flags. Every flag takes a
 * value, written after it or after an equals sign ({@code --games=10}).
 */
final class Arguments {

    /** The flags every game command takes. */
    static final Set<String> GAME_FLAGS = Set.of("option", "players", "seed", "position", "moves");

    private final List<String> words = new ArrayList<>();
    private final Map<String, String> options = new LinkedHashMap<>();
    private final Map<String, String> flags = new LinkedHashMap<>();
    private final Map<String, String> engines = new LinkedHashMap<>();

    private Arguments() {
    }

    /**
     * Reads {@code args}, allowing the game flags when {@code gameFlags} and the given flags of the
     * command's own.
     *
     * @throws UsageException for an unknown flag, a flag without a value, a flag given twice, an
     *     option not written KEY=VALUE
     */
    static Arguments parse(List<String> args, boolean gameFlags, String... own) {
        Set<String> allowed = new TreeSet<>(List.of(own));
        if (gameFlags) {
            allowed.addAll(GAME_FLAGS);
        }
        Arguments a = new Arguments();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (!arg.startsWith("--") || arg.length() == 2) {
                a.words.add(arg);
                continue;
            }
            String name = arg.substring(2);
            String value = null;
            int eq = name.indexOf('=');
            if (eq >= 0) {
                value = name.substring(eq + 1);
                name = name.substring(0, eq);
            }
            if (!allowed.contains(name)) {
                throw new UsageException("unknown flag --" + name
                        + (allowed.isEmpty() ? ": this command takes none" : ": it takes --" + String.join(", --", allowed)));
            }
            if (value == null) {
                if (i + 1 >= args.size()) {
                    throw new UsageException("--" + name + " needs a value");
                }
                value = args.get(++i);
            }
            a.put(name, value);
        }
        return a;
    }

    private void put(String name, String value) {
        if (name.equals("option")) {
            int eq = value.indexOf('=');
            if (eq <= 0) {
                throw new UsageException("--option '" + Quote.excerpt(value) + "' is not KEY=VALUE (e.g. --option size=10)");
            }
            String key = value.substring(0, eq).strip();
            if (options.put(key, value.substring(eq + 1).strip()) != null) {
                throw new UsageException("option " + key + " is given twice");
            }
        } else if (name.equals("engine")) {
            try {
                org.beadbox.core.PlayerSpec.parseEngine(value, engines);
            } catch (IllegalArgumentException e) {
                throw new UsageException(e.getMessage());
            }
        } else if (flags.put(name, value) != null) {
            throw new UsageException("--" + name + " is given twice");
        }
    }

    /** The words that are not flags, in order. */
    List<String> words() {
        return List.copyOf(words);
    }

    /** Checks there are between {@code min} and {@code max} words. */
    Arguments expect(int min, int max, String what) {
        if (words.size() < min) {
            throw new UsageException(words.isEmpty() ? "missing " + what : "too few arguments: expected " + what);
        }
        if (words.size() > max) {
            throw new UsageException("unexpected argument '" + Quote.excerpt(words.get(max)) + "'");
        }
        return this;
    }

    /** A flag's value, if given. */
    Optional<String> flag(String name) {
        return Optional.ofNullable(flags.get(name));
    }

    /** A flag's whole-number value, or {@code fallback}; checks the range. */
    long number(String name, long fallback, long min, long max) {
        String v = flags.get(name);
        if (v == null) {
            return fallback;
        }
        return parseLong("--" + name, v, min, max);
    }

    /** A flag's decimal value, or {@code fallback}; checks the range. */
    double decimal(String name, double fallback, double min, double max) {
        String v = flags.get(name);
        if (v == null) {
            return fallback;
        }
        try {
            double d = Double.parseDouble(v.strip());
            if (!(d >= min && d <= max)) {
                throw new UsageException("--" + name + " " + v + " is outside " + Format.number(min) + ".." + Format.number(max));
            }
            return d;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " '" + Quote.excerpt(v) + "' is not a number");
        }
    }

    /** Reads a whole number argument, checking the range. */
    static long parseLong(String what, String v, long min, long max) {
        try {
            long n = Long.parseLong(v.strip());
            if (n < min || n > max) {
                throw new UsageException(what + " " + Quote.excerpt(v) + " is outside " + min + ".." + max);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(what + " '" + Quote.excerpt(v) + "' is not a whole number");
        }
    }

    /** The {@code --engine NAME=COMMAND} values: engine name to command line. */
    Map<String, String> engines() {
        return Map.copyOf(engines);
    }

    /** The {@code --option} values. */
    Map<String, String> options() {
        return Map.copyOf(options);
    }

    /** The setup the game flags describe: --players (default the game's fewest), --option, --seed (default 0). */
    Setup setup(Game game) {
        int players = (int) number("players", game.info().minPlayers(), 1, 64);
        return new Setup(players, options, number("seed", 0, Long.MIN_VALUE, Long.MAX_VALUE));
    }

    /**
     * The game named by {@code id} set up as the game flags say: started from the setup or
     * {@code --position}, then {@code --moves} played.
     *
     * @throws IllegalArgumentException for an unknown game, a bad option or position, or a move
     *     that cannot be played ("move 3: ...")
     */
    Replay replay(GameCatalog games, String id) {
        Game game = games.require(id);
        return Replay.of(game, setup(game), flags.getOrDefault("position", ""), moves());
    }

    /** The --moves, split on white space. */
    List<String> moves() {
        String m = flags.getOrDefault("moves", "").strip();
        return m.isEmpty() ? List.of() : List.of(m.split("\\s+"));
    }
}
