package org.beadbox.game.beadmaster;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.OptionSpec;
import org.beadbox.api.SeatInfo;
import org.beadbox.api.Setup;
import org.osgi.service.component.annotations.Component;

/**
 * BeadMaster for 2, 3 or 4 seats, as the game service: its facts, options and seats, and the
 * states it starts and parses. Stateless; every method may be called from any thread.
 */
@Component(service = Game.class)
public final class BeadMaster implements Game {

    /** The game's id. */
    public static final String ID = "beadmaster";

    /** The option key fixing the bar positions. */
    static final String BARS = "bars";

    private static final String[] SEAT_NAMES = {"Yellow", "White", "Green", "Black"};
    private static final String[] SEAT_COLORS = {"#f2c12e", "#f4f1ea", "#2fae60", "#2b2b33"};

    private static final GameInfo INFO = new GameInfo(ID, "BeadMaster", "after Milton Bradley's Stay Alive", "1971",
            "Slide the bars under the board so that your opponents' beads fall through and yours stay.",
            2, 4, rulesHtml());

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.text(BARS, "Bar positions",
                    "14 digits for H1…H7 then V1…V7 (0 inner, 1 central, 2 outer), e.g. 1111111/1111111;"
                            + " empty: drawn at random from the seed", ""),
            OptionSpec.choice(Variant.BLOCKED, "Blocked bars",
                    "opponents: bars that opponents still in slid on their last turn; previous: only the bar slid"
                            + " just before (Stay Alive); since-mine: every bar slid since your own last turn",
                    "opponents", "opponents", "previous", "since-mine"),
            OptionSpec.choice(Variant.REPEAT, "Two players left",
                    "limited: with two players left nobody slides the same bar on more than two turns in a row;"
                            + " free: no such limit",
                    "limited", "limited", "free"),
            OptionSpec.integer(Variant.QUIET, "Draw after quiet slides",
                    "The game ends in a draw among the players still in after this many slides in a row without a bead"
                            + " falling; 0: never", Variant.DEFAULT_QUIET, 0, Variant.MAX_QUIET));

    /** The name of seat {@code seat}: Yellow, White, Green, Black. */
    static String seatName(int seat) {
        return SEAT_NAMES[seat];
    }

    /** The colour of seat {@code seat}'s beads. */
    static String seatColor(int seat) {
        return SEAT_COLORS[seat];
    }

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
    }

    @Override
    public List<SeatInfo> seats(int players) {
        if (!INFO.seats(players)) {
            throw new IllegalArgumentException("BeadMaster is played by 2–4 players, not " + players);
        }
        List<SeatInfo> out = new ArrayList<>();
        for (int s = 0; s < players; s++) {
            out.add(new SeatInfo(SEAT_NAMES[s], SEAT_COLORS[s]));
        }
        return out;
    }

    /**
     * Checks the options, fills in the defaults, and fixes the bars: when {@code bars} is empty,
     * the positions drawn from the seed are written into it, in the canonical form
     * {@code 0120112/2101201}.
     */
    @Override
    public Setup resolve(Setup setup) {
        Setup resolved = OptionSpec.resolve(OPTIONS, setup, INFO);
        String bars = resolved.option(BARS, "");
        int packed = bars.isBlank() ? BarSetup.random(setup.seed()) : BarSetup.parse(bars);
        return resolved.with(BARS, BarSetup.format(packed));
    }

    @Override
    public GameState start(Setup setup) {
        Setup resolved = resolve(setup);
        Engine board = new Engine(resolved.players(), Variant.of(resolved.options()), BarSetup.parse(resolved.option(BARS, "")));
        return new BeadMasterState(board);
    }

    @Override
    public GameState parsePosition(String position) {
        if (position == null || position.isBlank()) {
            throw PositionCodec.problem("", "the position is empty");
        }
        return new BeadMasterState(PositionCodec.read(position));
    }

    private static String rulesHtml() {
        try (InputStream in = BeadMaster.class.getResourceAsStream("rules.html")) {
            if (in == null) {
                throw new IllegalStateException("rules.html is missing from the BeadMaster bundle");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read BeadMaster's rules.html", e);
        }
    }
}
