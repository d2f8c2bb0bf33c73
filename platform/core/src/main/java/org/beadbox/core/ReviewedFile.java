package org.beadbox.core;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.beadbox.api.Quote;

/** Stores a review in a record file, keeping all else it holds ({@link RecordStore#storeReview}). */
final class ReviewedFile {

    private ReviewedFile() {
    }

    /** As {@link RecordStore#storeReview}, which says what it checks and throws. */
    static void store(Path file, GameRecord original, org.beadbox.core.review.ReviewRecord review) {
        String name = Quote.line(String.valueOf(file.getFileName()));
        String text = RecordStore.readText(file);
        if (!RecordStore.fromJson(text, name).equals(original)) {
            throw new IllegalStateException(name + " changed while it was reviewed: the review is not stored in it");
        }
        String reviewed = RecordJson.withReview(text, original.withReview(review));
        long size = reviewed.getBytes(StandardCharsets.UTF_8).length;
        if (size > RecordStore.MAX_FILE) {
            throw new IllegalArgumentException(name + " would be " + size + " bytes with its review, more than a record may be ("
                    + RecordStore.MAX_FILE + "): the review is not stored in it");
        }
        AtomicWrite.replace(file, reviewed);
    }
}
