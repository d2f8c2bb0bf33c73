package org.beadbox.hardening;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.SplittableRandom;
import org.beadbox.api.Game;
import org.beadbox.api.GameState;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Setup;
import org.beadbox.core.GameRecord;
import org.beadbox.core.Match;
import org.beadbox.core.MatchBuilder;
import org.beadbox.core.MatchListener;
import org.beadbox.core.RecordStore;
import org.beadbox.core.Replay;

/**
 * The child process of {@link CrashSafetyTest}: plays games with random players in a Beadbox
 * home folder, with the core's autosaver, and saves the game in progress to {@code
 * records/current.json} every few moves, until it is killed. At start it takes back the
 * unfinished game the last run left, as Beadbox offers it. Tells its parent on standard output
 * what is safely on disk: {@code autosaved STARTED N} once the autosave of the game begun at
 * STARTED holds N moves, {@code filed STARTED} when that game ended and was filed.
 */
final class AutosavingGames {

    private AutosavingGames() {
    }

    /** {@code AutosavingGames HOME SEED}. */
    public static void main(String[] args) throws InterruptedException {
        RecordStore store = new RecordStore(Path.of(args[0]));
        SplittableRandom random = new SplittableRandom(Long.parseLong(args[1]));
        PrintStream out = System.out;
        Game game = Games.ALL.get(0);
        List<RecordStore.Unfinished> back = store.unfinished();
        MatchBuilder first = Match.builder(game).setup(Setup.of(2, random.nextLong()).with("size", "8"));
        Path resumed = null;
        if (!back.isEmpty()) {
            GameRecord r = back.get(0).record();
            Replay replay = RecordStore.replay(r, Games.CATALOG);
            first = Match.builder(replay.game()).from(replay).started(Instant.parse(r.started()));
            resumed = back.get(0).file();
            out.println("resumed " + r.started() + " " + r.moves().size());
        }
        while (true) {
            play(first, store, random, out, resumed);
            resumed = null;
            first = Match.builder(game).setup(Setup.of(2, random.nextLong()).with("size", "8"));
        }
    }

    private static void play(MatchBuilder b, RecordStore store, SplittableRandom random, PrintStream out, Path resumed)
            throws InterruptedException {
        SplittableRandom r = random.split();
        Player player = (state, clock, progress) -> state.randomMove(r);
        Match match = b.seat(0, player, "random").seat(1, player, "random").build();
        MatchListener autosaver = store.autosaver(match);
        String started = match.started().toString();
        Path current = store.records().resolve("current.json");
        match.addListener(new MatchListener() {
            @Override
            public void started(GameState state) {
                autosaver.started(state);
                if (resumed != null && !match.moves().isEmpty()) {
                    store.discard(resumed);
                }
            }

            @Override
            public void moved(int seat, Move move, GameState after) {
                autosaver.moved(seat, move, after);
                int n = match.moves().size();
                if (!after.isOver()) {
                    out.println("autosaved " + started + " " + n);
                }
                if (n % 5 == 0) {
                    RecordStore.save(match.record(), current);
                }
            }

            @Override
            public void ended(org.beadbox.api.Outcome outcome) {
                autosaver.ended(outcome);
                out.println("filed " + started);
            }
        });
        match.start();
        match.awaitEnd(Duration.ofMinutes(1));
        match.close();
    }
}
