package org.beadbox.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.Socket;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The lobby across two nodes on H2")
class LobbyAcrossNodesOnH2Test extends LobbyAcrossNodesTest {

    @Override
    String database(Path home) {
        return "jdbc:h2:file:" + home.resolve("server").resolve("beadbox").toAbsolutePath() + ";AUTO_SERVER=TRUE";
    }

    @Test
    @DisplayName("a reader that never reads is dropped once 16 KB wait for it; nothing blocks, and the other streams go on")
    void slowReaderDropped() throws Exception {
        try (SiteNode.Stream fast = b.stream(deeCookie); Socket slow = new Socket()) {
            fast.next("hello");
            slow.setReceiveBufferSize(1024);
            slow.connect(new java.net.InetSocketAddress("127.0.0.1", b.port));
            SiteNode.request(slow, "GET", "/api/events", bobCookie, false);
            await("both streams open", () -> b.servlet.open() == 2);
            String payload = "x".repeat(org.beadbox.server.events.Events.MAX_PAYLOAD);
            int sent = 0;
            long started = System.nanoTime();
            while (b.servlet.open() == 2 && sent < 100_000) {
                b.events.publish("watchers", payload);
                sent++;
                if (sent % 1000 == 0) {
                    // events go out on one thread, in order: once the reading stream hears a mark, every
                    // event before it was offered to the slow stream too, so the count is of events sent
                    String mark = "seeks mark " + sent;
                    b.events.publish("seeks", mark.substring("seeks ".length()));
                    assertEquals(mark, fast.next(mark), "the reading stream hears every event in turn");
                }
            }
            long ms = (System.nanoTime() - started) / 1_000_000;
            await("the slow stream dropped", () -> b.servlet.open() == 1);
            assertTrue(sent < 100_000, "dropped after " + sent + " events in " + ms + " ms");
            b.events.publish("seeks", "after");
            String heard = fast.next("seeks after");
            assertEquals("seeks after", heard, "the reading stream still hears");
        }
    }
}
