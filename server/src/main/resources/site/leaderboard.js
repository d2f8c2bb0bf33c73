// The leaderboards: one per game rated between two players, established ratings only (the rule
// is the server's, shown under the table): rank, player, rating, games, the trend over the last
// games, and when they last played. Paged; the server lists the first 100 ranks.
import {api, el, session, when} from './site.js';
import {tabs, pager} from './players-common.js';

const PAGE = 25;

session(async (me) => {
  const page = document.getElementById('page');
  // The games rated between two players: their ids are the rating pools.
  const games = (await api('/api/games')).games.filter((g) => g.minSeats <= 2 && g.maxSeats >= 2);
  const params = new URLSearchParams(location.search);
  let game = games.some((g) => g.id === params.get('game')) ? params.get('game') : (games[0] || {}).id;
  let offset = 0;
  const chooser = el('nav', {class: 'game-tabs', id: 'board-games', 'aria-label': 'Game'});
  const board = el('div', {id: 'leaderboard-list'});
  const more = el('div', {class: 'pager'});
  const rule = el('p', {class: 'hint', id: 'board-rule'});
  page.append(tabs('leaderboard'), chooser, board, more, rule);
  if (!game) {
    board.append(el('p', {class: 'empty'}, 'No game rated between two players is installed.'));
    return;
  }

  const load = async () => {
    chooser.replaceChildren(...games.map((g) => el('a', {href: '/leaderboard?game=' + encodeURIComponent(g.id),
      class: 'tab' + (g.id === game ? ' current' : ''), 'data-game': g.id, onclick: (ev) => {
        ev.preventDefault();
        game = g.id;
        offset = 0;
        history.replaceState(null, '', '/leaderboard?game=' + encodeURIComponent(game));
        load();
      }}, g.name)));
    let b;
    try {
      b = await api('/api/leaderboard?' + new URLSearchParams({game, offset, limit: PAGE}));
    } catch (e) {
      board.replaceChildren(el('p', {class: 'error'}, e.message));
      return;
    }
    const name = games.find((g) => g.id === game).name;
    rule.textContent = `Established ratings only: a deviation of at most ${b.rule.deviationAtMost} (no ?), at least `
      + `${b.rule.gamesAtLeast} rated games, the last within ${b.rule.activeDays} days. Bots and closed accounts are not ranked. `
      + `The trend is the change over the last ${b.rule.trendGames} rated games.`;
    if (b.players.length === 0) {
      board.replaceChildren(el('p', {class: 'empty', id: 'board-empty'}, `Nobody is ranked in ${name} yet: a rating joins the board `
        + `once it is established, after about ${b.rule.gamesAtLeast} rated games.`));
    } else {
      board.replaceChildren(el('table', {class: 'list board', id: 'leaderboard', 'aria-label': name + ' leaderboard'},
        el('thead', {}, el('tr', {}, ...['#', 'Player', 'Rating', 'Games', 'Trend', 'Last game'].map((h, i) =>
          el('th', {class: i === 1 || i === 5 ? '' : 'num'}, h)))),
        el('tbody', {}, ...b.players.map((p) => el('tr', {'data-player': p.name, class: p.name === me.name ? 'you-sit' : ''},
          el('td', {class: 'num rank'}, p.rank),
          el('td', {class: 'who'}, el('a', {href: '/profile/' + encodeURIComponent(p.name)}, p.name)),
          el('td', {class: 'num board-rating', title: `deviation ${p.rating.deviation}`}, p.rating.shown),
          el('td', {class: 'num games', 'data-label': 'games'}, p.games),
          trend(p.trend),
          el('td', {class: 'last'}, when(p.lastGame)))))));
    }
    more.replaceChildren(...pager(offset, PAGE, b.players.length, b.more, (to) => { offset = to; load(); }));
  };
  await load();
});

/** The trend as a cell: ▲ +35 (rose), ▼ −12 (fell), or = when level. */
function trend(points) {
  const text = points > 0 ? `▲ +${points}` : points < 0 ? `▼ −${-points}` : '=';
  return el('td', {class: 'num trend ' + (points > 0 ? 'up' : points < 0 ? 'down' : 'level'),
    title: points === 0 ? 'level over the last games' : `${points > 0 ? 'up' : 'down'} ${Math.abs(points)} points over the last games`}, text);
}
