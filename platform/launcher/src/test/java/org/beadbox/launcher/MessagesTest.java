package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.osgi.framework.BundleException;

@DisplayName("Errors for a person")
class MessagesTest {

    @Nested
    @DisplayName("as one line from an exception")
    class FirstLine {

        @Test
        @DisplayName("a bundle missing a package is told by the package")
        void missingPackage() {
            BundleException e = new BundleException("Unable to resolve needs.missing [26](R 26.0): missing requirement "
                    + "[needs.missing [26](R 26.0)] osgi.wiring.package; (osgi.wiring.package=no.such.pkg) Unresolved "
                    + "requirements: [[needs.missing [26](R 26.0)] osgi.wiring.package; (osgi.wiring.package=no.such.pkg)]");
            assertEquals("it needs the package no.such.pkg, which no installed bundle exports", Messages.firstLine(e));
        }

        @Test
        @DisplayName("a wrapped exception gives its cause's first line")
        void cause() {
            Exception e = new InvocationTargetException(new IllegalStateException("the file is gone\nsecond line"));
            assertEquals("the file is gone", Messages.firstLine(e));
        }

        @Test
        @DisplayName("a jar deleted while it is installed is told as such, not by its path alone")
        void deletedWhileRead() {
            Exception e = new BundleException("Unable to install", new java.nio.file.NoSuchFileException("/home/x/bundles/a.jar"));
            assertEquals("the file was deleted or moved while Beadbox read it (copy it into the folder again if it was meant to stay)",
                    Messages.firstLine(e));
        }

        @Test
        @DisplayName("a jar with a 300 MB manifest is told by its size, not by a JDK system property (a real file, sparse)")
        void hugeManifest(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
            java.nio.file.Path jar = dir.resolve("huge.jar");
            try (var out = new java.util.zip.ZipOutputStream(java.nio.file.Files.newOutputStream(jar))) {
                out.setLevel(9);
                out.putNextEntry(new java.util.zip.ZipEntry("META-INF/MANIFEST.MF"));
                out.write("Manifest-Version: 1.0\nBundle-SymbolicName: huge\nX: ".getBytes(StandardCharsets.UTF_8));
                byte[] block = new byte[1 << 20];
                java.util.Arrays.fill(block, (byte) 'a');
                for (int i = 0; i < 300; i++) {
                    out.write(block);
                }
                out.write("\n".getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
            String why = HotDeployCheck.diagnose(jar, java.util.Map.of());
            assertEquals("is not installed: it cannot be read: its manifest is 300.0 MB, where a plugin's manifest holds a few kilobytes:"
                    + " it is damaged or not a plugin", why);
        }
    }

    @Nested
    @DisplayName("quoting a plugin's text")
    class Quoted {

        @Test
        @DisplayName("escapes as the API's Quote.line does, for every character and for long text")
        void sameAsQuote() {
            StringBuilder all = new StringBuilder();
            for (char c = 0; c < 0xFFFF; c++) {
                all.append(c);
            }
            for (int from = 0; from < all.length(); from += 700) {
                String piece = all.substring(from, Math.min(all.length(), from + 700));
                assertEquals(org.beadbox.api.Quote.line(piece), Messages.quoted(piece));
            }
            String longer = "\u001b[2J".repeat(500);
            assertEquals(org.beadbox.api.Quote.line(longer), Messages.quoted(longer));
            assertEquals("\\u001b[2J boom \\u202e", Messages.quoted("\u001b[2J boom \u202e"));
        }

        @Test
        @DisplayName("an exception's first line is escaped")
        void firstLineEscaped() {
            assertEquals("\\u001b]0;owned\\u0007 boom", Messages.firstLine(new IllegalStateException("\u001b]0;owned\u0007 boom")));
        }
    }

    @Nested
    @DisplayName("on standard error, condensed")
    class Condensed {

        @Test
        @DisplayName("a Declarative Services failure with its stack trace becomes one line")
        void scrFailure() {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            PrintStream err = CondensedErrors.around(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            err.println("ERROR : bundle bad.plugin:1.0.0 (25)[bad.Bad(25)] : The activate method has thrown an exception");
            err.println("java.lang.IllegalStateException: boom");
            err.println("\tat bad.Bad.activate(Bad.java:3)");
            err.println("\tat java.base/jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)");
            err.println("Caused by: java.lang.RuntimeException: deeper");
            err.println("\t... 12 more");
            err.println("another line");
            assertEquals("beadbox: bad.plugin: The activate method has thrown an exception: boom\nanother line\n",
                    bytes.toString(StandardCharsets.UTF_8).replace("\r", ""));
        }

        @Test
        @DisplayName("another thread's exception is not blamed on the bundle that failed before it, and control characters are escaped")
        void otherThread() {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            PrintStream err = CondensedErrors.around(new PrintStream(bytes, true, StandardCharsets.UTF_8));
            err.println("ERROR : bundle good.plugin:1.0.0 (25)[good.Good(25)] : The activate method has thrown an exception");
            err.println("Exception in thread \"beadbox engines.json watcher\" java.lang.OutOfMemoryError: Java heap space");
            err.println("beadbox: an engine said \u001b[2J\u009b\u202e");
            assertEquals("beadbox: good.plugin: The activate method has thrown an exception\n"
                    + "Exception in thread \"beadbox engines.json watcher\" java.lang.OutOfMemoryError: Java heap space\n"
                    + "beadbox: an engine said \\u001b[2J\\u009b\\u202e\n", bytes.toString(StandardCharsets.UTF_8).replace("\r", ""));
        }
    }
}
