package org.beadbox.game.mancala;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The endgame table of the 2×5 Glass Bead Game: every position whose pits hold {@code stones}
 * stones and no gem (all ten gems in the cups, two of each value), for each side to move and
 * each way the gems can lie in the two cups, solved exactly: the mover wins, loses, or neither
 * side can force a win (play would go round for ever). Stones are never captured, so in a real
 * game all ten stones stay on the board: the table with ten stones covers every position of the
 * game once the last gem has left the pits, where what is left is the stones' race to empty a
 * row and the indirect captures that take gems from the opponent's cup.

 *
 * <p>Solved by {@link Retrograde}; probed by {@link Endgames}; kept as a gzip file.
 */
final class Endgame {

    /** The cup contents: for each gem value 1..5, how many South's cup holds (0..2), in base 3. */
    static final int CUPS = 243;
    static final int WORDS = 4;
    static final int N = 5;
    static final int TOTAL = N * (N + 1);
    static final int[] POW3 = {1, 3, 9, 27, 81, 243};
    private static final long MAGIC = 0x4742_4D45_4E44_0001L;

    /** The value for the side to move. */
    enum Value { WIN, LOSS, DRAW }

    final int stones;
    final boolean mindsports;
    /** Every placement of the stones, packed 4 bits a pit, sorted. */
    private final long[] placements;
    /** Per placement and mover ({@code 2 * index + mover}), {@link #WORDS} words each. */
    private final long[] win;
    private final long[] loss;

    Endgame(int stones, boolean mindsports, long[] placements, long[] win, long[] loss) {
        this.stones = stones;
        this.mindsports = mindsports;
        this.placements = placements;
        this.win = win;
        this.loss = loss;
    }

    /** The number of positions the table holds. */
    long positions() {
        return (long) placements.length * 2 * CUPS;
    }

    /** How many positions are won, lost and drawn for the side to move. */
    long[] counts() {
        long wins = 0;
        long losses = 0;
        for (int i = 0; i < win.length; i++) {
            wins += Long.bitCount(win[i]);
            losses += Long.bitCount(loss[i]);
        }
        return new long[] {wins, losses, positions() - wins - losses};
    }

    /** The value of {@code b} for its mover, or null when the table does not cover it. */
    Value probe(Board b) {
        int cups = cupIndex(b);
        if (cups < 0) {
            return null;
        }
        int p = Arrays.binarySearch(placements, pack(b));
        if (p < 0) {
            return null;
        }
        int at = (2 * p + b.toMove) * WORDS + (cups >>> 6);
        long bit = 1L << cups;
        return (win[at] & bit) != 0 ? Value.WIN : (loss[at] & bit) != 0 ? Value.LOSS : Value.DRAW;
    }

    /** Whether the table's kind of position: 2×5, no gem in the pits, its number of stones, every gem in a cup. */
    boolean covers(Board b) {
        return cupIndex(b) >= 0 && Arrays.binarySearch(placements, pack(b)) >= 0;
    }

    private int cupIndex(Board b) {
        if (b.n != N || b.gemsInPits != 0) {
            return -1;
        }
        int index = 0;
        for (int v = 1; v <= N; v++) {
            int south = Board.gems(b.cup[0], v);
            if (south + Board.gems(b.cup[1], v) != 2) {
                return -1;
            }
            index += south * POW3[v - 1];
        }
        return index;
    }

    static long pack(Board b) {
        long key = 0;
        for (int i = 0; i < 2 * N; i++) {
            int s = Board.stones(b.pit[i]);
            if (s > 15) {
                return -1;
            }
            key |= (long) s << (4 * i);
        }
        return key;
    }

    /** The board of placement {@code key}, cups {@code cups}, {@code mover} to move. */
    static Board board(long key, int cups, int mover) {
        Board b = new Board(N);
        for (int i = 0; i < 2 * N; i++) {
            for (int s = (int) (key >>> (4 * i) & 15); s > 0; s--) {
                b.add(i, 0);
            }
        }
        for (int v = 1; v <= N; v++) {
            int south = cups / POW3[v - 1] % 3;
            for (int k = 0; k < 2; k++) {
                int side = k < south ? 0 : 1;
                b.cup[side] += Board.UNIT[v];
                b.points[side] += v;
            }
        }
        b.toMove = mover;
        return b;
    }

    /** Solves the table for {@code stones} stones (1 to 10) under the given tie rule ({@link Retrograde}). */
    static Endgame build(int stones, boolean mindsports) {
        return Retrograde.solve(stones, mindsports);
    }

    // ---------------------------------------------------------------- the file

    /** Writes the table, compressed; to a temporary file first, then moved into place. */
    void write(Path file) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Path tmp = Files.createTempFile(file.toAbsolutePath().getParent(), file.getFileName().toString(), ".part");
        try (OutputStream raw = Files.newOutputStream(tmp);
                DataOutputStream out = new DataOutputStream(new java.io.BufferedOutputStream(new GZIPOutputStream(raw, 1 << 16)))) {
            out.writeLong(MAGIC);
            out.writeInt(stones);
            out.writeBoolean(mindsports);
            out.writeInt(placements.length);
            for (long k : placements) {
                out.writeLong(k);
            }
            for (int i = 0; i < win.length; i++) {
                out.writeLong(win[i]);
                out.writeLong(loss[i]);
            }
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** Reads a table written by {@link #write}; null when the file is not one (or not this one). */
    static Endgame read(Path file, int stones, boolean mindsports) throws IOException {
        try (InputStream raw = Files.newInputStream(file);
                DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(new GZIPInputStream(raw, 1 << 16)))) {
            if (in.readLong() != MAGIC || in.readInt() != stones || in.readBoolean() != mindsports) {
                return null;
            }
            int count = in.readInt();
            if (count < 1 || count > 200_000) {
                return null;
            }
            long[] keys = new long[count];
            for (int i = 0; i < count; i++) {
                keys[i] = in.readLong();
            }
            long[] win = new long[count * 2 * WORDS];
            long[] loss = new long[win.length];
            for (int i = 0; i < win.length; i++) {
                win[i] = in.readLong();
                loss[i] = in.readLong();
            }
            return new Endgame(stones, mindsports, keys, win, loss);
        }
    }

    /** The file name of the table for {@code stones} stones under a tie rule. */
    static String fileName(int stones, boolean mindsports) {
        return "glassbead-mancala-" + stones + "-stones-" + (mindsports ? "mindsports" : "wiki") + ".gz";
    }
}
