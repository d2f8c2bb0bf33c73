// A game page: the position as SVG, moves entered step by step (nextSteps on the host), the
// move list, scores, whose turn, the result. The link's fragment is "#TABLE.TOKEN[,TOKEN]".
import { drawScene, connect, h } from './scene.js';

const [tableId, tokens = ''] = location.hash.slice(1).split('.');
const board = document.getElementById('board');
const status = document.getElementById('status');
const errorLine = document.getElementById('error');
const playButton = document.getElementById('play');
const cancelButton = document.getElementById('cancel');
let you = [];
let seats = [];
let state = null;
let partial = [];
let pendingComplete = false;

const table = connect(`/ws/table?id=${encodeURIComponent(tableId)}&t=${encodeURIComponent(tokens)}`, onMessage, ev => {
  status.textContent = ev.reason ? `disconnected: ${ev.reason}` : 'disconnected: reload the page to come back';
  status.classList.add('error');
  board.classList.add('locked');
});

function onMessage(m) {
  switch (m.type) {
    case 'welcome':
      you = m.you;
      seats = m.seats;
      document.getElementById('game-name').textContent = m.gameName;
      document.title = `${m.gameName} · Beadbox`;
      status.textContent = you.length ? 'playing' : 'watching';
      renderRules(m.rulesHtml);
      renderInvites();
      break;
    case 'presence':
      seats = m.seats;
      renderSeats();
      break;
    case 'state':
      state = m;
      partial = [];
      pendingComplete = false;
      errorLine.textContent = '';
      render(m.scene, m.yourTurn ? m.next : []);
      break;
    case 'steps':
      if (state && state.yourTurn) {
        partial = m.partial;
        pendingComplete = m.complete;
        if (m.complete && m.next.length === 0) {
          table.send({ type: 'move', steps: partial });
        }
        render(m.scene, m.next);
      }
      break;
    case 'error':
    case 'fault':
      errorLine.textContent = m.reason;
      break;
    case 'closed':
      status.textContent = `table closed: ${m.reason}`;
      status.classList.add('error');
      break;
  }
}

function render(scene, next) {
  drawScene(board, scene, new Set(next), step => table.send({ type: 'steps', partial: [...partial, step] }));
  board.classList.toggle('my-turn', next.length > 0);
  cancelButton.hidden = partial.length === 0;
  playButton.hidden = !(pendingComplete && next.length > 0);
  renderSeats();
  renderMoves();
  renderTurn();
}

function renderSeats() {
  const box = document.getElementById('seats');
  box.replaceChildren();
  seats.forEach((s, i) => {
    const row = h('div', null, 'seat');
    if (state && !state.over && state.toMove === i) row.classList.add('to-move');
    const dot = h('span', null, 'dot');
    dot.style.background = s.color;
    const name = h('span', s.name + (you.includes(i) ? ' (you)' : ''), 'seat-name');
    const score = h('span', state ? String(state.score[i]) : '', 'score');
    row.append(dot, name, score);
    if (!s.connected) row.append(h('span', 'disconnected', 'away'));
    box.append(row);
  });
}

function renderTurn() {
  const turn = document.getElementById('turn');
  const result = document.getElementById('result');
  if (!state) return;
  if (state.over) {
    turn.textContent = '';
    result.hidden = false;
    const winners = state.result.ranks.map((r, i) => (r === 0 ? seats[i] && seats[i].name : null)).filter(x => x);
    result.textContent = `${winners.length === 1 ? winners[0] + ' wins' : 'Draw: ' + winners.join(', ')}. ${state.result.summary}`;
    document.getElementById('resign').hidden = true;
  } else {
    result.hidden = true;
    const who = seats[state.toMove] ? seats[state.toMove].name : `Seat ${state.toMove + 1}`;
    turn.textContent = state.yourTurn ? 'Your move' : `${who} to move`;
    document.getElementById('resign').hidden = you.length === 0;
  }
}

function renderMoves() {
  const list = document.getElementById('moves');
  list.replaceChildren(...(state ? state.moves.map(m => h('li', m)) : []));
  list.scrollTop = list.scrollHeight;
}

function renderRules(html) {
  // The rules come from the game bundle installed on the host: shown as text, not as markup.
  const text = new DOMParser().parseFromString(html || '', 'text/html').body.textContent;
  document.getElementById('rules').textContent = text;
}

function renderInvites() {
  const links = JSON.parse(sessionStorage.getItem('invites-' + tableId) || '[]');
  const box = document.getElementById('invites');
  box.replaceChildren();
  links.forEach((l, i) => { if (l) box.append(h('p', `Invite seat ${i + 1}: ${l}`, 'link')); });
  box.hidden = box.childElementCount === 0;
}

cancelButton.addEventListener('click', () => { if (state) { partial = []; pendingComplete = false; render(state.scene, state.next || []); } });
playButton.addEventListener('click', () => table.send({ type: 'move', steps: partial }));
document.getElementById('resign').addEventListener('click', () => {
  const seat = state && you.includes(state.toMove) ? state.toMove : you[0];
  if (seat !== undefined && confirm('Resign this game?')) table.send({ type: 'resign', seat });
});
document.addEventListener('keydown', ev => { if (ev.key === 'Escape') cancelButton.click(); });
