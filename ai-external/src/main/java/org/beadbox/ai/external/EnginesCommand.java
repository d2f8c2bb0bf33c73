package org.beadbox.ai.external;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Progress;
import org.beadbox.api.Quote;
import org.beadbox.api.Setup;
import org.beadbox.core.Command;
import org.beadbox.core.UsageException;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * {@code engines list|add|test|remove}: edits and checks the engine list in the Beadbox folder
 * ({@code engines.json}). A running Beadbox picks up the changes within two seconds.
 */
@Component(service = Command.class)
public final class EnginesCommand implements Command {

    private final GameShelf games = new GameShelf();
    private EngineFile file;

    /** Made by Declarative Services. */
    public EnginesCommand() {
    }

    /** A command over the engine list {@code file}, for tests. */
    EnginesCommand(EngineFile file) {
        this.file = file;
    }

    /** An installed game, to try an engine on. */
    @Reference(cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void addGame(Game game) {
        games.add(game);
    }

    void removeGame(Game game) {
        games.remove(game);
    }

    @Activate
    void activate(BundleContext context) {
        file = EngineFile.in(EngineFile.home(context.getProperty("beadbox.home")));
    }

    @Override
    public String name() {
        return "engines";
    }

    @Override
    public String usage() {
        return "engines [list] | engines add NAME [--dir DIR] COMMAND... | engines test NAME [--time SECONDS] [-v]"
                + " | engines remove NAME";
    }

    @Override
    public String summary() {
        return "Lists, adds, tests and removes the external engines (programs speaking the Beadbox engine protocol)"
                + " in engines.json.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        String verb = args.isEmpty() ? "list" : args.get(0);
        List<String> rest = args.isEmpty() ? List.of() : args.subList(1, args.size());
        switch (verb) {
            case "list":
                expect(rest.isEmpty(), "engines list takes no arguments");
                return list(out);
            case "add":
                return add(rest, out);
            case "remove":
                expect(rest.size() == 1, "write engines remove NAME");
                return remove(rest.get(0), out);
            case "test":
                return test(rest, out);
            default:
                throw new UsageException("unknown engines command '" + verb + "': write list, add, test or remove");
        }
    }

    private static void expect(boolean ok, String usage) {
        if (!ok) {
            throw new UsageException(usage);
        }
    }

    private int list(PrintStream out) {
        EngineFile.Contents c = file.read();
        if (c.engines().isEmpty()) {
            out.println("no engines in " + Quote.line(file.path().toString()) + ": add one with engines add NAME COMMAND...");
        } else {
            out.println("engines in " + Quote.line(file.path().toString()) + ":");
            for (EngineConfig e : c.engines()) {
                String widened = EngineFactory.sandboxWidening(e.sandbox());
                out.println(Quote.line("  " + e.id() + "  \"" + e.name() + "\"  " + e.commandLine()
                        + (e.dir() == null ? "" : "  (in " + e.dir() + ")")
                        + (widened.isEmpty() ? "" : "  (" + widened.substring(2) + ")")));
            }
            out.println("engines run in: " + EngineSandbox.current().describe());
        }
        c.problems().forEach(p -> out.println("problem: " + Quote.line(p)));
        return c.problems().isEmpty() ? 0 : 1;
    }

    private int add(List<String> rest, PrintStream out) {
        expect(rest.size() >= 2, "write engines add NAME [--dir DIR] COMMAND...");
        String name = rest.get(0);
        int at = 1;
        Path dir = null;
        if (rest.get(1).equals("--dir")) {
            expect(rest.size() >= 4, "write engines add NAME --dir DIR COMMAND...");
            dir = Path.of(rest.get(2)).toAbsolutePath();
            if (!java.nio.file.Files.isDirectory(dir)) {
                throw new IllegalArgumentException("--dir " + Quote.excerpt(rest.get(2)) + " is not an existing folder:"
                        + " create it or correct the path");
            }
            at = 3;
        }
        List<String> command = rest.subList(at, rest.size());
        EngineConfig config = command.size() == 1 ? EngineConfig.of(name, command.get(0), dir)
                : new EngineConfig(name, command, dir);
        if (config.id().equals(EngineConfig.GENERIC_ID)) {
            throw new IllegalArgumentException("the name '" + name + "' is taken by the generic engine player: choose another");
        }
        if (EngineConfig.BUILT_IN.contains(config.id())) {
            throw new IllegalArgumentException("the name '" + name + "' is taken by the built-in player '" + config.id()
                    + "': choose another name for the engine");
        }
        EngineFile.Contents c = file.read();
        if (find(c, name).isPresent()) {
            throw new IllegalArgumentException("an engine with the id '" + config.id() + "' is already in " + file.path()
                    + ": remove it first, or choose another name");
        }
        List<EngineConfig> engines = new ArrayList<>(c.engines());
        engines.add(config);
        file.write(engines);
        out.println(Quote.line("added " + config.id() + ": " + config.commandLine() + " (try it: engines test " + config.id() + ")"));
        return 0;
    }

    private int remove(String name, PrintStream out) {
        EngineFile.Contents c = file.read();
        EngineConfig gone = require(c, name);
        List<EngineConfig> engines = new ArrayList<>(c.engines());
        engines.remove(gone);
        file.write(engines);
        out.println("removed " + Quote.line(gone.id()));
        return 0;
    }

    private Optional<EngineConfig> find(EngineFile.Contents c, String name) {
        String id = EngineConfig.slug(name);
        return c.engines().stream().filter(e -> e.id().equals(id)).findFirst();
    }

    private EngineConfig require(EngineFile.Contents c, String name) {
        return find(c, name).orElseThrow(() -> new IllegalArgumentException("no engine '" + name + "' in " + file.path()
                + (c.engines().isEmpty() ? ": it lists none" : ": it lists " + String.join(", ",
                c.engines().stream().map(EngineConfig::id).toList()))));
    }

    private int test(List<String> rest, PrintStream out) {
        expect(!rest.isEmpty(), "write engines test NAME [--time SECONDS] [-v]");
        boolean verbose = false;
        double seconds = 1;
        for (int i = 1; i < rest.size(); i++) {
            if (rest.get(i).equals("-v")) {
                verbose = true;
            } else if (rest.get(i).equals("--time") && i + 1 < rest.size()) {
                seconds = seconds(rest.get(++i));
            } else {
                throw new UsageException("unexpected argument '" + rest.get(i) + "': write engines test NAME [--time SECONDS] [-v]");
            }
        }
        EngineConfig config = require(file.read(), rest.get(0));
        Consumer<String> transcript = verbose ? line -> out.println("    " + Quote.line(line)) : line -> { };
        out.println(Quote.line("testing " + config.id() + ": " + config.commandLine()));
        try {
            return new EngineTrial(config, games, transcript, out).run(Math.max(1, Math.round(seconds * 1000)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            out.println("result: interrupted");
            return 1;
        }
    }

    private static double seconds(String text) {
        try {
            double v = Double.parseDouble(text);
            if (v > 0 && v <= 3600) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new UsageException("--time '" + text + "' is not a number of seconds from 0.001 to 3600");
    }

    /** One check of an engine: the handshake, then one move in every installed game it claims. */
    private static final class EngineTrial {
        private final EngineConfig config;
        private final GameShelf games;
        private final Consumer<String> transcript;
        private final PrintStream out;

        EngineTrial(EngineConfig config, GameShelf games, Consumer<String> transcript, PrintStream out) {
            this.config = config;
            this.games = games;
            this.transcript = transcript;
            this.out = out;
        }

        int run(long millis) throws InterruptedException {
            EngineProcess.Greeting greeting;
            long t0 = System.nanoTime();
            try (EngineProcess p = EngineProcess.start("engine '" + config.name() + "'", config.command(), config.dir(), config.sandbox(), transcript)) {
                greeting = p.greet();
            } catch (EngineException e) {
                out.println("result: failed: " + Quote.line(e.getMessage()));
                return 1;
            }
            out.println(String.format(Locale.ROOT, "  protocol 1: ok, %.2f s after starting", (System.nanoTime() - t0) / 1e9));
            out.println(Quote.line("  name: " + (greeting.name().isEmpty() ? "(none given)" : greeting.name())));
            out.println(Quote.line("  games: " + (greeting.games().isEmpty() ? "(none)" : String.join(" ", new TreeSet<>(greeting.games())))));
            int failures = 0;
            int tried = 0;
            for (String id : new TreeSet<>(greeting.games())) {
                Optional<Game> game = games.find(id);
                if (game.isEmpty()) {
                    out.println("  " + Quote.line(id) + ": not installed here, not tried");
                    continue;
                }
                tried++;
                failures += tryGame(game.get(), millis) ? 0 : 1;
            }
            if (failures > 0 || tried == 0) {
                out.println("result: failed: " + (tried == 0 ? "it plays none of the installed games ("
                        + Quote.line(String.join(", ", games.ids())) + ")" : failures + " of " + tried + " games went wrong"));
                return 1;
            }
            out.println("result: ok");
            return 0;
        }

        private boolean tryGame(Game game, long millis) throws InterruptedException {
            Setup setup = game.resolve(Setup.of(game.info().minPlayers(), 1));
            GameState start = game.start(setup);
            EngineContext context = new EngineContext(games::find, transcript, problem -> { });
            try (EnginePlayer p = new EnginePlayer(config, game.info(), millis, context)) {
                p.begin(game.info(), setup, start, start.toMove());
                Move m = p.choose(start, Clock.ofMillis(millis), Progress.NONE);
                out.println(Quote.line("  " + game.info().id() + ": genmove " + millis + " -> " + m.notation() + ", a legal move"));
                return true;
            } catch (IllegalStateException e) {
                out.println(Quote.line("  " + game.info().id() + ": " + e.getMessage()));
                return false;
            }
        }
    }
}
