package org.beadbox.server.tournament;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.beadbox.api.Game;
import org.beadbox.api.Quote;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.TimeControl;
import org.beadbox.core.online.SeatRequest;
import org.beadbox.server.Account;
import org.beadbox.server.Accounts;
import org.beadbox.server.Database;
import org.beadbox.server.events.Events;
import org.beadbox.server.rating.Ratings;
import org.beadbox.server.tournament.format.Format;
import org.beadbox.server.tournament.format.Standing;

/**
 * The site's tournaments (docs/tournaments.md, "On the site"): created, joined and left, started
 * by their creator or at their time, followed. The rounds are paired and their tables opened by
 * a {@link TournamentRunner} on whichever node holds the tournament's lease. Thread-safe.
 */
public final class Tournaments {

    /** The event topic of a tournament's change (joined, left, paired, a result, finished); the payload is its id. */
    public static final String TOPIC = "tournaments";
    /** The most players a tournament takes. */
    public static final int MOST_PLAYERS = 256;
    /** The longest name of a tournament. */
    public static final int NAME_LENGTH = 80;
    /** The most tournaments one account creates within a day. */
    public static final int CREATED_A_DAY = 10;
    /** The most rounds of a Swiss tournament. */
    public static final int MOST_SWISS_ROUNDS = 20;

    /** Seats a bot account at a tournament's table: its seat, played by its AI under the bots' thinking cap, or empty when it cannot play the game. */
    @FunctionalInterface
    public interface BotSeats {
        Optional<SeatRequest> seat(String name, Game game);
    }

    /**
     * What a creator asks for.
     *
     * @param swissRounds Swiss only (else 0)
     * @param drawRule    knockout only, or null
     * @param startsAt    empty: when the creator starts it
     */
    public record Draft(String name, String game, Map<String, String> options, int seats, String format, int swissRounds,
                        String drawRule, boolean rated, Optional<TimeControl> live, Optional<Integer> days, int maxPlayers,
                        Optional<Instant> startsAt) {
        public Draft {
            options = Map.copyOf(options);
        }
    }

    /** A tournament with its entrants, games and standings, as its page shows it. */
    public record View(Tournament tournament, List<TournamentRows.EntrantRow> entrants, List<TournamentRows.GameRow> games,
                       List<Standing> standings, List<String> tieBreakNames, Instant roundStarted) {
    }

    private final Database db;
    private final GameCatalog games;
    private final Accounts accounts;
    private final Function<Tournament, Format> formats;
    private final Clock clock;
    private volatile Events events;
    private volatile Runnable wake = () -> { };

    /**
     * @param formats the pairing logic of a tournament (production: {@link #format})
     */
    public Tournaments(Database db, GameCatalog games, Accounts accounts, Function<Tournament, Format> formats, Clock clock) {
        this.db = db;
        this.games = games;
        this.accounts = accounts;
        this.formats = formats;
        this.clock = clock;
    }

    /** The format of {@code t} as the pairing logic makes it. */
    public static Format format(Tournament t) {
        return org.beadbox.server.tournament.format.Formats.of(t.format(), t.seats(), t.swissRounds(), t.drawRule());
    }

    /** Sends each change to {@code events} (on the change's transaction). */
    public void events(Events e) {
        this.events = e;
    }

    /** Called after a change the runner should act on at once (a start), rather than at its next look. */
    void onChange(Runnable r) {
        this.wake = r;
    }

    Function<Tournament, Format> formats() {
        return formats;
    }

    Clock clock() {
        return clock;
    }

    Database db() {
        return db;
    }

    GameCatalog games() {
        return games;
    }

    /** Publishes a change of tournament {@code id} on {@code c}'s transaction. */
    void tell(Connection c, long id) throws SQLException {
        Events e = events;
        if (e != null) {
            e.publish(c, TOPIC, Long.toString(id));
        }
    }

    /** Publishes that lobby table {@code table} opened (the players' "your turn" lists) on {@code c}'s transaction. */
    void tellTable(Connection c, String table) throws SQLException {
        Events e = events;
        if (e != null) {
            e.publish(c, org.beadbox.server.lobby.Lobby.TABLES, table);
        }
    }

    /**
     * Creates an open tournament with {@code creator} its first entrant.
     *
     * @throws IllegalArgumentException with one line for a person (a game not installed, an option refused, a bad format...)
     * @throws LimitReached when the creator made {@value #CREATED_A_DAY} within a day
     */
    public long create(Account creator, Draft d) {
        Game game = games.find(d.game()).orElseThrow(() -> new IllegalArgumentException(
                "there is no game '" + Quote.excerpt(d.game()) + "' on this server: choose one of " + games.ids()));
        String name = d.name() == null || d.name().isBlank() ? game.info().name() + " " + d.format() : d.name().strip();
        if (name.length() > NAME_LENGTH || name.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a tournament's name is one line of at most " + NAME_LENGTH + " characters");
        }
        if (d.maxPlayers() < 2 || d.maxPlayers() > MOST_PLAYERS) {
            throw new IllegalArgumentException("\"maxPlayers\" is 2 to " + MOST_PLAYERS + ", not " + d.maxPlayers());
        }
        if (d.format().equals("swiss") && (d.swissRounds() < 1 || d.swissRounds() > MOST_SWISS_ROUNDS)) {
            throw new IllegalArgumentException("a Swiss tournament needs \"rounds\": 1 to " + MOST_SWISS_ROUNDS);
        }
        if (d.startsAt().isPresent() && d.startsAt().get().isBefore(clock.instant())) {
            throw new IllegalArgumentException("\"starts\" is in the past: give a time to come, or none to start it yourself");
        }
        Tournament t = new Tournament(0, name, creator.id(), creator.name(), d.game(), d.options(), d.seats(), d.format(),
                d.format().equals("swiss") ? d.swissRounds() : 0, d.drawRule(), d.rated(), d.live(), d.days(), d.maxPlayers(),
                d.startsAt(), Tournament.OPEN, 0, 0, null, clock.instant());
        org.beadbox.server.lobby.Seek.Offer offer = t.offer(); // seats, rated, clock: one line when they do not go together
        org.beadbox.server.lobby.Lobby.check(game, offer);
        try {
            formats.apply(t); // the format and its settings: one line when refused
        } catch (UnsupportedOperationException e) {
            throw new IllegalArgumentException("the format " + d.format() + " is not available on this server yet");
        }
        return db.inTransaction(c -> {
            if (TournamentRows.createdSince(c, creator.id(), clock.instant().minus(Duration.ofDays(1))) >= CREATED_A_DAY) {
                throw new LimitReached("you created " + CREATED_A_DAY + " tournaments within a day: try again tomorrow");
            }
            long id = TournamentRows.insert(c, t);
            TournamentRows.join(c, id, creator.name(), creator.id(), rating(c, creator.id(), t), clock.instant());
            tell(c, id);
            return id;
        });
    }

    /** A limit reached (the API answers 429). */
    public static final class LimitReached extends RuntimeException {
        private static final long serialVersionUID = 1L;

        LimitReached(String line) {
            super(line);
        }
    }

    private static double rating(Connection c, long account, Tournament t) throws SQLException {
        return Ratings.standing(c, account, t.game()).rating().rating();
    }

    /**
     * Enters {@code caller} (or, from the creator, the bot account {@code bot}) into an open tournament.
     *
     * @param bot a bot's name, or null for the caller
     * @throws IllegalArgumentException with one line (not open, full, entered already, not a bot...)
     */
    public void join(Account caller, long id, String bot, java.util.function.Predicate<Long> isBot) {
        Tournament t = find(id);
        Account who = caller;
        if (bot != null) {
            if ((t.creator() == null || t.creator() != caller.id())) {
                throw new IllegalArgumentException("only the tournament's creator adds bots");
            }
            who = accounts.find(bot).filter(a -> isBot.test(a.id())).orElseThrow(() -> new IllegalArgumentException(
                    "there is no bot named '" + Quote.excerpt(bot) + "' on this server: see the bots in the lobby"));
        }
        Account entrant = who;
        db.inTransaction(c -> {
            Tournament locked = TournamentRows.find(c, id, true).orElseThrow();
            if (!locked.state().equals(Tournament.OPEN)) {
                throw new IllegalArgumentException("this tournament is " + locked.state() + ": it takes no more players");
            }
            if (TournamentRows.entrants(c, id).size() >= locked.maxPlayers()) {
                throw new IllegalArgumentException("this tournament is full (" + locked.maxPlayers() + " players)");
            }
            if (!TournamentRows.join(c, id, entrant.name(), entrant.id(), rating(c, entrant.id(), locked), clock.instant())) {
                throw new IllegalArgumentException(entrant.name() + " has joined this tournament already");
            }
            tell(c, id);
            return null;
        });
    }

    /**
     * Takes {@code caller} out: before the start it leaves; once started it withdraws, and its
     * remaining games are forfeits (the runner settles them and the pairings go on without it).
     *
     * @return whether it was in
     */
    public boolean leave(Account caller, long id) {
        find(id);
        boolean left = db.inTransaction(c -> {
            Tournament locked = TournamentRows.find(c, id, true).orElseThrow();
            boolean done = switch (locked.state()) {
                case Tournament.OPEN -> TournamentRows.leave(c, id, caller.id());
                case Tournament.PLAYING -> TournamentRows.withdraw(c, id, caller.id()).isPresent();
                default -> throw new IllegalArgumentException("this tournament is " + locked.state() + ": there is nothing to leave");
            };
            if (done) {
                tell(c, id);
            }
            return done;
        });
        wake.run();
        return left;
    }

    /**
     * Starts an open tournament now, by its creator: the runner pairs its first round at once.
     *
     * @throws IllegalArgumentException not the creator, not open, fewer than two players
     */
    public void start(Account caller, long id) {
        Tournament t = find(id);
        if ((t.creator() == null || t.creator() != caller.id())) {
            throw new IllegalArgumentException("only the tournament's creator starts it");
        }
        db.inTransaction(c -> {
            start(c, id);
            return null;
        });
        wake.run();
    }

    /** Starts tournament {@code id} in {@code c}'s transaction (its creator, or its time). */
    void start(Connection c, long id) throws SQLException {
        Tournament locked = TournamentRows.find(c, id, true).orElseThrow();
        if (!locked.state().equals(Tournament.OPEN)) {
            throw new IllegalArgumentException("this tournament is " + locked.state() + " already");
        }
        List<TournamentRows.EntrantRow> es = TournamentRows.entrants(c, id);
        int least = Math.max(2, formats.apply(locked).minEntrants());
        if (es.size() < least) {
            throw new IllegalArgumentException("a tournament needs at least " + (least == 2 ? "two" : String.valueOf(least))
                    + " players to start: invite some, or add bots");
        }
        for (TournamentRows.EntrantRow e : es) { // the seeding: each rating as the event starts
            if (e.account() != null) {
                TournamentRows.rating(c, id, e.name(), rating(c, e.account(), locked));
            }
        }
        TournamentRows.state(c, id, Tournament.OPEN, Tournament.PLAYING, null, clock.instant());
        tell(c, id);
    }

    /** The tournament {@code id}, or a refusal naming it. */
    public Tournament find(long id) {
        return db.inTransaction(c -> TournamentRows.find(c, id, false))
                .orElseThrow(() -> new NoSuchTournament("there is no tournament " + id + ": see the list on the lobby's Tournaments tab"));
    }

    /** There is no such tournament (the API answers 404). */
    public static final class NoSuchTournament extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        NoSuchTournament(String line) {
            super(line);
        }
    }

    /** Tournament {@code id} with its entrants, games and standings. */
    public View view(long id) {
        return db.inTransaction(c -> {
            Tournament t = TournamentRows.find(c, id, false)
                    .orElseThrow(() -> new NoSuchTournament("there is no tournament " + id + ": see the list on the lobby's Tournaments tab"));
            List<TournamentRows.EntrantRow> entrants = TournamentRows.entrants(c, id);
            List<TournamentRows.GameRow> played = TournamentRows.games(c, id);
            Format f = formats.apply(t);
            List<Standing> standings = f.standings(TournamentRunner.entrants(entrants),
                    played.stream().map(TournamentRows.GameRow::game).toList());
            return new View(t, entrants, played, standings, f.tieBreakNames(), TournamentRows.roundStarted(c, id));
        });
    }

    /** The tournaments in {@code state}, at most {@code limit}. */
    public List<Tournament> list(String state, int limit) {
        return db.inTransaction(c -> TournamentRows.inState(c, state, limit));
    }

    /** The tournaments {@code account} has entered that are open or being played. */
    public List<Long> entered(Account account) {
        return db.inTransaction(c -> TournamentRows.entered(c, account.id()));
    }
}
