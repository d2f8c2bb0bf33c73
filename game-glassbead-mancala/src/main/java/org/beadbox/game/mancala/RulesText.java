package org.beadbox.game.mancala;

/** The rules, history and notation as an HTML fragment for {@code GameInfo}. */
final class RulesText {

    private RulesText() {
    }

    static final String HTML = "<h2>Glass Bead Game</h2>";
}
