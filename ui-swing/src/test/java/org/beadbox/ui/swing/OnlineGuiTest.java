package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.finder.WindowFinder;
import org.assertj.swing.fixture.DialogFixture;
import org.beadbox.ai.random.RandomPlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.game.challenge.Challenge;
import org.junit.Test;

/**
 * Online play from the launcher: the new-game dialog offers an invited seat only when this
 * Beadbox can host, a failed start of the web stack is said and opens no window, and Join…
 * says what is wrong with a link or a host. Playing online for real, with the web front-end,
 * is SwingOnlineIT's (platform/itest).
 */
public class OnlineGuiTest extends WithGuiBench {

    private final Challenge challenge = new Challenge();

    @Override
    GuiBench newBench() throws Exception {
        return new GuiBench(GameCatalog.of(challenge), PlayerCatalog.of(new RandomPlayerFactory()));
    }

    @Test
    public void inviteIsOfferedOnlyWhenThisBeadboxCanHost() {
        DialogFixture dialog = openDialog();
        assertThat(choices(dialog, "seat1.player")).as("no web front-end: no invitation").doesNotContain(SeatRow.INVITE)
                .contains("Human", "Random");
        GuiActionRunner.execute(() -> {
            dialog.target().dispose();
            bench.shell.online(GuiBench.WEB_THAT_CANNOT_START);
            return null;
        });
        DialogFixture again = openDialog();
        assertThat(choices(again, "seat0.player")).containsExactly("Human", SeatRow.INVITE, "Random");
        assertThat(choices(again, "seat1.player")).containsExactly("Human", SeatRow.INVITE, "Random");

        bench.select(again.comboBox("seat1.player"), SeatRow.INVITE);
        bench.click(again.button("start"), "the dialog to close", () -> !again.target().isShowing());
        GuiBench.await("the reason the table could not open", () -> java.util.Arrays.stream(java.awt.Window.getWindows())
                .anyMatch(w -> w.isShowing() && w instanceof JDialog d && text(d).contains("did not start within 30 s")));
        assertThat(GuiActionRunner.execute(() -> bench.windowsOf(challenge))).as("no game window").isZero();
        assertThat(GuiActionRunner.execute(() -> GuiBench.showing("onlineProgress"))).as("the progress window gone").isFalse();
        GuiActionRunner.execute(() -> {
            for (java.awt.Window w : java.awt.Window.getWindows()) {
                if (w instanceof JDialog d && text(d).contains("did not start")) {
                    d.dispose();
                }
            }
            return null;
        });
        DialogFixture third = openDialog();
        assertThat(GuiActionRunner.execute(() -> String.valueOf(third.comboBox("seat1.player").target().getSelectedItem())))
                .as("the invitation remembered").isEqualTo(SeatRow.INVITE);
    }

    @Test
    public void joinSaysWhatALinkLooksLikeAndWhenTheHostCannotBeReached() throws Exception {
        bench.click(bench.launcher.button("join"), "the join dialog", () -> GuiBench.showing("join"));
        DialogFixture join = WindowFinder.findDialog("join").using(bench.robot);
        join.textBox("joinLink").setText("beadbox://friends-game");
        bench.click(join.button("joinButton"), "the link refused", () -> problem(join).contains("A link looks like"));
        assertThat(problem(join)).isEqualTo("Not a Beadbox table link: a link starts with http:// or https://."
                + " A link looks like http://HOST:PORT/table.html#TABLE.TOKEN.");

        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        join.textBox("joinLink").setText("http://127.0.0.1:" + port + "/table.html#abc.def");
        bench.click(join.button("joinButton"), "the host found unreachable", () -> problem(join).startsWith("Cannot reach"));
        assertThat(problem(join)).isEqualTo("Cannot reach the host at 127.0.0.1:" + port
                + ": is its Beadbox running, and reachable from here (the address, a firewall)?");
        assertThat(GuiActionRunner.execute(() -> join.button("joinButton").target().isEnabled())).as("Join can be tried again").isTrue();
        assertThat(GuiActionRunner.execute(() -> bench.shell.windows().size())).isZero();
    }

    private static String problem(DialogFixture join) {
        return GuiActionRunner.execute(() -> ((JoinDialog) join.target()).problem());
    }

    private static String text(java.awt.Container c) {
        StringBuilder b = new StringBuilder();
        for (java.awt.Component x : c.getComponents()) {
            if (x instanceof JLabel l && l.getText() != null) {
                b.append(l.getText()).append('\n');
            } else if (x instanceof javax.swing.JTextArea t) {
                b.append(t.getText());
            }
            if (x instanceof java.awt.Container inner) {
                b.append(text(inner));
            }
        }
        return b.toString();
    }

    private List<String> choices(DialogFixture dialog, String name) {
        JComboBox<?> box = dialog.comboBox(name).target();
        return GuiActionRunner.execute(() -> {
            List<String> out = new ArrayList<>();
            for (int i = 0; i < box.getItemCount(); i++) {
                Object o = box.getItemAt(i);
                out.add(o instanceof org.beadbox.api.PlayerFactory f ? f.name() : String.valueOf(o));
            }
            return out;
        });
    }

    private DialogFixture openDialog() {
        bench.click(bench.launcher.button("play:" + challenge.info().id()), "the new-game dialog", () -> GuiBench.showing("newGame"));
        return WindowFinder.findDialog("newGame").using(bench.robot);
    }
}
