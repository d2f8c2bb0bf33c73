package org.beadbox.game.challenge;

/** The rules of Glass Bead Challenge as shown to a person: the HTML of {@link Challenge#info()}. */
final class RulesText {

    private RulesText() {
    }

    static final String HTML = """
            <h2>Glass Bead Challenge</h2>
            <p>A territory game by <b>David Balmer Jr.</b>, published as shareware in the 1980s. These rules follow
            the game's page on Jo&atilde;o Pedro Neto's <i>World of Abstract Games</i> and Mark Thompson's
            description of the original shareware quoted there; where they differ, the default follows Thompson
            and the other reading is an option.</p>

            <h3>Board and ownership</h3>
            <p>Two players, <b>Red</b> and <b>Blue</b>; Red moves first. The board has N&times;N squares
            (10 by default; 8, 9 &mdash; the shareware's "tournament" size &mdash; and 11 are options).</p>
            <p>A square is <b>owned</b> by a player when</p>
            <ol>
              <li>his bead stands on it, or</li>
              <li>it is a stake (handicap variants): stakes always belong to Blue, or</li>
              <li>it is empty and touches, orthogonally or diagonally (the eight surrounding squares), strictly more
                  of his beads than of the opponent's.</li>
            </ol>
            <p>Any other square (an empty square with a tie, 0&ndash;0 included) belongs to nobody. On the board
            the owner of an empty square is shown by a small chip of his colour.</p>

            <h3>Play</h3>
            <p>The players alternate. A move drops one bead on an empty square that is <b>not owned by the
            opponent</b>: a square nobody owns, or one the mover already owns (Thompson's reading, option
            <code>drop=not-opponent</code>, the default). Beads never move and are never captured.</p>
            <p>With <code>drop=unowned</code> a bead may be dropped only on a square that <b>nobody</b> owns (the
            literal reading of Neto's text). The two readings are different games from the third move on.</p>
            <p>Hovering a square you may play shows a ghost bead there and tints every square that would change
            hands: squares you would win in your colour, squares that would fall back to nobody in white.</p>

            <h3>End and result</h3>
            <p>The game ends as soon as every square is owned by one side or the other. While it is not over the
            player to move always has a drop, so there is no passing. Each player scores the squares he owns;
            with komi, Blue adds the komi. The higher score wins; equal scores draw.</p>

            <p><b>Draw by agreement</b> (Beadbox's addition): a player may offer a draw; if the opponent accepts, the game ends
            drawn by agreement and is recorded so. An offer lapses with the next move, and a player offers at most once a move.</p>

            <h3>Variants</h3>
            <table>
              <tr><th>option</th><th>values</th><th>meaning</th></tr>
              <tr><td><code>board</code></td><td><code>square</code> (default), <code>hex</code></td>
                  <td>Thompson's "more complex tessellation": a hexagon of hexagonal cells, six neighbours each,
                  otherwise the same rules.</td></tr>
              <tr><td><code>size</code></td><td>8, 9, 10, 11; hex: 3 to 7 (default 6)</td>
                  <td>Squares a side; on the hex board, cells a side (side 6 has 91 cells, an odd number, so no
                  draws without komi).</td></tr>
              <tr><td><code>drop</code></td><td><code>not-opponent</code>, <code>unowned</code></td><td>The drop rule
                  above.</td></tr>
              <tr><td><code>komi</code></td><td>a whole or half number from -50 to 50 (default 0)</td>
                  <td>Points added to Blue's score. Moving first is worth a lot: without komi, Red wins nearly
                  every game between Beadbox's search players on the default board, where Red's first bead
                  is worth about four squares. For an even game there, set a komi of 4.5 or switch on the pie rule
                  (<code>swap</code>).</td></tr>
              <tr><td><code>handicap</code></td><td>0 to 3</td><td>Before Red's first drop, Blue places this many
                  stakes, one per move (Blue moves that many times in a row, on any empty squares). A stake is
                  Blue's for good, counts for Blue, never takes a bead, and does not count as a neighbour for
                  anybody. Thompson proposes this on 11&times;11.</td></tr>
              <tr><td><code>stakes</code></td><td>a list of squares, e.g. <code>d4,f6,h8</code></td>
                  <td>The same stakes fixed in advance (Thompson's pie rule: one player designates the set, the
                  other chooses his colour). Cannot be combined with <code>handicap</code>; at most half the
                  board.</td></tr>
              <tr><td><code>swap</code></td><td><code>off</code> (default), <code>on</code></td>
                  <td>The classic pie rule: right after Red's first drop (after the stakes, under a handicap),
                  Blue may answer <code>swap</code>. The players exchange colours: the one who sat as Blue now
                  owns the red bead and plays Red; the board stays, and play continues with Blue &mdash; now
                  the first player &mdash; to move. In Beadbox terms seat 1 then plays Blue and seat 2
                  Red. With the swap, a strong first player opens where a bead is worth little, on the edge
                  or in a corner.</td></tr>
            </table>

            <h3>Notation</h3>
            <p>A move is the name of the square dropped on (or, in the handicap phase, staked): like chess,
            a file letter <code>a</code>, <code>b</code>, &hellip; from the left (no letter skipped) and a rank
            number from 1 at the bottom, so <code>e5</code> is file e, rank 5. The pie rule's move is
            <code>swap</code>. Upper case is accepted.</p>
            <p>On the hex board (cells with a point at the top, in horizontal rows) the <b>ranks</b> are the
            rows, 1 at the bottom, and the <b>files</b> are the lines of cells running from the lower right to
            the upper left, <code>a</code> along the lower-left edge. A cell exists where the file and rank
            numbers (a=1) differ by less than the side. On the side-6 board <code>a1</code> is the lower-left
            corner, <code>f1</code> the lower-right corner, <code>f6</code> the centre, <code>k11</code> the
            upper-right corner; rank 1 holds <code>a1</code>&ndash;<code>f1</code>, rank 6
            <code>a6</code>&ndash;<code>k6</code>, rank 11 <code>f11</code>&ndash;<code>k11</code>. Each cell
            touches (x&plusmn;1, y), (x, y&plusmn;1), (x+1, y+1) and (x&minus;1, y&minus;1).</p>
            <p>A game record is the moves separated by spaces, e.g. <code>b2 b5 b8 e2 e5 e8 h2 h5 h8</code>;
            move numbers like <code>1.</code> and comments from <code>#</code> to the end of a line are
            ignored.</p>

            <h3>Position string</h3>
            <p>A position is written in three parts separated by spaces, for example (Neto's diagram: Red f4, Blue d6, Red to move)</p>
            <pre>10/10/10/10/3b6/10/5r4/10/10/10 red board=square size=10 drop=not-opponent komi=0 handicap=0 swap=off</pre>
            <ol>
              <li>the board rank by rank from the top, ranks separated by <code>/</code>, each from the left:
                  <code>r</code> a red bead, <code>b</code> a blue bead, <code>s</code> a stake, a number a run
                  of empty cells (on the hex board each rank has as many cells as its row);</li>
              <li>the colour to move, <code>red</code> or <code>blue</code>;</li>
              <li>the variant: <code>board</code>, <code>size</code>, <code>drop</code>, <code>komi</code>,
                  <code>handicap</code> (stakes still to place are the handicap less the stakes on the board) and
                  <code>swap</code>: <code>off</code>, <code>on</code> (not used) or <code>done</code> (the seats
                  have exchanged colours). Missing words take their defaults.</li>
            </ol>
            <p>Ownership is not written: it follows from the beads. Whether Blue may swap follows too (swap on,
            Blue to move, one red bead and no blue one). The last move is not part of a position.</p>

            <h3>Readings chosen in Beadbox</h3>
            <ul>
              <li>The drop rule defaults to Thompson's reading (not on the opponent's squares); Neto's literal
                  reading is <code>drop=unowned</code>.</li>
              <li>Handicap stakes go on any empty squares; a stake is no neighbour for anybody, so it neither
                  wins nor blocks the squares around it.</li>
              <li>Under a handicap with <code>swap=on</code>, the swap is offered after the stakes and Red's first
                  drop, exactly when Blue is to answer Red's first bead.</li>
              <li><code>handicap</code> and <code>stakes</code> are not combined; fixed stakes may cover at most
                  half the board.</li>
              <li>Komi is a whole or half number from -50 to 50; sizes outside the lists above are refused.</li>
              <li>A position string may hold any arrangement of beads (for studies); only a handicap position
                  with stakes still to place must have no beads and Blue to move.</li>
            </ul>

            <h3>For programs</h3>
            <p>Random moves and random playouts are uniform over the legal moves. An evaluator estimates each
            side's chances from the expected final margin, less the komi: each bead counts a square, and each
            empty square what squares like it (by the lead of the beads around it, the open squares around it
            each side may still drop on, and the side to move) came to at the end of the search player's own
            games; the more squares are still open, the less a lead counts.</p>
            """;
}
