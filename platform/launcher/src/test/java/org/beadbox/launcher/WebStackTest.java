package org.beadbox.launcher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;

@DisplayName("The web stack")
class WebStackTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private List<String> run(String ui, Path home, java.util.function.Consumer<BundleContext> check) throws Exception {
        EmbeddedFramework runtime = new EmbeddedFramework(home, dir, ui, false, false, new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            BundleContext context = runtime.start().getBundleContext();
            check.accept(context);
            return Arrays.stream(context.getBundles()).map(Bundle::getLocation).filter(l -> l.startsWith("beadbox:web/")).sorted().toList();
        } finally {
            runtime.stop();
        }
    }

    @Test
    @DisplayName("is installed only for --ui web, named to Swing in start order, and removed from the cache by the next run without it")
    void installedOnlyWhenAskedFor() throws Exception {
        TestJars.bundle(dir.resolve("system/a.jar"), "test.a", "1.0.0");
        TestJars.bundle(dir.resolve("web/20-second.jar"), "test.web.second", "1.0.0");
        TestJars.bundle(dir.resolve("web/10-first.jar"), "test.web.first", "1.0.0");
        Path home = dir.resolve("home");

        assertEquals(List.of(), run("none", home, c -> assertNull(c.getProperty("beadbox.web.bundles"))), "a command: not installed");
        assertEquals(List.of(), run("swing", home, c -> assertEquals(
                dir.resolve("web/10-first.jar").toAbsolutePath() + File.pathSeparator + dir.resolve("web/20-second.jar").toAbsolutePath(),
                c.getProperty("beadbox.web.bundles"), "Swing is told where the stack is, in start order")), "Swing: not installed");
        assertEquals(List.of("beadbox:web/10-first.jar", "beadbox:web/20-second.jar"), run("web", home, c -> {
            for (Bundle b : c.getBundles()) {
                if (b.getLocation().startsWith("beadbox:web/")) {
                    assertEquals(Bundle.ACTIVE, b.getState(), b.getLocation() + " started for --ui web");
                }
            }
        }));
        assertEquals(List.of(), run("none", home, c -> { }), "the next command finds none left in the cache");
        assertEquals("", err.toString(StandardCharsets.UTF_8));
    }

    @Test
    @DisplayName("--bind 0.0.0.0 prints 127.0.0.1 and each of the machine's addresses, not http://0.0.0.0 (issue 46 §6)")
    void wildcardAddressesArePrintedAsTheMachines() throws Exception {
        List<java.net.InetAddress> interfaces = List.of(
                java.net.InetAddress.getByAddress(new byte[] {(byte) 192, (byte) 168, 1, 5}),
                java.net.InetAddress.getByAddress(new byte[] {127, 0, 0, 1}),
                java.net.Inet6Address.getByAddress(null, new byte[] {(byte) 0xfe, (byte) 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1}, 2),
                java.net.InetAddress.getByAddress(new byte[] {10, 0, 0, 2}));
        assertEquals(List.of("http://127.0.0.1:8765/", "http://192.168.1.5:8765/", "http://10.0.0.2:8765/"),
                WebStack.addresses("0.0.0.0", 8765, interfaces));
        assertEquals(List.of("http://127.0.0.1:8765/", "http://192.168.1.5:8765/", "http://[fe80:0:0:0:0:0:0:1]:8765/",
                "http://10.0.0.2:8765/"), WebStack.addresses("::", 8765, interfaces));
        assertEquals(List.of("http://127.0.0.1:9000/"), WebStack.addresses("127.0.0.1", 9000, interfaces));
        assertEquals(List.of("http://192.168.1.5:9000/"), WebStack.addresses("192.168.1.5", 9000, interfaces));
        assertEquals(List.of("http://127.0.0.1:9000/"), WebStack.addresses("0.0.0.0", 9000, List.of()), "no interface listed");
    }
}
