package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("NumberedRecords: match --records DIR's file names")
class NumberedRecordsTest {

    @TempDir
    Path dir;

    private static GameRecord record(String first) {
        return new GameRecord(GameRecord.FORMAT, TakeAway.ID, "", Map.of("beads", "15"), 2, 0,
                List.of(new GameRecord.Seat("Ann", "human"), new GameRecord.Seat("Bob", "human")), "", List.of(first),
                new GameRecord.Result("unfinished", "", List.of(), List.of(0.0, 0.0)), "", "");
    }

    @Test
    @DisplayName("a name another writer took after the folder was read is passed over, never replaced")
    void nameTakenMeanwhile() throws Exception {
        Path out = dir.resolve("records");
        NumberedRecords numbered = new NumberedRecords(out, TakeAway.ID);
        assertEquals(1, numbered.next(), "a folder not made yet starts at 1");
        Path first = numbered.save(record("1"));
        assertEquals(out.resolve("take-away-0001.json"), first);
        // Another match into the same folder takes -0002 and -0003 meanwhile.
        Files.writeString(out.resolve("take-away-0002.json"), "the other match's");
        Files.writeString(out.resolve("take-away-0003.json"), "the other match's too");
        Path second = numbered.save(record("2"));
        assertEquals(out.resolve("take-away-0004.json"), second);
        assertEquals("the other match's", Files.readString(out.resolve("take-away-0002.json")));
        assertEquals("the other match's too", Files.readString(out.resolve("take-away-0003.json")));
        assertEquals(List.of("2"), RecordStore.load(second).moves());
        assertEquals(5, numbered.next());
        try (Stream<Path> s = Files.list(out)) {
            assertTrue(s.noneMatch(p -> p.getFileName().toString().startsWith(".")), "no temporary file left");
        }
    }

    @Test
    @DisplayName("a new reading of the folder starts after its highest number")
    void reread() {
        NumberedRecords a = new NumberedRecords(dir, TakeAway.ID);
        a.save(record("1"));
        a.save(record("2"));
        NumberedRecords b = new NumberedRecords(dir, TakeAway.ID);
        assertEquals(3, b.next());
        assertEquals("take-away-0003.json", b.name(b.next()));
        assertEquals(1, new NumberedRecords(dir, "other").next(), "another game's numbering is its own");
    }
}
