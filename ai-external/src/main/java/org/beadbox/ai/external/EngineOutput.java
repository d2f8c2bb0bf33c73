package org.beadbox.ai.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * What an engine process writes, read by two daemon threads: its standard output becomes a
 * queue of {@link Event}s (an answer, garbage, or the end), and the last lines of its standard
 * error are kept to quote when it fails. Both threads end when the process closes its streams.
 */
final class EngineOutput {

    private static final int MAX_LINE = 65_536;
    private static final int ERR_LINES = 8;
    private static final System.Logger LOG = System.getLogger(EngineOutput.class.getName());

    private final String label;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Deque<String> errTail = new ArrayDeque<>();
    private final Thread outReader;
    private final Thread errReader;

    /** Starts reading {@code process}'s output; threads are named {@code THREADS + label + " out"/" err"}. */
    EngineOutput(String label, Process process, String threads) {
        this.label = label;
        this.outReader = daemon(() -> readAnswers(process.getInputStream()), threads + label + " out");
        this.errReader = daemon(() -> readErrors(process.getErrorStream()), threads + label + " err");
    }

    /** The next event, waiting at most {@code nanos}; null if none came. */
    Event poll(long nanos) throws InterruptedException {
        return events.poll(Math.max(0, nanos), TimeUnit.NANOSECONDS);
    }

    /** The last lines written on standard error, oldest first, waiting up to {@code millis} for the stream to end. */
    List<String> lastErrors(long millis) {
        join(errReader, millis);
        synchronized (errTail) {
            return new ArrayList<>(errTail);
        }
    }

    /** Waits up to {@code millis} for each reader thread to end (they end with the process). */
    void awaitEnd(long millis) {
        join(outReader, millis);
        join(errReader, millis);
    }

    private static void join(Thread t, long millis) {
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

    private static Thread daemon(Runnable body, String name) {
        Thread t = new Thread(body, name);
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

    /** What the output reader found. */
    interface Event {

        /** An answer line, {@code =...} or {@code ?...}, that was followed by an empty line (or the end). */
        record Reply(String line) implements Event {
        }

        /** Something that is not an answer, described for a message. */
        record Garbage(String what) implements Event {
        }

        /** The engine closed its output. */
        record End() implements Event {
        }
    }
}
