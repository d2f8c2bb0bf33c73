// The players page: search by the start of a name as you type (online players first), each with
// their ratings per game, a link to the profile and one to challenge them (the lobby's seek form,
// sent to them). Paged; the server caps how far a search goes.
import {api, el, session, ratingText, onLobbyEvent} from './site.js';
import {tabs, pager} from './players-common.js';

const PAGE = 20;
const WAIT = 250; // ms after the last key before the search is sent

session(async (me) => {
  const page = document.getElementById('page');
  // A column per game rated between two players (their ids are the rating pools).
  const rated = (await api('/api/games')).games.filter((g) => g.minSeats <= 2 && g.maxSeats >= 2);
  const params = new URLSearchParams(location.search);
  const input = el('input', {id: 'players-prefix', type: 'search', maxlength: 20, autocomplete: 'off', spellcheck: 'false',
    placeholder: 'Type the start of a name', 'aria-label': 'Name starts with'});
  input.value = params.get('q') || '';
  const status = el('p', {class: 'hint', id: 'players-status', role: 'status'});
  const list = el('div', {id: 'players-list'});
  const more = el('div', {class: 'pager', id: 'players-pager'});
  page.append(tabs('players'), el('form', {class: 'players-search', role: 'search', onsubmit: (ev) => ev.preventDefault()},
    el('label', {}, el('span', {}, 'Name starts with'), input)), status, list, more);

  let offset = Number(params.get('from')) || 0;
  let asked = 0; // the latest search sent: an older answer arriving late is dropped
  let timer = null;
  let shown = ''; // what the list shows now, as the answer it was drawn from

  const search = async () => {
    const ask = ++asked;
    const prefix = input.value.trim();
    const query = new URLSearchParams({prefix, offset, limit: PAGE});
    let found;
    try {
      found = await api('/api/players?' + query);
    } catch (e) {
      if (ask === asked) status.textContent = e.message;
      return;
    }
    if (ask !== asked) return;
    const seen = JSON.stringify([prefix, offset, found]);
    if (seen === shown) return; // the same again (someone came or went elsewhere): nothing to draw
    shown = seen;
    const url = new URLSearchParams();
    if (prefix) url.set('q', prefix);
    if (offset) url.set('from', offset);
    const u = url.toString();
    history.replaceState(null, '', '/players' + (u ? '?' + u : ''));
    show(found, prefix);
  };

  const show = (found, prefix) => {
    const online = found.players.filter((p) => p.online).length;
    status.textContent = found.players.length === 0 ? ''
      : prefix ? `Names starting with “${prefix}”, online players first.` : 'Everyone, online players first.';
    if (found.players.length === 0) {
      list.replaceChildren(el('p', {class: 'empty'}, prefix ? `No player's name starts with “${prefix}”.` : 'No players yet.'));
    } else {
      list.replaceChildren(el('table', {class: 'list players-table', id: 'players'},
        el('thead', {}, el('tr', {}, el('th', {}, 'Player'), el('th', {}, ''),
          ...rated.map((g) => el('th', {class: 'num'}, g.name)), el('th', {}, ''))),
        el('tbody', {}, ...found.players.map((p) => row(p)))));
    }
    more.replaceChildren(...pager(offset, PAGE, found.players.length, found.more, (to) => { offset = to; search(); }));
    list.dataset.online = online;
  };

  const row = (p) => {
    const ratings = Object.entries(p.ratings);
    const you = p.name === me.name;
    return el('tr', {'data-player': p.name, class: p.online ? 'online' : 'offline'},
      el('td', {class: 'who'}, el('span', {class: 'presence ' + (p.online ? 'on' : 'off'), title: p.online ? 'online now' : 'offline'}),
        el('a', {href: '/profile/' + encodeURIComponent(p.name), class: 'name'}, p.name),
        p.bot ? el('span', {class: 'tag bot', title: 'a computer player: it accepts seeks sent to it'}, 'bot') : '',
        you ? el('span', {class: 'tag you'}, 'you') : ''),
      el('td', {class: 'state'}, p.online ? 'online' : 'offline'),
      ...rated.map((g) => {
        const r = p.ratings[g.id];
        return el('td', {class: 'num pool-rating' + (r ? '' : ' none'), 'data-label': g.name, 'data-game': g.id,
          title: r ? `${g.name}: ${r.games} rated game${r.games === 1 ? '' : 's'}` : `no rated ${g.name} yet`}, r ? ratingText(r) : '–');
      }),
      ratings.length ? '' : el('td', {class: 'no-ratings'}, 'no rated games'),
      el('td', {class: 'act'}, el('a', {href: '/profile/' + encodeURIComponent(p.name)}, 'Profile'),
        you ? '' : el('a', {href: '/lobby?challenge=' + encodeURIComponent(p.name), class: 'challenge',
          title: `post a seek sent to ${p.name} only`}, 'Challenge')));
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    offset = 0;
    timer = setTimeout(search, WAIT);
  });
  // Who is online changes: the list follows, at most every 10 s (on a busy site people come and go
  // all the time, and each search counts against the account's 60 a minute).
  let soon = null;
  onLobbyEvent((name) => {
    if ((name === 'presence' || name === 'resync') && soon === null) soon = setTimeout(() => { soon = null; search(); }, 10000);
  });
  await search();
  input.focus();
});
