package org.beadbox.core.remote;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.google.gson.JsonParser;
import java.time.Duration;
import java.util.List;
import org.beadbox.core.ClockReading;
import org.beadbox.core.TimeControl;
import org.junit.jupiter.api.Test;

/** A joined table reads the host's clocks from its state messages. */
class RemoteClocksTest {

    private static RemoteTable.State state(String clocks) {
        return HostMessages.state(JsonParser.parseString("{\"type\":\"state\",\"moves\":[\"a1\"],\"toMove\":1,\"over\":false,\"yourTurn\":true"
                + (clocks == null ? "" : ",\"clocks\":" + clocks) + "}").getAsJsonObject());
    }

    @Test
    void theHostsTimesAndTheRunningSeatAreRead() {
        assertEquals(new ClockReading(TimeControl.parse("10+5"), List.of(Duration.ofMillis(431_200), Duration.ofMillis(9_400)), 1),
                state("{\"control\":\"10+5\",\"remainingMillis\":[431200,9400],\"running\":1}").clocks());
    }

    @Test
    void noClocksOrClocksThatDoNotReadAreNone() {
        assertNull(state(null).clocks());
        assertNull(state("{\"control\":\"soon\",\"remainingMillis\":[1,2],\"running\":0}").clocks());
        assertNull(state("{\"control\":\"5+3\",\"remainingMillis\":\"lots\"}").clocks());
    }
}
