package org.beadbox.hardening;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.AfterTry;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.beadbox.core.GameRecord;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;

/**
 * The record loader fed broken records: {@link RecordStore#fromJson} and {@link
 * RecordStore#load} then {@link RecordStore#replay} through the real games. Each record is
 * loaded and replayed, or refused with a readable {@link IllegalArgumentException}, in time,
 * and no file but the one read is touched.
 */
@Label("The record loader, fed broken records")
class RecordsFuzzTest {

    private static final String INPUT = "hand-edited.json";

    private static Sentinels sentinels;

    @BeforeContainer
    static void makeSentinels() {
        sentinels = new Sentinels(Sentinels.work("records"));
    }

    @AfterTry
    void checkSentinels() {
        sentinels.check(INPUT);
    }

    @AfterContainer
    static void checkAtTheEnd() {
        sentinels.check(INPUT);
        Judge.writeFigures();
    }

    @Property
    @Label("a mutated record text is read and replayed, or refused with a readable message")
    void fromJsonAndReplay(@ForAll("records") String json) {
        Optional<GameRecord> record = Judge.attempt("RecordStore.fromJson", json, () -> RecordStore.fromJson(json, INPUT));
        record.ifPresent(r -> replay(json, r));
    }

    @Property
    @Label("a mutated record file, in any bytes, is loaded and replayed, or refused with a readable message")
    void loadAndReplay(@ForAll("records") String json, @ForAll boolean rawBytes) {
        Path file = sentinels.folder().resolve(INPUT);
        try {
            Files.write(file, json.getBytes(rawBytes ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Optional<GameRecord> record = Judge.attempt("RecordStore.load", json, () -> RecordStore.load(file));
        record.ifPresent(r -> replay(json, r));
    }

    private static void replay(String json, GameRecord record) {
        Optional<Replay> replay = Judge.attempt("RecordStore.replay", json, () -> RecordStore.replay(record, Games.CATALOG));
        replay.ifPresent(r -> Judge.mustWork("the replayed record's last position", json, () -> {
            r.last().legalMoves();
            r.last().position();
            return r.last().outcome();
        }));
    }

    @Provide
    Arbitrary<String> records() {
        return Arbitraries.lazy(RecordMutator::mutants);
    }
}
