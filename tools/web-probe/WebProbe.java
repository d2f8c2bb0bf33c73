import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A hostile peer of {@code ./beadbox --ui web}, for before/after figures (issue 38, items
 * 10-14): {@code java tools/web-probe/WebProbe.java PORT}, with the BEADBOX_HOME of that Beadbox (the
 * host's secret, to open tables, is read from its web-host.secret). Loopback only; ends by itself.
 * Prints one line per probe: binary frames, a 400 MB binary frame, malformed move messages,
 * TRACE/OPTIONS, the headers of a page and of an error page, and 50 requests with a 9 KB path.
 */
public final class WebProbe {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        String base = "127.0.0.1:" + port;
        binaryFrames(base, 200, 1 << 20);
        binaryFrames(base, 1, 400 << 20);
        String[] table = table(base);
        for (String m : List.of("{\"type\":\"move\"}", "{\"type\":\"move\",\"seat\":-1,\"notation\":\"1\"}",
                "{\"type\":\"move\",\"notation\":123}", "{\"type\":\"move\",\"seat\":\"0\",\"notation\":\"1\"}",
                "{\"type\":\"view\",\"ply\":\"x\"}", "{\"type\":\"chat\",\"text\":5}", "{\"type\":\"undoReply\"}")) {
            System.out.println("message " + m + ": " + answer(base, table, m));
        }
        System.out.println("TRACE: " + firstLines(raw(base, "TRACE / HTTP/1.1\r\nHost: " + base + "\r\nX-Secret: echo-me\r\nConnection: close\r\n\r\n"), "X-Secret|HTTP/1.1"));
        System.out.println("OPTIONS: " + firstLines(raw(base, "OPTIONS / HTTP/1.1\r\nHost: " + base + "\r\nConnection: close\r\n\r\n"), "HTTP/1.1|Allow"));
        System.out.println("page headers: " + firstLines(raw(base, "GET / HTTP/1.1\r\nHost: " + base + "\r\nConnection: close\r\n\r\n"), "HTTP/1.1|Content-Security|X-Frame|nosniff|Referrer"));
        System.out.println("404 headers: " + firstLines(raw(base, "GET /nothing.html HTTP/1.1\r\nHost: " + base + "\r\nConnection: close\r\n\r\n"), "HTTP/1.1|Content-Security|X-Frame|nosniff|Referrer"));
        System.out.println("400 headers: " + firstLines(raw(base, "GET /%zz HTTP/1.1\r\nHost: " + base + "\r\nConnection: close\r\n\r\n"), "HTTP/1.1|Content-Security|X-Frame|nosniff|Referrer"));
        String longPath = "/" + "a".repeat(9 * 1024);
        String status = "";
        for (int i = 0; i < 50; i++) {
            status = firstLines(raw(base, "GET " + longPath + " HTTP/1.1\r\nHost: " + base + "\r\nConnection: close\r\n\r\n"), "HTTP/1.1");
        }
        System.out.println("50 requests with a 9 KB path, the last: " + status + " (count the host's log lines)");
    }

    private static void binaryFrames(String base, int n, int size) throws Exception {
        Listener l = new Listener();
        WebSocket ws = HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://" + base + "/ws/lobby"), l).get(10, TimeUnit.SECONDS);
        ByteBuffer frame = ByteBuffer.allocate(size);
        long t0 = System.nanoTime();
        int sent = 0;
        try {
            for (int i = 0; i < n && !l.closed.isDone(); i++) {
                ws.sendBinary(frame.duplicate(), true).get(30, TimeUnit.SECONDS);
                sent++;
            }
        } catch (Exception e) {
            // closed while sending
        }
        String how;
        try {
            how = l.closed.get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            how = "still open";
        }
        System.out.printf("binary frames of %d bytes: %d of %d sent in %.1f s; %s%n", size, sent, n, (System.nanoTime() - t0) / 1e9, how);
        ws.abort();
    }

    /** Opens a Glass Bead Mancala table of two invited seats; its id and first seat's token. */
    /** The Cookie of the host's browser: the secret ./beadbox keeps in web-host.secret in its Beadbox folder ($BEADBOX_HOME, else ~/.beadbox). */
    static String hostCookie() throws java.io.IOException {
        String home = System.getenv("BEADBOX_HOME");
        java.nio.file.Path dir = home != null && !home.isBlank() ? java.nio.file.Path.of(home) : java.nio.file.Path.of(System.getProperty("user.home"), ".beadbox");
        return "beadbox_host=" + java.nio.file.Files.readString(dir.resolve("web-host.secret")).strip();
    }

    private static String[] table(String base) throws Exception {
        Listener l = new Listener();
        // Only the host's browser (its cookie) may open tables.
        WebSocket ws = HTTP.newWebSocketBuilder().header("Cookie", hostCookie()).buildAsync(URI.create("ws://" + base + "/ws/lobby"), l)
                .get(10, TimeUnit.SECONDS);
        ws.sendText("{\"type\":\"create\",\"game\":\"glassbead-mancala\",\"players\":2,\"options\":{},"
                + "\"seats\":[{\"kind\":\"invite\"},{\"kind\":\"invite\"}]}", true).get();
        String created;
        while (!(created = l.messages.poll(20, TimeUnit.SECONDS)).contains("\"created\"")) {
            // the games list first
        }
        ws.abort();
        String table = created.replaceAll(".*\"table\":\"([^\"]+)\".*", "$1");
        String link = created.replaceAll(".*\"links\":\\[\"([^\"]+)\".*", "$1");
        return new String[] {table, link.substring(link.lastIndexOf('.') + 1)};
    }

    private static String answer(String base, String[] table, String message) throws Exception {
        Listener l = new Listener();
        WebSocket ws = HTTP.newWebSocketBuilder().buildAsync(URI.create("ws://" + base + "/ws/table?id=" + table[0] + "&t=" + table[1]), l)
                .get(10, TimeUnit.SECONDS);
        Thread.sleep(300);
        l.messages.clear();
        ws.sendText(message, true).get();
        String m = l.messages.poll(3, TimeUnit.SECONDS);
        String out = m != null ? "answered " + m : l.closed.isDone() ? l.closed.get() : "no answer";
        ws.abort();
        return out.length() > 160 ? out.substring(0, 160) + "..." : out;
    }

    private static String raw(String base, String request) throws Exception {
        String[] hp = base.split(":");
        try (Socket s = new Socket(hp[0], Integer.parseInt(hp[1]))) {
            s.setSoTimeout(5000);
            OutputStream out = s.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    private static String firstLines(String response, String wanted) {
        List<String> out = new ArrayList<>();
        for (String line : response.split("\r\n")) {
            if (line.matches("(?i).*(" + wanted + ").*")) {
                out.add(line.length() > 120 ? line.substring(0, 120) + "..." : line);
            }
        }
        return String.join(" | ", out);
    }

    private static final class Listener implements WebSocket.Listener {
        final LinkedBlockingQueue<String> messages = new LinkedBlockingQueue<>();
        final CompletableFuture<String> closed = new CompletableFuture<>();
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                messages.add(partial.toString());
                partial.setLength(0);
            }
            ws.request(1);
            return null;
        }

        @Override
        public CompletionStage<?> onClose(WebSocket ws, int code, String reason) {
            closed.complete("closed " + code + " " + reason);
            return null;
        }

        @Override
        public void onError(WebSocket ws, Throwable error) {
            closed.complete("error " + error);
        }
    }
}
