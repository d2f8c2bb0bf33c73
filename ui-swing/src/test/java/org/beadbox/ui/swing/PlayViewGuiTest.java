package org.beadbox.ui.swing;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Point;
import java.awt.Rectangle;
import java.awt.event.KeyEvent;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JList;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.edt.GuiActionRunner;
import org.assertj.swing.fixture.FrameFixture;
import org.beadbox.api.Game;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Shape;
import org.beadbox.game.beadmaster.BeadMaster;
import org.beadbox.game.challenge.Challenge;
import org.beadbox.game.mancala.GlassBeadGame;
import org.junit.Test;

/**
 * What a person sees while playing: the newest move in view, the legal places shown, a click on
 * a wrong place explained, moving through the game with the keys, and a status that moves on.
 */
public class PlayViewGuiTest extends WithGuiBench {

    private final Challenge challenge = new Challenge();
    private final GlassBeadGame mancala = new GlassBeadGame();
    private final BeadMaster beadmaster = new BeadMaster();

    @Override
    GuiBench newBench() throws Exception {
        return GuiBench.againstComputers(Plugins.NONE, challenge, mancala, beadmaster);
    }

    @Test
    public void theNewestMoveIsFullyInViewAfterTheComputerAnswers() throws Exception {
        for (Game game : List.of(challenge, mancala, beadmaster)) {
            bench.startFromLauncher(game.info().id(), "seat0.player", "Human", "seat1.player", "Monte Carlo search",
                    "seat1.level", "casual"); // long enough to report its progress while it thinks
            FrameFixture window = bench.gameWindow(game, List.of());
            GameWindow w = (GameWindow) window.target();
            GuiActionRunner.execute(() -> {
                w.setSize(w.getWidth(), 520); // a short window: the list scrolls after a few moves
                w.validate();
                return null;
            });
            JList<?> moves = window.list("moves").target();
            for (int round = 1; round <= 4; round++) {
                bench.clickMove(w);
                int expected = 2 * round;
                GuiBench.await("the computer's reply", () -> w.table().history().moves().size() >= expected && w.table().interactive());
                bench.robot.waitForIdle();
                GuiBench.await("the list to be laid out", () -> moves.getModel().getSize() == w.table().history().moves().size() + 1);
                bench.robot.waitForIdle();
                Rectangle[] seen = GuiActionRunner.execute(() -> {
                    int last = moves.getModel().getSize() - 1;
                    return new Rectangle[] {moves.getCellBounds(last, last), moves.getVisibleRect()};
                });
                assertThat(round < 4 || seen[1].y > 0).as("%s: the list has scrolled", game.info().id()).isTrue();
                assertThat(seen[1].contains(seen[0])).as("%s: the last row %s lies within the visible %s", game.info().id(),
                        seen[0], seen[1]).isTrue();
            }
            GuiActionRunner.execute(() -> {
                w.dispose();
                return null;
            });
        }
    }

    @Test
    public void theLegalPlacesAreMarkedWithoutHovering() {
        FrameFixture window = bench.humanAgainst(challenge, "Random");
        GameWindow w = (GameWindow) window.target();
        GuiBench.await("the person's turn", () -> w.table().interactive());
        bench.robot.moveMouse(window.label("status").target()); // not over the board
        bench.robot.waitForIdle();
        int[] pixels = GuiActionRunner.execute(() -> {
            String step = w.board().scene().steps().get(0);
            Point2D at = w.board().pointOf(step);
            Rectangle2D cell = cellBounds(w, step);
            Viewport vp = w.board().viewport();
            int x = (int) Math.round(vp.x() + cell.getMinX() * vp.scale() + 3); // near the edge, where a mark shows
            int y = (int) Math.round(at.getY());
            int marked = paint(w).getRGB(x, y);
            w.board().setInteractive(false);
            int plain = paint(w).getRGB(x, y);
            w.board().setInteractive(true);
            return new int[] {marked, plain};
        });
        assertThat(pixels[0]).as("a legal place looks different while the person is to move").isNotEqualTo(pixels[1]);
        window.label("status").requireText(java.util.regex.Pattern.compile(".*click a highlighted place.*"));
    }

    @Test
    public void aClickOnAPlaceThatIsNotLegalSaysWhy() throws Exception {
        FrameFixture window = bench.humanAgainst(challenge, "Random");
        GameWindow w = (GameWindow) window.target();
        bench.clickMove(w);
        GuiBench.await("the computer's reply", () -> w.table().history().moves().size() >= 2 && w.table().interactive());
        String taken = GuiActionRunner.execute(() -> w.table().history().notations().get(0));
        org.beadbox.api.GameState now = GuiActionRunner.execute(() -> w.table().history().shown());
        String expected;
        try {
            now.parseMove(taken);
            expected = "";
        } catch (IllegalMoveException e) {
            expected = e.getMessage();
        }
        assertThat(expected).as("the first move's square is taken now").isNotEmpty();
        Point p = GuiActionRunner.execute(() -> {
            Rectangle2D b = cellBounds(w, taken);
            Viewport vp = w.board().viewport();
            return new Point((int) (vp.x() + b.getCenterX() * vp.scale()), (int) (vp.y() + b.getCenterY() * vp.scale()));
        });
        String why = expected;
        bench.until("the refusal to be explained", () -> true, () -> {
            bench.robot.moveMouse(w.board(), p);
            bench.robot.click(w.board(), p, MouseButton.LEFT_BUTTON, 1);
        }, () -> window.label("status").target().getText().contains(why));
        assertThat(GuiActionRunner.execute(() -> w.table().history().moves().size())).isEqualTo(2);
        // Issue 46 §6: in an earlier position the status says so (not the answer about the present), and so does a click.
        GuiActionRunner.execute(() -> {
            w.table().view(0); // after the first move
            return null;
        });
        GuiBench.await("the earlier position", () -> window.label("status").target().getText().startsWith("Viewing an earlier position"));
        bench.until("the click on an earlier position to be answered", () -> true, () -> {
            bench.robot.moveMouse(w.board(), p);
            bench.robot.click(w.board(), p, MouseButton.LEFT_BUTTON, 1);
        }, () -> window.label("status").target().getText().startsWith("This is an earlier position (after move 1 of 2), not the game now"));
        assertThat(window.label("status").target().getText()).doesNotContain(why);
    }

    @Test
    public void theKeysMoveThroughTheGameWhileTheBoardHasFocus() throws Exception {
        FrameFixture window = bench.humanAgainst(challenge, "Random");
        GameWindow w = (GameWindow) window.target();
        for (int round = 1; round <= 2; round++) {
            bench.clickMove(w);
            int expected = 2 * round;
            GuiBench.await("the computer's reply", () -> w.table().history().moves().size() >= expected && w.table().interactive());
        }
        GuiActionRunner.execute(() -> w.board().requestFocusInWindow());
        GuiBench.await("the board to have focus", () -> w.board().isFocusOwner());
        pressOnBoard(w, KeyEvent.VK_LEFT, "one move back", () -> w.table().history().shownMove() == 2);
        pressOnBoard(w, KeyEvent.VK_HOME, "the start", () -> w.table().history().shownMove() == -1);
        pressOnBoard(w, KeyEvent.VK_RIGHT, "one move forward", () -> w.table().history().shownMove() == 0);
        window.button("forward").requireEnabled();
        bench.click(window.button("forward"), "the forward button", () -> w.table().history().shownMove() == 1);
        pressOnBoard(w, KeyEvent.VK_END, "the live position", () -> w.table().history().live());
        window.button("forward").requireDisabled();
        assertThat(GuiActionRunner.execute(() -> bench.robot.finder().findAll(w.getContentPane(),
                c -> "play".equals(c.getName())).size())).as("no Play button that is never enabled").isZero();
    }

    @Test
    public void undoClearsTheSavedMessage() throws Exception {
        FrameFixture window = bench.humanAgainst(challenge, "Random");
        GameWindow w = (GameWindow) window.target();
        bench.clickMove(w);
        GuiBench.await("the computer's reply", () -> w.table().history().moves().size() >= 2 && w.table().interactive());
        Path file = bench.home.resolve("saved.json");
        bench.menu(window, "menu.saveAs", "the save dialog", GuiBench::fileChooserShowing);
        bench.choose(file);
        GuiBench.await("the file to be written", () -> Files.exists(file));
        GuiBench.await("the saved message", () -> window.label("status").target().getText().startsWith("Saved"));
        bench.menu(window, "menu.undo", "the undo", () -> w.table().history().moves().isEmpty() && w.table().interactive());
        bench.robot.waitForIdle();
        assertThat(window.label("status").target().getText()).doesNotStartWith("Saved");
    }

    private void pressOnBoard(GameWindow w, int key, String what, java.util.function.BooleanSupplier done) {
        bench.until(what, () -> w.isShowing(), () -> {
            bench.robot.focusAndWaitForFocusGain(w.board());
            bench.robot.pressAndReleaseKey(key);
        }, done);
    }

    private static BufferedImage paint(GameWindow w) {
        BufferedImage image = new BufferedImage(w.board().getWidth(), w.board().getHeight(), BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = image.createGraphics();
        w.board().paint(g);
        g.dispose();
        return image;
    }

    /** The bounds in board units of the Challenge's cell named {@code name}. */
    private static Rectangle2D cellBounds(GameWindow w, String name) {
        for (Shape s : w.board().scene().shapes()) {
            if (s.id().equals("cell-" + name)) {
                return ScenePainter.outline(s).getBounds2D();
            }
        }
        throw new AssertionError("no cell " + name);
    }
}
