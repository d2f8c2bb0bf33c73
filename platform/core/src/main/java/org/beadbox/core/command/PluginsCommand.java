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
 *   <li>{@code plugins catalogues}: the catalogues, one a line, the default one first;
 *       {@code plugins catalogues add LOCATION} and {@code remove LOCATION} change the list.</li>
 *   <li>{@code plugins search [TEXT]}: one line a plugin: id, kind, version, {@code installed}
 *       or {@code available}.</li>
 *   <li>{@code plugins info NAME}, {@code install NAME}, {@code update NAME}, {@code remove NAME}.</li>
 * </ul>
 */
@Component(service = Command.class)
public final class PluginsCommand implements Command {

    private static final String USAGE = "plugins catalogues [add|remove LOCATION] | search [TEXT] | info NAME | install NAME "
            + "| update NAME | remove NAME";

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
            case "catalogues" -> catalogues(rest, out);
            case "search" -> search(rest.isEmpty() ? "" : String.join(" ", rest), out, err);
            case "info" -> info(one(what, rest), out);
            case "install" -> catalogue.install(one(what, rest), out::println);
            case "update" -> update(one(what, rest), out);
            case "remove" -> catalogue.uninstall(one(what, rest), out::println);
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

    /** Updates the plugin; one the catalogues offer nothing newer of is no error (issue 46 §16: it exited 1). */
    private void update(String name, PrintStream out) {
        Plugin p = catalogue.find(name);
        if (p.installed() && !p.updatable()) {
            out.println("everything is up to date: " + p.name() + " " + p.installedVersion()
                    + (p.builtIn() ? " comes with Beadbox and is updated with it" : " is the newest version the catalogues offer"));
            return;
        }
        catalogue.update(name, out::println);
    }

    private void catalogues(List<String> rest, PrintStream out) {
        if (rest.isEmpty()) {
            List<String> all = catalogue.locations();
            for (int i = 0; i < all.size(); i++) {
                out.println(all.get(i));
            }
            return;
        }
        if (rest.size() != 2 || !(rest.get(0).equals("add") || rest.get(0).equals("remove"))) {
            throw new UsageException("plugins catalogues takes nothing, add LOCATION or remove LOCATION");
        }
        if (rest.get(0).equals("add")) {
            out.println("added the catalogue " + catalogue.addLocation(rest.get(1)));
        } else {
            catalogue.removeLocation(rest.get(1));
            out.println("removed the catalogue " + rest.get(1));
        }
    }

    private void search(String text, PrintStream out, PrintStream err) {
        Catalogue.Listing listing = catalogue.plugins();
        listing.problems().forEach(p -> err.println("warning: " + p));
        List<Plugin> found = listing.plugins().stream().filter(p -> p.matches(text)).toList();
        int idWidth = found.stream().mapToInt(p -> p.id().length()).max().orElse(0);
        int versionWidth = found.stream().mapToInt(p -> p.version().length()).max().orElse(0);
        for (Plugin p : found) {
            out.println(String.format("%-" + idWidth + "s  %-9s  %-" + versionWidth + "s  %s", p.id(), p.kind(), p.version(), p.status()));
        }
        if (found.isEmpty()) {
            err.println(text.isEmpty() ? "the catalogues offer no plugin" : "no plugin matches " + text);
        }
    }

    private void info(String name, PrintStream out) {
        Plugin p = catalogue.find(name);
        out.println(p.name() + " (" + p.kind() + ")");
        out.println("  id:          " + p.id());
        out.println("  version:     " + p.version() + " in the catalogue " + p.catalogue());
        out.println("  installed:   " + (p.installed() ? p.installedVersion() + (p.builtIn() ? " (comes with Beadbox)" : "")
                + (p.updatable() ? "; an update is offered" : "") : "no"));
        out.println("  fits:        " + (p.fits() ? "yes, this Beadbox's API" : "no: it " + p.needs()));
        if (!p.description().isEmpty()) {
            out.println("  " + p.description());
        }
    }
}
