package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("The launcher's command line")
class LaunchOptionsTest {

    @Nested
    @DisplayName("with no argument")
    class NoArgument {

        @Test
        @DisplayName("leaves the front-end to the display and runs no command")
        void displayDecides() {
            LaunchOptions o = LaunchOptions.parse(new String[0]);
            assertNull(o.ui());
            assertFalse(o.hasCommand());
            assertFalse(o.help());
        }
    }

    @Nested
    @DisplayName("with launcher options")
    class Options {

        @Test
        @DisplayName("--headless asks for no front-end")
        void headless() {
            assertEquals("none", LaunchOptions.parse(new String[] {"--headless"}).ui());
        }

        @Test
        @DisplayName("--ui console and --ui=swing name the front-end")
        void ui() {
            assertEquals("console", LaunchOptions.parse(new String[] {"--ui", "console"}).ui());
            assertEquals("swing", LaunchOptions.parse(new String[] {"--ui=Swing"}).ui());
        }

        @Test
        @DisplayName("an unknown front-end is refused with the choices")
        void unknownFrontEnd() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> LaunchOptions.parse(new String[] {"--ui", "html"}));
            assertTrue(e.getMessage().contains("swing, console, web, none"), e.getMessage());
        }

        @Test
        @DisplayName("--ui web listens on 127.0.0.1:8765 unless --port and --bind say otherwise")
        void web() {
            LaunchOptions o = LaunchOptions.parse(new String[] {"--ui", "web"});
            assertEquals("web", o.ui());
            assertEquals(8765, o.port());
            assertEquals("127.0.0.1", o.bind());
            LaunchOptions p = LaunchOptions.parse(new String[] {"--ui=web", "--port", "9000", "--bind=0.0.0.0"});
            assertEquals(9000, p.port());
            assertEquals("0.0.0.0", p.bind());
        }

        @Test
        @DisplayName("a port that is not a number from 1 to 65535, or --bind without an address, is refused")
        void badPortOrBind() {
            for (String[] args : new String[][] {{"--port", "http"}, {"--port", "0"}, {"--port=70000"}, {"--port"}, {"--bind"}}) {
                IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(args));
                assertTrue(e.getMessage().startsWith(args[0].replaceAll("=.*", "")), e.getMessage());
            }
        }

        @Test
        @DisplayName("--ui without a value is refused")
        void uiWithoutValue() {
            assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--ui"}));
        }

        @Test
        @DisplayName("--shell opens the shell with no front-end, and refuses a command")
        void shell() {
            LaunchOptions o = LaunchOptions.parse(new String[] {"--shell"});
            assertTrue(o.shell());
            assertEquals("none", o.ui());
            assertThrows(IllegalArgumentException.class, () -> LaunchOptions.parse(new String[] {"--shell", "games"}));
        }

        @Test
        @DisplayName("an unknown option is refused, naming it")
        void unknownOption() {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> LaunchOptions.parse(new String[] {"--fast"}));
            assertTrue(e.getMessage().contains("--fast"), e.getMessage());
        }
    }

    @Nested
    @DisplayName("with a command")
    class Command {

        @Test
        @DisplayName("passes the command and its own options on untouched")
        void commandKeepsItsOptions() {
            LaunchOptions o = LaunchOptions.parse(new String[] {"--verbose", "match", "beadmaster", "--seats", "a,b", "--ui"});
            assertTrue(o.verbose());
            assertTrue(o.hasCommand());
            assertEquals(List.of("match", "beadmaster", "--seats", "a,b", "--ui"), o.command());
        }
    }
}
