package org.beadbox.server.bots;

import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.beadbox.api.Game;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.Player;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.lobby.Lobby;
import org.beadbox.server.lobby.Seek;
import org.osgi.framework.BundleContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;

/**
 * The server's computer opponents: accounts played by the installed AI plugins, which accept
 * seeks by themselves. A seek sent to a bot by name is accepted at once; an open seek that no
 * person has taken for {@link #PATIENCE} is accepted by the first bot that plays its game, so
 * that people meet people first. Every bot seat thinks under one {@link ThinkingCap}.
 *
 * <p>Configured by framework properties: {@value #BOTS} lists the bots as {@code NAME=SPEC}
 * separated by {@code ;} (default {@code mcts-bot=mcts;greedy-bot=greedy}), {@value #THREADS}
 * the cap on bot seats thinking at once (default: the cores less one). A bot whose plugin is not
 * installed sits out until it is.
 */
@Component(service = Bots.class, immediate = true)
public final class Bots {

    /** The framework property listing the bots. */
    public static final String BOTS = "beadbox.server.bots";
    /** The framework property with the cap on bot seats thinking at once. */
    public static final String THREADS = "beadbox.server.bot-threads";
    /** How long an open seek waits for a person before a bot takes it. */
    static final Duration PATIENCE = Duration.ofSeconds(30);
    /** The most games one bot plays at once. */
    static final int MOST_GAMES = 50;

    private final Database db;
    private final Accounts accounts;
    private final Lobby lobby;
    private final PlayerCatalog players;
    private final GameCatalog games;
    private final ThinkingCap cap;
    private final Map<String, String> bots;
    private final ScheduledExecutorService scanner;

    @Activate
    public Bots(@Reference Database db, @Reference Accounts accounts, @Reference Lobby lobby,
                @Reference PlayerCatalog players, @Reference GameCatalog games, BundleContext context) {
        this(db, accounts, lobby, players, games, parse(context.getProperty(BOTS)), threads(context.getProperty(THREADS)));
        scanner.scheduleWithFixedDelay(this::scanQuietly, 2, 2, TimeUnit.SECONDS);
    }

    Bots(Database db, Accounts accounts, Lobby lobby, PlayerCatalog players, GameCatalog games, Map<String, String> bots, int threads) {
        this.db = db;
        this.accounts = accounts;
        this.lobby = lobby;
        this.players = players;
        this.games = games;
        this.bots = bots;
        this.cap = new ThinkingCap(threads);
        this.scanner = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "beadbox-bots");
            t.setDaemon(true);
            return t;
        });
    }

    @Deactivate
    void deactivate() {
        scanner.shutdownNow();
    }

    /** The cap the bots think under. */
    ThinkingCap cap() {
        return cap;
    }

    /** Reads {@code NAME=SPEC;NAME=SPEC}; the default bots when blank. */
    static Map<String, String> parse(String text) {
        String t = text == null || text.isBlank() ? "mcts-bot=mcts;greedy-bot=greedy" : text;
        Map<String, String> out = new LinkedHashMap<>();
        for (String part : t.split("[;,]")) {
            int eq = part.indexOf('=');
            if (eq <= 0 || eq == part.length() - 1) {
                throw new IllegalArgumentException("--bot '" + org.beadbox.api.Quote.excerpt(part)
                        + "' is not NAME=SPEC, e.g. mcts-bot=mcts:level=3");
            }
            out.put(part.substring(0, eq).strip(), part.substring(eq + 1).strip());
        }
        return out;
    }

    static int threads(String text) {
        if (text == null || text.isBlank()) {
            return ThinkingCap.defaultThreads();
        }
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--bot-threads " + org.beadbox.api.Quote.excerpt(text) + " is not a number of threads");
        }
    }

    private void scanQuietly() {
        try {
            scan(Instant.now());
        } catch (RuntimeException e) {
            System.err.println("Beadbox server: the bots could not look at the lobby (" + e.getMessage() + "); they look again shortly");
        }
    }

    /**
     * One look at the lobby for every bot whose plugin is installed: each takes at most one seek.
     *
     * @return the tables opened
     */
    List<String> scan(Instant now) {
        List<String> opened = new ArrayList<>();
        for (Map.Entry<String, String> bot : bots.entrySet()) {
            PlayerSpec spec = PlayerSpec.parse(bot.getValue());
            Optional<PlayerFactory> factory = players.find(spec.id());
            if (factory.isEmpty()) {
                continue;
            }
            Account account = account(bot.getKey(), bot.getValue());
            if (lobby.tablesOf(account, MOST_GAMES + 1).stream().filter(e -> "playing".equals(e.state())).count() >= MOST_GAMES) {
                continue;
            }
            for (Seek seek : lobby.seeks(account, null)) {
                Optional<String> table = take(account, bot.getValue(), spec, factory.get(), seek, now);
                if (table.isPresent()) {
                    opened.add(table.get());
                    break;
                }
            }
        }
        return opened;
    }

    private Optional<String> take(Account bot, String specText, PlayerSpec spec, PlayerFactory factory, Seek seek, Instant now) {
        boolean forMe = seek.forName().map(n -> n.equalsIgnoreCase(bot.name())).orElse(false);
        boolean waited = seek.forName().isEmpty() && !seek.created().plus(PATIENCE).isAfter(now);
        Optional<Game> game = games.find(seek.offer().game());
        if (seek.poster() == bot.id() || seek.offer().seats() != 2 || !(forMe || waited) || game.isEmpty() || !factory.supports(game.get().info())) {
            return Optional.empty();
        }
        int threads = searchThreads(spec, factory, cap);
        Player player = players.create(threads > 0 ? withThreads(spec, threads) : spec, game.get().info());
        try {
            Player seated = cap.seat(player, Math.max(1, threads));
            return Optional.of(lobby.accept(bot, seek.id(), SeatRequest.player(bot.name(), seated, specText)));
        } catch (IllegalArgumentException e) {
            player.close(); // taken by someone else meanwhile
            return Optional.empty();
        }
    }

    /**
     * A seat at a tournament's table for the bot {@code name}: its AI, thinking under the bots'
     * cap; empty when there is no such bot, or its plugin is missing or does not play the game.
     */
    public Optional<SeatRequest> seat(String name, Game game) {
        for (Map.Entry<String, String> bot : bots.entrySet()) {
            if (!bot.getKey().equalsIgnoreCase(name)) {
                continue;
            }
            PlayerSpec spec = PlayerSpec.parse(bot.getValue());
            Optional<PlayerFactory> factory = players.find(spec.id());
            if (factory.isEmpty() || !factory.get().supports(game.info())) {
                return Optional.empty();
            }
            return Optional.of(SeatRequest.player(bot.getKey(), cap.seat(players.create(spec, game.info())), bot.getValue()));
        }
        return Optional.empty();
    }

    /**
     * The threads a bot's player searches on, taken from the thinking cap: the player's
     * {@code threads} option as the bot's spec gives it (else the player's default), but never
     * more than the cap, which then holds one permit a thread while it thinks; 0 when the player
     * has no such option (it takes one permit).
     */
    static int searchThreads(PlayerSpec spec, PlayerFactory factory, ThinkingCap cap) {
        for (OptionSpec o : factory.options()) {
            if (o.key().equals("threads")) {
                String given = spec.options().getOrDefault("threads", o.defaultValue());
                try {
                    return cap.threadsFor(Integer.parseInt(given.strip()));
                } catch (NumberFormatException e) {
                    return 1;
                }
            }
        }
        return 0;
    }

    private static PlayerSpec withThreads(PlayerSpec spec, int threads) {
        Map<String, String> options = new LinkedHashMap<>(spec.options());
        options.put("threads", Integer.toString(threads));
        return new PlayerSpec(spec.id(), options);
    }

    /** The bot's account, registered the first time with a password nobody knows. */
    private Account account(String name, String spec) {
        Optional<Account> found = accounts.find(name);
        if (found.isPresent()) {
            return found.get();
        }
        byte[] secret = new byte[24];
        String password;
        do { // a password holding the name is refused, and a two-letter bot's name is often in 32 random letters
            new SecureRandom().nextBytes(secret);
            password = Base64.getUrlEncoder().encodeToString(secret);
        } while (password.toLowerCase(java.util.Locale.ROOT).contains(name.toLowerCase(java.util.Locale.ROOT)));
        Account a = accounts.registerBot(name, password);
        db.inTransaction(c -> {
            try (var s = c.prepareStatement("INSERT INTO bot_account (account_id, spec) VALUES (?, ?)")) {
                s.setLong(1, a.id());
                s.setString(2, spec);
                s.executeUpdate();
            }
            return null;
        });
        return a;
    }

    /** Whether an account is one of the bots (for profiles and lobbies to say so). */
    public static boolean isBot(Database db, long account) {
        return db.inTransaction(c -> {
            try (var s = c.prepareStatement("SELECT 1 FROM bot_account WHERE account_id = ?")) {
                s.setLong(1, account);
                try (var r = s.executeQuery()) {
                    return r.next();
                }
            }
        });
    }
}
