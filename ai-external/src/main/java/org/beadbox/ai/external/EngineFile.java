package org.beadbox.ai.external;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.beadbox.api.Quote;
import org.beadbox.core.GuardedFile;

/**
 * The engine list in the user's Beadbox folder, {@code <beadbox.home>/engines.json}: a JSON array
 * of objects with {@code name}, {@code command} (an array of arguments, or one command line as a
 * string), an optional {@code dir} (the working folder, which must exist; a relative one is
 * taken from the Beadbox folder) and an optional {@code sandbox} widening what the engine may do
 * in the bubblewrap sandbox: {@code "network": true} lets it use the network, {@code "write"}
 * lists more folders (existing; relative ones from the Beadbox folder) it may write to.
 *
 * <pre>
 * [
 *   {"name": "Reference", "command": ["java", "-jar", "ref.jar"], "dir": "engines"},
 *   {"name": "Gnu Bead", "command": "gnubead --engine",
 *    "sandbox": {"network": true, "write": ["/home/me/gnubead-books"]}}
 * ]
 * </pre>
 */
final class EngineFile {

    /** The file's name inside the Beadbox folder. */
    static final String NAME = "engines.json";

    private final Path file;

    /** The list at {@code file}. */
    EngineFile(Path file) {
        this.file = file;
    }

    /** The list in the Beadbox folder {@code home}. */
    static EngineFile in(Path home) {
        return new EngineFile(home.resolve(NAME));
    }

    /** The Beadbox folder: the framework property {@code beadbox.home}, else env BEADBOX_HOME, else ~/.beadbox. */
    static Path home(String property) {
        if (property != null && !property.isBlank()) {
            return Path.of(property);
        }
        String env = System.getenv("BEADBOX_HOME");
        if (env != null && !env.isBlank()) {
            return Path.of(env);
        }
        return Path.of(System.getProperty("user.home"), ".beadbox");
    }

    /** Where the list lives. */
    Path path() {
        return file;
    }

    /**
     * What the file says: the engines it configures and a line for each entry it could not use
     * (those entries are left out). A missing file configures no engine. No engine may take the
     * id of a built-in player ({@link EngineConfig#BUILT_IN}).
     *
     * @throws IllegalArgumentException if the file cannot be read or is not a JSON array
     */
    Contents read() {
        return read(id -> false);
    }

    /** As {@link #read()}, also refusing the ids for which {@code taken} holds (other players' ids). */
    Contents read(Predicate<String> taken) {
        String text;
        try {
            text = GuardedFile.text(file, GuardedFile.ENGINES);
        } catch (GuardedFile.Missing e) {
            return new Contents(List.of(), List.of());
        }
        return parse(text, file, taken);
    }

    /** Reads the text of an engine list as if it were {@code home}'s; relative folders are taken from {@code home}. */
    static Contents parse(String text, Path home) {
        return parse(text, home.resolve(NAME), id -> false);
    }

    /**
     * Reads the text of the engine list {@code file} (named in the messages; relative folders
     * are taken from its folder), refusing built-in ids and those for which {@code taken} holds.
     * The text is read as {@link GuardedFile#json(String, String, GuardedFile.Limits)} reads it:
     * strict JSON, each key once, at most {@link GuardedFile#ENGINES} entries.
     *
     * @throws IllegalArgumentException naming the file and what is wrong, with its line
     */
    static Contents parse(String text, Path file, Predicate<String> taken) {
        String name = GuardedFile.name(file);
        JsonElement root = text.isBlank() ? new JsonArray() : GuardedFile.json(text, name, GuardedFile.ENGINES);
        if (!root.isJsonArray()) {
            throw new IllegalArgumentException(name + ": must hold a JSON array of engines, [{\"name\": ..., \"command\": ...}, ...]");
        }
        Path home = file.getParent();
        List<EngineConfig> engines = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        int n = 0;
        for (JsonElement e : root.getAsJsonArray()) {
            n++;
            try {
                EngineConfig c = entry(e, home);
                if (c.id().equals(EngineConfig.GENERIC_ID)) {
                    throw new IllegalArgumentException("the name '" + excerpt(c.name()) + "' is taken by the generic engine player: choose another");
                }
                if (EngineConfig.BUILT_IN.contains(c.id()) || taken.test(c.id())) {
                    throw new IllegalArgumentException("the name '" + excerpt(c.name()) + "' is taken by the built-in player '" + c.id()
                            + "': choose another name for the engine");
                }
                if (!ids.add(c.id())) {
                    throw new IllegalArgumentException("another engine already has the id '" + excerpt(c.id()) + "': choose another name");
                }
                engines.add(c);
            } catch (IllegalArgumentException ex) {
                problems.add(name + ", engine " + n + label(e) + ": " + ex.getMessage() + " (the entry is left out)");
            }
        }
        return new Contents(engines, problems);
    }

    /** The entry's name in quotes, when it has a plain one. */
    private static String label(JsonElement e) {
        if (e.isJsonObject() && e.getAsJsonObject().get("name") instanceof JsonPrimitive p && p.isString()) {
            return " (\"" + excerpt(p.getAsString()) + "\")";
        }
        return "";
    }

    private static EngineConfig entry(JsonElement e, Path home) {
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException("is " + kind(e) + ", not an object {\"name\": ..., \"command\": ...}");
        }
        JsonObject o = e.getAsJsonObject();
        JsonElement name = o.get("name");
        if (name == null || name.isJsonNull()) {
            throw new IllegalArgumentException("has no \"name\"");
        }
        if (!isString(name)) {
            throw new IllegalArgumentException("\"name\" is " + kind(name) + ", not a text");
        }
        JsonElement command = o.get("command");
        List<String> args = new ArrayList<>();
        if (command == null || command.isJsonNull()) {
            throw new IllegalArgumentException("'" + excerpt(name.getAsString()) + "' has no \"command\"");
        } else if (command.isJsonArray()) {
            for (JsonElement a : command.getAsJsonArray()) {
                if (!isString(a)) {
                    throw new IllegalArgumentException("\"command\" holds " + kind(a) + ": its items must be texts, the program and its arguments");
                }
                args.add(a.getAsString());
            }
        } else if (isString(command)) {
            args.addAll(CommandLine.split(command.getAsString()));
        } else {
            throw new IllegalArgumentException("\"command\" is " + kind(command)
                    + ": give a command line as a text, or the program and its arguments as a list of texts");
        }
        JsonElement dir = o.get("dir");
        if (dir != null && !dir.isJsonNull() && !isString(dir)) {
            throw new IllegalArgumentException("\"dir\" is " + kind(dir) + ", not a folder's path as a text");
        }
        Path folder = dir == null || dir.isJsonNull() || dir.getAsString().isBlank() ? null : folder(home, dir.getAsString(), "\"dir\"");
        return new EngineConfig(name.getAsString(), args, folder, sandbox(o.get("sandbox"), home));
    }

    /** {@code path} taken from {@code home}, which must be an existing folder. */
    private static Path folder(Path home, String path, String what) {
        Path folder;
        try {
            folder = home == null ? Path.of(path) : home.resolve(path);
        } catch (java.nio.file.InvalidPathException e) {
            throw new IllegalArgumentException(what + " '" + excerpt(path) + "' is not a path", e);
        }
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException(what + " '" + org.beadbox.api.Quote.line(folder.toString()) + "' "
                    + (Files.exists(folder) ? "is not a folder" : "does not exist") + ": create the folder or correct the path");
        }
        return folder;
    }

    /** The entry's {@code sandbox} widening, {@code {"network": true, "write": [folders]}}; none when absent. */
    private static EngineSandbox.Rules sandbox(JsonElement e, Path home) {
        if (e == null || e.isJsonNull()) {
            return EngineSandbox.Rules.NONE;
        }
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException("\"sandbox\" is " + kind(e) + ", not an object {\"network\": true, \"write\": [folders]}");
        }
        JsonObject o = e.getAsJsonObject();
        for (String key : o.keySet()) {
            if (!key.equals("network") && !key.equals("write")) {
                throw new IllegalArgumentException("\"sandbox\" has '" + excerpt(key) + "': it may only hold \"network\" and \"write\"");
            }
        }
        JsonElement network = o.get("network");
        if (network != null && !(network.isJsonPrimitive() && network.getAsJsonPrimitive().isBoolean())) {
            throw new IllegalArgumentException("\"sandbox\" \"network\" is " + kind(network) + ", not true or false");
        }
        List<Path> write = new ArrayList<>();
        JsonElement w = o.get("write");
        if (w != null) {
            if (!w.isJsonArray()) {
                throw new IllegalArgumentException("\"sandbox\" \"write\" is " + kind(w) + ", not a list of folders");
            }
            for (JsonElement f : w.getAsJsonArray()) {
                if (!isString(f)) {
                    throw new IllegalArgumentException("\"sandbox\" \"write\" holds " + kind(f) + ": its items must be folders' paths");
                }
                write.add(folder(home, f.getAsString(), "\"sandbox\" \"write\" folder").toAbsolutePath().normalize());
            }
        }
        return new EngineSandbox.Rules(network != null && network.getAsBoolean(), write);
    }

    /** At most 40 characters of {@code text}, control characters escaped, for messages ({@link Quote#excerpt}). */
    static String excerpt(String text) {
        return Quote.excerpt(text);
    }

    private static boolean isString(JsonElement e) {
        return e.isJsonPrimitive() && e.getAsJsonPrimitive().isString();
    }

    /** What a JSON value is, for messages: "a number (5)", "an object", "a list", "true". */
    private static String kind(JsonElement e) {
        if (e.isJsonObject()) {
            return "an object";
        }
        if (e.isJsonArray()) {
            return "a list";
        }
        if (e.isJsonNull()) {
            return "null";
        }
        JsonPrimitive p = e.getAsJsonPrimitive();
        if (p.isNumber()) {
            return "a number (" + excerpt(p.getAsString()) + ")";
        }
        if (p.isBoolean()) {
            return p.getAsString();
        }
        return "a text";
    }

    /**
     * Replaces the file with {@code engines}, writing a temporary file first and renaming it into
     * place, so a reader never sees half a list.
     *
     * @throws IllegalStateException if the file cannot be written
     */
    void write(List<EngineConfig> engines) {
        JsonArray root = new JsonArray();
        for (EngineConfig c : engines) {
            JsonObject o = new JsonObject();
            o.addProperty("name", c.name());
            JsonArray args = new JsonArray();
            c.command().forEach(a -> args.add(new JsonPrimitive(a)));
            o.add("command", args);
            if (c.dir() != null) {
                o.addProperty("dir", c.dir().toString());
            }
            if (!c.sandbox().equals(EngineSandbox.Rules.NONE)) {
                JsonObject box = new JsonObject();
                if (c.sandbox().network()) {
                    box.addProperty("network", true);
                }
                if (!c.sandbox().write().isEmpty()) {
                    JsonArray w = new JsonArray();
                    c.sandbox().write().forEach(f -> w.add(f.toString()));
                    box.add("write", w);
                }
                o.add("sandbox", box);
            }
            root.add(o);
        }
        String text = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create().toJson(root) + "\n";
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), NAME, ".tmp");
            Files.writeString(tmp, text, StandardCharsets.UTF_8);
            try {
                Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot write " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * What an engine list holds.
     *
     * @param engines the usable entries, in file order
     * @param problems one sentence per entry left out
     */
    record Contents(List<EngineConfig> engines, List<String> problems) {

        /** Copies both lists. */
        Contents {
            engines = List.copyOf(engines);
            problems = List.copyOf(problems);
        }
    }
}
