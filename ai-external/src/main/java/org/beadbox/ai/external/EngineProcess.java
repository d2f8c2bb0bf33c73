package org.beadbox.ai.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * One running engine program and the line exchange with it: Beadbox writes a command, the
 * engine answers {@code = result} or {@code ? reason} followed by an empty line.
 *
 * <p>A reader thread turns the engine's standard output into answers, another keeps the last
 * lines it wrote on standard error (quoted when it fails). Waiting for an answer is bounded by a
 * deadline and stops at once when the waiting thread is interrupted; the answer to a command
 * abandoned that way is still owed, and is read and dropped before the next command. Any fault
 * (no answer in time, garbage, a broken pipe, the process ending) destroys the process and
 * leaves this object failed: every later {@link #ask} throws the same reason. {@link #close}
 * sends {@code quit}, gives the engine a short grace period to exit, then destroys it and its
 * child processes and waits for the reader threads to end.
 */
final class EngineProcess implements AutoCloseable {

    /** How long Beadbox waits for the first answer, which includes starting the program. */
    static final long START_MILLIS = 15_000;

    /** How long {@link #close} lets the engine exit on its own after {@code quit}. */
    static final long GRACE_MILLIS = 1_000;

    /** Prefix of the names of this class's reader threads. */
    static final String THREAD_PREFIX = "beadbox-engine ";

    private static final int MAX_LINE = 65_536;
    private static final int ERR_LINES = 8;
    private static final System.Logger LOG = System.getLogger(EngineProcess.class.getName());

    private final String label;
    private final Process process;
    private final Writer stdin;
    private final Consumer<String> transcript;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Deque<String> errTail = new ArrayDeque<>();
    private final Deque<Owed> owed = new ConcurrentLinkedDeque<>();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final Thread outReader;
    private final Thread errReader;
    private volatile String failure;

    private EngineProcess(String label, Process process, Consumer<String> transcript) {
        this.label = label;
        this.process = process;
        this.transcript = transcript;
        this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        this.outReader = daemon(() -> readAnswers(process.getInputStream()), "out");
        this.errReader = daemon(() -> readErrors(process.getErrorStream()), "err");
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
        ProcessBuilder builder = new ProcessBuilder(command);
        if (dir != null) {
            builder.directory(dir.toFile());
        }
        try {
            return new EngineProcess(label, builder.start(), transcript);
        } catch (IOException | SecurityException | IllegalArgumentException e) {
            throw new EngineException(label + " could not be started: " + e.getMessage()
                    + " (check its command and working folder)", e);
        }
    }

    /** The engine's process, for tests and diagnostics. */
    ProcessHandle handle() {
        return process.toHandle();
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
        send(command);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        Event e;
        try {
            e = events.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
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
            Event e = events.poll(Math.max(0, o.deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            owed.remove();
            Answer late = answer(o.command, e, o.timeoutMillis);
            transcript.accept("  (the late answer to '" + o.command + "' is dropped)");
            if (!late.ok() && changesPosition(o.command)) {
                throw fail("refused '" + o.command + "' (" + late.text() + "), so its position is no longer Beadbox's");
            }
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
            throw fail(death(command));
        }
    }

    private Answer answer(String command, Event e, long timeoutMillis) {
        if (closed.get()) {
            throw new EngineException(label + " was closed");
        }
        if (e == null) {
            throw fail("did not answer '" + command + "' within " + timeoutMillis + " ms");
        }
        if (e instanceof Event.Garbage g) {
            throw fail("answered '" + command + "' with " + g.what() + ", which is not an answer: the protocol wants"
                    + " '= RESULT' or '? REASON' and then an empty line");
        }
        if (e instanceof Event.End) {
            throw fail(death(command));
        }
        Event.Reply r = (Event.Reply) e;
        transcript.accept("< " + r.line());
        String text = r.line().length() > 1 ? r.line().substring(2).strip() : "";
        return new Answer(r.line().charAt(0) == '=', text);
    }

    private String death(String command) {
        boolean exited = waitQuietly(500);
        joinQuietly(errReader, 300);
        String how = exited ? "exited (code " + process.exitValue() + ")" : "closed its output";
        List<String> last;
        synchronized (errTail) {
            last = new ArrayList<>(errTail);
        }
        return how + " while Beadbox waited for its answer to '" + command + "'"
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
            for (Event e; (e = events.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) != null; ) {
                if (e instanceof Event.Reply r && skip-- <= 0) {
                    transcript.accept("< " + r.line());
                } else if (e instanceof Event.End) {
                    break;
                }
            }
            process.waitFor(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void kill() {
        if (process.isAlive()) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        waitQuietly(2_000);
        try {
            synchronized (stdin) {
                stdin.close();
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.TRACE, "closing the engine's input", e);
        }
        joinQuietly(outReader, 1_000);
        joinQuietly(errReader, 1_000);
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

    private static void joinQuietly(Thread t, long millis) {
        boolean interrupted = Thread.interrupted();
        try {
            t.join(millis);
        } catch (InterruptedException e) {
            interrupted = true;
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private Thread daemon(Runnable body, String stream) {
        Thread t = new Thread(body, THREAD_PREFIX + label + " " + stream);
        t.setDaemon(true);
        t.start();
        return t;
    }

    private void readAnswers(InputStream stream) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            for (String line; (line = readLine(in)) != null; ) {
                if (line.isBlank()) {
                    continue;
                }
                if (!isAnswer(line)) {
                    events.add(new Event.Garbage("'" + shorten(line) + "'"));
                    continue;
                }
                String end = readLine(in);
                if (end != null && !end.isBlank()) {
                    events.add(new Event.Garbage("'" + shorten(line) + "' followed by '" + shorten(end)
                            + "' instead of the empty line that ends an answer"));
                    continue;
                }
                events.add(new Event.Reply(line));
                if (end == null) {
                    break;
                }
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.TRACE, "reading the engine's output", e);
        } finally {
            events.add(new Event.End());
        }
    }

    private void readErrors(InputStream stream) {
        try (BufferedReader in = new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
            for (String line; (line = readLine(in)) != null; ) {
                String said = shorten(line);
                LOG.log(System.Logger.Level.DEBUG, () -> label + " (stderr): " + said);
                synchronized (errTail) {
                    errTail.add(said);
                    if (errTail.size() > ERR_LINES) {
                        errTail.remove();
                    }
                }
            }
        } catch (IOException e) {
            LOG.log(System.Logger.Level.TRACE, "reading the engine's errors", e);
        }
    }

    private static boolean isAnswer(String line) {
        char c = line.charAt(0);
        return (c == '=' || c == '?') && (line.length() == 1 || line.charAt(1) == ' ');
    }

    /** One line without its end, at most {@link #MAX_LINE} characters (the rest is dropped); null at the end. */
    private static String readLine(Reader in) throws IOException {
        StringBuilder b = new StringBuilder();
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (b.length() < MAX_LINE) {
                b.append((char) c);
            }
        }
        if (c < 0 && b.length() == 0) {
            return null;
        }
        int n = b.length();
        return n > 0 && b.charAt(n - 1) == '\r' ? b.substring(0, n - 1) : b.toString();
    }

    private static String shorten(String s) {
        String t = s.replace('\t', ' ').replaceAll("\\p{Cntrl}", "?");
        return t.length() <= 120 ? t : t.substring(0, 117) + "...";
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

    /** What the output reader found. */
    private interface Event {
        record Reply(String line) implements Event {
        }

        record Garbage(String what) implements Event {
        }

        record End() implements Event {
        }
    }
}
