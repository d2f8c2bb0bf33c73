package org.beadbox.ui.console;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.PlayerFactory;
import org.beadbox.core.GameRecord;
import org.beadbox.core.HumanPlayer;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.PlayerCatalog;
import org.beadbox.core.PlayerSpec;
import org.beadbox.core.Replay;

/**
 * Who sits where: turns seat texts ({@code human}, {@code mcts:level=strong}) into players for a
 * match, with a {@link HumanPlayer} for every person.
 */
final class Table {

    /** AI seats get this long per move before the match calls it a fault; they keep their own time settings. */
    static final Duration AI_LIMIT = Duration.ofSeconds(60);

    static final String HUMAN = "human";

    private Table() {
    }

    /** The seats to use: those given, padded with a person at seat 0 and the strongest AI elsewhere. */
    static List<String> seats(List<String> given, int players, GameInfo game, PlayerCatalog catalog) {
        if (!given.isEmpty() && given.size() != players) {
            throw new IllegalArgumentException("--seats names " + given.size() + " players for a game of " + players
                    + " seats: give one per seat, e.g. human" + ",mcts".repeat(Math.max(1, players - 1)));
        }
        List<String> out = new ArrayList<>();
        String ai = catalog.strongest(game).map(PlayerFactory::id).orElse(null);
        for (int i = 0; i < players; i++) {
            String s = given.isEmpty() ? (i == 0 || ai == null ? HUMAN : ai) : given.get(i).strip();
            out.add(s.isEmpty() ? HUMAN : s);
        }
        return List.copyOf(out);
    }

    /** The seats of a saved game: people where people sat, the same AIs elsewhere if installed. */
    static List<String> seats(GameRecord record) {
        List<String> out = new ArrayList<>();
        for (GameRecord.Seat s : record.seats()) {
            out.add(s.player() == null || s.player().isBlank() ? HUMAN : s.player());
        }
        return out;
    }

    /**
     * A match of the replayed game with these seats, not yet started. Each person's seat gets the
     * {@link HumanPlayer} that {@code humans} makes for it. {@code clocks} are the game's clocks
     * (a new game's control with full banks, or a resumed record's times left), or null for none.
     */
    static Match build(Game game, Replay replay, List<String> seats, PlayerCatalog catalog, String gameVersion,
            GameRecord.Clocks clocks, IntFunction<HumanPlayer> humans) {
        MatchBuilder b = Match.builder(game).from(replay).gameVersion(gameVersion).clocks(clocks);
        for (int i = 0; i < seats.size(); i++) {
            String s = seats.get(i);
            if (s.equals(HUMAN)) {
                b.seat(i, humans.apply(i), HUMAN);
            } else {
                PlayerSpec spec = PlayerSpec.parse(s);
                b.seat(i, catalog.create(spec, game.info()), spec.toString()).timeLimit(i, AI_LIMIT);
            }
        }
        return b.build();
    }

    static boolean isHuman(Match match, int seat) {
        return match.player(seat) instanceof HumanPlayer;
    }

    static Path path(String text) {
        return Path.of(text.strip().replaceFirst("^~(?=/|$)", System.getProperty("user.home")));
    }
}
