package org.beadbox.core.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import org.beadbox.api.GameState;
import org.beadbox.core.Command;
import org.beadbox.core.GameCatalog;
import org.beadbox.core.Replay;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/** {@code perft GAME DEPTH}: counts move sequences; the last line is the count alone. */
@Component(service = Command.class)
public final class PerftCommand implements Command {

    private final GameCatalog games;

    /** A command over this catalogue. */
    @Activate
    public PerftCommand(@Reference GameCatalog games) {
        this.games = games;
    }

    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String usage() {
        return "perft GAME DEPTH [--option KEY=VALUE]... [--players N] [--seed S] [--position P] [--moves \"M1 M2 ...\"]";
    }

    @Override
    public String summary() {
        return "Counts the move sequences of exactly DEPTH plies (GameState.perft); the last line is the count alone.";
    }

    @Override
    public int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
        Arguments a = Arguments.parse(args, true).expect(2, 2, "GAME DEPTH");
        int depth = (int) Arguments.parseLong("depth", a.words().get(1), 0, 64);
        Replay r = a.replay(games, a.words().get(0));
        GameState s = r.last();
        out.println("perft " + r.game().info().id() + " depth " + depth + " from " + s.position());
        long t0 = System.nanoTime();
        long count = GameCatalog.pluginState(s).perft(depth); // the user's own long count: no deadline
        long nanos = System.nanoTime() - t0;
        out.println("time: " + Format.seconds(nanos) + " s"
                + (nanos > 0 ? " (" + Format.rate(count / (nanos / 1e9)) + " leaves per second)" : ""));
        out.println(count);
        return 0;
    }
}
