package org.beadbox.ai.external;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.beadbox.api.Game;
import org.beadbox.testkit.TakeAway;

/** The reference engine as a separate JVM process, and a context that records the protocol. */
final class Engines {

    private Engines() {
    }

    /** The command that starts the reference engine (playing the testkit's TakeAway), with extra arguments. */
    static List<String> command(String... extra) {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto", "-Xmx64m",
                "-cp", classPath(), ReferenceEngine.class.getName(), "--game", TakeAway.class.getName()));
        cmd.addAll(List.of(extra));
        return cmd;
    }

    /** A config named {@code name} for the reference engine with extra arguments ({@code --fault slow}). */
    static EngineConfig config(String name, String... extra) {
        return new EngineConfig(name, command(extra), null);
    }

    private static String classPath() {
        String cp = System.getProperty("surefire.test.class.path");
        if (cp == null || cp.isBlank()) {
            cp = System.getProperty("java.class.path");
        }
        return String.join(File.pathSeparator, cp.split(File.pathSeparator));
    }

    /** Records every protocol line and every problem. */
    static final class Recorder {
        final List<String> lines = Collections.synchronizedList(new ArrayList<>());
        final List<String> problems = Collections.synchronizedList(new ArrayList<>());

        EngineContext context() {
            Game takeAway = new TakeAway();
            return new EngineContext(id -> id.equals(TakeAway.ID) ? Optional.of(takeAway) : Optional.empty(),
                    lines::add, problems::add);
        }

        /** The lines sent to the engine, without the "> ". */
        List<String> sent() {
            List<String> out = new ArrayList<>();
            synchronized (lines) {
                lines.stream().filter(l -> l.startsWith("> ")).forEach(l -> out.add(l.substring(2)));
            }
            return out;
        }
    }

    /** Whether a reader thread of the engine labelled {@code engine 'NAME'} is still alive. */
    static boolean readerThreadsAlive(String name) {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(t -> t.isAlive() && t.getName().startsWith(EngineProcess.THREAD_PREFIX + "engine '" + name + "'"));
    }
}
