package org.beadbox.ui.web;

import java.util.function.Consumer;
import org.beadbox.api.Quote;

/**
 * The console lines of requests refused for their size, made so that no peer can flood the
 * host's console: each line quotes at most {@value #QUOTED} characters of the request, control
 * characters escaped, and at most {@value #BURST} lines are written at once, then
 * {@value #PER_MINUTE} a minute; the refusals not logged meanwhile are counted in the next line
 * written.
 */
final class RefusalLog {

    /** The most characters of a request a line quotes. */
    static final int QUOTED = 80;
    /** Lines a minute, on average. */
    static final int PER_MINUTE = 6;
    /** Lines at once. */
    static final int BURST = 3;

    private final Consumer<String> out;
    private final RateLimit rate = new RateLimit(PER_MINUTE / 60.0, BURST);
    private long unlogged;

    /** Writes its lines to {@code out}. */
    RefusalLog(Consumer<String> out) {
        this.out = out;
    }

    /** Logs (or counts) the refusal of {@code request}, {@code length} characters long, from {@code from}. */
    void refused(String from, String request, int length) {
        String line;
        synchronized (this) {
            if (!rate.take()) {
                unlogged++;
                return;
            }
            String cut = request.length() > QUOTED ? request.substring(0, QUOTED) + "…" : request;
            line = "beadbox web: refused a " + length + "-character address from " + Quote.excerpt(from) + ": "
                    + Quote.line(cut) + (unlogged == 0 ? "" : " (and " + unlogged + " more refusals not logged)");
            unlogged = 0;
        }
        out.accept(line);
    }
}
