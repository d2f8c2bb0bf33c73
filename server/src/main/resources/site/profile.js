// A player's profile: ratings per game (with the provisional mark), games played and their
// results, each record downloadable as the JSON ./beadbox replay reads.
import {api, el, session, gameName, when, outcomeCell, seatedPlayers, PROVISIONAL} from './site.js';
import {ratingGraph} from './rating-graph.js';

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
  page.append(el('h2', {}, p.name), el('p', {class: 'provisional'}, `${p.bot ? 'Computer player · ' : ''}Playing since `, when(p.since), ` · ${p.played} game${p.played === 1 ? '' : 's'} finished`));
  const ratings = Object.entries(p.ratings);
  page.append(el('h2', {}, 'Ratings'), el('div', {class: 'cards-row', id: 'ratings'}, ...(ratings.length ? ratings.map(([pool, r]) => el('div', {class: 'rating-card'},
    el('span', {}, gameName(games, pool)), el('b', {class: r.provisional ? 'provisional' : '', title: r.provisional ? PROVISIONAL : ''}, r.shown),
    el('span', {class: 'provisional'}, `deviation ${r.deviation} · ${r.games} rated game${r.games === 1 ? '' : 's'}`)))
    : [el('p', {class: 'empty'}, 'No rated games yet.')])));
  if (ratings.some(([, r]) => r.provisional)) page.append(el('p', {class: 'hint', id: 'provisional-note'}, 'A ? after a rating means it is ' + PROVISIONAL + '.'));
  if (ratings.length) page.append(await historySection(p, ratings, games));
  const finished = p.games.filter((g) => g.state !== 'playing');
  page.append(el('h2', {}, 'Games'), finished.length === 0 ? el('p', {class: 'empty'}, 'No finished games yet.')
    : el('table', {class: 'list', id: 'games'}, el('thead', {}, el('tr', {}, ...['Result', 'Game', 'Players', 'How it ended', 'When', ''].map((h) => el('th', {}, h)))),
      el('tbody', {}, ...finished.map((g) => el('tr', {},
        outcomeCell(g.outcome),
        el('td', {}, gameName(games, g.game) + (g.rated ? ' · rated' : '')), el('td', {}, seatedPlayers(games, g.game, g.players, -1)),
        el('td', {}, g.result || ''), el('td', {}, when(g.turnStarted)),
        el('td', {class: 'act'}, el('a', {href: g.record, download: g.table + '.json'}, 'Record (JSON)')))))));
});

/**
 * "Rating history": one line per game rated, from the newcomer's 1500 when the account joined,
 * drawn again when the page's width changes; a legend with each game's rating now.
 */
async function historySection(p, ratings, games) {
  const histories = await Promise.all(ratings.map(([pool]) =>
    api(`/api/profile/${encodeURIComponent(p.name)}/history/${encodeURIComponent(pool)}`).then((h) => h.history, () => [])));
  const joined = Date.parse(p.since);
  const series = ratings.map(([pool], i) => {
    const played = histories[i].map((h) => ({at: Date.parse(h.at), rating: h.rating, deviation: h.deviation, shown: h.shown}))
      .sort((a, b) => a.at - b.at);
    const from = played.length ? Math.min(joined, played[0].at) : joined;
    return {pool, name: gameName(games, pool), points: [{at: from, rating: 1500, deviation: 350, shown: '1500?', start: true}, ...played]};
  });
  const box = el('div', {class: 'graph-box', id: 'rating-graph'});
  const legend = el('ul', {class: 'graph-legend'}, ...series.map((s, i) => el('li', {class: 's' + (i % 6)},
    el('span', {class: 'swatch'}), s.name, ' ', el('b', {}, ratings[i][1].shown),
    el('span', {class: 'provisional'}, ` · ${ratings[i][1].games} rated game${ratings[i][1].games === 1 ? '' : 's'}`))));
  let width = 0;
  const draw = () => {
    const w = Math.max(280, Math.floor(box.clientWidth));
    if (w === width) return;
    width = w;
    box.replaceChildren(ratingGraph(series, w));
  };
  new ResizeObserver(draw).observe(box);
  const section = el('section', {class: 'rating-history', 'aria-label': 'Rating history'}, el('h2', {}, 'Rating history'), box, legend,
    el('p', {class: 'hint'}, 'Each point is the rating after a rated game, from the newcomer\'s 1500 on joining; the shaded band '
      + 'is one deviation either side. Point at a line for the rating and date.'));
  requestAnimationFrame(draw);
  return section;
}
