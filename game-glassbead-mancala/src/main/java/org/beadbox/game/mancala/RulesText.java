package org.beadbox.game.mancala;

/** The rules, history, notation and this implementation's rule readings, as an HTML fragment for {@code GameInfo}. */
final class RulesText {

    private RulesText() {
    }

    static final String HTML = """
            <h2>Glass Bead Game</h2>
            <p>A mancala for two players, South and North, invented by <b>Christian Freeling</b> in <b>1979</b> and named after
            Hermann Hesse's novel. It was first published in <b>GAMES Magazine</b> in <b>1986</b> and is played online at
            <b>MindSports</b>, Freeling's site. What sets it apart from other mancalas: the beads are of different kinds, and the
            player sowing decides which bead drops into which pit.</p>

            <h3>Board and beads</h3>
            <p>Two rows of five pits and a cup (store) for each player. South owns the lower row, pits <code>A B C D E</code> from
            his left; North owns the upper row, <code>a b c d e</code> from his left, so <code>a</code> is opposite <code>E</code>.
            Each player's cup is on his right. Each pit starts with one <b>stone</b> (grey) and one <b>gem</b>. Gems are worth
            points by colour: yellow 1, green 2, blue 3, red 4, purple 5; from each owner's left A/a purple, B/b red, C/c blue,
            D/d green, E/e yellow: 30 points in all. Stones are worth nothing, are never captured, and are what captures.</p>

            <h3>Moving</h3>
            <p>Empty one of your non-empty pits and sow its beads one by one into the following pits, counter-clockwise
            (<code>A B C D E a b c d e A …</code>). Nothing is sown into a cup. <b>You choose which bead drops into which
            pit.</b> The emptied pit is skipped: with more than nine beads the tenth lands where the first did.</p>

            <h3>Capturing</h3>
            <p>If the last bead sown is a <b>stone</b> landing in an opponent's pit that held <b>exactly one bead</b> just before
            (possibly a bead sown earlier in the same move), you capture:</p>
            <ul>
            <li><b>Direct capture</b>: that bead was a gem; it goes to your cup.</li>
            <li><b>Indirect capture</b>: that bead was a stone; you take any gem of your choice from any of the opponent's pits
            (after sowing; gems just sown count). Only if his pits hold no gem do you take one of your choice from his cup.</li>
            <li><b>Multiple capture</b>: count back over the unbroken run of last-sown stones that fell into opponent pits each
            holding exactly one bead of the same sort as the last pit (all gems, or all stones). Direct: all those gems are
            taken. Indirect: you choose one gem per pit of the run from his pits; if they hold too few, you take them all and
            the rest from his cup, as many as it holds.</li>
            </ul>
            <p>Capturing is compulsory; only the choice of gems is free.</p>

            <h3>Feeding, end and winner</h3>
            <p>If your opponent's pits are empty while a gem is still in some pit, you must leave him at least one bead; if no
            move does, any move is legal. Once no gem is left in any pit nobody has to feed. The game ends when the player to
            move has no beads in his pits. If gems are still in pits then, he wins. Otherwise the player with more than half the
            points wins; at exactly half each (15–15) the player without beads wins (option <i>tie = wiki</i>, the default, as
            on the Mancala World wiki). With <i>tie = mindsports</i> his opponent wins with at least half the points. The rules
            have no draws.</p>
            <p><b>Draw by agreement</b> (Beadbox's addition, as MindSports' applet let the players negotiate one): a player may
            offer a draw; if the opponent accepts, the game ends drawn by agreement and is recorded so. An offer lapses with the
            next move, and a player offers at most once a move. The computer accepts when its search sees no progress for it.
            Below the board Beadbox counts the moves played and the plies since the last capture, to show a game going
            nowhere.</p>

            <h3>Variant: 2×6</h3>
            <p>Option <i>pits = 6</i>: six pits a side, gems worth 6, 5, 4, 3, 2, 1 from each owner's left (42 points; more than
            21 wins). The sixth gem is white. The emptied pit is skipped with more than eleven beads. The sources only say that a
            2×6 tournament used six gems and six stones each; the values are this program's choice.</p>

            <h3>Notation</h3>
            <p>A move is <code>PIT DIGITS [x CAPTURE]</code>: the emptied pit (upper case South, lower case North), then every bead
            in the order sown, one digit per pit passed (<code>0</code> a stone, <code>1</code>–<code>5</code> a gem of that
            value). <code>d4320</code> (North) sows red into e, blue into A, green into B and the stone into C. After
            <code>x</code> come the gems taken: a pit letter and values (<code>xa5</code>, <code>xB1</code>), or bare values for
            gems from the opponent's cup (<code>x554</code>); groups may follow each other with or without spaces
            (<code>xD3 55</code>: the blue from D and two purples from the cup). A direct capture is forced and needs no
            mark; a bare <code>x</code> may be written. An indirect capture must name its gems.</p>
            <p>Published games are numbered pairs, South then North, with <code>??</code>, <code>?</code>, <code>!</code> as
            comments: <code>(1) C30 c30 (2) D032 b240 (3) B40 d4320 (4) D0 a350 (5) B2 b3</code>. In move 3 North's
            <code>d4320</code> ends with a stone on C, which held only the red gem South had sown there: a direct capture of 4
            points. Beadbox imports such texts (<code>./beadbox replay glassbead-mancala FILE</code>) and names the move and the
            problem when one cannot be played.</p>
            <p>Position string: the pits in sowing order <code>A … e</code> separated by <code>/</code>, each as its beads' digits
            (<code>-</code> when empty); South's cup and North's cup as gem digits (<code>-</code> when empty); <code>S</code> or
            <code>N</code> to move. The start is <code>50/40/30/20/10/50/40/30/20/10 - - S</code>. Extensions, both optional and
            backward compatible: twelve pit fields mean the 2×6 board; a fifth field <code>tie=mindsports</code> selects the
            MindSports tie rule (absent means the default). Beadbox writes each pit's gems high to low, then its stones.</p>

            <h3>Readings chosen by this program</h3>
            <ul>
            <li><b>Distinct moves.</b> A move is the pit, the sequence of bead kinds sown (two stones swapped are the same move)
            and the gems captured as a multiset of (pit, value), cup gems by value alone. Two gems of the same value in the same
            pit are one choice; the same value from different pits are different moves. Moves that reach the same position
            still count separately. From the start: 10, 115, 1434, 23967, 422513, 12170008 move sequences of 1 to 6 plies.</li>
            <li><b>Forced gems are named.</b> When an indirect capture must take every gem of the opponent's pits (and
            perhaps every gem of his cup), the notation still names them all, as the rules ask of every indirect capture. A
            direct capture is written without a mark; on input a bare <code>x</code> or the forced gem itself is accepted.
            An indirect capture that finds no gem anywhere takes nothing and is written without <code>x</code>.</li>
            <li><b>Canonical order.</b> Beadbox writes cup gems first (high to low), then the pits in sowing order with their
            values high to low, so no space is needed: <code>x55D3</code> is the same move as <code>xD3 55</code>. Both read.</li>
            <li><b>The run.</b> "Exactly one bead just before" is judged when each stone of the run falls; the run never spans
            more than the opponent's row, so no later bead of the same move falls into a pit of the run.</li>
            <li><b>Feeding.</b> A capture never empties the pit its last stone fell into, so a move feeds exactly when its beads
            reach the opponent's row: feeding is decided by the choice of pit alone.</li>
            <li><b>Half the points</b> is half of all points in the game (cups and pits). The <i>tie</i> option changes only the
            exact-half case; with gems still in the pits the player who cannot move wins under both options.</li>
            <li><b>Positions</b> may hold at most 2 × pits stones and two gems of each value.</li>
            </ul>

            <h3>Entering a move</h3>
            <p>Click a pit; its beads go into the hand below the board; click the bead to drop into each next pit in turn (the
            gold ring marks a pit where a last stone would capture); for an indirect capture click the gems to take, in board
            order (pits from A/a on, then the cup). Only choices that still lead to a legal move are offered.</p>

            <h3>For programs</h3>
            <p>Moves are listed in the order of their entry steps: pits A to E (a to e), bead kinds stone first then gems by
            value, capture choices taking earlier gems first. A position can have hundreds of thousands of moves (a pit of seven
            stones and five gems sows in 95,040 orders); the list is kept compact, one long per move, and holds at most 20 million moves (a position with more, which needs a
            pit of some fifteen mixed beads, can still be played by entering, parsing or sampling moves). The random move sampler is
            cheap and <b>not uniform</b> over the distinct moves: it picks a pit uniformly, shuffles the pit's beads as if every
            bead were distinct (so orders differing only in identical stones are favoured), and takes capture gems one by one
            uniformly among those left.</p>
            """;
}
