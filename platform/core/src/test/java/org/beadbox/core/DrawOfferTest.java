package org.beadbox.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.GameState;
import org.beadbox.api.Outcome;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.testkit.TakeAway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("A draw offer")
class DrawOfferTest {

    private static final Duration WAIT = Duration.ofSeconds(5);

    /** Hears every offer's news, as "OPEN 0 [1]", "DECLINED 0 by 1". */
    static final class Heard implements MatchListener {
        final List<String> news = new CopyOnWriteArrayList<>();

        @Override
        public void drawOffer(DrawOffer o) {
            news.add(o.status() + " " + o.seat() + (o.open() ? " " + o.waiting() : o.by() >= 0 ? " by " + o.by() : ""));
        }
    }

    private static MatchBuilder seats(int n, Player... players) {
        MatchBuilder b = Match.builder(new TakeAway()).setup(Setup.of(n, 7).with("beads", "20"));
        for (int i = 0; i < n; i++) {
            b.seat(i, players[i], players[i] instanceof HumanPlayer ? "human" : "computer");
        }
        return b;
    }

    @Nested
    @DisplayName("between two people")
    class TwoPeople {

        @Test
        @DisplayName("accepted ends the game drawn by agreement, recorded so that an older Beadbox still reads it")
        void accepted() throws Exception {
            HumanPlayer a = new HumanPlayer();
            HumanPlayer b = new HumanPlayer();
            Heard heard = new Heard();
            try (Match m = seats(2, a, b).listener(heard).build()) {
                m.start();
                assertTrue(MatchTest.awaitTrue(a::isWaiting));
                assertNull(m.offerDraw(0).join());
                assertEquals(Set.of(1), m.drawOffer().orElseThrow().waiting());
                assertEquals("you offered this draw: the others answer it", m.answerDraw(0, true).join(),
                        "the seat that offered cannot accept for the other");
                assertNull(m.answerDraw(1, true).join());
                Outcome o = m.awaitEnd(WAIT).orElseThrow();
                assertEquals(List.of(0, 1), o.winners());
                assertEquals(DrawOffer.SUMMARY, o.summary());
                assertTrue(m.drawOffer().isEmpty());
                assertEquals(List.of("OPEN 0 [1]", "AGREED 0"), heard.news);
                GameRecord.Result r = m.record().result();
                assertEquals(GameRecord.Result.RESIGNED, r.status(), "a status every Beadbox reads");
                assertTrue(r.agreedDraw());
                String json = RecordStore.toJson(m.record());
                assertTrue(json.contains("\"formatVersion\": 1"), json);
                assertTrue(RecordStore.fromJson(json, "test").result().agreedDraw(), "read back strictly");
                assertEquals("the game is over", m.offerDraw(1).join());
            }
        }

        @Test
        @DisplayName("declined goes on, and the same seat may not offer again until a move is played")
        void declined() throws Exception {
            HumanPlayer a = new HumanPlayer();
            HumanPlayer b = new HumanPlayer();
            Heard heard = new Heard();
            try (Match m = seats(2, a, b).listener(heard).build()) {
                m.start();
                assertTrue(MatchTest.awaitTrue(a::isWaiting));
                assertEquals("no draw is offered", m.answerDraw(1, true).join());
                assertNull(m.offerDraw(0).join());
                assertEquals("you have offered a draw already: wait for the answer", m.offerDraw(0).join());
                assertEquals("Player 1 has offered a draw: accept or decline it", m.offerDraw(1).join());
                assertNull(m.answerDraw(1, false).join());
                assertEquals("no draw is offered", m.answerDraw(1, true).join(), "a declined offer is closed");
                assertEquals("you have offered a draw at this move already: offer again after the next move",
                        m.offerDraw(0).join(), "one offer per player per move: no spamming");
                assertFalse(m.isOver());
                assertTrue(a.offer("1"));
                assertTrue(MatchTest.awaitTrue(b::isWaiting));
                assertNull(m.offerDraw(0).join(), "after a move the seat may offer again");
                assertEquals(List.of("OPEN 0 [1]", "DECLINED 0 by 1", "OPEN 0 [1]"), heard.news);
            }
        }

        @Test
        @DisplayName("lapses with the next move")
        void lapses() throws Exception {
            HumanPlayer a = new HumanPlayer();
            HumanPlayer b = new HumanPlayer();
            Heard heard = new Heard();
            try (Match m = seats(2, a, b).listener(heard).build()) {
                m.start();
                assertTrue(MatchTest.awaitTrue(a::isWaiting));
                assertNull(m.offerDraw(1).join(), "an offer may be made on the other's turn too");
                assertTrue(a.offer("2"));
                assertTrue(MatchTest.awaitTrue(() -> m.drawOffer().isEmpty()));
                assertEquals("no draw is offered", m.answerDraw(0, true).join());
                assertEquals(List.of("OPEN 1 [0]", "LAPSED 1"), heard.news);
                assertFalse(m.isOver());
            }
        }
    }

    @Test
    @DisplayName("with three seats needs every other seat to accept")
    void threeSeats() throws Exception {
        HumanPlayer a = new HumanPlayer();
        HumanPlayer b = new HumanPlayer();
        HumanPlayer c = new HumanPlayer();
        Heard heard = new Heard();
        try (Match m = seats(3, a, b, c).listener(heard).build()) {
            m.start();
            assertTrue(MatchTest.awaitTrue(a::isWaiting));
            assertNull(m.offerDraw(1).join());
            assertNull(m.answerDraw(2, true).join());
            assertFalse(m.isOver(), "one seat's acceptance is not enough");
            assertEquals(Set.of(0), m.drawOffer().orElseThrow().waiting());
            assertNull(m.answerDraw(0, true).join());
            assertEquals(List.of(0, 1, 2), m.awaitEnd(WAIT).orElseThrow().winners());
            assertEquals(List.of("OPEN 1 [0, 2]", "OPEN 1 [0]", "AGREED 1"), heard.news);
        }
    }

    @Nested
    @DisplayName("to the computer")
    class Computer {

        @Test
        @DisplayName("is accepted when it sees nothing to play for (the default: not ahead on the score)")
        void accepted() throws Exception {
            HumanPlayer a = new HumanPlayer();
            try (Match m = seats(2, a, new TestPlayers.First()).build()) {
                m.start();
                assertTrue(MatchTest.awaitTrue(a::isWaiting));
                assertNull(m.offerDraw(0).join());
                assertEquals(DrawOffer.SUMMARY, m.awaitEnd(WAIT).orElseThrow().summary());
                assertFalse(a.isWaiting(), "the person's turn ended with the game");
            }
        }

        @Test
        @DisplayName("is declined by a player that answers no, and the game goes on")
        void declined() throws Exception {
            HumanPlayer a = new HumanPlayer();
            Heard heard = new Heard();
            Player stubborn = new TestPlayers.FirstLegal() {
                @Override
                public boolean acceptsDraw(GameState state, int seat) {
                    return false;
                }
            };
            try (Match m = seats(2, a, stubborn).listener(heard).build()) {
                m.start();
                assertTrue(MatchTest.awaitTrue(a::isWaiting));
                assertNull(m.offerDraw(0).join());
                assertTrue(MatchTest.awaitTrue(() -> heard.news.size() == 2));
                assertEquals(List.of("OPEN 0 [1]", "DECLINED 0 by 1"), heard.news);
                assertFalse(m.isOver());
            }
        }

        @Test
        @DisplayName("is declined by default by a seat ahead on the score")
        void ahead() {
            GameState won = new TakeAway().start(Setup.of(2, 7).with("beads", "1")).play(new TakeAway().start(
                    Setup.of(2, 7).with("beads", "1")).parseMove("1"));
            Player p = (s, clock, progress) -> null;
            assertFalse(p.acceptsDraw(won, 0), "seat 0 leads 1 to 0");
            assertTrue(p.acceptsDraw(won, 1));
        }
    }
}
