package org.beadbox.game.mancala;

import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Move;

/**
 * A move of the Glass Bead Game: the emptied pit, the kinds of the beads in the order sown, and
 * the gems an indirect capture takes (pit and value, or value alone for the opponent's cup), in
 * canonical order. Made only by the game, always legal in the position it was made for. Equal
 * exactly when the notations are equal.
 */
final class MancalaMove implements Move {

    private final int n;
    private final int pit;
    private final byte[] beads;
    private final byte[] takenPits;
    private final byte[] takenValues;
    private final String notation;

    private MancalaMove(int n, int pit, byte[] beads, byte[] takenPits, byte[] takenValues) {
        this.n = n;
        this.pit = pit;
        this.beads = beads;
        this.takenPits = takenPits;
        this.takenValues = takenValues;
        this.notation = writeNotation();
    }

    /** The move sowing {@code beads} from {@code pit}, taking {@code taken[s]} of each slot of {@code capture} (null: nothing chosen). */
    static MancalaMove of(int n, int pit, byte[] beads, Capture capture, int[] taken) {
        int total = 0;
        if (taken != null) {
            for (int s = 0; s < capture.slots; s++) {
                total += taken[s];
            }
        }
        byte[] pits = new byte[total];
        byte[] values = new byte[total];
        int g = 0;
        for (int s = 0; taken != null && s < capture.slots; s++) {
            for (int t = 0; t < taken[s]; t++) {
                pits[g] = (byte) capture.slotPit[s];
                values[g++] = (byte) capture.slotValue[s];
            }
        }
        return new MancalaMove(n, pit, beads.clone(), pits, values);
    }

    int pit() {
        return pit;
    }

    /** The kinds sown, in order (a copy). */
    byte[] beads() {
        return beads.clone();
    }

    /** The chosen gems as counts per slot of {@code capture}, the analysis of this move's sowing. */
    int[] taken(Capture capture) {
        int[] taken = new int[32];
        for (int g = 0; g < takenValues.length; g++) {
            for (int s = 0; s < capture.slots; s++) {
                if (capture.slotPit[s] == takenPits[g] && capture.slotValue[s] == takenValues[g]) {
                    taken[s]++;
                    break;
                }
            }
        }
        return taken;
    }

    @Override
    public List<String> steps() {
        List<String> steps = new ArrayList<>(1 + beads.length + takenValues.length);
        steps.add(Pits.name(n, pit));
        for (byte b : beads) {
            steps.add(Integer.toString(b));
        }
        for (int g = 0; g < takenValues.length; g++) {
            steps.add(takenPits[g] < 0 ? "x" + takenValues[g] : "x" + Pits.name(n, takenPits[g]) + takenValues[g]);
        }
        return List.copyOf(steps);
    }

    @Override
    public String notation() {
        return notation;
    }

    private String writeNotation() {
        StringBuilder sb = new StringBuilder(Pits.name(n, pit));
        for (byte b : beads) {
            sb.append((char) ('0' + b));
        }
        if (takenValues.length == 0) {
            return sb.toString();
        }
        sb.append('x');
        for (int g = 0; g < takenValues.length; g++) {
            if (takenPits[g] < 0) {
                sb.append((char) ('0' + takenValues[g]));
            }
        }
        int current = -1;
        for (int g = 0; g < takenValues.length; g++) {
            if (takenPits[g] >= 0) {
                if (takenPits[g] != current) {
                    current = takenPits[g];
                    sb.append(Pits.name(n, current));
                }
                sb.append((char) ('0' + takenValues[g]));
            }
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof MancalaMove m && notation.equals(m.notation);
    }

    @Override
    public int hashCode() {
        return notation.hashCode();
    }

    @Override
    public String toString() {
        return notation;
    }
}
