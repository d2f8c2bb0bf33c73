package org.beadbox.ai.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The sandbox an engine runs in, chosen once per JVM from what the system provides, so that
 * ending an engine never depends on anything the engine can change:
 *
 * <ol>
 * <li>{@link Kind#BUBBLEWRAP}: {@code bwrap --die-with-parent --unshare-pid --new-session …}, as
 *     Flatpak does. The engine is in a PID namespace of its own, so when it (or bwrap) ends, the
 *     kernel kills every process it started, however it forked; and bwrap dies with Beadbox, even
 *     on SIGKILL. It also has no network, a read-only view of the system without people's files,
 *     and may write only to its private folder ({@link BubblewrapLayout}); {@link Rules} widen
 *     this per engine.</li>
 * <li>{@link Kind#PID_NAMESPACE}: {@code unshare --pid --fork --kill-child} (with a user namespace
 *     when Beadbox is not root), under {@code setpriv --pdeathsig KILL}: the same end for every
 *     process, but no limits on files or network.</li>
 * <li>{@link Kind#COOKIE}: the last resort, {@link ProcessTree}'s session, group and environment
 *     cookie, which an engine can escape by calling {@code setsid} and dropping the cookie.</li>
 * </ol>
 *
 * <p>The first of these that works here is used (each is tried once, by starting {@code true} in
 * it). The system property {@value #PROPERTY}, else the environment variable {@value #ENV}, may
 * ask for one ({@code bwrap}, {@code unshare} or {@code cookie}); one that does not work here
 * falls back to the next.
 */
final class EngineSandbox {

    /** The system property that asks for a sandbox. */
    static final String PROPERTY = "beadbox.engine.sandbox";
    /** The environment variable that asks for a sandbox, when the property is not set. */
    static final String ENV = "BEADBOX_ENGINE_SANDBOX";

    /** The kinds of sandbox, strongest first. */
    enum Kind {
        /** bubblewrap: own PID namespace, no network, read-only system. */
        BUBBLEWRAP("bwrap"),
        /** A PID namespace made by unshare. */
        PID_NAMESPACE("unshare"),
        /** No sandbox: the process tree is found by session, group and environment cookie. */
        COOKIE("cookie");

        private final String key;

        Kind(String key) {
            this.key = key;
        }

        /** The word that asks for it in {@value #PROPERTY} or {@value #ENV}. */
        String key() {
            return key;
        }
    }

    private static final System.Logger LOG = System.getLogger(EngineSandbox.class.getName());
    private static volatile EngineSandbox current;

    private final Kind kind;
    private final Optional<Path> bwrap;
    private final Optional<Path> unshare;
    private final Optional<Path> setpriv;
    private final boolean root;
    /** The seccomp filter that refuses Unix sockets ({@link UnixSocketFilter}), when bwrap takes it here. */
    private Optional<Path> filter = Optional.empty();

    private EngineSandbox(Kind kind, Optional<Path> bwrap, Optional<Path> unshare, Optional<Path> setpriv, boolean root) {
        this.kind = kind;
        this.bwrap = bwrap;
        this.unshare = unshare;
        this.setpriv = setpriv;
        this.root = root;
    }

    /** The sandbox of this JVM: the one asked for, or the strongest that works here. */
    static EngineSandbox current() {
        EngineSandbox s = current;
        if (s == null) {
            synchronized (EngineSandbox.class) {
                s = current;
                if (s == null) {
                    String asked = System.getProperty(PROPERTY);
                    s = choose(asked == null || asked.isBlank() ? System.getenv(ENV) : asked);
                    current = s;
                }
            }
        }
        return s;
    }

    /**
     * The sandbox asked for by {@code wanted} ({@code bwrap}, {@code unshare}, {@code cookie};
     * null, blank or {@code auto}: the strongest) if it works here, else the next one that does.
     *
     * @throws IllegalArgumentException if {@code wanted} names no sandbox
     */
    static EngineSandbox choose(String wanted) {
        Kind from = Kind.BUBBLEWRAP;
        if (wanted != null && !wanted.isBlank() && !wanted.strip().equalsIgnoreCase("auto")) {
            String w = wanted.strip().toLowerCase(Locale.ROOT);
            from = null;
            for (Kind k : Kind.values()) {
                if (k.key().equals(w)) {
                    from = k;
                }
            }
            if (from == null) {
                throw new IllegalArgumentException(PROPERTY + "/" + ENV + " is '" + EngineFile.excerpt(wanted)
                        + "': write bwrap, unshare, cookie or auto");
            }
        }
        boolean linux = System.getProperty("os.name", "").toLowerCase(Locale.ROOT).contains("linux");
        Optional<Path> bwrap = linux ? program("bwrap") : Optional.empty();
        Optional<Path> unshare = linux ? program("unshare") : Optional.empty();
        Optional<Path> setpriv = linux ? program("setpriv") : Optional.empty();
        boolean root = "root".equals(System.getProperty("user.name"));
        for (Kind k : Kind.values()) {
            if (k.ordinal() < from.ordinal()) {
                continue;
            }
            EngineSandbox s = new EngineSandbox(k, bwrap, unshare, setpriv, root);
            if (k == Kind.COOKIE || s.works()) {
                if (k == Kind.BUBBLEWRAP) {
                    s.filter = UnixSocketFilter.file();
                    if (s.filter.isPresent() && !s.works()) {
                        LOG.log(System.Logger.Level.DEBUG, "bwrap does not take the seccomp filter here: Unix sockets stay open to engines");
                        s.filter = Optional.empty();
                    }
                }
                return s;
            }
        }
        throw new AssertionError("the cookie always works");
    }

    /** Whether engines without the network are refused Unix sockets too (bubblewrap with the seccomp filter). */
    boolean refusesUnixSockets() {
        return filter.isPresent();
    }

    /** Which sandbox this is. */
    Kind kind() {
        return kind;
    }

    /** One line for {@code players} and {@code engines}: which sandbox engines run in, and what it means. */
    String describe() {
        return switch (kind) {
            case BUBBLEWRAP -> "bubblewrap sandbox (no network, no other process in sight, the system read-only,"
                    + " people's files hidden, writes only to its private folder; every process it starts ends with it)";
            case PID_NAMESPACE -> "PID namespace (unshare; every process it starts ends with it; no limits on files or network:"
                    + " install bubblewrap for those)";
            case COOKIE -> "no sandbox (its processes are found by session and an environment cookie, which a program"
                    + " can drop: install bubblewrap)";
        };
    }

    /**
     * {@code command} as this sandbox runs it, in {@code dir} (null: the engine's private folder
     * under bubblewrap, the current folder otherwise) under {@code rules}, for the engine whose
     * private folder is {@code work} (bubblewrap only; made when missing; null: none, for the
     * sandbox's own check). The cookie sandbox returns it unchanged.
     */
    List<String> wrap(List<String> command, Path dir, Rules rules, Path work) {
        List<String> out = new ArrayList<>();
        switch (kind) {
            case BUBBLEWRAP -> {
                List<String> b = BubblewrapLayout.of(command, dir, rules, work, root).wrap(bwrap.orElseThrow());
                return filter.isPresent() && !rules.network() ? UnixSocketFilter.around(filter.get(), b) : b;
            }
            case PID_NAMESPACE -> {
                setpriv.ifPresent(p -> out.addAll(List.of(p.toString(), "--pdeathsig", "KILL", "--")));
                out.addAll(List.of(unshare.orElseThrow().toString(), "--pid", "--fork", "--kill-child"));
                if (!root) {
                    out.addAll(List.of("--user", "--map-root-user"));
                }
                out.add("--");
            }
            case COOKIE -> {
                return command;
            }
        }
        out.addAll(command);
        return out;
    }

    /**
     * The private folder of the engine {@code id}: {@code <Beadbox folder>/engines/ID/work}, its
     * working folder (unless engines.json gives one), {@code HOME} and {@code TMPDIR} under
     * bubblewrap, and the only place it may write there unless engines.json widens that.
     */
    static Path workFolder(String id) {
        Path h = home;
        if (h == null) {
            h = EngineFile.home(System.getProperty("beadbox.home"));
        }
        String slug = EngineConfig.slug(id);
        return h.toAbsolutePath().normalize().resolve("engines").resolve(slug.isEmpty() ? "engine" : slug).resolve("work");
    }

    /** The Beadbox folder of this framework, set when the engine bundle starts; null: from the system property or environment. */
    private static volatile Path home;

    /** Sets the Beadbox folder under which engines get their private folders ({@link #workFolder}). */
    static void useHome(Path beadboxHome) {
        home = beadboxHome;
    }

    /** Whether this sandbox starts a program here: {@code true} run in it exits 0 within 10 s. */
    private boolean works() {
        if (kind == Kind.BUBBLEWRAP && bwrap.isEmpty() || kind == Kind.PID_NAMESPACE && unshare.isEmpty()) {
            return false;
        }
        Optional<Path> t = program("true");
        if (t.isEmpty()) {
            return false;
        }
        try {
            Process p = new ProcessBuilder(wrap(List.of(t.get().toString()), null, Rules.NONE, null))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return false;
            }
            return p.exitValue() == 0;
        } catch (IOException e) {
            LOG.log(System.Logger.Level.DEBUG, kind + " does not start here", e);
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static Optional<Path> program(String name) {
        for (String dir : List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin")) {
            Path p = Path.of(dir, name);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * What {@code engines.json} allows one engine beyond the bubblewrap sandbox's defaults.
     *
     * @param network whether it may use the network
     * @param write more folders it may write to (absolute)
     */
    record Rules(boolean network, List<Path> write) {

        /** Nothing beyond the defaults. */
        static final Rules NONE = new Rules(false, List.of());

        /** Copies the folders. */
        Rules {
            write = List.copyOf(write);
        }
    }
}
