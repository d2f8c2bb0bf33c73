package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.net.InetAddress;
import java.net.URI;
import java.util.List;
import javax.inject.Inject;
import org.beadbox.api.Setup;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.core.online.Table;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.BundleContext;

/**
 * The web front-end bound to every interface ({@code --bind 0.0.0.0}): the links carry this
 * machine's own address, which a guest elsewhere can open, and a connection that does not come
 * from this machine may play its seat but neither open tables nor hand seats to the computer.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class WebBindIT {

    @Inject
    private OnlineTables online;

    @Inject
    private GameCatalog games;

    @Inject
    private BundleContext context;

    /** The platform, the games, the AI players, the web stack on 0.0.0.0 and ui-web. */
    @Configuration
    public Option[] config() {
        return WebOptions.runtime(WebBindIT.class, "0.0.0.0");
    }

    private String port() {
        return context.getProperty("org.osgi.service.http.port");
    }

    @Test
    public void linksUseThisMachinesAddressAndGuestsThereMayPlayButNotHost() throws Exception {
        URI address = online.address();
        InetAddress a = InetAddress.getByName(address.getHost().replace("[", "").replace("]", ""));
        assertFalse("links for a guest elsewhere cannot name " + address, a.isAnyLocalAddress() || a.isLoopbackAddress());
        assertEquals(Integer.parseInt(port()), address.getPort());
        String lan = "ws://" + address.getRawAuthority();

        // A browser reaching the host by that address is not on the host itself: it may not open tables.
        try (WsClient guestLobby = WsClient.connect(URI.create(lan + "/ws/lobby"), null)) {
            JsonObject games = guestLobby.next("games");
            assertFalse(games.get("host").getAsBoolean());
            JsonObject create = new JsonObject();
            create.addProperty("type", "create");
            create.addProperty("game", "glassbead-challenge");
            JsonArray seats = new JsonArray();
            for (int i = 0; i < 2; i++) {
                JsonObject s = new JsonObject();
                s.addProperty("kind", "invite");
                seats.add(s);
            }
            create.add("seats", seats);
            guestLobby.send(create);
            assertTrue(guestLobby.next("error").get("reason").getAsString().contains("only the host"));
            assertTrue(online.tables().isEmpty());
        }
        // The host's own browser, holding the launcher's secret, may; a page on loopback without it may not.
        try (WsClient hostLobby = WsClient.connectAsHost(URI.create("ws://127.0.0.1:" + port() + "/ws/lobby"))) {
            assertTrue(hostLobby.next("games").get("host").getAsBoolean());
        }
        try (WsClient local = WsClient.connect(URI.create("ws://127.0.0.1:" + port() + "/ws/lobby"), null)) {
            assertFalse("loopback alone is not the host", local.next("games").get("host").getAsBoolean());
        }

        Eventually.await("the game", () -> games.find("glassbead-challenge").isPresent(), games::ids);
        Table t = online.open("glassbead-challenge", Setup.of(2, 1), List.of(SeatRequest.invite("Ann"), SeatRequest.invite("Bob")));
        try {
            URI link = t.seatLink(1).orElseThrow();
            assertEquals(address.getRawAuthority(), link.getRawAuthority());
            // The guest opens the link as it is: it reaches the table and takes the seat.
            try (WsClient bob = WsClient.connect(WebSeats.socket(link, t.id()), null)) {
                JsonObject welcome = bob.next("welcome");
                assertEquals(1, welcome.getAsJsonArray("you").get(0).getAsInt());
                assertFalse("a guest elsewhere is not the host", welcome.get("host").getAsBoolean());
                JsonObject handover = new JsonObject();
                handover.addProperty("type", "handover");
                handover.addProperty("seat", 0);
                handover.addProperty("spec", "random");
                bob.send(handover);
                assertTrue(bob.next("error").get("reason").getAsString().contains("only the host"));
                assertEquals("human", t.match().seatSpec(0));
            }
        } finally {
            t.close("test over");
        }
    }
}
