package org.beadbox.ui.swing;

import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Dictionary;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.swing.SwingUtilities;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.catalogue.Catalogue;
import org.beadbox.core.online.OnlineTables;
import org.beadbox.core.remote.WebStackStarter;
import org.beadbox.core.RecordStore;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleEvent;
import org.osgi.framework.BundleException;
import org.osgi.framework.BundleListener;
import org.osgi.framework.Constants;
import org.osgi.framework.FrameworkUtil;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;

/**
 * The Swing front-end's only bridge to OSGi, after the Felix "paint" example: it watches the
 * game and player catalogues and the installed bundles and hands every change to the event
 * thread, where plain Swing ({@link Shell}) takes over. It opens a window only when the
 * framework property {@code beadbox.ui} is {@code swing} and a display exists; otherwise it
 * does nothing at all. When the person closes the last window it stops the framework.
 */
@Component(immediate = true, service = {})
public final class SwingFrontEnd implements Plugins {

    private static final Pattern MISSING = Pattern.compile("osgi\\.wiring\\.package=([\\w.$]+)");

    @Reference
    private GameCatalog games;

    @Reference
    private PlayerCatalog players;

    @Reference(cardinality = ReferenceCardinality.OPTIONAL, policy = ReferencePolicy.DYNAMIC)
    private volatile Catalogue catalogue;

    private BundleContext context;
    private Shell shell;
    private final List<Runnable> bundleListeners = new CopyOnWriteArrayList<>();
    private final BundleListener bundleChanged = this::bundleChanged;

    /** Made by Declarative Services. */
    public SwingFrontEnd() {
    }

    /** Opens the launcher if this front-end was asked for and a display exists; else stays quiet. */
    @Activate
    void activate(BundleContext ctx) {
        if (!"swing".equals(ctx.getProperty("beadbox.ui")) || GraphicsEnvironment.isHeadless()) {
            return;
        }
        context = ctx;
        Settings settings = new Settings(RecordStore.home(ctx.getProperty("beadbox.home")));
        RecordStore store = new RecordStore(RecordStore.home(ctx.getProperty("beadbox.home")));
        ctx.addBundleListener(bundleChanged);
        SwingUtilities.invokeLater(() -> {
            shell = new Shell(games, players, store, this, settings, this::stopFramework);
            shell.online(online(ctx));
            shell.start();
        });
    }

    /** Closes every window and match; the program goes on if the framework does. */
    @Deactivate
    void deactivate() {
        if (context == null) {
            return;
        }
        context.removeBundleListener(bundleChanged);
        SwingUtilities.invokeLater(() -> {
            if (shell != null) {
                shell.shutdown();
                shell = null;
            }
        });
        context = null;
    }

    /** Online tables through the registry: the web front-end is never imported, only its service found (or started). */
    private static Online online(BundleContext ctx) {
        WebStackStarter starter = new WebStackStarter(ctx);
        return new Online() {
            @Override
            public boolean canHost() {
                return starter.available();
            }

            @Override
            public OnlineTables host() throws InterruptedException {
                return starter.start(30_000);
            }
        };
    }

    private void bundleChanged(BundleEvent event) {
        bundleListeners.forEach(Runnable::run);
    }

    private void stopFramework() {
        BundleContext ctx = context;
        if (ctx == null) {
            return;
        }
        Thread stopper = new Thread(() -> {
            try {
                ctx.getBundle(Constants.SYSTEM_BUNDLE_ID).stop();
            } catch (BundleException | IllegalStateException e) {
                // the framework is stopping already
            }
        }, "beadbox-swing-exit");
        stopper.start();
    }

    // ------------------------------------------------------------------ Plugins

    @Override
    public List<Plugins.Info> bundles() {
        BundleContext ctx = context;
        List<Plugins.Info> out = new ArrayList<>();
        if (ctx != null) {
            for (Bundle b : ctx.getBundles()) {
                out.add(describe(b));
            }
        }
        return out;
    }

    @Override
    public long bundleOf(Class<?> type) {
        Bundle b = org.osgi.framework.FrameworkUtil.getBundle(type);
        return b == null ? -1 : b.getBundleId();
    }

    private static Plugins.Info describe(Bundle b) {
        Dictionary<String, String> h = b.getHeaders();
        String bsn = b.getSymbolicName() == null ? "" : b.getSymbolicName();
        String name = h.get(Constants.BUNDLE_NAME) == null ? bsn : h.get(Constants.BUNDLE_NAME);
        String vendor = h.get(Constants.BUNDLE_VENDOR) == null ? "" : h.get(Constants.BUNDLE_VENDOR);
        return new Plugins.Info(b.getBundleId(), bsn, name, b.getVersion().toString(), vendor, state(b.getState()), kind(b));
    }

    /** A bundle's state in a player's words. */
    private static String state(int state) {
        return switch (state) {
            case Bundle.ACTIVE -> "running";
            case Bundle.RESOLVED, Bundle.INSTALLED -> "stopped";
            case Bundle.STARTING -> "starting";
            case Bundle.STOPPING -> "stopping";
            default -> "removed";
        };
    }

    @Override
    public java.util.Optional<Catalogue> catalogue() {
        return java.util.Optional.ofNullable(catalogue);
    }

    private static String kind(Bundle b) {
        org.osgi.framework.wiring.BundleRevision revision = b.adapt(org.osgi.framework.wiring.BundleRevision.class);
        if (revision != null) {
            for (org.osgi.resource.Capability c : revision.getCapabilities("beadbox.plugin")) {
                Object kind = c.getAttributes().get("kind");
                if (kind != null) {
                    return kind.toString();
                }
            }
        }
        ServiceReference<?>[] refs = b.getState() == Bundle.ACTIVE ? b.getRegisteredServices() : null;
        if (refs != null) {
            for (ServiceReference<?> r : refs) {
                for (String type : (String[]) r.getProperty(Constants.OBJECTCLASS)) {
                    if (type.equals("org.beadbox.api.Game")) {
                        return "game";
                    }
                    if (type.equals("org.beadbox.api.PlayerFactory")) {
                        return "AI";
                    }
                }
            }
        }
        String bsn = b.getSymbolicName() == null ? "" : b.getSymbolicName();
        if (b.getBundleId() == 0) {
            return "framework";
        } else if (bsn.startsWith("org.beadbox.game.")) {
            return "game";
        } else if (bsn.startsWith("org.beadbox.ai.")) {
            return "AI";
        } else if (bsn.startsWith("org.beadbox.ui.")) {
            return "front-end";
        }
        return bsn.startsWith("org.beadbox.") ? "platform" : "library";
    }

    @Override
    public Plugins.Info inspect(Path jar) {
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest m = file.getManifest();
            Attributes a = m == null ? null : m.getMainAttributes();
            String bsn = a == null ? null : a.getValue(Constants.BUNDLE_SYMBOLICNAME);
            if (bsn == null) {
                throw new IllegalArgumentException(jar.getFileName() + " is not a Beadbox plugin: it is a jar but not an OSGi "
                        + "bundle (its manifest has no Bundle-SymbolicName).");
            }
            bsn = bsn.split(";")[0].strip();
            String name = a.getValue(Constants.BUNDLE_NAME);
            String version = a.getValue(Constants.BUNDLE_VERSION);
            String vendor = a.getValue(Constants.BUNDLE_VENDOR);
            return new Plugins.Info(-1, bsn, name == null ? bsn : name, version == null ? "0.0.0" : version,
                    vendor == null ? "" : vendor, "not installed", "");
        } catch (IOException e) {
            throw new IllegalArgumentException(jar.getFileName() + " cannot be read as a jar: " + e.getMessage(), e);
        }
    }

    @Override
    public Plugins.Info install(Path jar) {
        inspect(jar);
        BundleContext ctx = requireContext();
        Bundle b;
        try {
            b = ctx.installBundle(jar.toUri().toString());
        } catch (BundleException e) {
            throw new IllegalArgumentException(jar.getFileName() + " cannot be installed: " + e.getMessage(), e);
        }
        try {
            b.start();
            return describe(b);
        } catch (BundleException e) {
            try {
                b.uninstall();
            } catch (BundleException ignored) {
                // it was never started; nothing more to undo
            }
            throw new IllegalArgumentException(refusal(jar.getFileName().toString(), e.getMessage()), e);
        }
    }

    /** Why a jar was refused, for a person: the missing package named when the framework says which. */
    static String refusal(String jar, String frameworkMessage) {
        Matcher missing = MISSING.matcher(String.valueOf(frameworkMessage));
        return missing.find()
                ? jar + " was not installed: it needs the package " + missing.group(1)
                        + ", which no installed bundle provides. Install the plugin that provides it first."
                : jar + " was not installed: " + frameworkMessage;
    }

    @Override
    public void start(long id) {
        operate(id, "start", Bundle::start);
    }

    @Override
    public void stop(long id) {
        operate(id, "stop", Bundle::stop);
    }

    @Override
    public void uninstall(long id) {
        operate(id, "uninstall", Bundle::uninstall);
    }

    @Override
    public String fate(Object service) {
        Bundle b = FrameworkUtil.getBundle(GameCatalog.pluginClass(service));
        if (b == null) {
            return "";
        }
        return switch (b.getState()) {
            case Bundle.UNINSTALLED -> "uninstalled";
            case Bundle.ACTIVE, Bundle.STARTING -> "";
            default -> "stopped";
        };
    }

    @Override
    public void addListener(Runnable listener) {
        bundleListeners.add(listener);
    }

    private interface BundleOp {
        void apply(Bundle b) throws BundleException;
    }

    private void operate(long id, String verb, BundleOp op) {
        Bundle b = requireContext().getBundle(id);
        if (b == null) {
            throw new IllegalArgumentException("bundle " + id + " is no longer installed");
        }
        if (id == 0 || b.equals(requireContext().getBundle())) {
            throw new IllegalArgumentException("Beadbox cannot " + verb + " " + describe(b).name() + " while it runs: use Quit instead.");
        }
        try {
            op.apply(b);
        } catch (BundleException | IllegalStateException e) {
            Matcher missing = MISSING.matcher(String.valueOf(e.getMessage()));
            throw new IllegalArgumentException("Cannot " + verb + " " + describe(b).name() + ": "
                    + (missing.find() ? "it needs the package " + missing.group(1) + ", which no installed bundle provides"
                            : e.getMessage()), e);
        }
    }

    private BundleContext requireContext() {
        BundleContext ctx = context;
        if (ctx == null) {
            throw new IllegalStateException("the Swing front-end is not running");
        }
        return ctx;
    }
}
