package org.beadbox.ui.swing;

import org.junit.After;
import org.junit.Before;
import org.junit.BeforeClass;

/**
 * A GUI test over a {@link GuiBench}: it needs a display (skipped without one outside CI), gets
 * a fresh bench before each test and closes it after. A subclass says which bench in {@link
 * #newBench()}; its own {@code @Before} methods run after the bench opens, its {@code @After}
 * methods before it closes.
 */
public abstract class WithGuiBench {

    /** The bench of the running test. */
    GuiBench bench;

    @BeforeClass
    public static void requireDisplay() {
        GuiBench.requireDisplay();
    }

    @Before
    public void openBench() throws Exception {
        bench = newBench();
    }

    @After
    public void closeBench() {
        bench.close();
    }

    /** A bench over the catalogues (and plugins) this test needs. */
    abstract GuiBench newBench() throws Exception;
}
