import java.net.URI;
import java.net.http.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;

/**
 * Spectators join and leave a table over and over while two seats chat, to find what fails a
 * JDK WebSocket client (issue 38, item 15): {@code java ClientChurn.java PORT SECONDS MODE}
 * against {@code ./beadbox --ui web --port PORT}. MODE: {@code shared} (JDK clients, one
 * HttpClient), {@code own} (one HttpClient each), {@code proxy} (JDK clients behind a proxy that
 * checks every TEXT frame the host sends is valid UTF-8), {@code raw} (a plain-socket reader
 * that checks every frame itself), {@code jetty} (Jetty's WebSocket client). Compiled with
 * Jetty's client, so run from the project's root, after {@code mvn verify}, with
 * {@code java -cp "$(ls platform/itest/target/web-bundles/*.jar | tr '\n' :)" tools/web-probe/ClientChurn.java ...}.
 * Loopback only; stops by itself. An error says how many messages its connection had read (0, 1, 2, 3+).
 */
public class ClientChurn {
    static final boolean ALL = Boolean.getBoolean("all");
    static final HttpClient HTTP = HttpClient.newHttpClient();
    static final ConcurrentLinkedQueue<String> errors = new ConcurrentLinkedQueue<>();
    static final AtomicInteger opened = new AtomicInteger(), messages = new AtomicInteger();

    static class L implements WebSocket.Listener {
        final StringBuilder sb = new StringBuilder();
        final LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>();
        volatile boolean closing;
        volatile int got;
        public CompletionStage<?> onText(WebSocket w, CharSequence d, boolean last) {
            sb.append(d); if (last) { got++; q.add(sb.toString()); sb.setLength(0); messages.incrementAndGet(); } if (!ALL) w.request(1); return null; }
        public void onOpen(WebSocket w) { w.request(ALL ? Long.MAX_VALUE : 1); }
        public void onError(WebSocket w, Throwable e) { if (!(e instanceof java.io.IOException) || e instanceof java.net.ProtocolException) errors.add((closing ? "after our close: " : "while open: ") + "after " + Math.min(got, 3) + " messages: " + e + " (" + e.getCause() + ")"); }
    }

    static org.eclipse.jetty.websocket.client.WebSocketClient JETTY;

    /** The {@code jetty} mode's listener: the same count, the same errors (closing the connection is no error). */
    public static class JettyListener implements org.eclipse.jetty.websocket.api.Session.Listener.AutoDemanding {
        volatile boolean closing;
        volatile int got;
        public void onWebSocketText(String t) { got++; messages.incrementAndGet(); }
        public void onWebSocketError(Throwable e) { if (!(e instanceof java.io.IOException)) errors.add((closing ? "after our close: " : "while open: ") + "after " + Math.min(got, 3) + " messages: " + e); }
    }

    static WebSocket open(String url, L l) throws Exception {
        return HTTP.newWebSocketBuilder().buildAsync(URI.create(url), l).get(20, TimeUnit.SECONDS);
    }

    /** The lobby, as the host's browser opens it (only the host may open tables). */
    static WebSocket openAsHost(String url, L l) throws Exception {
        return HTTP.newWebSocketBuilder().header("Cookie", hostCookie()).buildAsync(URI.create(url), l).get(20, TimeUnit.SECONDS);
    }

    /** The Cookie of the host's browser: the secret ./beadbox keeps in web-host.secret in its Beadbox folder ($BEADBOX_HOME, else ~/.beadbox). */
    static String hostCookie() throws java.io.IOException {
        String home = System.getenv("BEADBOX_HOME");
        java.nio.file.Path dir = home != null && !home.isBlank() ? java.nio.file.Path.of(home) : java.nio.file.Path.of(System.getProperty("user.home"), ".beadbox");
        return "beadbox_host=" + java.nio.file.Files.readString(dir.resolve("web-host.secret")).strip();
    }

    static void raw(int port, String path, int millis) throws Exception {
        try (java.net.Socket s = new java.net.Socket("127.0.0.1", port)) {
            s.getOutputStream().write(("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").getBytes());
            java.io.DataInputStream in = new java.io.DataInputStream(new java.io.BufferedInputStream(s.getInputStream()));
            int m = 0; StringBuilder head = new StringBuilder();
            while (m < 4) { int c = in.read(); head.append((char) c); m = (c == '\r' || c == '\n') ? m + 1 : 0; }
            if (!head.toString().startsWith("HTTP/1.1 101")) { errors.add("no upgrade: " + head.substring(0, 40)); return; }
            long end = System.nanoTime() + millis * 1_000_000L;
            s.setSoTimeout(200);
            java.io.ByteArrayOutputStream seen = new java.io.ByteArrayOutputStream();
            while (System.nanoTime() < end) {
                int b0, b1;
                try { b0 = in.readUnsignedByte(); } catch (java.net.SocketTimeoutException e) { continue; }
                b1 = in.readUnsignedByte();
                long len = b1 & 0x7f;
                if (len == 126) len = in.readUnsignedShort(); else if (len == 127) len = in.readLong();
                if ((b1 & 0x80) != 0 || (b0 & 0x70) != 0 || len > 10_000_000) { errors.add(String.format("bad header %02x %02x len %d after %d bytes", b0, b1, len, seen.size())); return; }
                byte[] p = new byte[(int) len]; in.readFully(p);
                seen.write(p.length);
                if ((b0 & 0x0f) == 1) {
                    try { java.nio.charset.StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(p)); messages.incrementAndGet(); }
                    catch (java.nio.charset.CharacterCodingException e) {
                        int bad = 0; String str = new String(p, java.nio.charset.StandardCharsets.UTF_8);
                        errors.add(String.format("invalid UTF-8 in a %d-byte TEXT frame (fin=%s): %s", len, (b0 & 0x80) != 0, str.length() > 300 ? str.substring(0, 300) : str));
                        return;
                    }
                } else if ((b0 & 0x0f) == 8) { return; }
            }
        }
    }

    static final AtomicInteger nonAscii = new AtomicInteger();
    static final AtomicInteger proxyBad = new AtomicInteger(), proxyFrames = new AtomicInteger();

    /** A one-connection proxy to the host that checks every TEXT frame the host sends; its port. */
    static int proxy(int port) throws Exception {
        java.net.ServerSocket ss = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
        start(() -> {
            try (ss; java.net.Socket c = ss.accept(); java.net.Socket h = new java.net.Socket("127.0.0.1", port)) {
                start(() -> { try { c.getInputStream().transferTo(h.getOutputStream()); } catch (Exception e) { } try { h.shutdownOutput(); } catch (Exception e) { } });
                java.io.DataInputStream in = new java.io.DataInputStream(new java.io.BufferedInputStream(h.getInputStream()));
                java.io.OutputStream out = c.getOutputStream();
                int m = 0;
                while (m < 4) { int x = in.read(); if (x < 0) return; out.write(x); m = (x == '\r' || x == '\n') ? m + 1 : 0; }
                out.flush();
                while (true) {
                    int b0 = in.read(); if (b0 < 0) break;
                    int b1 = in.readUnsignedByte();
                    java.io.ByteArrayOutputStream f = new java.io.ByteArrayOutputStream();
                    f.write(b0); f.write(b1);
                    long len = b1 & 0x7f;
                    if (len == 126) { len = in.readUnsignedShort(); f.write((int) (len >> 8)); f.write((int) len & 0xff); }
                    else if (len == 127) { len = in.readLong(); for (int i = 7; i >= 0; i--) f.write((int) (len >> (8 * i)) & 0xff); }
                    byte[] p = new byte[(int) len]; in.readFully(p); f.write(p);
                    if ((b0 & 0x0f) == 1) {
                        proxyFrames.incrementAndGet();
                        for (byte x : p) if (x < 0) { nonAscii.incrementAndGet(); break; }
                        try { java.nio.charset.StandardCharsets.UTF_8.newDecoder().decode(java.nio.ByteBuffer.wrap(p)); }
                        catch (java.nio.charset.CharacterCodingException e) { proxyBad.incrementAndGet(); errors.add("PROXY saw invalid UTF-8 from the host: " + new String(p, java.nio.charset.StandardCharsets.UTF_8).substring(0, Math.min(200, p.length))); }
                    }
                    out.write(f.toByteArray()); out.flush();
                }
            } catch (Exception e) { }
        });
        return ss.getLocalPort();
    }

    static Thread start(Runnable r) { Thread t = new Thread(r); t.start(); return t; }

    public static void main(String[] a) throws Exception {
        String base = "ws://127.0.0.1:" + a[0];
        if (a[2].equals("jetty")) {
            JETTY = new org.eclipse.jetty.websocket.client.WebSocketClient();
            JETTY.start();
        }
        int seconds = Integer.parseInt(a[1]);
        L lobby = new L();
        WebSocket lw = openAsHost(base + "/ws/lobby", lobby);
        lw.sendText("{\"type\":\"create\",\"game\":\"glassbead-mancala\",\"players\":2,\"options\":{},\"seats\":[{\"kind\":\"invite\"},{\"kind\":\"invite\"}]}", true).get();
        String created;
        while (!(created = lobby.q.poll(20, TimeUnit.SECONDS)).contains("\"created\"")) { }
        String table = created.replaceAll(".*\"table\":\"([^\"]+)\".*", "$1");
        String[] links = created.replaceAll(".*\"links\":\\[([^\\]]+)\\].*", "$1").replace("\"", "").split(",");
        String spect = created.replaceAll(".*\"spectator\":\"([^\"]+)\".*", "$1");
        String st = spect.substring(spect.lastIndexOf('.') + 1);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        List<Thread> threads = new ArrayList<>();
        for (int seat = 0; seat < 2; seat++) {
            String tok = links[seat].substring(links[seat].lastIndexOf('.') + 1);
            threads.add(start(() -> {
                try {
                    L l = new L(); WebSocket w = open(base + "/ws/table?id=" + table + "&t=" + tok, l);
                    int i = 0;
                    while (System.nanoTime() < end) { w.sendText("{\"type\":\"chat\",\"text\":\"line " + (i++) + " – …\"}", true).get(); Thread.sleep(80); }
                    w.abort();
                } catch (Exception e) { errors.add("seat: " + e); }
            }));
        }
        for (int k = 0; k < 8; k++) {
            threads.add(start(() -> {
                while (System.nanoTime() < end) {
                    try {
                        if (a[2].equals("jetty")) {
                            JettyListener l = new JettyListener();
                            org.eclipse.jetty.websocket.api.Session w = JETTY.connect(l, URI.create(base + "/ws/table?id=" + table + "&t=" + st)).get(20, TimeUnit.SECONDS);
                            Thread.sleep(ThreadLocalRandom.current().nextInt(300));
                            l.closing = true;
                            if (ThreadLocalRandom.current().nextBoolean()) w.close(1000, "bye", org.eclipse.jetty.websocket.api.Callback.NOOP); else w.disconnect();
                        } else if (a[2].equals("raw")) {
                            raw(Integer.parseInt(a[0]), "/ws/table?id=" + table + "&t=" + st, ThreadLocalRandom.current().nextInt(300));
                        } else {
                            HttpClient c = a[2].equals("own") ? HttpClient.newHttpClient() : HTTP;
                            String b = a[2].equals("proxy") ? "ws://127.0.0.1:" + proxy(Integer.parseInt(a[0])) : base;
                            L l = new L(); WebSocket w = c.newWebSocketBuilder().buildAsync(URI.create(b + "/ws/table?id=" + table + "&t=" + st), l).get(20, TimeUnit.SECONDS);
                            Thread.sleep(ThreadLocalRandom.current().nextInt(300));
                            l.closing = true;
                            if (ThreadLocalRandom.current().nextBoolean()) w.sendClose(1000, "bye"); else w.abort();
                        }
                        opened.incrementAndGet();
                    } catch (Exception e) { errors.add("spectator: " + e); }
                }
            }));
        }
        for (Thread t : threads) t.join();
        lw.abort();
        System.out.println("proxy: " + proxyFrames + " text frames checked, " + proxyBad + " invalid, " + nonAscii + " with non-ASCII bytes");
        System.out.println("opened " + opened + " spectator connections, " + messages + " messages read; errors: " + errors.size());
        errors.stream().collect(java.util.stream.Collectors.groupingBy(x -> x, java.util.stream.Collectors.counting())).entrySet().stream().limit(10).forEach(System.out::println);
    }
}
