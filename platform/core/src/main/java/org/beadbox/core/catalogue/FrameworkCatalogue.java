package org.beadbox.core.catalogue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import org.beadbox.core.RecordStore;
import org.beadbox.core.command.StartName;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;

/**
 * The {@link Catalogue} of the running framework: reads the catalogues' indexes, tells what is
 * installed and what fits, and hands installing, updating and removing to a {@link
 * PluginInstaller}. The default catalogue is the framework property {@code beadbox.catalogue}
 * (the launcher sets it to the runtime's {@code catalogue/} folder).
 */
@Component(service = Catalogue.class)
public final class FrameworkCatalogue implements Catalogue {

    /** The order plugins are listed in: games, then AIs, then front-ends (others last). */
    private static final List<String> KINDS = List.of("game", "AI", "front-end");

    private final BundleContext context;
    private final CatalogueList list;
    private final PluginInstaller installer;
    private final ApiFit fit;

    /** The catalogue of the framework of {@code context}. */
    @Activate
    public FrameworkCatalogue(BundleContext context) {
        this.context = context;
        Path home = RecordStore.home(context.getProperty("beadbox.home"));
        this.list = new CatalogueList(context.getProperty("beadbox.catalogue"), home);
        this.fit = new ApiFit(context);
        this.installer = new PluginInstaller(context, home, fit);
    }

    @Override
    public List<String> locations() {
        return list.all();
    }

    @Override
    public String addLocation(String location) {
        String kept = CatalogueList.normalize(location);
        IndexReader.read(CatalogueList.index(kept));
        try {
            return list.add(kept);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot keep the list of catalogues in the Beadbox folder: " + Fetch.reason(e), e);
        }
    }

    @Override
    public void removeLocation(String location) {
        try {
            list.remove(location);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot keep the list of catalogues in the Beadbox folder: " + Fetch.reason(e), e);
        }
    }

    @Override
    public Listing plugins() {
        List<String> problems = new ArrayList<>();
        List<Plugin> plugins = new ArrayList<>();
        for (IndexedResource r : newestPlugins(read(problems))) {
            plugins.add(describe(r));
        }
        plugins.sort(Comparator.comparingInt((Plugin p) -> KINDS.indexOf(p.kind())).thenComparing(p -> p.name().toLowerCase(Locale.ROOT)));
        return new Listing(plugins, problems);
    }

    @Override
    public Plugin find(String name) {
        return describe(resource(name, read(new ArrayList<>())));
    }

    @Override
    public Plugin install(String name, Consumer<String> steps) {
        List<IndexedResource> all = read(new ArrayList<>());
        IndexedResource r = resource(name, all);
        Plugin p = describe(r);
        if (p.installed()) {
            throw new IllegalArgumentException(p.name() + " is installed already (version " + p.installedVersion() + ")"
                    + (p.updatable() ? ": " + StartName.command() + " plugins update " + shortId(p.id()) + " installs " + p.version() : ""));
        }
        installer.install(r, all, steps);
        return describe(r);
    }

    @Override
    public Plugin update(String name, Consumer<String> steps) {
        List<IndexedResource> all = read(new ArrayList<>());
        IndexedResource r = resource(name, all);
        Plugin p = describe(r);
        if (!p.installed()) {
            throw new IllegalArgumentException(p.name() + " is not installed: " + StartName.command() + " plugins install " + shortId(p.id()) + " installs it");
        }
        if (p.builtIn()) {
            throw new IllegalArgumentException(p.name() + " comes with Beadbox: it is updated with Beadbox itself");
        }
        if (!p.updatable()) {
            throw new IllegalArgumentException(p.name() + " " + p.installedVersion() + " is the newest version the catalogues offer");
        }
        installer.update(r, all, steps);
        return describe(r);
    }

    @Override
    public void uninstall(String name, Consumer<String> steps) {
        installer.uninstall(name, steps);
    }

    /** Every resource of every catalogue; a catalogue that cannot be read is named in {@code problems}. */
    private List<IndexedResource> read(List<String> problems) {
        List<IndexedResource> all = new ArrayList<>();
        for (String location : list.all()) {
            try {
                all.addAll(IndexReader.read(CatalogueList.index(location)));
            } catch (IllegalArgumentException e) {
                problems.add(e.getMessage());
            }
        }
        return all;
    }

    /** The plugins (bundles with a kind), each id once: the newest version any catalogue offers. */
    private static List<IndexedResource> newestPlugins(List<IndexedResource> all) {
        Map<String, IndexedResource> newest = new LinkedHashMap<>();
        for (IndexedResource r : all) {
            if (r.isBundle() && !r.kind().isEmpty()) {
                newest.merge(r.id(), r, (a, b) -> b.version().compareTo(a.version()) > 0 ? b : a);
            }
        }
        return List.copyOf(newest.values());
    }

    /** The newest offered plugin that {@code name} names, by id, the id's last part, or name. */
    private static IndexedResource resource(String name, List<IndexedResource> all) {
        List<IndexedResource> found = newestPlugins(all).stream().filter(r -> names(name, r.id(), r.name())).toList();
        if (found.isEmpty()) {
            throw new IllegalArgumentException("no catalogue offers a plugin named " + name
                    + ": " + StartName.command() + " plugins search lists those they offer");
        }
        if (found.size() > 1) {
            throw new IllegalArgumentException(name + " names several plugins (" + String.join(", ", found.stream().map(IndexedResource::id).toList())
                    + "): give the id");
        }
        return found.get(0);
    }

    /** Whether {@code name} names the plugin with this id and name (ignoring case). */
    static boolean names(String name, String id, String displayName) {
        String n = name.strip();
        return n.equalsIgnoreCase(id) || n.equalsIgnoreCase(shortId(id)) || n.equalsIgnoreCase(displayName);
    }

    /** The last part of an id: {@code cautious} for {@code org.beadbox.ai.cautious}. */
    static String shortId(String id) {
        return id.substring(id.lastIndexOf('.') + 1);
    }

    private Plugin describe(IndexedResource r) {
        Bundle installed = null;
        for (Bundle b : context.getBundles()) {
            if (r.id().equals(b.getSymbolicName()) && (installed == null || b.getVersion().compareTo(installed.getVersion()) > 0)) {
                installed = b;
            }
        }
        return new Plugin(r.id(), r.name(), r.kind(), r.version().toString(), r.description(), r.index().toString(),
                fit.needs(r), installed == null ? "" : installed.getVersion().toString(),
                installed != null && !installer.ours(installed));
    }
}
