// Your games: those where it is your move first, then the others being played, then finished ones;
// a browser notification while a tab is open, and the address of your Atom feed.
import {api, el, session, timeText, gameName, when, outcomeCell, seatedPlayers, heardHome} from './site.js';

let games = [];

session(async (me) => {
  games = (await api('/api/games')).games;
  const page = document.getElementById('page');
  const notify = el('button', {class: 'secondary', id: 'notify'}, 'Notify me in this browser');
  notify.hidden = !('Notification' in window) || Notification.permission !== 'default';
  notify.addEventListener('click', async () => { await Notification.requestPermission(); notify.hidden = true; });
  const feed = el('button', {class: 'secondary', id: 'feed-button'}, 'Feed address');
  const feedOut = el('code', {id: 'feed'});
  feed.addEventListener('click', async () => { feedOut.textContent = (await api('/api/feed', {})).feed; });
  page.append(el('h2', {}, 'Your games'), el('div', {id: 'tables'}),
    el('div', {class: 'toolbar'}, notify, feed, feedOut),
    el('p', {class: 'provisional'}, 'The feed address lets a feed reader tell you when it is your turn; keep it to yourself. Asking again makes a new one and the old one stops.'));
  page.append(el('p', {class: 'provisional', id: 'settings-hint'}, me.mail ? 'Your e-mail address, mail notifications, password and theme: '
    : 'Your password and theme: ', el('a', {href: '/settings'}, 'Settings'), '.'));
  document.addEventListener('beadbox-home', (ev) => show(ev.detail));
  // The header's first poll may have been heard before this page listened: begin with it then.
  if (heardHome()) show(heardHome());
});

function show(home) {
  const box = document.getElementById('tables');
  if (home.tables.length === 0) {
    box.replaceChildren(el('p', {class: 'empty'}, 'No games yet: accept a seek in the lobby, or post one.'));
    return;
  }
  box.replaceChildren(el('table', {class: 'list'},
    el('thead', {}, el('tr', {}, ...['', 'Game', 'Players', 'Time', 'When', ''].map((h) => el('th', {}, h)))),
    el('tbody', {}, ...home.tables.map(row))));
}

function row(t) {
  const status = t.state !== 'playing' ? outcomeCell(t.outcome)
    : el('td', {class: t.yourTurn ? 'outcome turn' : 'outcome waiting-turn'}, el('b', {}, t.yourTurn ? 'Your turn' : 'Waiting'));
  return el('tr', {class: t.yourTurn ? 'your-turn' : '', 'data-table': t.table},
    status, el('td', {}, gameName(games, t.game) + (t.rated ? ' · rated' : '')), el('td', {}, seatedPlayers(games, t.game, t.players, t.seat)),
    el('td', {class: 'time'}, timeText(t)), el('td', {}, t.state !== 'playing' ? when(t.turnStarted, 'ended ') : t.due ? when(t.due, 'due ') : ''),
    el('td', {class: 'act'}, ...(t.guests || []).map((link, i) => guestLink(link, t.guests.length > 1 ? i + 1 : 0)),
      t.state === 'playing' ? el('a', {href: t.play}, t.yourTurn ? 'Play' : 'Open')
        : el('a', {href: t.record, download: t.table + '.json'}, 'Record')));
}

/** A table one opened for a guest: a button that copies the guest's link to send again. */
function guestLink(link, n) {
  const b = el('button', {class: 'secondary copy-guest', type: 'button', title: link}, n ? `Copy guest ${n}'s link` : "Copy guest's link");
  b.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(link);
      b.textContent = 'Copied';
    } catch (e) {
      window.prompt('The guest\'s link:', link);
    }
  });
  return b;
}
