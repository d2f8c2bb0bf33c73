package org.beadbox.game.challenge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.beadbox.api.Setup;

/**
 * Fits the {@link Ownership} table from saved games, not a test: for every position of every
 * game and every empty square in it, what the square came to at the end (Red's, 1, or Blue's,
 * -1), averaged per case. Each observation also counts with the colours exchanged, so the table
 * is symmetric; a case seen rarely leans towards the average of its lead and side to move (as if
 * it had been seen 20 more times with that average). Run it by hand on the records of a match on
 * the default board, and write its output over {@code ownership.txt}:
 *
 * <pre>
 * ./beadbox match glassbead-challenge --seats mcts:iterations=2000:threads=1,mcts:iterations=2000:threads=1 \
 *     --games 40 --records /tmp/records
 * java -cp target/classes:target/test-classes:~/.m2/.../beadbox-api-0.1.0-SNAPSHOT.jar \
 *     org.beadbox.game.challenge.OwnershipFit /tmp/records &gt; src/main/resources/org/beadbox/game/challenge/ownership.txt
 * </pre>
 */
final class OwnershipFit {

    private static final Pattern MOVES = Pattern.compile("\"moves\"\\s*:\\s*\\[([^\\]]*)\\]");
    private static final double PRIOR_WEIGHT = 20;

    private final double[] seen = new double[Ownership.SIZE];
    private final double[] red = new double[Ownership.SIZE];
    private int games;
    private long squares;

    private OwnershipFit() {
    }

    /** Reads every {@code .json} record in the folder given and prints the table. */
    public static void main(String[] args) throws IOException {
        OwnershipFit fit = new OwnershipFit();
        try (Stream<Path> files = Files.list(Path.of(args[0]))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                fit.game(movesOf(Files.readString(f)));
            }
        }
        System.out.print(fit.table());
    }

    private static List<String> movesOf(String record) {
        Matcher m = MOVES.matcher(record);
        List<String> moves = new ArrayList<>();
        if (m.find()) {
            for (String s : m.group(1).split(",")) {
                if (!s.isBlank()) {
                    moves.add(s.trim().replace("\"", ""));
                }
            }
        }
        return moves;
    }

    private void game(List<String> moves) {
        Challenge challenge = new Challenge();
        ChallengeState s = (ChallengeState) challenge.start(challenge.resolve(Setup.of(2, 0)));
        List<ChallengeState> states = new ArrayList<>(List.of(s));
        for (String move : moves) {
            s = (ChallengeState) s.play(s.parseMove(move));
            states.add(s);
        }
        if (!s.isOver()) {
            return;
        }
        games++;
        for (ChallengeState position : states.subList(0, states.size() - 1)) {
            observe(position, s);
        }
    }

    private void observe(ChallengeState position, ChallengeState end) {
        for (int cell = 0; cell < position.board.cells; cell++) {
            if (position.occupied(cell)) {
                continue;
            }
            int redsAtEnd = end.owner(cell) == 0 ? 1 : 0;
            add(caseOf(position, cell, false), redsAtEnd);
            add(caseOf(position, cell, true), 1 - redsAtEnd);
            squares++;
        }
    }

    /**
     * The table's case of the empty square {@code cell}, read square by square (the evaluation
     * reads it from bit sets); {@code mirrored}, the case of the same square with the colours
     * exchanged.
     */
    static int caseOf(ChallengeState position, int cell, boolean mirrored) {
        Board b = position.board;
        int redDrops = 0;
        int blueDrops = 0;
        for (int k = b.nbrStart[cell]; k < b.nbrStart[cell + 1]; k++) {
            int n = b.nbr[k];
            if (!position.occupied(n)) {
                redDrops += position.owner(n) != 1 ? 1 : 0;
                blueDrops += position.owner(n) != 0 ? 1 : 0;
            }
        }
        int lead = position.lead(cell);
        return mirrored ? Ownership.index(-lead, blueDrops, redDrops, 1 - position.colour)
                : Ownership.index(lead, redDrops, blueDrops, position.colour);
    }

    private void add(int index, int redsAtEnd) {
        seen[index]++;
        red[index] += redsAtEnd;
    }

    private String table() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "# Red's expected share of an empty square, -1 to 1, fitted by OwnershipFit from %d games "
                + "(%d empty squares seen).%n# Order: lead -3..3, then squares around it Red may drop on 0..4, then Blue may, "
                + "then Red or Blue to move.%n", games, squares));
        for (int i = 0; i < Ownership.SIZE; i++) {
            out.append(String.format(Locale.ROOT, "%.3f", 2 * smoothed(i) - 1)).append(i % 10 == 9 ? "\n" : " ");
        }
        return out.toString();
    }

    /** The share of games in which the squares of case i ended Red's, leaning on its lead's average when seldom seen. */
    private double smoothed(int i) {
        int leadAndMover = Ownership.leadOf(i) * 2 + i % 2;
        double n = 0;
        double r = 0;
        for (int j = 0; j < Ownership.SIZE; j++) {
            if (Ownership.leadOf(j) * 2 + j % 2 == leadAndMover) {
                n += seen[j];
                r += red[j];
            }
        }
        double prior = n > 0 ? r / n : Ownership.leadOf(i) > 3 ? 1 : Ownership.leadOf(i) < 3 ? 0 : 0.5;
        return (red[i] + PRIOR_WEIGHT * prior) / (seen[i] + PRIOR_WEIGHT);
    }
}
