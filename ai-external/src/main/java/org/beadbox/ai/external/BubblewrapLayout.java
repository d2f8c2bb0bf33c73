package org.beadbox.ai.external;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What an engine sees under bubblewrap: the system read-only; the folders that hold people's
 * files and other programs' sockets ({@code /tmp}, {@code /var/tmp}, {@code /run}, the homes,
 * {@code /media}, {@code /mnt} and the Beadbox folder) hidden behind empty, read-only ones; inside those,
 * read-only, only what the command names (the program and its folder, a tool kit under a home's
 * dot-folder such as {@code ~/.pyenv}, the folder of every script argument that is a file, every
 * folder or class-path entry it names) and the engine's {@code dir}; and one writable folder, the
 * engine's own under the Beadbox folder, which is also its {@code HOME}, its {@code TMPDIR} and,
 * unless engines.json gives a {@code dir}, its working folder. engines.json's {@code "write"}
 * folders are writable too. As root, every capability is dropped, so the engine cannot remount
 * what it sees writable.
 */
final class BubblewrapLayout {

    /** Folders hidden behind an empty, private one when they exist. */
    private static final List<String> HIDDEN = List.of("/tmp", "/var/tmp", "/run", "/home", "/root", "/media", "/mnt");

    private final List<String> command;
    private final Path chdir;
    private final Path work;
    private final boolean network;
    private final boolean dropCapabilities;
    private final List<Path> hidden;
    private final List<Bind> binds;

    private BubblewrapLayout(List<String> command, Path chdir, Path work, boolean network, boolean dropCapabilities,
            List<Path> hidden, List<Bind> binds) {
        this.command = command;
        this.chdir = chdir;
        this.work = work;
        this.network = network;
        this.dropCapabilities = dropCapabilities;
        this.hidden = hidden;
        this.binds = binds;
    }

    /**
     * The layout for {@code command} in {@code dir} (null: {@code work}) under {@code rules};
     * {@code work} is made (mode 700) when missing; null gives no private folder (the sandbox's
     * own check).
     */
    static BubblewrapLayout of(List<String> command, Path dir, EngineSandbox.Rules rules, Path work, boolean root) {
        Path base = dir != null ? dir.toAbsolutePath().normalize() : Path.of("").toAbsolutePath();
        List<String> cmd = dir == null && work != null ? absolute(command, base) : List.copyOf(command);
        List<Path> hidden = hidden(work);
        List<Bind> binds = new ArrayList<>();
        for (Path p : named(cmd, base)) {
            binds.add(new Bind(p, false));
        }
        if (dir != null) {
            binds.add(new Bind(base, false));
        }
        rules.write().forEach(w -> binds.add(new Bind(w.toAbsolutePath().normalize(), true)));
        if (work != null) {
            make(work);
            binds.add(new Bind(work, true));
        }
        return new BubblewrapLayout(cmd, dir != null ? base : work, work, rules.network(), root, hidden,
                ordered(binds, hidden));
    }

    /** The bwrap command line that runs the engine in this layout. */
    List<String> wrap(Path bwrap) {
        List<String> out = new ArrayList<>(List.of(bwrap.toString(), "--die-with-parent", "--unshare-pid", "--unshare-ipc",
                "--unshare-uts", "--unshare-cgroup-try", "--new-session"));
        if (!network) {
            out.add("--unshare-net");
        }
        if (dropCapabilities) {
            out.addAll(List.of("--cap-drop", "ALL"));
        }
        out.addAll(List.of("--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/dev/shm"));
        hidden.forEach(h -> out.addAll(List.of("--tmpfs", h.toString())));
        for (Bind b : binds) {
            out.addAll(List.of(b.writable() ? "--bind" : "--ro-bind", b.path().toString(), b.path().toString()));
        }
        if (work != null) {
            out.addAll(List.of("--setenv", "HOME", work.toString(), "--setenv", "TMPDIR", work.toString()));
        }
        hidden.forEach(h -> out.addAll(List.of("--remount-ro", h.toString())));
        if (chdir != null) {
            out.addAll(List.of("--chdir", chdir.toString()));
        }
        out.add("--");
        out.addAll(command);
        return out;
    }

    /** The folders bound into the sandbox, read-only or writable, in the order they are bound; for tests. */
    List<Bind> binds() {
        return binds;
    }

    /** The folders hidden behind empty ones, for tests. */
    List<Path> hidden() {
        return hidden;
    }

    /** The command as run: when it runs in its private folder, relative paths that name a file or folder made absolute. */
    List<String> command() {
        return command;
    }

    /** A folder bound into the sandbox at the same place. */
    record Bind(Path path, boolean writable) {
    }

    private static List<Path> hidden(Path work) {
        Set<Path> out = new LinkedHashSet<>();
        List<String> names = new ArrayList<>(HIDDEN);
        names.add(System.getProperty("user.home", "/"));
        if (work != null && work.getNameCount() >= 3) {
            names.add(work.getParent().getParent().getParent().toString()); // the Beadbox folder
        }
        for (String n : names) {
            Path p = Path.of(n).toAbsolutePath().normalize();
            if (p.getNameCount() > 0 && Files.isDirectory(p)) {
                out.add(real(p));
            }
        }
        // One inside another (a Beadbox folder under /tmp) is hidden already; bwrap cannot remount it read-only.
        return out.stream().filter(p -> out.stream().noneMatch(q -> !q.equals(p) && p.startsWith(q))).toList();
    }

    /** Binds that matter (under a hidden folder, or writable), parents before children, writable after read-only. */
    private static List<Bind> ordered(List<Bind> binds, List<Path> hidden) {
        List<Bind> out = new ArrayList<>();
        binds.stream()
                .filter(b -> b.writable() || hidden.stream().anyMatch(b.path()::startsWith))
                .filter(b -> Files.exists(b.path()))
                .sorted(Comparator.comparingInt((Bind b) -> b.path().getNameCount()).thenComparing(Bind::writable))
                .forEach(b -> {
                    boolean covered = !b.writable() && out.stream().anyMatch(o -> !o.writable() && b.path().startsWith(o.path()));
                    if (!covered && !out.contains(b)) {
                        out.add(b);
                    }
                });
        return out;
    }

    /**
     * What the command needs to see: the program (found on the PATH when it has no slash), its
     * folder and, under a home, its tool kit's dot-folder; for every argument that names an
     * existing file, its folder; for every folder named, the folder. Words of an argument (a
     * class path {@code a.jar:dir/*}, a shell command given as one argument) count when absolute.
     */
    static List<Path> named(List<String> command, Path base) {
        Set<Path> out = new LinkedHashSet<>();
        if (command.isEmpty()) {
            return List.of();
        }
        Path program = program(command.get(0), base);
        if (program != null) {
            for (Path p : List.of(program, real(program))) {
                out.add(p.getParent());
                toolKit(p).ifPresent(out::add);
            }
        }
        for (String arg : command.subList(1, command.size())) {
            add(out, resolve(arg, base));
            for (String word : arg.split("[\\s:'\"=,;]+")) {
                String w = word.endsWith("/*") ? word.substring(0, word.length() - 2) : word;
                if (w.startsWith("/")) {
                    add(out, resolve(w, base));
                }
            }
        }
        return List.copyOf(out);
    }

    private static void add(Set<Path> out, Path p) {
        if (p == null || !Files.exists(p)) {
            return;
        }
        for (Path q : List.of(p, real(p))) {
            out.add(Files.isDirectory(q) ? q : q.getParent());
        }
    }

    /** The dot-folder under a home that holds {@code program} ({@code ~/.pyenv}, {@code ~/.sdkman}), if any. */
    private static java.util.Optional<Path> toolKit(Path program) {
        for (String h : List.of(System.getProperty("user.home", "/"), "/root", "/home/*")) {
            Path home = Path.of(h.replace("/*", ""));
            int depth = home.getNameCount() + (h.endsWith("/*") ? 1 : 0);
            if (program.startsWith(home) && program.getNameCount() > depth + 1
                    && program.getName(depth).toString().startsWith(".")) {
                return java.util.Optional.of(program.getRoot().resolve(program.subpath(0, depth + 1)));
            }
        }
        return java.util.Optional.empty();
    }

    private static Path program(String program, Path base) {
        if (program.contains("/")) {
            return resolve(program, base);
        }
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!d.isEmpty()) {
                Path p = Path.of(d, program).toAbsolutePath().normalize();
                if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        return null;
    }

    private static Path resolve(String path, Path base) {
        if (path.isEmpty() || path.startsWith("-") || path.indexOf('\0') >= 0) {
            return null;
        }
        try {
            Path p = base.resolve(path).normalize();
            return Files.exists(p) ? p : null;
        } catch (InvalidPathException e) {
            return null; // not a path: an option's value, a move
        }
    }

    /** {@code command} with its program and arguments that name an existing file or folder from {@code base} made absolute. */
    private static List<String> absolute(List<String> command, Path base) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < command.size(); i++) {
            String a = command.get(i);
            boolean relative = !a.startsWith("/") && (i > 0 || a.contains("/"));
            Path p = relative ? resolve(a, base) : null;
            out.add(p != null ? p.toString() : a);
        }
        return List.copyOf(out);
    }

    private static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p;
        }
    }

    private static void make(Path work) {
        try {
            if (!Files.isDirectory(work, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectories(work);
                Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwx------"));
            }
        } catch (IOException | UnsupportedOperationException e) {
            throw new IllegalArgumentException("its private folder " + work + " cannot be made: " + e.getMessage()
                    + " (check that the Beadbox folder is writable)", e);
        }
    }
}
