package org.beadbox.testkit;

import java.util.List;
import org.beadbox.api.Move;

/**
 * A test game's move of one step, named by a letter (or any word): its notation is the letter.
 *
 * @param letter the step and the notation
 */
public record Letter(String letter) implements Move {

    @Override
    public List<String> steps() {
        return List.of(letter);
    }

    @Override
    public String notation() {
        return letter;
    }
}
