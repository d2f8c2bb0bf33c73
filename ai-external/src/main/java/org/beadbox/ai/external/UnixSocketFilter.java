package org.beadbox.ai.external;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A seccomp filter for bubblewrap ({@code --seccomp 3}) that refuses {@code socket(AF_UNIX, …)}
 * with EACCES. Without the network (its own namespace) an engine still sees, read-only, the
 * folders it needs, and a read-only folder does not stop {@code connect()} to a socket file in it:
 * a host program listening on a Unix socket there would be a way out. Socket pairs (a program
 * talking to its own children) stay allowed. Classic BPF over {@code struct seccomp_data}: the
 * system call number at 0, the architecture at 4, the first argument's low word at 16.
 *
 * <p>Written for x86-64 (its 32-bit {@code socketcall} and {@code socket} refused too, and x32
 * refused outright) and AArch64; on other machines there is no filter.
 */
final class UnixSocketFilter {

    private static final int LD_ABS = 0x20;
    private static final int JEQ = 0x15;
    private static final int JGE = 0x35;
    private static final int RET = 0x06;
    private static final int ALLOW = 0x7fff0000;
    private static final int DENY = 0x00050000 | 13; // SECCOMP_RET_ERRNO | EACCES
    private static final int X86_64 = 0xC000003E;
    private static final int AARCH64 = 0xC00000B7;
    private static final int I386 = 0x40000003;
    private static final int AF_UNIX = 1;

    private static volatile Path file;

    private UnixSocketFilter() {
    }

    /** The filter as bwrap reads it: {@code struct sock_filter} entries, in the machine's byte order. */
    static byte[] program() {
        int[][] p = {
            {LD_ABS, 0, 0, 4}, // 0: arch
            {JEQ, 0, 5, X86_64}, // 1: -> 2 | 7
            {LD_ABS, 0, 0, 0}, // 2: nr
            {JGE, 15, 0, 0x40000000}, // 3: x32 -> deny | 4
            {JEQ, 0, 13, 41}, // 4: socket -> 5 | allow
            {LD_ABS, 0, 0, 16}, // 5: domain
            {JEQ, 12, 11, AF_UNIX}, // 6: -> deny | allow
            {JEQ, 0, 4, AARCH64}, // 7: -> 8 | 12
            {LD_ABS, 0, 0, 0}, // 8: nr
            {JEQ, 0, 8, 198}, // 9: socket -> 10 | allow
            {LD_ABS, 0, 0, 16}, // 10: domain
            {JEQ, 7, 6, AF_UNIX}, // 11: -> deny | allow
            {JEQ, 0, 5, I386}, // 12: -> 13 | allow
            {LD_ABS, 0, 0, 0}, // 13: nr
            {JEQ, 4, 0, 102}, // 14: socketcall -> deny | 15
            {JEQ, 0, 2, 359}, // 15: socket -> 16 | allow
            {LD_ABS, 0, 0, 16}, // 16: domain
            {JEQ, 1, 0, AF_UNIX}, // 17: -> deny | allow
            {RET, 0, 0, ALLOW}, // 18
            {RET, 0, 0, DENY}, // 19
        };
        ByteBuffer b = ByteBuffer.allocate(p.length * 8).order(ByteOrder.nativeOrder());
        for (int[] i : p) {
            b.putShort((short) i[0]).put((byte) i[1]).put((byte) i[2]).putInt(i[3]);
        }
        return b.array();
    }

    /** Whether this machine is one the filter is written for. */
    static boolean supported() {
        String arch = System.getProperty("os.arch", "").toLowerCase(Locale.ROOT);
        return arch.equals("amd64") || arch.equals("x86_64") || arch.equals("aarch64");
    }

    /** The filter in a file of this JVM's (written once, deleted at exit), or empty where it is not supported. */
    static Optional<Path> file() {
        if (!supported()) {
            return Optional.empty();
        }
        Path f = file;
        if (f == null) {
            synchronized (UnixSocketFilter.class) {
                f = file;
                if (f == null) {
                    try {
                        f = Files.createTempFile("beadbox-engine-seccomp-", ".bpf");
                        Files.write(f, program());
                        f.toFile().deleteOnExit();
                        file = f;
                    } catch (IOException e) {
                        return Optional.empty();
                    }
                }
            }
        }
        return Optional.of(f);
    }

    /** {@code bwrap} and its arguments run with the filter on its descriptor 3: through the shell, which opens it. */
    static List<String> around(Path filter, List<String> bwrapCommand) {
        List<String> out = new ArrayList<>(List.of("/bin/sh", "-c", "f=$1; shift; exec \"$@\" 3<\"$f\"", "sh", filter.toString()));
        out.add(bwrapCommand.get(0));
        out.addAll(List.of("--seccomp", "3"));
        out.addAll(bwrapCommand.subList(1, bwrapCommand.size()));
        return out;
    }
}
