// A game page: the position as SVG, moves entered step by step (nextSteps on the host), the
// move list (click a move, or ←/→/Home/End, to look at earlier positions; End comes back), scores,
// who is here, whose turn, the computer's thinking, take-backs, draw offers, resign, the result. The link's
// fragment is "#TABLE.TOKEN[,TOKEN]". A link of a table whose game ended before the host
// restarted shows that game as filed ("finished" in the welcome): the end, the moves to look
// through, the way back to the lobby and the record to download. Every text goes into the page
// as text, never as markup.
import { drawScene, connect, h, linkLine } from './scene.js';
import { setClocks, clockFace, firstMoveNotice } from './clock.js';
import { rematchPanel } from './rematch.js';
import { chatPanel } from './chat.js';
import { reviewPanel } from './review.js';
import { drawPanel } from './draw.js';
import { showShut, showOffline, gameGone, clearShut, shutStatus, tableLinkShape, showNotALink, aborted, abortedScene } from './table-shut.js';

const [tableId, tokens = ''] = location.hash.slice(1).split('.');
const board = document.getElementById('board');
const status = document.getElementById('status');
const errorLine = document.getElementById('error');
const playButton = document.getElementById('play');
const cancelButton = document.getElementById('cancel');
const undoButton = document.getElementById('undo');
let you = [];
let seats = [];
let host = false;
let computers = [];
let state = null;
let partial = [];
let pendingComplete = false;
let entering = null; // a move half entered: the board the last steps answer drew ({scene, next}), or null
let viewing = null; // the ply looked at, or null for the live position
let thinking = null;
let undoAsk = null;
let links = null; // each seat's link, for the host's page (welcome), or null
let spectators = 0;
let rematchAllowed = false;
let finished = false; // the game ended before the host restarted: shown as filed, nothing to play
let shutWhy = null; // the host's 'closed' message (aborted, closed for now), or null: the page says so, not "X to move"

// The table's socket. When it drops after the table was shown (its server stopped or died, the
// table moved to another server, its game was uninstalled), the page connects again on the same
// link by itself, waiting a little longer each time (1, 1, then 2 s up to 12 s, then 5 s) for up
// to five minutes (a node's tables come back 2 to 10 s after its death: tried every 2 s then),
// and says so ("disconnected: WHY; reconnecting in N s…"): the table's server, new or back,
// sends the position as of its last committed move. A link refused at once (wrong, or the table
// gone) is not retried, nor a close for a bad message (1003, 1007, 1008, 1009: this page's fault).
const RETRY_MS = [1000, 1000, 2000, 2000, 2000, 2000, 2000, 5000];
const GIVE_UP_MS = 5 * 60 * 1000;
let socket = null;
let welcomed = false; // the table was shown once: then a lost connection is retried
let retries = 0;
let lostSince = null;
let lostWhy = null; // why the connection was lost first (the server's close reason), kept across the retries
function open() {
  if (!tokens) { // a link cut short ("table.html#ID."): no server would let it in, so it is not tried
    status.textContent = 'this link has no token: open the whole link the host sent (it ends in a long code after the dot)';
    status.classList.add('error');
    status.dataset.lost = status.textContent;
    return;
  }
  socket = connect(`/ws/table?id=${encodeURIComponent(tableId)}&t=${encodeURIComponent(tokens)}`, m => {
    if (m.type === 'welcome') {
      welcomed = true; retries = 0; lostSince = null; lostWhy = null; shutWhy = null;
      status.classList.remove('error'); board.classList.remove('locked'); clearShut();
    }
    onMessage(m);
  }, lost);
}
function lost(ev) {
  if (finished) return; // nothing more to hear: the finished game stays on the page
  if (!welcomed && ev.code === 1006 && !ev.reason) { showNotALink(true); return; } // refused at once: no table was ever shown
  // aborted: said already, nothing to come back to. Any other closing (a host stopping, a game
  // uninstalled) may come back, with the host or the jar: retried below, as before.
  if (shutWhy && !shutWhy.reopens && aborted(shutWhy.reason)) { showOffline(false); return; }
  status.classList.add('error');
  showOffline(!!(state && state.yourTurn && !state.over));
  if (gameGone(ev.reason)) showShut(ev.reason);
  if (ev.reason && !lostWhy) lostWhy = ev.reason;
  if (lostSince === null) lostSince = Date.now();
  const why = lostWhy ? `disconnected: ${lostWhy}` : 'disconnected: reload the page to come back';
  status.dataset.lost = why; // kept after a reconnection: the page did lose its table (tests read it)
  if (!welcomed || [1003, 1007, 1008, 1009].includes(ev.code) || Date.now() - lostSince > GIVE_UP_MS) {
    status.textContent = why;
    return;
  }
  const wait = RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)];
  status.textContent = `${lostWhy ? why : 'connection to the server lost, the game is kept'}; reconnecting in ${wait / 1000} s…`;
  setTimeout(open, wait);
}
if (tableLinkShape(location.hash)) open();
else showNotALink(false);
const table = { send: m => { if (socket && socket.socket.readyState === WebSocket.OPEN) socket.send(m); } };
const people = () => ({ you, host, seats, over: !!(state && state.over), allowed: rematchAllowed });
const rematch = rematchPanel(document.getElementById('rematch'), m => table.send(m), people);
const chat = chatPanel(document.getElementById('chat'), m => table.send(m), people);
const draw = drawPanel(m => table.send(m), () => you, seatName);
const review = reviewPanel(document.getElementById('review'), m => table.send(m), ply => view(ply), people);

function onMessage(m) {
  switch (m.type) {
    case 'welcome':
      you = m.you;
      seats = m.seats;
      host = !!m.host;
      computers = m.players || [];
      links = m.links ? { seats: m.links, watch: m.watch } : null;
      spectators = m.spectators || 0;
      rematchAllowed = m.rematch !== false;
      chat.render();
      document.getElementById('game-name').textContent = m.gameName;
      document.title = `${m.gameName} · Beadbox`;
      status.textContent = you.length ? 'playing' : 'watching';
      renderRules(m.rulesHtml);
      if (m.finished) showFinished(m);
      else renderInvites();
      break;
    case 'record':
      offerRecord(m);
      break;
    case 'presence':
      seats = m.seats;
      spectators = m.spectators || 0;
      renderSeats();
      renderTurn();
      break;
    case 'state':
      // A state for the position this page was last sent sends no scene again (sameScene).
      if (m.sameScene && state) m.scene = state.scene;
      // The same position sent again while this seat is to move (a reconnection, or the seat's
      // turn announced just after this page joined) keeps the move half entered on the board.
      if (!(state && state.yourTurn && m.yourTurn && !m.over && sameMoves(state.moves, m.moves))) forgetMove();
      state = m;
      setClocks(m.clocks);
      if (m.over && !finished) status.textContent = 'game over'; // a resignation too, and after a reload
      thinking = null;
      errorLine.textContent = '';
      if (viewing !== null && viewing > m.moves.length) viewing = null;
      if (viewing === null) live();
      else { renderMoves(); renderTurn(); renderSeats(); }
      break;
    case 'steps':
      if (state && state.yourTurn && viewing === null) {
        partial = m.partial;
        pendingComplete = m.complete;
        entering = partial.length ? { scene: m.scene, next: m.next } : null;
        if (m.complete && m.next.length === 0) {
          table.send({ type: 'move', steps: partial });
        }
        render(m.scene, m.next);
      }
      break;
    case 'viewed':
      if (viewing === m.ply) showViewed(m);
      break;
    case 'thinking':
      thinking = m;
      renderThinking();
      break;
    case 'undoRequest':
      undoAsk = m.status === 'asked' ? m : null;
      renderUndo(m);
      break;
    case 'drawOffer':
      draw.heard(m);
      break;
    case 'rematch':
      rematch.heard(m);
      break;
    case 'review':
    case 'reviewMove':
    case 'reviewBoard':
      review.heard(m);
      break;
    case 'chat':
      chat.heard(m);
      break;
    case 'error':
    case 'fault':
      errorLine.textContent = m.reason;
      break;
    case 'closed':
      shutWhy = m;
      status.textContent = shutStatus(m.reason, !!m.reopens);
      status.classList.add('error');
      board.classList.add('locked');
      showShut(m.reason, !!m.reopens);
      // aborted: the board and the seats drawn again, nobody to move (issue 46 §1); a table closed
      // for now or for good keeps its board as it stood, locked
      if (aborted(m.reason) && !m.reopens && viewing === null && state) live();
      break;
    default:
      break; // a newer host may send more: ignored
  }
}

/** A finished game's page: says so, and shows the way on instead of the chat and the invitations. */
function showFinished(m) {
  finished = true;
  status.textContent = 'game over';
  const when = new Date(m.ended);
  const on = isNaN(when) ? '' : ` on ${when.toLocaleDateString()} at ${when.toLocaleTimeString()}`;
  document.getElementById('finished-text').textContent =
    `This game is over: it ended${on} and was filed on the host. You can look through its moves here.`;
  document.getElementById('finished').hidden = false;
  document.getElementById('chat').hidden = true;
  document.getElementById('invites').hidden = true;
}

/** The record's file, to download (and open in Beadbox to replay or go on from any move). */
function offerRecord(m) {
  const a = document.getElementById('record-link');
  a.href = URL.createObjectURL(new Blob([m.text], { type: 'application/json' }));
  a.download = m.name;
  a.hidden = false;
}

function render(scene, next) {
  board.dataset.partial = partial.join(' '); // the steps of the move entered so far (tests wait for it)
  drawScene(board, scene, new Set(next), step => table.send({ type: 'steps', partial: [...partial, step] }));
  board.classList.toggle('my-turn', next.length > 0);
  board.classList.remove('viewing');
  cancelButton.hidden = partial.length === 0;
  playButton.hidden = !(pendingComplete && next.length > 0);
  document.getElementById('viewing').hidden = true;
  renderSeats();
  renderMoves();
  renderTurn();
}

function seatName(i) {
  return seats[i] ? seats[i].name : `Seat ${i + 1}`;
}

/** What is said of a seat besides its name: "waiting for Ann", "waiting for Ann (disconnected)", "MCTS (computer)". */
function presenceText(s, i) {
  switch (s.status) {
    case 'waiting': return `waiting for ${s.name}`;
    case 'disconnected': return `waiting for ${s.name} (disconnected)`;
    case 'computer': return s.computer || 'computer';
    case 'host': return 'at the host';
    default: return '';
  }
}

function renderSeats() {
  const box = document.getElementById('seats');
  box.replaceChildren();
  seats.forEach((s, i) => {
    const row = h('div', null, 'seat');
    row.dataset.seat = i;
    if (state && !state.over && !shutWhy && state.toMove === i) row.classList.add('to-move');
    const dot = h('span', null, 'dot');
    dot.style.background = s.color;
    const name = h('span', s.name + (you.includes(i) ? ' (you)' : ''), 'seat-name');
    const score = h('span', state ? String(state.score[i]) : '', 'score');
    const who = h('span', presenceText(s, i), s.status === 'waiting' || s.status === 'disconnected' ? 'away' : 'who');
    row.append(dot, name, who, score, clockFace(i));
    if (host && (s.status === 'waiting' || s.status === 'disconnected') && computers.length && !(state && state.over)) {
      row.append(handoverControl(i));
    }
    if (host && s.handedOver && !(state && state.over)) {
      const back = h('button', 'Give back', 'give-back');
      back.title = `${s.name} plays this seat again (the computer stops)`;
      back.addEventListener('click', () => table.send({ type: 'giveBack', seat: i }));
      row.append(back);
    }
    box.append(row);
  });
  if (spectators > 0) box.append(h('p', spectators === 1 ? '1 watching' : `${spectators} watching`, 'spectators'));
}

function handoverControl(seat) {
  const wrap = h('span', null, 'handover');
  const pick = document.createElement('select');
  pick.setAttribute('aria-label', `computer player for ${seatName(seat)}`);
  for (const p of computers) pick.append(new Option(p.name, p.id));
  pick.value = computers[computers.length - 1].id;
  const go = h('button', 'Hand to computer');
  go.addEventListener('click', () => table.send({ type: 'handover', seat, spec: pick.value }));
  wrap.append(pick, go);
  return wrap;
}

function renderTurn() {
  const turn = document.getElementById('turn');
  const result = document.getElementById('result');
  if (!state) return;
  undoButton.hidden = you.length === 0 || state.over || state.moves.length === 0;
  if (state.over) {
    turn.textContent = '';
    result.hidden = false;
    const winners = state.result.ranks.map((r, i) => (r === 0 ? seatName(i) : null)).filter(x => x);
    const head = winners.length === 1 ? `${winners[0]} wins` : `Draw between ${winners.join(', ')}`;
    // The game's own summary names the winner ("Red wins 40–30", "Draw at 32–32"): only without one is it made here.
    result.textContent = `Game over: ${state.result.summary || head}`;
    document.getElementById('resign').hidden = true;
    draw.over();
  } else {
    result.hidden = true;
    const s = seats[state.toMove];
    const who = seatName(state.toMove);
    if (state.yourTurn) turn.textContent = 'Your move';
    else if (s && (s.status === 'waiting' || s.status === 'disconnected')) turn.textContent = `${presenceText(s, state.toMove)} to move`;
    else turn.textContent = `${who} to move`;
    if (state.clocks && state.clocks.firstMove) turn.append(" ", firstMoveNotice());
    document.getElementById('resign').hidden = you.length === 0;
    draw.playing(you.length > 0 && seats.length > 1);
  }
  if (shutWhy) { // aborted, or closed for now: nobody is to move (table-shut.js says why)
    turn.textContent = '';
    document.getElementById('resign').hidden = true;
    draw.playing(false);
    undoButton.hidden = true;
  }
  rematch.render();
  review.render();
  renderThinking();
}

function renderThinking() {
  const box = document.getElementById('thinking');
  const live = state && !state.over && thinking && thinking.seat === state.toMove;
  box.hidden = !live;
  if (!live) return;
  document.getElementById('thinking-progress').value = thinking.done;
  let text = `${seatName(thinking.seat)} is thinking…`;
  if (thinking.bestMove) text += ` best: ${thinking.bestMove}`;
  if (thinking.winEstimate !== undefined) text += ` · win estimate ${Math.round(thinking.winEstimate * 100)}%`;
  document.getElementById('thinking-text').textContent = text;
}

function renderMoves() {
  const list = document.getElementById('moves');
  const items = (state ? state.moves : []).map((m, i) => {
    const li = h('li', m);
    li.dataset.ply = i + 1;
    li.tabIndex = 0;
    if (viewing === i + 1) li.classList.add('current');
    li.addEventListener('click', () => view(i + 1));
    return li;
  });
  list.dataset.seats = String(Math.max(1, seats.length)); // numbered per round (beadbox.css)
  list.replaceChildren(...items);
  if (viewing === null) list.scrollTop = list.scrollHeight;
}

/** Looks at the position after `ply` moves, read-only; the live position when `ply` is the last. */
function view(ply) {
  if (!state) return;
  const last = state.moves.length;
  const k = Math.max(0, Math.min(last, ply));
  if (k === last) { live(); return; }
  viewing = k;
  table.send({ type: 'view', ply: k });
}

/** The live position, with the move half entered if there is one (back from a past move too). */
function live() {
  if (viewing !== null) errorLine.textContent = ''; // the note of a click on an earlier position
  viewing = null;
  if (!state) return;
  if (shutWhy && aborted(shutWhy.reason)) render(abortedScene(state.scene), []); // nothing to click, nobody to move
  else if (entering && partial.length) render(entering.scene, entering.next);
  else render(state.scene, state.yourTurn ? state.next : []);
}

/** No move half entered any more. */
function forgetMove() {
  partial = [];
  pendingComplete = false;
  entering = null;
}

function sameMoves(a, b) {
  return a.length === b.length && a.every((move, i) => move === b[i]);
}

function showViewed(m) {
  drawScene(board, m.scene, new Set(), () => {});
  board.classList.add('viewing');
  board.classList.remove('my-turn');
  cancelButton.hidden = true;
  playButton.hidden = true;
  const line = document.getElementById('viewing');
  line.hidden = false;
  line.textContent = m.ply === 0 ? `The start (${m.plies} ${m.plies === 1 ? 'move' : 'moves'} played): End returns to the game`
    : `After move ${m.ply} of ${m.plies} (${m.move}): End returns to the game`;
  renderMoves();
}

function renderUndo(m) {
  const box = document.getElementById('undo-box');
  const text = document.getElementById('undo-text');
  const accept = document.getElementById('undo-accept');
  const decline = document.getElementById('undo-decline');
  const askedMe = m.status === 'asked' && m.waiting.some(s => you.includes(s));
  box.hidden = false;
  accept.hidden = !askedMe;
  decline.hidden = !askedMe;
  if (m.status === 'asked') {
    text.textContent = askedMe ? `${seatName(m.seat)} asks to take back a move.`
      : `Waiting for ${m.waiting.map(seatName).join(', ')} to accept taking back a move…`;
  } else if (m.status === 'declined') {
    text.textContent = `${m.waiting.map(seatName).join(', ')} declined taking back a move.`;
  } else {
    box.hidden = true;
  }
}

function renderRules(html) {
  // The rules come from the game bundle installed on the host: shown as text, not as markup.
  const text = new DOMParser().parseFromString(html || '', 'text/html').body.textContent;
  document.getElementById('rules').textContent = text;
}

/** The links of the seats this page does not hold, with Copy: from the host (welcome), else as the lobby left them. */
function renderInvites() {
  const seatLinks = links ? links.seats : JSON.parse(sessionStorage.getItem('invites-' + tableId) || '[]');
  const box = document.getElementById('invites');
  box.replaceChildren();
  seatLinks.forEach((l, i) => { if (l && !you.includes(i)) box.append(linkLine(`Invite ${seatName(i)}`, l)); });
  if (links && links.watch) box.append(linkLine('Watch', links.watch));
  box.hidden = box.childElementCount === 0;
}

// A click on the board while an earlier position is shown answers nothing about that position:
// it says which one is shown and how to get back to the game now (issue 46 §6).
board.addEventListener('click', () => {
  if (viewing === null || !state) return;
  const which = viewing === 0 ? 'the start' : `after move ${viewing} of ${state.moves.length}`;
  errorLine.textContent = `This is an earlier position (${which}), not the game now: press End, or click the last move, to come back.`;
});
cancelButton.addEventListener('click', () => { if (state && viewing === null) { forgetMove(); live(); } });
playButton.addEventListener('click', () => table.send({ type: 'move', steps: partial }));
undoButton.addEventListener('click', () => table.send({ type: 'undo' }));
document.getElementById('undo-accept').addEventListener('click', () => table.send({ type: 'undoReply', accept: true }));
document.getElementById('undo-decline').addEventListener('click', () => table.send({ type: 'undoReply', accept: false }));
document.getElementById('resign').addEventListener('click', () => {
  const seat = state && you.includes(state.toMove) ? state.toMove : you[0];
  if (seat !== undefined && confirm(`Resign this game as ${seatName(seat)}?`)) table.send({ type: 'resign', seat });
});
document.addEventListener('keydown', ev => {
  if (ev.target instanceof HTMLInputElement || ev.target instanceof HTMLSelectElement) return; // the chat's field too
  const at = viewing === null ? (state ? state.moves.length : 0) : viewing;
  switch (ev.key) {
    case 'Escape': cancelButton.click(); break;
    case 'ArrowLeft': view(at - 1); ev.preventDefault(); break;
    case 'ArrowRight': view(at + 1); ev.preventDefault(); break;
    case 'Home': view(0); ev.preventDefault(); break;
    case 'End': live(); ev.preventDefault(); break;
    default: break;
  }
});
