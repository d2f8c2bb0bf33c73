// The lobby's forms: a game's fields (game, seats, options) shared by the seek form and the table
// for a friend without an account.
import {api, el} from './site.js';
import {timePicker} from './time-picker.js';

/**
 * A game chooser with its seat count and options, for a form whose ids start with `prefix`.
 * Returns {game, seats, seatsLabel, options, values(), update(games)}: `update` takes the games
 * installed now, keeping what the player chose while their game stays, and tells the chooser's
 * change listeners when the game shown changed.
 */
export function gameFields(games, prefix) {
  const game = el('select', {id: prefix + '-game'});
  const seats = el('select', {id: prefix + '-seats'});
  const seatsLabel = el('label', {}, el('span', {}, 'Seats'), seats);
  const options = el('span', {id: prefix + '-options', class: 'cards-row options'});
  let shown = null; // the game whose fields show, as the server described it
  const show = () => {
    const g = games.find((x) => x.id === game.value);
    shown = g ? JSON.stringify(g) : null;
    seats.replaceChildren();
    for (let n = g ? g.minSeats : 2; n <= (g ? g.maxSeats : 2); n++) seats.append(el('option', {value: n}, String(n)));
    seatsLabel.hidden = !g || g.minSeats === g.maxSeats;
    options.replaceChildren();
    for (const o of (g ? g.options : [])) {
      const input = o.choices.length
        ? el('select', {'data-key': o.key}, ...o.choices.map((c) => el('option', c === o.default ? {value: c, selected: ''} : {value: c}, c)))
        : el('input', {'data-key': o.key, value: o.default, size: 6});
      options.append(el('label', {title: o.description || ''}, el('span', {}, o.label), input));
    }
  };
  const update = (list) => {
    const was = game.value;
    games = list;
    game.replaceChildren(...games.map((g) => el('option', {value: g.id}, g.name)));
    if (games.some((g) => g.id === was)) game.value = was;
    const g = games.find((x) => x.id === game.value);
    if (game.value !== was || (g ? JSON.stringify(g) : null) !== shown) {
      show();
      game.dispatchEvent(new Event('change'));
    }
  };
  game.addEventListener('change', show);
  update(games);
  const values = () => {
    const out = {};
    for (const i of options.querySelectorAll('[data-key]')) out[i.dataset.key] = i.value;
    return out;
  };
  return {game, seats, seatsLabel, options, values, update};
}

/** A form field: its label's words, then the control, aligned with the others. */
export function field(words, control) {
  return el('label', {}, el('span', {}, words), control);
}

/**
 * The form that opens a casual table for guests; `opened(table)` is told the new table's id.
 * Returns {form, update(games)}.
 */
export function guestForm(games, opened) {
  const fields = gameFields(games, 'guest');
  const time = timePicker('guest', {chosen: 'live:10+5', none: 'No clock'});
  const form = el('form', {id: 'guest-form', novalidate: ''}, field('Game', fields.game), fields.seatsLabel, fields.options,
    field('Time', time.select), time.customRow, el('button', {id: 'open-guest-table', type: 'submit'}, 'Open table'));
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const error = document.getElementById('guest-error');
    error.textContent = '';
    const body = {game: fields.game.value, seats: Number(fields.seats.value), options: fields.values()};
    try {
      Object.assign(body, time.time());
      const r = await api('/api/guest-tables', body);
      opened(r.table);
      showLinks(r);
    } catch (e) {
      error.textContent = e.message;
    }
  });
  return {form, update: fields.update};
}

function showLinks(r) {
  const box = document.getElementById('guest-links');
  const rows = r.guests.map((link, i) => {
    const input = el('input', {readonly: '', value: link, class: 'link', 'aria-label': `Link for guest ${i + 1}`});
    const copy = el('button', {type: 'button', class: 'secondary'}, 'Copy');
    copy.addEventListener('click', async () => {
      input.select();
      try { await navigator.clipboard.writeText(link); copy.textContent = 'Copied'; } catch (e) { document.execCommand('copy'); }
    });
    return el('div', {class: 'link-row'}, input, copy);
  });
  box.replaceChildren(el('div', {class: 'guest-result'},
    el('p', {}, el('b', {}, r.guests.length === 1 ? 'Send this link to your friend:' : 'Send one link to each friend:')),
    ...rows, el('p', {}, el('a', {class: 'button', href: r.play, id: 'guest-go'}, 'Go to your seat'),
      el('span', {class: 'provisional'}, ' The table and its links stay on Your games.'))));
  box.scrollIntoView({block: 'nearest'});
}

