// A player's profile: ratings per game (with the provisional mark), games played and their
// results, each record downloadable as the JSON ./beadbox replay reads.
import {api, el, session, gameName} from './site.js';

session(async () => {
  const name = decodeURIComponent(location.pathname.slice('/profile/'.length));
  const page = document.getElementById('page');
  let p;
  const games = (await api('/api/games')).games;
  try {
    p = await api('/api/profile/' + encodeURIComponent(name));
  } catch (e) {
    page.append(el('p', {class: 'error'}, e.message));
    return;
  }
  page.append(el('h2', {}, p.name), el('p', {class: 'provisional'}, `${p.bot ? 'Computer player · ' : ''}Playing since ${new Date(p.since).toLocaleDateString()} · ${p.played} game${p.played === 1 ? '' : 's'} finished`));
  const ratings = Object.entries(p.ratings);
  page.append(el('div', {class: 'cards-row', id: 'ratings'}, ...(ratings.length ? ratings.map(([pool, r]) => el('div', {class: 'rating-card'},
    el('span', {}, gameName(games, pool)), el('b', {class: r.provisional ? 'provisional' : '', title: r.provisional ? 'provisional: too few games yet' : ''}, r.shown),
    el('span', {class: 'provisional'}, `deviation ${r.deviation} · ${r.games} rated game${r.games === 1 ? '' : 's'}`)))
    : [el('p', {class: 'empty'}, 'No rated games yet.')])));
  const finished = p.games.filter((g) => g.state !== 'playing');
  page.append(el('h2', {}, 'Games'), finished.length === 0 ? el('p', {class: 'empty'}, 'No finished games yet.')
    : el('table', {class: 'list', id: 'games'}, el('thead', {}, el('tr', {}, ...['Result', 'Game', 'Players', 'How it ended', ''].map((h) => el('th', {}, h)))),
      el('tbody', {}, ...finished.map((g) => el('tr', {},
        el('td', {class: g.outcome}, g.outcome === 'win' ? 'Won' : g.outcome === 'loss' ? 'Lost' : g.outcome === 'draw' ? 'Draw' : 'Closed'),
        el('td', {}, gameName(games, g.game) + (g.rated ? ' · rated' : '')), el('td', {}, g.players.join(' – ')), el('td', {}, g.result || ''),
        el('td', {}, el('a', {href: g.record, download: g.table + '.json'}, 'Record (JSON)')))))));
});
