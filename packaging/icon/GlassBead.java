import java.awt.AlphaComposite;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.MultipleGradientPaint.CycleMethod;
import java.awt.RadialGradientPaint;
import java.awt.RenderingHints;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Point2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * Draws Beadbox's icon, a glass bead (a blue glass sphere with its threading hole, a window's
 * highlight and the light it gathers on the far side), and writes it in the three platforms'
 * formats: {@code linux/beadbox.png} (256 px), {@code windows/beadbox.ico} and
 * {@code macos/beadbox.icns} (PNG-compressed entries, which both formats allow).
 *
 * <p>Run from packaging/: {@code java icon/GlassBead.java}. The output is committed; run it again
 * only to change the icon.
 */
public final class GlassBead {

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args.length > 0 ? args[0] : ".");
        Files.write(out.resolve("linux/beadbox.png"), png(256));
        Files.write(out.resolve("windows/beadbox.ico"), ico(List.of(16, 24, 32, 48, 64, 256)));
        Files.write(out.resolve("macos/beadbox.icns"), icns());
    }

    /** The bead at {@code size} pixels square, drawn at 4x and scaled down for smooth edges. */
    static BufferedImage bead(int size) {
        int s = size * 4;
        BufferedImage img = new BufferedImage(s, s, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = img.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        float c = s / 2f, r = s * 0.44f;
        shadow(g, c, r, s);
        glass(g, c, r);
        hole(g, c, r);
        highlights(g, c, r);
        g.dispose();
        return scaled(img, size);
    }

    private static void shadow(Graphics2D g, float c, float r, int s) {
        g.setPaint(new RadialGradientPaint(new Point2D.Float(c, c + r * 0.93f), r * 0.8f,
                new float[] {0f, 1f}, new Color[] {new Color(0, 0, 40, 90), new Color(0, 0, 40, 0)}));
        g.fill(new Ellipse2D.Float(c - r * 0.8f, c + r * 0.78f, r * 1.6f, r * 0.3f));
    }

    private static void glass(Graphics2D g, float c, float r) {
        Ellipse2D body = new Ellipse2D.Float(c - r, c - r * 0.96f, 2 * r, 1.92f * r);
        g.setPaint(new RadialGradientPaint(new Point2D.Float(c, c), r, new Point2D.Float(c - r * 0.3f, c - r * 0.35f),
                new float[] {0f, 0.45f, 0.85f, 1f},
                new Color[] {new Color(120, 200, 255), new Color(30, 110, 220), new Color(12, 45, 140), new Color(8, 24, 90)},
                CycleMethod.NO_CYCLE));
        g.fill(body);
        // Light gathered on the far side of the glass, as in a real bead.
        g.setClip(body);
        g.setPaint(new RadialGradientPaint(new Point2D.Float(c + r * 0.25f, c + r * 0.6f), r * 0.6f,
                new float[] {0f, 1f}, new Color[] {new Color(150, 235, 255, 190), new Color(150, 235, 255, 0)}));
        g.fill(body);
        g.setClip(null);
    }

    /** The threading hole, seen from slightly above: a dark ellipse with a lit lower lip. */
    private static void hole(Graphics2D g, float c, float r) {
        float w = r * 0.34f, h = r * 0.2f, y = c - r * 0.72f;
        g.setPaint(new Color(5, 15, 60, 230));
        g.fill(new Ellipse2D.Float(c - w / 2, y - h / 2, w, h));
        Area lip = new Area(new Ellipse2D.Float(c - w / 2, y - h / 2 + h * 0.18f, w, h * 0.95f));
        lip.subtract(new Area(new Ellipse2D.Float(c - w / 2, y - h / 2 - h * 0.05f, w, h)));
        g.setPaint(new Color(170, 225, 255, 200));
        g.fill(lip);
    }

    private static void highlights(Graphics2D g, float c, float r) {
        g.setComposite(AlphaComposite.SrcOver);
        g.setPaint(new RadialGradientPaint(new Point2D.Float(c - r * 0.42f, c - r * 0.38f), r * 0.32f,
                new float[] {0f, 1f}, new Color[] {new Color(255, 255, 255, 235), new Color(255, 255, 255, 0)}));
        g.fill(new Ellipse2D.Float(c - r * 0.78f, c - r * 0.66f, r * 0.7f, r * 0.52f));
        g.setPaint(new Color(255, 255, 255, 250));
        g.fill(new Ellipse2D.Float(c - r * 0.55f, c - r * 0.48f, r * 0.16f, r * 0.11f));
    }

    private static BufferedImage scaled(BufferedImage big, int size) {
        BufferedImage cur = big;
        while (cur.getWidth() / 2 >= size) {
            int half = cur.getWidth() / 2;
            BufferedImage next = new BufferedImage(half, half, BufferedImage.TYPE_INT_ARGB);
            Graphics2D g = next.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(cur, 0, 0, half, half, null);
            g.dispose();
            cur = next;
        }
        return cur;
    }

    static byte[] png(int size) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ImageIO.write(bead(size), "png", bytes);
        return bytes.toByteArray();
    }

    /** A Windows icon: a directory of PNG-compressed images (Windows Vista and later). */
    static byte[] ico(List<Integer> sizes) throws IOException {
        List<byte[]> images = new java.util.ArrayList<>();
        for (int size : sizes) {
            images.add(png(size));
        }
        int offset = 6 + 16 * sizes.size();
        ByteBuffer head = ByteBuffer.allocate(offset).order(ByteOrder.LITTLE_ENDIAN);
        head.putShort((short) 0).putShort((short) 1).putShort((short) sizes.size());
        for (int i = 0; i < sizes.size(); i++) {
            int size = sizes.get(i);
            head.put((byte) (size >= 256 ? 0 : size)).put((byte) (size >= 256 ? 0 : size)).put((byte) 0).put((byte) 0);
            head.putShort((short) 1).putShort((short) 32).putInt(images.get(i).length).putInt(offset);
            offset += images.get(i).length;
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(head.array());
        for (byte[] image : images) {
            out.write(image);
        }
        return out.toByteArray();
    }

    /** A macOS icon: PNG entries of 128, 256, 512 and 1024 pixels (ic07, ic08, ic09, ic10). */
    static byte[] icns() throws IOException {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        DataOutputStream data = new DataOutputStream(body);
        String[] types = {"ic07", "ic08", "ic09", "ic10"};
        int[] sizes = {128, 256, 512, 1024};
        for (int i = 0; i < types.length; i++) {
            byte[] image = png(sizes[i]);
            data.writeBytes(types[i]);
            data.writeInt(8 + image.length);
            data.write(image);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DataOutputStream file = new DataOutputStream(out);
        file.writeBytes("icns");
        file.writeInt(8 + body.size());
        file.write(body.toByteArray());
        return out.toByteArray();
    }
}
