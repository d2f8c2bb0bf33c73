import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.nio.file.*;
import java.time.*;
import java.util.concurrent.*;
import java.util.regex.*;

/** Plays games against the computer on a running `./beadbox --ui web` for a while, one table at a
 *  time (seat 0 mcts:time=1 as the "person", seat 1 the default mcts), and samples the server's
 *  resident memory (VmRSS) every 30 s. Args: PORT PID MINUTES OUT */
public class HeapSession {
    static final String[] GAMES = {"challenge", "mancala", "beadmaster"};
    /** The Cookie of the host's browser: the secret ./beadbox keeps in web-host.secret in its Beadbox folder ($BEADBOX_HOME, else ~/.beadbox). */
    static String hostCookie() throws java.io.IOException {
        String home = System.getenv("BEADBOX_HOME");
        java.nio.file.Path dir = home != null && !home.isBlank() ? java.nio.file.Path.of(home) : java.nio.file.Path.of(System.getProperty("user.home"), ".beadbox");
        return "beadbox_host=" + java.nio.file.Files.readString(dir.resolve("web-host.secret")).strip();
    }

    public static void main(String[] a) throws Exception {
        int port = Integer.parseInt(a[0]); long pid = Long.parseLong(a[1]);
        long end = System.nanoTime() + Long.parseLong(a[2]) * 60_000_000_000L; Path out = Path.of(a[3]);
        HttpClient http = HttpClient.newHttpClient();
        ScheduledExecutorService ex = Executors.newSingleThreadScheduledExecutor();
        long t0 = System.nanoTime();
        int[] games = {0};
        ex.scheduleAtFixedRate(() -> {
            try {
                String st = Files.readString(Path.of("/proc/" + pid + "/status"));
                Matcher m = Pattern.compile("VmRSS:\\s+(\\d+)").matcher(st); m.find();
                Files.writeString(out, String.format("%d s  rss %d MB  games %d%n", (System.nanoTime() - t0) / 1_000_000_000L,
                        Long.parseLong(m.group(1)) / 1024, games[0]), StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (Exception e) { System.err.println(e); }
        }, 0, 30, TimeUnit.SECONDS);
        String base = "ws://127.0.0.1:" + port;
        int g = 0;
        while (System.nanoTime() < end) {
            String game = GAMES[g++ % GAMES.length];
            BlockingQueue<String> lobbyIn = new LinkedBlockingQueue<>();
            // Only the host's browser (its cookie: the secret in the Beadbox folder's web-host.secret) may open tables.
            WebSocket lobby = http.newWebSocketBuilder().header("Cookie", hostCookie()).buildAsync(URI.create(base + "/ws/lobby"), listener(lobbyIn)).join();
            String gid = null;
            for (String msg; (msg = lobbyIn.poll(30, TimeUnit.SECONDS)) != null; ) {
                if (msg.contains("\"games\"")) {
                    Matcher m = Pattern.compile("\"id\":\"([^\"]*" + game + "[^\"]*)\"").matcher(msg);
                    if (m.find()) { gid = m.group(1); break; }
                }
            }
            lobby.sendText("{\"type\":\"create\",\"game\":\"" + gid + "\",\"players\":2,\"options\":{},\"seats\":[{\"kind\":\"ai\",\"spec\":\"mcts:time=1\",\"name\":\"A\"},{\"kind\":\"ai\",\"spec\":\"mcts\",\"name\":\"B\"}]}", true).join();
            String spect = null;
            for (String msg; (msg = lobbyIn.poll(30, TimeUnit.SECONDS)) != null; ) {
                Matcher m = Pattern.compile("\"spectator\":\"[^#]*#([^.\"]+)\\.([^\"]+)\"").matcher(msg);
                if (m.find()) { spect = "/ws/table?id=" + m.group(1) + "&t=" + m.group(2); break; }
                if (msg.contains("\"error\"")) System.err.println(msg);
            }
            lobby.sendClose(1000, "").join();
            if (spect == null) { Thread.sleep(5000); continue; }
            BlockingQueue<String> in = new LinkedBlockingQueue<>();
            WebSocket w = http.newWebSocketBuilder().buildAsync(URI.create(base + spect), listener(in)).join();
            for (String msg; System.nanoTime() < end && (msg = in.poll(60, TimeUnit.SECONDS)) != null; ) {
                if (msg.contains("\"over\":true")) break;
            }
            games[0]++;
            w.sendClose(1000, "").join();
        }
        ex.shutdownNow();
        System.exit(0);
    }
    static WebSocket.Listener listener(BlockingQueue<String> q) {
        return new WebSocket.Listener() {
            StringBuilder sb = new StringBuilder();
            public CompletionStage<?> onText(WebSocket ws, CharSequence d, boolean last) {
                sb.append(d); if (last) { q.add(sb.toString()); sb = new StringBuilder(); }
                ws.request(1); return null;
            }
        };
    }
}
