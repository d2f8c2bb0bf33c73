package org.beadbox.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import org.beadbox.launcher.plugin.Behaviour;
import org.beadbox.launcher.plugin.HangingComponent;
import org.beadbox.launcher.plugin.ProbeGame;

/** Writes small real jars for the launcher's tests: bundles, plugins with an activator, and broken files. */
final class TestJars {

    private TestJars() {
    }

    /** A bundle with a manifest and nothing else. */
    static Path bundle(Path file, String symbolicName, String version) throws IOException {
        return write(file, manifest(symbolicName, version), List.of(), Map.of());
    }

    /**
     * A plugin whose activator ({@link Behaviour}) does {@code behaviour} at start: {@code good},
     * {@code hang}, {@code throw}, {@code exit}, {@code halt}, {@code oom} or {@code oom-thrown}.
     */
    static Path plugin(Path file, String symbolicName, String behaviour) throws IOException {
        return plugin(file, symbolicName, behaviour, "1.0.0");
    }

    /** A plugin as {@link #plugin(Path, String, String)}, of the given version. */
    static Path plugin(Path file, String symbolicName, String behaviour, String version) throws IOException {
        Manifest m = manifest(symbolicName, version);
        Attributes a = m.getMainAttributes();
        a.putValue("Bundle-Activator", Behaviour.class.getName());
        a.putValue("Import-Package", "org.osgi.framework");
        a.putValue("X-Behaviour", behaviour);
        return write(file, m, List.of(Behaviour.class), Map.of());
    }

    /**
     * A bundle with one immediate Declarative Services component, {@link HangingComponent}, whose
     * {@code activate} method never returns when {@code hang}, and returns at once otherwise; no activator.
     */
    static Path component(Path file, String symbolicName, boolean hang) throws IOException {
        Manifest m = manifest(symbolicName, "1.0.0");
        Attributes a = m.getMainAttributes();
        a.putValue("Import-Package", "org.osgi.framework");
        a.putValue("Service-Component", "OSGI-INF/hang.xml");
        String xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<scr:component xmlns:scr=\"http://www.osgi.org/xmlns/scr/v1.3.0\" name=\"" + symbolicName + ".hang\" "
                + "immediate=\"true\" activate=\"activate\" deactivate=\"deactivate\">\n"
                + "  <implementation class=\"" + HangingComponent.class.getName() + "\"/>\n"
                + "  <property name=\"hang\" value=\"" + hang + "\"/>\n"
                + "</scr:component>\n";
        return write(file, m, List.of(HangingComponent.class), Map.of("OSGI-INF/hang.xml", xml));
    }

    /**
     * A game plugin ({@link ProbeGame}) offering the game {@code gameId}, whose {@code fault}
     * ({@code options-hang}, {@code options-throw}, {@code start-hang}, {@code info-hang}, {@code none})
     * misbehaves.
     */
    static Path game(Path file, String symbolicName, String gameId, String fault) throws IOException {
        Manifest m = manifest(symbolicName, "1.0.0");
        Attributes a = m.getMainAttributes();
        a.putValue("Bundle-Activator", ProbeGame.class.getName());
        a.putValue("Import-Package", "org.osgi.framework,org.beadbox.api;version=\"[1.0,2)\"");
        a.putValue("X-Game-Id", gameId);
        a.putValue("X-Game-Fault", fault);
        List<Class<?>> classes = new java.util.ArrayList<>(List.of(ProbeGame.class));
        classes.addAll(List.of(ProbeGame.class.getDeclaredClasses()));
        return write(file, m, classes, Map.of());
    }

    /** A jar with a manifest but no bundle headers: a plain library jar. */
    static Path plain(Path file) throws IOException {
        Manifest m = new Manifest();
        m.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        return write(file, m, List.of(Behaviour.class), Map.of());
    }

    /** A file of random bytes named like a jar. */
    static Path randomBytes(Path file, long seed) throws IOException {
        byte[] bytes = new byte[4096];
        new java.util.Random(seed).nextBytes(bytes);
        Files.createDirectories(file.getParent());
        return Files.write(file, bytes);
    }

    /** A plugin jar cut to half its length, as a copy stopped midway leaves it. */
    static Path truncated(Path file, String symbolicName) throws IOException {
        // Made beside the folder and moved in whole: a watcher must not see the good jar first.
        Path whole = plugin(Files.createTempFile(file.getParent().getParent(), "whole-", ".part"), symbolicName, "good");
        byte[] bytes = Files.readAllBytes(whole);
        Files.write(whole, java.util.Arrays.copyOf(bytes, bytes.length / 2));
        Files.setLastModifiedTime(whole, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 5_000));
        return Files.move(whole, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static Manifest manifest(String symbolicName, String version) {
        Manifest m = new Manifest();
        Attributes a = m.getMainAttributes();
        a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        a.putValue("Bundle-ManifestVersion", "2");
        a.putValue("Bundle-SymbolicName", symbolicName);
        a.putValue("Bundle-Version", version);
        return m;
    }

    private static Path write(Path file, Manifest m, List<Class<?>> classes, Map<String, String> texts) throws IOException {
        Files.createDirectories(file.getParent());
        // Written beside the folder and moved in whole, as a file manager finishes a copy.
        Path tmp = Files.createTempFile(file.getParent().getParent(), "jar-", ".part");
        try (OutputStream out = Files.newOutputStream(tmp); JarOutputStream jar = new JarOutputStream(out, m)) {
            for (Class<?> c : classes) {
                String entry = c.getName().replace('.', '/') + ".class";
                jar.putNextEntry(new JarEntry(entry));
                try (InputStream in = c.getClassLoader().getResourceAsStream(entry)) {
                    in.transferTo(jar);
                }
                jar.closeEntry();
            }
            for (Map.Entry<String, String> t : texts.entrySet()) {
                jar.putNextEntry(new JarEntry(t.getKey()));
                jar.write(t.getValue().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                jar.closeEntry();
            }
        }
        // Old enough that the hot-deploy check does not wait for a copy in progress.
        Files.setLastModifiedTime(tmp, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 5_000));
        return Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
}
