package org.beadbox.launcher;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Standard error as bundles see it when Beadbox is not verbose: a plugin failure that
 * Declarative Services reports with a stack trace becomes one line naming the bundle and the
 * reason ({@code beadbox: bad.plugin: The activate method has thrown an exception: boom}).
 * Stack frames are left out; every other line passes with its control characters escaped
 * ({@link Messages#quoted}: a plugin's text drives no terminal). Only an exception of the same
 * thread's report is joined to a failure's line: another thread's ({@code Exception in thread
 * "..."}) is its own line, never blamed on the bundle whose failure came before it. Commands get
 * the real standard error, not this one.
 */
final class CondensedErrors extends OutputStream {

    private static final Pattern SCR = Pattern.compile("^ERROR : bundle ([^:\\s]+)(?::\\S+)? \\(\\d+\\)(?:\\[[^]]*\\])? : (.*)$");
    private static final Pattern EXCEPTION = Pattern.compile("^(?:Exception in thread \"[^\"]*\" )?[\\w.$]+(?:Exception|Error)(?:: (.*))?$");

    private final PrintStream target;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private String pending;
    private boolean condensing;

    private CondensedErrors(PrintStream target) {
        this.target = target;
    }

    /** A print stream that condenses what is written to it and passes it on to {@code target}. */
    static PrintStream around(PrintStream target) {
        return new PrintStream(new CondensedErrors(target), true, StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void write(int b) {
        if (b == '\n') {
            String text = line.toString(StandardCharsets.UTF_8);
            line.reset();
            accept(text.endsWith("\r") ? text.substring(0, text.length() - 1) : text);
        } else {
            line.write(b);
        }
    }

    @Override
    public synchronized void flush() {
        if (line.size() > 0 && pending == null) {
            target.print(line.toString(StandardCharsets.UTF_8));
            line.reset();
        }
        target.flush();
    }

    private void accept(String text) {
        if (text.startsWith("\tat ") || text.startsWith("\t... ") || text.startsWith("Caused by: ")
                || condensing && text.isBlank()) {
            return;
        }
        condensing = false;
        Matcher scr = SCR.matcher(text);
        if (scr.matches()) {
            release();
            pending = "beadbox: " + Messages.quoted(scr.group(1)) + ": " + Messages.quoted(scr.group(2));
            return;
        }
        Matcher exception = EXCEPTION.matcher(text);
        if (pending != null && exception.matches() && !text.startsWith("Exception in thread ")) {
            String detail = exception.group(1);
            target.println(detail == null || detail.isBlank() ? pending : pending + ": " + Messages.quoted(detail));
            pending = null;
            condensing = true;
            return;
        }
        release();
        target.println(Messages.quoted(text));
    }

    private void release() {
        if (pending != null) {
            target.println(pending);
            pending = null;
        }
    }
}
