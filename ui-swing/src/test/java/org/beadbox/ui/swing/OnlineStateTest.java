package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.beadbox.core.ClockReading;
import org.beadbox.core.TimeControl;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A joined table's clocks")
class OnlineStateTest {

    @Test
    @DisplayName("stop where they stand when the table closes (the host closed it)")
    void stopOnClose() throws InterruptedException {
        OnlineState s = new OnlineState();
        s.hostClocks(new ClockReading(TimeControl.parse("10+5"), List.of(Duration.ofMinutes(10), Duration.ofMinutes(10)), 0));
        Thread.sleep(30);
        assertThat(s.clocks().orElseThrow().remaining().get(0)).isLessThan(Duration.ofMinutes(10));
        s.closed();
        ClockReading stopped = s.clocks().orElseThrow();
        assertThat(stopped.running()).isEqualTo(-1);
        Thread.sleep(30);
        assertThat(s.clocks().orElseThrow()).isEqualTo(stopped);
    }
}
