// The lobby: the installed games as cards (live), a new-game form from their OptionSpecs.
import { drawScene, connect, h, linkLine } from './scene.js';

const cards = document.getElementById('games');
const status = document.getElementById('status');
const dialog = document.getElementById('new-game');
const form = document.getElementById('new-game-form');
let games = [];
let host = false;
let chosen = null;
let touched = new Set(); // the options the person set in the form
let checkTimer = null;
let checksOut = 0; // checks sent and not answered yet: the form is settled when none is out or due

const lobby = connect('/ws/lobby', onMessage, ev => {
  status.textContent = `disconnected (${ev.reason || ev.code}): reload to try again`;
  status.classList.add('error');
});

function onMessage(m) {
  if (m.type === 'games') {
    games = m.games;
    host = m.host;
    status.textContent = games.length === 1 ? '1 game installed' : `${games.length} games installed`;
    render();
  } else if (m.type === 'created') {
    const mine = m.tokens.join(',');
    if (m.links.some(l => l) && !mine) {
      showInvites(m);
    } else {
      if (m.links.some(l => l)) sessionStorage.setItem('invites-' + m.table, JSON.stringify(m.links));
      // No seat of this browser's (the computer at every seat): it watches, with the spectators' token.
      location.href = `table.html#${m.table}.${mine || m.watch}`;
    }
  } else if (m.type === 'checked') {
    checksOut = Math.max(0, checksOut - 1);
    if (chosen && m.game === chosen.id) showChecked(m);
    settle();
  } else if (m.type === 'error') {
    document.getElementById('form-error').textContent = m.reason;
    if (!dialog.open) dialog.showModal();
  }
}

function render() {
  cards.replaceChildren();
  for (const g of games) {
    const card = h('article', null, 'card');
    const pic = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    pic.classList.add('picture');
    drawScene(pic, g.picture, new Set(), () => {});
    card.append(pic, h('h2', g.name), h('p', g.summary, 'summary'));
    const seats = g.minPlayers === g.maxPlayers ? `${g.minPlayers} players` : `${g.minPlayers}–${g.maxPlayers} players`;
    card.append(h('p', `${g.inventor ? g.inventor + ' · ' : ''}${seats}`, 'meta'));
    const play = h('button', 'New game');
    play.disabled = !host;
    play.title = host ? '' : 'only the host’s own browser opens tables';
    play.addEventListener('click', () => openForm(g));
    card.append(play);
    cards.append(card);
  }
}

function openForm(g) {
  chosen = g;
  document.getElementById('new-game-title').textContent = g.name;
  document.getElementById('form-error').textContent = '';
  const options = document.getElementById('options');
  options.replaceChildren();
  for (const o of g.options) {
    const label = h('label', o.label);
    label.title = o.description;
    let input;
    if (o.kind === 'CHOICE') {
      input = document.createElement('select');
      for (const c of o.choices) input.append(new Option(c, c, false, c === o.defaultValue));
    } else {
      input = document.createElement('input');
      input.type = o.kind === 'INTEGER' || o.kind === 'NUMBER' ? 'number' : 'text';
      if (input.type === 'number') { input.min = o.min; input.max = o.max; if (o.kind === 'NUMBER') input.step = 'any'; }
      input.value = o.defaultValue;
    }
    input.dataset.key = o.key;
    input.dataset.shown = input.value; // the value the form put there, as against one the person typed
    for (const ev of ['input', 'change', 'keydown']) input.addEventListener(ev, () => { touched.add(o.key); check(); });
    label.append(input);
    options.append(label);
  }
  touched = new Set();
  renderSeats(g.minPlayers);
  check();
  dialog.showModal();
  // Not the first option's field (where showModal puts the focus): a field in focus is never
  // filled by the game's answer, so an empty one (BeadMaster's bars) would stay blank.
  form.querySelector('#seats select').focus();
}

/** Asks the host what the game makes of the form (soon after the last change): see showChecked. */
function check() {
  clearTimeout(checkTimer);
  form.dataset.settled = 'no';
  checkTimer = setTimeout(() => {
    checkTimer = null;
    checksOut++;
    const options = {};
    for (const input of form.querySelectorAll('#options [data-key]')) {
      if (touched.has(input.dataset.key)) options[input.dataset.key] = input.value;
    }
    lobby.send({ type: 'check', game: chosen.id, players: Number(document.getElementById('seats').dataset.count), options });
  }, 120);
}

/**
 * The game's answer: its defaults for the options not set (the hex board's size), each
 * whole-number option's range with the other values as they are, and why it refuses the values,
 * if it does: then Start waits until they change.
 */
function showChecked(m) {
  for (const input of form.querySelectorAll('#options [data-key]')) {
    const key = input.dataset.key;
    if (input.value !== input.dataset.shown) touched.add(key); // changed with no event seen yet: the person's
    // never under the person's hands: a field they touched, or the one they are in
    if (!touched.has(key) && input !== document.activeElement && m.options[key] !== undefined) {
      input.value = m.options[key];
      input.dataset.shown = input.value;
    }
    if (m.ranges[key]) { input.min = m.ranges[key][0]; input.max = m.ranges[key][1]; }
  }
  document.getElementById('form-error').textContent = m.problem || '';
  document.getElementById('start').disabled = !!m.problem;
}

/** Marks the form settled (data-settled="yes") once every change has been checked and answered. */
function settle() {
  if (checksOut === 0 && checkTimer === null) form.dataset.settled = 'yes';
}

function renderSeats(n) {
  const g = chosen;
  const seats = document.getElementById('seats');
  seats.replaceChildren(h('legend', 'Seats'));
  if (g.maxPlayers > g.minPlayers) {
    const count = document.createElement('select');
    for (let i = g.minPlayers; i <= g.maxPlayers; i++) count.append(new Option(`${i} players`, i, false, i === n));
    count.addEventListener('change', () => { renderSeats(Number(count.value)); check(); });
    count.id = 'player-count';
    seats.append(count);
  }
  g.seats[n].forEach((s, i) => {
    const row = h('div', null, 'seat');
    const dot = h('span', null, 'dot');
    dot.style.background = s.color;
    const who = document.createElement('select');
    who.dataset.seat = i;
    who.append(new Option('Human (this browser)', 'human'));
    who.append(new Option('Invite (online link)', 'invite'));
    for (const p of g.players) who.append(new Option(`AI: ${p.name}`, 'ai:' + p.id, false, i > 0 && p === g.players[g.players.length - 1]));
    row.append(dot, h('span', s.name, 'seat-name'), who);
    seats.append(row);
  });
  seats.dataset.count = n;
}

const clockChoice = document.getElementById('clock');
clockChoice.addEventListener('change', () => {
  const custom = clockChoice.value === 'custom';
  document.getElementById('clock-custom-row').hidden = !custom;
  if (custom) document.getElementById('clock-custom').focus();
});
// Typing a time control means wanting it, whatever the menu said.
document.getElementById('clock-custom').addEventListener('input', () => { clockChoice.value = 'custom'; });

form.addEventListener('submit', ev => {
  if (ev.submitter && ev.submitter.value === 'cancel') return;
  ev.preventDefault();
  const options = {};
  for (const input of form.querySelectorAll('#options [data-key]')) {
    options[input.dataset.key] = input.value;
  }
  const seats = [...form.querySelectorAll('#seats select[data-seat]')].map(s =>
    s.value.startsWith('ai:') ? { kind: 'ai', spec: s.value.slice(3) } : { kind: s.value });
  const clock = clockChoice.value === 'custom' ? document.getElementById('clock-custom').value.trim() : clockChoice.value;
  if (clockChoice.value === 'custom' && !/^\d+(\.\d+)?(\+\d+(\.\d+)?)?$/.test(clock)) {
    // never a table without the clock the player typed: say what to write instead
    document.getElementById('form-error').textContent = clock
      ? `"${clock}" is not a time control: write minutes+seconds, such as 10+5 (or 30 for no increment)`
      : 'Type a time control, minutes+seconds such as 10+5, or choose No clock';
    document.getElementById('clock-custom').focus();
    return;
  }
  lobby.send({ type: 'create', game: chosen.id, players: Number(document.getElementById('seats').dataset.count), options, seats, clock });
  dialog.close();
});

function showInvites(m) {
  const box = document.getElementById('invites');
  box.hidden = false;
  box.replaceChildren(h('h2', 'Send each link to its player'));
  m.links.forEach((l, i) => { if (l) box.append(linkLine(`Seat ${i + 1}`, l)); });
  box.append(linkLine('Watch', m.spectator));
}
