package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The words the packages in {@code packaging/} show a person before they play: the package's
 * description (the .deb's, the app images', the menu entry's comment) names the three games as
 * the games call themselves (issue 46 §12: it used to call the mancala "Mancala" and leave out
 * the Challenge).
 */
class PackagingTextTest {

    /** The clone's root: this module is platform/launcher. */
    private static final Path ROOT = Path.of("").toAbsolutePath().getParent().getParent();
    private static final List<String> GAMES = List.of("Glass Bead Challenge", "Glass Bead Game", "BeadMaster");
    private static final Pattern DESCRIPTION = Pattern.compile("--description \"([^\"]*)\"");

    @Test
    @DisplayName("every package description names the Glass Bead Challenge, the Glass Bead Game and BeadMaster")
    void descriptionsNameTheThreeGames() throws IOException {
        int seen = 0;
        for (String file : List.of("packaging/package", "packaging/windows/jpackage.args", "packaging/macos/jpackage.args")) {
            Matcher m = DESCRIPTION.matcher(Files.readString(ROOT.resolve(file)));
            while (m.find()) {
                seen++;
                String description = m.group(1);
                for (String game : GAMES) {
                    assertTrue(description.contains(game), file + ": the description '" + description + "' leaves out " + game);
                }
                assertFalse(description.contains("Mancala"), file + ": no game is called Mancala: '" + description + "'");
            }
        }
        assertTrue(seen >= 4, "found " + seen + " --description lines in packaging/, expected 4");
    }

    @Test
    @DisplayName("the menu entry takes its comment from that description and its keywords find each game")
    void desktopEntry() throws IOException {
        String entry = Files.readString(ROOT.resolve("packaging/linux/beadbox.desktop"));
        assertTrue(entry.contains("Comment=APPLICATION_DESCRIPTION"), entry);
        String keywords = entry.lines().filter(l -> l.startsWith("Keywords=")).findFirst().orElse("").toLowerCase();
        for (String word : List.of("glass bead", "mancala", "beadmaster")) {
            assertTrue(keywords.contains(word), "the keywords leave out " + word + ": " + keywords);
        }
    }
}
