package org.beadbox.core.catalogue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.beadbox.core.command.StartName;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.Constants;
import org.osgi.framework.ServiceReference;
import org.osgi.framework.wiring.BundleRevision;
import org.osgi.framework.wiring.FrameworkWiring;
import org.osgi.resource.Requirement;
import org.osgi.resource.Resource;
import org.osgi.resource.Wire;
import org.osgi.service.resolver.ResolutionException;
import org.osgi.service.resolver.Resolver;

/**
 * Installs, updates and removes catalogue plugins in the running framework, one at a time. A
 * plugin's jar and the jars it needs are resolved by the framework's {@link Resolver}, downloaded
 * into {@code downloads/} and checked, and only then moved into {@code bundles/} (named
 * {@code ID-VERSION.jar}) and installed from there, at the location hot deploy would give them,
 * so hot deploy adopts them as its own.
 */
final class PluginInstaller {

    private static final long REFRESH_MILLIS = 30_000;

    private final BundleContext context;
    private final Path bundles;
    private final Path downloads;
    private final ApiFit fit;

    PluginInstaller(BundleContext context, Path home, ApiFit fit) {
        this.context = context;
        this.bundles = home.resolve("bundles").toAbsolutePath().normalize();
        this.downloads = home.resolve("downloads").toAbsolutePath().normalize();
        this.fit = fit;
    }

    /** Whether {@code b} lives in the bundles folder (from a catalogue or dropped there), so it may be removed or updated. */
    boolean ours(Bundle b) {
        return file(b) != null;
    }

    synchronized void install(IndexedResource r, List<IndexedResource> all, Consumer<String> steps) {
        List<Path> fetched = fetch(r, all, steps);
        List<Bundle> installed = new ArrayList<>();
        try {
            for (Path jar : fetched) {
                installed.add(place(jar));
            }
            start(installed, steps);
        } catch (BundleException | IOException | RuntimeException e) {
            for (Bundle b : installed) {
                discard(b);
            }
            throw new IllegalArgumentException(r.id() + " could not be installed: " + firstLine(e), e);
        } finally {
            fetched.forEach(PluginInstaller::deleteQuietly);
        }
        steps.accept("installed " + r.name() + " " + r.version());
    }

    synchronized void update(IndexedResource r, List<IndexedResource> all, Consumer<String> steps) {
        Bundle old = installed(r.id());
        Path oldJar = file(old);
        List<Path> fetched = fetch(r, all, steps);
        Path kept = null;
        try {
            kept = Files.createTempFile(downloads, "previous-", ".jar");
            Files.copy(oldJar, kept, StandardCopyOption.REPLACE_EXISTING);
            steps.accept("stopping " + r.name() + " " + old.getVersion() + " (its open games wait for the new version)");
            discard(old);
            List<Bundle> installed = new ArrayList<>();
            for (Path jar : fetched) {
                installed.add(place(jar));
            }
            start(installed, steps);
            steps.accept("updated " + r.name() + " to " + r.version());
        } catch (BundleException | IOException | RuntimeException e) {
            Bundle gone = installed(r.id());
            if (gone != null) {
                discard(gone);
            }
            restore(kept, oldJar);
            throw new IllegalArgumentException(r.id() + " could not be updated (the version before is back): " + firstLine(e), e);
        } finally {
            fetched.forEach(PluginInstaller::deleteQuietly);
            deleteQuietly(kept);
        }
    }

    /**
     * Installs what the installed plugin of {@code r} needs and is missing (a library removed
     * from under it), then starts it.
     */
    synchronized void repair(IndexedResource r, List<IndexedResource> all, Consumer<String> steps) {
        Bundle b = installed(r.id());
        steps.accept(r.name() + " " + b.getVersion() + " cannot start: installing what it needs");
        BundleRevision revision = b.adapt(BundleRevision.class);
        List<IndexedResource> offered = all.stream().filter(x -> installed(x.id()) == null).toList();
        List<Path> fetched = download(Dependents.inOrder(resolve(revision, r.name() + " " + b.getVersion(), offered)), steps);
        List<Bundle> installed = new ArrayList<>();
        try {
            for (Path jar : fetched) {
                installed.add(place(jar));
            }
            start(installed, steps);
            steps.accept("starting " + b.getSymbolicName() + " " + b.getVersion());
            b.start();
        } catch (BundleException | IOException | RuntimeException e) {
            for (Bundle x : installed) {
                discard(x);
            }
            throw new IllegalArgumentException(r.id() + " could not be repaired: " + firstLine(e), e);
        } finally {
            fetched.forEach(PluginInstaller::deleteQuietly);
        }
        steps.accept("repaired " + r.name() + " " + b.getVersion());
    }

    /** Whether {@code b} is installed but cannot resolve: something it needs is missing. */
    boolean broken(Bundle b) {
        if (b.getState() != Bundle.INSTALLED || b.getHeaders("").get(Constants.FRAGMENT_HOST) != null) {
            return false;
        }
        FrameworkWiring wiring = context.getBundle(org.osgi.framework.Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class);
        return !wiring.resolveBundles(List.of(b));
    }

    synchronized void uninstall(String name, boolean withDependents, Consumer<String> steps) {
        Bundle found = null;
        for (Bundle b : context.getBundles()) {
            String id = b.getSymbolicName();
            if (id != null && FrameworkCatalogue.names(name, id, b.getHeaders().get(Constants.BUNDLE_NAME), Dependents.ids(b))) {
                found = b;
            }
        }
        if (found == null) {
            throw new IllegalArgumentException("no installed plugin is named " + name + ": " + StartName.command() + " plugins search lists them");
        }
        if (!ours(found)) {
            throw new IllegalArgumentException(found.getSymbolicName() + " comes with Beadbox and cannot be removed "
                    + "(stop it in the Plugins window instead)");
        }
        List<Bundle> dependents = Dependents.of(found);
        List<String> builtIn = dependents.stream().filter(b -> !ours(b)).map(Bundle::getSymbolicName).toList();
        if (!builtIn.isEmpty()) {
            throw new IllegalArgumentException(found.getSymbolicName() + " cannot be removed: " + String.join(", ", builtIn)
                    + (builtIn.size() == 1 ? ", which comes" : ", which come") + " with Beadbox, " + (builtIn.size() == 1 ? "needs" : "need") + " it");
        }
        if (!dependents.isEmpty() && !withDependents) {
            String names = String.join(", ", dependents.stream().map(PluginInstaller::label).toList());
            throw new IllegalArgumentException(found.getSymbolicName() + " is needed by " + names + ": nothing was removed. "
                    + StartName.command() + " plugins remove " + name + " --with-dependents removes " + (dependents.size() == 1 ? "it" : "them") + " too");
        }
        List<Bundle> removed = new ArrayList<>(dependents);
        java.util.Collections.reverse(removed);
        removed.add(found);
        Set<Bundle> needed = new LinkedHashSet<>();
        for (Bundle b : removed) {
            needed.addAll(Dependents.providers(b));
        }
        needed.removeAll(removed);
        for (Bundle b : removed) {
            steps.accept("removing " + b.getSymbolicName() + " " + b.getVersion());
            discard(b);
            steps.accept("removed " + b.getSymbolicName());
        }
        autoremove(needed, found, steps);
    }

    /** Removes the libraries among {@code candidates} that came from a catalogue and nothing needs any more, and theirs. */
    private void autoremove(Set<Bundle> candidates, Bundle removed, Consumer<String> steps) {
        List<Bundle> todo = new ArrayList<>(candidates);
        while (!todo.isEmpty()) {
            Bundle lib = todo.remove(0);
            if (lib.getState() == Bundle.UNINSTALLED || !ours(lib) || Dependents.isPlugin(lib) || !Dependents.requirers(lib).isEmpty()) {
                continue;
            }
            Set<Bundle> its = Dependents.providers(lib);
            discard(lib);
            steps.accept("removed the library " + lib.getSymbolicName() + " " + lib.getVersion() + ", which only "
                    + removed.getSymbolicName() + " needed");
            todo.addAll(its);
        }
    }

    /** "Ring player (org.example.ringplayer)": its name in the catalogue, else its bundle name, and its id. */
    private static String label(Bundle b) {
        var revision = b.adapt(BundleRevision.class);
        Object named = revision == null ? null : revision.getCapabilities(IndexedResource.PLUGIN).stream()
                .map(c -> c.getAttributes().get("name")).filter(java.util.Objects::nonNull).findFirst().orElse(null);
        String name = named != null ? named.toString() : b.getHeaders().get(Constants.BUNDLE_NAME);
        return name == null || name.equals(b.getSymbolicName()) ? b.getSymbolicName() : name + " (" + b.getSymbolicName() + ")";
    }

    /** Resolves {@code r}, downloads and checks the jars to install: each a verified temporary file, what is needed first. */
    private List<Path> fetch(IndexedResource r, List<IndexedResource> all, Consumer<String> steps) {
        String needs = fit.needs(r);
        if (!needs.isEmpty()) {
            throw new IllegalArgumentException(r.name() + " " + r.version() + " does not fit this Beadbox: it " + needs);
        }
        steps.accept("resolving " + r.id() + " " + r.version());
        List<IndexedResource> offered = all.stream().filter(x -> x == r || installed(x.id()) == null).toList();
        return download(Dependents.inOrder(resolve(r, r.name() + " " + r.version(), offered)), steps);
    }

    private List<Path> download(List<IndexedResource> missing, Consumer<String> steps) {
        List<Path> out = new ArrayList<>();
        try {
            for (IndexedResource x : missing) {
                steps.accept("downloading " + x.id() + " " + x.version() + (x.size() > 0 ? " (" + (x.size() + 1023) / 1024 + " KB)" : ""));
                if (x.origin().insecure()) {
                    steps.accept("warning: " + x.id() + " comes from " + x.index() + ", an insecure catalogue (plain http, added with --insecure)");
                }
                out.add(Fetch.download(x, downloads));
            }
        } catch (RuntimeException e) {
            out.forEach(PluginInstaller::deleteQuietly);
            throw e;
        }
        return out;
    }

    private Map<Resource, List<Wire>> resolve(Resource wanted, String label, List<IndexedResource> offered) {
        ServiceReference<Resolver> ref = context.getServiceReference(Resolver.class);
        Resolver resolver = ref == null ? null : context.getService(ref);
        if (resolver == null) {
            throw new IllegalStateException("the framework offers no resolver service");
        }
        try {
            return resolver.resolve(new PluginResolution(context, wanted, offered));
        } catch (ResolutionException e) {
            List<String> unmet = e.getUnresolvedRequirements().stream().map(PluginInstaller::describe).distinct().toList();
            throw new IllegalArgumentException(label + " cannot be installed: "
                    + (unmet.isEmpty() ? firstLine(e) : "neither Beadbox nor the catalogues provide " + String.join(", ", unmet)), e);
        } finally {
            context.ungetService(ref);
        }
    }

    private static String describe(Requirement req) {
        return req.getNamespace() + " " + req.getDirectives().getOrDefault("filter", "") + " (for " + req.getResource() + ")";
    }

    /** Moves a checked download into the bundles folder and installs it there, as hot deploy would. */
    private Bundle place(Path download) throws IOException, BundleException {
        String name;
        try (var jar = new java.util.jar.JarFile(download.toFile())) {
            var main = jar.getManifest().getMainAttributes();
            String bsn = main.getValue(Constants.BUNDLE_SYMBOLICNAME).split(";")[0].strip();
            name = (bsn + "-" + main.getValue(Constants.BUNDLE_VERSION)).replaceAll("[^A-Za-z0-9._-]", "_") + ".jar";
        } catch (RuntimeException e) {
            throw new IOException("the download is not a bundle (no symbolic name or version in its manifest)");
        }
        Files.createDirectories(bundles);
        Path target = bundles.resolve(name);
        Files.setLastModifiedTime(download, FileTime.fromMillis(System.currentTimeMillis() - 1_000));
        Files.move(download, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        try (InputStream in = Files.newInputStream(target)) {
            return context.installBundle(target.toUri().toString(), in);
        } catch (BundleException | RuntimeException e) {
            deleteQuietly(target);
            throw e;
        }
    }

    private static void start(List<Bundle> installed, Consumer<String> steps) throws BundleException {
        for (Bundle b : installed) {
            if (b.getHeaders().get(Constants.FRAGMENT_HOST) == null) {
                steps.accept("starting " + b.getSymbolicName() + " " + b.getVersion());
                b.start();
            }
        }
    }

    /** Deletes the bundle's jar, stops and uninstalls it, and refreshes so nothing of its old revision stays. */
    private void discard(Bundle b) {
        deleteQuietly(file(b));
        try {
            b.uninstall();
        } catch (BundleException | IllegalStateException e) {
            // Uninstalled meanwhile (hot deploy saw its jar go).
        }
        FrameworkWiring wiring = context.getBundle(org.osgi.framework.Constants.SYSTEM_BUNDLE_LOCATION).adapt(FrameworkWiring.class);
        CountDownLatch done = new CountDownLatch(1);
        wiring.refreshBundles(List.of(b), event -> done.countDown());
        try {
            done.await(REFRESH_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void restore(Path kept, Path oldJar) {
        if (kept == null || oldJar == null) {
            return;
        }
        try {
            Files.copy(kept, oldJar, StandardCopyOption.REPLACE_EXISTING);
            Files.setLastModifiedTime(oldJar, FileTime.fromMillis(System.currentTimeMillis() - 1_000));
            try (InputStream in = Files.newInputStream(oldJar)) {
                context.installBundle(oldJar.toUri().toString(), in).start();
            }
        } catch (IOException | BundleException | RuntimeException e) {
            // Hot deploy installs the restored jar at its next look, or at the next start.
        }
    }

    /** The highest installed version of {@code id}, or null. */
    private Bundle installed(String id) {
        Bundle found = null;
        for (Bundle b : context.getBundles()) {
            if (id.equals(b.getSymbolicName()) && (found == null || b.getVersion().compareTo(found.getVersion()) > 0)) {
                found = b;
            }
        }
        return found;
    }

    /** The bundle's jar in the bundles folder, or null when it was installed from elsewhere. */
    private Path file(Bundle b) {
        String location = b.getLocation();
        if (!location.startsWith("file:")) {
            return null;
        }
        try {
            Path p = Path.of(java.net.URI.create(location)).toAbsolutePath().normalize();
            return p.startsWith(bundles) ? p : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static void deleteQuietly(Path p) {
        if (p != null) {
            try {
                Files.deleteIfExists(p);
            } catch (IOException e) {
                // Left for the next start; hot deploy names it if it is a jar.
            }
        }
    }

    private static String firstLine(Throwable e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
