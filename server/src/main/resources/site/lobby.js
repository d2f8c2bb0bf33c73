// The lobby: post a seek (two to four seats), the open seeks (filtered by game) to accept, take a
// seat at, leave or withdraw; the tables being played, to watch; a table for a friend without an
// account. When a seek we sit at fills, the page goes to our seat. The games are asked for again
// with every refresh, so a game installed or removed while the page is open shows in the forms
// and the filter. The lists follow the server's pushed events (seeks, tables, who is online,
// watchers: site.js's stream), with a slow poll besides.
import {api, el, ratingText, session, timeText, gameName, optionsText, onLobbyEvent} from './site.js';
import {gameFields, guestForm, field} from './lobby-forms.js';
import {showLive} from './lobby-live.js';
import {timePicker} from './time-picker.js';

let me = null; // the name of the account logged in
let games = [];
let gamesText = ''; // the games as last heard, to rebuild the choosers only when they change
let known = null; // the tables being played when the page opened: a new one is a seek of ours just filled
let accepting = 0; // accepts sent and not yet answered: the page waits for their answer before it goes anywhere
const forms = [];

session(async (who) => {
  me = who.name;
  games = (await api('/api/games')).games;
  gamesText = JSON.stringify(games);
  const filter = document.getElementById('filter');
  filter.append(...games.map((g) => el('option', {value: g.id}, g.name)));
  filter.addEventListener('change', refresh);
  const seek = seekForm();
  const guest = guestForm(games, (table) => known && known.add(table));
  forms.push(seek, guest);
  document.getElementById('seek-box').append(seek.form);
  document.getElementById('guest-box').append(guest.form);
  await refresh();
  // Pushed: any change on any node reads the lists again (a burst of them once). Polled every 30 s
  // as well, for a page whose stream is down.
  onLobbyEvent(soon);
  setInterval(refresh, 30000);
});

/** Asks for the installed games; when they changed, the filter and both forms follow. */
async function refreshGames() {
  const now = (await api('/api/games')).games;
  const text = JSON.stringify(now);
  if (text === gamesText) return;
  games = now;
  gamesText = text;
  const filter = document.getElementById('filter');
  const was = filter.value;
  filter.replaceChildren(el('option', {value: ''}, 'All games'), ...games.map((g) => el('option', {value: g.id}, g.name)));
  filter.value = games.some((g) => g.id === was) ? was : '';
  for (const f of forms) f.update(games);
}

function seekForm() {
  const fields = gameFields(games, 'seek');
  // Grouped, so each choice reads short and whole in the narrow form ("3 days a move" under Correspondence).
  const time = timePicker('seek', {correspondence: true, chosen: 'days:3'});
  const rated = el('select', {id: 'seek-rated'}, el('option', {value: 'true'}, 'Rated'), el('option', {value: 'false'}, 'Casual'));
  const forName = el('input', {id: 'seek-for', placeholder: 'anyone', maxlength: 20, size: 10});
  forName.value = new URLSearchParams(location.search).get('challenge') || ''; // the players page's Challenge link
  // Three and four seats are unrated, and open to all.
  const ratedFits = () => {
    const many = Number(fields.seats.value) > 2;
    if (many) rated.value = 'false';
    rated.disabled = many;
    rated.title = many ? 'Games of three or four seats are unrated' : '';
    if (many) forName.value = '';
    forName.disabled = many;
    forName.placeholder = many ? 'open to all' : 'anyone';
  };
  fields.seats.addEventListener('change', ratedFits);
  fields.game.addEventListener('change', ratedFits);
  ratedFits();
  const form = el('form', {id: 'seek-form', novalidate: ''}, field('Game', fields.game), fields.seatsLabel, fields.options,
    field('Time', time.select), time.customRow, field('Rated', rated), field('For player', forName),
    el('button', {id: 'post-seek', type: 'submit'}, 'Post seek'));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const body = {game: fields.game.value, seats: Number(fields.seats.value), rated: rated.value === 'true', options: fields.values()};
    if (forName.value.trim()) body.for = forName.value.trim();
    document.getElementById('seek-error').textContent = '';
    try {
      Object.assign(body, time.time());
      // The tables we sit at already, learnt before the seek goes out: a bot takes a seek sent to it
      // at once, and a table first seen in that list would be taken for one we had before.
      if (known === null) await followAccepted();
      await api('/api/seeks', body);
      await refresh();
    } catch (e) {
      document.getElementById('seek-error').textContent = e.message;
    }
  });
  return {form, update: fields.update};
}

/** When a seek we posted or sit at fills, a new table appears among ours: go and sit at it. */
async function followAccepted() {
  const home = await api('/api/home');
  // A table we opened for guests is ours already, not a seek someone filled.
  const playing = home.tables.filter((t) => t.state === 'playing' && !t.guests).map((t) => t.table);
  if (known === null) {
    known = new Set(playing);
    return;
  }
  const fresh = home.tables.find((t) => t.state === 'playing' && !t.guests && !known.has(t.table));
  // While an accept of ours is on its way, its answer says where to go: leaving the page now would
  // drop that answer (nginx logs 499) for a table that may be this very one.
  if (fresh && accepting === 0) {
    const others = fresh.players.filter((n, i) => i !== fresh.seat).join(', ');
    document.getElementById('seek-error').textContent = `The table with ${others} is open: to your seat…`;
    known.add(fresh.table);
    location.href = fresh.play;
  }
}

let pending = null;

/** Reads the lists again shortly: the events of one change (or a few) cost one refresh. */
function soon() {
  if (pending !== null) return;
  pending = setTimeout(async () => {
    pending = null;
    try {
      await refresh();
    } catch (e) {
      // the next event or poll tries again
    }
  }, 250);
}

async function refresh() {
  await followAccepted();
  await refreshGames();
  const filter = document.getElementById('filter').value;
  const query = filter ? '?game=' + encodeURIComponent(filter) : '';
  const [data, live, online] = await Promise.all([api('/api/seeks' + query), api('/api/tables' + query), api('/api/online')]);
  showSeeks(data.seeks);
  showLive(document.getElementById('live'), games, live.tables);
  showOnline(online.online);
}

function showSeeks(seeks) {
  const box = document.getElementById('seeks');
  if (seeks.length === 0) {
    box.replaceChildren(el('p', {class: 'empty'}, 'No open seeks. Post one, and it shows here for everyone.'));
    return;
  }
  const rows = seeks.map((s) => el('tr', {'data-seek': s.id, class: s.youSit ? 'you-sit' : ''},
    el('td', {}, el('a', {href: '/profile/' + encodeURIComponent(s.by)}, s.by), ' ', s.byRating ? ratingText(s.byRating) : ''),
    el('td', {}, gameName(games, s.game), optionsLine(s)),
    el('td', {class: 'seats'}, seatsText(s)),
    el('td', {}, s.rated ? 'Rated' : 'Casual'), el('td', {class: 'time'}, timeText(s)),
    el('td', {}, s.for ? (s.for === me ? el('b', {}, 'you') : s.for) : el('span', {class: 'provisional'}, 'anyone')),
    el('td', {class: 'act'}, action(s))));
  box.replaceChildren(el('table', {class: 'list'}, el('thead', {}, el('tr', {}, ...['Player', 'Game', 'Seats', 'Rated', 'Time', 'For', ''].map((h) => el('th', {}, h)))),
    el('tbody', {}, ...rows)));
}

/** A seek's options that differ from the game's defaults, under its name; nothing when all are. */
function optionsLine(s) {
  const text = optionsText(games, s.game, s.options);
  return text ? el('span', {class: 'options-line'}, text) : '';
}

/** "2 players" for a two-seat seek; "2 of 3 seated" and who sits for a bigger one. */
function seatsText(s) {
  if (s.seats === 2) return '2 players';
  return el('span', {}, el('b', {}, `${s.seated} of ${s.seats} seated`),
    el('span', {class: 'who-sits'}, [s.by, ...s.takers].join(', ')));
}

function action(s) {
  if (s.own) return el('button', {class: 'secondary', onclick: () => act(s.id, 'withdraw')}, 'Withdraw');
  if (s.youSit) {
    const left = s.seats - s.seated;
    return el('span', {}, el('span', {class: 'waiting'}, `waiting for ${left} more `),
      el('button', {class: 'secondary', onclick: () => act(s.id, 'leave')}, 'Leave seat'));
  }
  return el('button', {class: 'accept', onclick: () => act(s.id, 'accept')}, s.seats === 2 ? 'Accept' : 'Take a seat');
}

async function act(id, action) {
  document.getElementById('seek-error').textContent = '';
  if (action === 'accept') accepting++;
  try {
    const r = await api(`/api/seeks/${id}/${action}`, {}).finally(() => { if (action === 'accept') accepting--; });
    if (action === 'accept' && r.play) {
      if (known) known.add(r.table);
      location.href = r.play;
    } else {
      await refresh();
    }
  } catch (e) {
    document.getElementById('seek-error').textContent = e.message;
    await refresh();
  }
}

/** Who is online now, on any node: accounts with a page of the site open, and the bots. */
function showOnline(people) {
  const box = document.getElementById('online');
  if (people.length === 0) {
    box.replaceChildren(el('p', {class: 'empty'}, 'Nobody else is here right now.'));
    return;
  }
  box.replaceChildren(el('ul', {class: 'online'}, ...people.map((p) => el('li', {'data-online': p.name},
    el('a', {href: '/profile/' + encodeURIComponent(p.name)}, p.name), p.bot ? el('span', {class: 'provisional'}, ' · bot') : ''))));
}
