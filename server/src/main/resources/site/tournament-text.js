// What the tournaments' pages say of a tournament in words (shared by tournaments.js and tournament.js).
import {gameName} from './site.js';

/** "Round robin · 5+3 · rated": what a tournament is, in one line. */
export function describe(t, list) {
  const format = {'round-robin': 'Round robin', 'double-round-robin': 'Double round robin', swiss: `Swiss, ${t.rounds || '?'} rounds`,
    knockout: 'Knockout'}[t.format] || t.format;
  const time = t.live ? t.live + ' live' : t.days ? `${t.days} day${t.days === 1 ? '' : 's'} a move` : 'untimed';
  return `${gameName(list, t.game)} · ${format} · ${time} · ${t.rated ? 'rated' : 'casual'}`;
}
