package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.beadbox.api.Game;
import org.beadbox.api.Setup;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Inputs of megabytes: a record with hundreds of thousands of moves, a position string, a
 * notation and a record text of megabytes, random bytes, numbers of a million digits, JSON
 * nested a million deep. Each is refused with a readable message (or read), in bounded time.
 */
@DisplayName("Enormous inputs")
class EnormousInputsTest {

    private static final int MB = 1 << 20;
    private static Sentinels sentinels;

    @BeforeAll
    static void makeSentinels() {
        sentinels = new Sentinels(Sentinels.work("enormous"));
    }

    @AfterAll
    static void checkSentinels() {
        sentinels.check("enormous.json");
        Judge.writeFigures();
    }

    static Stream<Game> games() {
        return Games.ALL.stream();
    }

    private static String record() {
        return Corpus.records().get(0);
    }

    private static void load(String what, String json) throws IOException {
        Path file = sentinels.folder().resolve("enormous.json");
        Files.writeString(file, json);
        Judge.attempt(what, json, Judge.ENORMOUS_LIMIT, () -> RecordStore.replay(RecordStore.load(file), Games.CATALOG));
    }

    @Nested
    @DisplayName("records of megabytes")
    class Records {

        @Test
        @DisplayName("800,000 moves are refused at the first move that cannot be played")
        void manyMoves() throws IOException {
            String moves = "\"moves\": [" + "\"a1\", ".repeat(800_000) + "\"a1\"],";
            String json = record().replaceFirst("\"moves\": \\[[^\\]]*\\],", java.util.regex.Matcher.quoteReplacement(moves));
            assertTrue(json.length() > 4 * MB, "the record is " + json.length() + " characters");
            load("a record of 800,000 moves", json);
        }

        @Test
        @DisplayName("a move of 2 MB is refused")
        void hugeMove() throws IOException {
            String json = record().replaceFirst("\"moves\": \\[", "\"moves\": [\"" + "b7".repeat(MB) + "\", ");
            load("a record with a move of 2 MB", json);
        }

        @Test
        @DisplayName("a start position of 5 MB is refused")
        void hugePosition() throws IOException {
            String json = record().replaceFirst("\"startPosition\": \"[^\"]*\"", "\"startPosition\": \"" + "ab/".repeat(5 * MB / 3) + "\"");
            load("a record with a 5 MB position", json);
        }

        @Test
        @DisplayName("a number of a million digits is refused")
        void hugeNumber() throws IOException {
            String json = record().replaceFirst("\"players\": \\d+", "\"players\": " + "9".repeat(MB));
            load("a record with players of a million digits", json);
        }

        @Test
        @DisplayName("JSON nested a million deep is refused")
        void deepNesting() throws IOException {
            String json = record().replaceFirst("\"options\": \\{", "\"deep\": " + "[".repeat(MB) + "]".repeat(MB) + ", \"options\": {");
            load("a record nested a million deep", json);
        }

        @Test
        @DisplayName("4 MB of random bytes are refused")
        void randomBytes() throws IOException {
            byte[] bytes = new byte[4 * MB];
            new SplittableRandom(4).nextBytes(bytes);
            Path file = sentinels.folder().resolve("enormous.json");
            Files.write(file, bytes);
            Judge.attempt("4 MB of random bytes", "(random bytes)", Judge.ENORMOUS_LIMIT,
                    () -> RecordStore.replay(RecordStore.load(file), Games.CATALOG));
        }
    }

    @Nested
    @DisplayName("a game's inputs of megabytes")
    class GameInputs {

        @ParameterizedTest(name = "{0}")
        @MethodSource("org.beadbox.hardening.EnormousInputsTest#games")
        @DisplayName("a notation of 2 MB is refused")
        void notation(Game game) {
            String text = Corpus.of(game).positions().get(0).notations().get(0).repeat(2 * MB / 3);
            Judge.attempt(game.info().id() + " parseMove", text, Judge.ENORMOUS_LIMIT,
                    () -> game.start(Setup.of(game.info().minPlayers(), 1)).parseMove(text));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("org.beadbox.hardening.EnormousInputsTest#games")
        @DisplayName("a position string of 3 MB is refused")
        void position(Game game) {
            String text = Corpus.of(game).positionStrings().get(0).repeat(3 * MB / Corpus.of(game).positionStrings().get(0).length());
            Judge.attempt(game.info().id() + " parsePosition", text, Judge.ENORMOUS_LIMIT, () -> game.parsePosition(text));
        }

        @ParameterizedTest(name = "{0}")
        @MethodSource("org.beadbox.hardening.EnormousInputsTest#games")
        @DisplayName("a record text of 5 MB is read and refused at the first move that cannot be played")
        void recordText(Game game) {
            String one = Corpus.of(game).moveTexts().stream().filter(t -> !t.isBlank()).findFirst().orElseThrow();
            String text = (one + "\n").repeat(5 * MB / (one.length() + 1));
            Setup setup = Setup.of(game.info().minPlayers(), 0);
            Judge.attempt(game.info().id() + " readMoves and replay", text, Judge.ENORMOUS_LIMIT,
                    () -> Replay.of(game, setup, "", game.readMoves(text)));
        }
    }
}
