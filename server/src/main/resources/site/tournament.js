// A tournament's page (/tournament/ID): what it is and where it stands (the round and its clock),
// the standings with their tie-breaks, a crosstable, each round's pairings with links to play,
// watch or download, and a knockout's bracket. Join, leave or withdraw, and for its creator start
// it and add bots. Read again on every pushed change of it (site.js's stream: "tournaments"), and
// of a table (a move ends a game), with a slow poll besides.
import {api, el, session, onLobbyEvent} from './site.js';
import {describe} from './tournament-text.js';

const id = location.pathname.split('/').pop();
let me = null;
let games = [];
let t = null;

// Anyone may follow a tournament: without a session the page shows it read-only, under the login form.
session(async (who) => {
  me = who.name;
  await start();
}).then((who) => {
  if (who === null) {
    document.getElementById('page').hidden = false;
    start();
  }
});

async function start() {
  games = (await api('/api/games')).games;
  await refresh();
  onLobbyEvent((name, data) => {
    if ((name === 'tournaments' && data === id) || name === 'resync' || (name === 'tables' && t && t.state === 'playing')) soon();
  });
  setInterval(refresh, me ? 30000 : 10000); // without a session there is no event stream: a quicker poll
  setInterval(tickClock, 1000);
}

let timer = null;
function soon() {
  clearTimeout(timer);
  timer = setTimeout(refresh, 150);
}

/** Points as a player reads them: 1, ½, 0, 2½. */
export function pts(p) {
  if (p === null || p === undefined) return '';
  const whole = Math.floor(p);
  return p - whole === 0.5 ? (whole === 0 ? '½' : whole + '½') : String(p);
}

async function refresh() {
  try {
    t = await api('/api/tournaments/' + id);
  } catch (e) {
    document.getElementById('t-error').textContent = e.message;
    return;
  }
  document.title = 'Beadbox · ' + t.name;
  head();
  standings();
  rounds();
  cross();
  bracket();
}

function entered() {
  return t.entrants.some((e) => e.name === me && !e.withdrawn);
}

async function act(call, body = {}) {
  const error = document.getElementById('t-error');
  error.textContent = '';
  try {
    await api(`/api/tournaments/${id}/${call}`, body);
    await refresh();
  } catch (e) {
    error.textContent = e.message;
  }
}

function head() {
  const box = document.getElementById('t-head');
  const state = {open: 'open to join', playing: 'being played', finished: 'finished', cancelled: 'cancelled'}[t.state];
  const line = el('p', {class: 'options-line'}, describe(t, games), ` · ${t.entrants.length}/${t.maxPlayers} players · created by ${t.creator || '—'}`);
  const status = el('p', {id: 't-state', class: 't-state t-state-' + t.state}, el('b', {}, state));
  if (t.state === 'playing') status.append(` · round ${t.round} of ${t.rounds} · `, el('span', {id: 't-clock'}, ''));
  if (t.state === 'cancelled' && t.reason) status.append(' · ', t.reason);
  const buttons = el('div', {class: 'toolbar t-actions'});
  if (me && t.state === 'open' && !entered()) buttons.append(button('join', 'Join', () => act('join')));
  if (t.state === 'open' && entered() && t.creator !== me) buttons.append(button('leave', 'Leave', () => act('leave'), 'secondary'));
  if (t.state === 'playing' && entered()) {
    buttons.append(button('withdraw', 'Withdraw', () => {
      if (confirm('Withdraw from this tournament? Your remaining games are lost by forfeit.')) act('leave');
    }, 'secondary'));
  }
  if (t.state === 'open' && t.creator === me) {
    const bot = el('input', {id: 'bot-name', placeholder: 'bot name', maxlength: 60, size: 12, 'aria-label': 'Bot to add'});
    buttons.append(button('start', 'Start now', () => act('start')), bot,
      button('add-bot', 'Add bot', () => act('join', {name: bot.value}), 'secondary'));
  }
  if (t.state === 'finished') buttons.append(el('a', {class: 'button secondary', id: 'records', href: `/api/tournaments/${id}/records.zip`}, 'All records (zip)'));
  const parts = [el('h2', {id: 't-name'}, t.name), line, status];
  if (t.state === 'finished' && t.standings.length) {
    const winners = t.standings.filter((s) => s.rank === 1).map((s) => s.name);
    parts.push(el('p', {class: 'winner', id: 't-winner'}, 'Winner' + (winners.length > 1 ? 's' : '') + ': ', el('b', {}, winners.join(', '))));
  }
  parts.push(buttons);
  box.replaceChildren(...parts);
  tickClock();
}

function button(idName, words, onclick, cls = '') {
  const b = el('button', {type: 'button', id: idName, class: cls}, words);
  b.addEventListener('click', onclick);
  return b;
}

/** The round clock: how long the round has been running, and for correspondence its days a move. */
function tickClock() {
  const c = document.getElementById('t-clock');
  if (!c || !t || !t.roundStarted) return;
  const s = Math.max(0, Math.floor((Date.now() - Date.parse(t.roundStarted)) / 1000));
  const text = s < 3600 ? `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}` : `${Math.floor(s / 3600)} h ${Math.floor(s / 60) % 60} min`;
  c.textContent = `round running ${text}` + (t.days ? ` (${t.days} day${t.days === 1 ? '' : 's'} a move)` : '');
}

function standings() {
  const box = document.getElementById('t-standings');
  if (t.standings.length === 0) {
    box.replaceChildren(el('p', {class: 'empty'}, 'No one has joined yet.'));
    return;
  }
  const withdrawn = new Set(t.entrants.filter((e) => e.withdrawn).map((e) => e.name));
  box.replaceChildren(el('table', {class: 'list standings', id: 'standings'},
    el('thead', {}, el('tr', {}, ...['#', 'Player', 'Points', 'Games', ...t.tieBreakNames].map((h) => el('th', {}, h)))),
    el('tbody', {}, ...t.standings.map((s) => el('tr', {class: s.name === me ? 'you-sit' : '', 'data-player': s.name},
      el('td', {class: 'num'}, String(s.rank)),
      el('td', {}, el('a', {href: '/profile/' + encodeURIComponent(s.name)}, s.name), withdrawn.has(s.name) ? el('span', {class: 'provisional'}, ' · withdrew') : ''),
      el('td', {class: 'num points'}, pts(s.points)), el('td', {class: 'num'}, String(s.games)),
      ...(s.tieBreaks || []).map((b) => el('td', {class: 'num'}, pts(Math.round(b * 100) / 100))))))));
}

function resultText(g) {
  if (!g.result) return '';
  return g.result.map(pts).join(' – ');
}

function rounds() {
  const box = document.getElementById('t-rounds');
  const byRound = new Map();
  for (const g of t.games) {
    if (!byRound.has(g.round)) byRound.set(g.round, []);
    byRound.get(g.round).push(g);
  }
  if (byRound.size === 0) {
    box.replaceChildren(el('p', {class: 'empty'}, t.state === 'open' ? 'The pairings show once the tournament starts.' : 'No games.'));
    return;
  }
  const sections = [...byRound.entries()].sort((a, b) => b[0] - a[0]).map(([round, list]) => el('div', {class: 'round', 'data-round': round},
    el('h3', {}, `Round ${round}`),
    el('table', {class: 'list pairings'}, el('tbody', {}, ...list.map((g) => el('tr', {'data-table': g.table, class: g.players.includes(me) && !g.result ? 'your-turn' : ''},
      el('td', {class: 'num'}, String(g.table)),
      el('td', {class: 'players'}, g.players.length === 1 ? [g.players[0], el('span', {class: 'vs'}, ' · bye')] : joinVs(g.players)),
      el('td', {class: 'num score'}, g.result ? resultText(g) : '…', g.how && g.how !== 'played' ? el('span', {class: 'provisional'}, ' ' + g.how) : ''),
      el('td', {class: 'act'}, link(g))))))));
  box.replaceChildren(...sections);
}

function joinVs(players) {
  const out = [];
  players.forEach((p, i) => {
    if (i) out.push(el('span', {class: 'vs'}, ' v '));
    out.push(el('span', {class: 'player' + (p === me ? ' you' : '')}, p));
  });
  return el('span', {}, ...out);
}

function link(g) {
  if (!g.tableId) return '';
  if (!g.result) {
    return el('a', {class: 'button' + (g.players.includes(me) ? '' : ' watch'), href: g.play, target: '_blank', rel: 'noopener'},
      g.players.includes(me) ? 'Play' : 'Watch');
  }
  return el('a', {href: g.record, download: g.tableId + '.json'}, 'Record');
}

/** The crosstable: each player against each (two seats); for more seats, each player's points round by round. */
function cross() {
  const box = document.getElementById('t-cross');
  const names = t.standings.map((s) => s.name);
  document.getElementById('cross-section').hidden = names.length === 0 || t.format === 'knockout';
  if (names.length === 0) return;
  if (t.seats === 2) {
    const cell = (a, b) => {
      const out = [];
      for (const g of t.games) {
        if (g.players.length !== 2 || !g.result) continue;
        const i = g.players.indexOf(a);
        if (i >= 0 && g.players[1 - i] === b) out.push(pts(g.result[i]));
      }
      return out.join(' ');
    };
    box.replaceChildren(el('table', {class: 'list crosstable', id: 'crosstable'},
      el('thead', {}, el('tr', {}, el('th', {}, ''), el('th', {}, 'Player'), ...names.map((n, i) => el('th', {class: 'num', title: n}, String(i + 1))), el('th', {class: 'num'}, 'Points'))),
      el('tbody', {}, ...names.map((a, i) => el('tr', {'data-player': a},
        el('td', {class: 'num'}, String(i + 1)), el('td', {}, a),
        ...names.map((b) => el('td', {class: 'num' + (a === b ? ' self' : '')}, a === b ? '' : cell(a, b))),
        el('td', {class: 'num points'}, pts(t.standings[i].points)))))));
    return;
  }
  const roundsPlayed = [...new Set(t.games.map((g) => g.round))].sort((x, y) => x - y);
  const inRound = (a, r) => t.games.filter((g) => g.round === r && g.result && g.players.includes(a)).map((g) => pts(g.result[g.players.indexOf(a)])).join(' ');
  box.replaceChildren(el('table', {class: 'list crosstable', id: 'crosstable'},
    el('thead', {}, el('tr', {}, el('th', {}, 'Player'), ...roundsPlayed.map((r) => el('th', {class: 'num'}, 'R' + r)), el('th', {class: 'num'}, 'Points'))),
    el('tbody', {}, ...t.standings.map((s) => el('tr', {'data-player': s.name}, el('td', {}, s.name),
      ...roundsPlayed.map((r) => el('td', {class: 'num'}, inRound(s.name, r))), el('td', {class: 'num points'}, pts(s.points)))))));
}

/**
 * A knockout's bracket: a column a game round, each match with its players, the one going through
 * in bold. A round whose games all replay the round before's pairs is that stage's tie-break.
 */
function bracket() {
  const section = document.getElementById('bracket-section');
  section.hidden = t.format !== 'knockout' || t.games.length === 0;
  if (section.hidden) return;
  const roundsPlayed = [...new Set(t.games.map((g) => g.round))].sort((x, y) => x - y);
  const pairs = (r) => new Set(t.games.filter((g) => g.round === r && g.players.length === 2).map((g) => [...g.players].sort().join('\n')));
  const stages = new Map();
  let stage = 0;
  for (const r of roundsPlayed) {
    const before = pairs(r - 1);
    const now = pairs(r);
    const tieBreak = r > 1 && now.size > 0 && [...now].every((p) => before.has(p));
    if (!tieBreak) stage++;
    stages.set(r, {stage, tieBreak});
  }
  const total = Math.max(t.rounds ? Math.ceil(Math.log2(Math.max(2, t.entrants.length))) : 0, stage);
  const columns = roundsPlayed.map((r) => el('div', {class: 'bracket-round' + (stages.get(r).tieBreak ? ' tie-break' : '')},
    el('h3', {}, stageName(stages.get(r).stage, total) + (stages.get(r).tieBreak ? ': tie-break' : '')),
    el('div', {class: 'matches'}, ...t.games.filter((g) => g.round === r).map((g) => {
      const best = g.result ? Math.max(...g.result) : null;
      return el('div', {class: 'match' + (g.result ? ' done' : ''), 'data-table': g.table},
        ...g.players.map((p, i) => el('div', {class: 'slot' + (g.result && g.result[i] === best && g.result.filter((x) => x === best).length === 1 ? ' through' : '')},
          el('span', {class: 'name'}, p), el('span', {class: 'score'}, g.result ? pts(g.result[i]) : ''))),
        g.players.length === 1 ? el('div', {class: 'slot bye'}, el('span', {class: 'name'}, 'bye')) : '');
    }))));
  document.getElementById('t-bracket').replaceChildren(el('div', {class: 'bracket', id: 'bracket'}, ...columns));
}

function stageName(stage, total) {
  if (stage === total) return 'Final';
  if (stage === total - 1) return 'Semi-finals';
  if (stage === total - 2) return 'Quarter-finals';
  return 'Round ' + stage;
}
