// The lobby's list of tables being played, each with a Watch button.
import {el, ratingText, timeText, gameName, seatedPlayers} from './site.js';

export function showLive(box, games, tables) {
  if (tables.length === 0) {
    box.replaceChildren(el('p', {class: 'empty'}, 'No tables are being played right now.'));
    return;
  }
  const rows = tables.map((t) => el('tr', {'data-live': t.table},
    el('td', {}, gameName(games, t.game), t.rated ? el('span', {class: 'provisional'}, ' · rated') : ''),
    el('td', {}, seatedPlayers(games, t.game, t.players.map((p) => p.rating ? el('span', {}, p.name, ' ', ratingText(p.rating)) : p.name))),
    el('td', {class: 'num', 'data-label': t.moves === 1 ? 'move' : 'moves'}, String(t.moves)),
    el('td', {class: 'num', 'data-watchers': t.watchers, 'data-label': 'watching'}, String(t.watchers)),
    el('td', {class: 'time'}, timeText(t)),
    el('td', {class: 'act'}, el('a', {class: 'button watch', href: t.watch, target: '_blank', rel: 'noopener'}, 'Watch'))));
  box.replaceChildren(el('table', {class: 'list'},
    el('thead', {}, el('tr', {}, ...['Game', 'Players', 'Moves', 'Watching', 'Time', ''].map((h) => el('th', {}, h)))),
    el('tbody', {}, ...rows)));
}
