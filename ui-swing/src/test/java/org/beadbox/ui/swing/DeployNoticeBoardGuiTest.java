package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import org.assertj.swing.core.matcher.JButtonMatcher;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.testkit.TakeAway;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;

/** Hot-deploy problems the launcher tells reach the window: gathered in one "Plugins folder" window. */
public class DeployNoticeBoardGuiTest extends WithGuiBench {

    private final DeployNoticeBoard board = new DeployNoticeBoard();

    @Override
    GuiBench newBench() throws Exception {
        return new GuiBench(GameCatalog.of(new TakeAway()), PlayerCatalog.of(new RandomPlayerFactory()));
    }

    @Before
    public void open() throws Exception {
        board.show(true);
    }

    @After
    public void close() {
        board.deactivate();
    }

    @Test
    public void linesGatherInOneWindowThatOpensAgainAfterClose() {
        board.accept("bundles/random.jar is not installed: it is not a jar (not a zip file): remove it");
        board.accept("bundles/throw.jar (test.throw) could not start: its activator failed: boom");
        DialogFixture notices = WindowFinder.findDialog("deployNotices").using(bench.robot);
        notices.requireVisible();
        assertThat(notices.target().getTitle()).isEqualTo("Plugins folder");
        bench.robot.waitForIdle();
        assertThat(notices.textBox("deployNoticeLines").text()).isEqualTo(
                "bundles/random.jar is not installed: it is not a jar (not a zip file): remove it\n"
                        + "bundles/throw.jar (test.throw) could not start: its activator failed: boom");
        bench.click(notices.button(JButtonMatcher.withText("Close")), "the notices closed", () -> !notices.target().isShowing());

        board.accept("safe mode: bundles/hang.jar (test.hang) is not started");
        DialogFixture again = WindowFinder.findDialog("deployNotices").using(bench.robot);
        bench.robot.waitForIdle();
        assertThat(again.textBox("deployNoticeLines").text()).isEqualTo("safe mode: bundles/hang.jar (test.hang) is not started");
    }

    @Test
    public void silentWhenNotTheWindow() {
        board.show(false);
        board.accept("bundles/x.jar is not installed: it is not a jar");
        bench.robot.waitForIdle();
        assertThat(java.awt.Window.getWindows()).noneMatch(w -> "deployNotices".equals(w.getName()) && w.isShowing());
    }
}
