package org.beadbox.game.challenge;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The geometry of a Challenge board: its cells, their names, their neighbours and where they
 * are drawn. Boards are immutable and shared: {@link #square(int)} and {@link #hex(int)} hand out
 * one instance per shape, so boards compare by identity.
 *
 * <p>Cells are numbered from 0, row by row from the bottom, left to right; a board has at most
 * 128 cells so that a set of cells fits in two {@code long}s (word {@code cell >>> 6}, bit {@code
 * cell & 63}).
 *
 * <p>Square board of side N: cell {@code y * N + x}, named file letter {@code a + x} and rank
 * {@code y + 1}; eight neighbours. Hex board of side s: rows ("ranks") {@code y = 0 .. 2s-2}
 * from the bottom, and files {@code x = 0 .. 2s-2} running from the lower right to the upper
 * left, a cell existing where {@code |x - y| <= s - 1}; named like the square board (a1 is the
 * lower-left corner, the centre of a side-6 board is f6); six neighbours: (x±1, y), (x, y±1),
 * (x+1, y+1), (x-1, y-1).
 */
final class Board {

    /** The two shapes of board. */
    enum Kind {
        SQUARE, HEX
    }

    private static final Map<String, Board> BOARDS = new ConcurrentHashMap<>();

    final Kind kind;
    final int size;
    final int cells;
    /** Files and ranks run over {@code 0 .. span-1}. */
    final int span;
    final String[] names;
    final int[] fileOf;
    final int[] rankOf;
    /** Neighbours of cell i: {@code nbr[nbrStart[i] .. nbrStart[i+1]-1]}. */
    final int[] nbrStart;
    final int[] nbr;
    /**
     * The cells at most two steps from cell i, itself included: {@code near[nearStart[i] ..
     * nearStart[i+1]-1]}. A drop changes the surroundings of no other cell.
     */
    final int[] nearStart;
    final int[] near;
    /** Neighbour sets: word w of cell i at {@code nbrMask[2 * i + w]}. */
    final long[] nbrMask;
    /** Every cell. */
    final long all0;
    final long all1;
    /** Drawing position of each cell's centre, in cell widths, y growing downwards. */
    final double[] cx;
    final double[] cy;
    final double width;
    final double height;
    /** One drop move per cell, shared. */
    final Drop[] drops;
    private final Map<String, Integer> index = new HashMap<>();
    private final int[] cellAt;

    private Board(Kind kind, int size) {
        this.kind = kind;
        this.size = size;
        this.span = kind == Kind.SQUARE ? size : 2 * size - 1;
        cellAt = new int[span * span];
        java.util.Arrays.fill(cellAt, -1);
        int n = 0;
        for (int y = 0; y < span; y++) {
            for (int x = 0; x < span; x++) {
                if (exists(x, y)) {
                    cellAt[y * span + x] = n++;
                }
            }
        }
        cells = n;
        names = new String[n];
        fileOf = new int[n];
        rankOf = new int[n];
        cx = new double[n];
        cy = new double[n];
        drops = new Drop[n];
        nbrStart = new int[n + 1];
        nbrMask = new long[2 * n];
        int[] buffer = new int[8 * n];
        int k = 0;
        long a0 = 0;
        long a1 = 0;
        for (int y = 0; y < span; y++) {
            for (int x = 0; x < span; x++) {
                int c = cellAt(x, y);
                if (c < 0) {
                    continue;
                }
                names[c] = (char) ('a' + x) + Integer.toString(y + 1);
                index.put(names[c], c);
                fileOf[c] = x;
                rankOf[c] = y;
                drops[c] = new Drop(c, names[c]);
                if (c < 64) {
                    a0 |= 1L << c;
                } else {
                    a1 |= 1L << (c - 64);
                }
                cx[c] = kind == Kind.SQUARE ? x + 0.5 : x - y / 2.0 + (size - 1) / 2.0 + 0.5;
                cy[c] = kind == Kind.SQUARE ? span - y - 0.5 : (span - 1 - y) * Math.sqrt(3) / 2 + 0.6;
                nbrStart[c] = k;
                for (int[] d : directions()) {
                    int o = cellAt(x + d[0], y + d[1]);
                    if (o >= 0) {
                        buffer[k++] = o;
                        nbrMask[2 * c + (o >>> 6)] |= 1L << (o & 63);
                    }
                }
            }
        }
        nbrStart[n] = k;
        nbr = java.util.Arrays.copyOf(buffer, k);
        nearStart = new int[n + 1];
        near = nearby(n);
        all0 = a0;
        all1 = a1;
        width = span;
        height = kind == Kind.SQUARE ? span : (span - 1) * Math.sqrt(3) / 2 + 1.2;
    }

    /** Fills {@link #nearStart} and returns {@link #near}, from the neighbour lists. */
    private int[] nearby(int n) {
        int[] out = new int[n * 25];
        int k = 0;
        for (int c = 0; c < n; c++) {
            nearStart[c] = k;
            java.util.BitSet seen = new java.util.BitSet(n);
            seen.set(c);
            for (int i = nbrStart[c]; i < nbrStart[c + 1]; i++) {
                seen.set(nbr[i]);
                for (int j = nbrStart[nbr[i]]; j < nbrStart[nbr[i] + 1]; j++) {
                    seen.set(nbr[j]);
                }
            }
            for (int x = seen.nextSetBit(0); x >= 0; x = seen.nextSetBit(x + 1)) {
                out[k++] = x;
            }
        }
        nearStart[n] = k;
        return java.util.Arrays.copyOf(out, k);
    }

    /** The square board of side {@code size}, 8 to 11. */
    static Board square(int size) {
        if (size < 8 || size > 11) {
            throw new IllegalArgumentException("a square board has 8 to 11 squares a side, not " + size);
        }
        return BOARDS.computeIfAbsent("square" + size, k -> new Board(Kind.SQUARE, size));
    }

    /** The hexagonal board of side {@code size}, 3 to 7 (at most 127 cells). */
    static Board hex(int size) {
        if (size < 3 || size > 7) {
            throw new IllegalArgumentException("a hex board has 3 to 7 cells a side, not " + size);
        }
        return BOARDS.computeIfAbsent("hex" + size, k -> new Board(Kind.HEX, size));
    }

    private boolean exists(int x, int y) {
        return kind == Kind.SQUARE || Math.abs(x - y) <= size - 1;
    }

    private int[][] directions() {
        return kind == Kind.SQUARE
                ? new int[][] {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}
                : new int[][] {{-1, -1}, {0, -1}, {-1, 0}, {1, 0}, {0, 1}, {1, 1}};
    }

    /** The cell at file x, rank y (from 0), or -1 when there is none. */
    int cellAt(int x, int y) {
        return x < 0 || y < 0 || x >= span || y >= span ? -1 : cellAt[y * span + x];
    }

    /** The cell named {@code name} (lower case), or -1. */
    int cell(String name) {
        Integer c = index.get(name);
        return c == null ? -1 : c;
    }

    /** "10×10 board" or "hex board of side 6". */
    String describe() {
        return kind == Kind.SQUARE ? size + "×" + size + " board" : "hex board of side " + size;
    }

    /** The option value naming this shape: {@code square} or {@code hex}. */
    String kindName() {
        return kind == Kind.SQUARE ? "square" : "hex";
    }

    /** The cells of rank y, from the left. */
    int[] rank(int y) {
        int count = 0;
        for (int x = 0; x < span; x++) {
            count += cellAt(x, y) >= 0 ? 1 : 0;
        }
        int[] out = new int[count];
        int k = 0;
        for (int x = 0; x < span; x++) {
            if (cellAt(x, y) >= 0) {
                out[k++] = cellAt(x, y);
            }
        }
        return out;
    }

    /** The files and ranks a person may write on this board, as "files a–j, ranks 1–10". */
    String range() {
        return "files a–" + (char) ('a' + span - 1) + ", ranks 1–" + span;
    }

    /** Whether {@code cell} is in the set {@code (w0, w1)}. */
    static boolean has(long w0, long w1, int cell) {
        return cell < 64 ? (w0 >>> cell & 1) != 0 : (w1 >>> (cell - 64) & 1) != 0;
    }
}
