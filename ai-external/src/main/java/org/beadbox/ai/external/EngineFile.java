package org.beadbox.ai.external;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The engine list in the user's Beadbox folder, {@code <beadbox.home>/engines.json}: a JSON array
 * of objects with {@code name}, {@code command} (an array of arguments, or one command line as a
 * string) and an optional {@code dir} (the working folder; a relative one is taken from the
 * Beadbox folder).
 *
 * <pre>
 * [
 *   {"name": "Reference", "command": ["java", "-jar", "ref.jar"], "dir": "engines"},
 *   {"name": "Gnu Bead", "command": "gnubead --engine"}
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
     * What the file says: the engines it configures and a sentence for each entry it could not
     * use (those entries are left out). A missing file configures no engine.
     *
     * @throws IllegalArgumentException if the file cannot be read or is not a JSON array
     */
    Contents read() {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            return new Contents(List.of(), List.of());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + e.getMessage(), e);
        }
        return parse(text, file.getParent());
    }

    /** Reads the text of an engine list; relative folders are taken from {@code home}. */
    static Contents parse(String text, Path home) {
        JsonElement root;
        try {
            root = text.isBlank() ? new JsonArray() : JsonParser.parseString(text);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException(NAME + " is not valid JSON (" + e.getMessage() + "): fix it or remove it", e);
        }
        if (!root.isJsonArray()) {
            throw new IllegalArgumentException(NAME + " must hold a JSON array of engines, [{\"name\": ..., \"command\": ...}, ...]");
        }
        List<EngineConfig> engines = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        int n = 0;
        for (JsonElement e : root.getAsJsonArray()) {
            n++;
            try {
                EngineConfig c = entry(e, home);
                if (c.id().equals(EngineConfig.GENERIC_ID)) {
                    throw new IllegalArgumentException("the name '" + c.name() + "' is taken by the generic engine player: choose another");
                }
                if (!ids.add(c.id())) {
                    throw new IllegalArgumentException("another engine already has the id '" + c.id() + "': choose another name");
                }
                engines.add(c);
            } catch (IllegalArgumentException | IllegalStateException | UnsupportedOperationException ex) {
                problems.add(NAME + ", engine " + n + ": " + ex.getMessage());
            }
        }
        return new Contents(engines, problems);
    }

    private static EngineConfig entry(JsonElement e, Path home) {
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException("not an object {\"name\": ..., \"command\": ...}");
        }
        JsonObject o = e.getAsJsonObject();
        JsonElement name = o.get("name");
        if (name == null || !name.isJsonPrimitive()) {
            throw new IllegalArgumentException("has no \"name\"");
        }
        JsonElement command = o.get("command");
        List<String> args = new ArrayList<>();
        if (command == null || command.isJsonNull()) {
            throw new IllegalArgumentException("'" + name.getAsString() + "' has no \"command\"");
        } else if (command.isJsonArray()) {
            for (JsonElement a : command.getAsJsonArray()) {
                args.add(a.getAsString());
            }
        } else {
            args.addAll(CommandLine.split(command.getAsString()));
        }
        JsonElement dir = o.get("dir");
        Path folder = dir == null || dir.isJsonNull() || dir.getAsString().isBlank() ? null
                : home == null ? Path.of(dir.getAsString()) : home.resolve(dir.getAsString());
        return new EngineConfig(name.getAsString(), args, folder);
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
