package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import org.beadbox.core.Command;
import org.beadbox.core.UsageException;
import org.beadbox.core.catalogue.Catalogue;
import org.beadbox.core.catalogue.Plugin;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * {@code plugins}: the plugin catalogues and their plugins, from the command line.
 * <ul>
 *   <li>{@code plugins catalogues}: the catalogues, one a line with their key's fingerprint, the
 *       default one first; {@code plugins catalogues add [--insecure] LOCATION} (pins the key it
 *       publishes) and {@code remove LOCATION} change the list.</li>
 *   <li>{@code plugins search [TEXT]}: one line a plugin: id, kind, version, {@code installed}
 *       (with the newer version offered) or {@code available}.</li>
 *   <li>{@code plugins outdated}: the installed plugins a catalogue offers a newer version of.</li>
 *   <li>{@code plugins info NAME}, {@code install NAME}, {@code update [NAME]} (every one without
 *       a name), {@code remove NAME [--with-dependents]}.</li>
 * </ul>
 */
@Component(service = Command.class)
public final class PluginsCommand implements Command {

    private static final String USAGE = "plugins catalogues [add [--insecure] LOCATION | remove LOCATION] | search [TEXT] "
            + "| outdated | info NAME | install NAME | update [NAME] | remove NAME [--with-dependents]";

    private final Catalogue catalogue;

    /** The command over this catalogue. */
    @Activate
    public PluginsCommand(@Reference Catalogue catalogue) {
        this.catalogue = catalogue;
    }

    @Override
    public String name() {
        return "plugins";
    }

    @Override
    public String usage() {
        return USAGE;
    }

    @Override
    public String summary() {
        return "Lists, searches, installs, updates and removes plugins from the plugin catalogues.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        if (args.isEmpty()) {
            throw new UsageException("plugins needs what to do");
        }
        String what = args.get(0);
        List<String> rest = args.subList(1, args.size());
        switch (what) {
            case "catalogues" -> catalogues(rest, out, err);
            case "search" -> search(rest.isEmpty() ? "" : String.join(" ", rest), out, err);
            case "outdated" -> outdated(rest, out, err);
            case "info" -> info(one(what, rest), out);
            case "install" -> catalogue.install(one(what, rest), out::println);
            case "update" -> {
                if (rest.isEmpty()) {
                    updateAll(out, err);
                } else {
                    update(one(what, rest), out);
                }
            }
            case "remove" -> remove(rest, out);
            default -> throw new UsageException("plugins " + what + " is not known");
        }
        return 0;
    }

    private static String one(String what, List<String> rest) {
        if (rest.size() != 1) {
            throw new UsageException("plugins " + what + " needs one plugin: its id, e.g. org.beadbox.ai.cautious, or its short name, e.g. cautious");
        }
        return rest.get(0);
    }

    private void remove(List<String> rest, PrintStream out) {
        boolean withDependents = rest.contains("--with-dependents");
        List<String> names = rest.stream().filter(a -> !a.equals("--with-dependents")).toList();
        catalogue.uninstall(one("remove", names), withDependents, out::println);
    }

    /** The installed plugins a catalogue has a newer version of, or that cannot start; the catalogues that could not be read. */
    private Catalogue.Listing outdated(PrintStream err) {
        Catalogue.Listing listing = catalogue.plugins();
        listing.problems().forEach(p -> err.println("warning: " + p));
        return new Catalogue.Listing(listing.plugins().stream()
                .filter(p -> p.installed() && !p.builtIn() && (p.updatable() || p.broken())).toList(), listing.problems());
    }

    private static String upToDate(Catalogue.Listing outdated) {
        return outdated.problems().isEmpty() ? "everything is up to date" : "everything is up to date in the catalogues that could be read";
    }

    private void outdated(List<String> rest, PrintStream out, PrintStream err) {
        if (!rest.isEmpty()) {
            throw new UsageException("plugins outdated takes nothing");
        }
        Catalogue.Listing found = outdated(err);
        print(found.plugins(), out);
        if (found.plugins().isEmpty()) {
            out.println(upToDate(found));
        }
    }

    /** Updates (or repairs) every plugin that {@code outdated} lists; nothing to do is no error. */
    private void updateAll(PrintStream out, PrintStream err) {
        Catalogue.Listing found = outdated(err);
        if (found.plugins().isEmpty()) {
            out.println(upToDate(found));
            return;
        }
        for (Plugin p : found.plugins()) {
            catalogue.update(p.id(), out::println);
        }
    }

    /** Updates the plugin; one the catalogues offer nothing newer of is no error (issue 46 §16: it exited 1). */
    private void update(String name, PrintStream out) {
        Plugin p = catalogue.find(name);
        if (p.installed() && !p.updatable() && !(p.broken() && !p.builtIn())) {
            out.println("everything is up to date: " + p.name() + " " + p.installedVersion()
                    + (p.builtIn() ? " comes with Beadbox and is updated with it" : " is the newest version the catalogues offer"));
            return;
        }
        catalogue.update(name, out::println);
    }

    private void catalogues(List<String> rest, PrintStream out, PrintStream err) {
        if (rest.isEmpty()) {
            for (Catalogue.Source s : catalogue.sources()) {
                out.println(s.location() + "  " + (s.fingerprint().isEmpty() ? "no signing key" : "key " + s.fingerprint())
                        + (s.insecure() ? "  INSECURE (plain http, added with --insecure)" : ""));
            }
            return;
        }
        boolean insecure = rest.size() == 3 && rest.get(0).equals("add") && rest.contains("--insecure");
        List<String> args = rest.stream().filter(a -> !(insecure && a.equals("--insecure"))).toList();
        if (args.size() != 2 || !(args.get(0).equals("add") || args.get(0).equals("remove"))) {
            throw new UsageException("plugins catalogues takes nothing, add [--insecure] LOCATION or remove LOCATION");
        }
        if (args.get(0).equals("add")) {
            Catalogue.Source s = catalogue.add(args.get(1), insecure);
            out.println("added the catalogue " + s.location());
            out.println("its signing key is " + s.fingerprint() + ": compare it with the one its publisher gives. Its plugins "
                    + "must be signed with this key; should it change, remove the catalogue and add it again");
            if (s.insecure()) {
                err.println("warning: " + s.location() + " is plain http (added with --insecure): anyone on the way can see and "
                        + "hold back what you install; the signatures still stop changed plugins");
            }
        } else {
            catalogue.removeLocation(rest.get(1));
            out.println("removed the catalogue " + rest.get(1));
        }
    }

    private void search(String text, PrintStream out, PrintStream err) {
        Catalogue.Listing listing = catalogue.plugins();
        listing.problems().forEach(p -> err.println("warning: " + p));
        List<Plugin> found = listing.plugins().stream().filter(p -> p.matches(text)).toList();
        print(found, out);
        if (found.isEmpty()) {
            err.println(text.isEmpty() ? "the catalogues offer no plugin" : "no plugin matches " + text);
        }
    }

    /** One line a plugin: id, kind, the version installed (else offered), its status, and a mark for an insecure catalogue. */
    private void print(List<Plugin> found, PrintStream out) {
        List<String> insecure = catalogue.sources().stream().filter(Catalogue.Source::insecure)
                .map(s -> s.location().replaceAll("/+$", "")).toList();
        int idWidth = found.stream().mapToInt(p -> p.id().length()).max().orElse(0);
        int versionWidth = found.stream().mapToInt(p -> p.shownVersion().length()).max().orElse(0);
        for (Plugin p : found) {
            boolean fromInsecure = insecure.stream().anyMatch(p.catalogue()::startsWith);
            out.println(String.format("%-" + idWidth + "s  %-9s  %-" + versionWidth + "s  %s", p.id(), p.kind(), p.shownVersion(),
                    p.status() + (fromInsecure ? " (from an insecure catalogue)" : "")));
        }
    }

    private void info(String name, PrintStream out) {
        Plugin p = catalogue.find(name);
        out.println(p.name() + " (" + p.kind() + ")");
        out.println("  id:          " + p.id());
        boolean insecure = catalogue.sources().stream().filter(Catalogue.Source::insecure)
                .anyMatch(s -> p.catalogue().startsWith(s.location().replaceAll("/+$", "")));
        out.println("  version:     " + p.version() + " in the catalogue " + p.catalogue()
                + (insecure ? " (INSECURE: plain http, added with --insecure)" : ""));
        out.println("  installed:   " + (p.installed() ? p.installedVersion() + (p.builtIn() ? " (comes with Beadbox)" : "")
                + (p.updatable() ? "; an update is offered" : "") : "no"));
        out.println("  fits:        " + (p.fits() ? "yes, this Beadbox's API" : "no: it " + p.needs()));
        if (!p.description().isEmpty()) {
            out.println("  " + p.description());
        }
    }
}
