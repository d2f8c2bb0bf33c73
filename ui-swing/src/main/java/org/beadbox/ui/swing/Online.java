package org.beadbox.ui.swing;

import org.beadbox.core.online.OnlineTables;

/**
 * The way to this host's online tables, found in the registry (never by importing the web
 * front-end): whether they can be hosted here, and the service, its web stack started first
 * when it is not running.
 */
interface Online {

    /** No web front-end: nothing is offered. */
    Online NONE = new Online() {
        @Override
        public boolean canHost() {
            return false;
        }

        @Override
        public OnlineTables host() {
            throw new IllegalStateException("This Beadbox has no web front-end, so it cannot host online tables.");
        }
    };

    /** Whether tables can be hosted here: the service runs, or its bundles can be started. Cheap. */
    boolean canHost();

    /**
     * The service, starting the web stack when needed. Blocks for up to half a minute: never
     * on the event thread.
     *
     * @throws IllegalStateException one line for a person saying why there is none
     */
    OnlineTables host() throws InterruptedException;
}
