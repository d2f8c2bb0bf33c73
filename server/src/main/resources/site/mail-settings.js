// The account's e-mail and mail notifications, on /settings (docs/server-api.md, "Mail"): shown
// only when the site sends mail. The address is the account's own; nobody else sees it.
import {api, el} from './site.js';

/** Appends the section to `page` for `me` (the answer of /api/me), when the site sends mail. */
export function mailSettings(page, me) {
  if (!me.mail) return;
  const status = el('p', {id: 'mail-status', class: 'status', role: 'status'});
  const address = el('div', {id: 'mail-address-box'});
  const input = el('input', {id: 'mail-address', type: 'email', maxlength: '254', autocomplete: 'email', placeholder: 'you@example.org'});
  const send = el('button', {id: 'mail-send', type: 'submit'}, 'Add');
  const form = el('form', {id: 'mail-form', class: 'toolbar', novalidate: ''}, el('label', {}, 'New address ', input), send);
  const verify = async (email) => {
    try {
      status.textContent = (await api('/api/email', {email})).sent + ': open the link in it.';
      input.value = '';
      await showAddress();
    } catch (e) {
      status.textContent = e.message;
    }
  };
  // The address as the server has it now: verified, waiting for its link, or none.
  const showAddress = async () => {
    const now = await api('/api/me');
    send.textContent = now.email || now.emailPending ? 'Change' : 'Add';
    const rows = [];
    if (now.email) {
      const remove = el('button', {id: 'mail-remove', type: 'button', class: 'secondary'}, 'Remove');
      remove.addEventListener('click', async () => {
        try {
          await api('/api/email/remove', {});
          status.textContent = 'Removed: no mail goes to it any more.';
          await showAddress();
        } catch (e) {
          status.textContent = e.message;
        }
      });
      rows.push(el('p', {class: 'mail-row'}, el('span', {id: 'mail-current'}, 'Your address: ' + now.email),
        el('span', {class: 'verified'}, ' ✓ verified '), remove));
    } else {
      rows.push(el('p', {id: 'mail-current'}, 'No verified address yet: add one to get back in if you forget your password.'));
    }
    if (now.emailPending) {
      const resend = el('button', {id: 'mail-resend', type: 'button', class: 'secondary'}, 'Send the link again');
      resend.addEventListener('click', () => verify(now.emailPending));
      rows.push(el('p', {class: 'mail-row', id: 'mail-pending'},
        el('span', {}, 'Waiting for verification: ' + now.emailPending + ' (open the link in the mail we sent; it works for 24 hours) '), resend));
    }
    address.replaceChildren(...rows);
  };
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    verify(input.value);
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
  const tournament = el('input', {id: 'notify-tournament', type: 'checkbox'});
  tournament.checked = n.tournament !== false; // a server without the field: on, as its default
  const notifyStatus = el('p', {id: 'notify-status', class: 'status', role: 'status'});
  const save = async () => {
    try {
      await api('/api/notifications', {turn: turn.checked, digestHours: Number(hours.value), challenge: challenge.checked,
        tournament: tournament.checked});
      notifyStatus.textContent = 'Saved.';
    } catch (e) {
      notifyStatus.textContent = e.message;
    }
  };
  for (const c of [turn, hours, challenge, tournament]) c.addEventListener('change', save);
  page.append(el('section', {id: 'mail-settings', class: 'setting', 'aria-labelledby': 'mail-title'},
    el('h2', {id: 'mail-title'}, 'E-mail'), address, form, status),
  el('section', {id: 'notify-settings', class: 'setting', 'aria-labelledby': 'notify-title'},
    el('h2', {id: 'notify-title'}, 'Notifications by mail'),
    el('p', {}, el('label', {class: 'check'}, turn, ' When a correspondence game waits for my move')),
    el('p', {class: 'indent'}, el('label', {class: 'check'}, 'All such games in one mail, at most every ', hours)),
    el('p', {}, el('label', {class: 'check'}, challenge, ' When someone challenges me')),
    el('p', {}, el('label', {class: 'check'}, tournament, ' When a tournament round I play in is paired')),
    el('p', {class: 'provisional'}, 'Mail goes only to your verified address; every mail has a link that stops it in one click.'),
    notifyStatus));
  showAddress();
}
