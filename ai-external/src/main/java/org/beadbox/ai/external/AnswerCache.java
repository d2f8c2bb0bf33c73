package org.beadbox.ai.external;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What engines answered to {@code name} and {@code games}, kept in the Beadbox folder
 * ({@value #NAME}) so that {@code players} and the front-ends need not start them again. An
 * answer is kept per command line and folder, with the time stamp and size of every file the
 * command names (the program, a script, a jar): once the engine's script is edited, the answer
 * no longer counts and the engine is asked again. The file is only a cache: one that cannot be read is ignored and rewritten.
 */
final class AnswerCache {

    /** The file's name inside the Beadbox folder. */
    static final String NAME = "engines-cache.json";

    /** At most this many answers are kept; the oldest go first. */
    static final int MAX = 100;

    private static final System.Logger LOG = System.getLogger(AnswerCache.class.getName());

    private final Path file;

    /** The cache in the Beadbox folder {@code home}. */
    static AnswerCache in(Path home) {
        return new AnswerCache(home.resolve(NAME));
    }

    AnswerCache(Path file) {
        this.file = file;
    }

    /** Where the cache lives. */
    Path path() {
        return file;
    }

    /** The answer kept for {@code config} as it is now, if any. */
    synchronized Optional<EngineProcess.Greeting> get(EngineConfig config) {
        JsonElement e = load().get(key(config));
        if (e == null || !e.isJsonObject()) {
            return Optional.empty();
        }
        try {
            JsonObject o = e.getAsJsonObject();
            if (!o.get("stamp").getAsString().equals(stamp(config))) {
                return Optional.empty();
            }
            Set<String> games = new TreeSet<>();
            o.getAsJsonArray("games").forEach(g -> games.add(g.getAsString()));
            return Optional.of(new EngineProcess.Greeting(o.get("name").getAsString(), games));
        } catch (RuntimeException ex) {
            return Optional.empty();
        }
    }

    /** Keeps {@code greeting} as {@code config}'s answer. */
    synchronized void put(EngineConfig config, EngineProcess.Greeting greeting) {
        JsonObject all = load();
        String key = key(config);
        all.remove(key);
        while (all.size() >= MAX) {
            all.remove(all.keySet().iterator().next());
        }
        JsonObject o = new JsonObject();
        o.addProperty("stamp", stamp(config));
        o.addProperty("name", greeting.name());
        JsonArray games = new JsonArray();
        new TreeSet<>(greeting.games()).forEach(games::add);
        o.add("games", games);
        all.add(key, o);
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), "." + NAME, ".tmp");
            try {
                Files.writeString(tmp, all + "\n", StandardCharsets.UTF_8);
                try {
                    Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                } catch (AtomicMoveNotSupportedException ex) {
                    Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException | RuntimeException ex) {
            LOG.log(System.Logger.Level.DEBUG, "the engine answers could not be kept in " + file, ex);
        }
    }

    private JsonObject load() {
        try {
            if (Files.isRegularFile(file) && Files.size(file) < 1_000_000) {
                JsonElement root = JsonParser.parseString(Files.readString(file, StandardCharsets.UTF_8));
                if (root.isJsonObject()) {
                    return root.getAsJsonObject();
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.log(System.Logger.Level.DEBUG, "the engine answers in " + file + " are ignored", e);
        }
        return new JsonObject();
    }

    /** The command line and the folder: one answer is kept per engine. */
    static String key(EngineConfig config) {
        return config.commandLine() + (config.dir() == null ? "" : " (in " + config.dir() + ")");
    }

    /** The time stamp and size of every file the command names: the version of the engine the answer is from. */
    static String stamp(EngineConfig config) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < config.command().size(); i++) {
            String arg = config.command().get(i);
            Optional<Path> f = i == 0 ? program(arg, config.dir()) : file(arg, config.dir());
            f.ifPresent(p -> parts.add(stamp(p)));
        }
        return String.join(" ", parts);
    }

    private static Optional<Path> program(String program, Path dir) {
        if (program.contains(File.separator)) {
            return file(program, dir);
        }
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!d.isEmpty()) {
                Optional<Path> f = file(Path.of(d, program).toString(), null);
                if (f.isPresent()) {
                    return f;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Path> file(String arg, Path dir) {
        try {
            Path p = Path.of(arg);
            if (!p.isAbsolute()) {
                p = (dir == null ? Path.of("") : dir).resolve(p).toAbsolutePath();
            }
            return Files.isRegularFile(p) ? Optional.of(p) : Optional.empty();
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static String stamp(Path p) {
        try {
            BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class);
            return p + "@" + a.lastModifiedTime().toMillis() + "/" + a.size();
        } catch (IOException e) {
            return p + "@?";
        }
    }

    /** For tests: the raw entries. */
    synchronized Map<String, JsonElement> entries() {
        return load().asMap();
    }
}
