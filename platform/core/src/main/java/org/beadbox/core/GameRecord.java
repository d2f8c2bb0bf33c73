package org.beadbox.core;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.beadbox.api.Quote;
import org.beadbox.core.review.ReviewRecord;

/**
 * One game as saved in a JSON file: what was played, by whom, with which setup, and how it came
 * out. A record is only a claim: loading replays every move through the rules ({@link
 * RecordStore#replay}).
 *
 * <p>The JSON format (version {@value #FORMAT}), as {@link RecordStore} writes it:
 * <pre>{@code
 * {
 *   "formatVersion": 1,
 *   "gameId": "glassbead-challenge",
 *   "gameVersion": "0.1.0.SNAPSHOT",
 *   "options": {"size": "10"},
 *   "players": 2,
 *   "seed": 42,
 *   "seats": [{"name": "Red", "player": "human"}, {"name": "Blue", "player": "mcts:time=1"}],
 *   "startPosition": "",
 *   "moves": ["e5", "f6"],
 *   "result": {"status": "unfinished", "summary": "", "winners": [], "scores": [3.0, 2.0]},
 *   "started": "2026-11-22T02:40:00Z",
 *   "updated": "2026-11-22T02:41:07Z",
 *   "clocks": {"control": "10+5", "remainingMillis": [431200, 512000]}
 * }
 * }</pre>
 *
 * <p>{@code clocks} is present only for a game with a {@link TimeControl}: the control and each
 * seat's time left when the record was written (the running seat's counted to that moment). A
 * resumed game's clocks go on from there; the time Beadbox was not running is not charged. A loss
 * on time is recorded with the status {@code resigned} and a summary "Red loses on time: Blue
 * wins". Records without the field (every record before clocks) are games without a clock.
 *
 * <p>A draw agreed by the players ({@link DrawOffer}) is recorded with the status {@code
 * resigned}, every seat among the winners and the summary "Drawn by agreement" ({@link
 * Result#agreedDraw()}): the format and its version stay as they were, so a Beadbox older than
 * draw offers still loads the record. Compatibility rule: a new way for a game to end takes one
 * of the three statuses and says itself in the summary and the winners, never a new status,
 * which older readers refuse.
 *
 * <p>A record is read strictly ({@link RecordSchema}): JSON as the standard has it (no comments,
 * single quotation marks, bare keys, NaN or raw control characters), each key once, and each
 * field of the kind Beadbox writes ({@code "size": 10} or {@code "formatVersion": "1"} is refused,
 * naming the field); fields it does not know are ignored, so a later Beadbox can add some. Gson
 * then runs the compact constructors, so a value out of range is refused with a message naming
 * the field. A file over {@value
 * RecordStore#MAX_FILE} bytes, or one that is not a regular file, is not read at all.
 *
 * @param formatVersion {@value #FORMAT}, a JSON number; other versions are refused
 * @param gameId the game's id
 * @param gameVersion the game bundle's version when known, else empty
 * @param options the resolved setup's options: every option with its value
 * @param players the number of seats
 * @param seed the setup's seed
 * @param seats one entry per seat, in seat order
 * @param startPosition the game's position string the game started from, or empty when it
 *     started from the setup
 * @param moves the moves from the start, in the game's notation
 * @param result how it stands or came out
 * @param started when the game began, ISO-8601 ({@link java.time.Instant#toString()})
 * @param updated when the record was last written, ISO-8601
 * @param clocks the game's clocks, or null when it has no time control
 * @param review the computer's review of the game ({@link ReviewRecord}), or null when it has
 *     none; optional in the file, and ignored by readers older than it
 */
public record GameRecord(
        int formatVersion,
        String gameId,
        String gameVersion,
        Map<String, String> options,
        int players,
        long seed,
        List<Seat> seats,
        String startPosition,
        List<String> moves,
        Result result,
        String started,
        String updated,
        Clocks clocks,
        ReviewRecord review) {

    /** The record format this version of Beadbox reads and writes. */
    public static final int FORMAT = 1;

    /** Checks every field is present and the seats agree with {@code players}. */
    public GameRecord {
        if (formatVersion != FORMAT) {
            throw new IllegalArgumentException(
                    "record format version " + formatVersion + " is not known to this Beadbox (it reads version " + FORMAT + ")");
        }
        require(gameId, "gameId");
        gameVersion = Objects.requireNonNullElse(gameVersion, "");
        options = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(noNulls(Objects.requireNonNullElse(options, Map.of()))));
        if (players < 1) {
            throw new IllegalArgumentException("players must be at least 1, not " + players);
        }
        seats = List.copyOf(noNulls(require(seats, "seats"), "seats"));
        if (seats.size() != players) {
            throw new IllegalArgumentException("the record has " + seats.size() + " seats for " + players + " players");
        }
        startPosition = Objects.requireNonNullElse(startPosition, "");
        moves = List.copyOf(noNulls(require(moves, "moves"), "moves"));
        require(result, "result");
        started = Objects.requireNonNullElse(started, "");
        updated = Objects.requireNonNullElse(updated, "");
        if (clocks != null && clocks.remainingMillis().size() != players) {
            throw new IllegalArgumentException("the record's clocks have " + clocks.remainingMillis().size() + " times for " + players + " players");
        }
    }

    /** A record without a review. */
    public GameRecord(int formatVersion, String gameId, String gameVersion, Map<String, String> options, int players,
            long seed, List<Seat> seats, String startPosition, List<String> moves, Result result, String started,
            String updated, Clocks clocks) {
        this(formatVersion, gameId, gameVersion, options, players, seed, seats, startPosition, moves, result, started,
                updated, clocks, null);
    }

    /** This record with {@code review} stored in it (null takes it out). */
    public GameRecord withReview(ReviewRecord review) {
        return new GameRecord(formatVersion, gameId, gameVersion, options, players, seed, seats, startPosition, moves, result,
                started, updated, clocks, review);
    }

    /** A record of a game without clocks. */
    public GameRecord(int formatVersion, String gameId, String gameVersion, Map<String, String> options, int players,
            long seed, List<Seat> seats, String startPosition, List<String> moves, Result result, String started,
            String updated) {
        this(formatVersion, gameId, gameVersion, options, players, seed, seats, startPosition, moves, result, started,
                updated, null, null);
    }

    /** The list, when it holds no null (a {@code null} or a missing entry in the file). */
    private static <T> List<T> noNulls(List<T> list, String field) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == null) {
                throw new IllegalArgumentException(field + " entry " + (i + 1) + " is missing (empty, or not a value)");
            }
        }
        return list;
    }

    /** The options, when every key has a value. */
    private static Map<String, String> noNulls(Map<String, String> options) {
        for (Map.Entry<String, String> e : options.entrySet()) {
            if (e.getKey() == null || e.getValue() == null) {
                throw new IllegalArgumentException("option " + Quote.excerpt(e.getKey()) + " has no value (write it as text, e.g. \"10\")");
            }
        }
        return options;
    }

    private static <T> T require(T value, String field) {
        if (value == null) {
            throw new IllegalArgumentException("missing field " + field);
        }
        return value;
    }

    /**
     * A seat at the table.
     *
     * @param name the name shown for it ("Red", "Anna")
     * @param player who played it: a {@link PlayerSpec} text such as {@code mcts:time=1}, or
     *     {@code human}
     */
    public record Seat(String name, String player) {

        /** Checks both are present. */
        public Seat {
            require(name, "seats[].name");
            player = Objects.requireNonNullElse(player, "");
        }
    }

    /**
     * A game's clocks.
     *
     * @param control the time control as {@link TimeControl#parse} reads it, {@code 10+5}
     * @param remainingMillis each seat's time left, in milliseconds, in seat order
     */
    public record Clocks(String control, List<Long> remainingMillis) {

        /** Checks the control reads and the times are present and not negative. */
        public Clocks {
            TimeControl.parse(require(control, "clocks.control"));
            remainingMillis = List.copyOf(noNulls(require(remainingMillis, "clocks.remainingMillis"), "clocks.remainingMillis"));
            for (long ms : remainingMillis) {
                if (ms < 0) {
                    throw new IllegalArgumentException("clocks.remainingMillis holds " + ms + ": a time left is 0 or more");
                }
            }
        }

        /** The clocks of a reading. */
        static Clocks of(ClockReading r) {
            return new Clocks(r.control().toString(), r.remaining().stream().map(java.time.Duration::toMillis).toList());
        }

        /** The time control. */
        public TimeControl timeControl() {
            return TimeControl.parse(control);
        }

        /** Each seat's time left. */
        public List<java.time.Duration> remaining() {
            return remainingMillis.stream().map(java.time.Duration::ofMillis).toList();
        }
    }

    /**
     * How the game stands.
     *
     * @param status {@value #FINISHED} (over by the rules), {@value #RESIGNED} (a seat gave up) or
     *     {@value #UNFINISHED}
     * @param summary the outcome's summary line, or empty
     * @param winners the seats in first place; empty while unfinished
     * @param scores each seat's score (the game's running score while unfinished)
     */
    public record Result(String status, String summary, List<Integer> winners, List<Double> scores) {

        /** The game is over by its rules. */
        public static final String FINISHED = "finished";
        /** A seat resigned. */
        public static final String RESIGNED = "resigned";
        /** The game is still going (or was abandoned). */
        public static final String UNFINISHED = "unfinished";

        /** Checks the status is one of the three. */
        public Result {
            require(status, "result.status");
            if (!List.of(FINISHED, RESIGNED, UNFINISHED).contains(status)) {
                throw new IllegalArgumentException("result status '" + Quote.excerpt(status) + "' is not finished, resigned or unfinished");
            }
            summary = Objects.requireNonNullElse(summary, "");
            winners = List.copyOf(noNulls(Objects.requireNonNullElse(winners, List.of()), "result.winners"));
            scores = List.copyOf(noNulls(Objects.requireNonNullElse(scores, List.of()), "result.scores"));
        }

        /**
         * Whether the players agreed a draw ({@link DrawOffer}): the status {@value #RESIGNED}
         * (the game ended without its rules ending it) with every seat, two or more, among the
         * winners, and the summary {@value DrawOffer#SUMMARY}. A resignation or a loss on time
         * always leaves a seat out of first place, so no earlier record reads as one; and a
         * Beadbox older than draw offers reads such a record as a resigned game whose seats share
         * first place (its {@code replay} prints "result: draw").
         *
         * @since 1.11
         */
        public boolean agreedDraw() {
            return RESIGNED.equals(status) && winners.size() > 1 && winners.size() == scores.size();
        }

        /** Whether the game is over (finished or resigned). */
        public boolean over() {
            return !UNFINISHED.equals(status);
        }
    }
}
