package org.beadbox.core.catalogue;

import java.io.IOException;
import java.net.URI;
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
        return add(location, false).location();
    }

    @Override
    public List<Source> sources() {
        return list.sources().stream().map(s -> new Source(s.location(), fingerprint(s), s.insecure())).toList();
    }

    /** The key of the catalogue as a person compares it: pinned, or for the default one read beside it; empty when there is none. */
    private static String fingerprint(CatalogueList.Source s) {
        if (s.key() != null) {
            return s.key().fingerprint();
        }
        if (s.isDefault()) {
            try {
                CatalogueKey key = published(CatalogueList.index(s.location()), false);
                return key == null ? "" : key.fingerprint();
            } catch (IllegalArgumentException e) {
                return "";
            }
        }
        return "";
    }

    @Override
    public Source add(String location, boolean insecure) {
        String kept = CatalogueList.normalize(location);
        URI index = CatalogueList.index(kept);
        refuseHttp(kept, index, insecure);
        CatalogueKey key = published(index, insecure);
        if (key == null) {
            IndexReader.read(new IndexedResource.Origin(index, null, insecure, true)); // says first when it is no catalogue at all
            throw new IllegalArgumentException("the catalogue " + kept + " publishes no signing key (" + CatalogueKey.FILE
                    + " beside its index): Beadbox installs only signed plugins; ask its publisher to sign it");
        }
        IndexReader.read(new IndexedResource.Origin(index, key, insecure, true));
        CatalogueList.Source before = list.source(kept);
        if (before != null && before.key() != null && !before.key().equals(key)) {
            throw changedKey(kept, before.key(), key);
        }
        try {
            CatalogueList.Source added = list.add(kept, key, insecure);
            return new Source(added.location(), fingerprint(added), added.insecure());
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot keep the list of catalogues in the Beadbox folder: " + Fetch.reason(e), e);
        }
    }

    private static void refuseHttp(String location, URI index, boolean insecure) {
        if ("http".equalsIgnoreCase(index.getScheme()) && !insecure) {
            throw new IllegalArgumentException("the catalogue " + location + " is plain http: anyone on the way can change what it "
                    + "offers. Use its https address, or add it with --insecure if you trust the network between");
        }
    }

    private static IllegalArgumentException changedKey(String location, CatalogueKey pinned, CatalogueKey now) {
        return new IllegalArgumentException("the catalogue " + location + " now publishes another signing key (" + now.fingerprint()
                + ") than the one pinned when it was added (" + pinned.fingerprint() + "): its plugins are refused. If its "
                + "publisher confirms the change, remove the catalogue and add it again");
    }

    /** The key published beside the index, or null when there is none; read by the rules of where a catalogue may point. */
    private static CatalogueKey published(URI index, boolean insecure) {
        URI file = index.resolve(CatalogueKey.FILE);
        try (var in = Fetch.open(new IndexedResource.Origin(index, null, insecure, true), file, Fetch.MAX_SMALL_BYTES)) {
            return CatalogueKey.parse(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.US_ASCII));
        } catch (java.io.FileNotFoundException | java.nio.file.NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the signing key of the catalogue " + index + ": " + Fetch.reason(e), e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("the signing key " + file + " cannot be used: " + e.getMessage(), e);
        }
    }

    /** Where the resources of {@code s} come from and the key their jars are checked with. */
    static IndexedResource.Origin origin(CatalogueList.Source s) {
        URI index = CatalogueList.index(s.location());
        refuseHttp(s.location(), index, s.insecure());
        if (s.isDefault()) {
            return new IndexedResource.Origin(index, published(index, false), false, true);
        }
        if (s.key() != null) {
            CatalogueKey now = published(index, s.insecure());
            if (now != null && !now.equals(s.key())) {
                throw changedKey(s.location(), s.key(), now);
            }
        }
        return new IndexedResource.Origin(index, s.key(), s.insecure(), s.key() != null);
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
        if (p.installed() && p.broken() && !p.builtIn()) {
            installer.repair(r, all, steps);
            return describe(r);
        }
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
        if (!p.updatable() && p.broken()) {
            installer.repair(r, all, steps);
            return describe(r);
        }
        if (!p.updatable()) {
            throw new IllegalArgumentException(p.name() + " " + p.installedVersion() + " is the newest version the catalogues offer");
        }
        installer.update(r, all, steps);
        return describe(r);
    }

    @Override
    public void uninstall(String name, Consumer<String> steps) {
        installer.uninstall(name, false, steps);
    }

    @Override
    public void uninstall(String name, boolean withDependents, Consumer<String> steps) {
        installer.uninstall(name, withDependents, steps);
    }

    /** Every resource of every catalogue; a catalogue that cannot be read is named in {@code problems}. */
    private List<IndexedResource> read(List<String> problems) {
        List<IndexedResource> all = new ArrayList<>();
        for (CatalogueList.Source source : list.sources()) {
            try {
                all.addAll(IndexReader.read(origin(source)));
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
        List<IndexedResource> found = newestPlugins(all).stream().filter(r -> names(name, r.id(), r.name(), r.ids())).toList();
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

    /**
     * Whether {@code name} names the plugin with this id, name and game or player ids: the id, its
     * last part, the name, or one of the ids {@code games} and {@code match} use, ignoring case,
     * spaces, dashes and dots ({@code bead-ring} names {@code org.example.beadring} and "Bead Ring").
     */
    static boolean names(String name, String id, String displayName, List<String> ids) {
        String n = squeeze(name);
        if (n.isEmpty()) {
            return false;
        }
        return n.equals(squeeze(id)) || n.equals(squeeze(shortId(id))) || n.equals(squeeze(displayName == null ? "" : displayName))
                || ids.stream().anyMatch(i -> n.equals(squeeze(i)));
    }

    /** Lower case, letters and digits only. */
    private static String squeeze(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]", "");
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
                installed != null && !installer.ours(installed), installed != null && installer.broken(installed));
    }
}
