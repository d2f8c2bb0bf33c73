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
    }
}
