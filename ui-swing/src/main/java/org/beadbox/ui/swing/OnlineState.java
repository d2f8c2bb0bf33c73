package org.beadbox.ui.swing;

import java.util.HashSet;
import java.util.Set;
import java.util.function.IntConsumer;

/**
 * Whether a {@link Table} is played online, and how: who resigns a seat, what runs when the
 * table closes, and which seats a person plays from elsewhere. Event thread only, like its table.
 */
final class OnlineState {

    private boolean online; // hosted or joined: no undo, which would take moves back behind the other players' backs
    private IntConsumer resigner; // a joined table resigns through its host
    private Runnable onClose = () -> { };
    private final Set<Integer> elsewhere = new HashSet<>(); // seats a person plays from elsewhere
    private org.beadbox.core.ClockReading hostClocks; // a joined table's clocks as the host last sent them
    private long hostClocksAt;

    /**
     * Marks the table as played online: no undo or redo; {@code resign} gives up a seat (null:
     * in the match here); {@code onClose} runs once when the table closes.
     */
    void online(IntConsumer resign, Runnable onClose) {
        this.online = true;
        this.resigner = resign;
        this.onClose = onClose;
    }

    /** A joined table's clocks as its host sent them just now (null: it has none). */
    void hostClocks(org.beadbox.core.ClockReading clocks) {
        hostClocks = clocks;
        hostClocksAt = System.nanoTime();
    }

    /**
     * A joined table's clocks now: the host's last figures, the running one counted down since
     * they came (each message starts it again from the host's own times, so nothing drifts).
     */
    java.util.Optional<org.beadbox.core.ClockReading> clocks() {
        org.beadbox.core.ClockReading c = hostClocks;
        if (c == null || c.running() < 0) {
            return java.util.Optional.ofNullable(c);
        }
        java.util.List<java.time.Duration> left = new java.util.ArrayList<>(c.remaining());
        java.time.Duration run = left.get(c.running()).minusNanos(System.nanoTime() - hostClocksAt);
        left.set(c.running(), run.isNegative() ? java.time.Duration.ZERO : run);
        return java.util.Optional.of(new org.beadbox.core.ClockReading(c.control(), left, c.running()));
    }

    private java.util.function.Supplier<java.util.List<String>> seated = java.util.List::of;

    /** What names the people seated at a hosted table from elsewhere now ("North (Bob)"), asked before it closes. */
    void seatedBy(java.util.function.Supplier<java.util.List<String>> who) {
        this.seated = who;
    }

    /** The people seated at this hosted table from elsewhere now; empty for any other table. */
    java.util.List<String> seated() {
        return seated.get();
    }

    /** Marks {@code seat} as played by a person elsewhere (an invited seat, or another guest's). */
    void markElsewhere(int seat) {
        elsewhere.add(seat);
    }

    /** Whether a person elsewhere plays {@code seat}. */
    boolean elsewhere(int seat) {
        return elsewhere.contains(seat);
    }

    /** Whether the table is played online (hosted or joined). */
    boolean isOnline() {
        return online;
    }

    /** Whether the table mirrors one hosted elsewhere. */
    boolean joined() {
        return resigner != null;
    }

    /** Gives up {@code seat} through the host, for a joined table; false when the match here takes it. */
    boolean resign(int seat) {
        if (resigner == null) {
            return false;
        }
        resigner.accept(seat);
        return true;
    }

    /** Runs what was to run when the table closes. */
    void closed() {
        // The clocks stop where they stand: no host counts them any more (issue 37 §3.2).
        hostClocks = clocks().map(c -> new org.beadbox.core.ClockReading(c.control(), c.remaining(), -1)).orElse(null);
        onClose.run();
    }
}
