// What the server's pages share: calls to /api/, who is logged in, the header, the login form,
// and the "your turn" count with a browser notification when it grows while a tab is open.
import './theme.js'; // the theme chosen on /settings, also on a page whose head does not load it

/** Calls the API; resolves to the JSON answer, rejects with the server's one-line reason. */
export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)
  };
  const r = await fetch(path, init);
  const text = await r.text();
  const data = text ? JSON.parse(text) : {};
  if (!r.ok) {
    const e = new Error(data.error || ('the server answered ' + r.status));
    e.status = r.status;
    throw e;
  }
  return data;
}

/** An element with text and attributes; never HTML from data. */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  return e;
}

/** What the "?" after a rating means, for its tooltip and the profile's explanation. */
export const PROVISIONAL = 'provisional: the rating rests on too few rated games to be trusted yet (its deviation is above 110); it settles as you play';

/** A rating as shown: "1523" or, while provisional, "1523?"; the tooltip says what it rests on. */
export function ratingText(r) {
  if (!r) return el('span', {class: 'rating'}, '–');
  return el('span', {class: 'rating' + (r.provisional ? ' provisional' : ''),
    title: `rating ${r.rating}, deviation ${r.deviation}${r.provisional ? '; ? = ' + PROVISIONAL : ''}`}, r.shown);
}

/** Who is logged in; shows the login form and resolves to null when nobody is. */
export async function session(start) {
  try {
    const me = await api('/api/me');
    document.getElementById('who').textContent = me.name + ' · ';
    const out = el('a', {href: '#', id: 'logout'}, 'Log out');
    out.addEventListener('click', async (ev) => { ev.preventDefault(); await api('/api/logout', {}); location.reload(); });
    document.getElementById('who').append(out);
    document.getElementById('profile-link').href = '/profile/' + encodeURIComponent(me.name);
    settingsLink();
    document.getElementById('page').hidden = false;
    watchTurns();
    listen();
    await start(me);
    return me;
  } catch (e) {
    if (e.status !== 401) throw e;
    showLogin();
    return null;
  }
}

/** "Settings" in the header's links, for a player logged in (issue 44). */
function settingsLink() {
  const nav = document.getElementById('nav');
  if (!nav || document.getElementById('settings-link')) return;
  nav.append(el('a', {id: 'settings-link', href: '/settings'}, 'Settings'));
}

function showLogin() {
  document.getElementById('login').hidden = false;
  const form = document.getElementById('login-form');
  const send = async (call) => {
    const error = document.getElementById('login-error');
    error.textContent = '';
    try {
      await api('/api/' + call, {name: document.getElementById('login-name').value, password: document.getElementById('login-password').value});
      location.reload();
    } catch (e) {
      error.textContent = e.message;
    }
  };
  form.addEventListener('submit', (ev) => { ev.preventDefault(); send('login'); });
  document.getElementById('register-button').addEventListener('click', () => send('register'));
  offerForgot(form);
}

/** "Forgot your password?" beside the login form, only on a site that sends mail (GET /api/mail). */
async function offerForgot(form) {
  try {
    if (!(await api('/api/mail')).enabled) return;
  } catch (e) {
    return;
  }
  const error = document.getElementById('login-error');
  const forgot = el('button', {id: 'forgot-button', type: 'button', class: 'secondary'}, 'Forgot your password?');
  forgot.addEventListener('click', async () => {
    const name = document.getElementById('login-name').value;
    if (!name) { error.textContent = 'write your name first, then ask for a link'; return; }
    try {
      error.textContent = (await api('/api/password/forgot', {name})).sent;
    } catch (e) {
      error.textContent = e.message;
    }
  });
  form.append(forgot);
}

const heard = []; // the page's listeners of the lobby's events
let stream = null;

/**
 * Calls fn(name, data) for each change the server pushes (seeks, tables, presence, watchers, and
 * resync when the server missed some): the page reads again what it shows.
 */
export function onLobbyEvent(fn) {
  heard.push(fn);
}

/** Whether the lobby's event stream is open now (else the pages fall back to polling). */
export function streamOpen() {
  return stream !== null && stream.readyState === EventSource.OPEN;
}

/**
 * The lobby's event stream (Server-Sent Events from /api/events, on whichever node nginx picks):
 * open while a page of the site is, which is also what "online now" counts. The browser reconnects
 * it by itself; a refused one stays closed and the pages poll.
 */
function listen() {
  if (!('EventSource' in window)) return;
  stream = new EventSource('/api/events');
  for (const name of ['seeks', 'tables', 'presence', 'watchers', 'resync', 'games', 'tournaments']) {
    stream.addEventListener(name, (ev) => heard.forEach((fn) => fn(name, ev.data)));
  }
  stream.addEventListener('logout', () => stream.close());
}

let lastTurns = -1;
let lastHome = null;

/** The last answer of /api/home the header heard, or null before the first: a page that starts listening late begins with it. */
export function heardHome() {
  return lastHome;
}

/** Polls "your turn" every 20 s: the header's count, and a notification when it grows. */
function watchTurns() {
  const poll = async () => {
    try {
      const home = await api('/api/home');
      const badge = document.getElementById('turn-count');
      badge.hidden = home.yourTurn === 0;
      badge.textContent = home.yourTurn;
      if (lastTurns >= 0 && home.yourTurn > lastTurns && 'Notification' in window && Notification.permission === 'granted') {
        new Notification('Beadbox: your turn', {body: `${home.yourTurn} game(s) wait for your move`, tag: 'beadbox-turn'});
      }
      lastTurns = home.yourTurn;
      lastHome = home;
      document.dispatchEvent(new CustomEvent('beadbox-home', {detail: home}));
    } catch (e) {
      // the next poll tries again
    }
  };
  poll();
  setInterval(poll, 20000);
  let soon = null; // a table opened or ended: its players' "your turn" changes now
  onLobbyEvent((name) => {
    if ((name === 'tables' || name === 'resync') && soon === null) soon = setTimeout(() => { soon = null; poll(); }, 300);
  });
}

/** The time control of a seek or table, in words. */
export function timeText(x) {
  if (x.live) return x.live.endsWith('+0') ? x.live.slice(0, -2) + ' min' : x.live.replace('+', ' min + ') + ' s';
  if (x.days) return x.days === 1 ? '1 day a move' : `${x.days} days a move`;
  return 'untimed';
}

/**
 * A moment as a person reads it: "2 min ago", "in 3 days" within a week of now, else a plain
 * date ("Nov 30, 2026"); the exact time is in the tooltip. `prefix` goes before it ("due in 2
 * days", "ended 5 min ago").
 */
export function when(iso, prefix = '') {
  const t = new Date(iso);
  if (isNaN(t)) return el('span', {}, '');
  const exact = t.toLocaleString(undefined, {dateStyle: 'full', timeStyle: 'short'});
  return el('time', {datetime: t.toISOString(), title: exact}, relative(t, Date.now(), prefix));
}

function relative(t, now, prefix) {
  const ms = t - now;
  const s = Math.abs(ms) / 1000;
  const [n, unit] = s < 3600 ? [Math.max(1, Math.round(s / 60)), 'min'] : s < 86400 ? [Math.round(s / 3600), 'h']
    : [Math.round(s / 86400), 'day'];
  if (s >= 7 * 86400) return prefix + t.toLocaleDateString(undefined, {day: 'numeric', month: 'short', year: 'numeric'});
  if (ms < 0 && s < 45) return prefix + 'just now';
  const amount = unit === 'day' ? `${n} day${n === 1 ? '' : 's'}` : `${n} ${unit}`;
  return prefix + (ms < 0 ? `${amount} ago` : `in ${amount}`);
}

/** A finished game's outcome for the viewer, as a cell styled the same on every page. */
export function outcomeCell(outcome) {
  const text = {win: 'Won', loss: 'Lost', draw: 'Draw'}[outcome] || 'Closed';
  return el('td', {class: 'outcome ' + (outcome || '')}, el('b', {}, text));
}

/**
 * The players of a table as the game seats them: each name after its seat's colour, the seat's
 * name ("Red") in the tooltip; `names[i]` may be a string or an element. Without the game
 * installed, the names alone.
 */
export function seatedPlayers(games, game, names, you) {
  const g = games.find((x) => x.id === game);
  const seats = g && g.seatNames ? g.seatNames[String(names.length)] : null;
  return el('span', {class: 'players'}, ...names.flatMap((name, i) => {
    const seat = seats ? seats[i] : null;
    const who = el('span', {class: 'player' + (i === you ? ' you' : ''), title: seat ? `${seat.name}${i === you ? ' (you)' : ''}` : ''},
      seat ? seatDot(seat.color) : '', name);
    return i ? [el('span', {class: 'vs'}, ' vs '), who] : [who];
  }));
}

/** A dot of a seat's colour (set through the style object: the pages allow no inline style attributes). */
function seatDot(color) {
  const dot = el('span', {class: 'seat-dot'});
  dot.style.background = color;
  return dot;
}

/**
 * A seek's or table's options as the game lists them, in its order with its labels, leaving
 * out those at their default; an uninstalled game's, by key.
 */
export function optionsText(games, game, options) {
  const g = games.find((x) => x.id === game);
  if (!g) return Object.entries(options).filter(([, v]) => v !== '').sort().map(([k, v]) => `${k} ${v}`).join(', ');
  const same = (o, v) => v === o.default || ((o.kind === 'integer' || o.kind === 'number') && Number(v) === Number(o.default));
  return g.options.filter((o) => o.key in options && options[o.key] !== '' && !same(o, options[o.key]))
    .map((o) => `${o.label}: ${options[o.key]}`).join(', ');
}

export function gameName(games, id) {
  const g = games.find((x) => x.id === id);
  return g ? g.name : id;
}
