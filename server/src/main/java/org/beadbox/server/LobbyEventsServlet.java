package org.beadbox.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import jakarta.servlet.AsyncContext;
import jakarta.servlet.Servlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.io.Serial;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.beadbox.core.GameCatalog;
import org.beadbox.server.events.Events;
import org.beadbox.server.events.Presence;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.TableWatchers;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * The lobby pushed to the pages: {@code GET /api/events} is a stream of Server-Sent Events, one
 * {@code event:} line per change heard on any node ({@link Events}): {@code seeks} (a seek's id),
 * {@code tables} (a table opened or ended), {@code presence}, {@code watchers} ("TABLE COUNT"),
 * {@code resync} after this node missed events, and {@code games} when this node's installed games changed. The page reads again what changed. An open
 * stream is its account's presence on this node ({@link Presence}); {@code GET /api/online} lists
 * who is online on every node.
 *
 * <p>A hostile peer: only the session cookie opens a stream (checked again every {@link
 * #KEEP_ALIVE}, so a stream ends soon after its session does); at most {@value #MOST_PER_ADDRESS}
 * streams at once and {@value #OPENS_A_MINUTE} opened a minute per address, {@value #MOST_STREAMS}
 * on the node; the stream takes no input; a reader too slow is dropped ({@link LobbyStream}).
 */
@Component(service = Servlet.class, property = {
        "osgi.http.whiteboard.servlet.pattern=/api/events",
        "osgi.http.whiteboard.servlet.pattern=/api/online",
        "osgi.http.whiteboard.servlet.asyncSupported=true",
        "osgi.http.whiteboard.servlet.name=beadbox-lobby-events"})
public final class LobbyEventsServlet extends HttpServlet {

    @Serial
    private static final long serialVersionUID = 1L;

    static final int MOST_PER_ADDRESS = 8;
    static final int OPENS_A_MINUTE = 30;
    static final int MOST_STREAMS = 2000;
    static final Duration KEEP_ALIVE = Duration.ofSeconds(10);
    /** What the page is told to wait before it reconnects a stream that dropped. */
    static final int RETRY_MS = 3000;

    /** The calls this servlet answers (its whiteboard patterns). */
    static final List<Route> ROUTES = List.of(Route.of("GET", "/api/events"), Route.of("GET", "/api/online"));

    static final List<String> TOPICS = List.of(Lobby.SEEKS, Lobby.TABLES, Presence.TOPIC, TableWatchers.TOPIC,
            org.beadbox.server.tournament.Tournaments.TOPIC);

    private final transient Sessions sessions;
    private final transient Events events;
    private final transient Presence presence;
    private final transient Gate gate;
    private final transient Set<LobbyStream> streams = ConcurrentHashMap.newKeySet();
    private final transient Map<String, AtomicInteger> perAddress = new ConcurrentHashMap<>();
    private final transient SlidingLimit opens = new SlidingLimit(OPENS_A_MINUTE, Duration.ofMinutes(1), Clock.systemUTC());
    private final transient ScheduledExecutorService keeper;
    private final transient Events.Listener relay = this::relay;
    private final transient Runnable gamesChanged = this::gamesChanged;
    private transient GameCatalog games; // null when made by a test without one

    @Activate
    public LobbyEventsServlet(@Reference Database db, @Reference Sessions sessions, @Reference Events events,
                              @Reference Presence presence, @Reference GameCatalog games) {
        this(db, sessions, events, presence, KEEP_ALIVE);
        this.games = games;
        games.addListener(gamesChanged);
    }

    /** @param keepAlive how often each stream is sent a keep-alive and its session checked */
    LobbyEventsServlet(Database db, Sessions sessions, Events events, Presence presence, Duration keepAlive) {
        this.sessions = sessions;
        this.events = events;
        this.presence = presence;
        this.gate = new Gate(db.settings());
        for (String topic : TOPICS) {
            events.subscribe(topic, relay);
        }
        keeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox-lobby-streams");
            t.setDaemon(true);
            return t;
        });
        keeper.scheduleWithFixedDelay(this::keepAlive, keepAlive.toMillis(), keepAlive.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Closes every stream (their pages reconnect, to another node behind nginx). */
    @Deactivate
    public void stop() {
        keeper.shutdownNow();
        if (games != null) {
            games.removeListener(gamesChanged);
        }
        for (String topic : TOPICS) {
            events.unsubscribe(topic, relay);
        }
        streams.forEach(LobbyStream::close);
    }

    /** How many streams are open on this node. */
    int open() {
        return streams.size();
    }

    private void relay(Events.Event e) {
        for (LobbyStream s : streams) {
            if (e.resync()) {
                s.event("resync", "");
            } else {
                s.event(e.topic(), e.payload());
            }
        }
    }

    /**
     * Tells this node's pages {@code games}: the games installed here changed (a jar dropped into
     * or taken out of {@code bundles/}). They are this node's own, not an event of the site's.
     */
    private void gamesChanged() {
        streams.forEach(s -> s.event("games", ""));
    }

    private void keepAlive() {
        try {
            for (LobbyStream s : streams) {
                if (sessions.account(s.session()).filter(a -> a.id() == s.account()).isEmpty()) {
                    s.event("logout", "");
                    s.close();
                } else {
                    s.keepAlive();
                }
            }
        } catch (RuntimeException e) {
            // the database is away: the streams stay as they are until the next round
        }
    }

    @Override
    protected void service(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        resp.setHeader("Cache-Control", "no-store");
        resp.setHeader("X-Content-Type-Options", "nosniff");
        if (!req.getMethod().equals("GET")) {
            resp.setHeader("Allow", "GET");
            error(resp, 405, "only GET: the stream takes no input");
            return;
        }
        Optional<String> session = Gate.sessionId(req::getHeader);
        Optional<Account> account;
        try {
            account = session.flatMap(sessions::account);
        } catch (DatabaseException e) {
            error(resp, 503, "the server's database is not answering: try again in a minute");
            return;
        }
        if (account.isEmpty()) {
            error(resp, 401, "not logged in: log in first (POST /api/login)");
            return;
        }
        if (req.getServletPath().equals("/api/online")) {
            online(resp);
        } else {
            stream(req, resp, account.get(), session.get());
        }
    }

    private void online(HttpServletResponse resp) throws IOException {
        JsonArray list = new JsonArray();
        for (Presence.Online o : presence.online()) {
            JsonObject p = new JsonObject();
            p.addProperty("name", o.name());
            p.addProperty("bot", o.bot());
            list.add(p);
        }
        JsonObject body = new JsonObject();
        body.add("online", list);
        resp.setContentType("application/json; charset=utf-8");
        resp.getOutputStream().write((body + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private void stream(HttpServletRequest req, HttpServletResponse resp, Account account, String session) throws IOException {
        String address = gate.client(req.getRemoteAddr(), req::getHeader);
        long wait = opens.wait(address);
        if (wait > 0) {
            resp.setHeader("Retry-After", Long.toString(Math.max(1, wait / 1000)));
            error(resp, 429, "too many lobby streams opened from your address: at most " + OPENS_A_MINUTE + " a minute");
            return;
        }
        opens.add(address);
        if (streams.size() >= MOST_STREAMS) {
            resp.setHeader("Retry-After", "30");
            error(resp, 503, "this server has as many lobby streams as it takes: the page reloads the lobby now and then");
            return;
        }
        AtomicInteger here = perAddress.computeIfAbsent(address, k -> new AtomicInteger());
        if (here.incrementAndGet() > MOST_PER_ADDRESS) {
            release(address);
            error(resp, 429, "too many lobby streams open from your address: at most " + MOST_PER_ADDRESS + "; close a tab");
            return;
        }
        resp.setStatus(200);
        resp.setContentType("text/event-stream; charset=utf-8");
        resp.setHeader("X-Accel-Buffering", "no"); // nginx passes each event on at once
        AsyncContext async = req.startAsync();
        async.setTimeout(0);
        LobbyStream s = new LobbyStream(async, account.id(), session, address, this::closed);
        streams.add(s);
        presence.enter(account.id());
        s.start("retry: " + RETRY_MS + "\nevent: hello\ndata: " + account.name() + "\n\n");
    }

    private void closed(LobbyStream s) {
        if (streams.remove(s)) {
            release(s.address());
            presence.leave(s.account());
        }
    }

    private void release(String address) {
        perAddress.computeIfPresent(address, (k, n) -> n.decrementAndGet() <= 0 ? null : n);
    }

    private static void error(HttpServletResponse resp, int status, String line) throws IOException {
        JsonObject o = new JsonObject();
        o.addProperty("error", line);
        resp.setStatus(status);
        resp.setContentType("application/json; charset=utf-8");
        resp.getOutputStream().write((o + "\n").getBytes(StandardCharsets.UTF_8));
    }
}
