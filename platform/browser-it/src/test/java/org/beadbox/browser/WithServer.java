package org.beadbox.browser;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * A real {@code ./beadbox server} (H2 in its own Beadbox folder) for a class of Chromium tests,
 * started before its first test and stopped after its last, on every way out.
 */
abstract class WithServer {

    /** The password every account of these tests registers with. */
    static final String PASSWORD = "correct horse battery";

    /** The running server; a test that restarts it puts the new process here. */
    static BeadboxProcess server;

    @BeforeAll
    static void startServer() throws Exception {
        Browsers.requireInstalled();
        server = BeadboxProcess.startServer();
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            server.close();
            server = null;
        }
    }
}
