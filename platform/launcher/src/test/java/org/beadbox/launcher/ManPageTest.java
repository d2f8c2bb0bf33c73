package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("beadbox(1), written from the usage texts")
class ManPageTest {

    private static final String HELP = """
            usage: beadbox COMMAND [ARGUMENTS]   (no command: the front-end)

              games
                  Lists the installed games.
              engines
                  .a description that looks like a request
              match GAME --seats A,B [--moves "M1 ..."]
                  Plays players against each other; last line 'points: P1 P2 ...'.

            Set BEADBOX_DEBUG=1 to see stack traces of errors.
            """;

    @Test
    @DisplayName("the launcher's own --help becomes the synopsis and description; each command of help a tagged paragraph")
    void rendersTheUsage() {
        String previous = System.getProperty(Main.COMMAND);
        System.setProperty(Main.COMMAND, "beadbox");
        try {
            ByteArrayOutputStream usage = new ByteArrayOutputStream();
            Main.run(new String[] {"--help"}, new PrintStream(usage, true, StandardCharsets.UTF_8), System.err);
            String page = ManPage.render(usage.toString(StandardCharsets.UTF_8), HELP, "1.2.3");
            List<String> lines = page.lines().toList();
            assertEquals(".TH BEADBOX 1 \"\" \"Beadbox 1.2.3\" \"User Commands\"", lines.get(0));
            for (String section : List.of("NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "ENVIRONMENT", "FILES", "EXIT STATUS")) {
                assertTrue(lines.contains(".SH " + section), section + " in\n" + page);
            }
            assertTrue(page.contains("\nbeadbox [\\-\\-ui swing|console|web|none]"), "the synopsis from --help, minus signs escaped:\n" + page);
            assertTrue(page.contains("\nWith no argument Beadbox opens its window"), page);
            assertTrue(page.contains(".TP\n.B games\nLists the installed games.\n"), page);
            assertTrue(page.contains(".B match GAME \\-\\-seats A,B [\\-\\-moves \\(dqM1 ...\\(dq]\n"), "quotes cannot end the macro's argument:\n" + page);
            assertTrue(page.contains("\n\\&.a description that looks like a request\n"), "a text line starting with a dot is not a request:\n" + page);
            assertFalse(page.contains("Beadbox home:"), "no folder of the machine that built the page:\n" + page);
            for (String line : lines) {
                assertTrue(!line.startsWith(".") || line.matches("\\.(TH|SH|TP|B|PP|nf|fi)( .*)?"), "only the macros it means: " + line);
            }
        } finally {
            if (previous == null) {
                System.clearProperty(Main.COMMAND);
            } else {
                System.setProperty(Main.COMMAND, previous);
            }
        }
    }

    @Test
    @DisplayName("escapes backslashes, minus signs and quotes")
    void escapes() {
        assertEquals("a\\eb \\-\\-x \\(dqy\\(dq", ManPage.escape("a\\b --x \"y\""));
        assertEquals("\\&'quoted", ManPage.escape("'quoted"));
        assertEquals(Path.of("x").toString(), "x");
    }
}
