package org.beadbox.ai.external;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Setup;

/**
 * A tiny engine that speaks the Beadbox engine protocol and plays random legal moves, for tests
 * and as an example for engine authors. It plays every game whose bundle jar is on its class
 * path (found through the bundle's Declarative Services descriptors) and every game class named
 * with {@code --game CLASS}.
 *
 * <pre>
 * java -cp API.jar:GAME.jar:test-classes org.beadbox.ai.external.ReferenceEngine [--game CLASS]... [--fault MODE]
 * </pre>
 *
 * <p>{@code --fault} makes a misbehaving engine for tests: {@code slow} (never answers {@code
 * genmove}), {@code garbage} (answers {@code genmove} with prose), {@code illegal} (proposes a
 * move no game has), {@code die} (exits with code 3 at the second {@code genmove}), {@code
 * refuse} (does not speak protocol 1), {@code refuse-play} (refuses every {@code play}), {@code
 * double} (answers {@code genmove} twice).
 */
public final class ReferenceEngine {

    private static final Pattern PROVIDES_GAME = Pattern.compile("<provide\\s+interface=\"org\\.beadbox\\.api\\.Game\"");
    private static final Pattern COMPONENT = Pattern.compile("implementation\\s+class=\"([^\"]+)\"");

    private final Map<String, Game> games = new TreeMap<>();
    private final String fault;
    private final PrintStream out;
    private final Random random = new Random(1);
    private final Deque<GameState> line = new ArrayDeque<>();
    private int genmoves;

    private ReferenceEngine(List<Game> games, String fault, PrintStream out) {
        games.forEach(g -> this.games.put(g.info().id(), g));
        this.fault = fault;
        this.out = out;
    }

    /** Runs the engine on standard input and output until {@code quit} or the end of input. */
    public static void main(String[] args) throws Exception {
        List<Game> games = new ArrayList<>(bundledGames());
        String fault = "none";
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--game") && i + 1 < args.length) {
                games.add((Game) Class.forName(args[++i]).getDeclaredConstructor().newInstance());
            } else if (args[i].equals("--fault") && i + 1 < args.length) {
                fault = args[++i];
            } else {
                System.err.println("usage: ReferenceEngine [--game CLASS]... [--fault MODE]");
                System.exit(2);
            }
        }
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        new ReferenceEngine(games, fault, out).run(System.in);
    }

    private void run(InputStream input) throws IOException, InterruptedException {
        BufferedReader in = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8));
        for (String command; (command = in.readLine()) != null; ) {
            command = command.strip();
            if (command.isEmpty()) {
                continue;
            }
            String word = command.split("\\s+", 2)[0];
            String rest = command.substring(word.length()).strip();
            if (word.equals("quit")) {
                answer("=");
                return;
            }
            answer(respond(word, rest));
        }
    }

    private String respond(String word, String rest) throws InterruptedException {
        try {
            switch (word) {
                case "protocol":
                    return rest.equals("1") && !fault.equals("refuse") ? "=" : "? unsupported";
                case "name":
                    return "= Beadbox reference engine 1.0";
                case "games":
                    return "= " + String.join(" ", games.keySet());
                case "new":
                    return newGame(rest);
                case "play":
                    if (line.isEmpty() || fault.equals("refuse-play")) {
                        return "? no game: send new first";
                    }
                    GameState now = line.peek();
                    line.push(now.play(now.parseMove(rest)));
                    return "=";
                case "undo":
                    if (line.size() < 2) {
                        return "? nothing to undo";
                    }
                    line.pop();
                    return "=";
                case "genmove":
                    return genmove(Long.parseLong(rest));
                default:
                    return "? unknown command";
            }
        } catch (IllegalArgumentException e) {
            return "? " + e.getMessage().replace('\n', ' ');
        }
    }

    private String newGame(String rest) {
        String[] words = rest.split("\\s+");
        Game game = games.get(words[0]);
        if (game == null || words.length < 2) {
            return "? unknown game " + words[0];
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 2; i < words.length; i++) {
            int eq = words[i].indexOf('=');
            options.put(words[i].substring(0, eq), words[i].substring(eq + 1));
        }
        line.clear();
        line.push(game.start(new Setup(Integer.parseInt(words[1]), options, 0)));
        return "=";
    }

    private String genmove(long millis) throws InterruptedException {
        genmoves++;
        switch (fault) {
            case "slow":
                Thread.sleep(600_000);
                break;
            case "garbage":
                return "I think I will play the blue one";
            case "illegal":
                return "= zz99";
            case "die":
                if (genmoves >= 2) {
                    System.err.println("reference engine: dying on purpose");
                    System.exit(3);
                }
                break;
            default:
                break;
        }
        if (line.isEmpty() || line.peek().isOver()) {
            return "? no move to choose";
        }
        String move = "= " + line.peek().randomMove(random).notation();
        return fault.equals("double") ? move + "\n\n" + move : move;
    }

    private void answer(String line) {
        out.print(line + "\n\n");
        out.flush();
    }

    /** The games of the bundles on the class path: the classes their DS descriptors provide as Game. */
    private static List<Game> bundledGames() throws IOException {
        List<Game> out = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            for (String xml : descriptors(Path.of(entry))) {
                Matcher m = COMPONENT.matcher(xml);
                if (PROVIDES_GAME.matcher(xml).find() && m.find()) {
                    try {
                        out.add((Game) Class.forName(m.group(1)).getDeclaredConstructor().newInstance());
                    } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                        System.err.println("reference engine: cannot load " + m.group(1) + ": " + e);
                    }
                }
            }
        }
        return out;
    }

    private static List<String> descriptors(Path entry) throws IOException {
        List<String> out = new ArrayList<>();
        if (Files.isDirectory(entry.resolve("OSGI-INF"))) {
            try (Stream<Path> files = Files.list(entry.resolve("OSGI-INF"))) {
                for (Path p : (Iterable<Path>) files::iterator) {
                    if (p.toString().endsWith(".xml")) {
                        out.add(Files.readString(p));
                    }
                }
            }
        } else if (entry.toString().endsWith(".jar") && Files.isRegularFile(entry)) {
            try (ZipFile zip = new ZipFile(entry.toFile())) {
                for (ZipEntry e : java.util.Collections.list(zip.entries())) {
                    if (e.getName().startsWith("OSGI-INF/") && e.getName().endsWith(".xml")) {
                        out.add(new String(zip.getInputStream(e).readAllBytes(), StandardCharsets.UTF_8));
                    }
                }
            }
        }
        return out;
    }
}
