package org.beadbox.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * A browser test class's own Beadbox: one launcher process serving the web front-end, started
 * before the class's tests (once the browsers are known to be installed) and stopped after them.
 */
abstract class WithBeadbox {

    static BeadboxProcess beadbox;

    @BeforeAll
    static void startBeadbox() throws Exception {
        Browsers.requireInstalled();
        beadbox = BeadboxProcess.start();
    }

    @AfterAll
    static void stopBeadbox() {
        if (beadbox != null) {
            beadbox.close();
            beadbox = null;
        }
    }
}
