package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.beadbox.api.Game;
import org.beadbox.core.RecordStore;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Where Beadbox could guess what a file meant, it refuses instead, with a message saying what
 * to change: a key given twice, a number written as text, digits of another script.
 */
@DisplayName("Leniency refused")
class LeniencyTest {

    private static String record() {
        return Corpus.records().stream().filter(r -> r.matches("(?s).*\"moves\": \\[\\s*\"[^\\]]*\\].*")).findFirst().orElseThrow();
    }

    private static IllegalArgumentException refused(String json) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RecordStore.fromJson(json, "game.json"));
        assertEquals(null, Judge.unreadable(e.getMessage(), json), e.getMessage());
        assertTrue(e.getMessage().startsWith("game.json: "), e.getMessage());
        return e;
    }

    @Nested
    @DisplayName("in a record")
    class Records {

        @Test
        @DisplayName("a second \"moves\" key is refused (it would show one move list and play another)")
        void duplicateMoves() {
            String json = record().replaceFirst("\"moves\": \\[", "\"moves\": [], \"moves\": [");
            String m = refused(json).getMessage();
            assertTrue(m.contains("\"moves\" is given twice"), m);
        }

        @Test
        @DisplayName("any key given twice, at any depth, is refused and placed")
        void duplicateNested() {
            refused(record().replaceFirst("\"gameId\":", "\"gameId\": \"x\", \"gameId\":"));
            String m = refused(record().replaceFirst("\"status\":", "\"status\": \"finished\", \"status\":")).getMessage();
            assertTrue(m.contains("(in result)"), m);
            m = refused(record().replaceFirst("\"name\":", "\"name\": \"Eve\", \"name\":")).getMessage();
            assertTrue(m.contains("(in seats[0])"), m);
        }

        @Test
        @DisplayName("\"formatVersion\": \"1\" (text) is refused, saying to write the number")
        void versionAsText() {
            String m = refused(record().replaceFirst("\"formatVersion\": 1", "\"formatVersion\": \"1\"")).getMessage();
            assertTrue(m.contains("formatVersion is written as text") && m.contains("without quotation marks"), m);
            refused(record().replaceFirst("\"players\": (\\d+)", "\"players\": \"$1\""));
        }

        @Test
        @DisplayName("the same keys in different objects, and the record as saved, are read")
        void accepted() {
            RecordStore.fromJson(record(), "game.json");
        }
    }

    @Nested
    @DisplayName("in a Glass Bead Challenge position")
    class ChallengePositions {

        private final Game game = Games.ALL.get(0);

        @Test
        @DisplayName("full-width digits (１０) are refused: a position is written in 0-9")
        void fullWidth() {
            String ascii = "10/10/10/10/10/10/10/10/10/10 red";
            game.parsePosition(ascii);
            for (String bad : new String[] {ascii.replace("10", "１０"), ascii.replaceFirst("10", "١٠"),
                    ascii + " size=１０", ascii + " handicap=２"}) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> game.parsePosition(bad), bad);
                assertTrue(e.getMessage().contains("0-9"), e.getMessage());
            }
        }
    }
}
