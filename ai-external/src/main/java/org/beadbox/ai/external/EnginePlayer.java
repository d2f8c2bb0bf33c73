package org.beadbox.ai.external;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.beadbox.api.Clock;
import org.beadbox.api.Game;
import org.beadbox.api.GameInfo;
import org.beadbox.api.GameState;
import org.beadbox.api.IllegalMoveException;
import org.beadbox.api.Move;
import org.beadbox.api.Player;
import org.beadbox.api.Progress;
import org.beadbox.api.Setup;

/**
 * A seat taken by an external engine: the Beadbox side of the engine protocol.
 *
 * <p>The player keeps the game as Beadbox sees it (the resolved setup and the moves from the
 * start) and what the engine has been told, and brings the engine level before each command
 * that needs it: {@code new} and the moves after a (re)start, {@code undo} and {@code play} for
 * the difference. {@link #begin}, {@link #played} and {@link #undone} tell the engine at once;
 * as they cannot throw, a fault there is remembered and thrown by the next {@link #choose}.
 *
 * <p>The engine is started on first need and handshaken ({@code protocol 1}, {@code name},
 * {@code games}). Any fault (it cannot be started, does not speak protocol 1, does not play
 * the game, refuses a move, answers late or with garbage, proposes an illegal move, dies)
 * destroys the process and is permanent for this player: every later {@code choose} throws the
 * same reason, which is also handed to the context for display.
 *
 * <p>The runner calls a player from one thread at a time, but may abandon a thread stuck in
 * {@code choose} and go on with a fresh one: the game methods are synchronized so that the
 * fresh thread waits for the interrupted one to leave. {@link #close} is not, so that it can
 * end a stuck engine from any thread.
 */
final class EnginePlayer implements Player {

    /** How long commands other than {@code genmove} may take. */
    static final long ANSWER_MILLIS = 5_000;

    /** How much longer than its budget an engine may take to answer {@code genmove}. */
    static final long MARGIN_MILLIS = 500;

    private final EngineConfig config;
    private final GameInfo info;
    private final long timeMillis;
    private final EngineContext context;
    private final String label;

    private final GameLine line = new GameLine();

    private volatile EngineProcess engine;
    private boolean engineHasGame;
    private final List<String> engineMoves = new ArrayList<>();
    private EngineProcess.Greeting greeting;
    private volatile String problem;
    private String lost;
    private volatile boolean closed;

    /**
     * A player for {@code info} that starts {@code config}'s engine when first needed.
     *
     * @param timeMillis the most each {@code genmove} may think
     */
    EnginePlayer(EngineConfig config, GameInfo info, long timeMillis, EngineContext context) {
        this.config = config;
        this.info = info;
        this.timeMillis = timeMillis;
        this.context = context;
        this.label = "engine '" + config.name() + "'";
    }

    /**
     * {@inheritDoc}
     *
     * <p>When {@code start} is not the game's starting position for {@code resolved} (a runner
     * that seats a player mid-game), the moves that lead to it are looked for, two plies deep;
     * if there are none, the engine cannot join this game and {@link #choose} says so.
     */
    @Override
    public synchronized void begin(GameInfo game, Setup resolved, GameState start, int seat) {
        engineHasGame = false;
        lost = null;
        line.start(resolved, initial(resolved).orElse(start));
        if (!line.follow(start, 2)) {
            lost = label + " cannot join this game: it did not begin at the starting position of its setup, and the"
                    + " engine protocol can only replay a game from its start (begin the engine with the game's start"
                    + " and tell it the moves)";
            return;
        }
        quietly();
    }

    private Optional<GameState> initial(Setup resolved) {
        try {
            return context.games().apply(info.id()).map(g -> g.start(resolved));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    @Override
    public synchronized void played(Move move, GameState after) {
        if (line.started()) {
            line.add(move, after);
            quietly();
        }
    }

    @Override
    public synchronized void undone(GameState now) {
        if (!line.started() || line.moves().isEmpty()) {
            return;
        }
        if (!line.rewindTo(now)) {
            lost = label + " lost track of the game: a move was taken back to a position it was never told about";
            return;
        }
        quietly();
    }

    /** Tells the engine what it is missing, now; a fault waits for the next choose. */
    private void quietly() {
        if (problem != null || closed || lost != null) {
            return;
        }
        try {
            level();
        } catch (EngineException e) {
            fault(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public synchronized Move choose(GameState state, Clock clock, Progress progress) throws InterruptedException {
        if (closed) {
            throw new IllegalStateException(label + ": this player was closed");
        }
        if (problem != null) {
            throw new EngineException(problem);
        }
        if (lost != null) {
            throw new IllegalStateException(lost);
        }
        follow(state);
        try {
            level();
            long millis = Math.max(1, Math.min(timeMillis, clock.remainingMillis()));
            EngineProcess.Answer a = engine.ask("genmove " + millis, millis + MARGIN_MILLIS);
            if (!a.ok()) {
                throw fault(label + " refused to choose a move (" + a.text() + ")");
            }
            if (a.text().isEmpty()) {
                throw fault(label + " answered 'genmove' without a move");
            }
            try {
                return state.parseMove(a.text());
            } catch (IllegalMoveException e) {
                throw fault(label + " proposed an illegal move '" + a.text() + "': " + e.getMessage());
            }
        } catch (EngineException e) {
            throw fault(e.getMessage());
        }
    }

    /** Makes {@code state} the position now of the game as Beadbox sees it, or says why it cannot. */
    private void follow(GameState state) {
        if (!line.started()) {
            adopt(state);
        } else if (!line.follow(state, 1)) {
            throw new IllegalStateException(label + " cannot follow this position: it is not one move from the game it"
                    + " was told about, and the protocol can only replay a game from its start");
        }
    }

    /** Starts a game for a position the engine was never told about, if it is a starting position. */
    private void adopt(GameState state) {
        Optional<Game> game = context.games().apply(info.id());
        if (game.isPresent()) {
            Setup resolved = game.get().resolve(Setup.of(state.players(), 0));
            GameState start = game.get().start(resolved);
            if (start.equals(state)) {
                line.start(resolved, start);
                return;
            }
        }
        throw new IllegalStateException(label + " was not told how this game began (begin was not called), and the"
                + " protocol can only replay a game from its start" + (game.isEmpty() ? " (" + info.id()
                + " is not installed here)" : "; this position is not the default start") + ": seat the engine"
                + " when the game begins");
    }

    /** Brings the engine level with the game as Beadbox sees it, starting it if needed. */
    private void level() throws InterruptedException {
        if (engine == null) {
            engine = EngineProcess.start(label, config.command(), config.dir(), config.sandbox(), context.transcript());
            if (closed) {
                engine.close();
            }
        }
        if (greeting == null) {
            EngineProcess.Greeting g = engine.greet();
            if (!g.games().contains(info.id())) {
                throw new EngineException(label + " does not play " + info.id() + " (it plays: "
                        + (g.games().isEmpty() ? "nothing it would name" : String.join(", ", new TreeSet<>(g.games()))) + ")");
            }
            greeting = g;
        }
        // Each command is recorded as told before it is sent: once sent, an interrupted wait
        // leaves its answer owed, and a refusal found later is a fault anyway.
        if (!engineHasGame) {
            String command = newCommand();
            engine.settle();
            engineHasGame = true;
            engineMoves.clear();
            expectOk(engine.ask(command, ANSWER_MILLIS), command);
        }
        int common = 0;
        List<Move> moves = line.moves();
        while (common < engineMoves.size() && common < moves.size() && engineMoves.get(common).equals(moves.get(common).notation())) {
            common++;
        }
        while (engineMoves.size() > common) {
            engine.settle();
            engineMoves.remove(engineMoves.size() - 1);
            expectOk(engine.ask("undo", ANSWER_MILLIS), "undo");
        }
        for (int i = common; i < moves.size(); i++) {
            String command = "play " + moves.get(i).notation();
            engine.settle();
            engineMoves.add(moves.get(i).notation());
            expectOk(engine.ask(command, ANSWER_MILLIS), command);
        }
    }

    private String newCommand() {
        Setup setup = line.setup();
        StringBuilder b = new StringBuilder("new ").append(info.id()).append(' ').append(setup.players());
        for (Map.Entry<String, String> e : setup.options().entrySet()) {
            if (e.getKey().isEmpty() || e.getKey().matches(".*[\\s=].*") || e.getValue().matches(".*\\s.*")) {
                throw new EngineException(label + " cannot be told option " + e.getKey() + "=" + e.getValue()
                        + ": the protocol's KEY=VALUE words cannot hold white space");
            }
            b.append(' ').append(e.getKey()).append('=').append(e.getValue());
        }
        return b.toString();
    }

    private void expectOk(EngineProcess.Answer a, String command) {
        if (!a.ok()) {
            throw new EngineException(label + " refused '" + command + "' (" + a.text() + ")");
        }
    }

    private EngineException fault(String reason) {
        if (closed) {
            return new EngineException(label + " was closed");
        }
        if (problem == null) {
            problem = reason;
            context.problems().accept(reason);
        }
        if (engine != null) {
            engine.close();
        }
        return new EngineException(problem);
    }

    /** The reason this player's engine failed, or null while it works. */
    String problem() {
        return problem;
    }

    /** The name the engine gave itself, or null before it was started. */
    String engineName() {
        return greeting == null ? null : greeting.name();
    }

    /** The running engine process, or null: for tests. */
    EngineProcess engine() {
        return engine;
    }

    /** Sends {@code quit} and makes sure the engine process is gone. Idempotent. */
    @Override
    public void close() {
        closed = true;
        if (engine != null) {
            engine.close();
        }
    }
}
