package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.beadbox.api.Quote;
import org.beadbox.core.Cli;
import org.beadbox.core.Command;
import org.beadbox.core.UsageException;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleListener;
import org.osgi.framework.ServiceListener;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * The {@link Cli} service: a whiteboard of {@link Command} services, dispatching a command line
 * to the command it names, with the help listing and one-line errors.
 *
 * <p>A command line often arrives while the framework is still starting (the launcher calls as
 * soon as this service appears, and hot-deployed bundles come a moment later). So within the
 * first seconds after activation, {@link #run} first waits until the registry has been quiet
 * for a short while: otherwise {@code ./beadbox perft GAME 3} could find the game not yet there.
 */
@Component(service = Cli.class)
public final class CommandLine implements Cli {

    private static final long SETTLE_NANOS = 3_000_000_000L;
    private static final long QUIET_NANOS = 150_000_000L;

    private final List<Command> commands = new CopyOnWriteArrayList<>();
    private volatile long activated = System.nanoTime() - SETTLE_NANOS;
    private volatile long lastEvent = activated;
    private BundleContext context;
    private final ServiceListener services = e -> lastEvent = System.nanoTime();
    private final BundleListener bundles = e -> lastEvent = System.nanoTime();

    /** An empty command line, filled by DS. */
    public CommandLine() {
    }

    /** A command line with these commands (for tests and tools). */
    CommandLine(List<Command> commands) {
        this.commands.addAll(commands);
    }

    @Activate
    void activate(BundleContext context) {
        this.context = context;
        activated = System.nanoTime();
        lastEvent = activated;
        context.addServiceListener(services);
        context.addBundleListener(bundles);
    }

    @Deactivate
    void deactivate() {
        context.removeServiceListener(services);
        context.removeBundleListener(bundles);
    }

    /** Waits, early after start only, until no service or bundle changed for a moment. */
    private void settle() {
        try {
            while (System.nanoTime() - activated < SETTLE_NANOS && System.nanoTime() - lastEvent < QUIET_NANOS) {
                Thread.sleep(20);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Reference(service = Command.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC,
            unbind = "removeCommand")
    void addCommand(Command command) {
        commands.add(command);
    }

    void removeCommand(Command command) {
        commands.removeIf(c -> c == command);
    }

    @Override
    public int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        settle();
        List<String> words = args == null ? List.of() : Arrays.asList(args);
        if (words.isEmpty() || List.of("help", "-h", "--help").contains(words.get(0))) {
            return help(words.size() > 1 ? words.get(1) : null, out, err);
        }
        String name = words.get(0);
        Optional<Command> command = find(name);
        if (command.isEmpty()) {
            err.println("beadbox: unknown command '" + Quote.excerpt(name) + "': commands are " + String.join(", ", names()));
            return 2;
        }
        if (words.size() == 2 && List.of("-h", "--help").contains(words.get(1))) {
            return help(name, out, err);
        }
        return runCommand(command.get(), new ArrayList<>(words.subList(1, words.size())), in, out, err);
    }

    private int runCommand(Command c, List<String> args, InputStream in, PrintStream out, PrintStream err) {
        try {
            return c.run(List.copyOf(args), in, out, err);
        } catch (UsageException e) {
            debug(e, err);
            err.println("beadbox " + c.name() + ": " + message(e) + " (usage: " + c.usage() + ")");
            return 2;
        } catch (RuntimeException | Error e) {
            debug(e, err);
            err.println("beadbox " + c.name() + ": " + message(e));
            return 1;
        } finally {
            out.flush();
        }
    }

    private static String message(Throwable e) {
        String m = e.getMessage();
        if (m == null || m.isBlank()) {
            return "failed with " + e.getClass().getSimpleName() + " (run with BEADBOX_DEBUG=1 for details)";
        }
        return Quote.line(m); // whole, escaped: a message may quote input (a move with a line break) a plugin did not cut or escape
    }

    private static void debug(Throwable e, PrintStream err) {
        if ("1".equals(System.getenv("BEADBOX_DEBUG"))) {
            e.printStackTrace(err);
        }
    }

    private int help(String topic, PrintStream out, PrintStream err) {
        if (topic != null) {
            Optional<Command> c = find(topic);
            if (c.isEmpty()) {
                err.println("beadbox: unknown command '" + Quote.excerpt(topic) + "': commands are " + String.join(", ", names()));
                return 2;
            }
            out.println("usage: " + StartName.command() + " " + c.get().usage());
            out.println(c.get().summary());
            return 0;
        }
        out.println("usage: " + StartName.command() + " COMMAND [ARGUMENTS]   (no command: the front-end)");
        out.println();
        for (Command c : sorted()) {
            out.println("  " + c.usage());
            out.println("      " + c.summary());
        }
        out.println("  help [COMMAND]");
        out.println("      Lists the commands, or shows one command's usage.");
        out.println();
        out.println("Game options: --option KEY=VALUE (repeatable), --players N, --seed S, --position P,");
        out.println("--moves \"M1 M2 ...\" (played from there before the command acts).");
        out.println("Set BEADBOX_DEBUG=1 to see stack traces of errors.");
        return 0;
    }

    private Optional<Command> find(String name) {
        return sorted().stream().filter(c -> c.name().equals(name)).findFirst();
    }

    private List<Command> sorted() {
        List<Command> out = new ArrayList<>(commands);
        out.sort(Comparator.comparing(Command::name));
        return out;
    }

    private List<String> names() {
        List<String> out = new ArrayList<>();
        for (Command c : sorted()) {
            if (!out.contains(c.name())) {
                out.add(c.name());
            }
        }
        if (!out.contains("help")) {
            out.add("help");
        }
        out.sort(null);
        return out;
    }
}
