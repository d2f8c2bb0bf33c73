package org.beadbox.itest;

import java.awt.GraphicsEnvironment;
import org.junit.AssumptionViolatedException;
import org.junit.runner.Description;
import org.junit.runner.notification.Failure;
import org.junit.runner.notification.RunNotifier;
import org.junit.runners.model.InitializationError;
import org.ops4j.pax.exam.junit.PaxExam;

/**
 * Pax Exam for a test class that needs a display (a window opened by a front-end), with the GUI
 * tests' rule: without one, each test fails when the environment variable {@code CI} is set and
 * is skipped otherwise, and no framework is started.
 *
 * <p>The decision is taken here, on the driver side, because an assumption that fails inside the
 * framework never reaches Failsafe: Pax Exam runs the test there with JUnit's own runner, which
 * counts a violated assumption as no failure, so the test would be reported as passed. With the
 * native container the driver and the framework share one JVM, so the answer is the same in both.
 */
public class PaxExamWithDisplay extends PaxExam {

    /** Made by JUnit for a class annotated {@code @RunWith(PaxExamWithDisplay.class)}. */
    public PaxExamWithDisplay(Class<?> test) throws InitializationError {
        super(test);
    }

    /** Runs the class in Pax Exam when a display exists; reports each test failed (CI) or skipped otherwise. */
    @Override
    public void run(RunNotifier notifier) {
        if (!GraphicsEnvironment.isHeadless()) {
            super.run(notifier);
            return;
        }
        boolean ci = System.getenv("CI") != null;
        report(getDescription(), notifier, ci);
    }

    private static void report(Description d, RunNotifier notifier, boolean ci) {
        if (!d.isTest()) {
            for (Description child : d.getChildren()) {
                report(child, notifier, ci);
            }
            return;
        }
        notifier.fireTestStarted(d);
        if (ci) {
            notifier.fireTestFailure(new Failure(d,
                    new AssertionError("this test opens a window and needs a display in CI: run it under xvfb-run")));
        } else {
            notifier.fireTestAssumptionFailed(new Failure(d,
                    new AssumptionViolatedException("no display: a test that opens a window is skipped outside CI")));
        }
        notifier.fireTestFinished(d);
    }
}
