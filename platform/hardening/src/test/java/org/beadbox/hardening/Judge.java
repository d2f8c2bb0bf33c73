package org.beadbox.hardening;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Pattern;

/**
 * Runs one parser call on one input, bounded in time, and judges how it answered: a result, or
 * an {@link IllegalArgumentException} whose message a person can read. Anything else fails the
 * test with the input shown: another exception type, a message that is blank, says "null", leaks
 * a class name or a Java parsing message, or runs on for pages, or no answer in time.
 */
final class Judge {

    /** The time one ordinary input may take. */
    static final Duration LIMIT = Duration.ofSeconds(10);
    /** The time one enormous input (megabytes) may take. */
    static final Duration ENORMOUS_LIMIT = Duration.ofSeconds(40);
    /** The longest message a person is expected to read. */
    static final int MAX_MESSAGE = 2000;

    private static final Pattern CLASS_NAME = Pattern.compile(
            "\\b(java|javax|com\\.google|org\\.beadbox|jdk|sun)\\.[a-z]+|\\b[A-Z]\\w*(Exception|Error)\\b|\\$[A-Z]");
    private static final Pattern JAVA_TEXT = Pattern.compile("For input string|Input length = |Index \\d+ out of bounds"
            + "|out of bounds for length|Cannot invoke|because \"|Zero length BigInteger|Character array is missing");
    private static final Pattern NULL = Pattern.compile("(?i)\\bnull\\b");

    private static final ExecutorService RUNNER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "hardening-judge");
        t.setDaemon(true);
        return t;
    });

    /** Inputs judged so far, in this JVM. */
    static final AtomicLong INPUTS = new AtomicLong();

    private Judge() {
    }

    /**
     * Calls {@code call} on {@code input} within {@code limit}.
     *
     * @return the result, or empty when the input was refused with a readable message
     * @throws AssertionError for every other answer
     */
    static <T> Optional<T> attempt(String what, String input, Duration limit, Callable<T> call) {
        INPUTS.incrementAndGet();
        Future<T> f = RUNNER.submit(call);
        try {
            return Optional.ofNullable(f.get(limit.toMillis(), TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new AssertionError(what + " gave no answer within " + limit.toSeconds() + " s for " + show(input));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        } catch (ExecutionException e) {
            Throwable t = e.getCause();
            if (!(t instanceof IllegalArgumentException)) {
                throw new AssertionError(what + " threw " + t.getClass().getName() + " (not IllegalArgumentException) for "
                        + show(input), t);
            }
            String problem = unreadable(t.getMessage(), input);
            if (problem != null) {
                throw new AssertionError(what + " refused " + show(input) + " with a message that " + problem + ": "
                        + show(t.getMessage()), t);
            }
            return Optional.empty();
        }
    }

    /** As {@link #attempt(String, String, Duration, Callable)} with the ordinary limit. */
    static <T> Optional<T> attempt(String what, String input, Callable<T> call) {
        return attempt(what, input, LIMIT, call);
    }

    /**
     * Calls {@code call}, which must not throw at all (what is done with a result that was
     * accepted), within the ordinary limit.
     */
    static void mustWork(String what, String input, Callable<?> call) {
        Future<?> f = RUNNER.submit(call);
        try {
            f.get(LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            f.cancel(true);
            throw new AssertionError(what + " gave no answer within " + LIMIT.toSeconds() + " s for " + show(input));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        } catch (ExecutionException e) {
            throw new AssertionError(what + " failed after accepting " + show(input) + ": " + e.getCause(), e.getCause());
        }
    }

    /** Why a refusal's message is not fit for a person, or null when it is. */
    static String unreadable(String message, String input) {
        if (message == null || message.isBlank()) {
            return "is blank";
        }
        if (message.length() > MAX_MESSAGE) {
            return "is " + message.length() + " characters long";
        }
        if (NULL.matcher(message).find() && !input.toLowerCase(java.util.Locale.ROOT).contains("null")) {
            return "says null";
        }
        if (CLASS_NAME.matcher(message).find() && !CLASS_NAME.matcher(input).find()) {
            return "names a Java class";
        }
        if (JAVA_TEXT.matcher(message).find()) {
            return "is Java's own text";
        }
        return null;
    }

    /** Writes how many inputs were judged so far to {@code fuzz-figures.txt} in the work folder. */
    static void writeFigures() {
        String base = System.getProperty("hardening.work");
        if (base == null) {
            return;
        }
        try {
            java.nio.file.Files.writeString(java.nio.file.Path.of(base, "fuzz-figures.txt"), "inputs judged " + INPUTS.get() + "\n");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The input for a failure message: escaped, and cut to its start when long. */
    static String show(String input) {
        if (input == null) {
            return "(no input)";
        }
        String cut = input.length() > 300 ? input.substring(0, 300) + "... (" + input.length() + " characters)" : input;
        StringBuilder b = new StringBuilder("\"");
        for (char c : cut.toCharArray()) {
            if (c == '"' || c == '\\') {
                b.append('\\').append(c);
            } else if (c < 32 || c > 126) {
                b.append(String.format("\\u%04x", (int) c));
            } else {
                b.append(c);
            }
        }
        return b.append('"').toString();
    }
}
