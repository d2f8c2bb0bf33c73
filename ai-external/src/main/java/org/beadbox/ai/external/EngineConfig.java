package org.beadbox.ai.external;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * One configured engine: the name a person sees, the command that starts it, and the folder it
 * runs in.
 *
 * @param name the engine's name, e.g. "Gnu Bead 2"; its {@link #id()} is derived from it
 * @param command the program and its arguments, at least the program
 * @param dir the working folder, or null for the Beadbox process's own
 * @param sandbox what the engine may do beyond the sandbox's defaults ({@link EngineSandbox})
 */
record EngineConfig(String name, List<String> command, Path dir, EngineSandbox.Rules sandbox) {

    /** The id of the generic factory, which no configured engine may take. */
    static final String GENERIC_ID = "engine";

    /**
     * The ids of the players that come with Beadbox (and {@code human}, a seat the front-ends
     * keep for a person), which no configured engine may take: an engine must never shadow one.
     * Players of other plugins are refused too, by the registry, once they are registered.
     */
    static final Set<String> BUILT_IN = Set.of(GENERIC_ID, "random", "greedy", "mcts", "alphabeta", "human");

    /** Checks that the name gives an id and that there is a command. */
    EngineConfig {
        Objects.requireNonNull(name, "name");
        name = name.strip();
        if (slug(name).isEmpty()) {
            throw new IllegalArgumentException("engine name '" + name + "' has no letters or digits to make an id from");
        }
        command = List.copyOf(Objects.requireNonNull(command, "command"));
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw new IllegalArgumentException("engine '" + name + "' has no command: give the program to start and its arguments");
        }
        sandbox = sandbox == null ? EngineSandbox.Rules.NONE : sandbox;
    }

    /** A config with the sandbox's defaults. */
    EngineConfig(String name, List<String> command, Path dir) {
        this(name, command, dir, EngineSandbox.Rules.NONE);
    }

    /** A config whose command is one command line, split as a shell would. */
    static EngineConfig of(String name, String commandLine, Path dir) {
        return new EngineConfig(name, CommandLine.split(commandLine), dir);
    }

    /** The player id: the name lower-cased, every run of other characters a dash ("Gnu Bead 2" is {@code gnu-bead-2}). */
    String id() {
        return slug(name);
    }

    /** The command as one line, quoted where needed. */
    String commandLine() {
        return CommandLine.join(command);
    }

    static String slug(String name) {
        String s = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
        return s.replaceAll("^-+|-+$", "");
    }
}
