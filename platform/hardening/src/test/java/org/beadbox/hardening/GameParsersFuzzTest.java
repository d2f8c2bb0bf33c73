package org.beadbox.hardening;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Setup;
import org.beadbox.core.Replay;

/**
 * Every game's three parsers fed mutated input: {@code GameState.parseMove} (a notation typed
 * in a position), {@code Game.parsePosition} (a pasted position string) and {@code
 * Game.readMoves} (a record file in the game's own format). Each answers with a result that
 * works or a readable {@link IllegalArgumentException}, in time, touching no file.
 */
@Label("The games' parsers, fed broken input")
class GameParsersFuzzTest {

    /** What one try hands a parser: the game, a position, and the text. */
    record Case(Game game, GameState state, String text) {
    }

    private static Sentinels sentinels;

    @BeforeContainer
    static void makeSentinels() {
        sentinels = new Sentinels(Sentinels.work("parsers"));
    }

    @AfterContainer
    static void checkSentinels() {
        sentinels.check();
        Judge.writeFigures();
    }

    @Property
    @Label("a mutated notation is a legal move that plays, or is refused with a readable message")
    void parseMove(@ForAll("notations") Case c) {
        Optional<Move> move = Judge.attempt(c.game().info().id() + " parseMove", c.text(), () -> c.state().parseMove(c.text()));
        move.ifPresent(m -> Judge.mustWork(c.game().info().id() + " play(parseMove(...))", c.text(), () -> c.state().play(m)));
    }

    @Property
    @Label("a mutated position string is a usable position that round-trips, or is refused with a readable message")
    void parsePosition(@ForAll("positions") Case c) {
        String id = c.game().info().id();
        Optional<GameState> parsed = Judge.attempt(id + " parsePosition", c.text(), () -> c.game().parsePosition(c.text()));
        parsed.ifPresent(s -> Judge.mustWork(id + " using a parsed position", c.text(), () -> {
            String position = s.position();
            assertEquals(position, c.game().parsePosition(position).position(), "the position string round-trips");
            List<Move> legal = s.legalMoves();
            assertEquals(legal.isEmpty(), s.isOver(), "no legal move exactly when the game is over");
            s.score();
            s.toText();
            if (!legal.isEmpty()) {
                s.play(legal.get(0));
                s.toMove();
            }
            return null;
        }));
    }

    @Property
    @Label("a mutated record text reads as a list of notations, or is refused with a readable message")
    void readMoves(@ForAll("moveTexts") Case c) {
        Optional<List<String>> moves = Judge.attempt(c.game().info().id() + " readMoves", c.text(),
                () -> c.game().readMoves(c.text()));
        moves.ifPresent(list -> {
            list.forEach(n -> assertEquals(false, n == null || n.isEmpty(), "no empty notation"));
            Setup setup = Setup.of(c.game().info().minPlayers(), 0);
            Judge.attempt(c.game().info().id() + " replaying what readMoves read", c.text(),
                    () -> Replay.of(c.game(), setup, "", list));
        });
    }

    @Provide
    Arbitrary<Case> notations() {
        List<Corpus.Position> positions = Corpus.positions().stream().filter(p -> !p.state().isOver()).toList();
        List<String> seeds = positions.stream().flatMap(p -> p.notations().stream()).toList();
        return Combinators.combine(Arbitraries.of(positions), Mutator.mutants(seeds))
                .as((p, text) -> new Case(p.game(), p.state(), text));
    }

    @Provide
    Arbitrary<Case> positions() {
        return Arbitraries.of(Corpus.ALL).flatMap(c -> Mutator.mutants(c.positionStrings())
                .map(text -> new Case(c.game(), null, text)));
    }

    @Provide
    Arbitrary<Case> moveTexts() {
        return Arbitraries.of(Corpus.ALL).flatMap(c -> Mutator.mutants(c.moveTexts())
                .map(text -> new Case(c.game(), null, text)));
    }
}
