// The lobby's Tournaments tab: open ones to join (their creator starts them), running ones to
// follow, finished ones with their winners, and the form that creates one. Follows the server's
// pushed events (site.js's stream: "tournaments"), with a slow poll besides.
import {api, el, session, onLobbyEvent} from './site.js';
import {gameFields, field} from './lobby-forms.js';
import {describe} from './tournament-text.js';

let me = null;
let games = [];

session(async (who) => {
  me = who.name;
  games = (await api('/api/games')).games;
  document.getElementById('create-box').append(createForm());
  await refresh();
  onLobbyEvent((name) => { if (name === 'tournaments' || name === 'resync') soon(); });
  setInterval(refresh, 30000);
});

let timer = null;
function soon() {
  clearTimeout(timer);
  timer = setTimeout(refresh, 150);
}

async function refresh() {
  const all = await api('/api/tournaments');
  show('t-open', all.open, 'No tournament is open to join: create one.', (t) => [
    el('td', {class: 'num', 'data-label': 'players'}, `${t.players}/${t.maxPlayers}`),
    el('td', {class: 'time'}, t.starts ? 'starts ' + new Date(t.starts).toLocaleString() : `starts when ${t.creator} starts it`),
    el('td', {class: 'act'}, el('a', {class: 'button', href: '/tournament/' + t.id}, 'Open'))]);
  show('t-playing', all.playing, 'No tournament is being played.', (t) => [
    el('td', {class: 'num', 'data-label': 'players'}, String(t.players)),
    el('td', {}, `round ${t.round} of ${t.rounds}`),
    el('td', {class: 'act'}, el('a', {class: 'button watch', href: '/tournament/' + t.id}, 'Follow'))]);
  show('t-finished', all.finished, 'No tournament has finished yet.', (t) => [
    el('td', {class: 'num', 'data-label': 'players'}, String(t.players)),
    el('td', {class: 'winners'}, 'won by ', el('b', {}, (t.winners || []).join(', '))),
    el('td', {class: 'act'}, el('a', {class: 'button secondary', href: '/tournament/' + t.id}, 'Results'))]);
}

function show(id, list, empty, cells) {
  const box = document.getElementById(id);
  if (list.length === 0) {
    box.replaceChildren(el('p', {class: 'empty'}, empty));
    return;
  }
  box.replaceChildren(el('table', {class: 'list'}, el('tbody', {}, ...list.map((t) => el('tr', {'data-tournament': t.id},
    el('td', {}, el('a', {href: '/tournament/' + t.id}, el('b', {}, t.name)), el('span', {class: 'options-line'}, describe(t, games))),
    ...cells(t))))));
}

function createForm() {
  const fields = gameFields(games, 'tournament');
  const name = el('input', {id: 'tournament-name', maxlength: 80, placeholder: 'e.g. Friday cup'});
  const format = el('select', {id: 'tournament-format'}, el('option', {value: 'round-robin'}, 'Round robin'),
    el('option', {value: 'double-round-robin'}, 'Double round robin'), el('option', {value: 'swiss'}, 'Swiss'),
    el('option', {value: 'knockout'}, 'Knockout'));
  const rounds = el('input', {id: 'tournament-rounds', type: 'number', min: 1, max: 20, value: 5});
  const roundsLabel = field('Rounds', rounds);
  const time = el('select', {id: 'tournament-time'},
    el('optgroup', {label: 'Live'}, el('option', {value: 'live:1+0'}, '1 min'), el('option', {value: 'live:5+3', selected: ''}, '5 min + 3 s'),
      el('option', {value: 'live:10+5'}, '10 min + 5 s')),
    el('optgroup', {label: 'Correspondence'}, el('option', {value: 'days:1'}, '1 day a move'), el('option', {value: 'days:3'}, '3 days a move')));
  const rated = el('select', {id: 'tournament-rated'}, el('option', {value: 'true'}, 'Rated'), el('option', {value: 'false'}, 'Casual'));
  const max = el('input', {id: 'tournament-max', type: 'number', min: 2, max: 256, value: 8});
  const starts = el('input', {id: 'tournament-starts', type: 'datetime-local'});
  const fits = () => {
    roundsLabel.hidden = format.value !== 'swiss';
    const casualOnly = Number(fields.seats.value) > 2;
    rated.disabled = casualOnly;
    if (casualOnly) rated.value = 'false';
  };
  format.addEventListener('change', fits);
  fields.seats.addEventListener('change', fits);
  fields.game.addEventListener('change', fits);
  const form = el('form', {id: 'tournament-form'}, field('Name', name), field('Game', fields.game), fields.seatsLabel, fields.options,
    field('Format', format), roundsLabel, field('Time', time), field('Rating', rated), field('Players at most', max),
    field('Starts (empty: you start it)', starts), el('button', {id: 'create-tournament', type: 'submit'}, 'Create'));
  fits();
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const error = document.getElementById('create-error');
    error.textContent = '';
    const [kind, value] = time.value.split(':');
    const body = {name: name.value, game: fields.game.value, seats: Number(fields.seats.value), options: fields.values(),
      format: format.value, rated: rated.value === 'true', maxPlayers: Number(max.value)};
    body[kind] = kind === 'days' ? Number(value) : value;
    if (format.value === 'swiss') body.rounds = Number(rounds.value);
    if (starts.value) body.starts = new Date(starts.value).toISOString();
    try {
      const r = await api('/api/tournaments', body);
      location.href = '/tournament/' + r.id;
    } catch (e) {
      error.textContent = e.message;
    }
  });
  return form;
}
