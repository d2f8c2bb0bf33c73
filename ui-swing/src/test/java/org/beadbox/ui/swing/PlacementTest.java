package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import java.util.List;
import javax.swing.JDialog;
import javax.swing.JFrame;
import org.assertj.swing.edt.GuiActionRunner;
import org.junit.BeforeClass;
import org.junit.Test;

/** Where game windows and the invitation panel open (on a real display, under Xvfb in the build). */
public class PlacementTest {

    @BeforeClass
    public static void display() {
        GuiBench.requireDisplay();
    }

    @Test
    public void theInvitationPanelOfAWindowAsWideAsTheScreenGoesBesideItOnScreenNotOverTheBoard() {
        Rectangle[] out = GuiActionRunner.execute(() -> {
            JFrame owner = new JFrame();
            Rectangle screen = owner.getGraphicsConfiguration().getBounds();
            owner.setBounds(screen.x, screen.y + 40, screen.width - 120, screen.height - 120); // no room beside it
            JDialog panel = new JDialog(owner);
            panel.setSize(560, 260);
            Placement.beside(panel, owner);
            Rectangle r = panel.getBounds();
            Rectangle o = owner.getBounds();
            panel.dispose();
            owner.dispose();
            return new Rectangle[] {r, o, screen};
        });
        Rectangle panel = out[0];
        Rectangle owner = out[1];
        assertThat(out[2].contains(panel)).as("wholly on screen: " + panel).isTrue();
        assertThat(panel.intersects(owner)).as("issue 46 §5: " + panel + " beside the narrowed window " + owner).isFalse();
        assertThat(owner.width >= Placement.MIN_OWNER_WIDTH && owner.height >= Placement.MIN_OWNER_HEIGHT).as("the window still shows its board: " + owner).isTrue();
    }

    @Test
    public void aWindowThatCannotNarrowKeepsThePanelOnScreenAndOffTheSeats() {
        Rectangle[] out = GuiActionRunner.execute(() -> {
            JFrame owner = new JFrame();
            Rectangle screen = owner.getGraphicsConfiguration().getBounds();
            owner.setMinimumSize(new java.awt.Dimension(screen.width - 120, screen.height - 120));
            owner.setBounds(screen.x, screen.y + 40, screen.width - 120, screen.height - 120);
            JDialog panel = new JDialog(owner);
            panel.setSize(560, 260);
            Placement.beside(panel, owner);
            Rectangle r = panel.getBounds();
            Rectangle o = owner.getBounds();
            panel.dispose();
            owner.dispose();
            return new Rectangle[] {r, o, screen};
        });
        assertThat(out[2].contains(out[0])).as("wholly on screen: " + out[0]).isTrue();
        assertThat(out[0].x + out[0].width).as("clear of the side panel (seats, clocks) at the owner's right")
                .isLessThanOrEqualTo(out[1].x + out[1].width - 300);
    }

    @Test
    public void aPanelGoesBesideItsWindowWhenTheScreenHasRoom() {
        Rectangle[] out = GuiActionRunner.execute(() -> {
            JFrame owner = new JFrame();
            Rectangle screen = owner.getGraphicsConfiguration().getBounds();
            owner.setBounds(screen.x + 10, screen.y + 10, screen.width / 2, screen.height / 2);
            JDialog panel = new JDialog(owner);
            panel.setSize(300, 200);
            Placement.beside(panel, owner);
            Rectangle r = panel.getBounds();
            Rectangle o = owner.getBounds();
            panel.dispose();
            owner.dispose();
            return new Rectangle[] {r, o};
        });
        assertThat(out[0].intersects(out[1])).as(out[0] + " beside " + out[1]).isFalse();
    }

    @Test
    public void aSecondWindowAtTheSamePlaceIsSteppedAway() {
        Rectangle[] out = GuiActionRunner.execute(() -> {
            JFrame first = new JFrame();
            first.setBounds(100, 100, 600, 400);
            first.setVisible(true);
            JFrame second = new JFrame();
            second.setBounds(100, 100, 600, 400);
            Placement.place(second, List.of(first));
            Rectangle r = second.getBounds();
            first.dispose();
            second.dispose();
            return new Rectangle[] {r};
        });
        assertThat(out[0].getLocation()).isEqualTo(new java.awt.Point(100 + Placement.STEP, 100 + Placement.STEP));
    }

    @Test
    public void aNewWindowOfAnotherSizeCascadesFromTheLastOneWithinTheScreen() {
        Rectangle[] out = GuiActionRunner.execute(() -> {
            JFrame first = new JFrame();
            first.setBounds(100, 100, 600, 400);
            first.setVisible(true);
            JFrame second = new JFrame();
            second.setBounds(150, 125, 500, 350); // centred at its own size: nearly on top of the first
            Placement.place(second, List.of(first, second));
            Rectangle r = second.getBounds();
            Rectangle screen = second.getGraphicsConfiguration().getBounds();
            first.dispose();
            second.dispose();
            return new Rectangle[] {r, screen};
        });
        assertThat(out[0]).isEqualTo(new Rectangle(100 + Placement.STEP, 100 + Placement.STEP, 500, 350));
        assertThat(out[1].contains(out[0])).isTrue();
    }
}
