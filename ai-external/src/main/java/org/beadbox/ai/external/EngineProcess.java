package org.beadbox.ai.external;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * One running engine program and the line exchange with it: Beadbox writes a command, the
 * engine answers {@code = result} or {@code ? reason} followed by an empty line.
 *
 * <p>{@link EngineOutput} reads what the engine writes. Waiting for an answer is bounded by a
 * deadline and stops at once when the waiting thread is interrupted; the answer to a command
 * abandoned that way is still owed, and is read and dropped before the next command. Any fault
 * (no answer in time, garbage, a broken pipe, the process ending) destroys the process and
 * leaves this object failed: every later {@link #ask} throws the same reason. {@link #close}
 * sends {@code quit}, gives the engine a short grace period to exit, then kills it and every
 * process it started ({@link ProcessTree}: its group, its session, its descendants, even
 * escaped ones) and waits for the reader threads to end.
 */
final class EngineProcess implements AutoCloseable {

    /** How long Beadbox waits for the first answer, which includes starting the program. */
    static final long START_MILLIS = 15_000;

    /** How long {@link #close} lets the engine exit on its own after {@code quit}. */
    static final long GRACE_MILLIS = 1_000;

    /** Prefix of the names of this class's reader threads. */
    static final String THREAD_PREFIX = "beadbox-engine ";

    private static final System.Logger LOG = System.getLogger(EngineProcess.class.getName());

    private final String label;
    private final Process process;
    private final ProcessTree tree;
    private final Writer stdin;
    private final Consumer<String> transcript;
    private final EngineOutput output;
    private final Deque<Owed> owed = new ConcurrentLinkedDeque<>();
    private final AtomicBoolean closed = new AtomicBoolean();
    private volatile String failure;

    private EngineProcess(String label, ProcessTree.Started started, Consumer<String> transcript) {
        this.label = label;
        this.process = started.process();
        this.tree = started.tree();
        this.transcript = transcript;
        this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        this.output = new EngineOutput(label, process, THREAD_PREFIX);
    }

    /**
     * Starts {@code command} in {@code dir} (null: the current folder).
     *
     * @param label how messages name the engine: {@code engine 'ref'}
     * @param transcript receives every line sent ({@code > play e5}) and every answer
     *     ({@code < = f4}); may be a no-op
     * @throws EngineException if the program cannot be started
     */
    static EngineProcess start(String label, List<String> command, Path dir, Consumer<String> transcript) {
        return start(label, command, dir, EngineSandbox.Rules.NONE, transcript);
    }

    /** As above, in this JVM's {@link EngineSandbox} widened by {@code rules}. */
    static EngineProcess start(String label, List<String> command, Path dir, EngineSandbox.Rules rules,
            Consumer<String> transcript) {
        return start(label, command, dir, EngineSandbox.current(), rules, transcript);
    }

    /** As above, in {@code sandbox}. */
    static EngineProcess start(String label, List<String> command, Path dir, EngineSandbox sandbox,
            EngineSandbox.Rules rules, Consumer<String> transcript) {
        ProcessBuilder builder = new ProcessBuilder(command);
        if (dir != null) {
            builder.directory(dir.toFile());
        }
        try {
            return new EngineProcess(label, ProcessTree.start(builder, sandbox, rules, EngineSandbox.workFolder(name(label))),
                    transcript);
        } catch (IOException | SecurityException | IllegalArgumentException e) {
            throw new EngineException(label + " could not be started: " + e.getMessage()
                    + " (check its command and working folder)", e);
        }
    }

    /** The engine's name in a label {@code engine 'NAME'}: what its private folder is named after. */
    static String name(String label) {
        int a = label.indexOf('\'');
        int b = label.lastIndexOf('\'');
        return a >= 0 && b > a ? label.substring(a + 1, b) : label;
    }

    /** The engine's process, for tests and diagnostics. */
    ProcessHandle handle() {
        return process.toHandle();
    }

    /** The engine's process tree, for tests. */
    ProcessTree tree() {
        return tree;
    }

    /** The reason this engine failed, or null while it works. */
    String failure() {
        return failure;
    }

    /**
     * Sends {@code command} and waits at most {@code timeoutMillis} for the answer. A {@code ?}
     * answer is returned, not thrown: what it means depends on the command.
     *
     * @throws EngineException if the engine failed earlier, was closed, does not answer in
     *     time, answers garbage or dies; the process is then destroyed
     * @throws InterruptedException if the thread is interrupted while waiting; the answer is
     *     then still owed and dropped before the next command
     */
    Answer ask(String command, long timeoutMillis) throws InterruptedException {
        usable();
        settleOwed();
        unasked(command);
        send(command);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        EngineOutput.Event e;
        try {
            e = output.poll(deadline - System.nanoTime());
        } catch (InterruptedException ie) {
            owed.add(new Owed(command, deadline, timeoutMillis));
            throw ie;
        }
        return answer(command, e, timeoutMillis);
    }

    /**
     * What the engine says about itself after {@code protocol 1}, {@code name} and {@code games}.
     *
     * @throws EngineException if it refuses protocol 1 or fails as {@link #ask} describes
     */
    Greeting greet() throws InterruptedException {
        Answer a = ask("protocol 1", START_MILLIS);
        if (!a.ok()) {
            throw fail("does not speak protocol 1 (it answered: " + a.text() + ")");
        }
        a = ask("name", START_MILLIS);
        String name = a.ok() ? a.text() : "";
        a = ask("games", START_MILLIS);
        Set<String> games = new TreeSet<>(a.ok() ? Arrays.asList(a.text().split("\\s+")) : List.of());
        games.remove("");
        return new Greeting(name, games);
    }

    /**
     * Reads and drops the answers still owed for commands whose wait was interrupted.
     *
     * @throws EngineException if one does not come in time, or refuses a command that changes
     *     the position
     * @throws InterruptedException if interrupted meanwhile; what is still owed stays owed
     */
    void settle() throws InterruptedException {
        usable();
        settleOwed();
    }

    private void usable() {
        if (failure != null) {
            throw new EngineException(failure);
        }
        if (closed.get()) {
            throw new EngineException(label + " was closed");
        }
    }

    private void settleOwed() throws InterruptedException {
        while (!owed.isEmpty()) {
            Owed o = owed.peek();
            EngineOutput.Event e = output.poll(o.deadline - System.nanoTime());
            owed.remove();
            Answer late = answer(o.command, e, o.timeoutMillis);
            transcript.accept("  (the late answer to '" + o.command + "' is dropped)");
            if (!late.ok() && changesPosition(o.command)) {
                throw fail("refused '" + o.command + "' (" + late.text() + "), so its position is no longer Beadbox's");
            }
        }
    }

    /** Fails if the engine wrote something nobody asked for, or ended, since its last answer. */
    private void unasked(String command) throws InterruptedException {
        EngineOutput.Event e = output.poll(0);
        if (e instanceof EngineOutput.Event.End) {
            throw fail(death("before Beadbox sent '" + command + "'"));
        }
        if (e instanceof EngineOutput.Event.Garbage g) {
            throw fail("wrote " + g.what() + " without being asked (before '" + command + "')");
        }
        if (e instanceof EngineOutput.Event.Reply r) {
            throw fail("wrote '" + r.line() + "' without being asked (before '" + command + "'): one answer per command");
        }
    }

    private static boolean changesPosition(String command) {
        return command.startsWith("new ") || command.startsWith("play ") || command.equals("undo");
    }

    private void send(String command) {
        transcript.accept("> " + command);
        try {
            synchronized (stdin) {
                stdin.write(command);
                stdin.write('\n');
                stdin.flush();
            }
        } catch (IOException e) {
            throw fail(death(waiting(command)));
        }
    }

    private static String waiting(String command) {
        return "while Beadbox waited for its answer to '" + command + "'";
    }

    private Answer answer(String command, EngineOutput.Event e, long timeoutMillis) {
        if (closed.get()) {
            throw new EngineException(label + " was closed");
        }
        if (e == null) {
            throw fail("did not answer '" + command + "' within " + timeoutMillis + " ms");
        }
        if (e instanceof EngineOutput.Event.Garbage g) {
            throw fail("answered '" + command + "' with " + g.what() + ", which is not an answer: the protocol wants"
                    + " '= RESULT' or '? REASON' and then an empty line");
        }
        if (e instanceof EngineOutput.Event.End) {
            throw fail(death(waiting(command)));
        }
        EngineOutput.Event.Reply r = (EngineOutput.Event.Reply) e;
        transcript.accept("< " + r.line());
        String text = r.line().length() > 1 ? r.line().substring(2).strip() : "";
        return new Answer(r.line().charAt(0) == '=', text);
    }

    private String death(String when) {
        boolean exited = waitQuietly(500);
        List<String> last = output.lastErrors(300);
        String how = exited ? "exited (code " + process.exitValue() + ")" : "closed its output";
        return how + " " + when
                + (last.isEmpty() ? "" : "; it last wrote on standard error: " + String.join(" | ", last));
    }

    private EngineException fail(String reason) {
        if (failure == null) {
            failure = label + " " + reason;
        }
        LOG.log(System.Logger.Level.DEBUG, failure);
        kill();
        return new EngineException(failure);
    }

    /**
     * Asks the engine to quit, waits the grace period, then destroys the process and its
     * children if they are still running and waits for the reader threads. Idempotent; safe to
     * call from another thread than the one asking.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        boolean interrupted = Thread.interrupted();
        try {
            if (failure == null && process.isAlive()) {
                quit();
            }
        } finally {
            kill();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private void quit() {
        transcript.accept("> quit");
        try {
            synchronized (stdin) {
                stdin.write("quit\n");
                stdin.flush();
            }
        } catch (IOException e) {
            return;
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MILLIS);
        int skip = owed.size();
        owed.clear();
        try {
            for (EngineOutput.Event e; (e = output.poll(deadline - System.nanoTime())) != null; ) {
                if (e instanceof EngineOutput.Event.Reply r && skip-- <= 0) {
                    transcript.accept("< " + r.line());
                } else if (e instanceof EngineOutput.Event.End) {
                    break;
                }
            }
            process.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Kills the engine and every process it started ({@link ProcessTree#kill}), waits for it to
     * end, and closes the exchange.
     */
    private void kill() {
        tree.kill();
        waitQuietly(2_000);
        try {
            synchronized (stdin) {
                stdin.close();
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.TRACE, "closing the engine's input", e);
        }
        output.awaitEnd(1_000);
    }

    private boolean waitQuietly(long millis) {
        boolean interrupted = Thread.interrupted();
        try {
            return process.waitFor(millis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            interrupted = true;
            return !process.isAlive();
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * An engine's answer.
     *
     * @param ok true for {@code =}, false for {@code ?}
     * @param text what follows the sign and a space, stripped; empty when nothing does
     */
    record Answer(boolean ok, String text) {
    }

    /**
     * What an engine says about itself.
     *
     * @param name its display name, empty if it gave none
     * @param games the ids of the games it plays
     */
    record Greeting(String name, Set<String> games) {

        /** Copies the games. */
        Greeting {
            games = Set.copyOf(games);
        }
    }

    private record Owed(String command, long deadline, long timeoutMillis) {
    }
}
