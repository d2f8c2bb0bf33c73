package org.beadbox.core.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.beadbox.api.Setup;
import org.junit.jupiter.api.Test;

/** How the client reads the host's messages and what it sends, without a socket. */
class RemoteTableTest {

    private final List<String> heard = new ArrayList<>();
    private final List<String> sent = new ArrayList<>();
    private final RemoteTable.Listener listener = new RemoteTable.Listener() {
        @Override
        public void welcome(RemoteTable.Welcome w) {
            heard.add("welcome " + w.game() + " " + w.gameName() + " you=" + w.you() + " seats=" + w.seats().size() + " setup=" + w.setup());
        }

        @Override
        public void state(RemoteTable.State s) {
            heard.add("state " + s.moves() + " toMove=" + s.toMove() + " over=" + s.over() + " " + s.summary() + " yours=" + s.yourTurn());
        }

        @Override
        public void presence(List<RemoteTable.Seat> seats) {
            heard.add("presence " + seats.stream().map(x -> x.name() + ":" + x.connected()).toList());
        }

        @Override
        public void refused(String reason) {
            heard.add("refused " + reason);
        }

        @Override
        public void closed(String reason) {
            heard.add("closed " + reason);
        }

        @Override
        public void drawOffer(org.beadbox.core.DrawOffer o) {
            heard.add("draw " + o.status() + " " + o.seat() + " " + o.waiting() + " by " + o.by());
        }

        @Override
        public void dropped(String reason) {
            heard.add("dropped " + reason);
        }
    };
    private final RemoteTable table = new RemoteTable(TableLink.parse("http://127.0.0.1:1/table.html#t.k"), listener, sent::add);

    @Test
    void aStateIsReadWithoutItsSceneAndOneThatSendsNoSceneAgainIsAStateToo() {
        String scene = "{\"width\":10,\"height\":10,\"background\":\"#000000\",\"styles\":[{}],\"shapes\":[[\"rect\",\"a\",0,0,1,1,0,0]]}";
        JsonObject m = HostMessages.withoutScene("{\"scene\":" + scene + ",\"type\":\"state\",\"moves\":[\"2\"],\"toMove\":1}");
        assertFalse(m.has("scene"), "the scene is skipped: " + m);
        assertEquals("state", m.get("type").getAsString());
        assertEquals(1, m.getAsJsonArray("moves").size());
        assertNull(HostMessages.withoutScene("[1,2]"));
        assertNull(HostMessages.withoutScene("{\"type\":"));
        table.receive("{\"scene\":" + scene + ",\"type\":\"state\",\"toMove\":1,\"moves\":[\"2\"],\"over\":false,\"yourTurn\":false}");
        table.receive("{\"type\":\"state\",\"sameScene\":true,\"toMove\":1,\"moves\":[\"2\"],\"over\":false,\"yourTurn\":true,\"next\":[\"1\"]}");
        assertEquals(List.of("state [2] toMove=1 over=false  yours=false", "state [2] toMove=1 over=false  yours=true"), heard);
    }

    @Test
    void readsEachMessageTheProtocolNames() {
        table.receive("{\"type\":\"welcome\",\"table\":\"t\",\"game\":\"take-away\",\"gameName\":\"Take away\",\"rulesHtml\":\"<p>x</p>\","
                + "\"you\":[1],\"seats\":[{\"name\":\"Ann\",\"player\":\"human\",\"color\":\"#ff0000\",\"connected\":true},"
                + "{\"name\":\"Bo\",\"player\":\"remote\",\"color\":\"#0000ff\",\"connected\":false}]}");
        table.receive("{\"type\":\"state\",\"scene\":{},\"toMove\":1,\"moves\":[\"2\",\"3\"],\"score\":[0,0],\"over\":false,\"yourTurn\":true,\"next\":[\"1\"]}");
        table.receive("{\"type\":\"presence\",\"seats\":[{\"name\":\"Ann\",\"connected\":true},{\"name\":\"Bo\",\"connected\":true}]}");
        table.receive("{\"type\":\"error\",\"reason\":\"it is not your turn\"}");
        table.receive("{\"type\":\"fault\",\"reason\":\"Ann's player failed\"}");
        table.receive("{\"type\":\"state\",\"toMove\":0,\"moves\":[\"2\",\"3\",\"1\"],\"over\":true,\"result\":{\"ranks\":[1,0],\"summary\":\"Bo wins\"},\"yourTurn\":false}");
        assertEquals(List.of(
                "welcome take-away Take away you=[1] seats=2 setup=Optional.empty",
                "state [2, 3] toMove=1 over=false  yours=true",
                "presence [Ann:true, Bo:true]",
                "refused it is not your turn",
                "refused Ann's player failed",
                "state [2, 3, 1] toMove=0 over=true Bo wins yours=false"), heard);
    }

    @Test
    void drawOffersAreReadAndOffersAndAnswersSent() {
        table.receive("{\"type\":\"drawOffer\",\"status\":\"offered\",\"seat\":0,\"waiting\":[1]}");
        table.receive("{\"type\":\"drawOffer\",\"status\":\"declined\",\"seat\":0,\"waiting\":[],\"by\":1}");
        table.receive("{\"type\":\"drawOffer\",\"status\":\"withdrawn\",\"seat\":0,\"waiting\":[]}"); // a newer host's: skipped
        assertEquals(List.of("draw OPEN 0 [1] by -1", "draw DECLINED 0 [] by 1"), heard);
        table.offerDraw(1);
        table.answerDraw(false);
        assertEquals(List.of("{\"type\":\"draw\",\"seat\":1}", "{\"type\":\"drawReply\",\"accept\":false}"), sent);
    }

    @Test
    void aSetupSentByTheHostIsRead() {
        RemoteTable.Welcome w = HostMessages.welcome(com.google.gson.JsonParser.parseString(
                "{\"type\":\"welcome\",\"game\":\"g\",\"you\":[0,2],\"seats\":[],\"setup\":{\"players\":3,\"options\":{\"beads\":\"9\"},\"seed\":42}}")
                .getAsJsonObject());
        assertEquals(Set.of(0, 2), w.you());
        assertEquals(new Setup(3, Map.of("beads", "9"), 42), w.setup().orElseThrow());
    }

    @Test
    void unknownTypesAndMalformedMessagesAreSkipped() {
        table.receive("{\"type\":\"thinking\",\"seat\":0,\"estimate\":0.4}");
        table.receive("{\"type\":\"handover\",\"seat\":1}");
        table.receive("{\"type\":\"undoRequest\"}");
        table.receive("not json at all {");
        table.receive("[1,2,3]");
        table.receive("{\"no\":\"type\"}");
        table.receive("{\"type\":\"state\",\"moves\":{\"not\":\"a list\"}}");
        table.receive("{\"type\":\"presence\",\"seats\":[]}");
        assertEquals(List.of("presence []"), heard);
        assertFalse(table.isGone());
    }

    @Test
    void movesAndResignationsGoOutAsTheProtocolSays() {
        table.move(1, "3");
        table.resign(1);
        assertEquals(List.of("{\"type\":\"move\",\"notation\":\"3\",\"seat\":1}", "{\"type\":\"resign\",\"seat\":1}"), sent);
    }

    @Test
    void aClosedTableIsNotADropAndADropIsHeardOnce() {
        table.receive("{\"type\":\"closed\",\"reason\":\"the game was uninstalled\"}");
        table.ended("going away");
        assertEquals(List.of("closed the game was uninstalled"), heard);
        assertTrue(table.isGone());
        table.move(0, "1");
        assertEquals(List.of(), sent, "nothing is sent on a closed table");

        RemoteTable other = new RemoteTable(TableLink.parse("http://127.0.0.1:1/table.html#t.k"), listener, sent::add);
        other.ended("connection reset");
        other.ended("again");
        assertEquals("dropped connection reset", heard.get(heard.size() - 1));
        assertEquals(2, heard.size());
    }
}
