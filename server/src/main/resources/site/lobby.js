// The lobby: post a seek, see the open seeks (filtered by game), accept or withdraw one.
import {api, el, ratingText, session, timeText, gameName} from './site.js';

let games = [];
let known = null; // the tables being played when the page opened: a new one is a seek of ours just accepted

session(async (me) => {
  games = (await api('/api/games')).games;
  const page = document.getElementById('page');
  page.append(el('h2', {}, 'Post a seek'), seekForm(), el('p', {id: 'seek-error', class: 'error', role: 'alert'}));
  const filter = el('select', {id: 'filter', 'aria-label': 'Show seeks for'}, el('option', {value: ''}, 'All games'),
    ...games.map((g) => el('option', {value: g.id}, g.name)));
  filter.addEventListener('change', refresh);
  page.append(el('div', {class: 'toolbar'}, el('h2', {}, 'Open seeks'), filter), el('div', {id: 'seeks'}));
  await refresh();
  setInterval(refresh, 4000);
});

function seekForm() {
  const game = el('select', {id: 'seek-game'}, ...games.map((g) => el('option', {value: g.id}, g.name)));
  const options = el('span', {id: 'seek-options', class: 'cards-row'});
  const showOptions = () => {
    options.replaceChildren();
    const g = games.find((x) => x.id === game.value);
    for (const o of (g ? g.options : [])) {
      const input = o.choices.length
        ? el('select', {'data-key': o.key}, ...o.choices.map((c) => el('option', c === o.default ? {value: c, selected: ''} : {value: c}, c)))
        : el('input', {'data-key': o.key, value: o.default, size: 6});
      options.append(el('label', {}, o.label, input));
    }
  };
  game.addEventListener('change', showOptions);
  showOptions();
  const time = el('select', {id: 'seek-time'},
    el('option', {value: 'live:5+3'}, 'Live: 5 min + 3 s'), el('option', {value: 'live:10+5'}, 'Live: 10 min + 5 s'),
    el('option', {value: 'days:1'}, 'Correspondence: 1 day a move'),
    el('option', {value: 'days:3', selected: ''}, 'Correspondence: 3 days a move'),
    el('option', {value: 'days:7'}, 'Correspondence: 7 days a move'), el('option', {value: ''}, 'Untimed'));
  const rated = el('select', {id: 'seek-rated'}, el('option', {value: 'true'}, 'Rated'), el('option', {value: 'false'}, 'Casual'));
  const forName = el('input', {id: 'seek-for', placeholder: 'anyone', maxlength: 20, size: 10});
  const form = el('form', {id: 'seek-form'}, el('label', {}, 'Game', game), options, el('label', {}, 'Time', time),
    el('label', {}, 'Rated', rated), el('label', {}, 'For player', forName), el('button', {id: 'post-seek', type: 'submit'}, 'Post seek'));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const body = {game: game.value, seats: 2, rated: rated.value === 'true', options: {}};
    for (const i of options.querySelectorAll('[data-key]')) body.options[i.dataset.key] = i.value;
    const [kind, value] = time.value.split(':');
    if (kind === 'live') body.live = value;
    if (kind === 'days') body.days = value;
    if (forName.value.trim()) body.for = forName.value.trim();
    document.getElementById('seek-error').textContent = '';
    try {
      // The tables we sit at already, learnt before the seek goes out: a bot takes a seek sent to it
      // at once, and a table first seen in that list would be taken for one we had before.
      if (known === null) await followAccepted();
      await api('/api/seeks', body);
      await refresh();
    } catch (e) {
      document.getElementById('seek-error').textContent = e.message;
    }
  });
  return form;
}

/** When someone accepts one of our seeks, a new table appears among ours: go and sit at it. */
async function followAccepted() {
  const home = await api('/api/home');
  const playing = home.tables.filter((t) => t.state === 'playing').map((t) => t.table);
  if (known === null) {
    known = new Set(playing);
    return;
  }
  const fresh = home.tables.find((t) => t.state === 'playing' && !known.has(t.table));
  if (fresh) {
    document.getElementById('seek-error').textContent = `${fresh.players.filter((n) => n !== fresh.players[fresh.seat]).join(', ')} accepted your seek: to the table…`;
    location.href = fresh.play;
  }
}

async function refresh() {
  await followAccepted();
  const filter = document.getElementById('filter').value;
  const data = await api('/api/seeks' + (filter ? '?game=' + encodeURIComponent(filter) : ''));
  const box = document.getElementById('seeks');
  if (data.seeks.length === 0) {
    box.replaceChildren(el('p', {class: 'empty'}, 'No open seeks. Post one above, and it shows here for everyone.'));
    return;
  }
  const rows = data.seeks.map((s) => el('tr', {'data-seek': s.id},
    el('td', {}, el('a', {href: '/profile/' + encodeURIComponent(s.by)}, s.by), ' ', ratingText(s.byRating)),
    el('td', {}, gameName(games, s.game), el('span', {class: 'provisional'}, ' ' + Object.entries(s.options).filter(([, v]) => v !== '').map(([k, v]) => `${k} ${v}`).join(', '))),
    el('td', {}, s.rated ? 'Rated' : 'Casual'), el('td', {}, timeText(s)), el('td', {}, s.for ? 'for ' + s.for : 'open to all'),
    el('td', {}, s.own ? el('button', {class: 'secondary', onclick: () => act(s.id, 'withdraw')}, 'Withdraw')
      : el('button', {class: 'accept', onclick: () => act(s.id, 'accept')}, 'Accept'))));
  box.replaceChildren(el('table', {class: 'list'}, el('thead', {}, el('tr', {}, ...['Player', 'Game', '', 'Time', '', ''].map((h) => el('th', {}, h)))),
    el('tbody', {}, ...rows)));
}

async function act(id, action) {
  document.getElementById('seek-error').textContent = '';
  try {
    const r = await api(`/api/seeks/${id}/${action}`, {});
    if (action === 'accept') location.href = r.play;
    else await refresh();
  } catch (e) {
    document.getElementById('seek-error').textContent = e.message;
    await refresh();
  }
}
