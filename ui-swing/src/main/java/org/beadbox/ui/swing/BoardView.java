package org.beadbox.ui.swing;

import java.awt.Cursor;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Point2D;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import javax.swing.JComponent;
import javax.swing.SwingUtilities;
import javax.swing.Timer;
import org.beadbox.api.Scene;

/**
 * The board: paints the current scene scaled to the component, animates from the previous scene
 * (purely visual: clicks always act on the current scene at once), highlights the clickable step
 * under the pointer, reveals shapes while their trigger is hovered, and reports clicks as steps
 * (left button) or as "take a step back" (right button).
 */
final class BoardView extends JComponent {

    private static final long serialVersionUID = 1L;
    private static final long ANIMATION_MILLIS = 260;

    private Scene scene;
    private Scene previous;
    private long animationStart;
    private boolean interactive;
    private String hintStep;
    private Hover hover = Hover.NOTHING;
    private Consumer<String> onStep = step -> { };
    private Runnable onBack = () -> { };
    private Consumer<String> onMiss = place -> { };
    private Runnable onIdle = () -> { };
    private final Timer timer = new Timer(15, e -> tick());

    /** An empty board. */
    BoardView() {
        setName("board");
        setPreferredSize(new Dimension(640, 560));
        setMinimumSize(new Dimension(240, 200));
        setFocusable(true);
        MouseAdapter mouse = new MouseAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                pointAt(e.getX(), e.getY());
            }

            @Override
            public void mouseDragged(MouseEvent e) {
                pointAt(e.getX(), e.getY());
            }

            @Override
            public void mouseExited(MouseEvent e) {
                setHover(Hover.NOTHING);
            }

            @Override
            public void mousePressed(MouseEvent e) {
                requestFocusInWindow();
                if (SwingUtilities.isRightMouseButton(e) || e.isPopupTrigger()) {
                    onBack.run();
                } else if (SwingUtilities.isLeftMouseButton(e)) {
                    click(e.getX(), e.getY());
                }
            }
        };
        addMouseListener(mouse);
        addMouseMotionListener(mouse);
        setToolTipText("");
    }

    /** What a click on a step does. */
    void onStep(Consumer<String> handler) {
        onStep = Objects.requireNonNull(handler);
    }

    /** What a click beside every step does: hears the id of the place clicked (see {@link Hover#placeAt}), or null. */
    void onMiss(Consumer<String> handler) {
        onMiss = Objects.requireNonNull(handler);
    }

    /** What a left click does while the board takes no clicks. */
    void onIdle(Runnable handler) {
        onIdle = Objects.requireNonNull(handler);
    }

    /** What a right click does. */
    void onBack(Runnable handler) {
        onBack = Objects.requireNonNull(handler);
    }

    /** Shows {@code next}, animating from what was shown when {@code animate}. */
    void show(Scene next, boolean animate) {
        Scene before = scene;
        scene = next;
        if (animate && Tween.differs(before, next)) {
            previous = before;
            animationStart = System.nanoTime();
            timer.start();
        } else {
            previous = null;
            timer.stop();
        }
        refreshHover();
        repaint();
    }

    /** The scene shown, or null. */
    Scene scene() {
        return scene;
    }

    /** Whether clicks enter steps (the person is to move and views the live position). */
    void setInteractive(boolean interactive) {
        this.interactive = interactive;
        refreshHover();
        repaint();
    }

    /** Marks the shapes of a hinted step, or none when null. */
    void setHintStep(String step) {
        if (!java.util.Objects.equals(step, hintStep)) {
            hintStep = step;
            repaint();
        }
    }

    /** The viewport in which the current scene is painted. */
    Viewport viewport() {
        return Viewport.fit(scene.width(), scene.height(), getWidth(), getHeight(), 14);
    }

    /**
     * A point in pixels where a click enters {@code step} (the centre of a shape with that step
     * that nothing clickable covers), or null: for tests and keyboard help.
     */
    Point2D pointOf(String step) {
        Viewport vp = viewport();
        for (org.beadbox.api.Shape s : scene.shapes()) {
            if (step.equals(s.on().step()) && s.on().revealedBy() == null) {
                java.awt.geom.Rectangle2D b = ScenePainter.outline(s).getBounds2D();
                if (step.equals(Hover.at(scene, b.getCenterX(), b.getCenterY()).step())) {
                    return new Point2D.Double(vp.x() + b.getCenterX() * vp.scale(), vp.y() + b.getCenterY() * vp.scale());
                }
            }
        }
        return null;
    }

    private void tick() {
        if (System.nanoTime() - animationStart > ANIMATION_MILLIS * 1_000_000L) {
            previous = null;
            timer.stop();
        }
        repaint();
    }

    private void pointAt(int x, int y) {
        if (scene == null) {
            return;
        }
        Point2D p = viewport().toBoard(x, y);
        setHover(Hover.at(scene, p.getX(), p.getY()));
    }

    private void refreshHover() {
        java.awt.Point mouse = isShowing() ? getMousePosition() : null;
        if (mouse != null) {
            pointAt(mouse.x, mouse.y);
        } else {
            setHover(Hover.NOTHING);
        }
    }

    private void setHover(Hover h) {
        if (!h.equals(hover)) {
            hover = h;
            setCursor(interactive && h.step() != null ? Cursor.getPredefinedCursor(Cursor.HAND_CURSOR) : Cursor.getDefaultCursor());
            repaint();
        }
    }

    private void click(int x, int y) {
        if (scene != null && !interactive) {
            onIdle.run(); // an earlier position, a finished game, another's turn: the window says why
            return;
        }
        if (scene == null) {
            return;
        }
        Point2D p = viewport().toBoard(x, y);
        String step = Hover.at(scene, p.getX(), p.getY()).step();
        if (step != null) {
            onStep.accept(step);
        } else {
            onMiss.accept(Hover.placeAt(scene, p.getX(), p.getY()));
        }
    }

    @Override
    public String getToolTipText(MouseEvent event) {
        return hover.tooltip();
    }

    @Override
    protected void paintComponent(Graphics graphics) {
        if (scene == null) {
            return;
        }
        Graphics2D g = (Graphics2D) graphics.create();
        try {
            double t = previous == null ? 1 : (System.nanoTime() - animationStart) / (ANIMATION_MILLIS * 1e6);
            List<Tween.Sprite> sprites = Tween.between(previous, scene, t);
            ScenePainter.paint(g, scene, sprites, viewport(), hover.under(), interactive ? hover.step() : null, hintStep,
                    interactive && previous == null);
        } finally {
            g.dispose();
        }
    }
}
