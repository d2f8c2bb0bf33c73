// What the players page and the leaderboards share: their tabs and the pager.
import {el} from './site.js';

/** The tabs between the players' search and the leaderboards; `at` is the page shown. */
export function tabs(at) {
  const tab = (id, href, text) => el('a', {href, class: 'tab' + (id === at ? ' current' : ''),
    ...(id === at ? {'aria-current': 'page'} : {})}, text);
  return el('nav', {class: 'tabs', 'aria-label': 'Players'}, tab('players', '/players', 'Find players'),
    tab('leaderboard', '/leaderboard', 'Leaderboards'));
}

/**
 * "1–20" with Previous and Next: `shown` rows from `offset`, `more` when a next page exists;
 * `go(offset)` shows another page. Nothing when everything is on one page.
 */
export function pager(offset, size, shown, more, go) {
  if (offset === 0 && !more) return [];
  const prev = el('button', {type: 'button', class: 'secondary', id: 'page-prev'}, '‹ Previous');
  const next = el('button', {type: 'button', class: 'secondary', id: 'page-next'}, 'Next ›');
  prev.disabled = offset === 0;
  next.disabled = !more;
  prev.addEventListener('click', () => go(Math.max(0, offset - size)));
  next.addEventListener('click', () => go(offset + size));
  return [prev, el('span', {class: 'range'}, shown ? `${offset + 1}–${offset + shown}` : ''), next];
}
