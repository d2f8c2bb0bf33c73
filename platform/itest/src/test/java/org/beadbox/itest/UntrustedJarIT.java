package org.beadbox.itest;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.ops4j.pax.exam.CoreOptions.options;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.inject.Inject;
import org.beadbox.core.GameCatalog;
import org.junit.Test;
import org.junit.runner.RunWith;
import org.ops4j.pax.exam.Configuration;
import org.ops4j.pax.exam.Option;
import org.ops4j.pax.exam.junit.PaxExam;
import org.ops4j.pax.exam.spi.reactors.ExamReactorStrategy;
import org.ops4j.pax.exam.spi.reactors.PerClass;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.BundleException;
import org.osgi.framework.wiring.FrameworkWiring;

/**
 * Untrusted jars: what the framework does with a file that is not a bundle and with a bundle
 * whose imports cannot be resolved, which the Swing front-end's install dialog turns into a
 * message for a person. A file that is no jar fails with a {@link BundleException}; a plain jar
 * is taken as a legacy bundle without a symbolic name (so the dialog's own manifest check is what
 * refuses it); a bundle with an unresolvable import fails to start with the framework naming the
 * package as {@code osgi.wiring.package=NAME} (the pattern the dialog's refusal reads). Nothing
 * of a refused jar stays installed, and Beadbox goes on working.
 */
@RunWith(PaxExam.class)
@ExamReactorStrategy(PerClass.class)
public class UntrustedJarIT {

    /** What the Swing front-end reads from the framework's message to name the missing package. */
    private static final Pattern MISSING = Pattern.compile("osgi\\.wiring\\.package=([\\w.$]+)");

    private static final String PLAIN = "UntrustedJarIT/plain.jar";
    private static final String NOT_A_JAR = "UntrustedJarIT/page.jar";
    private static final String UNRESOLVABLE = "UntrustedJarIT/needs-engine.jar";

    @Inject
    private BundleContext context;

    @Inject
    private GameCatalog games;

    /** The platform and the games; the untrusted jars are built here and installed by the tests. */
    @Configuration
    public Option[] config() {
        HardeningBundles.plainJar(RuntimeOptions.work(PLAIN));
        HardeningBundles.notAJar(RuntimeOptions.work(NOT_A_JAR));
        HardeningBundles.unresolvable(RuntimeOptions.work(UNRESOLVABLE));
        return options(
                RuntimeOptions.base(UntrustedJarIT.class),
                RuntimeOptions.bundles(RuntimeOptions.PLATFORM),
                RuntimeOptions.bundles(RuntimeOptions.GAMES));
    }

    private String uri(String name) {
        return RuntimeOptions.work(name).toUri().toString();
    }

    @Test
    public void aFileThatIsNoJarIsRefusedWithABundleException() {
        int before = context.getBundles().length;
        try {
            Bundle b = context.installBundle(uri(NOT_A_JAR));
            fail("installed " + b);
        } catch (BundleException expected) {
            assertFalse("the framework says why", expected.getMessage() == null || expected.getMessage().isBlank());
        }
        assertEquals("nothing stays installed", before, context.getBundles().length);
    }

    /**
     * Felix takes a jar without bundle headers as a legacy (release 3) bundle: it installs, with
     * no symbolic name, and adds nothing. So the framework does not refuse it: the install
     * dialog must (and does) refuse it by its manifest before installing.
     */
    @Test
    public void aPlainJarIsNotRefusedByTheFrameworkButHasNoSymbolicNameAndAddsNothing() throws Exception {
        List<String> gamesBefore = games.ids();
        Bundle b = context.installBundle(uri(PLAIN));
        try {
            assertEquals("no symbolic name: what the install dialog refuses it by", null, b.getSymbolicName());
            assertEquals("no bundle manifest version", null, b.getHeaders("").get("Bundle-ManifestVersion"));
            b.start();
            assertEquals("it registers nothing", null, b.getRegisteredServices());
            assertEquals("the catalogue is unchanged", gamesBefore, games.ids());
        } finally {
            b.uninstall();
        }
    }

    @Test
    public void aBundleWithAnUnresolvableImportFailsToStartNamingTheMissingPackage() throws Exception {
        List<String> gamesBefore = games.ids();
        Bundle b = context.installBundle(uri(UNRESOLVABLE));
        try {
            assertFalse("it does not resolve", context.getBundle(0).adapt(FrameworkWiring.class).resolveBundles(List.of(b)));
            assertEquals("it stays installed, not resolved", Bundle.INSTALLED, b.getState());
            try {
                b.start();
                fail("started a bundle whose import cannot be resolved");
            } catch (BundleException e) {
                assertEquals(BundleException.RESOLVE_ERROR, e.getType());
                Matcher m = MISSING.matcher(String.valueOf(e.getMessage()));
                assertTrue("the message names the package as osgi.wiring.package=...: " + e.getMessage(), m.find());
                assertEquals(HardeningBundles.MISSING_PACKAGE, m.group(1));
            }
        } finally {
            b.uninstall();
        }
        assertEquals("the refused bundle is gone", Bundle.UNINSTALLED, b.getState());
        assertEquals("the catalogue is unchanged", gamesBefore, games.ids());
        List<String> inactive = new ArrayList<>();
        for (Bundle x : context.getBundles()) {
            if (x.getState() != Bundle.ACTIVE) {
                inactive.add(x.getSymbolicName());
            }
        }
        assertEquals("every other bundle still runs", List.of(), inactive);
    }
}
