package org.beadbox.ai.external;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineFileTest {

    private final Path home = Path.of("/home/me/.beadbox");

    @Nested
    @DisplayName("reading engines.json")
    class Reading {

        @Test
        @DisplayName("takes a command as a list of arguments or as one command line, and a folder from the Beadbox folder")
        void entries(@TempDir Path tmp) throws Exception {
            Path beadbox = Files.createDirectories(tmp.resolve("beadbox/engines"));
            Path ref = Files.createDirectories(tmp.resolve("opt/ref"));
            EngineFile.Contents c = EngineFile.parse("""
                    [ {"name": "Gnu Bead 2", "command": ["gnubead", "--mode", "engine"], "dir": "engines"},
                      {"name": "Ref", "command": "java -cp 'my lib/ref.jar' Ref", "dir": "%s"},
                      {"name": "Plain", "command": "plain"} ]""".formatted(ref), beadbox.getParent());
            assertEquals(List.of(), c.problems());
            assertEquals(List.of("gnu-bead-2", "ref", "plain"), c.engines().stream().map(EngineConfig::id).toList());
            assertEquals(List.of("gnubead", "--mode", "engine"), c.engines().get(0).command());
            assertEquals(beadbox, c.engines().get(0).dir());
            assertEquals(List.of("java", "-cp", "my lib/ref.jar", "Ref"), c.engines().get(1).command());
            assertEquals(ref, c.engines().get(1).dir());
            assertNull(c.engines().get(2).dir());
            assertEquals(EngineSandbox.Rules.NONE, c.engines().get(2).sandbox());
        }

        @Test
        @DisplayName("an entry whose folder does not exist, or is a file, is left out with one line saying so")
        void missingFolder(@TempDir Path tmp) throws Exception {
            Files.writeString(tmp.resolve("a-file"), "x");
            EngineFile.Contents c = EngineFile.parse("""
                    [ {"name": "Gone", "command": "gone", "dir": "no-such-folder"},
                      {"name": "File", "command": "file", "dir": "a-file"},
                      {"name": "Here", "command": "here", "dir": "."} ]""", tmp);
            assertEquals(List.of("here"), c.engines().stream().map(EngineConfig::id).toList());
            assertEquals(2, c.problems().size(), c.problems().toString());
            assertEquals(tmp.resolve("engines.json") + ", engine 1 (\"Gone\"): \"dir\" '" + tmp.resolve("no-such-folder")
                    + "' does not exist: create the folder or correct the path (the entry is left out)", c.problems().get(0));
            assertTrue(c.problems().get(1).contains("is not a folder") && c.problems().get(1).endsWith("(the entry is left out)"),
                    c.problems().get(1));
        }

        @Test
        @DisplayName("reads the sandbox widening, refuses a wrong one with the field named, and writes it back")
        void sandbox(@TempDir Path tmp) throws Exception {
            Path books = Files.createDirectories(tmp.resolve("books"));
            EngineFile.Contents c = EngineFile.parse("""
                    [ {"name": "Wide", "command": "w", "sandbox": {"network": true, "write": ["books"]}},
                      {"name": "Bad1", "command": "b", "sandbox": {"network": "yes"}},
                      {"name": "Bad2", "command": "b", "sandbox": {"write": ["nowhere"]}},
                      {"name": "Bad3", "command": "b", "sandbox": {"root": true}},
                      {"name": "Bad4", "command": "b", "sandbox": true} ]""", tmp);
            assertEquals(List.of("wide"), c.engines().stream().map(EngineConfig::id).toList());
            assertEquals(new EngineSandbox.Rules(true, List.of(books)), c.engines().get(0).sandbox());
            assertTrue(c.problems().get(0).contains("\"sandbox\" \"network\" is a text, not true or false"), c.problems().get(0));
            assertTrue(c.problems().get(1).contains("folder '" + tmp.resolve("nowhere") + "' does not exist"), c.problems().get(1));
            assertTrue(c.problems().get(2).contains("it may only hold \"network\" and \"write\""), c.problems().get(2));
            assertTrue(c.problems().get(3).contains("\"sandbox\" is true, not an object"), c.problems().get(3));
            EngineFile file = EngineFile.in(tmp);
            file.write(c.engines());
            assertEquals(c.engines(), file.read().engines());
        }

        @Test
        @DisplayName("leaves out entries it cannot use, saying why, and keeps the others")
        void badEntries() {
            EngineFile.Contents c = EngineFile.parse("""
                    [ {"name": "A", "command": "a"}, {"command": "b"}, {"name": "C"}, {"name": "a", "command": "other"},
                      {"name": "Engine", "command": "e"}, {"name": "D", "command": "d 'x"}, 42 ]""", home);
            assertEquals(List.of("a"), c.engines().stream().map(EngineConfig::id).toList());
            assertEquals(6, c.problems().size(), c.problems().toString());
            assertTrue(c.problems().get(0).contains("engine 2: has no \"name\""), c.problems().get(0));
            assertTrue(c.problems().get(2).contains("another engine already has the id 'a'"), c.problems().get(2));
            assertTrue(c.problems().get(3).contains("taken by the generic engine player"), c.problems().get(3));
        }

        @Test
        @DisplayName("refuses, in any case, an engine named like a built-in player or another plugin's player")
        void builtInNames() {
            EngineFile.Contents c = EngineFile.parse("""
                    [ {"name": "random", "command": "r"}, {"name": "MCTS", "command": "m"}, {"name": " Greedy ", "command": "g"},
                      {"name": "AlphaBeta", "command": "a"}, {"name": "Human", "command": "h"}, {"name": "Uct", "command": "u"},
                      {"name": "Mine", "command": "mine"} ]""", home.resolve("engines.json"), id -> id.equals("uct"));
            assertEquals(List.of("mine"), c.engines().stream().map(EngineConfig::id).toList());
            assertEquals(6, c.problems().size(), c.problems().toString());
            assertEquals("/home/me/.beadbox/engines.json, engine 2 (\"MCTS\"): the name 'MCTS' is taken by the built-in player"
                    + " 'mcts': choose another name for the engine (the entry is left out)", c.problems().get(1));
            assertTrue(c.problems().get(5).contains("'uct'"), c.problems().get(5));
        }

        @Test
        @DisplayName("says in one plain line per entry what is wrong: the file, the entry, the problem, no parser jargon")
        void plainProblems() {
            EngineFile.Contents c = EngineFile.parse("""
                    [ {"name": "bad", "command": 5, "dir": {"x": 1}}, {"name": {"a": 1}, "command": "x"},
                      {"name": "list", "command": ["a", ["b"]]}, {"name": "dir", "command": "d", "dir": 7}, "text" ]""",
                    home.resolve("engines.json"), id -> false);
            assertEquals(List.of(
                    "/home/me/.beadbox/engines.json, engine 1 (\"bad\"): \"command\" is a number (5): give a command line as a"
                            + " text, or the program and its arguments as a list of texts (the entry is left out)",
                    "/home/me/.beadbox/engines.json, engine 2: \"name\" is an object, not a text (the entry is left out)",
                    "/home/me/.beadbox/engines.json, engine 3 (\"list\"): \"command\" holds a list: its items must be texts,"
                            + " the program and its arguments (the entry is left out)",
                    "/home/me/.beadbox/engines.json, engine 4 (\"dir\"): \"dir\" is a number (7), not a folder's path as a text"
                            + " (the entry is left out)",
                    "/home/me/.beadbox/engines.json, engine 5: is a text, not an object {\"name\": ..., \"command\": ...}"
                            + " (the entry is left out)"), c.problems());
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> EngineFile.parse("[{\"name\": \"A\",\n \"comm", home.resolve("engines.json"), id -> false));
            assertTrue(e.getMessage().startsWith("/home/me/.beadbox/engines.json: line 2, column "), e.getMessage());
        }

        @Test
        @DisplayName("refuses a file that is not a JSON array, and treats a missing one as empty")
        void notAList(@TempDir Path dir) {
            assertThrows(IllegalArgumentException.class, () -> EngineFile.parse("{\"name\": \"x\"}", home));
            assertThrows(IllegalArgumentException.class, () -> EngineFile.parse("[ {", home));
            assertEquals(List.of(), EngineFile.in(dir).read().engines());
        }
    }

    @Test
    @DisplayName("writing replaces the file with a list that reads back the same")
    void roundTrip(@TempDir Path dir) throws Exception {
        EngineFile file = EngineFile.in(dir.resolve("new-home"));
        List<EngineConfig> engines = List.of(new EngineConfig("Ref", List.of("java", "-jar", "my ref.jar"), dir),
                EngineConfig.of("Other", "other --fast", null));
        file.write(engines);
        assertEquals(engines, file.read().engines());
        assertTrue(Files.readString(file.path()).contains("\"command\": ["), "commands are written as lists");
        try (var files = Files.list(file.path().getParent())) {
            assertEquals(1, files.count(), "no temporary file is left");
        }
    }

    @Test
    @DisplayName("the Beadbox folder is the framework property when it is set")
    void home() {
        assertEquals(Path.of("/srv/beadbox"), EngineFile.home("/srv/beadbox"));
        assertTrue(EngineFile.home(null).isAbsolute() || System.getenv("BEADBOX_HOME") != null);
    }
}
