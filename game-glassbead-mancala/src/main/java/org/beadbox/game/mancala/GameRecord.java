package org.beadbox.game.mancala;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads a published game text: numbered pairs {@code (1) C30 c30 (2) D032 b240 ...} (numbers may
 * also be written {@code 1.}), South's move then North's, each optionally followed by an
 * annotation {@code ??}, {@code ?}, {@code !}, {@code !!}, {@code ?!} or {@code !?}. Capture gems
 * split by spaces ({@code B40xD3 55}) are joined into one notation, cup gems first ({@code B40x55D3}).
 * Legality is not checked here: the replay does that move by move.
 */
final class GameRecord {

    private static final Pattern NUMBER = Pattern.compile("\\((\\d{1,4})\\)|(\\d{1,4})\\.");
    private static final Pattern MOVE = Pattern.compile("[A-Za-z][0-9]{1,30}([xX][A-Za-z0-9]*)?");
    private static final Pattern CAPTURE = Pattern.compile("[xX][A-Za-z0-9]*");
    private static final Pattern DIGITS = Pattern.compile("[1-9]{1,12}");

    private GameRecord() {
    }

    static List<String> read(String text) {
        String spaced = text.replaceAll("\\((\\d{1,4})\\)", " ($1) ");
        List<String> moves = new ArrayList<>();
        int number = 0;
        int inPair = 0;
        boolean numbered = false;
        for (String raw : spaced.strip().split("\\s+")) {
            if (raw.isEmpty()) {
                continue;
            }
            var m = NUMBER.matcher(raw);
            if (m.matches()) {
                int k = Integer.parseInt(m.group(1) != null ? m.group(1) : m.group(2));
                if (k != number + 1) {
                    throw new IllegalArgumentException("move " + k + ": expected move number " + (number + 1) + " here, after "
                            + (number == 0 ? "the start" : "move " + number));
                }
                number = k;
                inPair = 0;
                numbered = true;
                continue;
            }
            String token = raw.replaceAll("[?!]+$", "");
            if (token.isEmpty()) {
                continue;
            }
            String last = moves.isEmpty() ? null : moves.get(moves.size() - 1);
            if (last != null && inPair > 0 && last.indexOf('x') >= 0 && DIGITS.matcher(token).matches()) {
                moves.set(moves.size() - 1, last + " " + token);
                continue;
            }
            if (last != null && inPair > 0 && last.indexOf('x') < 0 && CAPTURE.matcher(token).matches()) {
                moves.set(moves.size() - 1, last + "x" + token.substring(1));
                continue;
            }
            if (number == 0) {
                number = 1;
            }
            if (inPair == 2) {
                if (numbered) {
                    throw new IllegalArgumentException(label(number, inPair) + ": a third move '" + Notation.shorten(raw)
                            + "' after move number " + number + "; each number has South's move and North's");
                }
                number++;
                inPair = 0;
            }
            if (!MOVE.matcher(token).matches()) {
                throw new IllegalArgumentException(label(number, inPair) + ": cannot read '" + Notation.shorten(raw)
                        + "': a move is a pit letter, the digits of the beads sown and an optional capture, e.g. C30 or d4320xa5");
            }
            moves.add(token.replace('X', 'x'));
            inPair++;
        }
        List<String> out = new ArrayList<>(moves.size());
        for (int i = 0; i < moves.size(); i++) {
            out.add(normalize(moves.get(i), i));
        }
        return List.copyOf(out);
    }

    private static String normalize(String move, int ply) {
        int x = move.indexOf('x');
        if (x < 0 || x == move.length() - 1) {
            return move;
        }
        try {
            return move.substring(0, x) + Notation.canonicalCapture(6, move.substring(x + 1));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(label(ply / 2 + 1, ply % 2) + ": " + e.getMessage());
        }
    }

    private static String label(int number, int inPair) {
        return "move " + number + " (" + (inPair % 2 == 0 ? "South" : "North") + ")";
    }
}
