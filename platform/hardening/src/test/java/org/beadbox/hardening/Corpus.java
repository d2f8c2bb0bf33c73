package org.beadbox.hardening;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.RecordStore;

/**
 * Valid inputs to start mutating from, made by playing random games of every set-up: positions
 * along the way, notations of legal moves in them, the move lists as text, and whole records
 * as JSON. Deterministic (fixed seeds).
 */
final class Corpus {

    /** A position reached in play, with some of its legal moves' notations. */
    record Position(Game game, GameState state, List<String> notations) {
    }

    /** Everything made for one game. */
    record ForGame(Game game, List<Position> positions, List<String> positionStrings, List<String> moveTexts,
            List<String> records) {
    }

    private static final int GAMES_PER_SETUP = 3;
    private static final int MAX_PLIES = 80;

    /** The corpus of every game in {@link Games#ALL}. */
    static final List<ForGame> ALL = Games.ALL.stream().map(g -> build(g, 20261122L)).toList();

    private Corpus() {
    }

    /** Every position of every game. */
    static List<Position> positions() {
        return ALL.stream().flatMap(c -> c.positions().stream()).toList();
    }

    /** Every record of every game, as JSON text. */
    static List<String> records() {
        return ALL.stream().flatMap(c -> c.records().stream()).toList();
    }

    /** Every record, parsed as a JSON tree (a fresh copy each call). */
    static List<JsonObject> recordTrees() {
        return records().stream().map(t -> JsonParser.parseString(t).getAsJsonObject()).toList();
    }

    /** Every string of every game that a person could type or paste: notations, positions, move texts. */
    static List<String> allStrings() {
        List<String> out = new ArrayList<>();
        for (ForGame c : ALL) {
            c.positions().forEach(p -> out.addAll(p.notations()));
            out.addAll(c.positionStrings());
            out.addAll(c.moveTexts());
        }
        return out;
    }

    /** The corpus of one game. */
    static ForGame of(Game game) {
        return ALL.stream().filter(c -> c.game() == game).findFirst().orElseThrow();
    }

    private static ForGame build(Game game, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Position> positions = new ArrayList<>();
        List<String> positionStrings = new ArrayList<>();
        List<String> moveTexts = new ArrayList<>();
        List<String> records = new ArrayList<>();
        for (Setup setup : Games.setups(game, seed)) {
            for (int g = 0; g < GAMES_PER_SETUP; g++) {
                GameState s = game.start(setup);
                List<String> played = new ArrayList<>();
                int plies = random.nextInt(MAX_PLIES);
                for (int i = 0; i < plies && !s.isOver(); i++) {
                    if (i % 7 == 0) {
                        add(game, s, random, positions, positionStrings);
                    }
                    Move m = s.randomMove(random);
                    played.add(m.notation());
                    s = s.play(m);
                }
                add(game, s, random, positions, positionStrings);
                moveTexts.add(String.join(random.nextBoolean() ? " " : "\n", played));
                records.add(record(game, setup, played));
            }
        }
        return new ForGame(game, List.copyOf(positions), List.copyOf(positionStrings), List.copyOf(moveTexts),
                List.copyOf(records));
    }

    private static void add(Game game, GameState s, SplittableRandom random, List<Position> positions, List<String> strings) {
        List<Move> legal = s.legalMoves();
        List<String> notations = new ArrayList<>();
        for (int k = 0; k < 6 && !legal.isEmpty(); k++) {
            notations.add(legal.get(random.nextInt(legal.size())).notation());
        }
        positions.add(new Position(game, s, List.copyOf(notations)));
        strings.add(s.position());
    }

    private static String record(Game game, Setup setup, List<String> moves) {
        MatchBuilder b = Match.builder(game).setup(setup).moves(moves).gameVersion("1.0.0");
        for (int i = 0; i < setup.players(); i++) {
            b.seat(i, (state, clock, progress) -> state.legalMoves().get(0), i == 0 ? "human" : "random");
        }
        try (Match match = b.build()) {
            return RecordStore.toJson(match.record());
        }
    }
}
