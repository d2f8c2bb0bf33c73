// The account's e-mail and mail notifications, on "Your games" (docs/server-api.md, "Mail"):
// shown only when the site sends mail. The address is the account's own; nobody else sees it.
import {api, el} from './site.js';

/** Appends the section to `page` for `me` (the answer of /api/me), when the site sends mail. */
export function mailSettings(page, me) {
  if (!me.mail) return;
  const status = el('p', {id: 'mail-status', class: 'status', role: 'status'});
  const current = el('p', {id: 'mail-current'}, me.email ? 'Your address: ' + me.email : 'No address yet: add one to get back in if you forget your password.');
  const input = el('input', {id: 'mail-address', type: 'email', maxlength: '254', autocomplete: 'email', placeholder: 'you@example.org'});
  const send = el('button', {id: 'mail-send', type: 'submit'}, me.email ? 'Change' : 'Add');
  const form = el('form', {id: 'mail-form', class: 'toolbar'}, el('label', {}, 'E-mail ', input), send);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    try {
      status.textContent = (await api('/api/email', {email: input.value})).sent + ': open the link in it.';
    } catch (e) {
      status.textContent = e.message;
    }
  });
  const n = me.notifications;
  const turn = el('input', {id: 'notify-turn', type: 'checkbox'});
  turn.checked = n.turn;
  const hours = el('select', {id: 'notify-hours'});
  for (const h of [1, 3, 6, 12, 24, 48, 72, 168]) {
    const o = el('option', {value: String(h)}, h < 24 ? h + (h === 1 ? ' hour' : ' hours') : (h / 24) + (h === 24 ? ' day' : ' days'));
    if (h === n.digestHours) o.selected = true;
    hours.append(o);
  }
  const challenge = el('input', {id: 'notify-challenge', type: 'checkbox'});
  challenge.checked = n.challenge;
  const save = async () => {
    try {
      await api('/api/notifications', {turn: turn.checked, digestHours: Number(hours.value), challenge: challenge.checked});
      status.textContent = 'Saved.';
    } catch (e) {
      status.textContent = e.message;
    }
  };
  for (const c of [turn, hours, challenge]) c.addEventListener('change', save);
  page.append(el('section', {id: 'mail-settings', 'aria-labelledby': 'mail-title'},
    el('h2', {id: 'mail-title'}, 'E-mail'), current, form,
    el('p', {}, el('label', {}, turn, ' Mail me when a correspondence game waits for my move, at most every '), hours),
    el('p', {}, el('label', {}, challenge, ' Mail me when someone challenges me')),
    el('p', {class: 'provisional'}, me.email ? 'Mail goes only to your verified address; every mail has a link to stop it.'
      : 'Notifications go to a verified address only.'),
    status));
}
