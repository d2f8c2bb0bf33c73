package org.beadbox.ai.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Keeps one registered {@link EngineFactory} per engine in the engine list, following the file
 * as it changes: {@link #refresh()} (called every second or two) rereads it when its time stamp
 * or size changed, registers the new engines, unregisters the removed ones and replaces the
 * changed ones. A file that cannot be read leaves the registrations as they were; entries that
 * cannot be used are left out. The problems are kept for display.
 */
final class ConfiguredEngines {

    private final EngineFile file;
    private final Function<EngineConfig, EngineFactory> factories;
    private final Function<EngineFactory, Runnable> registrar;
    private final Predicate<String> taken;
    private final Consumer<String> warnings;
    private final Map<String, Registered> registered = new LinkedHashMap<>();
    private Object stamp = "never read";
    private List<String> problems = List.of();

    /**
     * Follows {@code file}; {@code factories} makes the factory for a config, {@code registrar}
     * registers one and returns what unregisters it. No other player ids are taken, and
     * problems are only kept.
     */
    ConfiguredEngines(EngineFile file, Function<EngineConfig, EngineFactory> factories,
            Function<EngineFactory, Runnable> registrar) {
        this(file, factories, registrar, id -> false, line -> { });
    }

    /**
     * As above; {@code taken} tells the ids other players have (an engine may not take one), and
     * {@code warnings} gets each problem once, as one plain line, when it first appears.
     */
    ConfiguredEngines(EngineFile file, Function<EngineConfig, EngineFactory> factories,
            Function<EngineFactory, Runnable> registrar, Predicate<String> taken, Consumer<String> warnings) {
        this.file = file;
        this.factories = factories;
        this.registrar = registrar;
        this.taken = taken;
        this.warnings = warnings;
    }

    /** Rereads the file now, as the ids other players take changed. */
    synchronized void retake() {
        stamp = "other players changed";
        refresh();
    }

    /** Rereads the file if it changed since the last look; true if it did. */
    synchronized boolean refresh() {
        Object now = stamp();
        if (Objects.equals(now, stamp)) {
            return false;
        }
        stamp = now;
        EngineFile.Contents contents;
        try {
            contents = file.read(taken);
        } catch (IllegalArgumentException e) {
            report(List.of(e.getMessage()));
            return true;
        }
        apply(contents.engines());
        report(contents.problems());
        return true;
    }

    private Object stamp() {
        try {
            BasicFileAttributes a = Files.readAttributes(file.path(), BasicFileAttributes.class);
            return List.of(a.lastModifiedTime(), a.size(), a.fileKey() == null ? "" : a.fileKey());
        } catch (NoSuchFileException e) {
            return "missing";
        } catch (IOException e) {
            return "unreadable: " + e.getMessage();
        }
    }

    private void apply(List<EngineConfig> engines) {
        Map<String, EngineConfig> wanted = new LinkedHashMap<>();
        engines.forEach(c -> wanted.put(c.id(), c));
        registered.entrySet().removeIf(e -> {
            boolean stale = !e.getValue().factory().config().equals(wanted.get(e.getKey()));
            if (stale) {
                e.getValue().unregister().run();
            }
            return stale;
        });
        wanted.forEach((id, config) -> registered.computeIfAbsent(id, k -> {
            EngineFactory f = factories.apply(config);
            return new Registered(f, registrar.apply(f));
        }));
    }

    private void report(List<String> now) {
        now.stream().filter(p -> !problems.contains(p)).forEach(warnings);
        problems = now;
    }

    /** The factories registered now, by id. */
    synchronized Map<String, EngineFactory> factories() {
        Map<String, EngineFactory> out = new LinkedHashMap<>();
        registered.forEach((id, r) -> out.put(id, r.factory()));
        return out;
    }

    /** What was wrong with the file at the last reading; empty when nothing. */
    synchronized List<String> problems() {
        return problems;
    }

    /** Unregisters every factory. */
    synchronized void clear() {
        registered.values().forEach(r -> r.unregister().run());
        registered.clear();
        stamp = "cleared";
    }

    private record Registered(EngineFactory factory, Runnable unregister) {
    }
}
