package org.beadbox.core.command;

import org.beadbox.core.Cli;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Reference;

/**
 * The headless commands in an interactive Gogo shell: {@code beadbox:perft glassbead-challenge
 * 3}, or {@code beadbox:run COMMAND ...} for any command, the ones other bundles add included.
 * Registers only service properties, so it costs nothing when no shell is installed.
 */
@Component(service = ShellCommands.class, property = {
    "osgi.command.scope=beadbox",
    "osgi.command.function=games", "osgi.command.function=players", "osgi.command.function=perft",
    "osgi.command.function=replay", "osgi.command.function=review", "osgi.command.function=match", "osgi.command.function=bench",
    "osgi.command.function=run"
})
public final class ShellCommands {

    private final Cli cli;

    /** Commands that run through this command line. */
    @Activate
    public ShellCommands(@Reference Cli cli) {
        this.cli = cli;
    }

    /** {@code games}. */
    public void games(String... args) {
        run("games", args);
    }

    /** {@code players}. */
    public void players(String... args) {
        run("players", args);
    }

    /** {@code perft GAME DEPTH ...}. */
    public void perft(String... args) {
        run("perft", args);
    }

    /** {@code replay ...}. */
    public void replay(String... args) {
        run("replay", args);
    }

    /** {@code review RECORD.json ...}. */
    public void review(String... args) {
        run("review", args);
    }

    /** {@code match GAME --seats ...}. */
    public void match(String... args) {
        run("match", args);
    }

    /** {@code bench [GAME]}. */
    public void bench(String... args) {
        run("bench", args);
    }

    /** Any command by name: {@code run play glassbead-challenge}. */
    public void run(String... args) {
        cli.run(args, System.in, System.out, System.err);
    }

    private void run(String name, String[] args) {
        String[] all = new String[args.length + 1];
        all[0] = name;
        System.arraycopy(args, 0, all, 1, args.length);
        cli.run(all, System.in, System.out, System.err);
    }
}
