package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

class CommandLineTest {

    @Nested
    @DisplayName("splitting a command line")
    class Split {

        @Test
        @DisplayName("separates arguments on white space")
        void plain() {
            assertEquals(List.of("java", "-jar", "ref.jar"), CommandLine.split("  java   -jar\tref.jar "));
        }

        @Test
        @DisplayName("keeps quoted white space and drops the quotes")
        void quotes() {
            assertEquals(List.of("run", "my engine", "it's", "a\"b", ""), CommandLine.split("run 'my engine' \"it's\" a\\\"b ''"));
            assertEquals(List.of("x", "a \"q\" \\"), CommandLine.split("x \"a \\\"q\\\" \\\\\""));
        }

        @Test
        @DisplayName("refuses an unclosed quote or an empty line")
        void refuses() {
            assertThrows(IllegalArgumentException.class, () -> CommandLine.split("java 'unclosed"));
            assertThrows(IllegalArgumentException.class, () -> CommandLine.split("   "));
        }
    }

    @Test
    @DisplayName("joining quotes what needs it, and splits back to the same arguments")
    void roundTrip() {
        List<String> args = List.of("/usr/bin/java", "-cp", "a.jar:b.jar", "my engine", "it's", "", "$HOME");
        assertEquals(args, CommandLine.split(CommandLine.join(args)));
        assertEquals("java -cp a.jar:b.jar 'my engine'", CommandLine.join(List.of("java", "-cp", "a.jar:b.jar", "my engine")));
    }
}
