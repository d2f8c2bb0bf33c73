package org.beadbox.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A stand-in for one Beadbox node in {@link NodeRoutingIT}, small enough to show what nginx does
 * with the node's answers: it speaks HTTP/1.1 and the WebSocket handshake and frames itself
 * (RFC 6455), on a free loopback port. For {@code /ws/table?id=ID} it answers as the server is
 * to: a table another node owns gets {@code X-Accel-Redirect: /@node/OWNER/ws/table?...}; a table
 * it owns is served (a WebSocket that says which node serves it and echoes what it is sent).
 * Everything it was asked is kept in {@link #log}. Closed by {@link #close()}.
 */
final class TinyNode implements AutoCloseable {

    private static final String WEBSOCKET_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";
    private static final int MAX_HEAD = 8192;

    final String name;
    final int port;
    /** One line per request: "redirect TARGET", "socket TARGET" or "http TARGET". */
    final List<String> log = Collections.synchronizedList(new ArrayList<>());
    private final Map<String, String> owners;
    private final ServerSocket server;
    private final List<Socket> open = Collections.synchronizedList(new ArrayList<>());

    /** @param owners which node owns each table id (shared by the nodes of a test) */
    TinyNode(String name, Map<String, String> owners) throws IOException {
        this.name = name;
        this.owners = owners;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.port = server.getLocalPort();
        Thread acceptor = new Thread(this::accept, "tiny-node-" + name);
        acceptor.setDaemon(true);
        acceptor.start();
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket s = server.accept();
                open.add(s);
                Thread t = new Thread(() -> serve(s), "tiny-node-" + name + "-conn");
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void serve(Socket s) {
        try (s; InputStream in = s.getInputStream(); OutputStream out = s.getOutputStream()) {
            String head = readHead(in);
            if (head == null) {
                return;
            }
            String[] lines = head.split("\r\n");
            String target = lines[0].split(" ")[1];
            Map<String, String> headers = new HashMap<>();
            for (int i = 1; i < lines.length; i++) {
                int colon = lines[i].indexOf(':');
                if (colon > 0) {
                    headers.put(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).strip());
                }
            }
            String path = target.contains("?") ? target.substring(0, target.indexOf('?')) : target;
            if (!path.equals("/ws/table")) {
                write(out, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                return;
            }
            String id = query(target).getOrDefault("id", "");
            String owner = owners.getOrDefault(id, name);
            if (!owner.equals(name)) {
                log.add("redirect " + target);
                write(out, "HTTP/1.1 200 OK\r\nX-Accel-Redirect: /@node/" + owner + target
                        + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                return;
            }
            if ("websocket".equalsIgnoreCase(headers.get("upgrade")) && headers.containsKey("sec-websocket-key")) {
                log.add("socket " + target);
                socket(headers.get("sec-websocket-key"), id, in, out);
            } else {
                log.add("http " + target);
                byte[] body = (name + " serves " + id).getBytes(StandardCharsets.UTF_8);
                write(out, "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " + body.length + "\r\nConnection: close\r\n\r\n");
                out.write(body);
            }
        } catch (IOException | RuntimeException e) {
            // the peer went away, or this node was closed
        }
    }

    /** The handshake, "NAME serves ID", then "NAME got: TEXT" for each text frame until a close. */
    private void socket(String key, String id, InputStream in, OutputStream out) throws IOException {
        String accept;
        try {
            accept = Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-1")
                    .digest((key + WEBSOCKET_GUID).getBytes(StandardCharsets.US_ASCII)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        write(out, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: " + accept + "\r\n\r\n");
        frame(out, 0x1, (name + " serves " + id).getBytes(StandardCharsets.UTF_8));
        while (true) {
            int b0 = in.read();
            int b1 = in.read();
            if (b0 < 0 || b1 < 0) {
                return;
            }
            long length = b1 & 0x7f;
            if (length == 126) {
                length = (in.read() << 8) | in.read();
            } else if (length == 127) {
                length = 0;
                for (int i = 0; i < 8; i++) {
                    length = (length << 8) | in.read();
                }
            }
            if (length > 4096) {
                return; // a hostile size: hang up
            }
            byte[] mask = (b1 & 0x80) != 0 ? in.readNBytes(4) : new byte[4];
            byte[] payload = in.readNBytes((int) length);
            for (int i = 0; i < payload.length; i++) {
                payload[i] ^= mask[i % 4];
            }
            int opcode = b0 & 0x0f;
            if (opcode == 0x8) {
                frame(out, 0x8, new byte[0]);
                return;
            }
            if (opcode == 0x1) {
                frame(out, 0x1, (name + " got: " + new String(payload, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    private static void frame(OutputStream out, int opcode, byte[] payload) throws IOException {
        out.write(0x80 | opcode);
        out.write(payload.length); // < 126 here
        out.write(payload);
        out.flush();
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (head.length() < MAX_HEAD) {
            int c = in.read();
            if (c < 0) {
                return null;
            }
            head.append((char) c);
            if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
                return head.toString();
            }
        }
        return null;
    }

    private static Map<String, String> query(String target) {
        Map<String, String> q = new HashMap<>();
        int at = target.indexOf('?');
        if (at >= 0) {
            for (String pair : target.substring(at + 1).split("&")) {
                int eq = pair.indexOf('=');
                if (eq > 0) {
                    q.put(pair.substring(0, eq), URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
                }
            }
        }
        return q;
    }

    private static void write(OutputStream out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.ISO_8859_1));
        out.flush();
    }

    @Override
    public void close() throws IOException {
        server.close();
        synchronized (open) {
            for (Socket s : open) {
                s.close();
            }
        }
    }
}
